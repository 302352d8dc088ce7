import { setTimeout as sleep } from 'node:timers/promises';
import type { SMTPServer } from 'smtp-server';

type Connection = SMTPServer['connections'] extends Set<infer C> ? C : never;

export const SHUTTING_DOWN = '4.3.2 Service shutting down, please try again later';

/** Answers 421 to every session but those `keep` names, and closes them (smtp-server ends their socket within 5 s). */
export function sayGoodbye(smtp: SMTPServer, keep: (connection: Connection) => boolean = () => false): void {
  for (const connection of smtp.connections) {
    if (keep(connection)) continue;
    connection.send(421, SHUTTING_DOWN);
    connection.close();
  }
}

/**
 * Stops an SMTP server gracefully. smtp-server's own close() answers 421 to the next command of every
 * session, which would break a sender between RCPT TO and DATA. Instead: stop listening, close sessions
 * with no transaction in progress, let the others finish their message (they get their 250 first), and
 * at the grace deadline close what is left with 421, which senders retry, except the sessions whose
 * message is being committed (`storing`): their reply is the commit's (250 or 451), never a 421 for mail
 * that may be stored. Resolves when no session is left; `signal` (the stop's deadline) ends it at once.
 * A socket the server has closed but the client has not is no session: smtp-server destroys it later.
 */
export async function drainSmtp(
  smtp: SMTPServer,
  graceMs: number,
  opts: { storing: (sessionId: string) => boolean; signal: AbortSignal; graceOver?: (left: number) => void },
): Promise<void> {
  smtp.server.close();
  const graceEnds = Date.now() + graceMs;
  let inGrace = true;
  const keep = (c: Connection) => opts.storing(c.session.id) || (inGrace && Boolean(c.session.envelope?.mailFrom));
  while (smtp.connections.size > 0 && !opts.signal.aborted) {
    if (inGrace && Date.now() >= graceEnds) {
      inGrace = false;
      opts.graceOver?.(smtp.connections.size);
    }
    sayGoodbye(smtp, keep);
    if (smtp.connections.size === 0) break;
    await sleep(50, undefined, { signal: opts.signal }).catch(() => undefined);
  }
}
