import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpCaller } from '@throwbox/webhook-dispatcher';
import { closedPort, createTestCertificate, startReceiver, type Receiver, type TestCertificate } from './webhook-receiver.js';

// The dispatcher's outbound call on its own, against a real HTTPS receiver: what each kind of answer
// (or non-answer) is recorded as, and the address guard at connection time.

let certificate: TestCertificate;
let receiver: Receiver;

beforeAll(async () => {
  certificate = createTestCertificate();
  receiver = await startReceiver(certificate);
});

afterAll(async () => {
  await receiver.close();
  certificate.remove();
});

const headers = { 'content-type': 'application/json' };
const LIMIT_MS = 400;

describe('one outbound call', () => {
  // A time limit far beyond any answer on a loaded machine, except where giving up is what a test shows (LIMIT_MS).
  const call = (timeoutMs = 10_000) => createHttpCaller({ timeoutMs, allowPrivate: true, extraCa: certificate.cert });

  it('succeeds on any 2xx and sends the body byte for byte', async () => {
    receiver.behave('/ok', 204);
    const outcome = await call()(receiver.url('/ok'), '{"a":"ü"}', headers);
    expect(outcome).toMatchObject({ ok: true, status: 204, error: null, kind: 'success' });
    expect(receiver.requestsTo('/ok').at(-1)!.raw.toString('utf8')).toBe('{"a":"ü"}');
  });

  it('fails on a 500 with its status', async () => {
    receiver.behave('/500', 500);
    expect(await call()(receiver.url('/500'), '{}', headers)).toMatchObject({
      ok: false,
      status: 500,
      error: 'HTTP 500',
      kind: 'http_error',
      retryable: true,
    });
  });

  it('does not follow a redirect: a 302 is a failure and the target is never called', async () => {
    receiver.behave('/302', 302);
    const before = receiver.requestsTo('/elsewhere').length;
    expect(await call()(receiver.url('/302'), '{}', headers)).toMatchObject({
      ok: false,
      status: 302,
      kind: 'redirect',
      error: 'HTTP 302: redirects are not followed',
    });
    expect(receiver.requestsTo('/elsewhere')).toHaveLength(before);
  });

  it('gives up at the time limit with status 0', async () => {
    receiver.behave('/hang', 'hang');
    const outcome = await call(LIMIT_MS)(receiver.url('/hang'), '{}', headers);
    expect(outcome).toMatchObject({ ok: false, status: 0, kind: 'timeout', error: 'timed out: no answer within 400 ms' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(390);
    expect(outcome.durationMs).toBeLessThan(3000);
  });

  it('records a reset connection and a closed port with status 0', async () => {
    receiver.behave('/reset', 'reset');
    expect(await call()(receiver.url('/reset'), '{}', headers)).toMatchObject({
      ok: false,
      status: 0,
      kind: 'network_error',
      error: expect.stringMatching(/^connection reset before an answer/),
    });
    const port = await closedPort();
    expect(await call()(`https://127.0.0.1:${port}/`, '{}', headers)).toMatchObject({
      ok: false,
      status: 0,
      kind: 'network_error',
      error: 'connection refused (ECONNREFUSED)',
    });
  });

  it('verifies TLS: without the extra CA the self-signed receiver is refused', async () => {
    const strict = createHttpCaller({ timeoutMs: 10_000, allowPrivate: true });
    const before = receiver.requests.length;
    expect(await strict(receiver.url('/ok'), '{}', headers)).toMatchObject({
      ok: false,
      status: 0,
      error: expect.stringMatching(/^TLS: /),
    });
    expect(receiver.requests).toHaveLength(before);
  });
});

describe('the address guard at connection time', () => {
  const guarded = () => createHttpCaller({ timeoutMs: 10_000, allowPrivate: false, extraCa: certificate.cert });

  it.each([
    ['a name that resolves to loopback', (port: number) => `https://localhost:${port}/ok`],
    ['a literal loopback address', (port: number) => `https://127.0.0.1:${port}/ok`],
    ['an IPv4-mapped IPv6 literal', (port: number) => `https://[::ffff:127.0.0.1]:${port}/ok`],
    ['the IPv6 loopback', (port: number) => `https://[::1]:${port}/ok`],
  ])('refuses %s without connecting, and not for retrying', async (_, url) => {
    const before = receiver.requests.length;
    const outcome = await guarded()(url(receiver.port), '{}', headers);
    expect(outcome).toMatchObject({ ok: false, status: 0, kind: 'refused', retryable: false, error: expect.stringMatching(/^refused: /) });
    expect(receiver.requests).toHaveLength(before);
  });

  it('lets the same name through when the deployment allows private targets', async () => {
    const open = createHttpCaller({ timeoutMs: 10_000, allowPrivate: true, extraCa: certificate.cert });
    receiver.behave('/ok', 200);
    expect(await open(`https://localhost:${receiver.port}/ok`, '{}', headers)).toMatchObject({ ok: true, status: 200 });
  });
});
