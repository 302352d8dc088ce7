import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 25, each written against the development mail of its class (corpus/dev, dv21-*) in
// other words. Each twin is a mail the new rule must not take away.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes named by what the reader does with them', () => {
  it.each([
    [
      'Action needed: approve your transfer',
      'Send $980.00?\n\nEnter this approval code in online banking or the Pinecrest app:\n\n    9KD2QX\n\nIt expires in 10 minutes.\n',
      '9KD2QX',
    ],
    ['Claim center', 'Type these digits into the claim center to continue:\n\n  3  8  1  0  2  7\n', '381027'],
    ['Payment awaits approval', 'Type the following digits into the app to release it:\n\n    44 19 02\n', '441902'],
    [
      'Your way back in',
      "Hi Alex, 551203 will get you back into Loomly.\n\nType it on the screen that's waiting for you. It's good for 10 minutes.\n",
      '551203',
    ],
    [
      'Link your tax account',
      "803344\n\nThat's the number to enter on the screen to finish linking your business tax account.\n",
      '803344',
    ],
    ['Potvrda', 'U aplikaciju unesite jednokratni kôd: 662019\n', '662019'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it.each([
    ['Your receipt', 'Amount: $14.20\nApproval code: 804512\n'],
    ['Your claim', 'Your claim number:\n\n  4029171\n'],
    ['Unread messages', 'Hi Alex, 14 unread messages are waiting.\n'],
    ['Filing accepted', 'Registration number: 08812047\nYour statement was accepted.\n'],
    [
      'Confirm your email for ACME LTD (10472883)',
      'Company number: 10472883\nConfirm here: https://x.test/confirm?token=9VqK2xP9mT4nW8cJ\n',
    ],
    ['Link your bank', 'Link your bank account and get $10. Offer code 4471 applies at checkout.\n'],
  ])('twin: %s', (subject, text) => expect(run(subject, text).code).toBeNull());
});

describe("links drawn from the mail's code and its own pages", () => {
  it.each([
    [
      'Link your console',
      'Enter the code shown on your TV:\n\nK4TR9P\n\nOr skip the typing:\nhttps://q.test/link?code=K4TR9P&src=email\n',
      'https://q.test/link?code=K4TR9P&src=email',
    ],
    [
      '[IT] INC-1: received',
      'Please verify your email address. Enter this verification code:\n\n402 817\n\nor open this link:\nhttps://support.n.test/portal/verify-email?token=aW2xZp0Qm7WcL9tK4yB1\n',
      'https://support.n.test/portal/verify-email?token=aW2xZp0Qm7WcL9tK4yB1',
    ],
    [
      'Confirm your new number',
      'Enter the 6-digit verification code:\n\n611903\n\nOr confirm with one click:\nhttps://my.b.test/profile/contact/verify?rid=PHN-2291&sig=9c81f0a8d7e6b5c4\n',
      'https://my.b.test/profile/contact/verify?rid=PHN-2291&sig=9c81f0a8d7e6b5c4',
    ],
    [
      'New sign-in: is this you?',
      "If this was you, approve the sign-in. It expires in 10 minutes.\n\nYes, it's me: https://s.l.test/login/approve?req=lr_01J1A7Q9XK3M8Z2V6T4B&decision=approve\n",
      'https://s.l.test/login/approve?req=lr_01J1A7Q9XK3M8Z2V6T4B&decision=approve',
    ],
    [
      "Validació de l'adreça",
      "Valideu l'adreça fent clic en l'enllaç següent:\nhttps://s.u.test/validacio-correu?clau=Pq71Lm4ZxT9r\n",
      'https://s.u.test/validacio-correu?clau=Pq71Lm4ZxT9r',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).verificationLink).toBe(want));

  it.each([
    ['Your code', 'Your verification code is K4TR9P.\n\nBrowse the store: https://q.test/store?code=SUMMER24\n'],
    ['Set up the app', 'Enter this enrollment code: W8KD-3QPM\n\nGet the app:\nhttps://t.test/verify/download?platform=ios\n'],
    ['Update your details', 'Moved? Update your contact details:\nhttps://my.b.test/profile/contact?src=news\n'],
    ['[IT] INC-2: received', 'Follow your ticket:\nhttps://support.n.test/portal/tickets/55121?token=aW2xZp0Qm7WcL9tK4yB1\n'],
  ])('twin: %s', (subject, text) => expect(run(subject, text).verificationLink).toBeNull());

  it('reads a link with a malformed escape beside a code instead of throwing', () => {
    const url = 'https://x.test/verify%E0%A4/a?token=aW2xZp0Qm7WcL9tK4yB1';
    expect(run('Your code', `Your verification code is 482913.\n${url}\n`)).toEqual(
      expect.objectContaining({ code: '482913', verificationLink: url }),
    );
  });
});
