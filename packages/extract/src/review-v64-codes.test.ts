import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of versions 63 and 64 (fresh eyes; 220 probes and seven sweeps over the dev mail, about 7,180 runs): each case
// here was answered wrongly by version 64 and is answered rightly by version 66 (generated from the review's findings,
// /work/review64/final.mjs). A case names the code or the link it wants; a null wants none. Findings left open are in
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
    id: 'ex-sample-packs',
    s: 'Your Splice sign-in code',
    t: 'Hi Sam,\n\nYour sign-in code is:\n\n482913\n\nBrowse 50 new sample packs this week.\n\nThe Splice team',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-need-a-sample',
    s: 'Verify your email',
    t: 'Enter this code to verify your email address:\n482913\nNeed a sample? Request one in the app.\n',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-phishing-example',
    s: 'Your code',
    t: 'Your one-time code is 482913\nThis code expires in 10 minutes.\nSee an example of a phishing email in our help center.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-sample-design',
    s: 'Sign in to Canva',
    t: 'Your Canva code\n\n482913\n\nTry a sample design from our templates.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-password-tip',
    s: 'Your verification code',
    t: 'Use this code to finish signing up:\n\n482913\n\nTip: use a password that is hard to guess (example: a phrase of four random words).',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-free-sample-box',
    s: 'Your one-time passcode',
    t: 'Your one-time passcode:\n482913\nFree sample box included with your next order.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-free-sample-ready',
    s: 'Your Soundly verification code',
    t: 'Hi Alex,\nYour verification code:\n482913\nYour free sample is ready to download.\n',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'ex-paint-sample',
    s: 'Your Paint verification code',
    t: 'Your code: 482913\nOrder a free paint sample today.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'sp-it-replaces',
    s: 'Your new verification code',
    t: 'Your new sign-in code:\n482913\nIt replaces the code we sent earlier, which has expired.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'sp-it-replaces-any',
    s: 'Your new code',
    t: '482913\nIt replaces any code we sent you before, which has now expired.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'sp-not-expired-yet',
    s: 'Your verification code',
    t: 'Your verification code is below.\n482913\nIt has not expired yet, you have 10 minutes.',
    h: '',
    code: '482913',
    link: null,
  },
  {
    id: 'sp-label-then-this-code-expired',
    s: 'Your sign-in attempt',
    t: 'Sign-in code: 482913\nThis code was sent at 09:11 and expired after 10 minutes. Request a new one from the sign-in page.',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'sp-label-this-code-expired-at',
    s: 'Your code expired',
    t: 'Your code: 482913. This code expired at 09:21, so please request a new one.',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'se-previous-expired',
    s: 'Signing in to Pinebank (your previous code expired)',
    t: "Hi Ana,\n\nYou asked us for a way into Pinebank without your password. Here it is: 662019\nUse it within 10 minutes. If you didn't ask, you don't need to do anything.\n\nAccount: 4471 0925 3318\n",
    h: '',
    code: '662019',
    link: null,
  },
  {
    id: 'se-new-code-earlier-expired',
    s: 'New sign-in code: the one we sent earlier has expired',
    t: 'Hi Ana,\n\nHere it is: 662019\nUse it within 10 minutes.',
    h: '',
    code: '662019',
    link: null,
  },
  {
    id: 'tk-re-tag-end',
    s: "Re: Can't sign in [482913]",
    t: '##- Please type your reply above this line -##\n\nHi Sam,\nWe reset your two-factor settings. Try signing in again.\n\nAcme Support',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'tk-case-tag-mid',
    s: 'Your case [482913] - password reset',
    t: 'Your password reset request has been received.',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'tk-re-password-reset',
    s: 'Re: Password reset [482910]',
    t: 'Hi Sam,\nI have sent you a new password reset email. Let me know if it does not arrive.\nAcme Support',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'ap-receipt-dispute',
    s: 'Your receipt from Cafe Nord',
    t: 'Thank you for your purchase.\nAmount: $14.20\nIf you contact your bank about this charge, use the authorization code below:\nAuthorization code: 048213\nCard: Visa •••• 4821',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'ap-refund',
    s: 'Refund processed',
    t: 'Your refund of $20.00 has been processed.\nPlease use the authorization code below when contacting support:\nAuthorization code: 048213',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'ap-deposit-hold',
    s: 'Your car rental deposit',
    t: 'A deposit hold of $200 was placed. If asked at the counter, use the authorization code:\nAuthorization code: 048213',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'wc-badge-venue',
    s: 'Welcome to TechConf 2025',
    t: 'Your badge number:\n4829103 will complete your registration at the venue.\nSee you there!',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'pk-default-0000',
    s: 'Your headphones',
    t: 'Your Bluetooth pairing key is 0000 by default. You can change it in the app.',
    h: '',
    code: null,
    link: null,
  },
  {
    id: 'lm-learn-more-verification',
    s: 'Your sign-in code',
    t: '',
    h: '<p>Your sign-in code: <b>482913</b></p><p><a href="https://acme.com/account/verify/learn?id=8f3k2j9d0s">Learn more about verification</a></p>',
    code: '482913',
    link: null,
  },
  {
    id: 'lm-learn-more-cid',
    s: 'Your verification code',
    t: '',
    h: '<p>Your verification code is <b>482913</b>.</p><p>It expires in 10 minutes.</p><p><a href="https://www.acme.com/security/verification?cid=a8f3k29d0s">Learn more</a></p>',
    code: '482913',
    link: null,
  },
  {
    id: 'sb-utm-reactivation',
    s: 'We miss you, Sam',
    t: '',
    h: '<p>It has been a while. Here is what is new at Acme this month.</p><a href="https://app.acme.com/home?utm_campaign=reactivation_q3&uid=8f3k2j9d0s1l2k3j" style="background:#06c;color:#fff;padding:12px">Come back to Acme</a>',
    code: null,
    link: null,
  },
  {
    id: 'sb-utm-validation',
    s: 'Your weekly digest',
    t: '',
    h: '<p>Top stories you may have missed.</p><a href="https://news.acme.com/digest?u=8f3k2j9d0s1l2k3j&utm_campaign=validation_test" style="background:#06c;color:#fff;padding:12px">Open digest</a>',
    code: null,
    link: null,
  },
  {
    id: 'sb-dest-param',
    s: 'Your Acme statement',
    t: '',
    h: '<p>Your statement for March is available.</p><a href="https://acme.com/go?k=8f3k2j9d0s1l2k3j&dest=/statements/confirm-delivery" style="background:#06c;color:#fff;padding:12px">Open statement</a>',
    code: null,
    link: null,
  },
  {
    id: 'sb-survey-validate',
    s: 'Rate your stay',
    t: '',
    h: '<p>How was your stay at Hotel Nord?</p><a href="https://survey.acme.com/s/8f3k2j9d0s1l2k3j?validate=1" style="background:#06c;color:#fff;padding:12px">Start survey</a>',
    code: null,
    link: null,
  },
  {
    id: 'sb-renewal-action',
    s: 'Your subscription renews soon',
    t: '',
    h: '<p>Your plan renews on 1 May.</p><a href="https://acme.com/account?token=8f3k2j9d0s1l2k3j4h5g&action=confirm-renewal" style="background:#06c;color:#fff;padding:12px">Open account</a>',
    code: null,
    link: null,
  },
  {
    id: 'sb-share-confirm',
    s: 'Jamie shared a file with you',
    t: '',
    h: '<p>Jamie shared "Budget.xlsx" with you.</p><a href="https://drive.acme.com/open?id=8f3k2j9d0s1l2k3j4h5g&src=share_confirm" style="background:#06c;color:#fff;padding:12px">Open</a>',
    code: null,
    link: null,
  },
];

describe('review of version 64: codes', () => {
  it.each(PROBES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t, html: p.h });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
  });
});
