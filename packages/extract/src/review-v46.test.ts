import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 46 (its probes, each of ordinary mail): what the new readings over-reached, mended in
// version 47. Every case here was answered wrongly by version 46.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const rows = (...cells: string[]) => `<table>${cells.map((c) => `<tr><td>${c}</td></tr>`).join('')}</table>`;
const big = (v: string) => `<span style="font-size:44px;font-weight:800">${v}</span>`;
const button = (href: string, label: string) =>
  `<p><a href="${href}" style="background:#222;color:#fff;padding:12px 20px">${label}</a></p>`;
const MAGIC = 'https://app.acme.test/auth/magic?token=Qm2Lk9ZpXa77';

describe('codes', () => {
  it.each([
    // "<noun> Code No: N" is that noun's number, not the code.
    [
      'Agent portal login',
      'Dear Partner,\nAgent Code No: 48213\nUse 604218 to log in to the agent portal. It expires in 10 minutes.\n',
      '604218',
    ],
    ['HRMS login', 'Employee Code No: 100482\nEnter 604218 to sign in to HRMS.\n', '604218'],
    ['Tax invoice INV-2291', 'Tax Invoice\nItem: Laptop stand\nHSN Code No: 84733099\nGST: 18%\nTotal: ₹1,416.00\n', null],
    ['Welcome to Infra Ltd', 'Welcome aboard. Your Employee Code No: 482913\nPlease quote it in all HR correspondence.\n', null],
    ['Address updated', 'Your address has been updated: 14 Lake Road, Kolkata, Pin Code No: 700091\n', null],
    // A code under a line that ends in a card's or an order's short number.
    [
      'Your one-time passcode',
      'One-time passcode for your purchase with card ending 4821\n604218\nDo not share this code. It expires in 5 minutes.\n',
      '604218',
    ],
    ['Verify your purchase', 'Verification code for order 4821\n482913\nIt expires in 10 minutes.\n', '482913'],
    // A non-native "code of activation".
    ['Activate your account', 'Thank you for registering. Your code of activation is 482913.\n', '482913'],
    ['Authentication', 'Here is your code of authentication: 482913. Valid 5 minutes.\n', '482913'],
    // "PIN code" in a sentence with commas that is no address.
    ['NetBanking login', 'Dear Customer, for login to NetBanking, PIN code: 482913. Valid for 5 mins. Do not share.\n', '482913'],
    // "Do not confuse" names the other value, not the code before it.
    ['Votre code de vérification', 'Votre code de vérification : 482913. Ne le confondez pas avec votre code PIN.\n', '482913'],
    ['Tu código', 'Código de verificación: 482913. No lo confunda con su PIN.\n', '482913'],
    // "ends in" of a parking session or an auction is no code's expiry.
    ['Parking reminder', 'Your parking ends in 15 minutes. To extend, enter 4821 in the PayByPhone app.\n', null],
    ['Outbid!', 'You have been outbid on item 482913. Bidding ends in 10 minutes. Enter 482913 in the search bar to find it.\n', null],
    ['Your hotspot', 'Your hotspot session dies in 30 minutes. Type 4821 on the router screen to extend it.\n', null],
    // A voucher or a level that "unlocks" something; a ticket that is "your way into the show".
    ['Weekend treat', 'K7PQ-2XMW unlocks a free coffee on your app. Show it at the till.\n', null],
    ['Your tickets for tonight', "48213977\nThat's your way into the show tonight. Doors open 19:00.\n", null],
    ['Recovery', "604218\nThat's your way back into your account. It expires in 15 minutes.\n", '604218'],
    // A licence's registration key; a one-time session code.
    [
      'Your PhotoPro licence',
      'Thank you for purchasing PhotoPro 12.\nYour personal registration key: KW4T-7QRP-2MXD-9LPT\nKeep it safe - you need it to reinstall.\n',
      null,
    ],
    ['Your Acme login', 'Your one-time session code is 482913. It expires in 5 minutes.\n', '482913'],
    // Units only where they are units ("l'application", "KW 48" is a week).
    ['Ihr Code', 'Ihr Code: 482913 KW 48\n', '482913'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it('keeps a code and a link whose mail says "Not you? No action is required."', () => {
    expect(
      run(
        'Acme',
        '',
        rows('Acme', big('604 218'), 'Use this in the app to log in. Expires in 10 minutes.', 'Not you? No action is required.'),
      ).code,
    ).toBe('604218');
    const html = `<p>Click to sign in to Acme.</p>${button(MAGIC, 'Sign in')}<p>Didn't request this? No action is required.</p>`;
    expect(run('Your magic link', '', html).verificationLink).toBe(MAGIC);
    const text = `Click this link to sign in:\n${MAGIC}\n\nThe link expires in 15 minutes. You don't need to do anything else.\n`;
    expect(run('Sign in to Acme', text).verificationLink).toBe(MAGIC);
  });
});

describe('links', () => {
  it('takes a waitlist\'s "Confirm my spot" to a confirm-email page; not an ID vendor\'s "Verify on IDScan" as a block explorer', () => {
    const url = 'https://app.test/confirm-email?token=Zq8Lm2Kp99Ab';
    const html = `<p>Please confirm your email address to keep your place on the waitlist.</p>${button(url, 'Confirm my spot')}`;
    expect(run('Confirm your spot on the waitlist', '', html).verificationLink).toBe(url);
    const id = 'https://verify.idscan.test/session?token=Zq8Lm2Kp99Ab';
    const kyc = `<p>To finish opening your account, please verify your identity.</p>${button(id, 'Verify on IDScan')}`;
    expect(run('Verify your identity', '', kyc).verificationLink).toBe(id);
  });

  it('takes no other link written after a code with four words of its own, nor "Track my order" that carries the code', () => {
    expect(
      run('Your code', 'Your code is 441902.\nOr view your statement here: https://acme.test/statements/view?token=Zq8Lm2Kp99AbXy\n')
        .verificationLink,
    ).toBeNull();
    const html = `<p>Enter the code <b>482913</b> at checkout to confirm your purchase.</p>${button('https://shop.test/verify-purchase?c=482913', 'Track my order')}`;
    expect(run('Confirm your purchase', '', html).verificationLink).toBeNull();
  });
});
