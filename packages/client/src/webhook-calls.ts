import type { Client } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';

export type Webhook = components['schemas']['Webhook'];
export type WebhookCreated = components['schemas']['WebhookCreated'];
export type DeliveryAttempt = components['schemas']['DeliveryAttempt'];
export type WebhookTestResult = components['schemas']['WebhookTestResult'];

/** Sends one request through the client's retries and error handling. */
export type Call = <T>(send: (signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response: Response }>) => Promise<T>;

/** The account's webhooks: `throwbox.webhooks.create(url)`, `.list()`, `.delete(id)`, `.test(id)`, `.deliveries(id)`. */
export class WebhookCalls {
  constructor(
    private readonly api: Client<paths>,
    private readonly call: Call,
  ) {}

  /**
   * Registers an https endpoint for message.received events. The answer holds the signing `secret`, shown
   * this once. Retried safely (an Idempotency-Key makes a repeat return the same webhook).
   */
  async create(url: string): Promise<WebhookCreated> {
    const key = globalThis.crypto.randomUUID();
    return this.call((signal) => this.api.POST('/webhooks', { body: { url }, headers: { 'Idempotency-Key': key }, signal }));
  }

  /** The account's webhooks, with whether each is disabled and its count of failures in a row. */
  async list(): Promise<Webhook[]> {
    return (await this.call((signal) => this.api.GET('/webhooks', { signal }))).webhooks;
  }

  /** Removes the webhook; nothing more is sent to it. */
  async delete(id: number): Promise<{ deleted: boolean; id: number }> {
    return this.call((signal) => this.api.DELETE('/webhooks/{id}', { params: { path: { id } }, signal }));
  }

  /** Sends a `webhook.test` event now and says how the endpoint answered (also when it failed). */
  async test(id: number): Promise<WebhookTestResult> {
    return this.call((signal) => this.api.POST('/webhooks/{id}/test', { params: { path: { id } }, signal }));
  }

  /** The endpoint's last 20 delivery attempts, newest first. */
  async deliveries(id: number): Promise<DeliveryAttempt[]> {
    return (await this.call((signal) => this.api.GET('/webhooks/{id}/deliveries', { params: { path: { id } }, signal }))).deliveries;
  }
}
