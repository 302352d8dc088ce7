import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 35, each written against the development mail of its class (corpus/dev, dv30-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A code whose own line verifies, in a mail whose subject sells; a coupon's line does not verify.
    [
      'Confirm your email to open your shop',
      'To confirm this email address is yours, enter the following code:\n\n    ZK4-71QM\n',
      'ZK4-71QM',
    ],
    ['Open your shop today', 'Use the following code at checkout:\n\n    ZK4-71QM\n', null],
    // An "Authorization code" is a sign-in's where the subject asks to authorize a device, a payment's elsewhere.
    ['Authorize new device', 'A login attempt from a new device.\n\nAuthorization code: 9QF2K7\n\nValid for 30 minutes.\n', '9QF2K7'],
    ['Card payment receipt', 'You paid EUR 42.10.\n\nAuthorization code: 482913\n', null],
    // The head of a masked value is none.
    ['One Time Password', 'PIN: B0417*****Z\n\nOne Time Password: vt58qn\n', 'vt58qn'],
    // A class's, a registry's code label their own values.
    ['Class invitation', 'Class code: 7MATH-25\n\nAccept the invitation to join.\n', null],
    ['Verification complete', 'Your identity has been verified.\n\nIdcheck OÜ · Tallinn · Reg. code 16554021\n', null],
    // One digit among letters, in mixed case, that spell nothing; not a product.
    ['Your sign-in code', 'Here is the one-time code you need to finish signing in:\n\nWp3KxT\n', 'Wp3KxT'],
    ['Your order', 'Model:\n\niPhone4\n', null],
    // "ID code" is a code; a reference in brackets after a code leaves it alone in its line.
    ['GovPass', '604117 is your GovPass ID code. It expires in 3 minutes.\n', '604117'],
    ['Confirm your email', 'Enter the following OTP code in the app:\n518440 (Ref: ZQTX)\n\nThe OTP expires in 5 minutes.\n', '518440'],
    // A contract of sale sells nothing.
    ['Finish signing: Contract of Sale', "Type 771204 on the signing page to apply your signature. It's valid for 10 minutes.\n", '771204'],
    // "Key these into the app" below a lone code.
    ['Almost there', '4 2 9 1 0 8\n\nKey these into the app to finish creating your profile.\n', '429108'],
    // A Persian house number is an address's.
    ['تکمیل احراز هویت', 'سامانهٔ احراز هویت | تهران، پلاک 2410 | تلفن: 021-55501234\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it.each([
    ['Trade Confirmation', '', '<p><a href="https://www.broker.test/documents?type=confirms">Statements</a></p>', null],
    [
      'Your certificate',
      '',
      '<p>Check it at <a href="https://learn.test/certificates/validate?id=LL-88341">learn.test/certificates/validate</a></p>',
      null,
    ],
    [
      'تکمیل احراز هویت',
      '',
      '<p><a href="https://app.test/kyc/start?session=hv_71c4f0e2a7b3">شروع احراز هویت</a></p>',
      'https://app.test/kyc/start?session=hv_71c4f0e2a7b3',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
