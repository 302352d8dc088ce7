// Development mail for the evidence-scoring extractor (issue 32), in the same families as the frozen
// held-out set but written apart from it: the rules are tuned against these, never against corpus/heldout.
import { button, codeBox, layout, spacedCells } from './templates.mjs';

const mail = (m) => ({ date: 'Tue, 25 Nov 2025 15:00:00 +0000', transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const foot = (s) => `${s}<br><a href="https://example.test/privacy">Privacy</a>`;

export default [
  // ------------------------------------------------------------ unlabeled
  mail({
    family: 'unlabeled', file: 'dv-orbit-enter-to-verify.eml', from: 'Orbit <no-reply@orbit.test>', subject: 'Verify your email', transfer: '7bit',
    text: `Welcome to Orbit!\n\nEnter 730915 to verify your email.\n\nOrbit Inc., 100 First Street, San Francisco, CA 94105\n`,
    expect: codeOnly('730915'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-kitely-before-sentence.eml', from: 'Kitely <login@kitely.test>', subject: 'Kitely login',
    html: layout({ title: 'Kitely', brand: 'Kitely', body: `<p><b style="font-size:20px;">730 204</b> is your Kitely login number. It works for 10 minutes.</p>`, footer: foot('Kitely, 5 Pier Road, Cork') }),
    expect: codeOnly('730204'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-vintly-v-prefix.eml', from: 'Vintly <noreply@vintly.test>', subject: 'V-552190 is your Vintly verification code', transfer: '7bit',
    text: `V-552190 is your Vintly verification code.\n\nVintly UAB, Švitrigailos g. 13, Vilnius\n`,
    expect: codeOnly('552190'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-quorum-4-2-box.eml', from: 'Quorum <auth@quorum.test>', subject: 'Confirm your sign-in',
    html: layout({ title: 'Confirm sign-in', brand: 'Quorum', body: `<h2>Confirm your sign-in</h2><p>Put these digits in the window you just opened:</p>${codeBox('5521 87')}`, footer: foot('Quorum AB, Drottninggatan 5, Stockholm') }),
    expect: codeOnly('552187'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-fieldnote-digit-cells.eml', from: 'Fieldnote <hello@fieldnote.test>', subject: 'Sign in to Fieldnote',
    html: layout({ title: 'Sign in', brand: 'Fieldnote', body: `<h1 style="text-align:center;">Sign in to Fieldnote</h1><p style="text-align:center;">Enter the digits below:</p>${spacedCells('407162')}`, footer: foot('Fieldnote, 3 Mill Lane, Bristol') }),
    expect: codeOnly('407162'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-gardenly-subject-only.eml', from: 'Gardenly <login@gardenly.test>', subject: 'Gardenly sign in: 448120', transfer: '7bit',
    text: `Someone asked to sign in to Gardenly with this address.\nUse the number in the subject line to finish.\n`,
    expect: codeOnly('448120'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-brightpath-lone-box.eml', from: 'Brightpath <team@brightpath.test>', subject: 'You’re nearly there',
    html: layout({ title: 'Nearly there', brand: 'Brightpath', body: `<h1>You’re nearly there</h1><p>Copy the number below into Brightpath:</p><table width="100%"><tr><td align="center" style="font-size:38px;font-weight:800;padding:24px;background:#eef;">918273</td></tr></table><p>Over 9,000 learners joined this month.</p>`, footer: foot('Brightpath, 8 Queen St, Melbourne VIC 3000') }),
    expect: codeOnly('918273'),
  }),
  mail({
    family: 'unlabeled', file: 'dv-tallyup-input-on-page.eml', from: 'Tallyup <accounts@tallyup.test>', subject: 'Confirm your email', transfer: '7bit',
    text: `Input 993012 on the confirmation page to activate your account.\n\nQuestions? Call 0800 800 1234.\n`,
    expect: codeOnly('993012'),
  }),
  // ------------------------------------------------------------ alnum
  mail({
    family: 'alnum', file: 'dv-hubly-letters-first.eml', from: 'Hubly <security@hubly.test>', subject: 'Your Hubly login code', transfer: '7bit',
    text: `Your login code: MZT82K\n\nIt expires in 10 minutes.\n`,
    expect: codeOnly('MZT82K'),
  }),
  mail({
    family: 'alnum', file: 'dv-mossy-lowercase.eml', from: 'Mossy <noreply@mossy.test>', subject: 'Verify your Mossy account',
    html: layout({ title: 'Verify', brand: 'Mossy', body: `<p>Your verification code:</p><p style="font-family:monospace;font-size:26px;font-weight:bold;">p4t7wq</p>`, footer: foot('Mossy Ltd, 2 Dock St, Leith') }),
    expect: codeOnly('p4t7wq'),
  }),
  mail({
    family: 'alnum', file: 'dv-ledgerly-code-is-dashed.eml', from: 'Ledgerly <auth@ledgerly.test>', subject: 'Ledgerly sign-in', transfer: '7bit',
    text: `Your code is QXT-729\n\nEnter it where you signed in.\n`,
    expect: codeOnly('QXT-729'),
  }),
  // ------------------------------------------------------------ languages
  mail({
    family: 'languages', file: 'dv-tr-giris-kodunuz.eml', from: 'Yemekci <bilgi@yemekci.test>', charset: 'iso-8859-9', subject: 'Giriş kodunuz', transfer: '8bit',
    text: `Merhaba,\n\nGiriş kodunuz: 551290\n\nBu kodu kimseyle paylaşmayın.\n`,
    expect: codeOnly('551290'),
  }),
  mail({
    family: 'languages', file: 'dv-ar-rmz-aldukhul.eml', from: 'Bayt <otp@bayt.test>', charset: 'utf-8', subject: 'رمز الدخول', transfer: 'base64',
    text: `رمز الدخول الخاص بك: 661203\nلا تشاركه مع أحد.\n`,
    expect: codeOnly('661203'),
  }),
  mail({
    family: 'languages', file: 'dv-hi-otp-hai.eml', from: 'Dukaan <noreply@dukaan.test>', subject: 'आपका ओटीपी', transfer: 'base64',
    text: `नमस्ते,\nआपका ओटीपी 720441 है। इसे किसी के साथ साझा न करें।\n`,
    expect: codeOnly('720441'),
  }),
  mail({
    family: 'languages', file: 'dv-el-kodikos.eml', from: 'Pelatis <info@pelatis.test>', charset: 'iso-8859-7', subject: 'Ο κωδικός σας',
    text: `Ο κωδικός επιβεβαίωσης σας: 882130\nΙσχύει για 5 λεπτά.\n`,
    expect: codeOnly('882130'),
  }),
  mail({
    family: 'languages', file: 'dv-he-hakod-shelcha.eml', from: 'Tor <noreply@tor.test>', charset: 'windows-1255', subject: 'קוד כניסה',
    text: `הקוד שלך: 551007\nהקוד בתוקף ל-5 דקות.\n`,
    expect: codeOnly('551007'),
  }),
  mail({
    family: 'languages', file: 'dv-th-rahat-yuenyan.eml', from: 'Talad <noreply@talad.test>', charset: 'windows-874', subject: 'รหัสยืนยัน',
    text: `รหัสยืนยันของคุณคือ 119283\nใช้ได้ภายใน 10 นาที\n`,
    expect: codeOnly('119283'),
  }),
  mail({
    family: 'languages', file: 'dv-tr-hesabi-dogrula-link.eml', from: 'Kitapci <uyelik@kitapci.test>', subject: 'Hesabınızı doğrulayın',
    html: layout({ lang: 'tr', title: 'Doğrulama', brand: 'Kitapci', body: `<p>Hesabınızı etkinleştirmek için tıklayın.</p>${button('https://kitapci.test/u/7d0c2e', 'Hesabımı doğrula')}`, footer: foot('Kitapci, Bağdat Cad. 40, İstanbul') }),
    expect: linkOnly('https://kitapci.test/u/7d0c2e'),
  }),
  mail({
    family: 'languages', file: 'dv-ar-tafeel-link.eml', from: 'Souq Jadid <welcome@souqjadid.test>', subject: 'فعّل حسابك',
    html: `<html dir="rtl"><body><p>مرحباً بك!</p><p><a href="https://souqjadid.test/a/51c9">تفعيل الحساب</a></p><p><a href="https://souqjadid.test/deals">العروض</a></p></body></html>`,
    expect: linkOnly('https://souqjadid.test/a/51c9'),
  }),
  mail({
    family: 'languages', file: 'dv-el-link.eml', from: 'Dromos <noreply@dromos.test>', subject: 'Επιβεβαίωση λογαριασμού',
    html: layout({ lang: 'el', title: 'Επιβεβαίωση', brand: 'Dromos', body: `<p>Καλώς ήρθατε!</p>${button('https://dromos.test/e/c02f9', 'Επιβεβαίωση')}`, footer: foot('Dromos, Πανεπιστημίου 10, Αθήνα') }),
    expect: linkOnly('https://dromos.test/e/c02f9'),
  }),
  // ------------------------------------------------------------ links
  mail({
    family: 'links', file: 'dv-pinboard-one-cta.eml', from: 'Pinwall <team@pinwall.test>', subject: 'Log in to Pinwall',
    html: layout({ title: 'Log in', brand: 'Pinwall', body: `<p>Tap the button to finish logging in.</p>${button('https://pinwall.test/s/resume?k=pw_7a1e5c', 'Open Pinwall')}`, footer: foot('Pinwall, 9 Oak Ave, Toronto') }),
    expect: linkOnly('https://pinwall.test/s/resume?k=pw_7a1e5c'),
  }),
  mail({
    family: 'links', file: 'dv-fitline-tracked-verify.eml', from: 'Fitline <hi@fitline.test>', subject: 'Verify your email',
    html: layout({ title: 'Verify', brand: 'Fitline', body: `<p>One last step.</p>${button('https://click.fitline.test/c/aGVsbG8td29ybGQ', 'Verify email')}<p><a href="https://fitline.test/classes">Browse classes</a></p>`, footer: foot('Fitline, 20 Harbour St, Auckland') }),
    expect: linkOnly('https://click.fitline.test/c/aGVsbG8td29ybGQ'),
  }),
  // ------------------------------------------------------------ code and link
  mail({
    family: 'code-link', file: 'dv-crate-enter-or-click.eml', from: 'Crate <auth@crate.test>', subject: 'Sign in to Crate', transfer: '7bit',
    text: `Enter 300417 in the app, or sign in with this link:\nhttps://crate.test/l/3b7e9f\n`,
    expect: { code: '300417', verificationLink: 'https://crate.test/l/3b7e9f' },
  }),
  // ------------------------------------------------------------ decoys
  mail({
    family: 'decoy', file: 'dv-shipfast-verify-path.eml', from: 'Shipfast <track@shipfast.test>', subject: 'Your delivery is scheduled',
    html: layout({ title: 'Delivery', brand: 'Shipfast', body: `<p>Parcel SF20449182 arrives Thursday.</p>${button('https://shipfast.test/verify/delivery/SF20449182', 'Track shipment')}`, footer: foot('Shipfast, 1 Depot Rd, Reading') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv-ptbr-avenida-codigo.eml', from: 'Mercadinho <conta@mercadinho.test>', charset: 'iso-8859-1', subject: 'Código de acesso', transfer: '8bit',
    text: `Olá,\n\nAv. Brasil, 2041 – Centro, Rio de Janeiro – RJ\nCódigo: 448812\n\nNão compartilhe.\n`,
    expect: codeOnly('448812'),
  }),
  mail({
    family: 'decoy', file: 'dv-threadly-use-promo.eml', from: 'Threadly <deals@threadly.test>', subject: 'Your welcome gift',
    html: layout({ title: 'Welcome', brand: 'Threadly', body: `<p>Use WELCOME10 at checkout for 10% off.</p>${codeBox('WELCOME10')}${button('https://threadly.test/shop', 'Shop now')}`, footer: foot('Threadly, 4 Canal St, Manchester') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv-gym-booking-numbers.eml', from: 'Liftly <bookings@liftly.test>', subject: 'Class booked', transfer: '7bit',
    text: `You're booked for Spin on 28/11 at 18:30.\nBooking 551203, studio 4. Member 88120.\nEnter the studio with your app.\n`,
    expect: none,
  }),
];
