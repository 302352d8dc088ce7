import { spawn, type ChildProcess } from 'node:child_process';
import { serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { exitWithin, freePortBase, whileProgressing } from '@throwbox/testkit';
import { serviceArgs } from './service-args.js';
import { root } from './pnpm-start.js';

// Several replicas of each service as processes of their own, as a Deployment with replicas runs them: on
// one database and one Redis prefix, each on ports of its own, each stopped with SIGTERM and started again.

export type ServiceName = 'api' | 'ingest' | 'code-extractor' | 'webhook-dispatcher';

export interface Replica {
  service: ServiceName;
  index: number;
  /** The api's HTTP port, or ingest's SMTP port. */
  port: number;
  /** Where /readyz and /metrics answer (the api: its own port). */
  healthPort: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything this process (and the ones before it under this name) printed. */
  output(): string;
}

/**
 * How long a replica may take to exit after SIGTERM before the test fails: beyond the stop deadlines the
 * replicas are given here (STOP_SETTINGS), so only a replica that hangs meets it.
 */
const EXIT_WITHIN_MS = 60_000;
/** The services' own bounds on a stop, shorter than their defaults (65 s, 60 s) so that a hang shows sooner. */
const STOP_SETTINGS = { SHUTDOWN_GRACE_MS: '15000', SMTP_SHUTDOWN_GRACE_MS: '10000', SMTP_SHUTDOWN_DEADLINE_MS: '20000' };

const ready = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200;

export class Topology {
  readonly replicas: Replica[] = [];

  constructor(
    private readonly env: TestEnv,
    private readonly vars: Record<string, string>,
  ) {}

  of(service: ServiceName): Replica[] {
    return this.replicas.filter((r) => r.service === service);
  }

  /** Starts `count` more replicas of the service, on ports of their own, and waits until they are ready. */
  async add(service: ServiceName, count: number): Promise<Replica[]> {
    const added: Replica[] = [];
    for (let i = 0; i < count; i++) {
      // Below the ephemeral range: a restart binds the same ports again after a moment without them.
      const port = await freePortBase([0, 1]);
      const healthPort = service === 'api' ? port : port + 1;
      const replica = this.spawn(service, this.of(service).length + i, port, healthPort, '');
      added.push(replica);
    }
    this.replicas.push(...added);
    await Promise.all(added.map((r) => this.untilReady(r)));
    return added;
  }

  /**
   * SIGTERM, wait for the process to end (its exit code), start it again on the same ports, wait until ready.
   * Fails, naming the replica, its pid and what it waited for, when it does not exit or does not come back.
   */
  async restart(replica: Replica): Promise<number | null> {
    const code = await this.terminate(replica);
    const fresh = this.spawn(replica.service, replica.index, replica.port, replica.healthPort, replica.output());
    Object.assign(replica, { child: fresh.child, exited: fresh.exited, output: fresh.output });
    await this.untilReady(replica);
    return code;
  }

  /** SIGTERM to every replica; fails (once each has exited or been killed) naming those that did not exit in time. */
  async stop(): Promise<void> {
    const results = await Promise.allSettled(this.replicas.map((r) => this.terminate(r)));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    if (failed.length) throw new Error(failed.join('\n\n'));
  }

  private terminate(r: Replica): Promise<number | null> {
    r.child.kill('SIGTERM');
    return exitWithin(r.child, r.exited, { name: `${r.service}-${r.index}`, withinMs: EXIT_WITHIN_MS, after: 'SIGTERM', output: r.output });
  }

  private spawn(service: ServiceName, index: number, port: number, healthPort: number, before: string): Replica {
    const ports: Record<string, string> =
      service === 'api'
        ? { PORT: String(port) }
        : service === 'ingest'
          ? { SMTP_PORT: String(port), HEALTH_PORT: String(healthPort) }
          : { HEALTH_PORT: String(healthPort) };
    const child = spawn(process.execPath, serviceArgs(service), {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_OPTIONS: '',
        ...serviceEnv(this.env, { LOG_LEVEL: 'info', ...STOP_SETTINGS, ...this.vars, ...ports }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = before;
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { service, index, port, healthPort, child, exited, output: () => output };
  }

  private async untilReady(r: Replica): Promise<void> {
    // No fixed deadline: the replica's own progress (CPU used) is the budget, so a loaded machine gets the time.
    await whileProgressing(r.child.pid!, () => ready(r.healthPort), {
      gone: () => (r.child.exitCode !== null ? `exited (${r.child.exitCode})` : undefined),
    }).catch((err: Error) => {
      throw new Error(
        `${r.service}-${r.index} (pid ${r.child.pid}) did not become ready (GET http://127.0.0.1:${r.healthPort}/readyz answering 200): ${err.message}. Its last output:\n${r.output().slice(-3000)}`,
      );
    });
  }
}

/** The sum of a metric's samples (matching `labels`) over the replicas' /metrics. */
export async function metricSum(replicas: Replica[], name: string, labels: Record<string, string> = {}): Promise<number> {
  let sum = 0;
  for (const r of replicas) {
    const text = await (await fetch(`http://127.0.0.1:${r.healthPort}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
      if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}
