import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import { bornExpress, createApp, frontSteps, leanWaits, routes, v1Steps } from '@throwbox/api';
import { untilWaiting, apiHelpers, createAccount, startApiStack, Client, type Stack, type ApiResponse } from './stack.js';

// The long-poll reads answered beside express (services/api/src/http/lean-waits.ts) must answer exactly as
// express does. A second listener on the stack's own deps counts what reaches express: the canonical
// spelling must not, and the same request spelled with a trailing slash (which only express's router takes)
// is the reference its answer is compared with.

let stack: Stack;
let api: Client;
let server: http.Server;
let lean: Client;
let reachedExpress = 0;

const { newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => {
  ({ stack, api } = await startApiStack());
  const deps = stack.api.deps;
  const app = createApp(deps);
  const options = bornExpress(app);
  const counted = ((req: http.IncomingMessage, res: http.ServerResponse) => {
    reachedExpress++;
    app(req, res);
  }) as unknown as Express;
  server = http.createServer(options, leanWaits(deps, counted, routes, [...frontSteps(deps), ...v1Steps(deps)]));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  lean = new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, api.apiKey);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stack.stop();
});

/** The answer without what differs between any two requests (ids, timings, the quota's remaining count). */
function comparable(res: ApiResponse) {
  const headers = Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !['date', 'throwbox-request-id', 'server-timing', 'x-ratelimit-remaining', 'content-length'].includes(name),
    ),
  );
  const body = JSON.parse(JSON.stringify(res.body ?? null), (key, value: unknown) => (key === 'requestId' ? 'req' : value)) as unknown;
  return { status: res.status, headers, body };
}

/** The request on the lean path (asserted not to reach express) and spelled for express's router, compared. */
async function same(path: string, client = lean): Promise<ApiResponse> {
  const before = reachedExpress;
  const [bare, query] = path.split('?');
  const fast = await client.get(path);
  expect(reachedExpress).toBe(before);
  const viaExpress = await client.get(`${bare}/${query === undefined ? '' : `?${query}`}`);
  expect(reachedExpress).toBe(before + 1);
  expect(comparable(fast)).toEqual(comparable(viaExpress));
  expect(fast.headers.get('throwbox-request-id')).toMatch(/^req_/);
  return fast;
}

describe('the long-poll reads beside express', () => {
  it('answers a list and a code read as express does, counted against the quota once each', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Your code', text: 'Your code is 482913' });
    const list = await same(`/inboxes/${address}/messages?limit=5`);
    expect(list.body.messages).toHaveLength(1);
    const code = await same(`/inboxes/${address}/code`);
    expect(code.body.code).toBe('482913');
    const a = await lean.get(`/inboxes/${address}/messages`);
    const b = await lean.get(`/inboxes/${address}/messages`);
    expect(Number(a.headers.get('x-ratelimit-remaining')) - Number(b.headers.get('x-ratelimit-remaining'))).toBe(1);
  });

  it('refuses what express refuses, in the same envelope', async () => {
    const address = await newInbox();
    for (const path of [
      `/inboxes/${address}/messages?wait=abc`,
      `/inboxes/${address}/messages?count=9&limit=5`,
      `/inboxes/${address}/messages?nonsense=1`,
      `/inboxes/${address}/code?shape=@@`,
      `/inboxes/nobody-${address}/messages`,
      `/inboxes/%E0%A4%A/messages`,
    ]) {
      expect((await same(path)).status).toBe(400 + (path.includes('nobody') ? 4 : 0));
    }
    const unauthenticated = await same(`/inboxes/${address}/messages`, new Client(lean.baseUrl));
    expect([unauthenticated.status, unauthenticated.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="throwbox"']);
    // Another account's inbox is not found, as an unknown one is.
    const stranger = Client.for(stack, await createAccount(stack.env.pool));
    const theirs = (await stranger.post('/inboxes', {})).body.address as string;
    const other = await same(`/inboxes/${theirs}/messages?wait=1`);
    expect([other.status, other.body.error.code]).toEqual([404, 'inbox_not_found']);
  });

  it('reads the query string as express does (its own parse of it, not parseurl)', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Hello there', text: 'Your code is 482913' });
    for (const path of [
      `/inboxes/${address}/messages?`,
      `/inboxes/${address}/messages?&limit=5&`,
      `/inboxes/${address}/messages?subject=hello+there`,
      `/inboxes/${address}/messages?subject=Hello%20there&limit=5`,
      `/inboxes/${address}/messages?subject=nothing%20like%20it`,
      `/inboxes/${address}/messages?limit=5&limit=6`,
      `/inboxes/${address}/messages?limit`,
      `/inboxes/${address}/messages?li%6dit=5`,
      `/inboxes/${address}/messages?limit=%zz`,
      `/inboxes/${address}/code?shape=%5Cd%7B6%7D`,
    ]) {
      await same(path);
    }
  });

  it('answers an elapsed wait with its explanation and Server-Timing, and a code wait with code_not_found', async () => {
    const address = await newInbox();
    const list = await same(`/inboxes/${address}/messages?wait=1`);
    expect([list.body.waited, list.body.messages, typeof list.body.explanation]).toEqual([true, [], 'object']);
    expect(list.headers.get('server-timing')).toMatch(/^wait;dur=\d+$/);
    const code = await same(`/inboxes/${address}/code?wait=1`);
    expect([code.status, code.body.error.code]).toEqual([404, 'code_not_found']);
  });

  it('holds a wait until mail arrives, then answers it with its wake, logged and counted as its route', async () => {
    const address = await newInbox();
    const requests = async () =>
      (await stack.api.deps.metrics.requests.get()).values
        .filter((v) => v.labels.route === '/inboxes/{address}/messages' && v.labels.status === 200)
        .reduce((sum, v) => sum + v.value, 0);
    const before = await requests();
    const reached = reachedExpress;
    const waiting = lean.get(`/inboxes/${address}/messages?wait=60`);
    await untilWaiting(stack);
    await send(address, { subject: 'arrived' });
    const res = await waiting;
    expect(reachedExpress).toBe(reached);
    expect([res.status, res.body.waited, res.body.messages.map((m: { subject: string }) => m.subject)]).toEqual([200, true, ['arrived']]);
    expect(res.headers.get('server-timing')).toMatch(/^wait;dur=\d+, wake;dur=\d+\.\d{2}, heard;dur=\d+\.\d{2}$/);
    expect(await requests()).toBe(before + 1);
  });

  it('leaves every other method and spelling to express', async () => {
    const address = await newInbox();
    const before = reachedExpress;
    await lean.request('HEAD', `/inboxes/${address}/messages`);
    await lean.request('DELETE', `/inboxes/${address}/messages`);
    await lean.get(`/inboxes/${address}`);
    expect(reachedExpress).toBe(before + 3);
  });
});
