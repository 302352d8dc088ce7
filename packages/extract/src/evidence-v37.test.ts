import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 37, each written against the development mail of its class (corpus/dev, dv32-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A mobile-money receipt's transaction, confirmed; a sign-in code's "Confirmed" elsewhere in the mail is none of it.
    ['RX55QW2M9T Confirmed', 'RX55QW2M9T Confirmed. You paid KES 900.00 to CORNER SHOP.\n', '', null],
    ['Your login code', 'Your login code is 604117.\n\nEmail confirmed? Then sign in.\n', '', '604117'],
    // A card receipt's "Auth. code", a bank's branch code, a Persian trip code.
    ['Receipt', 'VISA **** 4417\nAuth. code:  562209\n', '', null],
    ['Rent statement', 'Banking details: branch code 198765, account no. 62841193057.\n', '', null],
    ['رسید سفر', 'کد سفر: S-4417210\n', '', null],
    // Groups in their own cells; dashes the mail says need not be typed.
    [
      'Activate on your TV',
      '',
      '<p>Enter this activation code:</p><table><tr><td><b>RM4K</b></td><td><b>7QX2</b></td></tr></table>',
      'RM4K7QX2',
    ],
    [
      'Confirm your email',
      'Copy the confirmation code below into the app:\n\nK2W-9QT-4MX\n\n(No need to type the dashes.)\n',
      '',
      'K2W9QT4MX',
    ],
    ['Confirm your email', 'Copy the confirmation code below into the app:\n\nK2W-9QT-4MX\n\nDashes are optional.\n', '', 'K2W-9QT-4MX'],
    // "Pop it into the … screen" below a lone code; the confirmation number entered where one signs in; a pay run approved.
    [
      'Is this you?',
      '',
      '<p>Here it is:</p><p><b>3 9 1 0 7 2</b></p><p>Pop it into the checkout screen. It expires in 10 minutes.</p>',
      '391072',
    ],
    [
      'Confirm your sign-in',
      'If the link does not open, enter the confirmation number on the sign-in page instead:  207 519\n',
      '',
      '207519',
    ],
    ['Your booking', 'Enter the confirmation number on the booking page: 48213377\n', '', null],
    ['Approve pay run PR-12', 'Use 5520 8193 to approve this pay run in Payline.\n', '', '55208193'],
    // A browser's extension is no phone extension; a phone's still is.
    ['New device', 'or type this code into the browser extension: 66 30 18\n', '', '663018'],
    ['Call us', 'Call 0800 555 014, extension: 4417\n', '', null],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).code).toBe(want));
});

describe('links', () => {
  it.each([
    [
      '2 new friend requests',
      '<p><a href="https://chat.test/n/?friends%2Frequests&amp;action=confirm&amp;mid=61f2e0b1cG5af4">Confirm request</a></p>',
      null,
    ],
    [
      'Your sign-in code',
      '<p>4729</p><p><a href="https://stream.test/password?g=7c4a1e0b-2d9f-4e33&amp;lkid=URL_CHANGE_PW">Change your password</a></p>',
      null,
    ],
    [
      'Reset your library PIN',
      '<p><a href="https://lib.test/cgi-bin/reset-pin?borrower=219007&amp;token=9c7e5d1b9a8f4e2d">Reset my PIN</a></p>',
      'https://lib.test/cgi-bin/reset-pin?borrower=219007&token=9c7e5d1b9a8f4e2d',
    ],
    [
      'New device wants access',
      '<p><a href="https://vault.test/device/approve?req=dv_01JB7Y3M8Q4T5H6Z&amp;sig=ZGV2aWNl">Yes, approve device</a></p>',
      'https://vault.test/device/approve?req=dv_01JB7Y3M8Q4T5H6Z&sig=ZGV2aWNl',
    ],
  ])('%s', (subject, html, want) => expect(run(subject, '', html).verificationLink).toBe(want));
  it('reads an Urdu password reset', () => {
    const url = 'https://kamai.test/account/reset-password?token=pk_rst_71c9e2a4f0b8&uid=92001';
    expect(run('اپنا پاس ورڈ دوبارہ ترتیب دیں', `نیا پاس ورڈ بنانے کے لیے یہ لنک کھولیں:\n${url}\n`).verificationLink).toBe(url);
  });
});
