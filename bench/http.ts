import http from 'node:http';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  /** performance.now() when the request was written and when the whole body had arrived. */
  startedAt: number;
  endedAt: number;
  /** The Server-Timing header, when the answer had one. */
  serverTiming?: string | undefined;
}

/** Keep-alive JSON calls to the api from the driver process, over real sockets. */
export class ApiClient {
  readonly agent: http.Agent;

  constructor(
    readonly host: string,
    readonly port: number,
    opts: { maxSockets?: number } = {},
  ) {
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: opts.maxSockets ?? 256,
      maxFreeSockets: opts.maxSockets ?? 256,
      scheduling: 'lifo',
    });
  }

  request<T = unknown>(
    method: string,
    path: string,
    opts: { apiKey?: string; body?: unknown; timeoutMs?: number; ignoreBody?: boolean } = {},
  ): Promise<HttpResult<T>> {
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const headers: Record<string, string> = {};
    if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const req = http.request({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (!opts.ignoreBody) chunks.push(c);
        });
        res.on('error', reject);
        res.on('end', () => {
          const endedAt = performance.now();
          if (opts.ignoreBody) {
            resolve({
              status: res.statusCode ?? 0,
              body: undefined as T,
              startedAt,
              endedAt,
              serverTiming: String(res.headers['server-timing'] ?? '') || undefined,
            });
            return;
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('json')) {
            try {
              body = JSON.parse(text);
            } catch {
              // keep the text
            }
          }
          resolve({
            status: res.statusCode ?? 0,
            body: body as T,
            startedAt,
            endedAt,
            serverTiming: String(res.headers['server-timing'] ?? '') || undefined,
          });
        });
      });
      req.on('error', reject);
      if (opts.timeoutMs)
        req.setTimeout(opts.timeoutMs, () => req.destroy(new Error(`${method} ${path}: no answer in ${opts.timeoutMs} ms`)));
      req.end(payload);
    });
  }

  /** Drops every socket: requests still held open by the api end (the api sees the client go). */
  close(): void {
    this.agent.destroy();
  }
}

/** Reads one gauge or counter (summed over its label sets) from a Prometheus text page. */
export function metricValue(page: string, name: string): number {
  let total = 0;
  let found = false;
  for (const line of page.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
    found = true;
  }
  return found ? total : Number.NaN;
}
