import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 65, each written against the development mail of its class (corpus/dev, dv52-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // "something like “Your code is …”": a quoted example; a real code after "for example" advice stays.
    ['Two-step verification is coming', 'We text you a code - something like "Your code is 660 418". You type it in.\n', null],
    // A subject that is the code, the body pointing at it to go on in an app.
    [
      '440917',
      "Type the six digits from this email's subject line into the Parkly app to continue. They stop working in 10 minutes.\n",
      '440917',
    ],
    // A domain's ".no" is no "No." label; "Ref.No. 4417" still is.
    [
      'Verify your email address',
      'To verify your email, enter this code in the app or on hytta.no:\n\nPRW318\n\nIt expires in 20 minutes.\n',
      'PRW318',
    ],
    ['Your booking', 'Ref.No.\n\n441790\n', null],
    // "your new phone (Pixel 8)" is a device, "(0161) 496 0718" a phone number.
    [
      'Approve the sign-in',
      'To approve the sign-in on your new phone (Pixel 9), type these six digits into Valo:\n\n    5  0  3  9  1  7\n\nThey work for 5 minutes.\n',
      '503917',
    ],
    // "one-time sign-in" under a first-line value.
    ['Northgate Gas', '771 205\n\nNorthgate Gas - one-time sign-in. Valid for 5 minutes.\n\nAccount number: 80021947\n', '771205'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it.each([
    // "Verify this device" in a sign-in notice, with a token.
    [
      'Is this you? New device sign-in',
      'Someone signed in from a new device.\n\nIf it was you, enter this code in the app: 604117\n',
      '<p>Someone signed in from a new device.</p><p><a href="https://secure.bank.test/device/verify?ref=DV-1&amp;sig=Qk3Lm0tZ8aVw2mPc" style="padding:12px">Verify this device</a></p>',
      'https://secure.bank.test/device/verify?ref=DV-1&sig=Qk3Lm0tZ8aVw2mPc',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
