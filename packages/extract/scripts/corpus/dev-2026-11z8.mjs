// Development mail, thirtieth round (files dv30-*, before the rules of extractor version 35), from the misses and false
// answers of heldout54–57 under version 34 (all four opened for this round; heldout58–61 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) a code whose own line verifies, in a mail
// that sells; (b) an "Authorization code" where the subject asks to authorize a device; (c) the head of a masked value;
// (d) a class's code; (e) a registry's code; (f) a trade's confirmation; (g) an address written out as a link's text;
// (h) one digit among letters in mixed case; (i) "ID code"; (j) a reference in brackets after a code; (k) a contract of
// sale; (l) "Key these into the app" below a lone code; (m) Persian identity verification and a house number.
import { codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Thu, 17 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const kyc = 'https://app.hoviat.test/kyc/start?session=hv_71c4f0e2a7b3';

export default [
  t('alnum', 'dv30-en-shop-verify-line.eml', 'Marketta Sellers <sellers@marketta.test>', 'Confirm your email address to open your shop', 'To confirm that this email address belongs to you, enter the following code on the seller registration page:\n\n    QT7-59WX\n\nEnter it exactly as shown. It is valid for 30 minutes.\n', codeOnly('QT7-59WX')),
  t('alnum', 'dv30-en-authorize-new-device.eml', 'Coinharbor <security@coinharbor.test>', '[Coinharbor] Authorize New Device', 'We noticed a login attempt from a device we do not recognise.\n\nAuthorization code: 7K2QF9\n\nThis code is valid for 30 minutes.\n', codeOnly('7K2QF9')),
  t('decoy', 'dv30-en-card-authorization-code.eml', 'Northbank <cards@northbank.test>', 'Card payment receipt', 'You paid EUR 42.10 at Café Lumo.\n\nAuthorization code: 482913\nCard ending 4471\n', none),
  t('alnum', 'dv30-en-masked-pin-head.eml', 'Revenue Online <noreply@revenue.test>', 'Revenue Online - One Time Password', 'Dear ASHA MWANGI,\nPIN: P0519*****K\n\nYou requested a One Time Password (OTP) to reset your password.\n\nOne Time Password: qz48tn\n\nThe OTP is valid for 30 minutes.\n', codeOnly('qz48tn')),
  t('links', 'dv30-en-class-code-invite.eml', 'Classnook <no-reply@classnook.test>', 'Class invitation: Year 8 History', 'Mr. Osei has invited you to join a class\n\nYear 8 History\nClass code: 8HIST-25\n\nTo join, accept the invitation. This also verifies your email address.\n\nAccept invitation: https://classnook.test/invite/accept/Q8F2V2NAYYHTW?email=kofi%40mail.test\n', linkOnly('https://classnook.test/invite/accept/Q8F2V2NAYYHTW?email=kofi%40mail.test')),
  t('decoy', 'dv30-en-verification-complete-reg-code.eml', 'Idcheck <no-reply@idcheck.test>', 'Identity verification complete', 'Good news: your identity has been verified.\n\nVerification ID: IC-2025-77A1\nResult: Approved\n\nIdcheck OÜ · Narva mnt 5, 10117 Tallinn · Reg. code 16554021\n', none),
  t('decoy', 'dv30-en-trade-confirmation.eml', 'Finch & Co Securities <confirms@finchco.test>', 'Trade Confirmation - Account ****4471', '', none, page('<h2>TRADE CONFIRMATION</h2><p>BUY 25 NRDX at $189.43</p><p><a href="https://www.finchco.test/documents?type=confirms">Statements &amp; Documents</a></p>')),
  t('decoy', 'dv30-en-certificate-validate-address.eml', 'Learnloop <hello@learnloop.test>', 'Your certificate is ready', '', none, page('<p>You completed "Data Basics" and earned your certificate.</p><p>Employers can check that it is genuine at: <a href="https://learnloop.test/certificates/validate?id=LL-DB-2024-88341">learnloop.test/certificates/validate</a></p>')),
  t('alnum', 'dv30-en-mixed-case-one-digit.eml', 'Shopwise <security@shopwise.test>', 'Your Shopwise sign-in code', "Here is the one-time code you need to finish signing in. It's case-sensitive, so type it exactly as it appears:\n\nQz7RkW\n\nValid for 5 minutes.\n", codeOnly('Qz7RkW')),
  t('unlabeled', 'dv30-en-id-code-sms.eml', 'GovPass <sms@govpass.test>', 'GovPass ID', '518204 is your GovPass ID code. It expires in 3 minutes. Do not share it with anyone. -GovPass ID\n', codeOnly('518204')),
  t('languages', 'dv30-th-ref-aside.eml', 'หลักทรัพย์ ตัวอย่าง <noreply@sec.test>', 'ยืนยันอีเมลของคุณ', 'กรุณากรอกรหัส OTP ต่อไปนี้ในแอปพลิเคชัน\n703918 (Ref: QWTX)\n\nรหัส OTP จะหมดอายุภายใน 5 นาที\n', codeOnly('703918')),
  t('unlabeled', 'dv30-en-contract-of-sale.eml', 'Signwell <sign@signwell.test>', 'Finish signing: Contract of Sale - 12 Park Lane', 'You\'re signing "Contract of Sale - 12 Park Lane" sent by Moss Conveyancing.\n\nType 604219 on the signing page to apply your signature. It\'s valid for 10 minutes.\n', codeOnly('604219')),
  t('unlabeled', 'dv30-id-key-these-into.eml', 'Belajarin <halo@belajarin.test>', 'Almost there', 'Almost there, Dewi!\n\n5 1 8 3 0 7\n\nKey these into the Belajarin app to finish creating your tutor profile. They stop working in 30 minutes.\n', codeOnly('518307')),
  t('languages', 'dv30-fa-ehraz-hoviat.eml', 'هویت <no-reply@hoviat.test>', 'تکمیل احراز هویت', '', linkOnly(kyc), page(`<p>لطفاً احراز هویت خود را تکمیل کنید.</p><p><a href="${kyc}">شروع احراز هویت</a></p><p>سامانهٔ احراز هویت دیجیتال | تهران، خیابان ولیعصر، پلاک 1520 | تلفن: 021-55501234</p>`)),
];
