// A sign-up that verifies the email address, as many apps do: a 6-digit code to type in, or a link to
// follow. Mail goes out over SMTP (to Throwbox's ingest in the tests). State is in memory.
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import nodemailer from 'nodemailer';

const PORT = Number(process.env.APP_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const mailer = nodemailer.createTransport({
  host: process.env.SMTP_HOST ?? '127.0.0.1',
  port: Number(process.env.SMTP_PORT ?? 2525),
  secure: false,
  ignoreTLS: true,
});

/** email -> { code, token, verified } */
const accounts = new Map();

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;

async function form(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function send(res, status, html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', ORIGIN);
  try {
    if (req.method === 'GET' && url.pathname === '/') {
      return send(
        res,
        200,
        page(
          'Sign up',
          '<form method="post" action="/signup"><label>Email <input type="email" name="email" required></label> <button>Sign up</button></form>',
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/signup') {
      const email = (await form(req)).get('email')?.trim().toLowerCase() ?? '';
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) return send(res, 400, page('Sign up', '<p role="alert">That is not an email address.</p>'));
      const account = { code: String(randomInt(100_000, 1_000_000)), token: randomBytes(16).toString('hex'), verified: false };
      accounts.set(email, account);
      const link = `${ORIGIN}/verify?token=${account.token}`;
      await mailer.sendMail({
        from: 'Example App <no-reply@example.com>',
        to: email,
        subject: 'Verify your email for Example App',
        text: `Welcome!\n\nYour verification code is ${account.code}.\n\nOr confirm your email by opening this link:\n${link}\n`,
        html: `<p>Welcome!</p><p>Your verification code is <strong>${account.code}</strong>.</p><p><a href="${link}">Confirm your email</a></p>`,
      });
      return send(
        res,
        200,
        page(
          'Check your email',
          `<p>We sent a code to ${escape(email)}.</p><form method="post" action="/verify"><input type="hidden" name="email" value="${escape(email)}"><label>Code <input name="code" inputmode="numeric" required></label> <button>Verify</button></form>`,
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/verify') {
      const fields = await form(req);
      const account = accounts.get(fields.get('email') ?? '');
      if (!account || account.code !== fields.get('code')?.trim())
        return send(res, 400, page('Check your email', '<p role="alert">That code is not right.</p>'));
      account.verified = true;
      return send(res, 200, page('Verified', '<p role="status">Your account is verified.</p>'));
    }
    if (req.method === 'GET' && url.pathname === '/verify') {
      const account = [...accounts.values()].find((a) => a.token === url.searchParams.get('token'));
      if (!account) return send(res, 400, page('Link expired', '<p role="alert">That link is not valid.</p>'));
      account.verified = true;
      return send(res, 200, page('Verified', '<p role="status">Your account is verified.</p>'));
    }
    send(res, 404, page('Not found', '<p>Nothing here.</p>'));
  } catch (err) {
    send(res, 500, page('Error', `<p role="alert">${escape(err.message)}</p>`));
  }
});

server.listen(PORT, '127.0.0.1', () => console.log(`signup app on ${ORIGIN}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
