import { performance } from 'node:perf_hooks';
import type { SMTPServerAddress, SMTPServerSession } from 'smtp-server';
import { findActiveInboxes, findRecipientInbox } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { noteAcceptedRecipient, rememberRefusal } from './refusals.js';
import { SMTP } from './smtp-errors.js';
import type { KnownRecipient, SmtpFaults } from './smtp-faults.js';

/** How long "this inbox is active" is believed without asking Postgres again. */
const ACTIVE_TTL_MS = 1000;
/**
 * A belief this close to its end is still used, and looked up again meanwhile: an inbox receiving mail
 * steadily never has a sender wait for the lookup (a Postgres round trip in the middle of a pipelined
 * envelope, which also splits its replies into three writes). Nothing is believed for longer.
 */
const REFRESH_BEFORE_MS = ACTIVE_TTL_MS / 4;
/** Refused recipients one session may have before it is closed (address probing; Postfix's hard error limit). */
export const MAX_REFUSED_RECIPIENTS = 20;

/**
 * Accepts a recipient only when it is an active inbox on one of our domains: never an open relay, and
 * mail for unknown, deleted or expired inboxes is refused before DATA. Only "active" answers are
 * cached, and briefly: the storing transaction checks again, so an inbox deleted meanwhile gets nothing
 * stored, while a new inbox is never refused because of a cached "unknown". The lookup also says which
 * stages the inbox has SMTP fault rules for (smtp-faults.ts), so an inbox without any costs nothing more.
 */
export function onRcptTo(deps: IngestDeps, faults: SmtpFaults) {
  /** Recipients refused so far, by session (the session object lives as long as its connection). */
  const refusals = new WeakMap<SMTPServerSession, number>();
  /** Addresses being looked up again in the background (at most one lookup each). */
  const refreshing = new Set<string>();
  /** Looks the recipient up and keeps an active answer (unless a fault rule change came meanwhile). */
  const lookUp = async (recipient: string): Promise<KnownRecipient | undefined> => {
    const generation = faults.generation;
    const inbox = await findRecipientInbox(deps.pool, recipient);
    if (!inbox) return undefined;
    const until = Math.min(Date.now() + ACTIVE_TTL_MS, inbox.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
    const found = { until, inboxId: inbox.id, faultStages: inbox.faultStages };
    faults.remember(recipient, found, generation);
    return found;
  };
  const refresh = (recipient: string) => {
    if (refreshing.has(recipient)) return;
    refreshing.add(recipient);
    lookUp(recipient)
      .then(
        // Gone: the next RCPT TO asks Postgres itself, and refuses.
        (found) => found ?? faults.known.delete(recipient),
        // The entry runs out on its own; the next RCPT TO then asks, and answers 451 if this persists.
        (err: unknown) => deps.logger.warn({ err }, 'refreshing a recipient lookup failed'),
      )
      .finally(() => refreshing.delete(recipient));
  };
  const refuse = (session: SMTPServerSession, callback: (err?: Error | null) => void) => {
    refusals.set(session, (refusals.get(session) ?? 0) + 1);
    callback(SMTP.noSuchUser());
  };
  return (address: SMTPServerAddress, session: SMTPServerSession, callback: (err?: Error | null) => void): void => {
    if ((refusals.get(session) ?? 0) >= MAX_REFUSED_RECIPIENTS) {
      deps.metrics.recipients.inc({ result: 'probing' });
      callback(SMTP.tooManyRefusals(MAX_REFUSED_RECIPIENTS)); // 421: smtp-server closes the connection
      return;
    }
    // A fault rule's delay counts from here, the recipient lookup inside it.
    const arrived = performance.now();
    const recipient = address.address.toLowerCase();
    const domain = recipient.slice(recipient.lastIndexOf('@') + 1);
    if (!recipient.includes('@') || !deps.domains.has(domain)) {
      deps.metrics.recipients.inc({ result: 'foreign_domain' });
      refuse(session, callback);
      return;
    }
    const max = deps.config.SMTP_MAX_RECIPIENTS;
    if (session.envelope.rcptTo.length >= max) {
      deps.metrics.recipients.inc({ result: 'too_many' });
      const err = SMTP.tooManyRecipients(max);
      // Kept for the inbox's waits, and only for a live inbox: guessed addresses must not fill Redis.
      findActiveInboxes(deps.pool, [recipient])
        .then(
          (found) => found.length && rememberRefusal(deps, [found[0]!.id], 'too_many_recipients', err),
          (e: unknown) => deps.logger.warn({ err: e }, 'looking up a refused recipient failed; its refusal is not recorded'),
        )
        .finally(() => callback(err));
      return;
    }
    const accept = (known: KnownRecipient) => {
      deps.metrics.recipients.inc({ result: 'accepted' });
      faults.accepted(session, recipient, known);
      noteAcceptedRecipient(session, recipient, known.inboxId);
      if (known.faultStages.includes('rcpt')) faults.answer(session, [known.inboxId], 'rcpt', callback, (reply) => reply(), arrived);
      else callback();
    };
    const known = faults.known.get(recipient);
    const now = Date.now();
    if (known && known.until > now) {
      if (known.until - now < REFRESH_BEFORE_MS) refresh(recipient);
      accept(known);
      return;
    }
    lookUp(recipient).then(
      (found) => {
        if (!found) {
          deps.metrics.recipients.inc({ result: 'unknown' });
          refuse(session, callback);
          return;
        }
        accept(found);
      },
      (err: unknown) => {
        deps.logger.error({ err, session: session.id }, 'recipient lookup failed');
        deps.metrics.recipients.inc({ result: 'lookup_failed' });
        callback(SMTP.lookupFailed());
      },
    );
  };
}
