/**
 * The ceiling scenario's server: smtp-server with ingest's SMTP options and reply coalescing, every
 * recipient accepted, and each message either discarded (`discard`) or parsed with ingest's own
 * parseMessage (`parse`) before the 250. Nothing is stored, nothing is extracted, nothing is logged:
 * what is left is what the SMTP library and the MIME parser cost on this machine.
 *
 * `node --import tsx --conditions=@throwbox/source bench/ceiling-server.ts discard|parse`; prints the
 * port it listens on (a free one on 127.0.0.1) as its first line.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { coalesceReplies, parseMessage } from '@throwbox/ingest';

const mode = process.argv[2];
if (mode !== 'discard' && mode !== 'parse') {
  process.stderr.write('usage: ceiling-server.ts discard|parse\n');
  process.exit(2);
}

const server = new SMTPServer({
  name: 'ceiling.throwbox.test',
  banner: 'Throwbox ceiling',
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onMailFrom: (_address, _session, callback) => callback(),
  onRcptTo: (_address, _session, callback) => callback(),
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => {
      if (mode === 'discard') return callback();
      parseMessage(Buffer.concat(chunks)).then(
        () => callback(),
        (err: Error) => callback(err),
      );
    });
  },
});
server.server.on('connection', coalesceReplies);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
