import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 56, each written against the development mail of its class (corpus/dev, dv47-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // "Here it is: X" ⏎ "Use it within 10 minutes", after the reader's own request.
    [
      'Signing in to Fernbank',
      'You asked us for a way into Fernbank without your password. Here it is: 551207\nUse it within 10 minutes.\n',
      '551207',
    ],
    ['Your order', 'You asked for your order number. Here it is: 551207\nUse it when you call us.\n', null],
    // "type this on the registration page: X", and adding a payee.
    ['Your registration', 'To finish, type this on the registration page: 730155\nIt works for 30 minutes.\n', '730155'],
    ['Approve new payee', 'To add this payee, enter 661 204 in Online Banking. This only works for the payee shown above.\n', '661204'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('gives no link for a price, billing details, a printable confirmation or a newsletter opening with its issue', () => {
    const sale =
      '<p>Premium is 30% off.</p><p><a href="https://app.example.test/premium/upgrade?promo=X30&utm_source=nl">Get Premium for $9.99/mo</a></p>';
    expect(run('30% off Premium', 'Premium is 30% off.', sale).verificationLink).toBeNull();
    const billing =
      '<p>Invoice paid.</p><p><a href="https://app.example.test/billing/confirm-details?acct=acct_9921">confirm your billing details</a></p>';
    expect(run('Your invoice', 'Invoice paid.', billing).verificationLink).toBeNull();
    const print =
      '<p>Set up.</p><p><a href="https://app.example.test/dd/confirmation/view?mandate=DD-4471">view or print this confirmation</a></p>';
    expect(run('Your Direct Debit is set up', 'Set up.', print).verificationLink).toBeNull();
    const issue = '"Confirm before you deploy": https://news.example.test/r/12/1?u=a7f3e1\nUnsubscribe: https://news.example.test/u\n';
    expect(run('#12: Confirming deploys', issue).verificationLink).toBeNull();
    const verify = '<p>Confirm your email.</p><p><a href="https://app.example.test/confirm?t=9f8e7d6c5b4a3">Confirm email</a></p>';
    expect(run('Confirm your email', 'Confirm your email.', verify).verificationLink).toBe(
      'https://app.example.test/confirm?t=9f8e7d6c5b4a3',
    );
  });
});
