import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 43, each written against the development mail of its class (corpus/dev, dv37-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['Release payroll', 'Type 5188 2047 into Payroo to release the batch to the bank.\n', '51882047'],
    ['Activate your account', 'Activate it with the key below.\n\n    ACTIVATION KEY:   K7QD-38PX-NB2T-9RZM\n', 'K7QD-38PX-NB2T-9RZM'],
    ['Your licence', 'Licence key: K7QD-38PX-NB2T-9RZM\n', null],
    [
      'Transaction Authorisation',
      'Your transaction authorisation code: QT7-38M\nType the code exactly as shown, including the hyphen. It expires at 10:48.\n',
      'QT7-38M',
    ],
    ['Your receipt', 'Total: EUR 9.80\nAuthorisation code: 093741\nThank you for shopping with us.\n', null],
    ['Setting up your hub', 'Here you go: 5530-1982\nPop that into the setup page to link the hub to your account.\n', '55301982'],
    [
      'Link your scale',
      '481 207\n\nThat’s the number to put into the Balanza app to link your scale (Balanza S2, serial BZ-3391-0082) to your account.\n',
      '481207',
    ],
    ['Device binding', 'Enter the binding key below exactly as shown.\n\n  Binding key:   8QW3-R7NB-2KPD\n', '8QW3-R7NB-2KPD'],
    ['Sign in from a new device', 'To continue, enter this SafeCode in the app:\nSafeCode: 604183\n', '604183'],
    ['Your address was updated', 'Your address was updated.\nPostCode: 30017\n', null],
    ['コンビニ支払い', '以下の番号を入力してください\n第1番号（企業コード）：30030\n', null],
    ['New phone sign-in', 'To use Sakura on your new phone, type 52·18·07 in the app.\n', '521807'],
    ['Gift card', 'Mia sent you a gift card.\nGift card PIN: 3KQ7-XM2P-88RD-T4WA\nKey in the PIN above to redeem it.\n', null],
    ['Device binding key', '(CE No. AAB123 - licensed by the SFC)\nA request was made to bind a new device.\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('takes "Yes, link this band" and not "No, this was not me"', () => {
    const yes = 'https://account.stride.test/devices/approve?req=lr_8Zq2WmKx&decision=approve';
    const text = `Approve it below. Yes, link this band\n[${yes}]\nNo, this was not me\n[https://account.stride.test/devices/approve?req=lr_8Zq2WmKx&decision=deny]\n`;
    expect(run('Approve linking your band', text).verificationLink).toBe(yes);
  });
  it('takes "Complete linking:"', () => {
    const url = 'https://id.moon.test/link/complete?sid=MF-3a81c0d2&h=7b0e91f4';
    expect(run('Account linking', `Complete linking:\n${url}\n`).verificationLink).toBe(url);
  });
  it('takes a link whose line reports a card lost before it asks to confirm the address', () => {
    const url = 'https://www.bay.test/account/activate/4c2f70d4-1b3e-4a7d-8c55-e02b6f1a93d7';
    const text = `Before you can top up, or report it lost or stolen, please confirm your email address by visiting the link below:\n<${url}>\n`;
    expect(run('Activate your card account', text).verificationLink).toBe(url);
  });
  it('still refuses a link whose line asks to report', () => {
    const text = 'If this was not you, report it here:\nhttps://www.bay.test/report/phish?i=8812aa77\n';
    expect(run('Activate your card account', text).verificationLink).toBe(null);
  });
  it('takes a magic link that lands on a page of reports', () => {
    const url = 'https://app.tax.test/auth/magic?token=tw_mgc_8Hs2Kq0vYpT4Rz7WnQ1x&redirect=%2Freports%2F2025';
    expect(run('Sign in to Taxwise', `Sign in to Taxwise\n[${url}]\n`).verificationLink).toBe(url);
  });
  it("takes a bank-named code mail's approval link, the subject naming the code", () => {
    const url = 'https://secure.banksia.test/safecode/approve?rid=7XKQ2-9981-AB3F';
    const text = `Or approve the device by opening this link on the device you're signing in from:\n${url}\n`;
    expect(run('New device sign in - your SafeCode', text).verificationLink).toBe(url);
  });
});
