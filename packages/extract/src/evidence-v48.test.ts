import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 48, each written against the development mail of its class (corpus/dev, dv42-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A number masked inside or after a space is a phone's or a wallet's, not a code; the code beside it is read.
    ['Confirm your email', 'You added this address to the account of 09XXXXX731.\nConfirm it with the link we sent.\n', null],
    [
      'Reset your PIN',
      'Reset your PIN for wallet 0803 *** 1290.\nWhen the app asks, type 7730 41 and then choose a new PIN. This expires in 10 minutes.\n',
      '773041',
    ],
    // A Persian tracking number and a call centre's number.
    ['بازیابی رمز عبور', 'شماره پیگیری: ۵۵۱۲۰۷۷۳\nبا مرکز ارتباط ۳۳۱۰ تماس بگیرید.\n', null],
    // "… is what you enter in …" below a lone value.
    ['Link your wallet', 'Wallet\n730185\nis what you enter in Cartly to link your wallet.\nValid for 2 minutes.\n', '730185'],
    // A payment's "Transaction authentication" subject.
    [
      'Transaction authentication for your Card',
      'Approve the transaction of INR 990.00 on your card xx1290 by entering 551204 on the merchant page.\nValid for 5 mins.\n',
      '551204',
    ],
    // "They work for 20 minutes" after a pointer at the subject.
    [
      '🍏 660 412 — pop this into Nestle',
      "Copy the 6 digits from this email's subject line into Nestle and you're done.\nThey work for 20 minutes.\n",
      '660412',
    ],
    // A parcel shop's drop-off code.
    ['Sold! Your drop-off code', 'Drop-off code: 7KQ2 4XMP\nShow it at any ParcelShop.\n', null],
    // "release your payout".
    ['Release your payout (#12)', 'Key in 33104 on the confirmation page to release your payout of €90.00.\n', '33104'],
    // An SMS under a relay's headers; a header line alone names no sender.
    ['SMS from Quarry', 'From: Quarry\nTo: +44 7700 900111\nReceived: 17/04/2026 15:06\nQuarry: 771208. Valid 5 min.\n', '771208'],
    ['Delivery update', 'From: Depot 4\nTo: Bay 12\nPallets: 44120\n', null],
    // A prefix and two generated groups under a label; a part number is none.
    ['Your activation key', 'Activation key: LIB-4WQ7-K2ZP\nThe key can only be used once.\n', 'LIB-4WQ7-K2ZP'],
    ['Your order', 'Part: RTX-4090-TI (graphics card), qty 1\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('takes a Persian link that sets a new password', () => {
    const url = 'https://ebank.sepehr.test/recover/reset?rid=3b77c0f4a1';
    expect(run('بازیابی رمز عبور', `برای تعیین رمز عبور جدید روی پیوند زیر کلیک کنید:\n${url}\n`).verificationLink).toBe(url);
  });
});
