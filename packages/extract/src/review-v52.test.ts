import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 52 (its probes, each of ordinary mail), mended in version 53. Every case here was
// answered wrongly by version 52 and is answered rightly now.
const run = (subject: string, text: string) => extract({ subject, text, html: '' });

describe('codes', () => {
  it.each([
    // Opening hours after a colon are no dashed code.
    ['Your Acme sign-in code', 'Tap the button in the Acme app to see your sign-in code.\n\nNeed help? Call us.\nHours: 9am-5pm\n', null],
    // A prompt after the verb does not make an id, an account number or a bill's number a code.
    ['Kiosk setup', 'Your employee number is 48213. Type 48213 when the kiosk asks, then look at the camera.\n', null],
    ['Your Acme bill', 'Your bill is ready.\nTo pay online, enter 48213377 when the payment page asks for it.\n', null],
    [
      'Set up your Acme TV',
      'Your account number is 48213377. Type 48213377 on the TV when it asks.\nThen sign in with your code: 582019\n',
      '582019',
    ],
    // A line below that names its own value names nothing above it.
    [
      'Your temporary password',
      'An account has been created for you.\n\nUsername:\n48213377\n\nThis is your temporary password for the first sign-in: Xk9!pq2#a\n',
      null,
    ],
    // "Punch" as a noun.
    [
      'Confirm your email to track your order',
      'Thanks for your order!\n\n1x Swingline 3-Hole Punch 74050\n1x Copy paper\n\nConfirm your email to get tracking updates: https://office.example/confirm?t=abcd1234\n',
      null,
    ],
    // Subjects with a number or a tag that speak to the reader; a help desk's footer; a PGP-signed mail.
    [
      'Case #8812: your verification code',
      'Your verification code is 662019. Enter it on the support portal to view your case.\n',
      '662019',
    ],
    ['The Morning Brew #412: your login code', 'Here is your login code: 771204\n', '771204'],
    ['[Acme/EU] Your verification code', 'Your verification code is 482913.\n', '482913'],
    [
      'Your Acme verification code',
      'Your verification code is 482913.\n\nQuestions? Reply to this email directly and our team will help.\n',
      '482913',
    ],
    ['Sign in to Linear', 'Your Linear login code is 384 211.\n\nReply to this email directly or view it on Linear.\n', '384211'],
    [
      'Kraken verification code',
      '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nYour email verification code is: 731904\n\n-----BEGIN PGP SIGNATURE-----\niQEzBAEBCAAdFiEE\n-----END PGP SIGNATURE-----\n',
      '731904',
    ],
    ['Password reset for CVE-2024-3094 remediation', 'Use this code to set a new password: 771530\n', '771530'],
    // Something else in the sentence has expired, not the value.
    ['Your new code', 'Your new verification code is 482913 and any codes we sent earlier are no longer valid.\n', '482913'],
    ['Your code', 'Use 771204 to sign in — your session has expired.\n', '771204'],
    ['Your code', 'Here is your new code: 482913 (the previous one has expired).\n', '482913'],
    ['Ihr neuer Code', 'Ihr neuer Bestätigungscode lautet 482913, der alte Code ist abgelaufen.\n', '482913'],
    ['Votre code', "Votre nouveau code est 448812, l'ancien code a expiré.\n", '448812'],
    // Capitals and digits that look like a duration.
    ['Your verification code', 'Your verification code: 583M21\n', '583M21'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps the link of a mail whose footer has a help desk reply line or whose subject carries a ticket number', () => {
    const url = 'https://app.pinecone.example/confirm?token=9f8e7d6c5b4a';
    const text = `Please confirm your email address by clicking the link below:\n${url}\n\nJust reply to this email directly, we read every message.\n`;
    expect(run('Confirm your email', text).verificationLink).toBe(url);
    const help = 'https://help.acme.example/verify?t=abc123def456';
    const ticket = `Before we can reply to your support request, please confirm your email address:\n${help}\n`;
    expect(run('Ticket #1234: verify your email to continue', ticket).verificationLink).toBe(help);
  });
});
