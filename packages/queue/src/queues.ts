import { Queue, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { rateLimitedWarn, type WarnLogger } from '@throwbox/observability';
import { createRedis, type RedisTarget } from './connections.js';
import type { JobDefinition } from './jobs.js';

/** BullMQ needs blocking connections with no per-request retry limit. */
export function createBullConnection(target: RedisTarget, logger?: WarnLogger): Redis {
  return createRedis(target, { maxRetriesPerRequest: null, connectionName: 'bullmq', ...(logger ? { logger } : {}) });
}

export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/** The queue of a job-table entry, adding jobs with that entry's options. */
export function openQueue<P, R>(
  def: JobDefinition<P, R>,
  connection: ConnectionOptions,
  redisPrefix: string,
  logger?: WarnLogger,
): Queue<P, R> {
  const queue = new Queue<P, R>(def.queue, { connection, prefix: bullPrefix(redisPrefix), defaultJobOptions: def.options });
  if (logger) queue.on('error', rateLimitedWarn(logger, `queue ${def.queue} error`));
  return queue;
}
