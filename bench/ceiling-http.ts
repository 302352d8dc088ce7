/**
 * The ceiling scenario's HTTP server: express 5 built as the api builds it (requests and responses
 * born with express's prototypes), with one route that answers every GET with a list answer captured
 * from the real api, its body and headers: no authentication, no Postgres, no Redis, no request log.
 *
 * `node --import tsx --conditions=@throwbox/source bench/ceiling-http.ts ANSWER.json`, where the file
 * holds `{ "headers": {…}, "body": "…" }`; prints the port it listens on (127.0.0.1) as its first line.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import express from 'express';
import { bornExpress } from '@throwbox/api';

const answer = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { headers: Record<string, string>; body: string };
const body = Buffer.from(answer.body);
const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.get('/{*path}', (_req, res) => {
  res.set(answer.headers).send(body);
});
const server = http.createServer(bornExpress(app), app);
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
