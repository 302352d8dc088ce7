import { expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { eventually } from '@throwbox/testkit';
import { eventIdOf, useWebhookStack } from './webhook-stack.js';

// An account's queue jobs (fan-outs and retries alike) get 4 places at once (twice the share of 8 calls);
// the rest are put back and woken in order. Each account has an endpoint that hangs until the test
// releases it (so the account stays busy for as long as the test says, on a machine of any speed) and one
// that fails, for a retry job. Retries run on the schedule scaled by 0.2: 2 s, then 12 s (±20 %).

const ws = useWebhookStack({ WEBHOOK_CONCURRENCY: '8', WEBHOOK_TIMEOUT_MS: '60000', WEBHOOK_RETRY_SCALE: '0.2' });

/** The account, its hanging and failing endpoints, and its first message's retry job, once put back. */
async function busyAccountWithRetry() {
  const { api, address, account } = await ws.account();
  const hang = await ws.register(api, 'hang');
  const fail = await ws.register(api, 500);
  const failed = ws.receiver.next(fail.path);
  await ws.send(address, 'first');
  const eventId = eventIdOf((await failed).raw);
  // Three more fan-outs take the other places, each holding a hanging call or waiting for one.
  await Promise.all([1, 2, 3].map((i) => ws.send(address, `busy ${i}`)));
  // All four hold their places before the retry comes, on a machine of any speed (it would take one).
  await eventually(async () => ws.dispatcher.deps.admission.state(account.accountId).holding === 4, 60_000, 20);
  /** Resolves once the retry came (about 2 s after the failure) `times` times and found no room: put back, no attempt used. */
  const putBack = async (times: number) => {
    const jobs = new Queue(QUEUES.webhookDeliveries, {
      connection: { url: ws.stack.env.redisUrl },
      prefix: bullPrefix(ws.stack.env.redisPrefix),
    });
    try {
      await eventually(
        async () => {
          const job = await jobs.getJob(`${eventId}-wh${fail.id}`);
          return job && job.attemptsStarted >= times && job.attemptsMade === 0 && (await job.isDelayed());
        },
        60_000,
        50,
      );
    } finally {
      await jobs.close();
    }
  };
  await putBack(1);
  /** The times the failing endpoint was called with the first message's event. */
  const attemptsAt = () =>
    ws.receiver
      .requestsTo(fail.path)
      .filter((r) => eventIdOf(r.raw) === eventId)
      .map((r) => r.at);
  return { address, hang, fail, attemptsAt, putBack };
}

it('admits a put-back retry in its turn while its account keeps receiving fan-outs', async () => {
  const { address, hang, attemptsAt } = await busyAccountWithRetry();
  expect(attemptsAt()).toHaveLength(1);
  // Steady load: each step two more messages, and the hanging calls of the moment are answered. Fan-outs
  // keep the account's calls busy and waiting the whole time; the retry, ahead of every step's fan-outs
  // in the line, must get its turn within a few steps (it was put back forever when retries were refused
  // on calls waiting while fan-outs were admitted on more).
  // An answered call stays listed as hanging until its response closes: release again until it has.
  const release = () =>
    eventually(async () => {
      try {
        ws.receiver.release(hang.path, 200);
        return true;
      } catch {
        return false;
      }
    });
  let step = 0;
  for (; step < 12 && attemptsAt().length < 2; step++) {
    await Promise.all([0, 1, 2, 3].map((i) => ws.send(address, `steady ${step}-${i}`)));
    const before = ws.receiver.requestsTo(hang.path).length;
    await release();
    await eventually(async () => ws.receiver.requestsTo(hang.path).length > before || attemptsAt().length >= 2, 60_000, 20);
  }
  await eventually(async () => attemptsAt().length >= 2, 10_000, 20).catch(() => undefined);
  expect(attemptsAt()).toHaveLength(2);
  expect(step).toBeLessThan(12);
  ws.receiver.behave(hang.path, 200);
  await release();
}, 120_000);

it('never wakes a retry out of its backoff, though it was put back more than once before', async () => {
  const { address, hang, fail, attemptsAt, putBack } = await busyAccountWithRetry();
  // Four fan-outs join the line behind it; the retry comes back by its own delay (the account still
  // full) and is put back again. Then room, and much of it: the line is woken in order, one job a place.
  await Promise.all([4, 5, 6, 7].map((i) => ws.send(address, `in line ${i}`)));
  await putBack(2);
  ws.receiver.behave(hang.path, 200);
  ws.receiver.release(hang.path, 200);
  await eventually(async () => attemptsAt().length >= 2, 60_000, 20);
  // Its second attempt failed: the third is 12 s (±20 %) away. The endpoint answers from now on (20
  // failures in a row would disable it).
  ws.receiver.behave(fail.path, 200);
  // Jobs of the account end meanwhile, each freeing a place (a wake left from its first put-back would have brought the retry back early).
  await Promise.all(Array.from({ length: 6 }, (_, i) => ws.send(address, `meanwhile ${i}`)));
  const [, second, third] = await eventually(async () => (attemptsAt().length >= 3 ? attemptsAt() : undefined), 60_000, 20);
  expect(third! - second!).toBeGreaterThanOrEqual(0.8 * 12_000 - 50);
}, 120_000);
