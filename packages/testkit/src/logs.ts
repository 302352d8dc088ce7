import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger for a service under test whose JSON lines (one entry each) land in `lines`, for tests that read what was logged. */
export function captureLogger(service: string, lines: string[], level = 'trace'): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return pino({ level, base: { service } }, sink);
}
