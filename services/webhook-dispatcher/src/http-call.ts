import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import got, { type RequestError } from 'got';
import { guardedLookup, hostOf, isIpLiteral, isPublicAddress, TARGET_REFUSED } from '@throwbox/signing';

// The lookup guard is shared with the link check of received mail; kept exported from here for callers.
export { guardedLookup };

export interface HttpCallOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Extra trusted certificate authorities (PEM), besides the system's. */
  extraCa?: Buffer | undefined;
}

/** What one POST came to. `status` is 0 when no HTTP answer came back. */
export interface CallOutcome {
  ok: boolean;
  status: number;
  /** null on success; otherwise why it failed, for the deliveries endpoint. */
  error: string | null;
  /** Metric label: success, http_error, redirect, timeout, network_error or refused. */
  kind: 'success' | 'http_error' | 'redirect' | 'timeout' | 'network_error' | 'refused';
  /** False for targets refused by the address policy: trying again would be refused again. */
  retryable: boolean;
  at: Date;
  durationMs: number;
  /** The first KEPT_RESPONSE bytes of the answer's body as text; null when no HTTP answer came back. */
  response: string | null;
}

/** What the attempt log keeps of an endpoint's answer. */
export const KEPT_RESPONSE = 1024;

/**
 * Makes the POST calls of the dispatcher: one try each (retries are the queue's), no redirects (a 3xx is
 * a failure), a hard time limit, the address policy at connection time, and TLS verified against the
 * system's authorities plus an optional extra one.
 */
export function createHttpCaller(
  opts: HttpCallOptions,
): (url: string, body: string, headers: Record<string, string>) => Promise<CallOutcome> {
  // Given `ca`, Node trusts only it: keep the system's authorities beside the extra one. The secure context
  // is built once: passing `ca` per request would parse every authority again on every attempt.
  const secureContext = opts.extraCa ? createSecureContext({ ca: [...rootCertificates, opts.extraCa.toString('utf8')] }) : undefined;
  // Keep-alive: a TLS handshake per attempt was the dispatcher's largest cost. Reuse is safe for the
  // address policy: a socket is only ever made through the lookup guard, and an open connection cannot
  // be moved to another address by DNS rebinding. Sockets per endpoint and idle time are bounded.
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 50,
    // As many kept as may be open: fewer, and a busy endpoint's connections are closed and reopened
    // (a TLS handshake each) every time a burst of answers frees them at once.
    maxFreeSockets: 50,
    timeout: 5000,
    scheduling: 'lifo',
    ...(secureContext ? { secureContext } : {}),
  });
  const lookup = guardedLookup(opts.allowPrivate);

  return async (url, body, headers) => {
    const at = new Date();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const fail = (kind: CallOutcome['kind'], status: number, error: string, response: string | null = null): CallOutcome => ({
      ok: false,
      status,
      error,
      kind,
      retryable: kind !== 'refused',
      at,
      durationMs: elapsed(),
      response,
    });

    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return fail('refused', 0, 'refused: the URL is not valid');
    }
    if (target.protocol !== 'https:') return fail('refused', 0, 'refused: only https URLs are called');
    // A literal IP never reaches the lookup guard: judge it here.
    const host = hostOf(target);
    if (isIpLiteral(host) && !opts.allowPrivate && !isPublicAddress(host))
      return fail('refused', 0, `refused: ${host} is not a public address`);

    try {
      const { status, response } = await post(target, body, headers, { agent, lookup, timeoutMs: opts.timeoutMs });
      const durationMs = elapsed();
      if (status >= 200 && status < 300)
        return { ok: true, status, error: null, kind: 'success', retryable: true, at, durationMs, response };
      if (status >= 300 && status < 400) return fail('redirect', status, `HTTP ${status}: redirects are not followed`, response);
      return fail('http_error', status, `HTTP ${status}`, response);
    } catch (err) {
      return describeFailure(err as RequestError, opts.timeoutMs, fail);
    }
  };
}

/**
 * Resolves with the status of the answer and the start of its body, once KEPT_RESPONSE bytes or the end
 * came; the body decides nothing, and a body cut short (or never sent) after the status keeps what came.
 */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  o: { agent: https.Agent; lookup: LookupFunction; timeoutMs: number },
): Promise<{ status: number; response: string }> {
  return new Promise((resolve, reject) => {
    const stream = got.stream.post(url, {
      body,
      headers,
      agent: { https: o.agent },
      dnsLookup: o.lookup,
      timeout: { request: o.timeoutMs },
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
      decompress: false,
    });
    let status = 0;
    const kept: Buffer[] = [];
    let bytes = 0;
    const answer = () => resolve({ status, response: responseText(Buffer.concat(kept)) });
    // Stays attached: errors after the answer (from destroying the stream) must not go unhandled.
    stream.on('error', (err) => (status ? answer() : reject(err)));
    stream.once('response', (res: { statusCode: number }) => {
      status = res.statusCode;
      // Reading the body to the end returns the socket to the keep-alive pool. A body past 64 KiB is not
      // worth a socket: drop the connection instead.
      stream.on('data', (chunk: Buffer) => {
        if (bytes < KEPT_RESPONSE) kept.push(chunk.subarray(0, KEPT_RESPONSE - bytes));
        bytes += chunk.length;
        if (bytes >= KEPT_RESPONSE) answer();
        if (bytes > MAX_DRAINED_BODY) stream.destroy();
      });
      stream.once('end', answer);
    });
  });
}

const MAX_DRAINED_BODY = 64 * 1024;

/** As text for the attempt log: UTF-8, a character cut at the end dropped, and no NUL (Postgres text refuses it). */
export function responseText(bytes: Buffer): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes, { stream: true }).replaceAll('\u0000', '');
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/;

function describeFailure(
  err: RequestError,
  timeoutMs: number,
  fail: (kind: CallOutcome['kind'], status: number, error: string) => CallOutcome,
): CallOutcome {
  const code = err.code ?? (err.cause as { code?: string } | undefined)?.code ?? '';
  if (code === TARGET_REFUSED) return fail('refused', 0, err.message);
  if (err.name === 'TimeoutError' || code === 'ETIMEDOUT') return fail('timeout', 0, `timed out: no answer within ${timeoutMs} ms`);
  if (code === 'ECONNREFUSED') return fail('network_error', 0, 'connection refused (ECONNREFUSED)');
  if (code === 'ECONNRESET' || code === 'EPIPE') return fail('network_error', 0, `connection reset before an answer (${code})`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return fail('network_error', 0, `DNS lookup failed (${code})`);
  if (TLS_CODES.test(code)) return fail('network_error', 0, `TLS: ${err.message} (${code})`);
  return fail('network_error', 0, `${err.message}${code ? ` (${code})` : ''}`.slice(0, 500));
}
