import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSelfSignedCertificate } from '@throwbox/testkit';

export interface TestCertificate {
  dir: string;
  certFile: string;
  key: Buffer;
  cert: Buffer;
  remove(): void;
}

/** A throwaway self-signed certificate for localhost and 127.0.0.1, made with openssl. */
export function createTestCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'throwbox-webhook-cert-'));
  const { keyFile, certFile } = writeSelfSignedCertificate(dir);
  return {
    dir,
    certFile,
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ReceivedRequest {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** Header names exactly as sent, in order. */
  headerNames: string[];
  /** The body exactly as received. */
  raw: Buffer;
  at: number;
  /** How it was answered: a status (with a body of its own), or 'hang' / 'reset'. */
  answer: Behaviour;
}

/** How the receiver answers requests to one path: a status (302 carries a Location), one with this body, or misbehaviour. */
export type Behaviour = number | 'hang' | 'reset' | { status: number; body: string | Buffer };

export interface Receiver {
  port: number;
  /** https://127.0.0.1:<port><path> */
  url(path: string): string;
  requests: ReceivedRequest[];
  requestsTo(path: string): ReceivedRequest[];
  /** Sets how requests to `path` are answered from now on (200 until told otherwise). */
  behave(path: string, behaviour: Behaviour): void;
  /** Resolves on the next request to `path` (already recorded when it resolves). */
  next(path: string): Promise<ReceivedRequest>;
  /** Answers the requests to `path` held by 'hang' with this status now. */
  release(path: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A real HTTPS endpoint that records every delivery byte for byte, like svix's local test receiver, and
 * answers each path as told: a status, no answer at all, or a reset connection.
 */
export async function startReceiver(certificate: TestCertificate): Promise<Receiver> {
  const behaviours = new Map<string, Behaviour>();
  const requests: ReceivedRequest[] = [];
  const waiters: { path: string; resolve: (r: ReceivedRequest) => void }[] = [];
  const hanging = new Map<ServerResponse, string>();
  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const behaviour = behaviours.get(path) ?? 200;
      const headerNames = req.rawHeaders.filter((_, i) => i % 2 === 0);
      const received: ReceivedRequest = {
        path,
        method: req.method ?? '',
        headers: req.headers,
        headerNames,
        raw: Buffer.concat(chunks),
        at: Date.now(),
        answer: behaviour,
      };
      requests.push(received);
      for (const w of waiters.filter((x) => x.path === path)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(received);
      }
      if (behaviour === 'hang') {
        hanging.set(res, path);
        res.on('close', () => hanging.delete(res));
      } else if (behaviour === 'reset') {
        // A real TCP RST, on the raw socket under the TLS one.
        raw.get(req.socket.remotePort ?? 0)?.resetAndDestroy();
      } else if (typeof behaviour === 'object') {
        res.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end(behaviour.body);
      } else if (behaviour >= 300 && behaviour < 400) {
        res.writeHead(behaviour, { location: `https://127.0.0.1:${port}/elsewhere` }).end();
      } else {
        res.writeHead(behaviour, { 'content-type': 'text/plain' }).end(behaviour < 300 ? 'ok' : 'nope');
      }
    });
  });
  // TLS runs over sockets we accept ourselves, so a reset can be sent on the TCP connection itself.
  const raw = new Map<number, net.Socket>();
  const tcp = net.createServer((socket) => {
    const remotePort = socket.remotePort ?? 0;
    raw.set(remotePort, socket);
    socket.on('close', () => raw.delete(remotePort));
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const port = (tcp.address() as net.AddressInfo).port;
  return {
    port,
    url: (path) => `https://127.0.0.1:${port}${path}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    behave: (path, behaviour) => behaviours.set(path, behaviour),
    next: (path) => new Promise((resolve) => waiters.push({ path, resolve })),
    release(path, status) {
      for (const [res, p] of hanging) if (p === path) res.writeHead(status).end();
    },
    async close() {
      for (const res of hanging.keys()) res.destroy();
      for (const socket of raw.values()) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
