/**
 * List reads of several builds of the api, side by side: one stack (this work tree's), then an api
 * process from each named work tree (compiled there with `tsc -b services/api` first) on the same database
 * and Redis prefix, and express alone answering the captured list answer (as `ceiling` does). autocannon
 * (64 connections, round-robin over 200 accounts' inboxes of 10 messages) on each in turn, the order
 * reversed every round, so that each build sees the machine within seconds of the others: on a shared
 * machine whose speed moves by a factor of three between minutes, the rounds compare where `--runs`
 * cannot. Prints each round's req/s, the process's CPU a request (from /proc) and the ratios to express.
 *
 * BUILDS="main=/work/wt/main-copy,branch=/work/wt/branch" ROUNDS=8 SECONDS_EACH=5 \
 *   node --import tsx --conditions=@throwbox/source bench/api-builds.ts
 * A build may carry extra Node flags after its path: `big=/path:--max-semi-space-size=16`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { NODE_FLAGS } from '../scripts/services.js';
import { ApiClient } from './http.js';
import { createAccounts, createInboxes, fillInboxes, type BenchContext } from './setup.js';
import { startStack } from './stack.js';
import { AccountPacer, sleep } from './stats.js';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const SECONDS = Number(process.env.SECONDS_EACH ?? 5);
const apis = (process.env.BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((s) => [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)] as [string, string]);
const log = (s: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${s}\n`);

const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]);
};
const HZ = 100;

const stack = await startStack({ log });
const procs: ChildProcess[] = [];
process.once('exit', () => procs.forEach((p) => p.kill('SIGKILL')));
try {
  const ctx = { stack, api: new ApiClient('127.0.0.1', stack.ports.api), pacer: new AccountPacer(80), log } as unknown as BenchContext;
  const accounts = await createAccounts(ctx, 200, 'builds');
  const inboxes = (await createInboxes(ctx, accounts, 1)).flat();
  await fillInboxes(ctx, inboxes, 10);
  const paths = inboxes.map((t) => `/v1/inboxes/${encodeURIComponent(t.address)}/messages`);

  const targets: { name: string; port: number; pid: number; api: boolean }[] = [];
  const free = () =>
    new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
  for (const [name, spec] of apis) {
    const [dir, ...extra] = spec.split(':');
    const p = await free();
    const logFd = openSync(join(stack.dir, `api-${name}.log`), 'a');
    const child = spawn(process.execPath, [...NODE_FLAGS.api, ...extra, 'services/api/dist/main.js'], {
      cwd: dir!,
      env: {
        ...process.env,
        DATABASE_URL: stack.databaseUrl,
        REDIS_URL: stack.redisUrl,
        REDIS_PREFIX: stack.redisPrefix,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(p),
      },
      stdio: ['ignore', logFd, logFd],
    });
    procs.push(child);
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${p}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error(`${name} not ready`);
      await sleep(100);
    }
    targets.push({ name, port: p, pid: child.pid!, api: true });
  }
  // express alone with a captured answer
  const res = await fetch(`http://127.0.0.1:${stack.ports.api}${paths[0]}`, {
    headers: { authorization: `Bearer ${inboxes[0]!.account.apiKey}` },
  });
  const body = await res.text();
  const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const file = join(stack.dir, 'builds-answer.json');
  writeFileSync(file, JSON.stringify({ headers: Object.fromEntries([...res.headers].filter(([n]) => !OWN.has(n))), body }));
  const express = spawn(
    process.execPath,
    [...NODE_FLAGS.api, '--import', 'tsx', '--conditions=@throwbox/source', 'bench/ceiling-http.ts', file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  procs.push(express);
  const ePort = await new Promise<number>((r) => createInterface({ input: express.stdout! }).once('line', (l) => r(Number(l))));
  targets.push({ name: 'express', port: ePort, pid: express.pid!, api: false });

  const cannon = (t: (typeof targets)[number], duration: number) => {
    let k = 0;
    return autocannon({
      url: `http://127.0.0.1:${t.port}`,
      connections: 64,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const i = k++ % paths.length;
            return t.api
              ? { ...req, path: paths[i]!, headers: { authorization: `Bearer ${inboxes[i]!.account.apiKey}` } }
              : { ...req, path: paths[0]! };
          },
        },
      ],
    });
  };
  for (const t of targets) await cannon(t, 3);
  const results = new Map<string, { rps: number[]; us: number[] }>(targets.map((t) => [t.name, { rps: [], us: [] }]));
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...targets].reverse() : targets;
    const line: string[] = [];
    for (const t of order) {
      await cannon(t, 1);
      const before = ticks(t.pid);
      const out = await cannon(t, SECONDS);
      const cpu = (ticks(t.pid) - before) / HZ;
      const bad = out.non2xx + out.errors + out.timeouts;
      const rps = out.requests.average;
      const us = (cpu * 1e6) / out.requests.total;
      results.get(t.name)!.rps.push(rps);
      results.get(t.name)!.us.push(us);
      line.push(
        `${t.name} ${Math.round(rps)} req/s ${us.toFixed(0)} µs/req cpu ${((cpu / SECONDS) * 100).toFixed(0)}%${bad ? ` BAD ${bad}` : ''}`,
      );
    }
    const e = results.get('express')!.rps.at(-1)!;
    const ratios = targets.filter((t) => t.api).map((t) => `${t.name} ${((100 * results.get(t.name)!.rps.at(-1)!) / e).toFixed(1)}%`);
    log(`round ${r + 1} load ${os.loadavg()[0]!.toFixed(2)}: ${line.join(' | ')} || ${ratios.join(' ')}`);
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  for (const [name, { rps, us }] of results) log(`median ${name}: ${Math.round(med(rps))} req/s, ${med(us).toFixed(0)} µs/req`);
} finally {
  procs.forEach((p) => p.kill('SIGTERM'));
  await sleep(500);
  await stack.stop();
}
