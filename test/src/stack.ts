import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { startApi, loadApiConfig, type ApiHandle } from '@throwbox/api';
import { ERRORS, type ErrorCode } from '@throwbox/contracts';
import { startCodeExtractor, loadCodeExtractorConfig, type CodeExtractorHandle } from '@throwbox/code-extractor';
import { startIngest, loadIngestConfig, type IngestHandle } from '@throwbox/ingest';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { eventually, sendMail, whileProgressing } from '@throwbox/testkit';
import type { ServiceName } from '../../scripts/services.js';
import { serviceArgs } from './service-args.js';
import { createAccount, createTestEnv, serviceEnv, type TestAccount, type TestEnv } from '@throwbox/db/testing';

/** ingest, api and code-extractor in this process, on their own database and Redis prefix, on free ports. */
export interface Stack {
  env: TestEnv;
  ingest: IngestHandle;
  api: ApiHandle;
  /** Undefined when the stack was started without one (crash tests run their own as a process). */
  codeExtractor: CodeExtractorHandle | undefined;
  smtpPort: number;
  stop(): Promise<void>;
}

export async function startStack(extraEnv: Record<string, string> = {}, opts: { codeExtractor?: boolean } = {}): Promise<Stack> {
  const env = await createTestEnv();
  const vars = serviceEnv(env, extraEnv);
  const ingest = await startIngest(loadIngestConfig(vars));
  const api = await startApi(loadApiConfig(vars));
  const codeExtractor = opts.codeExtractor === false ? undefined : await startCodeExtractor(loadCodeExtractorConfig(vars));
  const stack: Stack = {
    env,
    ingest,
    api,
    codeExtractor,
    smtpPort: ingest.smtpPort,
    async stop() {
      await stack.codeExtractor?.stop();
      await api.stop();
      await ingest.stop();
      await env.close();
    },
  };
  return stack;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs a service (`serviceArgs`: compiled, or from source) as its own process, as in production, on the stack's database and
 * Redis prefix, and resolves once it has logged `ready` (a line matching the pattern).
 */
export async function spawnService(
  stack: Pick<Stack, 'env'>,
  name: ServiceName,
  env: Record<string, string>,
  ready: RegExp,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, serviceArgs(name), {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_OPTIONS: '', ...serviceEnv(stack.env, { LOG_LEVEL: 'info', ...env }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let ended: string | undefined;
  void exited.then(({ code, signal }) => (ended = `${name} exited (${signal ?? code}) before it was ready:\n${output}`));
  // No fixed deadline: the process's own progress (CPU used) is the budget, so a loaded machine gets the time.
  await whileProgressing(child.pid!, async () => ready.test(output), { gone: () => ended }).catch((err: Error) => {
    throw new Error(`${name}: ${err.message}\n${output}`);
  });
  return { child, output: () => output, exited };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A small client for the /v1 API: JSON in and out, the API key as a bearer token. */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly apiKey?: string,
  ) {}

  static for(stack: Stack, account?: TestAccount): Client {
    return new Client(`${stack.api.url}/v1`, account?.apiKey);
  }

  async request<T = any>(
    method: string,
    path: string,
    opts: { body?: unknown; rawBody?: string | Buffer; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}), ...opts.headers };
    let body: string | Buffer | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { body, ...(headers ? { headers } : {}) });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}

export { createAccount };

/** Asserts the exact error envelope of the contract, as the stack's api answered it. */
export function expectError(stack: Stack, res: ApiResponse, status: number, code: ErrorCode): void {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(res.body.error.type).toBe(ERRORS[code].type);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.docUrl).toBe(`${stack.api.url}/docs/errors#${code}`);
  expect(res.body.requestId).toMatch(/^req_/);
  expect(res.headers.get('throwbox-request-id')).toBe(res.body.requestId);
}

/** Resolves once the stack's api holds at least `n` waiting requests: mail sent after it finds them held. */
export async function untilWaiting(stack: Stack, n = 1): Promise<void> {
  await eventually(async () => ((await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0) >= n);
}

/** A stack for one test file, an account on it, and a client with its key. */
export async function startApiStack(
  extraEnv: Record<string, string> = {},
  opts: { codeExtractor?: boolean } = {},
): Promise<{ stack: Stack; account: TestAccount; api: Client }> {
  const stack = await startStack(extraEnv, opts);
  const account = await createAccount(stack.env.pool);
  return { stack, account, api: Client.for(stack, account) };
}

/** What the API tests of one file do again and again, on the file's stack and client (read when called). */
export function apiHelpers(current: () => { stack: Stack; api: Client }) {
  return {
    expectError: (res: ApiResponse, status: number, code: ErrorCode) => expectError(current().stack, res, status, code),
    newInbox: async (body: Record<string, unknown> = {}): Promise<string> => {
      const res = await current().api.post('/inboxes', body);
      expect(res.status).toBe(201);
      return res.body.address as string;
    },
    send: (to: string, mail: { subject?: string; text?: string; from?: string; html?: string; attachments?: Mail.Attachment[] }) =>
      sendMail(current().stack.smtpPort, { to, subject: 'hello', text: 'hello', ...mail }),
  };
}
