import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 42, each written against the development mail of its class (corpus/dev, dv36-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['SMS from Lumbre', '<#> 482019 is your Lumbre code. Do not share it. Zq7+1WxPmTa\n', '482019'],
    ['Your order', 'Your order #48201 is packed.\n', null],
    ['Register new device', 'You are registering a new device.\nYour TAC is 604182. Valid for 3 minutes.\n', '604182'],
    ['Your tac', 'A small tac on the board holds the map.\nBoard 604182 is in room 3.\n', null],
    ['[Pagaja] 518204', 'Use the number in the subject line of this email to finish signing in. Valid for 3 minutes.\n', '518204'],
    ['[Pagaja] 518204', 'Quote the number in the subject line if you call us.\n', null],
    [
      'Action needed: approve sign-in',
      'To let this sign-in continue, enter the approval code in the console:\n\nApproval code: TK7Q2M9W\n\nThe code expires in 20 minutes.\n',
      'TK7Q2M9W',
    ],
    ['Your receipt', 'Total: EUR 9.80\nApproval code: 093741\n', null],
    ['One last step', 'Type 40918 into the box on your screen to continue creating your endpoint.\n', '40918'],
    ['Your invitation', 'In the app, open the invitation and type:\n  7PW3KD\n(6 characters, letters and numbers)\n', '7PW3KD'],
    ['Check-in open', 'Reservation code:  QZ7RLM\nSeat: 14C\n', null],
    ['Email address verified', 'Your email address has been verified.\nEmployer: City Council (employer code 0719)\n', null],
    ['Subscription confirmation request (7C2D9E41)', 'To confirm the request, click on the link below. It expires in 48 hours.\n', null],
    [
      'OTP for your transfer',
      'Your One Time Password (OTP) to authorise this transaction is 4KD7QW. It is valid for 180 seconds.\n',
      '4KD7QW',
    ],
    ['Your sign-in numbers', 'You are signing in to the app. Your numbers:\n3️⃣8️⃣1️⃣0️⃣5️⃣7️⃣\nTap them in on the next screen.\n', '381057'],
    ['Your MyHarbor Activation Code', 'MyHarbor Activation Code:   4TQX8-KM2RW-9HZP3\n', '4TQX8-KM2RW-9HZP3'],
    ['Your licence', 'Product key: 7QK3Z-P9MTW-4HXR2-B8NLD-6VCJY\nKeep this key for reinstalling.\n', null],
    [
      '[Stormhold] Verify your account',
      'Verify it to unlock ranked play.\n\n   +----------------+\n   |    7QK3ZP9M    |\n   +----------------+\n\nCopy the thing in the box into the launcher.\n',
      '7QK3ZP9M',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('reads a device being registered as a step, not a notice, and takes its verify link', () => {
    const url = 'https://secure.bank.test/ib/device/verify?tkn=5c2e91a0d4b7';
    expect(run('Register new device', `Alternatively, verify this device by opening the link below:\n${url}\n`).verificationLink).toBe(url);
  });
  it('reads "New device signed in" as a notice still', () => {
    const text =
      'A new device signed in to your account.\nIf this was not you, review your devices: https://secure.bank.test/ib/devices?s=8812aa\n';
    expect(run('New device signed in', text).verificationLink).toBe(null);
  });
  it('takes a Hebrew reset link that offers a new password', () => {
    const url = 'https://secure.kesef.test/password/reset/Zk28QpLm0wXyTr5vBn7Ha';
    expect(run('איפוס סיסמה', `כדי לבחור סיסמה חדשה, היכנסו לקישור:\n${url}\n`).verificationLink).toBe(url);
  });
  it('takes the link after a "-- or --" line as the other way to the code', () => {
    const url = 'https://market.test/v/0a9c4e71b2d84f36';
    const text = `To confirm this email address, enter 5 2 7 1 in the app\n-- or --\nopen this link: <${url}>\n`;
    expect(run('Confirm your email', text)).toMatchObject({ code: '5271', verificationLink: url });
  });
  it('takes a parent\'s "I approve this account:" and not "Don\'t allow:"', () => {
    const yes = 'https://parents.kids.test/consent?req=KV-2210-Q8&h=3e7d9a1c';
    const text = `I approve this account:\n${yes}\n\nDon't allow:\nhttps://parents.kids.test/refuse?req=KV-2210-Q8&h=3e7d9a1c\n`;
    expect(run('Tomas needs your permission', text).verificationLink).toBe(yes);
  });
  it('takes "click on the link below:" in a mail about confirming a request', () => {
    const url = 'https://lists.town.test/scripts/wa.exe?OK=7C2D9E41&L=NEWS';
    const text = `We need you to confirm the request.\nPlease click on the link below within 48 hours:\n${url}\n`;
    expect(run('NEWS: Subscription confirmation request (7C2D9E41)', text).verificationLink).toBe(url);
  });
  it('does not take "click on the link below:" to an order', () => {
    const text = 'Thanks for shopping.\nPlease click on the link below to see your order:\nhttps://shop.test/orders/88123?s=aa91\n';
    expect(run('Your order 88123', text).verificationLink).toBe(null);
  });
});
