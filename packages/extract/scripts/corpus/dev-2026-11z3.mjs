// Development mail, twenty-fifth round (files dv25-*, before the rules of extractor version 30), from the misses of
// heldout34–37 under version 29 (all four opened for this round; heldout38–41 were being written by outside authors and
// stay clean), each taken as a class in other words, with twins: (a) capitals without a vowel before two to four digits,
// lowercase codes with one digit among letters that spell nothing; (b) a subject that asks to activate its account and
// names it; (c) a number that opens a wrapped line, its sentence going on; (d) a verification link whose code parameter
// holds the mail's number; (e) a label after a value, followed by its own id; (f) a help desk's own activation link; new
// passwords in Finnish, Kyrgyz and Tamil.
import { codeOnly, codeLink, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sat, 12 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const button = (href, label) => `<a href="${href.replace(/&/g, '&amp;')}" style="display:inline-block;padding:12px 24px;background:#2563eb;color:#fff">${label}</a>`;

const shapes = [
  t('alnum', 'dv25-en-consonants-then-digits.eml', 'Workpay HR <noreply@workpay.test>', 'Confirm it is you', 'Before we show your payslip, please confirm it is you.\n\nEnter KRTB47 in the box on the payslip screen.\n', codeOnly('KRTB47')),
  t('alnum', 'dv25-en-lowercase-one-digit.eml', 'Ledgerly <noreply@ledgerly.test>', 'Your sign-in code', '', codeOnly('qzk7tm'), page('<p>Type this on the sign-in screen:</p><p style="font-size:28px;font-weight:bold">qzk7tm</p><p>It expires in 10 minutes.</p>')),
  t('decoy', 'dv25-en-coupon-word-digits.eml', 'Fernleaf <offers@fernleaf.test>', 'A gift for you', 'Take 20% off your next order with SAVE20 at checkout.\n', none),
  t('decoy', 'dv25-en-masked-phone.eml', 'Ledgerly <noreply@ledgerly.test>', 'Your phone number was changed', 'The phone number on your account is now XXXXXX4471.\n\nIf this was not you, contact support.\n', none),
];
const intent = [
  t('languages', 'dv25-pl-aktywuj-konto.eml', 'Bilety24 <konto@bilety24.test>', 'Aktywuj swoje konto w Bilety24', 'Aktywuj konto:\nhttps://www.bilety24.test/konto/aktywacja?k=Q7w2Xr9LqZ4m&u=558102\n\nMożesz też przepisać w aplikacji ten numer: 480 215\n', codeLink('480215', 'https://www.bilety24.test/konto/aktywacja?k=Q7w2Xr9LqZ4m&u=558102')),
  t('languages', 'dv25-af-kode-volgende-reel.eml', 'Plaasmark <hallo@plaasmark.test>', 'Bevestig jou e-posadres by Plaasmark', 'Gebruik jy die Plaasmark-toep op jou selfoon? Tik dan eerder die kode\n714826 in die toep in. Die kode verval oor 24 uur.\n', codeOnly('714826')),
];
const carried = [
  t('code-link', 'dv25-en-cognito-link-carries-code.eml', 'Afya Clinic <no-reply@afya.test>', 'Confirm your patient portal account', 'Confirm your account:\nhttps://auth.afya.test/confirmUser?client_id=5k1qv8m3n2b7&user_name=3f8a6c1e&confirmation_code=702731\n\nIf you are registering from the app, you can instead type the confirmation number 702731.\n', codeLink('702731', 'https://auth.afya.test/confirmUser?client_id=5k1qv8m3n2b7&user_name=3f8a6c1e&confirmation_code=702731')),
  t('decoy', 'dv25-en-booking-link-ref.eml', 'Afya Clinic <bookings@afya.test>', 'Your appointment is booked', 'Booking reference 702731.\n\nManage your booking: https://afya.test/bookings/manage?ref=702731\n', none),
  t('decoy', 'dv25-en-label-after-with-own-id.eml', 'Lindholm Benefits <benefits@lindholm.test>', 'Your 2026 benefits', 'If you do nothing you will be enrolled in:\n\n  Medical:   Silver PPO 2500 (plan code MED-S2500)   $118.40 per paycheck\n', none),
];
const links = [
  t('code-link', 'dv25-en-helpdesk-activate.eml', 'Northgate Print <support@northgate.test>', 'Your Northgate support account', '', codeLink('651208', 'https://help.northgate.test/support/activate?code=651208&email=ops%40example.test'), page(`<p>An agent opened a support account for you.</p><p>Activate your account:</p>${button('https://help.northgate.test/support/activate?code=651208&email=ops%40example.test', 'Activate account')}<p>Or enter the code 651208 on the support login page.</p>`)),
  t('languages', 'dv25-fi-uuden-salasanan.eml', 'Koulutie <noreply@koulutie.test>', 'Salasanan vaihto', 'Voit asettaa uuden salasanan tästä linkistä:\nhttps://koulutie.test/salasana/uusi?avain=KQ7d1e2b9c04fa3e\n', linkOnly('https://koulutie.test/salasana/uusi?avain=KQ7d1e2b9c04fa3e'), page(`<p>Voit asettaa uuden salasanan tästä linkistä: ${button('https://koulutie.test/salasana/uusi?avain=KQ7d1e2b9c04fa3e', 'Vaihda salasana')}</p>`)),
  t('languages', 'dv25-ky-zhany-syrsoz.eml', 'Билимкана <noreply@bilimkana.test>', 'Сырсөздү калыбына келтирүү', 'Жаңы сырсөз коюу үчүн төмөнкү шилтемени ачыңыз:\nhttps://bilimkana.test/account/reset-password?token=bk_r3Z9xQw7LmT2&uid=55107\n', linkOnly('https://bilimkana.test/account/reset-password?token=bk_r3Z9xQw7LmT2&uid=55107'), page(`<p>Жаңы сырсөз коюу үчүн төмөнкү шилтемени ачыңыз: ${button('https://bilimkana.test/account/reset-password?token=bk_r3Z9xQw7LmT2&uid=55107', 'Сырсөздү өзгөртүү')}</p>`)),
  t('languages', 'dv25-ta-kadavuchol-reset.eml', 'கல்விப்பாதை <noreply@kalvi.test>', 'கடவுச்சொல் மீட்டமைப்பு', '', linkOnly('https://kalvi.test/account/reset-password?token=2GUTjpLl7P5JaBb8D4lCMORDLisDrCoq'), page(`${button('https://kalvi.test/account/reset-password?token=2GUTjpLl7P5JaBb8D4lCMORDLisDrCoq', 'கடவுச்சொல்லை மீட்டமை')}`)),
];

export default [...shapes, ...intent, ...carried, ...links];
