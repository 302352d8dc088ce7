import type { Redis } from 'ioredis';
import { Counter, Histogram, Gauge, type Registry } from 'prom-client';
import type { Pool } from '@throwbox/db';
import { createExtractionsCounter, type Logger } from '@throwbox/observability';
import type { Queues } from '@throwbox/queue';
import type { IngestConfig } from './config.js';

export interface IngestMetrics {
  sessions: Counter<'result'>;
  openSessions: Gauge;
  messages: Counter<'result'>;
  recipients: Counter<'result'>;
  size: Histogram;
  storeSeconds: Histogram;
  storeSteps: Histogram<'step'>;
  commitGroup: Histogram;
  extractions: Counter<'result'>;
}

export function createIngestMetrics(registry: Registry): IngestMetrics {
  return {
    sessions: new Counter({
      name: 'throwbox_smtp_sessions_total',
      help: 'SMTP sessions by how they began',
      labelNames: ['result'],
      registers: [registry],
    }),
    openSessions: new Gauge({ name: 'throwbox_smtp_open_sessions', help: 'SMTP sessions open now', registers: [registry] }),
    messages: new Counter({
      name: 'throwbox_smtp_messages_total',
      help: 'Messages by result (stored, too_big, storage_failed, no_recipient)',
      labelNames: ['result'],
      registers: [registry],
    }),
    recipients: new Counter({
      name: 'throwbox_smtp_recipients_total',
      help: 'RCPT TO by result',
      labelNames: ['result'],
      registers: [registry],
    }),
    size: new Histogram({
      name: 'throwbox_smtp_message_size_bytes',
      help: 'Size of received messages',
      buckets: [1e3, 4e3, 16e3, 64e3, 256e3, 1e6, 4e6, 10e6],
      registers: [registry],
    }),
    extractions: createExtractionsCounter(registry),
    storeSeconds: new Histogram({
      name: 'throwbox_smtp_store_seconds',
      help: 'Parse and commit time of a message',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    storeSteps: new Histogram({
      name: 'throwbox_smtp_store_step_seconds',
      help: "Where a message's store time goes: parse (parsing and extracting), group (waiting for its group commit to start), commit (the group's statement)",
      labelNames: ['step'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    commitGroup: new Histogram({
      name: 'throwbox_smtp_commit_group_messages',
      help: 'Messages stored by one statement of a group commit',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200],
      registers: [registry],
    }),
  };
}

export interface IngestDeps {
  config: IngestConfig;
  domains: ReadonlySet<string>;
  pool: Pool;
  /** Publishes inbox wake-ups; fails fast while Redis is away (the wake-up is only a hint). */
  publisher: Redis;
  queues: Queues;
  logger: Logger;
  metrics: IngestMetrics;
}
