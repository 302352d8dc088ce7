import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadCodeExtractorConfig, startCodeExtractor, type CodeExtractorHandle } from '@throwbox/code-extractor';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { eventually, sendMail } from '@throwbox/testkit';
import { serviceEnv } from '@throwbox/db/testing';
import { Client, createAccount, spawnService, startStack, type ServiceProcess, type Stack } from './stack.js';

// A code-extractor killed in the middle of a job leaves the message to the next worker, which extracts it.

let stack: Stack;
let worker: ServiceProcess | undefined;
let second: CodeExtractorHandle | undefined;

beforeAll(async () => {
  // Every message to the code-extractor (none extracted by ingest), whose crash is what is tested.
  stack = await startStack({ INLINE_EXTRACT_MAX_CHARS: '0' }, { codeExtractor: false });
});

afterAll(async () => {
  worker?.child.kill('SIGKILL');
  await second?.stop();
  await stack.stop();
});

describe('code-extractor crash safety', () => {
  it('a worker killed mid-job loses nothing: a second worker takes the job over and extracts the code', async () => {
    // The first worker holds every job for a minute before saving, so it is certainly mid-job when killed.
    worker = await spawnService(
      stack,
      'code-extractor',
      { EXTRACT_DEBUG_DELAY_MS: '60000', EXTRACT_LOCK_MS: '1000', HEALTH_PORT: '0' },
      /code-extractor running/,
    );
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const address = (await api.post('/inboxes')).body.address;
    await sendMail(stack.smtpPort, { to: address, subject: 'Your code', text: 'Your verification code is 271828.' });

    const redis = new Redis(stack.env.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.extract, { connection: redis, prefix: bullPrefix(stack.env.redisPrefix) });
    try {
      await eventually(async () => (await queue.getActiveCount()) === 1);
      worker.child.kill('SIGKILL');
      expect((await worker.exited).signal).toBe('SIGKILL');
      const { rows } = await stack.env.pool.query(`SELECT extract_status FROM messages`);
      expect(rows).toEqual([{ extract_status: 'pending' }]);

      second = await startCodeExtractor(loadCodeExtractorConfig(serviceEnv(stack.env, { EXTRACT_LOCK_MS: '1000' })));
      const code = await api.get(`/inboxes/${address}/code?wait=20`);
      expect(code.body).toMatchObject({ code: '271828' });
      // The code is saved (and its waiter woken) before BullMQ moves the job to completed: the job ends, it is not left active.
      await eventually(async () => (await queue.getActiveCount()) === 0);
      expect(await queue.getCompletedCount()).toBeGreaterThanOrEqual(1);
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });
});
