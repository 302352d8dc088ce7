// Development mail, forty-seventh round (files dv47-*, before the rules of extractor version 56), from the false links and
// misses of heldout122–125 under version 55 (all four opened for this round; heldout126–129 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: a button with a price; a newsletter whose
// subject opens with its issue number; "view or print this confirmation"; "confirm your billing details" on an invoice;
// "Here it is: X" ⏎ "Use it within 10 minutes"; "type this on the registration page: X"; adding a payee.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sun, 3 Jan 2027 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('decoy', 'dv47-en-price-button.eml', 'Sparkmatch <hello@sparkmatch.test>', '💘 30% off Premium this weekend', 'Premium is 30% off until Sunday.\n', none, '<p>Premium is 30% off until Sunday.</p><p><a href="https://sparkmatch.test/premium/upgrade?promo=WEEKEND30&utm_source=newsletter">Get Premium for $9.99/mo</a></p><p><a href="https://sparkmatch.test/unsubscribe?u=7731">Unsubscribe</a></p>'),
  t('decoy', 'dv47-en-issue-number-subject.eml', 'Buildlog <issue@buildlog.test>', '#88: Confirming deploys, Redis 8, flaky tests', 'This week in Buildlog:\n\n"Confirm before you deploy": https://buildlog.test/r/88/1?u=b7f3e1\nRedis 8 is out: https://buildlog.test/r/88/2?u=b7f3e1\n\nUnsubscribe: https://buildlog.test/u/b7f3e1\n', none),
  t('decoy', 'dv47-en-view-print-confirmation.eml', 'Brightwater Energy <billing@brightwater.test>', 'Your Direct Debit is set up', 'Your Direct Debit of £64.00 a month is set up.\n', none, '<p>Your Direct Debit of £64.00 a month is set up.</p><p>You can <a href="https://my.brightwater.test/account/direct-debit/confirmation/view?mandate=BW-DD-4471">view or print this confirmation</a>.</p>'),
  t('decoy', 'dv47-en-confirm-billing-details.eml', 'Cloudnest <billing@cloudnest.test>', 'Your Cloudnest invoice INV-2026-0041', 'Invoice INV-2026-0041: $49.00, paid.\n', none, '<p>Invoice INV-2026-0041: $49.00, paid.</p><p>Before your next renewal, please <a href="https://dashboard.cloudnest.test/billing/confirm-details?acct=acct_4410&from=invoice">confirm your billing details</a>.</p>'),
  t('unlabeled', 'dv47-en-here-it-is.eml', 'Pinebank <no-reply@pinebank.test>', 'Signing in to Pinebank', 'Hi Ana,\n\nYou asked us for a way into Pinebank without your password. Here it is: 662019\nUse it within 10 minutes. If you didn\'t ask, you don\'t need to do anything.\n\nAccount: 4471 0925 3318\n', codeOnly('662019')),
  t('unlabeled', 'dv47-en-type-this-on-page.eml', 'Norte Seguros <online@norteseguros.test>', 'Your registration for Norte Seguros online', 'Dear Mr Silva,\n\nYou are registering for the customer area with policy number NS-2291-004718.\n\nTo finish, type this on the registration page: 551207\nIt works for 30 minutes.\n', codeOnly('551207')),
  t('unlabeled', 'dv47-en-add-payee.eml', 'Havenbank <alerts@havenbank.test>', 'Approve new payee Rivera Lettings', 'Name: Rivera Lettings\nAmount: EUR 980,00\n\nTo add this payee, enter 604 417 in Online Banking. This only works for the payee and amount shown above.\n', codeOnly('604417')),
];
