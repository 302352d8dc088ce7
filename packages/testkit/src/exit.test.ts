import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { exitWithin } from './exit.js';

const start = (script: string) => {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
};

describe('exitWithin', () => {
  it('answers the exit of a process that ends in time', async () => {
    const p = start("process.on('SIGTERM', () => process.exit(3)); console.log('up'); setInterval(() => {}, 1000)");
    await new Promise<void>((resolve) => p.child.stdout!.once('data', () => resolve()));
    p.child.kill('SIGTERM');
    expect(await exitWithin(p.child, p.exited, { name: 'worker-0', withinMs: 20_000, after: 'SIGTERM' })).toEqual({
      code: 3,
      signal: null,
    });
  });

  it('kills a process that does not exit, and fails naming it, its pid, what it waited for and its last output', async () => {
    const p = start("process.on('SIGTERM', () => console.log('ignoring SIGTERM')); console.log('up'); setInterval(() => {}, 1000)");
    await new Promise<void>((resolve) => p.child.stdout!.once('data', () => resolve()));
    p.child.kill('SIGTERM');
    const waited = exitWithin(p.child, p.exited, { name: 'worker-0', withinMs: 300, after: 'SIGTERM', output: p.output });
    const message = ((await waited.catch((err: unknown) => err)) as Error).message;
    expect(message).toMatch(new RegExp(`^worker-0 \\(pid ${p.child.pid}\\) did not exit within 300 ms of SIGTERM; killed it with SIGKILL`));
    expect(message).toMatch(/Its last output:\nup\n/);
    expect(await p.exited).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
