import { startApi, loadApiConfig, type ApiHandle } from '@throwbox/api';
import { startCodeExtractor, loadCodeExtractorConfig, type CodeExtractorHandle } from '@throwbox/code-extractor';
import { startIngest, loadIngestConfig, type IngestHandle } from '@throwbox/ingest';
import { createAccount, createTestEnv, serviceEnv, type TestAccount, type TestEnv } from '@throwbox/testkit';

/** ingest, api and code-extractor in this process, on their own database and Redis prefix, on free ports. */
export interface Stack {
  env: TestEnv;
  ingest: IngestHandle;
  api: ApiHandle;
  codeExtractor: CodeExtractorHandle;
  smtpPort: number;
  stop(): Promise<void>;
}

export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const env = await createTestEnv();
  const vars = serviceEnv(env, extraEnv);
  const ingest = await startIngest(loadIngestConfig(vars));
  const api = await startApi(loadApiConfig(vars));
  const codeExtractor = await startCodeExtractor(loadCodeExtractorConfig(vars));
  return {
    env,
    ingest,
    api,
    codeExtractor,
    smtpPort: ingest.smtpPort,
    async stop() {
      await codeExtractor.stop();
      await api.stop();
      await ingest.stop();
      await env.close();
    },
  };
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

  async request<T = any>(method: string, path: string, opts: { body?: unknown; rawBody?: string | Buffer; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
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
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, { body, ...(headers ? { headers } : {}) });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}

export { createAccount };
