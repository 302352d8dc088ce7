/**
 * Drives a little realistic traffic through a running stack and records its /metrics every few seconds,
 * for the dashboard screenshot (docs/operations.md, "The dashboard"). Everything goes to 127.0.0.1 and it
 * stops by itself.
 *
 *   THROWBOX_API_KEY=tb_live_… WEBHOOK_TLS_DIR=/tmp/tb-demo-tls \
 *     pnpm --filter @throwbox/ops dashboard:collect -- --seconds 300 --out /tmp/throwbox-scrapes.jsonl
 *
 * WEBHOOK_TLS_DIR holds key.pem and cert.pem (self-signed for 127.0.0.1); the webhook dispatcher must trust
 * it (WEBHOOK_CA_FILE) and both the api and the dispatcher allow private targets (WEBHOOK_ALLOW_PRIVATE).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '300' },
    'scrape-every': { type: 'string', default: '5' },
    out: { type: 'string', default: '/tmp/throwbox-scrapes.jsonl' },
  },
});

const API = process.env.API_URL ?? 'http://127.0.0.1:8080';
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);
const DOMAIN = process.env.MAIL_DOMAIN ?? 'throwbox.test';
const KEY = process.env.THROWBOX_API_KEY;
const TLS_DIR = process.env.WEBHOOK_TLS_DIR;
const TARGETS: Record<string, string> = {
  ingest: process.env.INGEST_METRICS ?? 'http://127.0.0.1:8081/metrics',
  api: `${API}/metrics`,
  'code-extractor': process.env.CODE_EXTRACTOR_METRICS ?? 'http://127.0.0.1:8082/metrics',
  'webhook-dispatcher': process.env.WEBHOOK_DISPATCHER_METRICS ?? 'http://127.0.0.1:8083/metrics',
};
if (!KEY) throw new Error('THROWBOX_API_KEY is required (pnpm admin accounts create --email demo@example.com --plan paid)');

const seconds = Number(args.seconds);
const started = Date.now();
const elapsed = (): number => (Date.now() - started) / 1000;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(method: string, path: string, body?: unknown, key: string = KEY!): Promise<{ status: number; body: any }> {
  const res = await fetch(`${API}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

// ---- a webhook receiver that mostly answers 200, sometimes 500, sometimes slowly --------------------------
let receiverUrl: string | undefined;
let receiver: https.Server | undefined;
if (TLS_DIR) {
  receiver = https.createServer({ key: readFileSync(`${TLS_DIR}/key.pem`), cert: readFileSync(`${TLS_DIR}/cert.pem`) }, (req, res) => {
    req.resume();
    req.on('end', () => {
      const roll = Math.random();
      const delay = roll < 0.05 ? 1500 : 20 + Math.random() * 150;
      setTimeout(() => res.writeHead(roll > 0.9 ? 500 : 200).end(), delay);
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  receiverUrl = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/throwbox`;
}

// ---- set-up: inboxes and webhooks ----------------------------------------------------------------------
const inboxes: string[] = [];
for (let i = 0; i < 8; i++) {
  const r = await api('POST', '/inboxes', { ttlMinutes: 120 });
  if (r.status !== 201) throw new Error(`creating an inbox answered ${r.status}: ${JSON.stringify(r.body)}`);
  inboxes.push(r.body.address as string);
}
const webhookIds: string[] = [];
if (receiverUrl) {
  for (const url of [receiverUrl, 'https://127.0.0.1:9/nobody-listens']) {
    const r = await api('POST', '/webhooks', { url });
    if (r.status !== 201) throw new Error(`registering a webhook answered ${r.status}: ${JSON.stringify(r.body)}`);
    webhookIds.push(String(r.body.id));
  }
}

// ---- traffic ---------------------------------------------------------------------------------------------
const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true, pool: true, maxConnections: 4 });
const bodies = [
  () => ({ subject: 'Verify your email', text: `Hello!\n\nYour verification code is ${100000 + Math.floor(Math.random() * 900000)}.\n` }),
  () => ({ subject: 'Confirm your account', html: `<p>Welcome. <a href="https://app.example.com/verify?token=${Math.random().toString(36).slice(2)}">Confirm your email</a></p>` }),
  () => ({ subject: 'Your weekly digest', text: 'Nothing to verify here, just news.\n'.repeat(1 + Math.floor(Math.random() * 200)) }),
];

async function sendOne(): Promise<void> {
  const roll = Math.random();
  const to = roll < 0.08 ? [pick(inboxes), `nobody-${Date.now()}@${DOMAIN}`] : roll < 0.12 ? [`someone@elsewhere.example`] : [pick(inboxes)];
  const content = roll < 0.55 ? bodies[0]!() : roll < 0.8 ? bodies[1]!() : bodies[2]!();
  await smtp.sendMail({ from: 'noreply@app.example.com', to, ...content }).catch(() => undefined);
}

let longPolls = 0;
async function longPoll(): Promise<void> {
  longPolls++;
  try {
    const inbox = pick(inboxes);
    const path = Math.random() < 0.5 ? `/inboxes/${inbox}/messages?wait=20&since=${Date.now()}` : `/inboxes/${inbox}/code?wait=15&since=${Date.now()}`;
    await api('GET', path);
  } finally {
    longPolls--;
  }
}

async function apiCalls(tick: number): Promise<void> {
  const inbox = pick(inboxes);
  const calls: Array<Promise<unknown>> = [api('GET', `/inboxes/${inbox}/messages?limit=5`), api('GET', '/domains')];
  const list = await api('GET', `/inboxes/${inbox}/messages?limit=1`);
  const first = list.body?.messages?.[0]?.id as string | undefined;
  if (first) calls.push(api('GET', `/messages/${first}?address=${encodeURIComponent(inbox)}`));
  if (tick % 3 === 0) calls.push(api('GET', '/domains', undefined, 'tb_live_' + '0'.repeat(64))); // 401
  if (tick % 4 === 0) calls.push(api('GET', `/inboxes/missing-${tick}@${DOMAIN}/messages`)); // 404
  if (tick % 5 === 0) calls.push(api('POST', '/inboxes', { username: '!! not a username !!' })); // 400
  if (tick % 7 === 0) calls.push(api('POST', '/inboxes', '{"broken json')); // 400
  if (tick % 10 === 0) {
    const created = await api('POST', '/inboxes', { ttlMinutes: 5 });
    if (created.status === 201) calls.push(api('DELETE', `/inboxes/${created.body.address as string}`));
  }
  await Promise.all(calls);
}

// ---- scraping --------------------------------------------------------------------------------------------
writeFileSync(args.out, '');
async function scrape(): Promise<void> {
  const t = Date.now() / 1000;
  const targets: Record<string, string> = {};
  await Promise.all(
    Object.entries(TARGETS).map(async ([service, url]) => {
      try {
        const res = await fetch(url);
        if (res.ok) targets[service] = await res.text();
      } catch {
        // A target that is down is simply missing from this scrape, as in Prometheus.
      }
    }),
  );
  appendFileSync(args.out, `${JSON.stringify({ t, targets })}\n`);
}

const inflight = new Set<Promise<unknown>>();
const track = (p: Promise<unknown>): void => {
  const q = p.catch((err: unknown) => process.stderr.write(`collect: ${String(err)}\n`)).finally(() => inflight.delete(q));
  inflight.add(q);
};

const scrapeEvery = Number(args['scrape-every']) * 1000;
let nextScrape = 0;
for (let tick = 0; elapsed() < seconds; tick++) {
  if (Date.now() >= nextScrape) {
    track(scrape());
    nextScrape = Date.now() + scrapeEvery;
  }
  // Load rises and falls over a few minutes, so the graphs have a shape.
  const intensity = 1 + 3 * Math.sin((Math.PI * elapsed()) / 150) ** 2;
  for (let i = 0; i < Math.round(intensity + Math.random()); i++) track(sendOne());
  while (longPolls < Math.round(intensity * 2)) track(longPoll());
  track(apiCalls(tick));
  await sleep(1000);
}

await Promise.allSettled([...inflight]);
await scrape();
smtp.close();
for (const id of webhookIds) await api('DELETE', `/webhooks/${id}`);
receiver?.close();
receiver?.closeAllConnections();
process.stderr.write(`collect: ${seconds} s of traffic recorded in ${args.out}\n`);
