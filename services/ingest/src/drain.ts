import type { SMTPServer } from 'smtp-server';

/**
 * Stops an SMTP server gracefully. smtp-server's own close() answers 421 to the next command of every
 * session, which would break a sender between RCPT TO and DATA. Instead: stop listening, close sessions
 * with no transaction in progress, let the others finish their message (they get their 250 first), and
 * only at the grace deadline close what is left with 421, which senders retry.
 */
export async function drainSmtp(smtp: SMTPServer, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  const deadline = Date.now() + graceMs;
  const sayGoodbye = (onlyIdle: boolean) => {
    for (const connection of smtp.connections) {
      if (onlyIdle && connection.session.envelope?.mailFrom) continue;
      connection.send(421, '4.3.2 Service shutting down, please try again later');
      connection.close();
    }
  };
  while (smtp.connections.size > 0 && Date.now() < deadline) {
    sayGoodbye(true);
    await new Promise((r) => setTimeout(r, 50));
  }
  sayGoodbye(false);
  await closed;
}
