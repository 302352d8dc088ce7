// Development mail, forty-second round (files dv42-*, before the rules of extractor version 48), from the false codes and
// misses of heldout102–105 under version 47 (all four opened for this round; heldout106–109 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: a phone number masked inside ("05XXXXX318")
// or after a space ("0803 *** 4471"); a tracking number in Persian and a call centre's number; "… is what you enter in …"
// below a lone value; a payment's "Transaction authentication" subject; "They work for 20 minutes"; a parcel shop's
// drop-off code; "release your payout"; an SMS relayed under its headers; a prefix and two generated groups.
import { codeOnly, codeLink, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Tue, 29 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('links', 'dv42-ar-masked-number.eml', 'zain <noreply@zain.test>', 'تأكيد بريدك الإلكتروني', 'لقد أضفت هذا البريد الإلكتروني إلى حسابك للرقم 07XXXXX512.\nلتأكيد البريد الإلكتروني افتح الرابط التالي:\nhttps://my.zain.test/account/email/confirm?token=c2e8d1f5b0a3\nالرابط صالح لمدة 24 ساعة.\n', linkOnly('https://my.zain.test/account/email/confirm?token=c2e8d1f5b0a3')),
  t('unlabeled', 'dv42-en-wallet-masked-after-space.eml', 'PayRiver <noreply@payriver.test>', 'Reset your PayRiver PIN', 'We got your request to reset your PayRiver PIN for wallet 0812 *** 7731.\nWhen the app asks, type 4410 27 and then choose a new PIN.\nThis expires in 10 minutes.\n', codeOnly('441027')),
  t('links', 'dv42-fa-tracking-and-call-centre.eml', 'Bank Sepehr <ebank@sepehr.test>', 'بازیابی رمز عبور', 'برای تعیین رمز عبور جدید روی پیوند زیر کلیک کنید:\nhttps://ebank.sepehr.test/recover/reset?rid=9a21c0f4b3\nاین پیوند تا ۳۰ دقیقه معتبر است.\nشماره پیگیری: ۷۷۴۱۲۰۸۸\nاگر این درخواست از طرف شما نبوده است، با مرکز ارتباط ۲۲۱۰ تماس بگیرید.\n', linkOnly('https://ebank.sepehr.test/recover/reset?rid=9a21c0f4b3')),
  t('unlabeled', 'dv42-en-is-what-you-enter.eml', 'JazzPay <noreply@jazzpay.test>', 'Link JazzPay to Shopnest', 'JazzPay\n602519\nis what you enter in Shopnest to link your JazzPay account as a payment method.\nValid for 2 minutes.\n', codeOnly('602519')),
  t('unlabeled', 'dv42-en-transaction-authentication.eml', 'Meridian Bank Cards <cards@meridian.test>', 'Transaction authentication for your Meridian Credit Card', 'Dear Card Member,\nApprove the transaction of INR 4,210.00 at BOOKSHELF LTD on your card xx4471 by entering 604128 on the merchant page.\nValid for 5 mins.\n', codeOnly('604128')),
  t('unlabeled', 'dv42-en-they-work-for.eml', 'Sproutling <hi@sproutling.test>', '🍐 771 204 — pop this into Sproutling', 'Hello, new parent!\nCopy the 6 digits from this email\'s subject line into Sproutling and you\'re done.\nThey work for 20 minutes.\n', codeOnly('771204')),
  t('decoy', 'dv42-en-drop-off-code.eml', 'Rewear <sold@rewear.test>', 'Sold! Your label and drop-off code', 'Time to ship.\n  Tracking number: H01HYA0077410023\n  Drop-off code: 4KQ7 2XMP\nShow the drop-off code at any ParcelShop and they will print the label for you.\n', none),
  t('unlabeled', 'dv42-en-release-payout.eml', 'Gavel Online <payouts@gavel.test>', 'Release your payout (Gavel Online #77)', 'Your winnings are ready to be paid out.\nKey in 51207 on the confirmation page to release your payout of €640.00.\nIt can only be used once.\n', codeOnly('51207')),
  t('unlabeled', 'dv42-en-sms-under-relay-headers.eml', 'SMS relay <relay@smsrelay.test>', 'SMS from Trellis', 'From: Trellis\nTo: +44 7700 900512\nReceived: 17/04/2026 15:06:11 BST\nTrellis: 604512. Valid 5 min. Don\'t share it.\n--\nForwarded by SMS relay.\n', codeOnly('604512')),
  t('alnum', 'dv42-en-prefix-two-groups.eml', 'University Library <helpdesk@unilib.test>', 'Re: Cannot access databases off campus', 'When asked, enter the activation key below together with your student ID:\nActivation key: UNL-7WQ4-K8ZP\nThe key can only be used once.\n', codeOnly('UNL-7WQ4-K8ZP')),
];
