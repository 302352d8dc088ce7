import type { Queue } from 'bullmq';
import { Counter, Histogram, type Registry } from 'prom-client';
import { Batcher } from '@throwbox/batch';
import { getDeliveryInputs, insertWebhookEvents, recordDeliverySuccesses, type DeliveryInputs, type Pool } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import type { DeliveryClaims, WebhookDeliveryJob } from '@throwbox/queue';
import type { Admission } from './admission.js';
import type { WebhookDispatcherConfig } from './config.js';
import type { EventMarks } from './event-marks.js';
import type { CallOutcome } from './http-call.js';
import type { Limiter } from './limiter.js';
import { SuccessRecords } from './success-records.js';

export interface DispatcherMetrics {
  attempts: Counter<'event' | 'outcome'>;
  attemptSeconds: Histogram<'outcome'>;
  fannedOut: Counter;
  firstAttemptAfterCommit: Histogram;
  givenUp: Counter;
  disabled: Counter;
}

export function createDispatcherMetrics(registry: Registry): DispatcherMetrics {
  return {
    attempts: new Counter({
      name: 'throwbox_webhook_attempts_total',
      help: 'Delivery attempts by event and outcome (success, http_error, redirect, timeout, network_error, refused)',
      labelNames: ['event', 'outcome'],
      registers: [registry],
    }),
    attemptSeconds: new Histogram({
      name: 'throwbox_webhook_attempt_duration_seconds',
      help: 'Time from connecting to the endpoint to its answer (or the failure)',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    fannedOut: new Counter({
      name: 'throwbox_webhook_deliveries_queued_total',
      help: 'Deliveries fanned out (one per event and enabled endpoint; the fan-out makes the first attempt, a job the retries)',
      registers: [registry],
    }),
    firstAttemptAfterCommit: new Histogram({
      name: 'throwbox_webhook_first_attempt_after_commit_seconds',
      help: "From a message's commit to the start of its event's first delivery attempt, per endpoint",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    givenUp: new Counter({
      name: 'throwbox_webhook_deliveries_given_up_total',
      help: 'Deliveries that failed their last attempt',
      registers: [registry],
    }),
    disabled: new Counter({
      name: 'throwbox_webhook_endpoints_disabled_total',
      help: 'Endpoints disabled after 20 consecutive failures',
      registers: [registry],
    }),
  };
}

export interface DispatcherDeps {
  config: WebhookDispatcherConfig;
  pool: Pool;
  /** Decrypts the stored signing secrets. */
  secretKey: Buffer;
  /** The first is the domain of the sample address in webhook.test events. */
  domains: string[];
  deliveries: Queue<WebhookDeliveryJob>;
  callEndpoint: (url: string, body: string, headers: Record<string, string>) => Promise<CallOutcome>;
  /** Calls to endpoints at once, first attempts and retries together: WEBHOOK_CONCURRENCY. */
  calls: Limiter;
  /** Which queue jobs of an account may work at once; the rest are put back and woken in order. */
  admission: Admission;
  /** What the fan-out did with each event, per endpoint, for a fan-out run again. */
  marks: EventMarks;
  /** Who may send an event to an endpoint again (retries and replays), shared with every replica and the api. */
  claims: DeliveryClaims;
  logger: Logger;
  metrics: DispatcherMetrics;
  /** Reads what attempts need, many attempts to a query under load. */
  inputs: Batcher<{ webhookId: number; messageId: string; eventId: string }, DeliveryInputs>;
  /** Records successful attempts, many to a statement (and a commit) under load; knows those not yet written. */
  successes: SuccessRecords;
  /** Keeps events for replay, many to a statement under load. */
  events: Batcher<{ id: string; accountId: number; body: string }, void>;
}

/** The dispatcher's batched reads and writes: concurrent attempts share statements and commits. */
export function createBatchers(pool: Pool): Pick<DispatcherDeps, 'inputs' | 'successes' | 'events'> {
  return {
    inputs: new Batcher((requests) => getDeliveryInputs(pool, requests), { maxItems: 200, concurrency: 2 }),
    successes: new SuccessRecords(
      new Batcher(
        async (attempts) => {
          await recordDeliverySuccesses(pool, attempts);
          return attempts.map(() => undefined);
        },
        { maxItems: 200, concurrency: 2 },
      ),
    ),
    events: new Batcher(
      async (events) => {
        await insertWebhookEvents(pool, events);
        return events.map(() => undefined);
      },
      { maxItems: 200, concurrency: 2 },
    ),
  };
}
