import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 46, each written against the development mail of its class (corpus/dev, dv40-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const button = (href: string, label: string) =>
  `<p><a href="${href}" style="background:#222;color:#fff;padding:12px 20px">${label}</a></p>`;

describe('codes', () => {
  it.each([
    // A phone number wrapped after its label; a code under a colon is still read.
    ['Spring offer - your code inside', 'Your discount code: VESNA10\n\nApteka Zdrowie, ul. Długa 5, Kraków, tel. 12\n411 20 90\n', null],
    ['Your sign-in code', 'Your sign-in code:\n411 209\nIt expires in 10 minutes.\n', '411209'],
    // An Indian PIN code in an address; a one-time PIN code.
    ['Order confirmed', 'Delivery address: 22 Park Street, Salt Lake, Kolkata, PIN code 700091\nTotal: ₹640.00\n', null],
    ['Your login PIN', 'Your one-time PIN code is 700091. It is valid for 5 minutes.\n', '700091'],
    // The codes of things, and a strong label beside a course's code.
    ['Appointment reminder', 'The inspection is at the station of Xàtiva (code of station 4701).\n', null],
    ['Certificate of attendance', 'Activity code:       SE-2291\nVenue location code: 3310\nCPD credits: 2\n', null],
    ['Preinscripción', 'Código de asignatura:   0417\nIntroduzca el siguiente código:\n    Código de verificación:  TQ4-82M\n', 'TQ4-82M'],
    // A subject that says a code will never be asked for.
    ['We will never ask for your one-time code', 'Forward suspicious texts to 7726.\nLearn more on our security page.\n', null],
    // A referral's "Share your code"; "Don't share your code".
    ['Give €10, get €10', 'Share your code ANA-7QP2 with friends: you both get €10.\n', null],
    ['Your login code', "Your login code is 552019. Don't share your code with anyone.\n", '552019'],
    // A petition's number beside a link to confirm.
    [
      'Confirm your email',
      'Confirm your email to sign the petition (petition number 552019):\nhttps://petitions.test/s/88/verify?token=Qm7Lk2Zp\n',
      null,
    ],
    // "Do not confuse …"; a register's PIN.
    [
      'Confirm your account',
      'Account number: 6610220\nEnter this security code when you first sign in:\n    m4qt-7zkp\nDo not confuse the security code with your account number (6610220).\n',
      'm4qt-7zkp',
    ],
    ['Verify your email', 'Registration (PIN):   31K4471F\n    Verification code: 771204\n', '771204'],
    // "<#>" before an SMS's code.
    ['SMS from ZENPAY', 'New text message from ZENPAY\n<#> 660412 - use within 5 mins to log in to Zenpay.\nFA+9qCX9VSu\n', '660412'],
    // "If that's you, type this on the TV:"; "Approve with …".
    [
      'Pairing a TV',
      "Someone is pairing a TV with your account. If that's you, type this on the TV: 7KQP-XW2T\nThe pairing ends in 15 minutes.\n",
      '7KQP-XW2T',
    ],
    ['Approve withdrawal', 'Withdrawal of 0.02 BTC. Approve with Q7RM-4X2P within 10 min.\n', 'Q7RM-4X2P'],
    // Lowercase groups with a shorter last group under a verb's line; "That's your way into …"; "to go ahead"; "unlocks … on your new phone".
    ['New device', 'Key this into Tallow on that phone:\nmq7k-4xpt-z3 — it stops working at 15:42 UTC.\n', 'mq7k-4xpt-z3'],
    ['Zipride', "604218\nThat's your way into Zipride. Works once, ends at 16:10.\n", '604218'],
    ['Top up £20.00?', 'Top up £20.00 from card ending 5512? Enter 6610 27 to go ahead.\n', '661027'],
    ['Paylo', 'Paylo: 71 20 44 unlocks Paylo on your new phone. Nobody from Paylo will ask for it.\n', '712044'],
    // A meter's reading is no code.
    ['Your final bill', 'Closing meter reading:     06218 kWh\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('takes a link that carries the code to a verify page, whatever its text; not a booking page', () => {
    const url = 'https://sparks.tradiebook.test/verify?ref=JOB-7710&c=330418';
    const html = `<p>We need to check it's really you: click the link, or reply to our SMS with the code 330418.</p>${button(url, 'Click here to confirm your booking')}`;
    expect(run('Confirm your booking JOB-7710', '', html)).toMatchObject({ code: '330418', verificationLink: url });
    const view = `<p>Your job is booked for Friday.</p>${button('https://sparks.tradiebook.test/bookings/JOB-7710?c=3304', 'Click here to view your booking')}`;
    expect(run('Your booking JOB-7710', '', view).verificationLink).toBeNull();
  });

  it('takes "or approve it here instead:" after a code', () => {
    const url = 'https://coinly.test/security/approve?req=ap_8Hs2Kq9LmT';
    expect(
      run('Sign-in attempt', `Sign-in attempt from Firefox.\nCode 441902 — or approve it here instead: ${url}\n`).verificationLink,
    ).toBe(url);
  });

  it('gives no link in a mail that says "You don\'t need to do anything", nor for "Verify on Etherscan"', () => {
    const terms = `<h3>Data used to verify your identity</h3>${button('https://click.linkly.test/ls/click?upn=Tb7Kq2LmZ9xV', 'Review the changes')}<p>You don’t need to do anything.</p>`;
    expect(run('We are updating our terms', '', terms).verificationLink).toBeNull();
    const tx = button('https://etherscan.io/tx/0x4b7e1c9a0d2f5e8b3a6c1d4f7e0b9a2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a', 'Verify on Etherscan');
    expect(run('Deposit confirmed', '', tx).verificationLink).toBeNull();
    const petition = 'If you did not try to sign this petition, you do not need to do anything.';
    const url = 'https://petitions.test/s/91/verify?token=Zq8Lm2Kp';
    expect(
      run('Please confirm your email address', `Click this link to confirm your email address:\n${url}\n\n${petition}\n`).verificationLink,
    ).toBe(url);
  });
});
