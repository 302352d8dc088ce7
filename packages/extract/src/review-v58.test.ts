import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of versions 57 and 58 (its probes, each of ordinary mail), mended in version 59. Every case here was
// answered wrongly by version 58 and is answered rightly now.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const link = (href: string, label: string, lead: string) => `<p>${lead}</p><p><a href="${href}">${label}</a></p>`;
const T = 'a8f3k2j9d0s7q1w4e6rz';

describe('codes', () => {
  it.each([
    // A "new" code that has expired; a reason between the value and "has expired"; a support agent's "I cannot".
    ['Your sign-in code', 'Your new login code 482913 has expired. Please request another one from the app.\n', null],
    [
      'Your Acme sign-in code',
      'Code 482913 was sent because access to your session has expired. Enter it in the app to continue.\n',
      '482913',
    ],
    [
      'Your sign-in code',
      'Hello from support. I cannot resend codes by phone, so here it is: 482913. It works for 10 minutes.\n',
      '482913',
    ],
    // A random code ending in "TM".
    ['Your code', 'Your verification code is HQ47TM\n', 'HQ47TM'],
    // A newsletter's article titled with a verb.
    [
      'Security Bytes #42: Verify before you trust',
      'Security Bytes — Issue #42\nA typical scam text reads: "Your Northbank code is 482913. Call us if this wasn\'t you."\nUnsubscribe | Manage preferences\n',
      null,
    ],
    // A coupon under "Log in to your account to use the code below:".
    [
      'Summer Sale — 20% off everything',
      'SUMMER SALE\nEverything 20% off this weekend only.\nLog in to your account to use the code below:\n552019\nUnsubscribe\n',
      null,
    ],
    // A PIN the line says is no longer needed.
    ['Your membership', 'You no longer need this PIN at the door — just show your member number:\n88210457\n', null],
    ['Parcel ready for pickup', 'No need for the following PIN anymore — scan the QR or enter your tracking number:\n10448213\n', null],
    // A setup number printed on a device.
    [
      'Set up your SmartHub',
      'Open the Home app, tap Add Accessory, and type 48291337 from the sticker on the back of the hub to finish pairing.\n',
      null,
    ],
    // Staff numbers the mail calls lasting.
    ['Your staff portal', 'Enter 48213 when the kiosk asks. Your clock-in number stays the same every shift.\n', null],
    ['Your staff portal', 'Welcome aboard, Sam!\nYour employee badge is ready at reception.\nUse 48213 when the timeclock asks.\n', null],
    // "… and you're in our prize draw".
    ['Prize draw', "Enter 88231 on our website and you're in our £500 prize draw!\n", null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('gives no link for paying, upgrading or billing details outside a verifying mail', () => {
    const premium = `https://streamly.example/plans/activate?token=${T}`;
    const trial = 'Your Streamly trial ends on Friday.';
    expect(run('Your free trial ends in 3 days', trial, link(premium, 'Activate Premium — $9.99/mo', trial)).verificationLink).toBeNull();
    const pay = `https://shop.example/checkout/confirm?token=${T}`;
    expect(
      run('Confirm your order', 'Your basket is waiting.', link(pay, 'Confirm and pay €49.99', 'Your basket is waiting.')).verificationLink,
    ).toBeNull();
    const billing = `https://streamly.example/billing/update?token=${T}`;
    const failed = "We couldn't charge your card.";
    expect(run('Your payment failed', failed, link(billing, 'Confirm your payment details', failed)).verificationLink).toBeNull();
  });
});
