import type { SMTPServerSession } from 'smtp-server';
import type { IngestDeps } from './deps.js';
import { SMTP } from './smtp-errors.js';

/** Caps concurrent connections per client address, so one sender cannot take every slot. */
export function connectionLimiter(deps: IngestDeps) {
  const open = new Map<string, number>();
  const countedSessions = new Set<string>();
  return {
    onConnect(session: SMTPServerSession, callback: (err?: Error | null) => void): void {
      const ip = session.remoteAddress;
      const count = (open.get(ip) ?? 0) + 1;
      if (count > deps.config.SMTP_MAX_CONNECTIONS_PER_IP) {
        deps.metrics.sessions.inc({ result: 'refused_per_ip' });
        callback(SMTP.tooManyConnections());
        return;
      }
      open.set(ip, count);
      countedSessions.add(session.id);
      deps.metrics.sessions.inc({ result: 'accepted' });
      deps.metrics.openSessions.inc();
      callback();
    },
    onClose(session: SMTPServerSession): void {
      if (!countedSessions.delete(session.id)) return;
      deps.metrics.openSessions.dec();
      const ip = session.remoteAddress;
      const count = (open.get(ip) ?? 1) - 1;
      if (count <= 0) open.delete(ip);
      else open.set(ip, count);
    },
  };
}
