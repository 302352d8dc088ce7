import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 87, each in other words than the held-out mail whose miss it answers (heldout213, 215 and 217,
// each opened after its clean scores). Each case but the guards was answered wrong by version 86. Version 89 took back its "Approve
// access" button (the review of version 88: someone else's request for access is no step of the reader's; review-probes/v88.json).
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A security bulletin's picture of a real text, after "looks like:" or "like this:" (heldout213, 217).
    [
      'Fraud watch: spring edition',
      'Here\'s what a genuine Pell text looks like:\n\n  "Pell: your login code is 604917. Never share it."\n',
      null,
    ],
    [
      'Fraud watch: spring edition',
      'Every message from us names the shop and the amount, like this:\n\n"Pell: 604917 is your code for a payment of $12.00 at BOOKSHOP."\n',
      null,
    ],
    // A quiz that reports what a scam's text asks (heldout213).
    [
      'Fraud watch',
      'Quiz: a message says your card is blocked and asks you to reply with code 604917 to unblock it. Real or fake?\n',
      null,
    ],
    // A relayed text whose amount follows the step it asks for (heldout213); a receipt's amount still names its own number.
    ['PELL card payment', 'PELL: 604917 - confirm card payment GBP 42.00 at BOOKSHOP. Valid 5 min. Never share it.\n', '604917'],
    ['Your receipt', 'Card payment 604917 - approved GBP 42.00 at BOOKSHOP.\n', null],
    // The digits after a prefix the mail names (heldout215).
    [
      'PLX-604917 is your Pell login',
      'PLX-604917\n\nType the six digits after "PLX-" on the login page. They expire in 10 minutes.\n',
      '604917',
    ],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text).code).toBe(code);
  });
});

describe('links', () => {
  it.each([
    // A waitlist's "Confirm my spot" through a click tracker, in a mail that asks to confirm the address (heldout215).
    [
      'Confirm your place on the Pell waitlist',
      '<p>One step left: confirm your email so we can keep your place on the waitlist.</p><a href="https://t.pell.test/c/eyJ1IjoiNDgyOTEzIn0x7KQ2mZp">Confirm my spot</a>',
      'https://t.pell.test/c/eyJ1IjoiNDgyOTEzIn0x7KQ2mZp',
    ],
    // Guard: someone's request for access is theirs to approve, no step of the reader's own.
    [
      'Sam asked for access',
      '<p>Sam asked for access to "Budget 2025".</p><a href="https://docs.pell.test/share/requests/r-77f2c1">Approve access request</a>',
      null,
    ],
  ])('%j gives %j', (subject, html, link) => {
    expect(run(subject, '', html).verificationLink).toBe(link);
  });
});
