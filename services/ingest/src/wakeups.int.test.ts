import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createLogger } from '@throwbox/observability';
import { inboxChannel, whenReady } from '@throwbox/queue';
import { eventually, startTcpProxy, TEST_REDIS_URL, type TcpProxy } from '@throwbox/testkit';
import { createPublisher, publishWakeups } from './wakeups.js';

// A stored message's wake-up leaves at once, whatever Redis has not yet answered: ioredis's auto-pipeline
// held each write until the one before it was answered, a round trip more on a busy Redis.

const prefix = `tbt:wakeups-${process.pid}`;
const address = 'wake@throwbox.test';
let proxy: TcpProxy;
let publisher: Redis;
let subscriber: Redis;
const heard: string[] = [];

beforeAll(async () => {
  const target = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
  publisher = createPublisher(`redis://127.0.0.1:${proxy.port}`, createLogger('test', 'silent'));
  subscriber = new Redis(TEST_REDIS_URL);
  subscriber.on('message', (_channel: string, message: string) => heard.push(message));
  await subscriber.subscribe(inboxChannel(prefix, address));
  expect(await whenReady(publisher, 5000)).toBe(true);
});

afterAll(async () => {
  publisher.disconnect();
  subscriber.disconnect();
  await proxy.close();
});

it('publishes each group commit at once, while Redis has not answered the one before', async () => {
  const deps = { publisher, logger: createLogger('test', 'silent'), config: { REDIS_PREFIX: prefix } };
  proxy.holdReplies();
  publishWakeups(deps, [{ id: 'msg_a', address }], 1000.5);
  // Redis has it (its subscribers do) and has answered, but the answer is held on its way back.
  await eventually(async () => heard.length >= 1);
  publishWakeups(
    deps,
    [
      { id: 'msg_b', address },
      { id: 'msg_c', address },
    ],
    2000.25,
  );
  await eventually(async () => heard.length >= 3, 3000);
  expect(heard).toEqual(['msg_a 1000.500', 'msg_b 2000.250', 'msg_c 2000.250']);
  proxy.restore();
});
