import createClient, { type Client } from 'openapi-fetch';
import { ThrowboxError, toError, type Answer } from './errors.js';
import type { paths } from './generated/openapi.js';
import { describe, expectNone, holdUntil, sinceParam, waitForCount, type HeldList } from './waits.js';
import type {
  CodeResult,
  CodeWaitOptions,
  Extraction,
  Inbox,
  InboxListItem,
  Message,
  MessageChecks,
  MessageFilter,
  MessageSummary,
  SmtpFaultRule,
  SmtpFaultRuleInput,
  ThrowboxOptions,
  Usage,
  WaitOptions,
} from './types.js';
import { WebhookCalls } from './webhook-calls.js';

/** The longest the API holds a request open. */
export const SERVER_MAX_WAIT_SECONDS = 60;
/** A waiting request's own timeout is the hold plus this, so that the API always answers first. */
const WAIT_MARGIN_MS = 15_000;
/** A Retry-After longer than this (the month's quota, say) is not waited out: the error is thrown. */
const MAX_RETRY_AFTER_SECONDS = 60;
const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

const fromEnv = (name: string): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name] || undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Throwbox API for tests: make an inbox, let the software under test mail it, wait for the code.
 *
 *   const throwbox = new Throwbox();
 *   const inbox = await throwbox.createInbox();
 *   const { code } = await throwbox.waitForCode(inbox.address, { timeout: 60 });
 */
export class Throwbox {
  /** The API's base, ending in /v1. */
  readonly baseUrl: string;
  private readonly api: Client<paths>;
  private readonly maxRetries: number;
  private readonly requestTimeoutMs: number;
  private readonly maxHold: number;
  /** Per inbox, when the last result of a wait was received: the next wait looks only after it. */
  private readonly lastMessage = new Map<string, number>();
  private readonly lastCode = new Map<string, number>();
  /** The account's webhooks: create, list, delete, test, deliveries. */
  readonly webhooks: WebhookCalls;

  constructor(options: ThrowboxOptions = {}) {
    const apiKey = options.apiKey ?? fromEnv('THROWBOX_API_KEY');
    if (!apiKey) {
      throw new ThrowboxError({
        status: 0,
        code: 'missing_api_key',
        type: 'client_error',
        message: 'No API key: pass { apiKey } or set THROWBOX_API_KEY.',
      });
    }
    const base = (options.baseUrl ?? fromEnv('THROWBOX_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.baseUrl = base.endsWith('/v1') ? base : `${base}/v1`;
    this.maxRetries = options.maxRetries ?? 3;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.maxHold = Math.max(1, Math.min(SERVER_MAX_WAIT_SECONDS, options.maxHoldSeconds ?? SERVER_MAX_WAIT_SECONDS));
    const custom = options.fetch;
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: { authorization: `Bearer ${apiKey}` },
      ...(custom ? { fetch: (request: Request) => custom(request) } : {}),
    });
    this.webhooks = new WebhookCalls(this.api, (send) => this.call(send));
  }

  /** Makes an inbox; retried safely (an Idempotency-Key makes a repeat return the same inbox). */
  async createInbox(options: { username?: string; domain?: string; ttlMinutes?: number } = {}): Promise<Inbox> {
    const key = globalThis.crypto.randomUUID();
    return this.call((signal) => this.api.POST('/inboxes', { body: options, headers: { 'Idempotency-Key': key }, signal }));
  }

  /** Deletes an inbox and its mail at once. */
  async deleteInbox(address: string): Promise<{ deleted: boolean; address: string }> {
    return this.call((signal) => this.api.DELETE('/inboxes/{address}', { params: { path: { address } }, signal }));
  }

  /** The account's inboxes, newest first. */
  async listInboxes(
    options: { limit?: number; cursor?: string; search?: string } = {},
  ): Promise<{ inboxes: InboxListItem[]; nextCursor: string | null }> {
    return this.call((signal) => this.api.GET('/inboxes', { params: { query: options }, signal }));
  }

  /** The domains inboxes can be made on. */
  async listDomains(): Promise<string[]> {
    return (await this.call((signal) => this.api.GET('/domains', { signal }))).domains;
  }

  /** This month's requests, quota and credits. */
  async usage(): Promise<Usage> {
    return this.call((signal) => this.api.GET('/usage', { signal }));
  }

  /** Replaces the inbox's SMTP fault rules; ingest answers its mail by them from the next attempt on. */
  async setSmtpFaults(address: string, rules: SmtpFaultRuleInput[]): Promise<SmtpFaultRule[]> {
    const path = { address };
    return (await this.call((signal) => this.api.PUT('/inboxes/{address}/smtp-faults', { params: { path }, body: { rules }, signal })))
      .rules;
  }

  /** The inbox's SMTP fault rules in order, each with the attempts it answered (`hits`). */
  async getSmtpFaults(address: string): Promise<SmtpFaultRule[]> {
    return (await this.call((signal) => this.api.GET('/inboxes/{address}/smtp-faults', { params: { path: { address } }, signal }))).rules;
  }

  /** Removes the inbox's SMTP fault rules; returns how many there were. */
  async clearSmtpFaults(address: string): Promise<number> {
    const path = { address };
    return (await this.call((signal) => this.api.DELETE('/inboxes/{address}/smtp-faults', { params: { path }, signal }))).deleted;
  }

  /**
   * Sends kept webhook events (7 days) again to one endpoint: one by id, or every one whose delivery to it
   * failed since a time (at most 1,000 a call). Same event id, fresh signatures; each counts as an attempt.
   * Retried safely (an Idempotency-Key makes a repeat queue nothing twice).
   */
  async replayWebhook(webhookId: number, selection: { eventId: string } | { failedSince: Date | number }): Promise<{ queued: number }> {
    const key = globalThis.crypto.randomUUID();
    const body =
      'eventId' in selection
        ? { eventId: selection.eventId }
        : { failedSince: selection.failedSince instanceof Date ? selection.failedSince.getTime() : selection.failedSince };
    return this.call((signal) =>
      this.api.POST('/webhooks/{id}/replay', { params: { path: { id: webhookId } }, body, headers: { 'Idempotency-Key': key }, signal }),
    );
  }

  /** The inbox's messages, newest first, at once (no waiting). */
  async listMessages(address: string, options: MessageFilter & { limit?: number } = {}): Promise<MessageSummary[]> {
    const query = { limit: options.limit, since: sinceParam(options.since), from: options.from, subject: options.subject };
    return (await this.call((signal) => this.api.GET('/inboxes/{address}/messages', { params: { path: { address }, query }, signal })))
      .messages;
  }

  /** One message in full: text, HTML, links, attachments, and the code and verification link. */
  async getMessage(id: string, address: string): Promise<Message> {
    return this.call((signal) => this.api.GET('/messages/{id}', { params: { path: { id }, query: { address } }, signal }));
  }

  /** Why the message's code and link are what they are: every candidate weighed, its evidence, the confidence. */
  async getExtraction(id: string, address: string): Promise<Extraction> {
    return this.call((signal) => this.api.GET('/messages/{id}/extraction', { params: { path: { id }, query: { address } }, signal }));
  }

  // ---- a message's parts and removal; binary answers come back as bytes ----

  /** An attachment's bytes (its content type and name are in the message's `attachments`). */
  async getAttachment(id: string, attachmentId: string, address: string): Promise<Uint8Array> {
    const params = { path: { id, attachmentId }, query: { address } };
    const get = (signal: AbortSignal) =>
      this.api.GET('/messages/{id}/attachments/{attachmentId}', { params, parseAs: 'arrayBuffer', signal });
    return new Uint8Array(await this.call(get));
  }

  /** The message as it was received, the whole .eml source. */
  async getRawMessage(id: string, address: string): Promise<Uint8Array> {
    const params = { path: { id }, query: { address } };
    return new Uint8Array(await this.call((signal) => this.api.GET('/messages/{id}/raw', { params, parseAs: 'arrayBuffer', signal })));
  }

  async deleteMessage(id: string, address: string): Promise<{ deleted: boolean; id: string }> {
    return this.call((signal) => this.api.DELETE('/messages/{id}', { params: { path: { id }, query: { address } }, signal }));
  }

  /** Deletes every message of the inbox, keeping the inbox; says how many went. */
  async emptyInbox(address: string): Promise<{ address: string; deleted: number }> {
    return this.call((signal) => this.api.DELETE('/inboxes/{address}/messages', { params: { path: { address } }, signal }));
  }

  /**
   * Checks of one message, computed on request: SPF, DKIM, DMARC and ARC verdicts, the HTML features some
   * email clients lack, and each link fetched (those to non-public addresses reported `blocked`).
   */
  async getChecks(id: string, address: string): Promise<MessageChecks> {
    return this.call((signal) => this.api.GET('/messages/{id}/checks', { params: { path: { id }, query: { address } }, signal }));
  }

  /**
   * Waits for mail matching the filters and returns the newest such message. Without `since`, a second
   * call looks only at mail after the first call's result, so the same message never comes back twice.
   * Throws ThrowboxError `wait_timeout` when nothing came in time.
   */
  async waitForMessage(address: string, options: WaitOptions = {}): Promise<MessageSummary> {
    const since = sinceParam(options.since ?? this.lastMessage.get(address));
    const found = await holdUntil(options.timeout ?? 30, this.maxHold, async (wait) => {
      const { messages } = await this.heldList(address)({ wait, limit: 1, since, from: options.from, subject: options.subject });
      return messages[0];
    });
    if (!found) {
      throw new ThrowboxError({
        status: 0,
        code: 'wait_timeout',
        type: 'client_error',
        message: `No message${describe(options)} reached ${address} within ${options.timeout ?? 30} s.`,
      });
    }
    this.lastMessage.set(address, Date.parse(found.receivedAt));
    return found;
  }

  /**
   * Waits for mail with a verification code or link and returns both (the one not found is null). Without
   * `since`, a second call looks only at mail after the first call's message: a second code is never the
   * first one again. Throws the API's `code_not_found` when nothing came in time; its `explanation` and
   * message say what arrived and why none of it answered.
   */
  async waitForCode(address: string, options: CodeWaitOptions = {}): Promise<CodeResult> {
    const since = sinceParam(options.since ?? this.lastCode.get(address));
    let last: ThrowboxError | undefined;
    const found = await holdUntil(options.timeout ?? 30, this.maxHold, async (wait) => {
      try {
        const query = { wait, since, from: options.from, subject: options.subject, shape: options.shape };
        const signal = () => AbortSignal.timeout(wait * 1000 + WAIT_MARGIN_MS);
        return await this.call(() => this.api.GET('/inboxes/{address}/code', { params: { path: { address }, query }, signal: signal() }));
      } catch (err) {
        if (!(err instanceof ThrowboxError) || err.code !== 'code_not_found') throw err;
        last = err;
        return undefined;
      }
    });
    if (!found) throw last!;
    this.lastCode.set(address, Date.parse(found.receivedAt));
    return found;
  }

  /**
   * Waits until `count` matching messages are there (the order confirmation, the shipping note and the
   * invoice) and returns all that came, newest first: each request is held by the API until the count is
   * reached, so none is polled for. Without `since`, only mail after the last message a wait of this
   * client returned for the address counts. Throws `wait_timeout` (saying how many came) when they were
   * not all there in time.
   */
  async waitForMessages(address: string, options: WaitOptions & { count: number }): Promise<MessageSummary[]> {
    const since = sinceParam(options.since ?? this.lastMessage.get(address));
    const timeout = options.timeout ?? 30;
    const found = await waitForCount(this.heldList(address), address, { ...options, since, timeout }, this.maxHold);
    this.lastMessage.set(address, Date.parse(found[0]!.receivedAt));
    return found;
  }

  /**
   * Resolves when `within` seconds pass with no matching mail; throws ThrowboxError `unexpected_mail`,
   * with the message's `summary`, as soon as one arrives. Mail already there when it is called does not
   * count (unless `since` says otherwise). One held request per 60 s of the window, never a poll.
   */
  async expectNoMail(address: string, options: MessageFilter & { within: number }): Promise<void> {
    await expectNone(this.heldList(address), address, { ...options, since: sinceParam(options.since) }, this.maxHold);
  }

  /** The list call held up to its wait, its own timeout the hold plus a margin so the API answers first. */
  private heldList(address: string): HeldList {
    return (query) =>
      this.call(() =>
        this.api.GET('/inboxes/{address}/messages', {
          params: { path: { address }, query },
          signal: AbortSignal.timeout(query.wait * 1000 + WAIT_MARGIN_MS),
        }),
      );
  }

  /**
   * Sends a request, retrying a 429 or 503 after its Retry-After (when that is short) and a request that
   * got no answer, up to maxRetries; every other failure is a ThrowboxError at once.
   */
  private async call<T>(send: (signal: AbortSignal) => Promise<Answer<T>>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let answer: Answer<T>;
      try {
        answer = await send(AbortSignal.timeout(this.requestTimeoutMs));
      } catch (err) {
        const timedOut = (err as Error)?.name === 'TimeoutError';
        if (!timedOut && attempt < this.maxRetries) {
          await sleep(250 * 2 ** attempt);
          continue;
        }
        throw new ThrowboxError({
          status: 0,
          code: timedOut ? 'client_timeout' : 'network_error',
          type: 'client_error',
          message: timedOut
            ? `The API did not answer in time (${this.baseUrl}).`
            : `Could not reach the API at ${this.baseUrl}: ${(err as Error)?.message ?? String(err)}`,
          cause: err,
        });
      }
      if (answer.response.ok) return answer.data as T;
      const error = toError(answer.response, answer.error);
      const retryable = (error.status === 429 || error.status === 503) && (error.retryAfter ?? 1) <= MAX_RETRY_AFTER_SECONDS;
      if (!retryable || attempt >= this.maxRetries) throw error;
      await sleep((error.retryAfter ?? 2 ** attempt) * 1000);
    }
  }
}
