import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 59 (its probes, each of ordinary mail), mended in version 60. Every case here was answered
// wrongly by version 59 and is answered rightly now.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const SALE = '\n\nNew arrivals are here - shop the sale, up to 50% off!\nUnsubscribe\n';

describe('codes', () => {
  it.each([
    // A line that verifies the address or signs in, in a promotional mail.
    ['Your Acme code', `Enter this code to verify your email: 482913${SALE}`, '482913'],
    ['Welcome to Acme', `Sign in with this code: 482913${SALE}`, '482913'],
    ['Acme', `Para verificar tu correo, usa este código: 482913${SALE}`, '482913'],
    // A course's issue that asks the reader to verify.
    [
      'Acme Academy #7: Verify to unlock lesson 8',
      'Welcome to Acme Academy!\nUse code 482913 to verify your email.\nIssue #7 of the course is waiting for you.\nUnsubscribe\n',
      '482913',
    ],
    // "after" inside the code's own clause; a quoted customer who can't sign in.
    ['Your new Acme code', 'The code 482913 you requested after signing in has expired. Here is your new code: 771204\n', '771204'],
    [
      "Re: [#5521] Can't log in",
      "On Mon, Sam wrote:\n> I can't sign in with code 482913, it keeps failing.\n\nPlease check your spam folder.\n",
      null,
    ],
    // "enter this … code" points down; "instead of your password" says nothing of the code.
    ['Acme', 'Please enter this security code to verify your member ID:\n482913\n', '482913'],
    ['Acme', 'Instead of your password, enter the following verification code to verify your sign-in ID:\nQK7R-38TZ\n', 'QK7R-38TZ'],
    // "… and you're in — welcome back!"; a fresh number every time is no lasting one.
    ['Acme', "Pop K7P29Q into the box on screen and you're in — welcome back!\n", 'K7P29Q'],
    ['Acme', 'Enter 482913 where the app asks for it. We send a fresh one-time number every time you sign in.\n', '482913'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps a verifying link whose price is nothing', () => {
    const url = 'https://acme.example/verify?token=a8f3k29dk3l2m4n5';
    const lead = 'Please confirm your email address to finish signing up.';
    const html = `<p>${lead}</p><p><a href="${url}">Verify my email ($0.00 today)</a></p>`;
    expect(run('Confirm your email', lead, html).verificationLink).toBe(url);
  });
});
