import type { SMTPServerAddress, SMTPServerSession } from 'smtp-server';
import { findActiveInboxes } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { SMTP } from './smtp-errors.js';

/**
 * Accepts a recipient only when it is an active inbox on one of our domains: never an open relay, and
 * mail for unknown, deleted or expired inboxes is refused before DATA.
 */
export function onRcptTo(deps: IngestDeps) {
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
    findActiveInboxes(deps.pool, [recipient]).then(
      (found) => {
        deps.metrics.recipients.inc({ result: found.length ? 'accepted' : 'unknown' });
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
