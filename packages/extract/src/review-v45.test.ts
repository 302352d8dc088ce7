import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 45 (its probes, each of ordinary mail): what the new readings over-reached, mended in
// version 46. Every case here was answered wrongly by version 45.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const rows = (...cells: string[]) => `<table>${cells.map((c) => `<tr><td>${c}</td></tr>`).join('')}</table>`;
const big = (v: string) => `<span style="font-size:44px;font-weight:800">${v}</span>`;
const button = (href: string, label: string) =>
  `<p><a href="${href}" style="background:#222;color:#fff;padding:12px 20px">${label}</a></p>`;

describe('no code where version 45 gave one', () => {
  it.each([
    // A pronoun that means a noun the value counts, or a place that is no app of the sender's.
    ['Your weekly round-up', 'You saved\n\n1250\n\nbonus points this month! Put them into your savings pot in the app to earn more.\n'],
    ['Stickers', 'You unlocked\n\n4821\n\nstickers! Pop them into any chat in the app.\n'],
    ["Today's target", "Today's target\n\n2200\n\nkcal. Enter them into the tracker page after each meal.\n"],
    ['Your order is ready', 'Thanks for ordering at Burger Barn!\n\n4821\n\nType it into the pickup kiosk screen to collect your meal.\n'],
    // "When prompted, enter …" on a call, a keypad, a network, or with more said of the value.
    ['Quarterly review call', 'Dial +1 415 555 0100. When prompted, enter 482913 followed by the pound key.\n'],
    ['Your router is installed', 'Connect to the network HomeNet-5G. When asked, enter 48213377 and tap Join.\n'],
    ['Paying by phone', 'Call 0800 123 4567. When prompted, enter 10482273, your account number, then the amount.\n'],
    ['Finish setting up your card reader', 'Plug in the reader and open the app. When prompted, enter 10001 as your billing ZIP.\n'],
    ['Check-in details', 'Your room is ready. If asked, enter 4821 at the front desk tablet.\n'],
    // An event's, a pass's or a course's registration code.
    [
      'Summit 2026: your complimentary pass',
      'To claim your free pass, enter the following registration code at checkout:\nRegistration code: 48213\n',
    ],
    ['Your course materials', 'To join, enter your registration code on the course page:\nRegistration code: ZP47QW8K\n'],
    // "a booking." is no likening.
    ['See you soon', 'You made a booking.\n\n482913\n\nEnter it in the app to check in.\n'],
    // A postcode, a number plate, a unit after groups.
    ['Your login code', 'Your login code is:\nSW1A 1AA\n'],
    ['Your parking code', 'Your parking code:\nKX21 4BD\n'],
  ])('%s', (subject, text) => expect(run(subject, text).code).toBeNull());

  it.each([
    ['Keep your streak!', rows('🔥', big('1250'), 'day streak. Practice in the next 30 minutes or it expires!', 'Not you? Unsubscribe')],
    ['Almost sold out', rows('Only', big('1250'), 'tickets left. Your cart expires in 10 minutes.', 'Not you? Ignore this')],
    ['Your cart is reserved', rows('Seats held', big('1250'), 'Your reservation expires in 15 minutes.', 'Not you? Ignore this email')],
    ['You earned points', rows('You earned', big('1250'), 'points. Offer expires in 30 minutes.', 'Not you? Ignore this')],
    [
      'Parking session expiring',
      rows('ParkEasy', big('4410'), 'Zone 4410 session expires in 10 min. Extend in the app.', "Wasn't you? Ignore this"),
    ],
  ])('%s (a big number, an expiry and "not you?")', (subject, html) => expect(run(subject, '', html).code).toBeNull());
});

describe('codes version 45 lost', () => {
  it.each([
    ['OTP for login', 'OTP No: 583104\nValid for 5 minutes. Do not share.\n', '583104'],
    ['Verify your account', 'Verification No: 583104\n\nUse it to verify your account. Expires in 10 minutes.\n', '583104'],
    ['Acceso', 'Código de acesso nº: 583104\nVálido por 5 minutos.\n', '583104'],
    [
      'Sign in to Quill',
      "Your Acme verification code:\n\n604218\n\nOn iPhone the code fills in automatically, so you don't have to type it yourself.\n",
      '604218',
    ],
    [
      'Your login code',
      'Your login code is 604218.\n\nIf you use our app, you do not need to enter it anywhere yourself - it is filled in for you.\n',
      '604218',
    ],
    ['New message', 'Tallyo: Welcome back, code 482913 is valid for 10 minutes.\n', '482913'],
    ['Quill', 'Quill: sign in – code 482913. Expires in 10 min.\n', '482913'],
    ['Sign in', 'Account: sam@example.com – code 482913\nEnter it on the sign-in page. It expires in 10 minutes.\n', '482913'],
    ['Quill', 'Codes from Quill always look like this:\n\n482913\n\nEnter it on the sign-in page. It expires in 10 minutes.\n', '482913'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps a verification link whose button also names a free trial or gift', () => {
    const url = 'https://app.pixelo.test/verify-email?token=9f2KqZ7xL0';
    const html = `<p>Please confirm your email address to start your 14-day free trial.</p>${button(url, 'Confirm email &amp; start free trial')}`;
    expect(run('Confirm your email to start your free trial', '', html).verificationLink).toBe(url);
    const gift = 'https://gifty.test/confirm-email?token=Qm2Lk9Zp';
    expect(run('Confirm your email to claim your free gift', '', button(gift, 'Claim my free gift')).verificationLink).toBe(gift);
  });

  it('takes "Confirm my spot" only for a waitlist, not a class whose mail also asks to confirm the address', () => {
    const html = `<p>Class tomorrow at 7am. Tap below to confirm your spot. Make sure to confirm your email address in your profile too.</p>${button('https://yogi.test/booking/confirm?b=4410', 'Confirm my spot')}`;
    expect(run('Your yoga class tomorrow', '', html).verificationLink).toBeNull();
  });
});
