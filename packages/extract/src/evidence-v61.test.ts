import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 61, each written against the development mail of its class (corpus/dev, dv49-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const button = (href: string, label: string, before: string) =>
  `<html><body>${before}<table><tr><td><a href="${href}" style="padding:12px 24px;background:#075">${label}</a></td></tr></table></body></html>`;

describe('codes', () => {
  it.each([
    // Small letters that spell nothing before digits, under a sign-in label; a word's letters name a reference.
    ['Members area', 'Your login code is: pzkt-7702\n\nType it with the dash. It works for 15 minutes.\n', 'pzkt-7702'],
    ['Your invoice', 'Invoice reference: gate-7702\nDue 1 May.\n', null],
    // "X will get you into Name", "X will finish setting up …"; points that will get you into a tier are no code.
    ['Almost there', 'Almost there. 290418 will get you into Brightloop. Put it in the app in the next 10 minutes.\n', '290418'],
    ['New phone', '771203 will finish setting up Coinpath on your new phone. It stops working at 18:10.\n', '771203'],
    ['Your points', 'Great going! 2,000 more points will get you into Gold. You have 4,120 points.\n', null],
    // An order's subject that asks to confirm it is the reader; one that asks to confirm a slot asks for no code.
    ["Order #77120: confirm it's you", 'Quick check before we ship.\n\n  Order            #77120\n  Enter in the app 604413\n', '604413'],
    ['Order #77120: confirm your slot', 'Your slot is held.\n\n  Order            #77120\n  Slot reference   604413\n', null],
    // An identity check's heading under a subject about a policy.
    [
      'Your car policy is nearly ready',
      'Identity check\n\nBefore we issue the policy we need to confirm your identity.\n\nType this in the app when asked: 551908\n\n(valid 10 minutes)\n',
      '551908',
      '<h2>Identity check</h2><p>Before we issue the policy we need to confirm your identity.</p><p>Type this in the app when asked: 551908</p><p>(valid 10 minutes)</p>',
    ],
    // Spaced digits under a line that ends in "enter", though it names a booking; a booking's number for the records stays out.
    ['Your visit', "To confirm it's really you booking for Rex, enter\n\n    6  1  0  4  2  9\n\non the booking page.\n", '610429'],
    ['Your visit', 'Your visit is booked. Booking number, for your records:\n\n    6  1  0  4  2  9\n', null],
  ])('%s', (subject, text, want, html = '') => expect(run(subject, text, html).code).toBe(want));
});

describe('links', () => {
  const spa = 'https://app.quillbank.test/#/login/approve-device?token=Xk2mQ9tLw7RbV4nYp8Zc';
  it.each([
    // "Sign me in" beside a code.
    [
      'Sign in to Pebble',
      "Type 318207 in the app, or tap the button and we'll sign you in.\n",
      button('https://go.pebble.test/m/Qx7Lm2Rt9Z?d=ios', 'Sign me in', '<p>Type <b>318207</b> in the app.</p>'),
      'https://go.pebble.test/m/Qx7Lm2Rt9Z?d=ios',
    ],
    // A single-page app's route after "#/" is its path, not a bare home page.
    ['Approve a new browser', 'Your security code: 204417\nor approve this browser directly:\n', button(spa, 'Approve browser', ''), spa],
    // "* Open this link on your phone:" in a list of two ways in.
    [
      'Your app login',
      'Two ways in:\n\n* Enter this passcode in the app: 771520\n* Open this link on your phone:\n  https://m.fitloop.test/login/email?token=fl_Tq8Wm3Zr5Kc2\n',
      '',
      'https://m.fitloop.test/login/email?token=fl_Tq8Wm3Zr5Kc2',
    ],
    // The one button, with a token and an address that verifies, of a mail in words not read here; a booking's "confirmed" page no.
    [
      'Hubi emailkaaga',
      'Riix badhanka:\n',
      button('https://my.geeddi.test/account/verify?uid=12&token=Wq8Lm2Xr5Tz9Kc3Vb7Ny', 'Hubi', '<p>Riix badhanka:</p>'),
      'https://my.geeddi.test/account/verify?uid=12&token=Wq8Lm2Xr5Tz9Kc3Vb7Ny',
    ],
    [
      'Rasmi',
      'Riix badhanka:\n',
      button('https://geeddi.test/booking/confirmed/Wq8Lm2Xr5Tz9Kc3Vb7Ny', 'Eeg', '<p>Riix badhanka:</p>'),
      null,
    ],
    // A newsletter's headline that says verify; an address where third parties check a document.
    [
      'Morning brief',
      "Today's stories:\n",
      // Review of version 61: a headline among other stories (a single long link may be a button's "Click here to confirm …").
      '<p><a href="https://news.test/2027/01/06/operators-verify-sim-deadline/?utm_source=nl">Regulator gives operators until June to verify SIM registrations</a></p><p><a href="https://news.test/2027/01/06/banks-instant-loans/?utm_source=nl">Banks eye instant loans for small traders this year</a></p>',
      null,
    ],
    [
      'Return received',
      'Acknowledgement no.: 300000551203347\n\nEmployers and other third parties can verify that this return was filed at:\nhttps://portal.tax.test/public/verify/ack?no=300000551203347\n',
      '',
      null,
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
