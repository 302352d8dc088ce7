import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import type { SMTPServer, SMTPServerSession } from 'smtp-server';
import { SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import { recordSmtpFaultAttempt, type ActingSmtpFault, type SmtpFaultStage } from '@throwbox/db';
import { smtpFaultsChannel } from '@throwbox/queue';
import type { IngestDeps } from './deps.js';
import { SMTP, smtpError } from './smtp-errors.js';

/** What RCPT TO believes of an accepted recipient, until `until` (ms since the epoch). */
export interface KnownRecipient {
  until: number;
  inboxId: number;
  faultStages: readonly SmtpFaultStage[];
}

type Reply = (err?: Error | null, message?: string) => void;

const RESUBSCRIBE_MS = 1000;
const MAX_KNOWN = 50_000;

/**
 * SMTP faults on purpose (DECISIONS §11), as this ingest replica enforces them. The rules and their
 * counters are rows in Postgres, shared by every replica; what a replica keeps is only which stages an
 * inbox has rules for, read with the recipient lookup RCPT TO makes anyway and dropped when the api
 * announces a change. An inbox without rules therefore costs no query at all; one with rules costs one
 * statement per attempt, which counts the attempt and the acting rule's hit atomically.
 */
export class SmtpFaults {
  /** Recipients found active lately (briefly, see on-rcpt-to), with the stages they have rules for. */
  readonly known = new Map<string, KnownRecipient>();
  /** Per session: the accepted recipients whose inbox has data-stage rules, address → inbox id. */
  private readonly dataRules = new WeakMap<SMTPServerSession, Map<string, number>>();
  private server: SMTPServer | undefined;
  private stopped = false;
  /** Set by hurry(); the holds under way, each ended early by hurry(). */
  private hurried = false;
  private readonly holds = new Set<() => void>();

  constructor(
    private readonly deps: IngestDeps,
    private readonly subscriber: Redis,
  ) {}

  private get channel(): string {
    return smtpFaultsChannel(this.deps.config.REDIS_PREFIX);
  }

  /** The server whose connections a disconnect rule closes. */
  attach(server: SMTPServer): void {
    this.server = server;
  }

  start(): void {
    this.subscriber.on('message', this.onMessage);
    this.subscriber.on('ready', this.onReady);
    if (this.subscriber.status === 'ready') this.subscribe();
  }

  /**
   * Ends every delay now and makes later ones none: once ingest is stopping, a delayed reply goes out at
   * once rather than at its rule's time. A delay-only data rule holds the 250 of a message already stored;
   * held past the grace, that sender would get 421 and send the message again.
   */
  hurry(): void {
    this.hurried = true;
    for (const end of this.holds) end();
  }

  stop(): void {
    this.stopped = true;
    this.subscriber.off('message', this.onMessage);
    this.subscriber.off('ready', this.onReady);
  }

  /** Bumped by every announced change: a lookup begun before one may have read the old rules. */
  generation = 0;

  /** Keeps a lookup's answer, unless a change was announced since it began (`generation` then). */
  remember(address: string, known: KnownRecipient, generation: number): void {
    if (generation !== this.generation) return;
    if (this.known.size >= MAX_KNOWN) this.known.clear();
    this.known.set(address, known);
  }

  /** Called for every accepted recipient: keeps what its transaction's DATA will need. */
  accepted(session: SMTPServerSession, address: string, known: KnownRecipient): void {
    let rules = this.dataRules.get(session);
    if (known.faultStages.includes('data')) {
      if (!rules) this.dataRules.set(session, (rules = new Map()));
      rules.set(address, known.inboxId);
    } else rules?.delete(address);
  }

  /** The inboxes among the transaction's recipients that have data-stage rules, in recipient order. */
  dataInboxes(session: SMTPServerSession, recipients: string[]): number[] {
    const rules = this.dataRules.get(session);
    if (!rules) return [];
    return recipients.flatMap((r) => (rules.has(r) ? [rules.get(r)!] : []));
  }

  /**
   * Counts one attempt at `stage` for the inboxes and answers it: the acting rule's reply or disconnect
   * after its delay, or else `normal` (whose reply a delay-only rule holds). The hold is measured from
   * `since`, when the command arrived, so the rule's query is part of it rather than added to it.
   */
  answer(
    session: SMTPServerSession,
    inboxIds: number[],
    stage: SmtpFaultStage,
    reply: Reply,
    normal: (reply: Reply) => void,
    since = performance.now(),
  ): void {
    recordSmtpFaultAttempt(this.deps.pool, inboxIds, stage).then(
      (rule) => (rule ? this.act(session, rule, since, reply, normal) : normal(reply)),
      (err: unknown) => {
        // Answering normally would break the sequence the test scripted; a 451 makes the sender retry.
        this.deps.logger.error({ err, session: session.id, stage }, 'reading SMTP fault rules failed; answered 451');
        reply(SMTP.lookupFailed());
      },
    );
  }

  private act(session: SMTPServerSession, rule: ActingSmtpFault, since: number, reply: Reply, normal: (reply: Reply) => void): void {
    const action = rule.disconnect ? 'disconnect' : rule.replyCode !== null ? 'reply' : 'delay';
    this.deps.logger.info(
      { session: session.id, inboxId: rule.inboxId, stage: rule.stage, action, delayMs: rule.delayMs },
      'SMTP fault rule applied',
    );
    const held = this.holdUntil(since + rule.delayMs);
    if (rule.disconnect) void held.then(() => this.disconnect(session));
    else if (rule.replyCode !== null) void held.then(() => reply(faultReply(rule.replyCode!, rule.replyText)));
    else normal((err, message) => void held.then(() => reply(err, message)));
  }

  /** Resolves at `deadline` (performance.now() time) and not before, whatever a timer's rounding; at once after hurry(). */
  private holdUntil(deadline: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const end = () => {
        clearTimeout(timer);
        this.holds.delete(end);
        resolve();
      };
      const check = () => {
        const left = deadline - performance.now();
        if (left <= 0 || this.hurried) end();
        else timer = setTimeout(check, Math.ceil(left));
      };
      this.holds.add(end);
      check();
    });
  }

  /** Closes the session's connection without a reply (its pending command is never answered). */
  private disconnect(session: SMTPServerSession): void {
    for (const connection of this.server?.connections ?? []) {
      if (connection.session === session) return connection.close();
    }
  }

  private readonly onMessage = (channel: string, address: string): void => {
    if (channel !== this.channel) return;
    this.known.delete(address);
    this.generation++;
  };

  /** After a reconnect, announcements made while away are lost: forget everything rather than miss one. */
  private readonly onReady = (): void => {
    this.known.clear();
    this.generation++;
    this.subscribe();
  };

  private readonly subscribe = (): void => {
    if (this.stopped) return;
    this.subscriber.subscribe(this.channel).catch((err: unknown) => {
      this.deps.logger.warn({ err }, 'subscribing to SMTP fault changes failed; a change may take a second to apply');
      if (this.subscriber.status === 'ready') setTimeout(this.subscribe, RESUBSCRIBE_MS).unref();
    });
  };
}

/** A rule's reply: its code, the enhanced status code of the code's class, and its text or the standard one. */
export function faultReply(code: number, text: string | null): Error & { responseCode: number } {
  const standard = SMTP_FAULT_REPLIES[code]!;
  return smtpError(code, `${standard.enhanced} ${text ?? standard.text}`);
}
