// Development mail, twenty-third round (files dv23-*, before the rules of extractor version 28), from the misses of
// heldout26–29 under version 27 (all four opened for this round; heldout30–33 are being written by outside authors and
// stay clean), each taken as a class in other words and senders, with twins: (a) a lone value whose next line says only
// that it expires within minutes; (b) a subject that asks to finish a booking; (c) a company's tax PIN; (d) a booking's
// "confirmation 92114870"; (e) digits read as words; (f) a Hindi "use X to reset"; (g) approving a remote session,
// linking a machine; (h) a recovery key; (i) a negative label pointing up; (j) an expiry in the value's own sentence, and
// "ask for a new one"; (k) "Here you go:"; (l) "If that's you, X will get you in"; (m) links: approving a device in a
// sign-in notice, a URL in angle brackets, a wrapped paragraph, a forum's sign-in link, Russian "активации".
import { codeOnly, linkOnly, none, codeLink } from './card.mjs';
const mail = (m) => ({ date: 'Thu, 10 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const box = (v) => `<p style="font-size:32px;font-weight:bold;letter-spacing:4px">${v}</p>`;

const expiresBelow = [
  t('unlabeled', 'dv23-en-lone-box-expires-below.eml', 'Pagefold <hello@pagefold.test>', 'Finish setting up your Pagefold site', '', codeOnly('418830'), page(`<h2>Almost there</h2>${box('418830')}<p>Expires in 10 minutes.</p><p>Your site “Lantern Notes” goes live at lantern.pagefold.test.</p>`)),
  t('alnum', 'dv23-en-lone-alnum-expires-below.eml', 'Kindred <hello@kindred.test>', 'One more step on Kindred', '', codeOnly('KQ7M2X'), page(`<p>One last step to meet people nearby.</p>${box('KQ7M2X')}<p>It expires in 15 minutes.</p>`)),
  t('unlabeled', 'dv23-en-finish-booking-lone-box.eml', 'Spacehop <hello@spacehop.test>', 'Finish your Spacehop booking', '', codeOnly('552917'), page(`<p>Almost there.</p>${box('552917')}<p>Expires in 15 minutes. If you didn't just try to book a desk, ignore this email.</p><p>Your pending booking: Hot desk, Thu 5 Dec, £22.00</p>`)),
  t('decoy', 'dv23-en-lone-number-valid-hours.eml', 'Bayview Lockers <lockers@bayview.test>', 'Your locker is ready', '', none, page(`<p>Your parcel is in locker 14.</p>${box('4821')}<p>Valid for 48 hours.</p>`)),
  t('decoy', 'dv23-en-lone-price-offer-expires.eml', 'Fernleaf <offers@fernleaf.test>', 'Flash sale: today only', '', none, page(`<p>Everything in the garden range</p>${box('€ 20.00')}<p>Offer expires in 2 hours.</p>`)),
];
const numbers = [
  t('decoy', 'dv23-en-company-tax-pin-footer.eml', 'Ridewise <receipts@ridewise.test>', 'Your Friday trip with Ridewise', 'Thanks for riding.\n\nTotal KES 742.00\nTrip ID RW-NBO-7H2K94Q\n\nRidewise Kenya Ltd, The Mirage, Chiromo Rd, Nairobi. PIN P051948210Q.\n', none),
  t('unlabeled', 'dv23-en-pin-after-company-name.eml', 'Kopa Bank <alerts@kopa.test>', 'Your sign-in PIN', 'Welcome back to Kopa Bank Ltd.\n\nYour sign-in PIN: 4821 (valid for 5 minutes).\n', codeOnly('4821')),
  t('links', 'dv23-en-confirmation-number-in-sign-in.eml', 'Harbor Stays <rewards@harborstays.test>', 'Tap to sign in - no password needed', 'Tap the link below to sign in. It is good for 10 minutes.\n\nSign in: https://click.harborstays.test/?qs=9f8e2a1b9c7d3e5f60a1b2c3d4e5f6a7b8c9d0e1\n\nUpcoming stay: Harbor Stays Santa Fe, Aug 8-10, confirmation 72114860\n', linkOnly('https://click.harborstays.test/?qs=9f8e2a1b9c7d3e5f60a1b2c3d4e5f6a7b8c9d0e1')),
  t('unlabeled', 'dv23-en-voicemail-digit-words.eml', 'Phonebox <voicemail@phonebox.test>', 'New voicemail (0:21)', 'Transcription:\n\n"This is Northgate Payroll. Your security code is: six. two. zero. four. one. eight. Once again: six. two. zero. four. one. eight. Goodbye."\n', codeOnly('620418')),
  t('decoy', 'dv23-en-digit-words-in-prose.eml', 'Stepwise <news@stepwise.test>', 'Our four-step guide', 'Steps one, two, three and four are in the guide. Three of five readers finish it in a day.\n', none),
  t('languages', 'dv23-hi-reset-use-otp.eml', 'Suraksha Bima <noreply@suraksha.test>', 'पासवर्ड रीसेट के लिए ओटीपी', 'प्रिय ग्राहक,\n\nपोर्टल पर पासवर्ड रीसेट करने के लिए 772104 का उपयोग करें।\nयह 10 मिनट तक मान्य है।\n', codeOnly('772104')),
];
const purposes = [
  t('unlabeled', 'dv23-en-approve-remote-session.eml', 'Linkdesk <noreply@linkdesk.test>', 'Approve the remote session with Nordby IT', 'Anna from Nordby IT wants to connect to your computer for ticket NIT-20411.\n\nType 40731 into the Linkdesk window on your screen when it asks, and the session starts.\n', codeOnly('40731')),
  t('unlabeled', 'dv23-en-paste-to-link-machine.eml', 'vaultcli <noreply@vaultcli.test>', 'vaultcli: link this machine', 'Someone ran `vaultcli link` on "runner-07".\n\nPaste 5519 2084 at the vaultcli> prompt to link it to your account.\nWith or without the space, both are fine.\n', codeOnly('55192084')),
  t('alnum', 'dv23-en-recovery-key-label.eml', 'Westfield College IT <its@westfield.test>', 'Your account recovery key', 'On the recovery page, paste the key below exactly as shown.\n\nRecovery key:  qP7xK2mZ\n\nThe key works once.\n', codeOnly('qP7xK2mZ')),
  t('alnum', 'dv23-en-label-pointing-up.eml', 'Oakvale Schools <portal@oakvale.test>', 'ParentPortal activation key', 'Student: Sam Reyes   Student ID: 3041772\n\nOn the "Add Student" screen, type this activation key together with the student ID above:\n\n  RW7Q2M9KX4\n', codeOnly('RW7Q2M9KX4')),
  t('unlabeled', 'dv23-en-expiry-in-own-sentence.eml', 'Gridwise <meters@gridwise.test>', 'Pair your smart thermostat', 'Use 6104 27 in the Gridwise app (Settings > Devices > Pair) within the next 15 minutes.\n', codeOnly('610427')),
  t('unlabeled', 'dv23-en-ask-for-a-new-one.eml', 'MyServices <noreply@myservices.test>', 'Continue your application', 'To keep going with your application, enter 380914 on the page that asked for it. After 20 minutes you will need to ask for a new one.\n', codeOnly('380914')),
  t('unlabeled', 'dv23-en-here-you-go.eml', 'Parkpass <noreply@parkpass.test>', 'Signing in to Parkpass', 'Here you go: 71920455\n\nIt works once and expires at 14:05.\n\nReservation #0-55190833, 1 vehicle\n', codeOnly('71920455')),
  t('unlabeled', 'dv23-en-if-thats-you-get-in.eml', 'Shelfwise <noreply@shelfwise.test>', 'Back Office login attempt', "Someone's trying to log in to Shelfwise Back Office as you. If that's you, 504217 will get you in. If not, ignore this.\n", codeOnly('504217')),
  t('decoy', 'dv23-en-here-you-go-order.eml', 'Parkpass <orders@parkpass.test>', 'Your receipt', 'Here you go: 71920455\n\nThanks for your order. It ships in 2 days.\n', none),
];
const links = [
  t('code-link', 'dv23-en-approve-device-in-notice.eml', 'Tradewell <security@tradewell.test>', 'Was this you? New device sign-in', 'New device trying to access your account.\n\nIf this was you, approve the device:\nhttps://secure.tradewell.test/device/approve?rid=dv_01JX4Q8K2M7TZ9&sig=3f3a9c21e0b4\n\nor, in the app, key in the security code 771 204.\n', codeLink('771204', 'https://secure.tradewell.test/device/approve?rid=dv_01JX4Q8K2M7TZ9&sig=3f3a9c21e0b4')),
  t('links', 'dv23-en-wordpress-angle-brackets.eml', 'Potting Shed Blog <wordpress@blog.pottingshed.test>', '[Potting Shed] Login Details', 'Username: jmarsh\n\nTo set your password, visit the following address:\n\n<https://blog.pottingshed.test/wp-login.php?action=rp&key=Lm2Xq9HkT4bN8pRzWc1V&login=jmarsh>\n\nhttps://blog.pottingshed.test/wp-login.php\n', linkOnly('https://blog.pottingshed.test/wp-login.php?action=rp&key=Lm2Xq9HkT4bN8pRzWc1V&login=jmarsh')),
  t('languages', 'dv23-pl-wrapped-reset-paragraph.eml', 'Rachunki <noreply@rachunki.test>', 'Zmiana hasła', 'Dzień dobry,\n\nktoś poprosił o zmianę danych logowania do Twojego konta. Jeżeli to Ty, kliknij w poniższy link,\naby ustawić nowe hasło.\n\nhttps://sso.rachunki.test/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3NDI0ODQ0MDB9.Qm4v9Lq2Xz\n\nLink straci ważność za 30 minut.\n', linkOnly('https://sso.rachunki.test/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3NDI0ODQ0MDB9.Qm4v9Lq2Xz')),
  t('code-link', 'dv23-en-forum-email-login.eml', 'Makers Guild <forum@makersguild.test>', '[Makers Guild] Log in with email', 'You can log in by clicking the following link:\n\n  https://community.makersguild.test/session/email-login/ab3791435b1a1bd55252d0d27b11b494\n\nOr enter the code 118204 on the login screen.\n', codeLink('118204', 'https://community.makersguild.test/session/email-login/ab3791435b1a1bd55252d0d27b11b494')),
  t('decoy', 'dv23-en-community-topic-link.eml', 'Makers Guild <forum@makersguild.test>', '[Makers Guild] New topics', 'New since your last visit:\n\nhttps://community.makersguild.test/t/which-diode-laser/48213\n', none),
  t('languages', 'dv23-ru-forum-activation.eml', 'Форум «Тихая заводь» <forum@zavod.test>', 'Добро пожаловать на форум', 'Ваша учётная запись пока не активна. Для её активации перейдите по ссылке:\n\nhttps://forum.zavod.test/ucp.php?mode=activate&u=5521&k=7F2KD7Q1MZ\n', linkOnly('https://forum.zavod.test/ucp.php?mode=activate&u=5521&k=7F2KD7Q1MZ')),
];

export default [...expiresBelow, ...numbers, ...purposes, ...links];
