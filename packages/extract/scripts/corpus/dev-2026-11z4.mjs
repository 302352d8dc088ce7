// Development mail, twenty-sixth round (files dv26-*, before the rules of extractor version 31), from the false codes and
// misses of heldout38–41 under version 30 (all four opened for this round; heldout42–45 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) an app's version and build number in a
// sign-in alert; (b) a phone number masked with asterisks before a dash; (c) a referral code restated as "Your code"; (d) a
// commit's short hash in a CI mail; (e) a bill's BPAY biller code; (f) a coupon whose own sentence takes money off, in a
// mail that verifies; (g) Nepali and Tamil verify links.
import { codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sun, 13 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;

const decoys = [
  t('decoy', 'dv26-en-app-version-build.eml', 'Postline <security@postline.test>', 'New sign-in on Pixel 9', 'We noticed a new sign-in to your account.\n\nDevice: Pixel 9\nApp version: Postline 9.4.1 (309412)\n\nIf this was you, there is nothing to do.\n', none),
  t('decoy', 'dv26-en-masked-phone-dash.eml', 'Budgetly <security@budgetly.test>', '2-Step Verification turned on', "From now on, when you sign in on a new device we'll text a code to (***) ***-5512.\n", none),
  t('decoy', 'dv26-en-referral-your-code.eml', 'Notewell <hello@notewell.test>', 'Welcome aboard', 'Friends who sign up with your referral code get Notewell Pro free for 30 days. Your code: NOTE-8KF2P\n', none),
  t('decoy', 'dv26-en-ci-commit-hash.eml', 'Buildyard <ci@buildyard.test>', '[acme/web] Build #5521 failed on main (4e7a1bc)', 'Build #5521 failed.\n\n4e7a1bc Accept pasted OTP codes in the login form (#1290)\n', none),
  t('decoy', 'dv26-en-bpay-biller-code.eml', 'Wombat Mobile <bills@wombat.test>', 'Your Wombat Mobile bill is ready', 'Amount due: $65.00 by 14 Mar.\n\nBPAY Biller code: 882433 Ref: 400944178215\n', none),
  t('links', 'dv26-vi-coupon-in-verify-mail.eml', 'Nhà Tốt <hotro@nhatot.test>', 'Xác nhận địa chỉ email của bạn', 'Xác nhận email của bạn:\nhttps://nhatot.test/xac-thuc-email?token=ZQXVMDLcwBmiV8twmCEH37GEfF8N\n\n🎁 Quà chào mừng: mã CHAO60K giảm 60.000đ cho đơn đầu tiên.\n', linkOnly('https://nhatot.test/xac-thuc-email?token=ZQXVMDLcwBmiV8twmCEH37GEfF8N')),
  t('alnum', 'dv26-en-hex-cli-code.eml', 'Hexaport CLI <noreply@hexaport.test>', 'Your CLI sign-in code', 'Your CLI sign-in code: 7c2e9a0f\n\nIt expires in 10 minutes.\n', codeOnly('7c2e9a0f')),
];
const links = [
  t('languages', 'dv26-ne-email-pramanit.eml', 'सजिलो वालेट <noreply@sajilo.test>', 'इमेल प्रमाणीकरण', '', linkOnly('https://app.sajilo.test/verify-email?e=5774&t=s9ykhda89cw9cnyqzr2z'), page('<p>दर्ता गर्नुभएकोमा धन्यवाद।</p><p><a href="https://app.sajilo.test/verify-email?e=5774&amp;t=s9ykhda89cw9cnyqzr2z">इमेल प्रमाणित गर्नुहोस्</a></p>')),
  t('languages', 'dv26-ta-email-urudhi.eml', 'இ-சேவை <noreply@esevai.test>', 'மின்னஞ்சல் உறுதிப்படுத்தல்', '', linkOnly('https://esevai.test/citizen/email/confirm?ref=TN4439&sig=J3S6NCwokaqJFaxoifGW'), page('<p>வணக்கம்,</p><p><a href="https://esevai.test/citizen/email/confirm?ref=TN4439&amp;sig=J3S6NCwokaqJFaxoifGW">மின்னஞ்சலை உறுதிப்படுத்து</a></p>')),
];

export default [...decoys, ...links];
