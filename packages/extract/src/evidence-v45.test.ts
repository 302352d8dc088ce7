import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 45, each written against the development mail of its class (corpus/dev, dv39-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A document's check code for third parties, and the same words asking the reader to enter one.
    [
      'Your certificate',
      'Certificate check code: 4QK8-ZM2T-71PX\nEmployers can check it online. You do not need to enter it anywhere yourself.\n',
      null,
    ],
    ['Confirm your email', 'To confirm your email, enter this check code on the page:\nCheck code: 4QK8-ZM2T\n', '4QK8-ZM2T'],
    ['Your booking', 'Your sign-in code is T4N8VQ\nYour booking reference stays the same - you do not need to type it again.\n', 'T4N8VQ'],
    // A candidate's number; a term's and a programme's code beside a link to verify.
    ['Entry confirmation - candidate 0742', 'Centre: GB120 Northgate\nCandidate number:  0742\nCheck the details by 1 March.\n', null],
    [
      'Verify your email',
      'Intake: Term One 2027 (term code T1-2027)\nProgramme:  BSc Geology – code 3310\nVerify your email with the link we sent.\n',
      null,
    ],
    ['Your sign-in code', 'Your sign-in code – code 553120\n', '553120'],
    // A scam's message quoted as an example; a quoted reply below a real code.
    [
      'Never share your OTP',
      'A typical fake message looks like this:\n\n> Bank: claim your prize at bank-prize.top\n> and enter OTP 601822 to receive it.\n\nThis is fraud.\n',
      null,
    ],
    ['Your sign-in code', 'Enter 601822 to sign in. It expires in 10 minutes.\n\n> You wrote: I cannot sign in.\n', '601822'],
    // "No:" before a number or at the end of its line.
    ['Your spring code is here', 'Your promo code\nSPRING15\nViaggi Sole srl · Autorizzazione No:\n40417\n', null],
    ['Your code', 'Your verification code: 40417\n', '40417'],
    // A registration code the line above asks to enter; an event's registration code is still no code to type.
    ['Your registration code', 'Please enter the following registration code when prompted:\nRegistration code: ZP47QW8K\n', 'ZP47QW8K'],
    ['DevConf 2026', 'Thanks for registering for DevConf.\nRegistration code: ZP47QW8K\nShow it at the check-in desk.\n', null],
    // Lowercase groups of three; a slug or a word with a number is none.
    ['Your sign-in', 'Paste this into the window that asked for it: mx4-qrt-8kz\n', 'mx4-qrt-8kz'],
    ['New posts', 'Read "x86-64 for all" at our site, or the post abc-def-123.\n', null],
    // A sentence that likens the code to a kind of ticket; a ticket that is one.
    ['Your login code', 'Here is the one-time code you asked for, a bit like a cinema ticket.\n\n    8QM-2KD-7WP\n', '8QM-2KD-7WP'],
    ['Your tickets', 'Thanks for booking. Show this at the door, it is your ticket.\n\n    8QM-2KD-7WP\n', null],
    // "Or type this into the box:" after a list's mark.
    [
      'Verify your email',
      'Two ways:\n  1) Click the button in this email\n  2) Or type this into the checklist box:  60 41 83\n',
      '604183',
    ],
    // A lone value that a later sentence enters by a pronoun; not into an oven, and not past another number.
    [
      '🔒 for you',
      '🔒 39 27 05 🔒\n\nThat is all.\n\n(Fine: type those six digits into Calmly to log in. They last 15 minutes.)\n',
      '392705',
    ],
    ['Your recipe card', 'Your recipe card: 392705\n\nShape the rolls, then pop them into the oven for 20 minutes.\n', null],
    ['Digits', 'Here they are:\n\n3 9 2 7 0 5\n\nAgain, three nine two. Key them into the app.\n', null],
    // Groups of letters and digits under a label, the last one shorter; not a word after the value.
    [
      'Your activation key',
      'Your activation key for the app is:\n\n    9QK3 M7XT D2\n\nEnter the 10 characters without spaces.\n',
      '9QK3M7XTD2',
    ],
    ['Login code', 'Your login code is 7QD 4MX to log in from a new device.\n', '7QD4MX'],
    // "When prompted, enter …"; not a door's.
    [
      'Please sign: lease renewal',
      'Harbour Lettings requires an extra step before you can open this envelope. When prompted, enter 316 042.\n',
      '316042',
    ],
    ['Your stay', 'When prompted, enter 3160 at the gate keypad to open the door.\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it('answers a brand, its code, "Expires in 10 min" and "not you? ignore this", not a sale that ends in 10 minutes', () => {
    const rows = (...cells: string[]) => `<table>${cells.map((c) => `<tr><td>${c}</td></tr>`).join('')}</table>`;
    const big = (v: string) => `<span style="font-size:44px;font-weight:800">${v}</span>`;
    expect(run('✂️ Snapkit', '', rows('SNAPKIT', big('502716'), 'Copy. Paste. Go.', 'Expires in 10 min · not you? ignore this')).code).toBe(
      '502716',
    );
    expect(
      run('⚡ 10 minutes only', '', rows('FLASH SALE', big('502716'), 'Half price on Pro. Ends in 10 min', 'Shop now')).code,
    ).toBeNull();
  });
});

describe('links', () => {
  const button = (href: string, label: string): string =>
    `<p><a href="${href}" style="background:#222;color:#fff;padding:12px 20px">${label}</a></p>`;
  it('takes "Confirm my spot" of a waitlist whose mail asks to confirm the address, not a webinar\'s', () => {
    const url = 'https://waitly.test/waitlist/confirm?id=wl_77&k=Tq9Zm2Lp';
    const waitlist = `<p>You are #77 on the list, but only if you confirm your email within 48 hours.</p>${button(url, 'Confirm my spot →')}`;
    expect(run('Confirm your spot', '', waitlist).verificationLink).toBe(url);
    const webinar = `<p>Join our webinar on Thursday.</p>${button('https://waitly.test/w/confirm?id=wb_9&u=51', 'Confirm my spot')}`;
    expect(run('Webinar on Thursday', '', webinar).verificationLink).toBeNull();
  });

  it('gives no link for a referral\'s "Claim my free month"', () => {
    const html = `<p>Ana invited you. Join with her referral code and you both get a month free.</p>${button('https://waitly.test/signup?ref=ANA-4K7Q', 'Claim my free month')}`;
    expect(run('Ana sent you a free month', '', html).verificationLink).toBeNull();
  });

  it('reads "Reset your <brand> password" as the mail\'s purpose, and "reset the password for …" as before', () => {
    const url = 'https://app.tinyco.test/reset-password/3c8e1f0a-72d4-4b9e-a1c5-6e0f2d8b7a93';
    expect(
      run('Reset your Tiny Co password', `Forgot your password?\n\nReset it here:\n${url}\n\nThe link is good for 30 minutes.\n`)
        .verificationLink,
    ).toBe(url);
    const reset = run(
      'Password reset request',
      `We received a request to reset the password for account\nTW55012873. Click the link below to choose a new password:\n\n${url}?mid=TW55012873\n`,
    );
    expect(reset.code).toBeNull();
  });
});
