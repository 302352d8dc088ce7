import { readFileSync } from 'node:fs';
import net from 'node:net';

/** A loopback port nobody listens on right now (the system's choice), for a server a test starts later. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first port the system hands out for listen(0) and outgoing connections (Linux: 32768). */
export function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

const handedOut = new Set<number>();

/**
 * A base port such that base + each offset is free, for a process that derives several ports from one
 * (`pnpm start`: PORT, PORT+1…+4, the console's PORT+10). A stack takes seconds between this check and its
 * binds, so the base comes from below the system's ephemeral range (no listen(0) or outgoing connection
 * can take one meanwhile), from a slice of that range of its own per Jest worker (no other test file
 * running beside it can pick the same ports), and never one this process handed out before (a service
 * restarted on its ports keeps them).
 */
export async function freePortBase(offsets: readonly number[]): Promise<number> {
  const span = Math.max(...offsets) + 1;
  const low = 10000;
  // (A system whose ephemeral range starts very low leaves no such room: then the range above 10000.)
  const high = Math.max(low + 16 * 200, Math.min(ephemeralLow(), 65536) - span);
  const slices = 16;
  const worker = (Number(process.env.JEST_WORKER_ID ?? 0) || 0) % slices;
  const width = Math.floor((high - low) / slices);
  const from = low + worker * width;
  for (let tries = 0; ; tries++) {
    const base = from + Math.floor(Math.random() * Math.max(1, width - span));
    const ports = offsets.map((d) => base + d);
    if (!ports.some((p) => handedOut.has(p))) {
      // Taken before the check, which awaits: calls made at once (Promise.all) never get the same port.
      for (const p of ports) handedOut.add(p);
      if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
      for (const p of ports) handedOut.delete(p);
    }
    if (tries > 1000) throw new Error(`no free ports for offsets ${offsets.join(',')} in ${from}–${from + width}`);
  }
}
