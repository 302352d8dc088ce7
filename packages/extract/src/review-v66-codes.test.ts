import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of versions 65 and 66 (fresh eyes; 144 probes and three sweeps over the dev mail, 4,511 runs): each case
// here was answered wrongly by version 66 and is answered rightly by version 67 (generated from the review's findings,
// /work/review66/final.mjs). A case names the code or the link it wants; a null wants none. Findings left open are in
// docs/extraction.md.
interface Probe {
  id: string;
  s: string;
  t: string;
  h: string;
  code?: string | null;
  link?: string | null;
}
const PROBES: Probe[] = [
  {
    id: 'spent-willbe',
    s: 'Your verification code',
    t: 'Hello,\n\nYour verification code: 482913\nThis code will be expired in 10 minutes.\n\nThanks,\nShopee',
    h: '',
    code: '482913',
  },
  {
    id: 'spent-willbe2',
    s: 'OTP for login',
    t: 'Dear customer,\nYour OTP is 739201. This code will be expired after 5 minutes. Do not share it with anyone.\n',
    h: '',
    code: '739201',
  },
  {
    id: 'spent-willget',
    s: 'Login code',
    t: 'Your login code is 551902.\nThis code will get expired in 15 minutes.',
    h: '',
    code: '551902',
  },
  {
    id: 'spent-isexpired-after',
    s: 'Verification Code',
    t: 'Verification code: 662014\nThis code is expired after 30 minutes and can be used only once.',
    h: '',
    code: '662014',
  },
  {
    id: 'spent-canonly',
    s: 'Your security code',
    t: 'Security code: 308155\nThis code can only be used once and is automatically expired after 10 minutes.',
    h: '',
    code: '308155',
  },
  {
    id: 'spent-automatically',
    s: 'Your One-Time Password',
    t: 'One-Time Password: 220918\nThis code gets expired automatically after 3 minutes.',
    h: '',
    code: '220918',
  },
  {
    id: 'spent-valid-if-expired',
    s: 'Your verification code',
    t: 'Your verification code is 381920.\nThis code is valid for 10 minutes, if expired please request a new one.',
    h: '',
    code: '381920',
  },
  {
    id: 'spent-semicolon',
    s: 'Login code',
    t: 'Login code: 550213\nThis code is valid for 5 minutes; once expired, you can request another from the app.',
    h: '',
    code: '550213',
  },
  {
    id: 'spent-expired-codes',
    s: 'Your Acme code',
    t: 'Your code is 662901\nThis code is valid for 10 minutes and expired codes cannot be reused.',
    h: '',
    code: '662901',
  },
  {
    id: 'spent-pin-will-be',
    s: 'PIN',
    t: 'Your one-time PIN is 4417.\nThis PIN will be expired after 3 minutes.',
    h: '',
    code: '4417',
  },
  {
    id: 'spent-de-style',
    s: 'Ihr Bestätigungscode',
    t: 'Ihr Bestätigungscode: 448120\nThis code will be expired in 10 minutes.',
    h: '',
    code: '448120',
  },
  {
    id: 'willbe-fr',
    s: 'Votre code de vérification',
    t: 'Votre code de vérification : 448120\nThis code will be expired in 10 minutes.',
    h: '',
    code: '448120',
  },
  {
    id: 'willbe-becomes',
    s: 'Your one-time passcode',
    t: 'Passcode: 220918\nThis passcode will be expired soon.',
    h: '',
    code: '220918',
  },
  {
    id: 'willbe-code-is-expired-once',
    s: 'Your security code',
    t: 'Security code: 880142\nThis code can be used once and is expired after 10 minutes for your safety.',
    h: '',
    code: '880142',
  },
  {
    id: 'willbe-valid-expired-reuse',
    s: 'Your Acme login code',
    t: 'Your login code: 771902\nThis code is valid for 10 minutes, after that it is expired.',
    h: '',
    code: '771902',
  },
  {
    id: 'subjtag-otp',
    s: 'Your OTP for login [123456]',
    t: 'Hi, use the OTP in the subject to sign in. It expires in 5 minutes.',
    h: '',
    code: '123456',
  },
  {
    id: 'subjtag-signin',
    s: 'Sign in to Acme [482913]',
    t: 'Enter the code shown in the subject line to sign in. It expires in 10 minutes.',
    h: '',
    code: '482913',
  },
  {
    id: 'subjtag-verify',
    s: 'Verify your email [604518]',
    t: 'Welcome to Fernly! Enter the 6-digit code from the subject to verify your email.',
    h: '',
    code: '604518',
  },
  {
    id: 'subjtag-wa',
    s: 'WhatsApp Business verification [551902]',
    t: 'Enter the code in the subject to verify your number.',
    h: '',
    code: '551902',
  },
  {
    id: 'subjtag-dash',
    s: 'Verify your account - [882014]',
    t: 'Hi! Enter the code from the subject to verify your account. It expires in 15 minutes.',
    h: '',
    code: '882014',
  },
  {
    id: 'ex-for-illus',
    s: 'About verification codes',
    t: 'Codes look like this example:\n\n604 518\n\nWe never send codes you did not request.',
    h: '',
    code: null,
  },
  {
    id: 'ex-sample-sms',
    s: 'Your new card',
    t: 'Here is a sample message you might receive when paying online:\n"Acme Bank: 482913 is your code for payment of EUR 12.00"\nNever share this code.',
    h: '',
    code: null,
  },
  {
    id: 'ex-like-this',
    s: 'Two-step verification is on',
    t: 'From now on we will text you a code when you sign in. It will look like this example:\n\nAcme: 448120 is your verification code.\n\nNo action needed.',
    h: '',
    code: null,
  },
  {
    id: 'ex-example-below',
    s: 'How verification works',
    t: 'Below is an example of the email you will receive:\n\nYour code: 381920\n\nEnter it within 10 minutes.',
    h: '',
    code: null,
  },
  {
    id: 'ex-sample-code-look',
    s: 'Your new security key',
    t: 'Codes from your key look like this example:\n\n448 120\n\nPress the button on the key to get a new one.',
    h: '',
    code: null,
  },
  {
    id: 'greet-member',
    s: 'Welcome to FitZone',
    t: "55190233\nHi Tom, that's the one you need in the FitZone app to book classes - your membership number.",
    h: '',
    code: null,
  },
  {
    id: 'greet-table',
    s: 'Your table at Nora',
    t: "5519\nHi Ben, that's the one you need at the door page of the app - your booking number.",
    h: '',
    code: null,
  },
  {
    id: 'greet-app-points',
    s: 'Your loyalty card',
    t: "6033 9912\nHi Lea, that's the one you need in the Bonus app to collect points at the till.",
    h: '',
    code: null,
  },
  {
    id: 'bydef-code',
    s: 'Your login code',
    t: 'Your login code is 448120, by default valid for 10 minutes.',
    h: '',
    code: '448120',
  },
];

describe('review of version 66: codes', () => {
  it.each(PROBES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t, html: p.h });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
  });
});
