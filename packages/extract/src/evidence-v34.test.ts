import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 34, each written against the development mail of its class (corpus/dev, dv29-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A negative word right after its own number labels nothing below.
    ['Confirm your rule', 'Type these numbers to confirm the new rule with transfers of $250 USD every Monday:\n\n3 8 1 0 5 2\n', '381052'],
    ['Your transfer', 'Amount sent: $250 USD\n\n3 8 1 0 5 2\n', null],
    // "Copy and paste" ⏎ value ⏎ where.
    ['Your payslips', 'Copy and paste\n\n    52210938\n\ninto the Ledgerline window you have open.\n', '52210938'],
    // Two groups of three; a lone five under a line that signs in. Not a postcode, not a model.
    ['Your login', "Here's your code\n\nT7M 2QX\n\nUse it to log in. It works for 10 minutes.\n", 'T7M2QX'],
    ['Verify your email', 'Confirm your address:\nhttps://shop.test/verify?t=Zk29xQ7mW3\n\nShop Ltd\nEdinburgh\nEH3 7HA\n', null],
    ['Sign in', 'Use the link to sign in:\nhttps://shop.test/login?t=Zk29xQ7mW3\n\nOttawa ON\nK1A 0B1\n', null],
    ['New device', 'Here is the Guard code you need to sign in to account kim_88:\n\n8QVKD\n', '8QVKD'],
    ['Your receipt', 'Model:\n\nA7X2B\n\nThank you for your order.\n', null],
    ['Your locker', 'Your locker:\n\n4TXQM\n\nPick up within 3 days.\n', null],
    // The reader's own request, and a verb.
    ['New device', 'You asked to add a second device to your account.\n\nType 5512 in the app on the new device.\n', '5512'],
    ['Your call', 'You asked for a call back.\n\nOur number is 5512 7781.\n', null],
    // Dashes a mail calls optional stay as shown (DECISIONS §4: a dash carried by the code is kept).
    [
      'Add this device',
      'Add this device and type the pairing code:\n\nTQX-4MP-9RW\n\nDashes are optional. It expires in 10 minutes.\n',
      'TQX-4MP-9RW',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  const approve = 'https://id.corp.test/device/confirm?d=kw_dev_8841c2&r=9a0f7e&answer=yes';
  it.each([
    // A URL alone under one disowning sentence is disowned; under a paragraph that asked first, it is not.
    [
      'Your sign-in code',
      'If this was not you, please reset your password to protect your account.\nhttps://l.test/c?u=pwreset9Xk2&g=1\n',
      null,
    ],
    [
      'Confirm your account',
      "Click the link below to verify your email address. If this wasn't you, please ignore this email.\n\nhttps://social.test/auth/confirmation?confirmation_token=Hq2vYx_8kT2\n",
      'https://social.test/auth/confirmation?confirmation_token=Hq2vYx_8kT2',
    ],
    // A check-in or a boarding pass is a transaction; verifying one's identity for it still asks.
    ['Check-in confirmation P4XQ7K', 'Get your boarding pass:\nhttps://air.test/boarding-pass?pnr=P4XQ7K&s=a1b2c3d4e5f6\n', null],
    // An offer is activated, no address.
    ['Cashback weekend', 'Activate the offer:\nhttps://mkt.test/c/2/cashback-terms?e=b64a1d\n', null],
    ['Activate your account', 'Activate your account:\nhttps://app.test/activate?t=Zk29xQ7mW3\n', 'https://app.test/activate?t=Zk29xQ7mW3'],
    // Polish invitations.
    [
      'Zaproszenie',
      'Michał zaprosił Cię do zespołu.\nPrzyjmij zaproszenie:\nhttps://app.test/zaproszenie/akceptuj?id=inv_5d1c8e0b27\n',
      'https://app.test/zaproszenie/akceptuj?id=inv_5d1c8e0b27',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).verificationLink).toBe(want));

  it('takes an approval whose id has underscores', () => {
    const html = `<p>If this was you, confirm the device:</p><p><a href="${approve.replace(/&/g, '&amp;')}">Yes, it was me – approve this device</a></p>`;
    expect(run('New device sign-in', '', html).verificationLink).toBe(approve);
  });
});

describe('intent', () => {
  it('reads "Verify your identity for check-in" as asking to verify', () =>
    expect(
      run('Verify your identity for check-in', 'Use the following to verify your identity.\n\n553107\n\nThis expires in 20 minutes.\n')
        .code,
    ).toBe('553107'));
});
