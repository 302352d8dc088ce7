import { loadConsoleConfig, startConsole, type ConsoleHandle } from '@throwbox/console';
import { serviceEnv } from '@throwbox/db/testing';
import { loadWebhookDispatcherConfig, startWebhookDispatcher, type WebhookDispatcherHandle } from '@throwbox/webhook-dispatcher';
import { startStack, type Stack } from '../stack.js';
import { createTestCertificate, startReceiver, type Receiver, type TestCertificate } from '../webhook-receiver.js';

const SECRET_KEY = 'cd'.repeat(32);

/** A stack (ingest, api, extractor), a webhook dispatcher, an HTTPS receiver and the console, on one database. */
export interface ConsoleStack {
  stack: Stack;
  console: ConsoleHandle;
  dispatcher?: WebhookDispatcherHandle;
  receiver?: Receiver;
  stop(): Promise<void>;
}

export async function startConsoleStack(opts: { env?: Record<string, string>; webhooks?: boolean } = {}): Promise<ConsoleStack> {
  // Every agent of a test file signs up from 127.0.0.1: the per-address sign-up limit is tested on its own.
  const shared = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_SECRET_KEY: SECRET_KEY, CONSOLE_SIGNUPS_PER_IP: '100000', ...opts.env };
  const stack = await startStack(shared);
  let certificate: TestCertificate | undefined;
  let receiver: Receiver | undefined;
  let dispatcher: WebhookDispatcherHandle | undefined;
  if (opts.webhooks) {
    certificate = createTestCertificate();
    receiver = await startReceiver(certificate);
    dispatcher = await startWebhookDispatcher(
      loadWebhookDispatcherConfig(serviceEnv(stack.env, { ...shared, WEBHOOK_CA_FILE: certificate.certFile })),
    );
  }
  const consoleHandle = await startConsole(
    loadConsoleConfig(serviceEnv(stack.env, { ...shared, CONSOLE_PORT: '0', API_PUBLIC_URL: stack.api.url })),
  );
  return {
    stack,
    console: consoleHandle,
    ...(dispatcher ? { dispatcher } : {}),
    ...(receiver ? { receiver } : {}),
    async stop() {
      await consoleHandle.stop();
      await dispatcher?.stop();
      await receiver?.close();
      certificate?.remove();
      await stack.stop();
    },
  };
}

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** Where a redirect pointed, if the answer was one. */
  location: string | null;
}

/**
 * A browser without a browser: a cookie jar, and forms posted with the CSRF token of the last page seen.
 * For the HTTP-level security tests; the flows run in Chromium.
 */
export class ConsoleAgent {
  readonly cookies = new Map<string, string>();
  csrf = '';

  /** `headers` go with every request (X-Forwarded-For, to come from another address behind a trusted proxy). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: URLSearchParams, headers: Record<string, string> = {}): Promise<Page> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(body ? { body: body.toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const html = await res.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html);
    if (token) this.csrf = token[1]!;
    return { status: res.status, headers: res.headers, html, location: res.headers.get('location') };
  }

  get(path: string): Promise<Page> {
    return this.request('GET', path);
  }

  /** Posts a form with the last page's CSRF token (unless `_csrf` is given, or null to leave it out). */
  post(path: string, fields: Record<string, string | null> = {}, headers: Record<string, string> = {}): Promise<Page> {
    const body = new URLSearchParams();
    if (!('_csrf' in fields)) body.set('_csrf', this.csrf);
    for (const [k, v] of Object.entries(fields)) if (v !== null) body.set(k, v);
    return this.request('POST', path, body, headers);
  }

  /** Signs up (open sign-up), then signs in as sign-up asks, and keeps the session. */
  async signUp(email: string, password = 'a long enough password'): Promise<Page> {
    await this.get('/signup');
    const page = await this.post('/signup', { email, password });
    if (page.status !== 303 || !page.location?.startsWith('/signin')) return page;
    return this.signIn(email, password);
  }

  /** Follows the redirect a page answered with, as a browser does after a form (post/redirect/get). */
  follow(page: Page): Promise<Page> {
    return page.location ? this.get(page.location) : Promise.resolve(page);
  }

  async signIn(email: string, password = 'a long enough password'): Promise<Page> {
    await this.get('/signin');
    return this.post('/signin', { email, password });
  }
}

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`;
