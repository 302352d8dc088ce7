import nodemailer from 'nodemailer';
import { expect, test } from '@throwbox/playwright';

// The README's recipe "test that your app retries a 451", as a test of the fixture.

/** The app's mailer as it would be under test: a temporary failure (4xx) is tried again, up to three times. */
async function sendWelcome(to: string): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(process.env.THROWBOX_SMTP_PORT ?? 2525),
    secure: false,
    ignoreTLS: true,
  });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail({ from: 'app@example.com', to, subject: 'Welcome', text: 'Your verification code is 424242.' });
        return;
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode ?? 0;
        if (attempt >= 3 || code < 400 || code >= 500) throw err;
      }
    }
  } finally {
    transport.close();
  }
}

test('the app retries a 451 until the mail is accepted', async ({ inbox, throwbox }) => {
  await inbox.smtpFaults.set([{ stage: 'data', reply: { code: 451 }, times: 2 }]);
  await sendWelcome(inbox.address);
  const [rule] = await inbox.smtpFaults.get();
  expect(rule!.hits).toBe(2);
  const message = await throwbox.waitForMessage(inbox.address, { timeout: 10 });
  expect(message.subject).toBe('Welcome');
  expect(await inbox.smtpFaults.clear()).toBe(1);
});
