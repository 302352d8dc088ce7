import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 53 (its probes, each of ordinary mail), mended in version 54. Every case here was
// answered wrongly by version 53 and is answered rightly now.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const button = (label: string, url: string, lead = 'Please confirm your email address to finish setting up your account.') =>
  `<p>${lead}</p><p><a href="${url}">${label}</a></p><p>This link expires in 24 hours.</p>`;
const GH =
  '\n\n—\nReply to this email directly, view it on GitHub, or unsubscribe.\nYou are receiving this because you are subscribed to this thread.';

describe('codes', () => {
  it.each([
    // A code the mail says has expired, however its sentence describes it.
    ['Your code has expired', 'Code 482913 for your Acme account has expired.\nPlease request a new one.\n', null],
    [
      'Your verification code has expired',
      'Hi,\nThe code 482913, sent at 10:42, has expired.\nPlease request a new code from the app.\n',
      null,
    ],
    ['Code expired', 'Your sign-in code 482913 (requested 15 minutes ago) has expired. Go back to the sign-in page.\n', null],
    ['Your code expired', 'The verification code 482913 and the link we sent earlier have expired. Request a new code.\n', null],
    ['Sign-in attempt', 'Your code 482913 - sent to your phone - is no longer valid. Please sign in again.\n', null],
    // Trackers, forums and advisories whatever their subject says.
    [
      '[Bug 183920] New: Verify email code 448120 rejected after resend',
      'Steps: request code, resend, enter the first code 448120 -> "invalid".\n\n--\nYou are receiving this mail because:\nYou are the assignee for the bug.\n',
      null,
    ],
    ['You have a new comment on [acme/auth]', `bob: the verification code 448120 works for me now.${GH}`, null],
    [
      'Your issue #88 has a new comment',
      'Alice commented on this issue:\n"I typed the verification code 448120 but it failed."\n\nYou are receiving this because you authored the thread.\n',
      null,
    ],
    [
      '[SECURITY] [DSA 5432-1] openssl security update',
      'Debian Security Advisory DSA-5432-1\nPackage: openssl\nCVE ID: CVE-2023-2650\n\nAn attacker could bypass the one-time code check; code 448120 is an example.\n',
      null,
    ],
    [
      'Action required: update your Acme Auth server (CVE-2025-31877)',
      'Severity: High\nAffected: 2.0.0 - 2.4.0\nFixed in: 2.4.1\n\nIn our test, code 448120 was accepted twice within its 10-minute window.\n',
      null,
    ],
    [
      'Issue #147: passkeys vs OTP',
      'This week: passkeys.\nA typical OTP looks like 448120 — enter the 6-digit code and you are in.\n\nYou are receiving this newsletter because you subscribed. Opt out anytime.\n',
      null,
    ],
    // "enter the … code below" above a keypad's or a network's code.
    [
      'Your parking pass',
      'Thanks for your payment of $18.00.\nAt the garage gate, enter the access code below on the keypad.\nAccess code: 40917\nValid until Sunday.\n',
      null,
    ],
    ['Your Wi-Fi access', 'Please enter the access code below when connecting.\nAccess code: 7731\nRoom charge: $12.00\n', null],
    // "That's all you need to …" under a number shown, not typed.
    [
      'Your return is approved',
      "Your return is approved. Show this at the drop-off point:\n\n884213\n\nThat's all you need to complete your return.\n",
      null,
    ],
    [
      'Trade confirmation',
      "You bought 10 AAPL at $182.10.\n\n884213\n\nThat's all you need to confirm this trade with your broker.\n",
      null,
    ],
    // An authorisation code beside an unrelated short life.
    [
      'Payment confirmation',
      'Paid: €12.00 to City Parking\nAuthorization code: 083311\nYour parking session expires in 45 minutes.\n',
      null,
    ],
    // Compound numbers that name a code, and one that ends a sentence.
    ['Verifizierung', 'Ihr Code zur Bestätigung der Handynummer\n482913\nGültig 10 Minuten.\n', '482913'],
    ['Code', 'Uw eenmalige toegangsnummer\n482913\nGeldig gedurende 10 minuten.\n', '482913'],
    ['Code', 'Ihre Kontrollnummer: 482913\nBitte geben Sie sie auf der Anmeldeseite ein. Gültig 10 Minuten.\n', '482913'],
    // A prompt after the verb, beside an account or a member.
    ['Set up your TV', 'To link your account, type 66 21 09 when the TV asks for it.\n', '662109'],
    ['Your new car app', 'To connect your account, punch 4417 into the centre display when it asks.\n', '4417'],
    ['Pair your watch', 'Welcome, member!\nEnter 4417 on the watch when it asks.\n', '4417'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps a verifying button that looks at something, and a Nordic order or sign-in alert gives no link', () => {
    const url = 'https://app.example.com/confirm?token=abc123def456';
    expect(run('Confirm your email', 'Please confirm your email address.', button('View and confirm details', url)).verificationLink).toBe(
      url,
    );
    const check = 'https://app.example.com/verify?token=abc123def456';
    expect(
      run('Verify your email', 'Please confirm your email address.', button('Check verification status', check)).verificationLink,
    ).toBe(check);
    const order =
      '<p>Takk for bestillingen din!</p><p>Ordrenummer: 48213</p><p><a href="https://shop.example/account/login?utm=order">Logg inn</a></p>';
    expect(run('Ordrebekreftelse', 'Takk for bestillingen din!\nOrdrenummer: 48213', order).verificationLink).toBeNull();
    const alert =
      '<p>Vi har upptäckt en ny inloggning på ditt konto.</p><p><a href="https://acc.example/password/reset?t=abc123def">Byt lösenord</a></p>';
    expect(run('Ny inloggning på ditt konto', 'Vi har upptäckt en ny inloggning på ditt konto.', alert).verificationLink).toBeNull();
  });
});
