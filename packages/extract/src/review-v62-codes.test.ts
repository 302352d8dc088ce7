import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of version 62 (fresh eyes; 293 probes, the dev mail as it is, and 5,453 mutated dev mails in two sweeps): each
// case here was answered wrongly by version 62 and is answered rightly by version 64 (generated from the review's findings,
// /work/review62/final.mjs, with the HTML its helpers built written out). A case names the code or the link it wants; a null
// wants none. Findings left open (the reviewers' probes contradict, or a gap) are in docs/extraction.md.
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
    id: 'O-share-1',
    s: 'Your Acme verification code',
    t: "Your verification code is 482913 - please don't share your code with anyone.\n",
    h: '',
    code: '482913',
  },
  {
    id: 'O-share-2',
    s: 'Verify your account',
    t: 'Use 482913 to verify your account and never share your code with anyone.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-share-3',
    s: 'Your Wise code',
    t: '',
    h: "<p>Your code is <b>482913</b> (please don't share your code with anyone, even Wise staff).</p>",
    code: '482913',
  },
  {
    id: 'O-share-4',
    s: 'Your Acme code',
    t: "Acme: 482913 is your code, don't share your code with anyone.\n",
    h: '',
    code: '482913',
  },
  {
    id: 'O-refer-1',
    s: 'Verify your phone number',
    t: 'Enter 482913 in the app to verify your number and get your referral code.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-refer-2',
    s: 'Welcome to Revolut',
    t: 'Your verification code is 582 013 - once verified, invite friends and earn £50.\n',
    h: '',
    code: '582013',
  },
  {
    id: 'O-next-1',
    s: 'Your new verification code',
    t: 'Here is your new verification code: 482913. The code we sent you earlier has expired.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-next-2',
    s: 'Your new Acme code',
    t: '',
    h: '<p>Here is your new verification code:</p><p style="font-size:28px"><b>482913</b></p><p>The code we sent you earlier is no longer valid.</p>',
    code: '482913',
  },
  {
    id: 'O-next-3',
    s: 'Reset your PIN',
    t: 'Your one-time reset code is 48291. The code you requested yesterday has expired.\n',
    h: '',
    code: '48291',
  },
  {
    id: 'O-next-4',
    s: 'Your code',
    t: 'Your code: 482913\n\nThe code you received a few minutes ago was already used, so we sent you this one.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-next-5',
    s: 'Your sign-in code',
    t: '',
    h: '<h1>482913</h1><p>This code is no longer valid after 10 minutes or once it has been used.</p>',
    code: '482913',
  },
  {
    id: 'O-next-6',
    s: 'Your Steam Guard code',
    t: 'Login code: F4K9R\nThis code is no longer valid after 15 minutes.\n',
    h: '',
    code: 'F4K9R',
  },
  {
    id: 'O-auth-1',
    s: 'Please authorize this transaction',
    t: 'Card ending 4417 was used for $1,249.00 at BESTBUY.COM.\nAuth code:\n604117\n\nReply YES to approve or NO to decline.\n',
    h: '',
    code: null,
  },
  {
    id: 'O-auth-2',
    s: 'Authorize this transaction',
    t: 'Merchant: BESTBUY.COM\nAmount: $1,249.00\nAuth. code:\n604117\n',
    h: '',
    code: null,
  },
  {
    id: 'O-calls-1',
    s: 'Your home policy is almost ready',
    t: '',
    h: '<html><body><h2>Harrowgate Insurance - identity check</h2><p>Dear Mr Okafor,</p><p>Your home insurance quote HQ-55120-09 (premium GBP 388.12, start 1 March 2027) is ready. Before we issue the policy we need to confirm your identity.</p><p>Type this in the Harrowgate app when asked: 730615</p><p>(valid 10 minutes)</p><p>Questions about your quote? Call us on 0800 123 4567, Mon-Fri 9am-5pm.</p><p>Harrowgate Insurance Ltd, 4 King Street, York YO1 9SP. FRN 662031.</p></body></html>',
    code: '730615',
  },
  {
    id: 'O-calls-2',
    s: 'Your home policy is almost ready',
    t: '',
    h: '<html><body><h2>Harrowgate Insurance - identity check</h2><p>Dear Mr Okafor,</p><p>Your home insurance quote HQ-55120-09 (premium GBP 388.12, start 1 March 2027) is ready. Before we issue the policy we need to confirm your identity.</p><p>Type this in the Harrowgate app when asked: 730615</p><p>(valid 10 minutes)</p><p>Prefer to do this by phone? Our team can help on 0800 123 4567.</p><p>Harrowgate Insurance Ltd, 4 King Street, York YO1 9SP. FRN 662031.</p></body></html>',
    code: '730615',
  },
  {
    id: 'O-calls-3',
    s: 'Your order is almost complete',
    t: '',
    h: "<h2>Verify your identity</h2><p>Before we ship order 88213 (£1,249.00) we need to check it's you.</p><p>Type this in the Argos app when asked: 204817</p><p>(valid 10 minutes)</p><p>Argos will never ask for this code - if someone does, call us on 0345 640 2020.</p>",
    code: '204817',
  },
  {
    id: 'O-willfinish',
    s: 'Almost done',
    t: 'Hi Sam,\n\n482913 will complete your registration. Enter it on the sign-up page within 10 minutes.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-bracket-1',
    s: 'Verification code: [482913]',
    t: 'Hi,\n\nPlease use the code in the subject line to verify your email.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-bracket-2',
    s: 'Your code is [ 482913 ]',
    t: 'Enter the code from the subject to continue.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-bracket-3',
    s: "Re: Can't log in",
    t: "##- Please type your reply above this line -##\n\nHi Sam,\n\nI've reset your 2FA. Your temporary sign-in code is:\n\n[482913]\n\nIt expires in 1 hour.\n\nMaria, Acme Support\n",
    h: '',
    code: '482913',
  },
  {
    id: 'O-prefix-1',
    s: 'Your verification code',
    t: 'G-482913 is your verification code.\n\nCodes from us always start with G- followed by six digits. Type only the digits.\n',
    h: '',
    code: '482913',
  },
  {
    id: 'O-prefix-2',
    s: 'Your Microsoft account code',
    t: 'Security code: MS-718204\n\nOnly enter the numbers. Codes starting with MS- come only from us.\n',
    h: '',
    code: '718204',
  },
  {
    id: 'O-prefix-3',
    s: 'Tu código de acceso',
    t: 'Tu código de acceso: QY-718204\n\nEl código siempre empieza con QY- y seis dígitos; escribe solo los dígitos.\n',
    h: '',
    code: '718204',
  },
  {
    id: 'O-prefix-4',
    s: 'Your Quay sign-in code',
    t: 'Your sign-in code: QY-718204\n\nThe app fills in the part with QY- for you, so just type the six digits.\n',
    h: '',
    code: '718204',
  },
  {
    id: 'O-relay',
    s: 'SMS from DPD',
    t: 'You have received a new SMS message.\n\nFrom: DPD\nReceived: 05/01/2027 09:12\n\nMessage:\nDPD: 48291037. Your parcel will arrive today 10:15-11:15.\n\n--\nForwarded by SMSBridge.\n',
    h: '',
    code: null,
  },
  {
    id: 'O-pointer-1',
    s: 'Your code',
    t: 'Use 482913 to verify your phone number.\n\nSurvey: tell us about your experience - click the link below:\nhttps://survey.example.com/s/8f2k9x3m7q\n',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'O-pointer-2',
    s: 'Your door code for Saturday',
    t: 'Hi Jo, your booking BK-48291 at The Loft is confirmed for Sat 14 June.\n\nVerification code for check-in: 482913\n\nDirections and parking - open this link:\nhttps://maps.app.goo.gl/Xk2dP9qLmZ7\n',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'O-pointer-4',
    s: 'Your Acme code',
    t: 'Code: 482913\n\n* Your welcome gift - open this link:\nhttps://acme.example.com/gift/8f2k9x3m7q\n',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'G-expired-it',
    s: 'Re: Code not working',
    t: 'Hi Sam,\n\nYou tried the code 880214 at 09:32. It had already expired by then - codes only last 10 minutes.\n\nPlease request a new one in the app.\n',
    h: '',
    code: null,
  },
  {
    id: 'G-prefix-included',
    s: 'Your sign-in code',
    t: 'Your sign-in code: QY-718204\n\nType the whole thing, QY- included.\n',
    h: '',
    code: 'QY-718204',
  },
  {
    id: 'G-willfinish-2',
    s: 'Your Acme account',
    t: '482913 will get you into your account. It works for 10 minutes.\n',
    h: '',
    code: '482913',
  },
];

describe('review of version 62: codes', () => {
  it.each(PROBES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t, html: p.h });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
  });
});
