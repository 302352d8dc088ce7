import type { SMTPServerAddress, SMTPServerSession } from 'smtp-server';
import type { Logger } from '@throwbox/observability';

type Done = (err?: (Error & { responseCode?: number }) | null, ...rest: unknown[]) => void;

/** Why, in words, by the reply's enhanced status code (smtp-errors.ts). */
const REASONS: Record<string, string> = {
  '5.1.1': 'not an active inbox on this installation’s domains',
  '4.5.3': 'too many recipients in one message',
  '5.3.4': 'message over the size limit',
  '4.3.0': 'temporary failure (storage or lookup); the sender should retry',
  '4.7.0': 'too many refused recipients or connections from this client',
};

/**
 * Logs every refusal a handler answers, at info: who sent to whom, why, and the reply, never the
 * content. Refused mail leaves no other trace a user can find (the per-inbox record in Redis is kept only
 * for live inboxes), so this is where "why did my mail not arrive" is answered.
 */
// Any handler of smtp-server's: they differ in their arguments and callbacks, and the wrapper keeps each one's type.
export function logRefusals<H extends (...args: any[]) => void>(logger: Logger, stage: 'connect' | 'rcpt' | 'data', handler: H): H {
  return ((...args: unknown[]) => {
    const callback = args.pop() as Done;
    const session = args[args.length - 1] as SMTPServerSession;
    const done: Done = (err, ...rest) => {
      if (err?.responseCode && err.responseCode >= 400) {
        const enhanced = /^\d\.\d{1,3}\.\d{1,3}/.exec(err.message)?.[0] ?? '';
        const rcpt = stage === 'rcpt' ? (args[0] as SMTPServerAddress).address : undefined;
        logger.info(
          {
            session: session.id,
            client: session.remoteAddress,
            from: session.envelope?.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: rcpt ?? session.envelope?.rcptTo?.map((r) => r.address),
            reason: REASONS[enhanced] ?? 'refused',
            reply: `${err.responseCode} ${err.message}`,
          },
          `smtp refused at ${stage}`,
        );
      }
      callback(err, ...rest);
    };
    handler(...args, done);
  }) as H;
}
