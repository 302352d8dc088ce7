import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger for a service under test whose JSON lines land in `lines`, for tests that read what was logged. */
export function captureLogger(service: string, lines: string[]): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return pino({ level: 'trace', base: { service } }, sink);
}
