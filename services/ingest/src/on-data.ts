import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { IngestDeps } from './deps.js';
import { SMTP } from './smtp-errors.js';
import { acceptedInboxIds, rememberRefusal } from './refusals.js';
import type { MessageStore } from './group-commit.js';
import type { HandOff } from './hand-off.js';
import type { InFlight } from './in-flight.js';
import type { SmtpFaults } from './smtp-faults.js';

/**
 * Receives the message, stores it, and answers 250 only once it is committed to Postgres. The wake-up
 * and the queue hand-off come after the commit; if they fail, the outbox relay re-sends the jobs. From the
 * store to its hand-off the message is `inFlight`, which a stop waits for.
 */
export function onData(deps: IngestDeps, store: MessageStore, handOff: HandOff, faults: SmtpFaults, inFlight: InFlight) {
  return (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void): void => {
    // smtp-server resets session.envelope once this callback has run: capture it now.
    const recipients = [...new Set(session.envelope.rcptTo.map((r) => r.address.toLowerCase()))];
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const clientIp = session.remoteAddress;
    const helo = session.hostNameAppearsAs ?? '';
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (stream.sizeExceeded) return; // keep draining, stop buffering
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.once('error', (err) => {
      deps.logger.warn({ err, session: session.id }, 'data stream failed');
    });
    stream.once('end', () => {
      const dataEndedAt = new Date();
      const max = deps.config.SMTP_MAX_SIZE;
      if (stream.sizeExceeded) {
        deps.metrics.messages.inc({ result: 'too_big' });
        deps.logger.info({ session: session.id, max }, 'message refused: too big');
        const err = SMTP.tooBig(max);
        rememberRefusal(deps, acceptedInboxIds(session, recipients), 'too_large', err);
        callback(err);
        return;
      }
      const raw = Buffer.concat(chunks, size);
      // A data-stage fault rule answers the whole transaction (SMTP has one reply per DATA).
      const faulted = faults.dataInboxes(session, recipients);
      if (faulted.length) faults.answer(session, faulted, 'data', callback, (reply) => storeAndReply(raw, dataEndedAt, reply));
      else storeAndReply(raw, dataEndedAt, callback);
    });

    function storeAndReply(raw: Buffer, dataEndedAt: Date, callback: (err?: Error | null, message?: string) => void): void {
      deps.metrics.size.observe(raw.length);
      const timer = deps.metrics.storeSeconds.startTimer();
      const landed = inFlight.begin(session.id);
      store
        .store({ raw, recipients, envelopeFrom, clientIp, helo, sessionId: session.id, dataEndedAt })
        .then(
          (stored) => {
            timer();
            if (stored.messages.length === 0) {
              // Every recipient was deleted or expired between RCPT TO and the end of DATA.
              deps.metrics.messages.inc({ result: 'no_recipient' });
              callback(SMTP.noSuchUser());
              return;
            }
            // The wake-ups went out with the commit (group-commit.ts), before this reply: a sender that reads
            // its inbox the moment it has the 250 finds every api's page cache already told (page-cache.ts).
            // The reply then goes first, before the count, log line and hand-off.
            callback(null, `2.0.0 Ok: queued as ${stored.messages.map((m) => m.id).join(',')}`);
            deps.metrics.messages.inc({ result: 'stored' }, stored.messages.length);
            deps.logger.info({ session: session.id, messageIds: stored.messages.map((m) => m.id), size: raw.length }, 'message stored');
            handOff.add(stored.outbox);
          },
          (err: unknown) => {
            deps.metrics.messages.inc({ result: 'storage_failed' });
            deps.logger.error({ err, session: session.id }, 'storing message failed; answered 451');
            const reply = SMTP.storageFailed();
            rememberRefusal(deps, acceptedInboxIds(session, recipients), 'storage_failed', reply);
            callback(reply);
          },
        )
        .finally(landed);
    }
  };
}
