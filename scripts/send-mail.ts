/**
 * `pnpm -s send-mail TO [TEXT] [--subject S]`: sends one message to the stack's SMTP with nodemailer, as an
 * app under test would (SMTP_HOST and SMTP_PORT as for `pnpm start`, 127.0.0.1:2525 by default).
 */
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { subject: { type: 'string', default: 'Your verification code' }, from: { type: 'string', default: 'app@example.com' } },
  allowPositionals: true,
});
const [to, text = 'Your code is 482913'] = positionals;
if (!to) {
  process.stderr.write('usage: pnpm -s send-mail TO [TEXT] [--subject S] [--from F]\n');
  process.exit(2);
}
const host = process.env.SMTP_HOST ?? '127.0.0.1';
const port = Number(process.env.SMTP_PORT ?? 2525);
const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true });
try {
  const sent = await transport.sendMail({ from: values.from, to, subject: values.subject, text });
  process.stdout.write(`${sent.response}\n`);
} catch (err) {
  process.stderr.write(`send-mail: ${host}:${port} answered: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  transport.close();
}
