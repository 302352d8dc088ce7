import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Delivery, FromReceiver, ToReceiver } from './receiver.js';
import type { BenchContext } from './setup.js';
import { sleep } from './stats.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The webhook receiver (bench/receiver.ts) as a process of its own: its port, what it received, how to stop it. */
export interface BenchReceiver {
  port: number;
  /** Every delivery it reported, in order of arrival. */
  deliveries: Delivery[];
  tell(m: ToReceiver): void;
  stop(): Promise<void>;
}

export async function startBenchReceiver(ctx: BenchContext): Promise<BenchReceiver> {
  const receiver = spawn(process.execPath, ['--import', 'tsx', '--conditions=@throwbox/source', 'bench/receiver.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_KEY_FILE: ctx.stack.certificate.keyFile, BENCH_CERT_FILE: ctx.stack.certificate.certFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deliveries: Delivery[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    receiver.once('error', reject);
    receiver.once('exit', (code) => reject(new Error(`the receiver exited (${code})`)));
    receiver.on('message', (m: FromReceiver) => {
      if (m.type === 'listening') resolve(m.port);
      else deliveries.push(...m.items);
    });
  });
  const tell = (m: ToReceiver) => receiver.send(m);
  return {
    port,
    deliveries,
    tell,
    async stop() {
      tell({ type: 'stop' });
      await Promise.race([new Promise((resolve) => receiver.once('exit', resolve)), sleep(3000)]);
      if (receiver.exitCode === null) receiver.kill('SIGKILL');
    },
  };
}
