// Development mail, forty-fourth round (files dv44-*, before the rules of extractor version 53), from the false codes and
// misses of heldout110–113 under version 52 (all four opened for this round; heldout114–117 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: a transaction's or an authorisation's label
// on a value the mail says lasts minutes; "enter the … code below" above a held thing's label; "That's all you need to …"
// under a lone value; a Dutch or German compound number right before its value; Swedish and Norwegian signing in; a button
// that only shows something done.
import { codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Thu, 31 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('alnum', 'dv44-en-authorization-short-lived.eml', 'Northwire Mobile <account@northwire.test>', 'Approve your plan upgrade', 'Hello Sam,\n\nYou are upgrading to Unlimited Plus. Your monthly bill goes from £18.00 to £26.00.\n\nAuthorization code: NWM-4417\n\nEnter the code in the Northwire app to finish. It expires in 10 minutes.\n', codeOnly('NWM-4417')),
  t('decoy', 'dv44-en-receipt-authorization.eml', 'Corner Books <receipts@cornerbooks.test>', 'Your receipt from Corner Books', 'Thanks for shopping with us.\n\nTotal: £23.40\nCard: Visa ending 4471\nAuthorization code: 083311\n\nKeep this receipt for returns within 30 days.\n', none),
  t('alnum', 'dv44-en-enter-access-code-below.eml', 'Examline <exams@examline.test>', 'Your exam booking: CERT-110, 3 March', 'Your exam is booked.\n\nFee paid: £120.00\n\nON EXAM DAY\nOpen the Examline browser, sign in with your candidate number and enter the exam access code below.\n\n    Exam access code: EXL-73QD\n\nGood luck!\n', codeOnly('EXL-73QD')),
  t('unlabeled', 'dv44-en-all-you-need-below.eml', 'Swapline <trades@swapline.test>', 'Confirm swap #20418822', 'SWAPLINE\n\n603318\n\nThat is all you need to approve this swap. Expires in 15 min.\n\nSwap #20418822\nYou give: Blue jacket (M)\nYou get: Grey hoodie (L)\n', codeOnly('603318')),
  t('links', 'dv44-nl-relatienummer.eml', 'Zorgpunt <noreply@zorgpunt.test>', 'Bevestig je e-mailadres', 'Beste klant,\n\nBevestig je nieuwe e-mailadres via deze link:\nhttps://mijn.zorgpunt.test/email/bevestigen?t=ZP81c2e84b4d\n\nDe link is 24 uur geldig.\n\nRelatienummer: 55 208 114\nPolisnummer: ZP-2026-771203\n', linkOnly('https://mijn.zorgpunt.test/email/bevestigen?t=ZP81c2e84b4d')),
  t('languages', 'dv44-sv-logga-in-link.eml', 'Kvarnen <konto@kvarnen.test>', 'Din inloggningslänk', 'Hej!\n\nKlicka på länken nedan för att logga in. Länken gäller i 15 minuter.\n', linkOnly('https://konto.kvarnen.test/logga-in?token=kv_8Kp4Ws9d2Fq7'), '<p>Hej!</p><p>Klicka på knappen för att logga in. Länken gäller i 15 minuter.</p><p><a href="https://konto.kvarnen.test/logga-in?token=kv_8Kp4Ws9d2Fq7">Logga in</a></p>'),
  t('decoy', 'dv44-en-view-verification-status.eml', 'Ledgerly <hello@ledgerly.test>', 'Identity check complete', 'Good news: your identity check is complete and your limits have gone up.\n', none, '<p>Good news: your identity check is complete and your limits have gone up.</p><p><a href="https://app.ledgerly.test/verify/status?ref=mail">View verification status</a></p>'),
];
