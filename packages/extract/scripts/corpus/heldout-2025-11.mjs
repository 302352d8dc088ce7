// Held-out mail, written on 2025-11-25 before the evidence-scoring extractor existed, in the families that
// outside testing found the label dictionary missing (issue 32). Frozen: corpus/heldout/ is hashed by
// src/heldout-frozen.test.ts. Do not edit or tune against these; add new mail to the development set.
import { button, codeBox, layout, spacedCells } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });

// ---------------------------------------------------------------- unlabeled: codes no label word introduces
const unlabeled = [
  mail({
    family: 'unlabeled', file: 'ho-trellis-use-to-finish-signing-in.eml', from: 'Trellis <no-reply@trellis.test>',
    subject: 'Finish signing in to Trellis', date: 'Tue, 25 Nov 2025 08:01:00 +0000', transfer: '7bit',
    text: `Hi there,

Use 553311 to finish signing in.

This expires in 15 minutes. If you didn't try to sign in, you can ignore this email.

- The Trellis team
Trellis Labs, 548 Market St #90411, San Francisco, CA 94104
`,
    expect: codeOnly('553311'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-homely-confirm-enter-in-app.eml', from: 'Homely <hello@homely.test>',
    subject: 'Confirm your email address', date: 'Tue, 25 Nov 2025 08:03:00 +0000',
    text: `To confirm your address, enter 553311 in the app.

Homely - find your next place
Homely Pty Ltd, Level 5, 11 York Street, Sydney NSW 2000
`,
    html: layout({ title: 'Confirm your email address', brand: 'Homely', accent: '#0f766e',
      body: `<h1 style="font-size:22px;">Confirm your email address</h1>
<p>To confirm your address, enter <strong>553311</strong> in the app.</p>
<p style="color:#57606a;">Didn't create a Homely account? Just ignore this message.</p>`,
      footer: 'Homely Pty Ltd, Level 5, 11 York Street, Sydney NSW 2000<br><a href="https://homely.test/privacy">Privacy</a>' }),
    expect: codeOnly('553311'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-ridewell-type-into-screen.eml', from: 'Ridewell <accounts@ridewell.test>',
    subject: 'Ridewell: verify it’s you', date: 'Tue, 25 Nov 2025 08:05:00 +0000',
    html: layout({ title: 'Verify it’s you', brand: 'Ridewell', accent: '#111827', pre: 'Type this number into the verification screen',
      body: `<p>Hi Sam,</p>
<p>Type the number below into the verification screen to keep going:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:4px;margin:24px 0;">802417</p>
<p>Your trip history and payment methods stay locked until you do.</p>`,
      footer: 'Ridewell Technologies · 1455 Market Street · San Francisco, CA 94103<br><a href="https://help.ridewell.test">Help</a>' }),
    expect: codeOnly('802417'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-acme-code-before-sentence.eml', from: 'Acme <verify@acme.test>',
    subject: '482913 is your Acme code', date: 'Tue, 25 Nov 2025 08:07:00 +0000', transfer: '7bit',
    text: `482913 is your Acme code. Don't share it with anyone, including Acme staff.

Requested from Safari on macOS at 08:07 UTC.
`,
    expect: codeOnly('482913'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-hopper-before-sentence-html.eml', from: 'Hopper Travel <security@hopper.test>',
    subject: 'Your security check', date: 'Tue, 25 Nov 2025 08:09:00 +0000',
    html: `<html><body style="font-family:Arial,sans-serif;color:#222;">
<div style="max-width:560px;margin:0 auto;padding:24px;">
<img src="https://cdn.hopper.test/logo.png" alt="Hopper" width="96">
<p style="font-size:16px;"><b style="font-size:22px;">318207</b> is your Hopper security check. It works once and for 10 minutes.</p>
<p style="font-size:13px;color:#666;">Booked 3 trips this year? Nice. Questions: +1 (833) 555-0147.</p>
<p style="font-size:11px;color:#999;">Hopper Inc., 5 Channel Center St, Boston, MA 02210</p>
</div></body></html>`,
    expect: codeOnly('318207'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-gloogle-g-prefix.eml', from: 'Gloogle <noreply@accounts.gloogle.test>',
    subject: 'G-384719 is your Gloogle verification code', date: 'Tue, 25 Nov 2025 08:11:00 +0000',
    text: `G-384719 is your Gloogle verification code.

Gloogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043
`,
    html: `<html><body><table width="100%"><tr><td align="center" style="font-family:Roboto,Arial,sans-serif;">
<div style="font-size:24px;color:#202124;">Verify your email</div>
<p style="font-size:14px;color:#3c4043;">Gloogle needs to verify your email address. Enter this code on the sign-up page:</p>
<div style="font-size:36px;line-height:44px;color:#202124;font-weight:500;">G-384719</div>
<p style="font-size:12px;color:#5f6368;">Gloogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043</p>
</td></tr></table></body></html>`,
    expect: codeOnly('384719'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-facepage-fb-prefix.eml', from: 'Facepage <registration@facepagemail.test>',
    subject: 'FB-48213 is your Facepage confirmation', date: 'Tue, 25 Nov 2025 08:13:00 +0000', transfer: 'base64',
    html: `<html><body style="margin:0;padding:0;"><table width="100%" style="font-family:Helvetica,Arial;">
<tr><td style="font-size:19px;color:#1c1e21;padding:16px;">Action required: confirm your Facepage account</td></tr>
<tr><td style="padding:0 16px;font-size:16px;color:#1c1e21;">Hi Jo, you may be asked to enter this confirmation:</td></tr>
<tr><td style="padding:16px;"><span style="font-size:17px;font-weight:600;background:#f2f2f2;border:1px solid #ccc;padding:10px;">FB-48213</span></td></tr>
<tr><td style="padding:16px;font-size:12px;color:#8a8d91;">Meta Platforms, Inc., Attention: Community Support, 1 Facepage Way, Menlo Park, CA 94025</td></tr>
</table></body></html>`,
    expect: codeOnly('48213'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-parcelbox-4-2-grouping.eml', from: 'Parcelbox <account@parcelbox.test>',
    subject: 'Verify your new email', date: 'Tue, 25 Nov 2025 08:15:00 +0000',
    html: layout({ title: 'Verify your new email', brand: 'Parcelbox',
      body: `<h2>Verify your new email</h2>
<p>Enter these digits where you changed your email:</p>
${codeBox('8412 93')}
<p>They stop working in 20 minutes.</p>`,
      footer: 'Parcelbox GmbH · Friedrichstraße 68 · 10117 Berlin' }),
    expect: codeOnly('841293'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-mintly-3-3-no-label.eml', from: 'Mintly <noreply@mintly.test>',
    subject: 'Sign in to Mintly', date: 'Tue, 25 Nov 2025 08:17:00 +0000', transfer: '7bit',
    text: `Sign in to Mintly

Enter this on the sign-in page:

    604 218

Requested at 08:17 UTC from 203.0.113.44 (Chrome, Windows).
Not you? Change your password at https://mintly.test/settings/security
`,
    expect: codeOnly('604218'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-tilecraft-digit-per-cell.eml', from: 'Tilecraft <team@tilecraft.test>',
    subject: 'Confirm your email for Tilecraft', date: 'Tue, 25 Nov 2025 08:19:00 +0000',
    html: layout({ title: 'Confirm your email', brand: 'Tilecraft', accent: '#7c3aed',
      body: `<h1 style="font-size:24px;text-align:center;">Confirm your email</h1>
<p style="text-align:center;">Type these digits into the Tilecraft app:</p>
${spacedCells('731940')}
<p style="text-align:center;color:#57606a;">Valid for 30 minutes.</p>`,
      footer: 'Tilecraft Inc. · 2 Rue du Louvre · 75001 Paris' }),
    expect: codeOnly('731940'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-quillpad-subject-only.eml', from: 'Quillpad <login@quillpad.test>',
    subject: 'Your Quillpad sign-in: 905614', date: 'Tue, 25 Nov 2025 08:21:00 +0000', transfer: '7bit',
    text: `Someone (hopefully you) is signing in to Quillpad from Firefox on Linux.
Copy the number in this email's subject to continue.

If it wasn't you, reply to this email and we'll lock the account.
`,
    expect: codeOnly('905614'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-loomly-lone-styled-box.eml', from: 'Loomly <hi@loomly.test>',
    subject: 'Almost there!', date: 'Tue, 25 Nov 2025 08:23:00 +0000',
    html: layout({ title: 'Almost there', brand: 'Loomly', accent: '#ea580c', pre: 'Copy this into the window you came from',
      body: `<h1 style="font-size:26px;">Almost there!</h1>
<p>Copy this into the window you came from:</p>
<table role="presentation" width="100%"><tr><td align="center" style="background:#fff7ed;border:2px dashed #ea580c;border-radius:12px;padding:28px;font-size:40px;font-weight:800;color:#9a3412;font-family:Courier New,monospace;">276051</td></tr></table>
<p>Welcome aboard — 2,400 teams already plan with Loomly.</p>`,
      footer: 'Loomly · 77 Baker Street · London W1U 6RF' }),
    expect: codeOnly('276051'),
  }),
  mail({
    family: 'unlabeled', file: 'ho-deskly-paste-to-continue.eml', from: 'Deskly <auth@deskly.test>',
    subject: 'Your Deskly login', date: 'Tue, 25 Nov 2025 08:25:00 +0000',
    text: `Paste 118833 into Deskly to continue.

Order #77120 is unaffected by this login. Support: 020 7946 0321.
`,
    expect: codeOnly('118833'),
  }),
];

// ---------------------------------------------------------------- alnum: codes with letters
const alnum = [
  mail({
    family: 'alnum', file: 'ho-forgeboard-code-is-abc-123.eml', from: 'Forgeboard <security@forgeboard.test>',
    subject: 'Forgeboard login', date: 'Tue, 25 Nov 2025 09:01:00 +0000', transfer: '7bit',
    text: `Your code is ABC-123

Enter it on the login page. It expires in 10 minutes.
Forgeboard, 30 Rockefeller Plaza, New York, NY 10112
`,
    expect: codeOnly('ABC-123'),
  }),
  mail({
    family: 'alnum', file: 'ho-notebit-lowercase-code.eml', from: 'Notebit <noreply@notebit.test>',
    subject: 'Your Notebit verification code', date: 'Tue, 25 Nov 2025 09:03:00 +0000',
    html: layout({ title: 'Notebit', brand: 'Notebit',
      body: `<p>Your verification code is:</p>
<p style="font-family:monospace;font-size:28px;letter-spacing:3px;font-weight:bold;">k9x2mq</p>
<p>Codes are case-sensitive.</p>`,
      footer: 'Notebit Ltd · 14 Grafton Street · Dublin 2' }),
    expect: codeOnly('k9x2mq'),
  }),
  mail({
    family: 'alnum', file: 'ho-cargohub-letters-first.eml', from: 'CargoHub <login@cargohub.test>',
    subject: 'CargoHub login code', date: 'Tue, 25 Nov 2025 09:05:00 +0000', transfer: '7bit',
    text: `Your login code: XKR42P

Shipment CH-2291-0447 is on its way. Track: https://cargohub.test/t/CH22910447
`,
    expect: codeOnly('XKR42P'),
  }),
  mail({
    family: 'alnum', file: 'ho-pixelshop-alnum-box-no-label.eml', from: 'Pixelshop <account@pixelshop.test>',
    subject: 'Verify your email for Pixelshop', date: 'Tue, 25 Nov 2025 09:07:00 +0000',
    html: layout({ title: 'Verify your email', brand: 'Pixelshop', accent: '#db2777',
      body: `<h1 style="font-size:22px;">Verify your email</h1>
<p>Enter this in the browser tab where you signed up:</p>
${codeBox('R7K2PX')}
<p>Summer prints are 30% off until Sunday.</p>`,
      footer: 'Pixelshop · Via Torino 21 · 20123 Milano' }),
    expect: codeOnly('R7K2PX'),
  }),
  mail({
    family: 'alnum', file: 'ho-wavechat-lowercase-8.eml', from: 'Wavechat <noreply@wavechat.test>',
    subject: 'Sign in to Wavechat', date: 'Tue, 25 Nov 2025 09:09:00 +0000', transfer: 'base64',
    text: `Sign in to Wavechat

Enter this code: 7hq2kd9z

If you didn't request this, someone may have typed your address by mistake.
`,
    expect: codeOnly('7hq2kd9z'),
  }),
  mail({
    family: 'alnum', file: 'ho-boltpay-use-letters-code.eml', from: 'Boltpay <security@boltpay.test>',
    subject: 'Confirm it’s you', date: 'Tue, 25 Nov 2025 09:11:00 +0000',
    html: `<html><body style="font-family:Inter,Arial,sans-serif;">
<h2>Confirm it’s you</h2>
<p>Use <span style="font-family:monospace;font-weight:700;font-size:20px;">QPZ-WTR</span> to approve the new device.</p>
<p>Your balance: €1,204.55 · Card ending 9931</p>
</body></html>`,
    expect: codeOnly('QPZ-WTR'),
  }),
];

// ---------------------------------------------------------------- languages not covered before
const languages = [
  mail({
    family: 'languages', file: 'ho-ar-rmz-altahaqquq.eml', from: 'Souqly <no-reply@souqly.test>', charset: 'windows-1256',
    subject: 'رمز التحقق الخاص بك', date: 'Tue, 25 Nov 2025 10:01:00 +0000',
    html: `<html dir="rtl" lang="ar"><body style="font-family:Tahoma,Arial;direction:rtl;">
<p>مرحباً،</p>
<p>رمز التحقق الخاص بك هو:</p>
<p style="font-size:28px;font-weight:bold;">640182</p>
<p>صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص.</p>
<p style="font-size:11px;color:#888;">سوقلي، شارع الملك فهد 4410، الرياض 12214</p>
</body></html>`,
    expect: codeOnly('640182'),
  }),
  mail({
    family: 'languages', file: 'ho-ar-ramzuka-text.eml', from: 'Tawsil <otp@tawsil.test>',
    subject: 'تسجيل الدخول إلى توصيل', date: 'Tue, 25 Nov 2025 10:03:00 +0000', transfer: 'base64',
    text: `رمزك لتسجيل الدخول: 917305
ينتهي خلال 5 دقائق.
خدمة العملاء: 800 123 4567
`,
    expect: codeOnly('917305'),
  }),
  mail({
    family: 'languages', file: 'ho-hi-satyapan-code.eml', from: 'Bazaarwala <noreply@bazaarwala.test>',
    subject: 'आपका सत्यापन कोड', date: 'Tue, 25 Nov 2025 10:05:00 +0000',
    html: layout({ lang: 'hi', title: 'सत्यापन', brand: 'Bazaarwala',
      body: `<p>नमस्ते,</p>
<p>आपका सत्यापन कोड <b>528461</b> है। यह 10 मिनट तक मान्य है।</p>
<p>यह कोड किसी के साथ साझा न करें।</p>`,
      footer: 'Bazaarwala Pvt. Ltd., 21 MG Road, Bengaluru 560001' }),
    expect: codeOnly('528461'),
  }),
  mail({
    family: 'languages', file: 'ho-hi-otp-text.eml', from: 'PaySetu <alerts@paysetu.test>',
    subject: 'लॉगिन के लिए ओटीपी', date: 'Tue, 25 Nov 2025 10:07:00 +0000', transfer: 'base64',
    text: `प्रिय ग्राहक,
लॉगिन करने के लिए 370946 दर्ज करें। यह ओटीपी 3 मिनट में समाप्त हो जाएगा।
हेल्पलाइन: 1800 209 4455
`,
    expect: codeOnly('370946'),
  }),
  mail({
    family: 'languages', file: 'ho-tr-dogrulama-kodunuz.eml', from: 'Pazaryeri <bilgi@pazaryeri.test>', charset: 'iso-8859-9',
    subject: 'Doğrulama kodunuz', date: 'Tue, 25 Nov 2025 10:09:00 +0000',
    text: `Merhaba,

Doğrulama kodunuz: 482619

Bu kodu kimseyle paylaşmayın. Kod 3 dakika geçerlidir.

Pazaryeri A.Ş., Büyükdere Cad. No:185, 34394 Şişli/İstanbul
`,
    expect: codeOnly('482619'),
  }),
  mail({
    family: 'languages', file: 'ho-tr-sifreniz-suffix.eml', from: 'Kargom <guvenlik@kargom.test>',
    subject: 'Giriş için tek kullanımlık şifre', date: 'Tue, 25 Nov 2025 10:11:00 +0000',
    html: layout({ lang: 'tr', title: 'Tek kullanımlık şifre', brand: 'Kargom',
      body: `<p>Sayın kullanıcımız,</p>
<p>Tek kullanımlık şifreniz <b>553311</b>'dir. Lütfen uygulamaya girin.</p>
<p>Sipariş numaranız 1048822 olan gönderiniz yolda.</p>`,
      footer: 'Kargom Lojistik, Atatürk Bulvarı No:12, 06420 Ankara' }),
    expect: codeOnly('553311'),
  }),
  mail({
    family: 'languages', file: 'ho-th-rahat-otp.eml', from: 'Sabuy <noreply@sabuy.test>', charset: 'windows-874',
    subject: 'รหัส OTP ของคุณ', date: 'Tue, 25 Nov 2025 10:13:00 +0000',
    text: `สวัสดีค่ะ

รหัส OTP ของคุณคือ 803516 (รหัสอ้างอิง: KQWZ)
รหัสนี้ใช้ได้ภายใน 5 นาที

บริษัท สบาย จำกัด 999 ถนนพระราม 1 กรุงเทพฯ 10330
`,
    expect: codeOnly('803516'),
  }),
  mail({
    family: 'languages', file: 'ho-he-kod-imut.eml', from: 'Shuk <no-reply@shuk.test>', charset: 'windows-1255',
    subject: 'קוד האימות שלך', date: 'Tue, 25 Nov 2025 10:15:00 +0000',
    html: `<html dir="rtl" lang="he"><body style="font-family:Arial;direction:rtl;">
<h2>אימות כתובת הדוא"ל</h2>
<p>קוד האימות שלך הוא:</p>
<div style="font-size:30px;font-weight:bold;letter-spacing:6px;">294057</div>
<p>הקוד בתוקף ל-10 דקות.</p>
<p style="color:#888;font-size:11px;">שוק בע"מ, רחוב רוטשילד 22, תל אביב 6688218</p>
</body></html>`,
    expect: codeOnly('294057'),
  }),
  mail({
    family: 'languages', file: 'ho-el-kodikos-epalitheusis.eml', from: 'Agora <info@agora.test>', charset: 'iso-8859-7',
    subject: 'Κωδικός επαλήθευσης', date: 'Tue, 25 Nov 2025 10:17:00 +0000',
    text: `Γεια σας,

Ο κωδικός επαλήθευσης είναι 615284.
Ισχύει για 10 λεπτά.

Agora Α.Ε., Ερμού 45, 105 63 Αθήνα
`,
    expect: codeOnly('615284'),
  }),
  mail({
    family: 'languages', file: 'ho-tr-eposta-dogrula-link.eml', from: 'Biletix <uyelik@biletix.test>',
    subject: 'E-posta adresinizi doğrulayın', date: 'Tue, 25 Nov 2025 10:19:00 +0000',
    html: layout({ lang: 'tr', title: 'E-posta doğrulama', brand: 'Biletix',
      body: `<p>Üyeliğinizi tamamlamak için e-posta adresinizi doğrulayın.</p>
${button('https://uyelik.biletix.test/d/8f3a9c2e71', 'E-posta adresimi doğrula')}
<p>Konser biletlerinde %20 indirim sizi bekliyor.</p>`,
      footer: 'Biletix, İstiklal Cad. No:101, Beyoğlu/İstanbul · <a href="https://biletix.test/abonelik-iptal">Abonelikten çık</a>' }),
    expect: linkOnly('https://uyelik.biletix.test/d/8f3a9c2e71'),
  }),
  mail({
    family: 'languages', file: 'ho-el-epivevaiosi-link.eml', from: 'Taxidi <noreply@taxidi.test>',
    subject: 'Επιβεβαιώστε το email σας', date: 'Tue, 25 Nov 2025 10:21:00 +0000',
    html: layout({ lang: 'el', title: 'Επιβεβαίωση', brand: 'Taxidi',
      body: `<p>Καλώς ήρθατε στο Taxidi!</p>
<p>Πατήστε το κουμπί για να επιβεβαιώσετε τη διεύθυνση email σας.</p>
${button('https://taxidi.test/a/k/3e91b0c4d7', 'Επιβεβαίωση email')}`,
      footer: 'Taxidi Α.Ε. · Λεωφόρος Συγγρού 120 · 117 45 Αθήνα' }),
    expect: linkOnly('https://taxidi.test/a/k/3e91b0c4d7'),
  }),
];

// ---------------------------------------------------------------- links: the one call to action
const links = [
  mail({
    family: 'links', file: 'ho-glowup-tracked-confirm-email.eml', from: 'Glowup <hello@glowup.test>',
    subject: 'Please confirm your email', date: 'Tue, 25 Nov 2025 11:01:00 +0000',
    html: layout({ title: 'Confirm your email', brand: 'Glowup', accent: '#be185d',
      body: `<p>Thanks for joining Glowup! One last step:</p>
${button('https://u1284.ct.sendmail.test/ls/click?upn=Zk2-2B9aQ1xP7mW4nR8tL3vS6yB0cD5eF_8hJ', 'Confirm your email')}
<p>Follow us for 200+ free routines.</p>`,
      footer: '<a href="https://u1284.ct.sendmail.test/ls/click?upn=un5ub">Unsubscribe</a> · Glowup Inc., 900 Congress Ave, Austin, TX 78701' }),
    expect: linkOnly('https://u1284.ct.sendmail.test/ls/click?upn=Zk2-2B9aQ1xP7mW4nR8tL3vS6yB0cD5eF_8hJ'),
  }),
  mail({
    family: 'links', file: 'ho-linework-magic-sign-in.eml', from: 'Linework <notifications@linework.test>',
    subject: 'Log in to Linework', date: 'Tue, 25 Nov 2025 11:03:00 +0000',
    html: layout({ title: 'Log in', brand: 'Linework', accent: '#5e6ad2',
      body: `<h1 style="font-size:22px;">Your login link for Linework</h1>
${button('https://linework.test/auth/email/4c1e2a7f9b0d3e58?redirect=%2Finbox', 'Log in to Linework', '#5e6ad2')}
<p>This link expires in 10 minutes and can only be used once.</p>`,
      footer: 'Linework · <a href="https://linework.test">linework.test</a>' }),
    expect: linkOnly('https://linework.test/auth/email/4c1e2a7f9b0d3e58?redirect=%2Finbox'),
  }),
  mail({
    family: 'links', file: 'ho-greenbank-text-verify-link.eml', from: 'Greenbank <noreply@greenbank.test>',
    subject: 'Verify your email address', date: 'Tue, 25 Nov 2025 11:05:00 +0000', transfer: '7bit',
    text: `Hello,

Please verify your email address by opening this link:
https://greenbank.test/e/0b7c91ad24f6

Our branches: 12 High Street, Leeds LS1 4DY. Phone 0113 496 0000.
Greenbank plc is authorised by the Prudential Regulation Authority.
`,
    expect: linkOnly('https://greenbank.test/e/0b7c91ad24f6'),
  }),
  mail({
    family: 'links', file: 'ho-he-ishur-link.eml', from: 'Kartis <noreply@kartis.test>', charset: 'utf-8',
    subject: 'אשרו את כתובת הדוא"ל', date: 'Tue, 25 Nov 2025 11:07:00 +0000',
    html: `<html dir="rtl" lang="he"><body style="font-family:Arial;direction:rtl;">
<p>שלום,</p>
<p>כדי להשלים את ההרשמה לחצו על הכפתור:</p>
<p><a href="https://kartis.test/v/71c0e9a2" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;">אישור כתובת הדוא"ל</a></p>
<p style="font-size:11px;color:#888;"><a href="https://kartis.test/privacy">מדיניות פרטיות</a></p>
</body></html>`,
    expect: linkOnly('https://kartis.test/v/71c0e9a2'),
  }),
  mail({
    family: 'links', file: 'ho-stackdock-one-cta-continue.eml', from: 'Stackdock <team@stackdock.test>',
    subject: 'Sign in to Stackdock', date: 'Tue, 25 Nov 2025 11:09:00 +0000',
    html: layout({ title: 'Sign in', brand: 'Stackdock', home: 'https://stackdock.test',
      body: `<p>Click below to finish signing in on this device.</p>
${button('https://app.stackdock.test/session/continue?t=sd_91ab7c3e55f2', 'Continue')}
<p>Didn't request this? You can safely ignore it.</p>`,
      footer: '<a href="https://stackdock.test/docs">Docs</a> · <a href="https://stackdock.test/status">Status</a>' }),
    expect: linkOnly('https://app.stackdock.test/session/continue?t=sd_91ab7c3e55f2'),
  }),
  mail({
    family: 'links', file: 'ho-ar-taakid-link.eml', from: 'Matjar <welcome@matjar.test>',
    subject: 'أكّد بريدك الإلكتروني', date: 'Tue, 25 Nov 2025 11:11:00 +0000', transfer: 'base64',
    html: `<html dir="rtl" lang="ar"><body style="font-family:Tahoma;direction:rtl;">
<p>شكراً لتسجيلك في متجر.</p>
<p><a href="https://matjar.test/confirm-email/5d2e8b" style="background:#16a34a;color:#fff;padding:10px 18px;">تأكيد البريد الإلكتروني</a></p>
<p><a href="https://matjar.test/offers">تصفح العروض</a></p>
</body></html>`,
    expect: linkOnly('https://matjar.test/confirm-email/5d2e8b'),
  }),
];

// ---------------------------------------------------------------- code and link in one mail
const codeAndLink = [
  mail({
    family: 'code-link', file: 'ho-slatehq-code-or-button.eml', from: 'SlateHQ <no-reply@slatehq.test>',
    subject: 'Confirm your email address', date: 'Tue, 25 Nov 2025 12:01:00 +0000',
    html: layout({ title: 'Confirm your email', brand: 'SlateHQ',
      body: `<h1 style="font-size:24px;">Confirm your email address</h1>
<p>Your confirmation code is below — enter it in your open browser window.</p>
${codeBox('394-821')}
<p>Or confirm with one click:</p>
${button('https://slatehq.test/signup/confirm?key=a8f1d09c3e', 'Confirm email address')}`,
      footer: 'SlateHQ, 500 Howard Street, San Francisco, CA 94105' }),
    expect: { code: '394821', verificationLink: 'https://slatehq.test/signup/confirm?key=a8f1d09c3e' },
  }),
  mail({
    family: 'code-link', file: 'ho-runloop-use-or-click.eml', from: 'Runloop <auth@runloop.test>',
    subject: 'Sign in to Runloop', date: 'Tue, 25 Nov 2025 12:03:00 +0000', transfer: '7bit',
    text: `Use 660271 to sign in, or open this link on the same device:
https://runloop.test/login/magic?token=rl_5f0e2b7a91

The link and the number expire in 15 minutes.
`,
    expect: { code: '660271', verificationLink: 'https://runloop.test/login/magic?token=rl_5f0e2b7a91' },
  }),
  mail({
    family: 'code-link', file: 'ho-es-codigo-y-enlace.eml', from: 'Viajero <cuentas@viajero.test>',
    subject: 'Verifica tu correo', date: 'Tue, 25 Nov 2025 12:05:00 +0000',
    html: layout({ lang: 'es', title: 'Verifica tu correo', brand: 'Viajero',
      body: `<p>Introduce <b>248135</b> en la aplicación para verificar tu correo.</p>
<p>También puedes pulsar aquí:</p>
${button('https://viajero.test/cuenta/verificar/9c2e4f', 'Verificar mi correo')}
<p>Oferta: Madrid–Lisboa desde 39,99 €.</p>`,
      footer: 'Viajero S.L. · Paseo de la Castellana 95 · 28046 Madrid' }),
    expect: { code: '248135', verificationLink: 'https://viajero.test/cuenta/verificar/9c2e4f' },
  }),
  mail({
    family: 'code-link', file: 'ho-gr-kodikos-kai-link.eml', from: 'Kalathi <noreply@kalathi.test>',
    subject: 'Ενεργοποίηση λογαριασμού', date: 'Tue, 25 Nov 2025 12:07:00 +0000',
    html: layout({ lang: 'el', title: 'Ενεργοποίηση', brand: 'Kalathi',
      body: `<p>Ο κωδικός σας: <b>730482</b></p>
${button('https://kalathi.test/energopoiisi/b41e7', 'Ενεργοποίηση λογαριασμού')}`,
      footer: 'Kalathi, Τσιμισκή 30, 546 23 Θεσσαλονίκη' }),
    expect: { code: '730482', verificationLink: 'https://kalathi.test/energopoiisi/b41e7' },
  }),
  mail({
    family: 'code-link', file: 'ho-dataloom-box-and-magic.eml', from: 'Dataloom <hello@dataloom.test>',
    subject: 'Your Dataloom sign-in', date: 'Tue, 25 Nov 2025 12:09:00 +0000',
    html: layout({ title: 'Sign in', brand: 'Dataloom', accent: '#0891b2',
      body: `<p>Enter this in the sign-in window:</p>
${codeBox('519 066')}
<p>…or skip typing:</p>
${button('https://dataloom.test/auth/m/3f8a1c7e0b', 'Sign in to Dataloom', '#0891b2')}
<p>Your workspace has 14 dashboards and 3 alerts.</p>`,
      footer: 'Dataloom · 1 Canal Street · Amsterdam 1012' }),
    expect: { code: '519066', verificationLink: 'https://dataloom.test/auth/m/3f8a1c7e0b' },
  }),
];

// ---------------------------------------------------------------- decoys: numbers and links that are not a code
const decoys = [
  mail({
    family: 'decoy', file: 'ho-parcelgo-tracking-confirm-path.eml', from: 'ParcelGo <updates@parcelgo.test>',
    subject: 'Your parcel is on its way', date: 'Tue, 25 Nov 2025 13:01:00 +0000',
    html: layout({ title: 'On its way', brand: 'ParcelGo',
      body: `<p>Good news! Parcel 1Z84E2910398 left our hub in Leipzig.</p>
${button('https://track.parcelgo.test/Confirm/Delivery/1Z84E2910398?lang=en', 'Track your parcel')}
<p>Expected delivery: 27.11.2025 between 10:00 and 14:00.</p>`,
      footer: 'ParcelGo GmbH · Hafenstraße 9 · 04109 Leipzig' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-brewbox-order-prices.eml', from: 'Brewbox <orders@brewbox.test>',
    subject: 'Order 482913 confirmed', date: 'Tue, 25 Nov 2025 13:03:00 +0000',
    html: layout({ title: 'Order confirmed', brand: 'Brewbox',
      body: `<h1>Thanks for your order!</h1>
<table width="100%"><tr><td>Order number</td><td align="right"><b>482913</b></td></tr>
<tr><td>Colombian single origin ×2</td><td align="right">$29.98</td></tr>
<tr><td>Shipping</td><td align="right">$4.99</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$34.97</b></td></tr></table>
${button('https://brewbox.test/account/orders/482913', 'View order')}`,
      footer: 'Brewbox Coffee Co., 210 Pike St, Seattle, WA 98101' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-clinic-appointment-dates.eml', from: 'Praxis Dr. Weber <termine@praxis-weber.test>',
    subject: 'Terminbestätigung', date: 'Tue, 25 Nov 2025 13:05:00 +0000', charset: 'iso-8859-1',
    text: `Guten Tag,

Ihr Termin am 12.03.2026 um 14:30 Uhr ist bestätigt.
Patientennummer: 204817
Bitte bringen Sie Ihre Versichertenkarte mit.

Praxis Dr. Weber · Lindenstraße 12 · 50674 Köln · Tel. 0221 4711 0815
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-telco-phone-numbers.eml', from: 'Telnova <service@telnova.test>',
    subject: 'Your new SIM is active', date: 'Tue, 25 Nov 2025 13:07:00 +0000',
    text: `Your new number +44 7700 900461 is active.
Customer ID 5529 1803. Call 0800 123 4567 or text HELP to 40404.
Your PUK is printed on the card holder.
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-ptbr-endereco-e-codigo.eml', from: 'Entregas Já <nao-responda@entregasja.test>', charset: 'iso-8859-1',
    subject: 'Seu código de verificação', date: 'Tue, 25 Nov 2025 13:09:00 +0000',
    text: `Olá,

Rua Augusta, 1508 – Consolação, São Paulo – SP
Seu código de verificação: 553311

Não compartilhe este código com ninguém.
Entregas Já Ltda. · Av. Paulista, 1578 · 01310-200 São Paulo
`,
    expect: codeOnly('553311'),
  }),
  mail({
    family: 'decoy', file: 'ho-shoply-promo-use-code.eml', from: 'Shoply <deals@shoply.test>',
    subject: 'Black Friday starts now', date: 'Tue, 25 Nov 2025 13:11:00 +0000',
    html: layout({ title: 'Black Friday', brand: 'Shoply', accent: '#000000',
      body: `<h1>Black Friday: up to 60% off</h1>
<p>Use code <b>WELCOME15</b> for 15% off your first order.</p>
${codeBox('BF2025')}
${button('https://shoply.test/sale?utm_campaign=bf', 'Shop now')}`,
      footer: '<a href="https://shoply.test/unsubscribe">Unsubscribe</a> · Shoply, 1 Market Sq, Manchester M1 1AA' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-cardalert-card-ending.eml', from: 'Fernbank <alerts@fernbank.test>',
    subject: 'Card transaction alert', date: 'Tue, 25 Nov 2025 13:13:00 +0000', transfer: '7bit',
    text: `Your card ending in 4821 was charged $52.10 at GROCEMART #1183 on Nov 25.
Available balance: $2,944.03.
If you don't recognise this, call 1-800-555-0199.
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-invoice-pay-now.eml', from: 'Cloudbill <billing@cloudbill.test>',
    subject: 'Invoice 204817 is due', date: 'Tue, 25 Nov 2025 13:15:00 +0000',
    html: layout({ title: 'Invoice', brand: 'Cloudbill',
      body: `<p>Invoice <b>204817</b> for €118.00 is due on 01.12.2025.</p>
${button('https://cloudbill.test/pay/inv_204817', 'Pay now')}`,
      footer: 'Cloudbill BV · Keizersgracht 313 · 1016 EE Amsterdam' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'ho-security-alert-no-code.eml', from: 'Mintly <security@mintly.test>',
    subject: 'New sign-in to your Mintly account', date: 'Tue, 25 Nov 2025 13:17:00 +0000',
    html: layout({ title: 'New sign-in', brand: 'Mintly',
      body: `<p>We noticed a new sign-in on 25 Nov 2025 at 13:17 from IP 198.51.100.23 (Lisbon, Portugal).</p>
<p>If this was you, there's nothing to do.</p>
<p><a href="https://mintly.test/help/account-security">Learn about account security</a></p>`,
      footer: 'Mintly · 20 Rua do Ouro · 1100-060 Lisboa' }),
    expect: none,
  }),
];

export default [...unlabeled, ...alnum, ...languages, ...links, ...codeAndLink, ...decoys];
