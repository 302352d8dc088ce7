import type { Socket } from 'node:net';
import type { IngestDeps } from './deps.js';

/** A request line of HTTP: a browser or an HTTP client pointed at the SMTP port (or a cross-protocol attack). */
const HTTP_REQUEST_LINE = /^[A-Z]{3,7} \S+ HTTP\/\d(\.\d)?\r?$/i;
/** The first line of a session is judged within this many bytes; a longer one is no request line we refuse. */
const FIRST_LINE_MAX = 8192;
export const HTTP_REFUSAL = '554 5.7.0 Error: HTTP request on an SMTP port, closing';

/**
 * Answers a session whose first line is an HTTP request with 554 and closes it, as Postfix does, whether
 * the client spoke before the greeting (HTTP clients do not wait for one) or after it. smtp-server alone
 * answers 421, which tells a sender to come back later.
 */
export function refuseHttp(deps: IngestDeps) {
  return (socket: Socket): void => {
    let head = '';
    // Before smtp-server's own listener: once the socket is ended its replies are no longer written.
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1', 0, FIRST_LINE_MAX);
      const end = head.indexOf('\n');
      if (end < 0 && head.length < FIRST_LINE_MAX) return;
      socket.off('data', onData);
      if (!HTTP_REQUEST_LINE.test(head.slice(0, end < 0 ? undefined : end))) return;
      deps.metrics.sessions.inc({ result: 'http_refused' });
      socket.end(`${HTTP_REFUSAL}\r\n`);
    };
    socket.prependListener('data', onData);
  };
}
