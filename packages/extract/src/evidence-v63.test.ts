import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 63, each written against the development mail of its class (corpus/dev, dv51-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A newsletter's pictured text message with a note beside it; a domain's or a street's "example" is no note.
    [
      'Why your code is yours alone',
      'We text you a one-time code. It looks like this:\n\n   "Orla Bank: your code is 318406. Never share it."\n\n(Just an example - do not use it.)\n',
      null,
    ],
    [
      'Your Orla sign-in code',
      'Your sign-in code is 318406. It expires in 10 minutes.\n\nOrla Bank, 60 Example St, Leeds · https://orla.example/help\n',
      '318406',
    ],
    // "such" ⏎ "123 456" across lines.
    ['Two-step sign-in explained', 'After your password we send a code such\nas 551 207 to your phone.\n', null],
    // A code that "expired at …" or "no longer works"; the new one beside it.
    ['Your sign-in code expired', 'The code 602117 that we sent you at 10:02 expired at 10:07 without being used.\n', null],
    ['Sign in', 'The earlier code (602117) no longer works. Enter 771204 on the sign-in page. It is good for 15 minutes.\n', '771204'],
    // A subject that reports its code expired over a lone reference; a new code under "the last one expired".
    ['Your sign-in code has expired', 'Request a new one from the sign-in page.\n\nReference:\n\nKX-5520-9184\n', null],
    ['Your new code - the last one expired', 'Your new sign-in code is 830117. It works for 10 minutes.\n', '830117'],
    // A customer's own report quoted in a help desk's reply.
    [
      'Re: [Ticket #9912] Code not working',
      'Hi Sam, I reset your account.\n\n----\n\nSam\n\nThe email said "Your code is 440912" and I typed exactly that but it says invalid.\n',
      null,
    ],
    // A pairing key; a three-capital prefix "included"; a first-line code over a greeting.
    ['Pair your band', 'Enter the pairing key exactly as shown:\n\n  Pairing key: WB-5Q2K7\n\nThe key works for 30 minutes.\n', 'WB-5Q2K7'],
    [
      'Pair your speaker',
      'Type this pairing code exactly as shown, SNX- included:\n\n  SNX-8KQD\n\nIt works for 10 minutes.\n',
      'SNX-8KQD',
    ],
    ['Pharmacy sign-in', "604113\n\nHi Lee,\n\nThat's the number the app is waiting for. It works once, for 10 minutes.\n", '604113'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it.each([
    // A job board's own verify link carrying the mail's code; an appointment's "Reschedule or cancel".
    [
      'Verify your email to apply',
      'Your code: 440917\n\nOr open this link:\nhttps://jobs.workhub.test/verify?email=a%40b.test&code=440917\n',
      '',
      'https://jobs.workhub.test/verify?email=a%40b.test&code=440917',
    ],
    [
      'Appointment confirmed: Tue 10:40',
      'Your appointment is confirmed.\n',
      '<p><a href="https://clinic.test/appt/CL-5521Q/calendar.ics" style="padding:12px">Add to calendar</a></p><p><a href="https://clinic.test/appt/CL-5521Q/manage" style="padding:12px">Reschedule or cancel</a></p>',
      null,
    ],
    // A Slovak button.
    [
      'Aktivujte si účet',
      'Dobrý deň,\n',
      '<p><a href="https://obchod.test/zakaznik/aktivacia/7d2e9a1b40c5?h=61f0e7" style="padding:12px">Aktivovať účet</a></p>',
      'https://obchod.test/zakaznik/aktivacia/7d2e9a1b40c5?h=61f0e7',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
