// Development mail, fourth round (files dv4-*), written on 2026-11-26 before any rule of extractor version 5:
// receipts and bank notices whose "authentication / approval / reference" labels carry no verification code,
// shipping "confirm" buttons, security and account-changed notices, codes introduced by a verb with the noun
// later, "the following number" in CJK, spaced digits in transcripts, plain-text "or open:" links, and
// affirmative buttons among app-store and help links; each with its twin. Rules are tuned against these,
// never against corpus/heldout*.
import { button, layout } from './templates.mjs';

const mail = (m) => ({ date: 'Thu, 26 Nov 2026 11:00:00 +0000', transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const foot = (s) => `${s}<br><a href="https://example.test/privacy">Privacy</a> · <a href="https://example.test/unsubscribe">Unsubscribe</a>`;
const stores = (help) =>
  `<p><a href="https://apps.apple.test/app/id1490022">Download on the App Store</a> · <a href="https://play.google.test/store/apps/details?id=test.app">Get it on Google Play</a> · <a href="${help}">Help</a></p>`;

// Receipts and bank notices: an "authentication / approval / reference" label names no code to type.
const receipts = [
  mail({
    family: 'decoy', file: 'dv4-pt-ted-comprovante.eml', from: 'Banco Ipê <avisos@bancoipe.test>', charset: 'utf-8', subject: 'Comprovante de TED', transfer: 'base64',
    html: layout({ lang: 'pt', title: 'Comprovante', brand: 'Banco Ipe', body: `<h2>Transferência realizada</h2><table><tr><td>Valor</td><td>R$ 1.250,00</td></tr><tr><td>Favorecido</td><td>Marina Lopes</td></tr><tr><td>Data</td><td>26/11/2026 10:42</td></tr><tr><td>Autenticação</td><td><b>7B2F91C4QX</b></td></tr></table>`, footer: foot('Banco Ipê S.A., Av. Paulista 900, São Paulo') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-en-card-approval-code.eml', from: 'Northgate Card <receipts@northgate.test>', subject: 'Payment approved at Cedar Grocers',
    html: layout({ title: 'Payment approved', brand: 'Northgate', body: `<p>Your card ending 4417 was charged $82.16 at Cedar Grocers.</p><p>Approval code: <b>058213</b><br>Terminal: 0021</p>`, footer: foot('Northgate Card Services, 40 Pine St, Seattle WA') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-fr-recu-code-approbation.eml', from: 'Banque Lys <releve@banquelys.test>', charset: 'utf-8', subject: 'Reçu de votre paiement', transfer: 'base64',
    text: `Bonjour,\n\nVotre paiement de 49,90 € chez Librairie Morel a été accepté.\nCode d'approbation : 31B7QX\nRéférence de la transaction : 8841-2207\n\nBanque Lys, 12 rue de la Paix, Paris\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-de-ueberweisung-autorisierung.eml', from: 'Sparbank <service@sparbank.test>', charset: 'iso-8859-1', subject: 'Ihre Überweisung wurde ausgeführt', transfer: '8bit',
    text: `Guten Tag,\n\nIhre Überweisung über 300,00 EUR an Tom Becker wurde ausgeführt.\nAutorisierungscode: 704512\nBuchungsdatum: 26.11.2026\n\nSparbank AG, Kaiserstraße 8, 60311 Frankfurt\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-es-comprobante-operacion.eml', from: 'Banco Sol <avisos@bancosol.test>', charset: 'utf-8', subject: 'Comprobante de transferencia', transfer: 'base64',
    html: layout({ lang: 'es', title: 'Comprobante', brand: 'Banco Sol', body: `<p>Has enviado 120,00 € a Lucía Martín.</p><p>Código de operación: <b>K9T4R2W7</b></p><p>Fecha: 26/11/2026</p>`, footer: foot('Banco Sol, Gran Vía 30, Madrid') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-it-ricevuta-riferimento.eml', from: 'Pagaveloce <ricevute@pagaveloce.test>', charset: 'utf-8', subject: 'Ricevuta di pagamento', transfer: 'base64',
    text: `Ciao Luca,\n\nhai pagato 15,00 € a Pizzeria Da Gino.\nCodice di riferimento: RF7731K9\nCodice di autenticazione: 4C8Z2M\n\nPagaveloce S.p.A., Milano\n`,
    expect: none,
  }),
  mail({
    family: 'unlabeled', file: 'dv4-en-approve-transfer-code.eml', from: 'Kestrel Bank <security@kestrel.test>', subject: 'Approve your transfer',
    html: layout({ title: 'Approve your transfer', brand: 'Kestrel', body: `<p>You asked to send £250.00 to J. Silva.</p><p>To approve it, enter <b>551203</b> in the Kestrel app. This code expires in 5 minutes.</p>`, footer: foot('Kestrel Bank plc, 1 Bank St, London E14') }),
    expect: codeOnly('551203'),
  }),
  mail({
    family: 'languages', file: 'dv4-pt-codigo-confirmar-pix.eml', from: 'Banco Ipê <seguranca@bancoipe.test>', charset: 'utf-8', subject: 'Confirme seu Pix', transfer: 'base64',
    text: `Olá,\n\nPara confirmar o Pix de R$ 80,00, digite o código de segurança 629145 no aplicativo.\nEle vale por 3 minutos.\n`,
    expect: codeOnly('629145'),
  }),
];

// Shipping notices and security / account-changed notices: their buttons are no verification link.
const notices = [
  mail({
    family: 'decoy', file: 'dv4-en-parcel-confirm-details.eml', from: 'Parcelwise <updates@parcelwise.test>', subject: 'Your parcel arrives Thursday',
    html: layout({ title: 'Delivery', brand: 'Parcelwise', body: `<p>Parcel PW88120341 from Oakline Home is on its way.</p><p>Check that we have the right address and a safe place.</p>${button('https://parcelwise.test/t/PW88120341?step=confirm-address&s=em', 'Confirm delivery address')}`, footer: foot('Parcelwise Ltd, Unit 4, Coventry CV1 2AB') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-de-lieferung-bestaetigen.eml', from: 'Paketblitz <info@paketblitz.test>', charset: 'utf-8', subject: 'Ihre Sendung kommt morgen', transfer: 'base64',
    html: layout({ lang: 'de', title: 'Sendung', brand: 'Paketblitz', body: `<p>Ihre Sendung 00340434161094 wird morgen zwischen 10 und 14 Uhr zugestellt.</p>${button('https://paketblitz.test/sendung/00340434161094/bestaetigen?src=mail', 'Zustellung bestätigen')}`, footer: foot('Paketblitz GmbH, Hafenstraße 2, 20457 Hamburg') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-en-password-changed-secure.eml', from: 'Tallybook <security@tallybook.test>', subject: 'Your Tallybook password was changed',
    html: layout({ title: 'Password changed', brand: 'Tallybook', body: `<p>The password of your Tallybook account was changed on 26 Nov at 10:12.</p><p>If you did this, you can ignore this email.</p>${button('https://tallybook.test/account/recover?r=tb_71c2e0a9f4', 'Lock my account')}`, footer: foot('Tallybook Inc., 500 Market St, San Francisco') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-en-new-signin-review.eml', from: 'Slateware <no-reply@slateware.test>', subject: 'New sign-in to your Slateware account',
    html: layout({ title: 'New sign-in', brand: 'Slateware', body: `<p>We noticed a new sign-in from Firefox on Linux, near Lyon, France.</p>${button('https://slateware.test/security/activity?e=sw_5d1f08c3a2', 'Review activity')}<p><a href="https://slateware.test/security/not-me?e=sw_5d1f08c3a2">This wasn't me</a></p>`, footer: foot('Slateware, 77 King St, Toronto') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-en-email-changed-undo.eml', from: 'Ferncloud <account@ferncloud.test>', subject: 'Your sign-in email was updated',
    html: layout({ title: 'Email updated', brand: 'Ferncloud', body: `<p>The email for your Ferncloud account is now j***@mailbox.test.</p><p>Didn't make this change? Undo it below within 7 days.</p>${button('https://ferncloud.test/account/revert-email?k=fc_90ab3e17d2', 'Undo this change')}`, footer: foot('Ferncloud AB, Sveavägen 10, Stockholm') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-fr-mdp-modifie-securiser.eml', from: 'Carnetto <securite@carnetto.test>', charset: 'utf-8', subject: 'Votre mot de passe a été modifié', transfer: 'base64',
    html: layout({ lang: 'fr', title: 'Mot de passe', brand: 'Carnetto', body: `<p>Le mot de passe de votre compte Carnetto a été modifié aujourd'hui.</p><p>Ce n'était pas vous ?</p>${button('https://carnetto.test/compte/securite?t=cn_33ef81b0a7', 'Sécuriser mon compte')}`, footer: foot('Carnetto SAS, 8 quai de Bercy, Paris') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-es-nuevo-dispositivo.eml', from: 'Rumbo <seguridad@rumbo.test>', charset: 'utf-8', subject: 'Nuevo inicio de sesión en tu cuenta', transfer: 'base64',
    html: layout({ lang: 'es', title: 'Nuevo inicio', brand: 'Rumbo', body: `<p>Se inició sesión en tu cuenta desde un iPhone en Valencia.</p>${button('https://rumbo.test/cuenta/actividad?t=rb_0c4d9e2a71', 'Revisar actividad')}`, footer: foot('Rumbo S.L., Valencia') }),
    expect: none,
  }),
  mail({
    family: 'links', file: 'dv4-en-signin-yes-its-me.eml', from: 'Slateware <no-reply@slateware.test>', subject: 'Is this you signing in?',
    html: layout({ title: 'Approve sign-in', brand: 'Slateware', body: `<p>Someone is trying to sign in to Slateware from Chrome on Windows.</p>${button('https://slateware.test/login/approve?t=sw_a91c3e20f7b4', "Yes, it's me")}<p><a href="https://slateware.test/security/not-me?t=sw_a91c3e20f7b4">No, secure my account</a></p>`, footer: foot('Slateware, 77 King St, Toronto') }),
    expect: linkOnly('https://slateware.test/login/approve?t=sw_a91c3e20f7b4'),
  }),
];

// A verb introduces the code; the word for code comes only in a later sentence.
const verbFirst = [
  mail({
    family: 'languages', file: 'dv4-ar-adkhil-later-ramz.eml', from: 'Souqna <no-reply@souqna.test>', charset: 'utf-8', subject: 'تأكيد حسابك في سوقنا', transfer: 'base64',
    text: `مرحباً،\n\nأدخل 274019 في التطبيق لإكمال التسجيل.\nهذا الرمز صالح لمدة 10 دقائق ولا تشاركه مع أحد.\n`,
    expect: codeOnly('274019'),
  }),
  mail({
    family: 'languages', file: 'dv4-he-haklidu-later-kod.eml', from: 'Sifriya <hello@sifriya.test>', charset: 'utf-8', subject: 'השלמת ההרשמה', transfer: 'base64',
    text: `שלום,\n\nהקלידו 593017 באפליקציה כדי להשלים את ההרשמה.\nהקוד תקף ל-10 דקות.\n`,
    expect: codeOnly('593017'),
  }),
  mail({
    family: 'languages', file: 'dv4-tr-yazin-later-kod.eml', from: 'Pazaryeri <hesap@pazaryeri.test>', charset: 'utf-8', subject: 'Hesabınızı doğrulayın', transfer: 'base64',
    text: `Merhaba,\n\nGirişi tamamlamak için uygulamaya 804716 yazın.\nBu kod 5 dakika geçerlidir.\n`,
    expect: codeOnly('804716'),
  }),
  mail({
    family: 'unlabeled', file: 'dv4-en-key-in-later-code.eml', from: 'Driftwood <hi@driftwood.test>', subject: 'Welcome to Driftwood', transfer: '7bit',
    text: `Hi Sam,\n\nKey in 315862 on the welcome screen to turn on your account.\nThat code is good for ten minutes.\n\nDriftwood, 3 Shore Rd, Brighton BN1 1AA\n`,
    expect: codeOnly('315862'),
  }),
  mail({
    family: 'decoy', file: 'dv4-en-quote-booking-ref.eml', from: 'Greenleaf Clinic <bookings@greenleaf.test>', subject: 'Your appointment on 3 December', transfer: '7bit',
    text: `Hello,\n\nQuote 558120 when you call us on 01632 960 418 to change your appointment.\nThis booking reference is also in your patient portal.\n\nGreenleaf Clinic, 9 Elm Row, Leeds\n`,
    expect: none,
  }),
];

// "The following number / PIN" in CJK, the number alone on a line indented with full-width spaces.
const cjk = [
  mail({
    family: 'languages', file: 'dv4-ja-ika-no-pin.eml', from: 'たびログ <info@tabilog.test>', charset: 'iso-2022-jp', subject: 'たびログ　本人確認', transfer: '7bit',
    text: `たびログをご利用いただきありがとうございます。\n\n以下の暗証番号を画面に入力してください。\n\n　　５０９３１７\n\n※30分を過ぎると無効になります。\n`,
    expect: codeOnly('509317'),
  }),
  mail({
    family: 'languages', file: 'dv4-zh-yixia-haoma.eml', from: '云笺 <noreply@yunjian.test>', charset: 'utf-8', subject: '云笺 账号验证', transfer: 'base64',
    text: `您好！\n\n请在页面中输入以下号码：\n\n　　603918\n\n如非本人操作，请忽略本邮件。\n`,
    expect: codeOnly('603918'),
  }),
  mail({
    family: 'languages', file: 'dv4-ko-arae-beonho.eml', from: '책방 <no-reply@chaekbang.test>', charset: 'utf-8', subject: '책방 본인 확인', transfer: 'base64',
    text: `안녕하세요.\n\n아래 번호를 앱에 입력해 주세요.\n\n　　731520\n\n10분 후 만료됩니다.\n`,
    expect: codeOnly('731520'),
  }),
  mail({
    family: 'decoy', file: 'dv4-ja-uketsuke-bangou.eml', from: 'こども図書 <info@kodomo.test>', charset: 'iso-2022-jp', subject: 'お問い合わせを受け付けました', transfer: '7bit',
    text: `お問い合わせありがとうございます。\n\n以下の受付番号をお控えください。\n\n　　583104\n\n担当者より3営業日以内にご連絡いたします。\n`,
    expect: none,
  }),
];

// Transcripts reading the code digit by digit.
const transcripts = [
  mail({
    family: 'unlabeled', file: 'dv4-en-voicemail-commas.eml', from: 'Callbox <voicemail@callbox.test>', subject: 'New voicemail from +1 206 555 0175', transfer: '7bit',
    text: `Transcript:\n"Hello, this is Tollgate. Your verification number is 5, 2, 8, 1. I repeat, 5, 2, 8, 1. Goodbye."\n\nDuration 0:14\n`,
    expect: codeOnly('5281'),
  }),
  mail({
    family: 'unlabeled', file: 'dv4-en-sms-forward-spaced.eml', from: 'Relay <sms@relay.test>', subject: 'SMS from 40412', transfer: '7bit',
    text: `Forwarded text message from 40412:\n\nQuickpay: enter 6 0 4 2 9 1 to confirm your phone number. Do not share it.\n`,
    expect: codeOnly('604291'),
  }),
  mail({
    family: 'decoy', file: 'dv4-en-voicemail-callback.eml', from: 'Callbox <voicemail@callbox.test>', subject: 'New voicemail from Bright Dental', transfer: '7bit',
    text: `Transcript:\n"Hi, this is Bright Dental about your check-up on Friday. Please call us back on 4 1 5 2 0 3 9 9 8 7. Thanks."\n\nDuration 0:11\n`,
    expect: none,
  }),
];

// Plain text: a code, then "or open / tap / visit:" and a short URL.
const plainLinks = [
  mail({
    family: 'code-link', file: 'dv4-en-or-tap-short-url.eml', from: 'Lantern <login@lantern.test>', subject: 'Sign in to Lantern', transfer: '7bit',
    text: `Enter 5820 in the app to sign in.\nOr tap: https://lntn.test/v/9Xk2Pq\n\nLantern Labs\n`,
    expect: { code: '5820', verificationLink: 'https://lntn.test/v/9Xk2Pq' },
  }),
  mail({
    family: 'code-link', file: 'dv4-es-o-visita.eml', from: 'Mercadillo <cuenta@mercadillo.test>', charset: 'utf-8', subject: 'Tu código de Mercadillo', transfer: '8bit',
    text: `Tu código: 8193\nO visita: https://mcdl.test/c/Rt5wQ1\n\nMercadillo S.L.\n`,
    expect: { code: '8193', verificationLink: 'https://mcdl.test/c/Rt5wQ1' },
  }),
  mail({
    family: 'decoy', file: 'dv4-en-code-or-visit-help.eml', from: 'Lantern <login@lantern.test>', subject: 'Your Lantern code', transfer: '7bit',
    text: `Your sign-in code: 4410\nQuestions? Or visit our help centre: https://help.lantern.test\n\nLantern Labs\n`,
    expect: codeOnly('4410'),
  }),
];

// Affirmative answers as the one verification button, among app-store and help links.
const affirmative = [
  mail({
    family: 'links', file: 'dv4-en-thats-my-address.eml', from: 'Pebble <hello@pebble.test>', subject: 'One more step', transfer: 'base64',
    html: layout({ title: 'One more step', brand: 'Pebble', body: `<p>Is ana@mailbox.test the right address for your Pebble account?</p>${button('https://pebble.test/e/ok?t=pb_41d0c9e2f3a8', "Yes, that's my address")}${stores('https://pebble.test/help')}`, footer: foot('Pebble Apps, 2 Mill Ln, Dublin') }),
    expect: linkOnly('https://pebble.test/e/ok?t=pb_41d0c9e2f3a8'),
  }),
  mail({
    family: 'links', file: 'dv4-en-confirm-its-you.eml', from: 'Orchard <team@orchard.test>', subject: 'Finish creating your Orchard account',
    html: layout({ title: 'Orchard', brand: 'Orchard', body: `<p>Thanks for joining Orchard.</p>${button('https://orchard.test/a/7QwE2rT9yU', "Confirm it's you")}${stores('https://orchard.test/support')}`, footer: foot('Orchard Co., 18 Vine St, Melbourne') }),
    expect: linkOnly('https://orchard.test/a/7QwE2rT9yU'),
  }),
  mail({
    family: 'languages', file: 'dv4-de-ja-das-bin-ich.eml', from: 'Wandern <konto@wandern.test>', charset: 'utf-8', subject: 'Ist das deine Adresse?', transfer: 'base64',
    html: layout({ lang: 'de', title: 'Wandern', brand: 'Wandern', body: `<p>Jemand hat diese Adresse bei Wandern angegeben.</p>${button('https://wandern.test/k/ja?t=wd_8e2a0c71b9', 'Ja, das bin ich')}${stores('https://wandern.test/hilfe')}`, footer: foot('Wandern GmbH, München') }),
    expect: linkOnly('https://wandern.test/k/ja?t=wd_8e2a0c71b9'),
  }),
  mail({
    family: 'decoy', file: 'dv4-en-survey-yes-no.eml', from: 'Pebble <feedback@pebble.test>', subject: 'How did we do?',
    html: layout({ title: 'Feedback', brand: 'Pebble', body: `<p>Would you recommend Pebble to a friend?</p>${button('https://pebble.test/survey/answer?q=nps&a=yes&u=pb_77e1', 'Yes, I would')}${button('https://pebble.test/survey/answer?q=nps&a=no&u=pb_77e1', 'Not really')}${stores('https://pebble.test/help')}`, footer: foot('Pebble Apps, 2 Mill Ln, Dublin') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv4-en-article-helpful.eml', from: 'Orchard Help <support@orchard.test>', subject: 'Your question about exports',
    html: layout({ title: 'Help', brand: 'Orchard', body: `<p>Here is the article you asked about: exporting your garden plan.</p><p>Was this helpful?</p>${button('https://orchard.test/help/rate?a=412&v=yes', 'Yes, thanks')}${stores('https://orchard.test/support')}`, footer: foot('Orchard Co., 18 Vine St, Melbourne') }),
    expect: none,
  }),
];

export default [...receipts, ...notices, ...verbFirst, ...cjk, ...transcripts, ...plainLinks, ...affirmative];
