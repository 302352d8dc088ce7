import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of versions 54 and 55 (its probes, each of ordinary mail), mended in version 56. Every case here was
// answered wrongly by version 55 and is answered rightly now.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // "Enter your … number:" above a tracking, booking or member number.
    ['Your parcel is on its way', 'Your parcel has shipped.\nTo track it on our website, enter the tracking number:\n48213377\n', null],
    ['Your membership', 'Welcome to FitClub!\nAt the front desk, type your member number:\n48213377\nSee you soon.\n', null],
    // A lead-in colon is not what gives a spent code.
    ['Your code has expired', 'Reminder: your code 482913 has expired. Request a new one in the app.\n', null],
    ['Your new code', 'Important: code 482913 has expired.\nYour new code is 771204.\n', '771204'],
    // A prompt after the verb, under a number the line calls lasting, an account or a badge.
    [
      'Your Acme Energy account',
      'Welcome to Acme Energy!\nEnter 40118772 when the website asks for it. It is your customer number and stays the same.\n',
      null,
    ],
    ['Your Acme account', 'Your account is ready. Enter 40118772 when the portal asks for it.\n', null],
    ['Your badge', 'Your new badge is active. Enter 48213 when the reader asks.\n', null],
    // Nordic confirmation numbers of bookings.
    ['Din bestilling', 'Tak for din bestilling.\nBekræftelsesnummer: 48213377\nAfhentning: 12. juni\n', null],
    // "… and you're in the draw".
    ['You could win a trip to Bali!', "Enter 482913 on the entry form and you're in the draw to win a week in Bali.\n", null],
    // "If the app asks you to confirm your booking".
    [
      'Your stay at Hotel Adler',
      'Your stay is booked.\nIf the app asks you to confirm your booking, 48213377 is what you need to enter there.\n',
      null,
    ],
    // An "I" that is no writer's report.
    ['Re: Support request #4411', "Sorry for the trouble. I've generated a new code: 482913\n\nBest, Jo from Acme Support\n", '482913'],
    ['Din kod', 'I Acme-appen anger du koden 482913 för att verifiera ditt konto.\n', '482913'],
    ['Your sign-in code', 'On the sign-in screen, tap "I have a code" and enter 482913.\n', '482913'],
    // A new code beside an old one that expired.
    ['Your new verification code', 'Your new verification code 482913 replaces the one that has expired.\n', '482913'],
    ['Your new code', 'Your new code 482913 works right away, and your old code is no longer valid.\n', '482913'],
    // A help desk's "#N:" subject and unsubscribe line make no newsletter.
    [
      'Request #4821: Verification code',
      'As requested, here is the verification code for your account: 482913\n\nIt expires in 10 minutes.\n\n--\nAcme Support\nUnsubscribe from these notifications\n',
      '482913',
    ],
    [
      'Login code for Acme',
      'Here is the code you asked for: 482913\n\nYou are receiving this mail because: you requested a login code.\n',
      '482913',
    ],
    // "That's all you need to …" to sign in or verify.
    ['Welcome to Acme', "731604\n\nThat's all you need to sign in to Acme on your new phone. It expires in 10 minutes.\n", '731604'],
    ['Acme', "731604\n\nThat's all you need to verify your email address.\n", '731604'],
    // A payment's approval code with its life on the next line.
    ['Confirm your payment', 'You are paying €120.00 to Acme GmbH.\nAuthorization code: 482913\nValid for 10 minutes.\n', '482913'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps token links under help paths and new login links; status pages and bookings stay views', () => {
    const help = 'https://www.acme.example/help/account/verify?token=7f3a9c2e8b1d4f6a0c5e9b7d3a1f8e2c';
    expect(
      run('Verify your email', 'Please verify your email.', `<p>Please verify your email.</p><p><a href="${help}">Verify</a></p>`)
        .verificationLink,
    ).toBe(help);
    const magic = 'https://app.acme.example/magic?token=a8f3k2m9q7x1z5c4v6b8n0q';
    const nordic = `<p>Här är din nya inloggningslänk.</p><p><a href="${magic}">Logga in</a></p><p>Länken gäller i 15 minuter.</p>`;
    expect(run('Ny inloggningslänk till Acme', 'Här är din nya inloggningslänk.', nordic).verificationLink).toBe(magic);
    const status = 'https://verify.acme.example/verification/status?session=vs_7f3a9c2e8b1d4f6a0c5e9b7d';
    const review = `<p>Thanks for submitting your documents to verify your identity.</p><p><a href="${status}">Check verification status</a></p>`;
    expect(run('Your identity verification is in review', 'Thanks.', review).verificationLink).toBeNull();
    const booked = 'https://book.adler.example/reservations/confirm/ABX82K1?t=7f3a9c2e8b1d4f6a0c5e9b7d';
    const stay = `<p>Your stay at Hotel Adler is confirmed for 12-14 June.</p><p><a href="${booked}">See confirmation</a></p>`;
    expect(run('Your booking is confirmed', 'Your stay is confirmed.', stay).verificationLink).toBeNull();
  });
});
