import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 55, each written against the development mail of its class (corpus/dev, dv46-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // "X – use within 10 minutes to …"; a dash and a sale are no such thing.
    ['Trailhop account', '551208 – use within 15 minutes to finish setting up your Trailhop account.\n', '551208'],
    ['Trailhop sale', 'SAVE20 – use within 7 days to get 20% off your next booking.\n', null],
    // Approving a change.
    ['Approve the change to your booking', 'To approve the change, type 44120 on the Manage Booking page.\n', '44120'],
    // A Chinese verb before a bracketed code.
    ['登入驗證碼', '請於登入頁面輸入【660431】以完成登入。\n', '660431'],
    // A prompt after the verb, in a line that names a number after the value's sentence; not when the line names it before.
    [
      'Your application',
      'To complete your application please key in 730155 where the website asks for it. This number only works today.\n',
      '730155',
    ],
    ['Kiosk', 'Your staff number is 48213. Type 48213 where the kiosk asks for it.\n', null],
    // "… and you're in".
    ['Your sign-in', 'Pop M4X82Q into the box on screen and you’re in.\n', 'M4X82Q'],
    // A rule's forbidden example; a range of days before a month.
    ['Reset your PIN', 'Choose a new PIN in the app. It cannot be 1234 or your birth year.\n', null],
    ['Your code was used', 'Your code was used to view booking 4021-557-8813 (Hotel Sol, 12-16 Aug 2026).\n', null],
    // A line above that asks for the number below, whatever it calls it; a keypad's stays a keypad's.
    ['Activate your account', 'Option 2 - enter the 8-digit confirmation number\n66120934\n', '66120934'],
    ['Your storage unit', 'At the gate keypad, enter the 4-digit access number\n7731\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('reads a Swedish new sign-in as a notice', () => {
    const html =
      '<p>Vi har upptäckt en ny inloggning på ditt konto.</p><p><a href="https://bank.example/password/reset?t=abc123def9">Byt lösenord</a></p>';
    expect(run('Ny inloggning på ditt konto', 'Vi har upptäckt en ny inloggning på ditt konto.', html).verificationLink).toBeNull();
  });
});
