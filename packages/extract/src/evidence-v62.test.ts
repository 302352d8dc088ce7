import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 62, each written against the development mail of its class (corpus/dev, dv50-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A newsletter's picture of a text message under a caption, and the same value "something like" in its text.
    [
      'Two-step verification for everyone',
      'From June every account signs in with a second step: we text you a code, something like 271 828, to type in.\n',
      null,
      '<p>From June every account signs in with a second step.</p><p>Example only</p><p><b>Ferrow: 271 828 is your code.</b></p>',
    ],
    ['Your Ferrow code', 'Your code is 271828. For example, never read it out to a caller.\n', '271828', ''],
    // An approval code under a subject that approves a device; a card payment's approval code stays a receipt's.
    [
      'Approve a new device',
      'To approve it, type this device approval code on the new device:\n\nHX7-R2M-9KQ\n\nGood for 30 minutes.\n',
      'HX7-R2M-9KQ',
      '',
    ],
    ['Card payment receipt', 'You paid EUR 12.40 at Café Sol.\n\nApproval code:\n\n604117\n\nCard ending 0082.\n', null, ''],
    // A code the next sentence calls expired; a help desk's "so the … you mentioned has already expired", its thread's tag.
    [
      'Your sign-in code expired',
      'Someone tried to sign in with the code 880 214 at 08:12.\nThat code was sent at 07:58 and expired after 10 minutes.\n',
      null,
      '',
    ],
    [
      '[Acme] Re: Code not working',
      '##- Please type your reply above this line -##\n\nCodes last 10 minutes, so the 330918 you mentioned has already expired.\n\n[P4QD-7MXR]\n',
      null,
      '',
    ],
    // A referral code in a receipt.
    ['Your trip · £9.80', 'Total £9.80.\n\nGive £5, get £5: invite friends with code SAMR5GO — share your link.\n', null, ''],
    // A payment's approval on a checkout page; a prefix typed bare; a ticket's tag in the subject; an SMS relay's intro.
    ['Approve your purchase of EUR 99.00', 'To approve, enter 40917 on the checkout page. It expires after 5 minutes.\n', '40917', ''],
    [
      'Your Quay sign-in code',
      'Your sign-in code: QY-718204\n\nType it exactly as shown, including the QY- at the start.\n',
      'QY-718204',
      '',
    ],
    [
      'RE: [INC0077120] MFA reset',
      'When asked for the one-time enrolment code, enter 518 204 771\n\nThe code works for 24 hours.\n',
      '518204771',
      '',
    ],
    [
      'SMS from NOVA to +44 7700 900118',
      "You have received a new SMS message.\n\nFrom: NOVA\nReceived: 05/01/2027 09:12\n\nMessage:\nNOVA: 662018 - don't share this with anyone. NOVA staff never ask for it.\n\n--\nForwarded by SMSBridge.\n",
      '662018',
      '',
    ],
  ])('%s', (subject, text, want, html) => expect(run(subject, text, html).code).toBe(want));
});

describe('links', () => {
  it.each([
    // A referral's link to share beside a sign-in code.
    [
      'QY-550118 is your Quay sign-in code',
      'Your sign-in code is QY-550118.\n\nYour invite code: LENA10 - share https://quay.test/invite/LENA10\n',
      '',
      null,
    ],
    // A promotion's "Confirm your seat" ruled out leaves no other button the call to action.
    [
      'Confirm your seat (9 left)',
      '',
      '<p><a href="https://em.x.test/c/1?redirect=https%3A%2F%2Fx.test%2Fwebinar&amp;rid=7Q" style="padding:12px">Confirm your seat</a></p><p><a href="https://em.x.test/c/2?redirect=https%3A%2F%2Fx.test%2Fagenda&amp;rid=7Q" style="padding:12px">See the agenda</a></p>',
      null,
    ],
    // A click tracker's logo link goes to a home page; the sign-in button is the link.
    [
      'Twój link do logowania',
      '',
      '<p><a href="https://klik.polka.test/?u=https%3A%2F%2Fpolka.test%2F&amp;k=login">Polka</a></p><p><a href="https://polka.test/logowanie/link?t=pk_7c2e9a01b3f4&amp;e=YQ" style="padding:12px">Zaloguj się</a></p>',
      'https://polka.test/logowanie/link?t=pk_7c2e9a01b3f4&e=YQ',
    ],
    // "Open this link on your laptop:" beside the mail's code, in a mail whose subject is a ticket's.
    [
      'RE: [REQ0012] Authenticator reset',
      '1. Open this link on your laptop:\n   https://id.acme.test/mfa/enrol?ticket=REQ0012&k=7d21c9e4b0a3\n2. When asked for the one-time enrolment code, enter 604 118 302\n',
      '',
      'https://id.acme.test/mfa/enrol?ticket=REQ0012&k=7d21c9e4b0a3',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
