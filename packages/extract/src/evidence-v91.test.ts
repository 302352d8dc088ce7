import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { explainExtraction, extract } from './index.js';
import { readCorpusMail } from './corpus-mail.js';

// Version 91: the mail's words as a whole (src/mail-words.ts) count against a value when they say the mail asks for no code
// and nothing names the value beyond doubt. The cases are opened corpus mails (a gift card's PIN, an issue tracker's number,
// a forwarded order's postcode, two reset and verify mails whose only number is an account's); each was answered with a false
// code by version 90. The guards are answered alike by both.
const mail = async (path: string) => readCorpusMail(readFileSync(new URL(`../corpus/${path}`, import.meta.url)));

describe('codes', () => {
  it.each([
    'heldout36/h36-dc-duka-giftcard-pin.eml',
    'heldout43/h43-he-codelab-ipus-sisma.eml',
    'heldout113/h113-dc-trackly-issue-assigned.eml',
    'heldout154/h154-he-kodkod-verifyemail.eml',
    'heldout177/h177-dc-amazon-gmail-forward-order-confirmation.eml',
  ])('%s gives no code, and says which words counted', async (path) => {
    const explained = explainExtraction(await mail(path));
    expect(explained.code).toBeNull();
    const words = explained.codeCandidates[0]?.evidence.find((e) => e.kind === 'mail-words');
    expect(words?.weight).toBeLessThan(0);
    expect(words?.note).toMatch(/^the mail's words read as asking for no code \(".+"\)$/);
  });

  // Guards: a code the mail's words do not argue against, and one labelled beyond doubt in a mail whose words do.
  it.each([
    ['Your sign-in code', 'Use this code to sign in to your account: 604917\nIt expires in 10 minutes.\n', '604917'],
    [
      'Your order #A-48213 is confirmed',
      'Thanks for shopping with Northwind!\nOrder #A-48213, 2 items, total $38.00.\n\nTo finish checking out as a guest, your verification code is 604917.\n',
      '604917',
    ],
    [
      'Your Duka verification code: 604917',
      'Your gift card is ready to spend at checkout.\n\nYour verification code is 604917.\nEnter it on the card page to add the card to your account. It expires in 10 minutes.\n\nStart shopping. Unsubscribe.\n',
      '604917',
    ],
  ])('%j gives %j', (subject, text, code) => {
    expect(extract({ subject, text, html: '' }).code).toBe(code);
  });
});
