import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/**
 * `DATABASE_URL=embedded` and `REDIS_URL=embedded` (DECISIONS §14): `pnpm start` runs a private Postgres
 * and Redis with their data under `.throwbox/`. The same happens when the variable is unset and nothing
 * answers on the default port, so that a machine with nothing but Node runs the stack.
 */
export const EMBEDDED = 'embedded';

/** Where the embedded servers keep their data, and where `pnpm start` writes the URLs they answer at. */
export const throwboxDir = (root: string, env: NodeJS.ProcessEnv = process.env): string => env.THROWBOX_DATA_DIR || join(root, '.throwbox');

/** Whether something accepts a TCP connection there within the time given. */
export function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether this setting means the embedded server: said so, or unset with nothing on the default port. */
export async function wantsEmbedded(value: string | undefined, defaultPort: number): Promise<boolean> {
  return value === EMBEDDED || (!value && !(await answers('127.0.0.1', defaultPort)));
}

export interface EmbeddedUrls {
  DATABASE_URL?: string;
  REDIS_URL?: string;
}

export const embeddedUrlsFile = (dir: string) => join(dir, 'urls.json');

/** The URLs of the embedded servers a running `pnpm start` uses (none when it runs none). */
export function runningEmbedded(dir: string): EmbeddedUrls {
  try {
    return JSON.parse(readFileSync(embeddedUrlsFile(dir), 'utf8')) as EmbeddedUrls;
  } catch {
    return {};
  }
}
