import type { SMTPServerAddress, SMTPServerSession } from 'smtp-server';
import { findActiveInboxes } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { SMTP } from './smtp-errors.js';

/** How long "this inbox is active" is believed without asking Postgres again. */
const ACTIVE_TTL_MS = 1000;
const MAX_CACHED = 50_000;

/**
 * Accepts a recipient only when it is an active inbox on one of our domains: never an open relay, and
 * mail for unknown, deleted or expired inboxes is refused before DATA. Only "active" answers are
 * cached, and briefly: the storing transaction checks again, so an inbox deleted meanwhile gets nothing
 * stored, while a new inbox is never refused because of a cached "unknown".
 */
export function onRcptTo(deps: IngestDeps) {
  const active = new Map<string, number>();
  return (address: SMTPServerAddress, session: SMTPServerSession, callback: (err?: Error | null) => void): void => {
    const recipient = address.address.toLowerCase();
    const domain = recipient.slice(recipient.lastIndexOf('@') + 1);
    if (!recipient.includes('@') || !deps.domains.has(domain)) {
      deps.metrics.recipients.inc({ result: 'foreign_domain' });
      callback(SMTP.noSuchUser());
      return;
    }
    const max = deps.config.SMTP_MAX_RECIPIENTS;
    if (session.envelope.rcptTo.length >= max) {
      deps.metrics.recipients.inc({ result: 'too_many' });
      callback(SMTP.tooManyRecipients(max));
      return;
    }
    if ((active.get(recipient) ?? 0) > Date.now()) {
      deps.metrics.recipients.inc({ result: 'accepted' });
      callback();
      return;
    }
    findActiveInboxes(deps.pool, [recipient]).then(
      (found) => {
        deps.metrics.recipients.inc({ result: found.length ? 'accepted' : 'unknown' });
        if (found.length) {
          if (active.size >= MAX_CACHED) active.clear();
          active.set(recipient, Math.min(Date.now() + ACTIVE_TTL_MS, found[0]!.expiresAt.getTime()));
        }
        callback(found.length ? null : SMTP.noSuchUser());
      },
      (err: unknown) => {
        deps.logger.error({ err, session: session.id }, 'recipient lookup failed');
        deps.metrics.recipients.inc({ result: 'lookup_failed' });
        callback(SMTP.lookupFailed());
      },
    );
  };
}
