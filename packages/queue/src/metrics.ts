import type { Queue, Worker } from 'bullmq';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { OutboxKind, Pool } from '@throwbox/db';

/**
 * Queue depth and outbox backlog as gauges, read when Prometheus scrapes (not on a timer): jobs by state
 * for each queue, and outbox rows committed but not yet handed to BullMQ.
 */
export function registerQueueMetrics(registry: Registry, queues: Queue[], pool: Pool, outboxKinds: OutboxKind[]): void {
  new Gauge({
    name: 'throwbox_queue_jobs',
    help: 'Jobs in a queue by state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        // Redis away: the gauge keeps its last values and the readiness probe reports the outage.
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed').catch(() => undefined);
        if (!counts) continue;
        for (const [state, n] of Object.entries(counts)) this.set({ queue: queue.name, state }, n);
      }
    },
  });
  new Gauge({
    name: 'throwbox_outbox_unsent',
    help: 'Outbox rows committed but not yet handed to their queue',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const { rows } = await pool
        .query<{ kind: string; n: number }>(
          'SELECT kind, count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND kind = ANY($1::text[]) GROUP BY kind',
          [outboxKinds],
        )
        .catch(() => ({ rows: [] as { kind: string; n: number }[] }));
      for (const kind of outboxKinds) this.set({ kind }, rows.find((r) => r.kind === kind)?.n ?? 0);
    },
  });
}

/** Counts completed and failed jobs of each worker by queue: throwbox_queue_jobs_total{queue,result}. */
export function countJobResults(registry: Registry, workers: Worker[]): void {
  const jobs = new Counter({
    name: 'throwbox_queue_jobs_total',
    help: 'Jobs by queue and result',
    labelNames: ['queue', 'result'],
    registers: [registry],
  });
  for (const worker of workers) {
    worker.on('completed', () => jobs.inc({ queue: worker.name, result: 'completed' }));
    worker.on('failed', () => jobs.inc({ queue: worker.name, result: 'failed' }));
  }
}
