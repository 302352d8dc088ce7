/**
 * A little realistic traffic through a running stack, so that every dashboard panel has something to
 * show: mail to inboxes (some to unknown inboxes and foreign domains, some large enough for the
 * code-extractor), API calls (some with a bad key, unknown inboxes or bad bodies), long-polls, webhooks to
 * a receiver that sometimes fails plus an endpoint nobody listens on, and console sign-ins that fail.
 * Everything goes to 127.0.0.1.
 */
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';

export interface TrafficTarget {
  /** The api's origin, e.g. http://127.0.0.1:8080. */
  api: string;
  smtpPort: number;
  domain: string;
  apiKey: string;
  /** The console's origin; without it, no console traffic. */
  console?: string | undefined;
  /** An https URL that receives webhooks (see startWebhookReceiver); without it, no webhooks. */
  webhookUrl?: string | undefined;
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An https receiver that mostly answers 200, sometimes 500, sometimes slowly. */
export async function startWebhookReceiver(tls: { key: string | Buffer; cert: string | Buffer }): Promise<{ url: string; close(): void }> {
  const receiver = https.createServer(tls, (req, res) => {
    req.resume();
    req.on('end', () => {
      const roll = Math.random();
      const delay = roll < 0.05 ? 1500 : 20 + Math.random() * 150;
      setTimeout(() => res.writeHead(roll > 0.9 ? 500 : 200).end(), delay);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/throwbox`,
    close() {
      receiver.close();
      receiver.closeAllConnections();
    },
  };
}

/**
 * Drives traffic for `seconds`; with `shape`, load rises and falls over a few minutes so that graphs have a
 * shape. Resolves once everything it started has ended, the webhooks it registered deleted.
 */
export async function driveTraffic(
  t: TrafficTarget,
  seconds: number,
  opts: { shape?: boolean; log?: (line: string) => void } = {},
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  async function api(method: string, path: string, body?: unknown, key: string = t.apiKey): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.api}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  }

  const inboxes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const r = await api('POST', '/inboxes', { ttlMinutes: 120 });
    if (r.status !== 201) throw new Error(`creating an inbox answered ${r.status}: ${JSON.stringify(r.body)}`);
    inboxes.push(r.body.address as string);
  }
  const webhookIds: string[] = [];
  for (const url of t.webhookUrl ? [t.webhookUrl, 'https://127.0.0.1:9/nobody-listens'] : []) {
    const r = await api('POST', '/webhooks', { url });
    if (r.status !== 201) throw new Error(`registering a webhook answered ${r.status}: ${JSON.stringify(r.body)}`);
    webhookIds.push(String(r.body.id));
  }

  const smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: t.smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
  });
  const bodies = [
    () => ({ subject: 'Verify your email', text: `Hello!\n\nYour verification code is ${100000 + Math.floor(Math.random() * 900000)}.\n` }),
    () => ({
      subject: 'Confirm your account',
      html: `<p>Welcome. <a href="https://app.example.com/verify?token=${Math.random().toString(36).slice(2)}">Confirm your email</a></p>`,
    }),
    // Long enough to go to the code-extractor rather than be extracted by ingest.
    () => ({ subject: 'Your weekly digest', text: 'Nothing to verify here, just news.\n'.repeat(1 + Math.floor(Math.random() * 2000)) }),
  ];
  async function sendOne(): Promise<void> {
    const roll = Math.random();
    const to =
      roll < 0.08 ? [pick(inboxes), `nobody-${Date.now()}@${t.domain}`] : roll < 0.12 ? ['someone@elsewhere.example'] : [pick(inboxes)];
    const content = roll < 0.55 ? bodies[0]!() : roll < 0.8 ? bodies[1]!() : bodies[2]!();
    await smtp.sendMail({ from: 'noreply@app.example.com', to, ...content }).catch(() => undefined);
  }

  let longPolls = 0;
  async function longPoll(): Promise<void> {
    longPolls++;
    try {
      const inbox = pick(inboxes);
      const wait = Math.min(20, Math.max(1, Math.floor(seconds / 3)));
      await api('GET', `/inboxes/${inbox}/${Math.random() < 0.5 ? 'messages' : 'code'}?wait=${wait}&since=${Date.now()}`);
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
    if (tick % 3 === 0) calls.push(api('GET', '/domains', undefined, `tb_live_${'0'.repeat(64)}`)); // 401
    if (tick % 4 === 0) calls.push(api('GET', `/inboxes/missing-${tick}@${t.domain}/messages`)); // 404
    if (tick % 5 === 0) calls.push(api('POST', '/inboxes', { username: '!! not a username !!' })); // 400
    if (tick % 7 === 0) calls.push(api('POST', '/inboxes', '{"broken json')); // 400
    if (tick % 10 === 0) {
      const created = await api('POST', '/inboxes', { ttlMinutes: 5 });
      if (created.status === 201) calls.push(api('DELETE', `/inboxes/${created.body.address as string}`));
    }
    await Promise.all(calls);
  }

  /** The sign-in page, then a sign-in with a wrong password (its CSRF token and cookie carried over). */
  async function consoleSignIn(): Promise<void> {
    if (!t.console) return;
    const page = await fetch(`${t.console}/signin`);
    const cookie = (page.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    await fetch(`${t.console}/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: t.console },
      body: new URLSearchParams({
        _csrf: token,
        email: `nobody-${Math.floor(Math.random() * 1e6)}@example.com`,
        password: 'not the password',
      }),
    });
  }

  const inflight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>): void => {
    const q = p.catch((err: unknown) => log(`traffic: ${String(err)}`)).finally(() => inflight.delete(q));
    inflight.add(q);
  };
  const started = Date.now();
  const elapsed = (): number => (Date.now() - started) / 1000;
  for (let tick = 0; elapsed() < seconds; tick++) {
    const intensity = opts.shape ? 1 + 3 * Math.sin((Math.PI * elapsed()) / 150) ** 2 : 2;
    for (let i = 0; i < Math.round(intensity + Math.random()); i++) track(sendOne());
    while (longPolls < Math.round(intensity * 2)) track(longPoll());
    track(apiCalls(tick));
    if (tick % 2 === 0) track(consoleSignIn());
    await sleep(1000);
  }
  await Promise.allSettled([...inflight]);
  smtp.close();
  for (const id of webhookIds) await api('DELETE', `/webhooks/${id}`);
}
