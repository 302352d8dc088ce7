// Second held-out batch (corpus/heldout2, files h2-*), written on 2026-11-25 after the first held-out
// set's misses were known and BEFORE any rule was changed for them. Frozen: src/heldout-frozen.test.ts
// hashes corpus/heldout2. Do not edit or tune against these; new mail for the rules goes to the dev set.
import { button, codeBox, layout, newsletter, socialIcons, spacedCells } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const at = (hhmm) => `Wed, 25 Nov 2026 ${hhmm}:00 +0000`;
const unsub = (host) => `<a href="https://${host}/unsubscribe?u=88d1">Unsubscribe</a> · <a href="https://${host}/privacy">Privacy</a>`;

// ---------------------------------------------------------------- unlabeled
const unlabeled = [
  mail({
    family: 'unlabeled', file: 'h2-cartwise-security-check.eml', from: 'Cartwise <security@cartwise.test>',
    subject: 'Your Cartwise security check', date: at('07:02'),
    text: `714038 is your Cartwise security check.

It expires in 10 minutes. Cartwise will never call you to ask for it.

Cartwise Inc. · 410 Townsend St, Suite 200 · San Francisco, CA 94107 · +1 (415) 555-0182
`,
    html: layout({ title: 'Security check', brand: 'Cartwise', accent: '#2563eb',
      body: `<p style="font-size:18px;"><strong style="font-size:24px;letter-spacing:2px;">714038</strong> is your Cartwise security check.</p>
<p>It expires in 10 minutes. Cartwise will never call you to ask for it.</p>`,
      footer: 'Cartwise Inc. · 410 Townsend St, Suite 200 · San Francisco, CA 94107 · +1 (415) 555-0182' }),
    expect: codeOnly('714038'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-ferrylink-passcode-before.eml', from: 'Ferrylink <noreply@ferrylink.test>',
    subject: 'Ferrylink sign in', date: at('07:04'), transfer: '7bit',
    text: `529174 is your Ferrylink passcode. Don't share it.

Next sailing on your saved route: Dover 14:35, from £39.
Ferrylink Ltd, Port House, Dover CT17 9BU
`,
    expect: codeOnly('529174'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-stellar-login-number-verb.eml', from: 'Stellar Bank <alerts@stellarbank.test>',
    subject: 'Logging in to Stellar Online', date: at('07:06'),
    html: `<!doctype html><html><body style="margin:0;background:#f3f4f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#111;">
<tr><td style="padding:20px;border-bottom:3px solid #0b3d91;"><img src="https://cdn.stellarbank.test/logo.png" alt="Stellar Bank" width="140"></td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:24px;">
<p>Dear customer,</p>
<p>Type <b>602995</b> when Stellar Online asks for your login number.</p>
<p>For your security, this number can only be used once and expires at 07:16 GMT.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#6b7280;">Stellar Bank plc, 1 Lombard Street, London EC3V 9AA. Registered in England No. 2065. Sort code 20-00-00.</td></tr>
</table></td></tr></table></body></html>`,
    expect: codeOnly('602995'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-pinecone-enter-next-screen.eml', from: 'Pinecone <hello@pinecone.test>',
    subject: 'Confirm it’s you', date: at('07:08'),
    text: `Hi Alex,

Enter 847201 on the next screen to confirm it's you.

Didn't try to log in? Reset your password: https://pinecone.test/account/password

Pinecone · 77 Broad St · New York, NY 10004
`,
    html: layout({ title: 'Confirm it’s you', brand: 'Pinecone', accent: '#15803d',
      body: `<p>Hi Alex,</p>
<p>Enter <span style="font-weight:700;font-size:20px;">847201</span> on the next screen to confirm it’s you.</p>
<p style="color:#57606a;">Didn’t try to log in? <a href="https://pinecone.test/account/password">Reset your password</a>.</p>`,
      footer: 'Pinecone · 77 Broad St · New York, NY 10004' }),
    expect: codeOnly('847201'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-mapster-m-prefix.eml', from: 'Mapster <verify@mapster.test>',
    subject: 'M-670214 is your Mapster code', date: at('07:10'), transfer: '7bit',
    text: `M-670214 is your Mapster code.

Mapster B.V., Herengracht 182, 1016 BR Amsterdam
`,
    expect: codeOnly('670214'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-ledgerline-4-4-hyphen.eml', from: 'Ledgerline <auth@ledgerline.test>',
    subject: 'Approve this sign-in', date: at('07:12'),
    html: layout({ title: 'Approve sign-in', brand: 'Ledgerline', accent: '#7c2d12',
      body: `<h2 style="font-size:20px;">Approve this sign-in</h2>
<p>Someone is signing in from Chrome on Windows (Frankfurt, DE). Enter these numbers to approve:</p>
${codeBox('2847-1930', { size: 28, spacing: 3 })}
<p style="color:#57606a;">Account ending 0417 · Plan: Business ($49/month)</p>`,
      footer: 'Ledgerline GmbH · Taunusanlage 8 · 60329 Frankfurt am Main' }),
    expect: codeOnly('28471930'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-nimbus-subject-only.eml', from: 'Nimbus <login@nimbus.test>',
    subject: '771349 — finish logging in to Nimbus', date: at('07:14'), transfer: '7bit',
    text: `You asked to log in to Nimbus from a new browser.
Copy the number from this email's subject into the login window.

Wasn't you? Reply and we'll lock your account.
Nimbus Notes, 2 Harbour Rd, Wellington 6011
`,
    expect: codeOnly('771349'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-sprout-lone-box.eml', from: 'Sprout <team@sprout.test>',
    subject: 'Welcome to Sprout 🌱', date: at('07:16'),
    html: layout({ title: 'Welcome', brand: 'Sprout', accent: '#16a34a', pre: 'Pop this into the app and you’re in',
      body: `<h1 style="font-size:26px;">Welcome to Sprout!</h1>
<p>Pop this into the app and you’re in:</p>
<table role="presentation" width="100%"><tr><td align="center" style="background:#f0fdf4;border:2px solid #16a34a;border-radius:10px;padding:26px;font-size:42px;font-weight:800;letter-spacing:8px;color:#14532d;">390562</td></tr></table>
<p>Your first 3 plants are on us. 12,000 gardeners grow with Sprout.</p>`,
      footer: 'Sprout Gardens Ltd · 9 Kew Road · Richmond TW9 2NQ' }),
    expect: codeOnly('390562'),
  }),
  mail({
    family: 'unlabeled', file: 'h2-orbitly-digit-cells.eml', from: 'Orbitly <no-reply@orbitly.test>',
    subject: 'Your Orbitly login', date: at('07:18'),
    html: layout({ title: 'Log in', brand: 'Orbitly', accent: '#4f46e5',
      body: `<h1 style="font-size:22px;text-align:center;">Log in to Orbitly</h1>
<p style="text-align:center;">Enter these on the login page:</p>
${spacedCells('580317')}
<p style="text-align:center;color:#57606a;">Expires in 15 minutes.</p>`,
      footer: 'Orbitly Inc. · 1 Dock Road · Cape Town 8001' }),
    expect: codeOnly('580317'),
  }),
];

// ---------------------------------------------------------------- alnum
const alnum = [
  mail({
    family: 'alnum', file: 'h2-tidepool-lowercase.eml', from: 'Tidepool <noreply@tidepool.test>',
    subject: 'Your Tidepool sign-in code', date: at('08:01'),
    text: `Your Tidepool sign-in code is: x7f2qp

It is case-sensitive and expires in 10 minutes.
`,
    html: layout({ title: 'Sign-in code', brand: 'Tidepool',
      body: `<p>Your Tidepool sign-in code is:</p>
<p style="font-family:Menlo,monospace;font-size:28px;font-weight:bold;letter-spacing:2px;">x7f2qp</p>
<p>It is case-sensitive and expires in 10 minutes.</p>`,
      footer: 'Tidepool Labs · 18 Ocean Ave · Santa Cruz, CA 95060' }),
    expect: codeOnly('x7f2qp'),
  }),
  mail({
    family: 'alnum', file: 'h2-gridiron-letters-first.eml', from: 'Gridiron Fantasy <accounts@gridiron.test>',
    subject: 'Verify your Gridiron account', date: at('08:03'), transfer: '7bit',
    text: `Verification code: HTR829

Draft night is Sunday at 20:00. 12 teams, $0 entry.
`,
    expect: codeOnly('HTR829'),
  }),
  mail({
    family: 'alnum', file: 'h2-vaultly-use-letters-hyphen.eml', from: 'Vaultly <security@vaultly.test>',
    subject: 'New phone on your Vaultly account', date: at('08:05'),
    html: `<html><body style="font-family:system-ui,Arial;color:#1f2937;">
<div style="max-width:520px;margin:0 auto;padding:24px;">
<h2>New phone on your account</h2>
<p>Use <code style="font-size:20px;font-weight:700;">KLM-QRS</code> to verify your new phone.</p>
<p style="font-size:13px;color:#6b7280;">Portfolio value: $12,480.77 · Account ending 3318</p>
</div></body></html>`,
    expect: codeOnly('KLM-QRS'),
  }),
  mail({
    family: 'alnum', file: 'h2-crate-security-code-letters.eml', from: 'Crate <no-reply@crate.test>',
    subject: 'Crate security code', date: at('08:07'), transfer: '7bit',
    text: `Your security code: BXQ-TMN

Enter it in the Crate app to continue. It expires in 5 minutes.
Crate Music AS, Karl Johans gate 7, 0154 Oslo
`,
    expect: codeOnly('BXQ-TMN'),
  }),
  mail({
    family: 'alnum', file: 'h2-quayside-box-alnum.eml', from: 'Quayside <hello@quayside.test>',
    subject: 'Confirm your email for Quayside', date: at('08:09'),
    html: layout({ title: 'Confirm your email', brand: 'Quayside', accent: '#0e7490',
      body: `<h1 style="font-size:22px;">Confirm your email</h1>
<p>Enter this code in the sign-up window:</p>
${codeBox('7KD9QX')}
<p>Free delivery on your first order over €25.</p>`,
      footer: 'Quayside · Kaistraße 3 · 40221 Düsseldorf' }),
    expect: codeOnly('7KD9QX'),
  }),
  mail({
    family: 'alnum', file: 'h2-hexa-lower-dashed.eml', from: 'Hexa <auth@hexa.test>',
    subject: 'Hexa confirmation code', date: at('08:11'), transfer: 'base64',
    text: `Hi,

Your confirmation code: mq4-7zt

Paste it into Hexa to finish setting up. Ticket #40213 was opened for you.
`,
    expect: codeOnly('mq4-7zt'),
  }),
];

// ---------------------------------------------------------------- languages
const languages = [
  mail({
    family: 'languages', file: 'h2-ar-istakhdim-alramz.eml', from: 'Rihla <no-reply@rihla.test>', transfer: 'base64',
    subject: 'تسجيل الدخول إلى رحلة', date: at('09:01'),
    text: `مرحباً أحمد،

استخدم الرمز 408126 لإكمال تسجيل الدخول.
تنتهي صلاحيته خلال 10 دقائق.

رحلة للسفر، طريق الملك عبدالعزيز 2211، جدة 23411
`,
    html: `<html dir="rtl" lang="ar"><body style="font-family:Tahoma,Arial;direction:rtl;color:#222;">
<p>مرحباً أحمد،</p>
<p>استخدم الرمز <b style="font-size:22px;">408126</b> لإكمال تسجيل الدخول.</p>
<p>تنتهي صلاحيته خلال 10 دقائق.</p>
<p style="font-size:11px;color:#888;">رحلة للسفر، طريق الملك عبدالعزيز 2211، جدة 23411</p>
</body></html>`,
    expect: codeOnly('408126'),
  }),
  mail({
    family: 'languages', file: 'h2-hi-login-otp-hai.eml', from: 'Khata <noreply@khata.test>', transfer: 'base64',
    subject: 'खाता लॉगिन', date: at('09:03'),
    text: `नमस्ते,

आपका लॉगिन ओटीपी 662108 है। इसे किसी के साथ साझा न करें।

ग्राहक सेवा: 1800 266 7788
खाता टेक्नोलॉजीज़, 14 पार्क स्ट्रीट, कोलकाता 700016
`,
    expect: codeOnly('662108'),
  }),
  mail({
    family: 'languages', file: 'h2-tr-kodunu-girin.eml', from: 'Sepetim <destek@sepetim.test>', charset: 'iso-8859-9',
    subject: 'Hesabınızı doğrulayın', date: at('09:05'),
    html: layout({ lang: 'tr', title: 'Hesap doğrulama', brand: 'Sepetim', accent: '#f97316',
      body: `<p>Merhaba,</p>
<p>Hesabınızı doğrulamak için <b>739201</b> kodunu girin.</p>
<p>Kampanya: 250 TL ve üzeri alışverişte kargo bedava.</p>`,
      footer: 'Sepetim A.Ş., Maslak Mah. Büyükdere Cad. No:255, 34398 Sarıyer/İstanbul' }),
    expect: codeOnly('739201'),
  }),
  mail({
    family: 'languages', file: 'h2-th-chai-rahat-yuenyan.eml', from: 'Talad <noreply@talad.test>', charset: 'utf-8',
    subject: 'ยืนยันตัวตนของคุณ', date: at('09:07'),
    text: `เรียนลูกค้า

กรุณาใช้รหัส 512907 เพื่อยืนยันตัวตน
รหัสมีอายุ 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น

ตลาด ดอท เทสต์ 88 ถนนสุขุมวิท กรุงเทพฯ 10110 โทร 02 123 4567
`,
    expect: codeOnly('512907'),
  }),
  mail({
    family: 'languages', file: 'h2-he-kod-had-paami.eml', from: 'Bituah <no-reply@bituah.test>', charset: 'windows-1255',
    subject: 'כניסה לאזור האישי', date: at('09:09'), transfer: 'base64',
    text: `שלום,

הקוד החד-פעמי שלך: 845302

הקוד תקף ל-5 דקות. אין למסור אותו לאף אחד.
ביטוח ישיר בע"מ, דרך מנחם בגין 132, תל אביב. טלפון: 03-555-0142
`,
    expect: codeOnly('845302'),
  }),
  mail({
    family: 'languages', file: 'h2-el-xrisimopoiiste-kodiko.eml', from: 'Pagkaki <noreply@pagkaki.test>', charset: 'utf-8',
    subject: 'Σύνδεση στο Pagkaki', date: at('09:11'),
    html: layout({ lang: 'el', title: 'Σύνδεση', brand: 'Pagkaki',
      body: `<p>Γεια σας,</p>
<p>Χρησιμοποιήστε τον κωδικό <b>318846</b> για να συνδεθείτε.</p>
<p>Ο κωδικός λήγει σε 10 λεπτά.</p>`,
      footer: 'Pagkaki Μ.Ι.Κ.Ε. · Πανεπιστημίου 39 · 105 64 Αθήνα · Τηλ. 210 555 0190' }),
    expect: codeOnly('318846'),
  }),
  mail({
    family: 'languages', file: 'h2-vi-ma-xac-minh.eml', from: 'Chợ Tốt <no-reply@chotot.test>',
    subject: 'Mã xác minh Chợ Tốt', date: at('09:13'),
    text: `Xin chào,

Mã xác minh của bạn là 204718. Mã có hiệu lực trong 10 phút.
Không chia sẻ mã này với bất kỳ ai.

Công ty TNHH Chợ Tốt, 123 Lê Lợi, Quận 1, TP. Hồ Chí Minh
`,
    html: layout({ lang: 'vi', title: 'Mã xác minh', brand: 'ChoTot', accent: '#f59e0b',
      body: `<p>Xin chào,</p>
<p>Mã xác minh của bạn là <b style="font-size:22px;">204718</b>. Mã có hiệu lực trong 10 phút.</p>
<p>Không chia sẻ mã này với bất kỳ ai.</p>`,
      footer: 'Công ty TNHH Chợ Tốt, 123 Lê Lợi, Quận 1, TP. Hồ Chí Minh' }),
    expect: codeOnly('204718'),
  }),
  mail({
    family: 'languages', file: 'h2-id-kode-verifikasi.eml', from: 'Belanja <noreply@belanja.test>', transfer: '7bit',
    subject: 'Kode verifikasi Belanja', date: at('09:15'),
    text: `Halo,

Kode verifikasi Anda adalah 583920. Jangan berikan kode ini kepada siapa pun, termasuk pihak Belanja.

PT Belanja Digital, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190
`,
    expect: codeOnly('583920'),
  }),
  mail({
    family: 'languages', file: 'h2-pl-kod-weryfikacyjny.eml', from: 'Sklepik <powiadomienia@sklepik.test>', charset: 'iso-8859-2',
    subject: 'Twój kod weryfikacyjny', date: at('09:17'),
    html: layout({ lang: 'pl', title: 'Kod weryfikacyjny', brand: 'Sklepik', accent: '#dc2626',
      body: `<p>Dzień dobry,</p>
<p>Twój kod weryfikacyjny:</p>
${codeBox('461 839')}
<p>Kod jest ważny przez 15 minut.</p>`,
      footer: 'Sklepik Sp. z o.o., ul. Marszałkowska 104, 00-017 Warszawa, NIP 525-000-12-34' }),
    expect: codeOnly('461839'),
  }),
  mail({
    family: 'languages', file: 'h2-ko-injeung-beonho.eml', from: 'Maru <no-reply@maru.test>', charset: 'euc-kr', transfer: 'base64',
    subject: '[Maru] 이메일 인증번호 안내', date: at('09:19'),
    text: `안녕하세요, Maru입니다.

인증번호는 739514 입니다.
인증번호 입력창에 입력해 주세요. (유효시간 3분)

(주)마루 | 서울특별시 강남구 테헤란로 152 | 고객센터 1588-0000
`,
    expect: codeOnly('739514'),
  }),
  mail({
    family: 'languages', file: 'h2-vi-xac-nhan-email-link.eml', from: 'Sách Hay <hello@sachhay.test>',
    subject: 'Xác nhận địa chỉ email của bạn', date: at('09:21'),
    html: layout({ lang: 'vi', title: 'Xác nhận email', brand: 'SachHay',
      body: `<p>Cảm ơn bạn đã đăng ký Sách Hay!</p>
<p>Nhấn nút bên dưới để xác nhận địa chỉ email.</p>
${button('https://sachhay.test/tai-khoan/xac-nhan/c81f0a2b', 'Xác nhận email')}`,
      footer: `Sách Hay, 45 Tràng Tiền, Hà Nội · ${unsub('sachhay.test')}` }),
    expect: linkOnly('https://sachhay.test/tai-khoan/xac-nhan/c81f0a2b'),
  }),
  mail({
    family: 'languages', file: 'h2-pl-potwierdz-link.eml', from: 'Bilety24 <konto@bilety24.test>', charset: 'utf-8',
    subject: 'Potwierdź adres e-mail', date: at('09:23'),
    html: layout({ lang: 'pl', title: 'Potwierdzenie', brand: 'Bilety24',
      body: `<p>Witamy w Bilety24!</p>
<p>Aby aktywować konto, potwierdź swój adres e-mail.</p>
${button('https://bilety24.test/konto/aktywuj?k=77fa1c09e2', 'Potwierdź adres e-mail')}
<p>Koncerty w grudniu od 59 zł.</p>`,
      footer: `Bilety24 S.A., ul. Piotrkowska 120, 90-006 Łódź · ${unsub('bilety24.test')}` }),
    expect: linkOnly('https://bilety24.test/konto/aktywuj?k=77fa1c09e2'),
  }),
];

// ---------------------------------------------------------------- links
const links = [
  mail({
    family: 'links', file: 'h2-teamly-accept-invitation.eml', from: 'Teamly <notifications@teamly.test>',
    subject: 'Dana Ortiz invited you to the Design workspace', date: at('10:01'),
    text: `Dana Ortiz invited you to join the Design workspace on Teamly.

Accept invitation: https://teamly.test/invites/accept/tm_9c1f42e8a0

Teamly, 350 Fifth Avenue, New York, NY 10118
`,
    html: layout({ title: 'Invitation', brand: 'Teamly', home: 'https://teamly.test',
      body: `<p><b>Dana Ortiz</b> invited you to join the <b>Design</b> workspace on Teamly.</p>
${button('https://teamly.test/invites/accept/tm_9c1f42e8a0', 'Accept invitation', '#4338ca')}
<p style="color:#57606a;">Design has 14 members and 212 projects.</p>`,
      footer: `Teamly, 350 Fifth Avenue, New York, NY 10118 · <a href="https://teamly.test/help">Help</a>` }),
    expect: linkOnly('https://teamly.test/invites/accept/tm_9c1f42e8a0'),
  }),
  mail({
    family: 'links', file: 'h2-chatter-join.eml', from: 'Chatter <no-reply@chatter.test>',
    subject: 'You’re invited to join Acme Robotics on Chatter', date: at('10:03'),
    html: layout({ title: 'Join Acme Robotics', brand: 'Chatter', accent: '#611f69',
      body: `<h1 style="font-size:22px;">Join Acme Robotics on Chatter</h1>
<p>Priya Nair (priya@acme-robotics.test) has invited you to use Chatter with them, in a workspace called <b>Acme Robotics</b>.</p>
${button('https://join.chatter.test/t/acme-robotics/invite/ct-8b2d71f0e4', 'Join', '#611f69')}
<p style="color:#57606a;">Chatter is a messaging app for teams. 38 of your coworkers are already there.</p>`,
      footer: `Chatter Technologies, 500 Howard St, San Francisco, CA 94105 · ${socialIcons('chatter', ['x', 'linkedin'])}` }),
    expect: linkOnly('https://join.chatter.test/t/acme-robotics/invite/ct-8b2d71f0e4'),
  }),
  mail({
    family: 'links', file: 'h2-plotline-get-started.eml', from: 'Plotline <welcome@plotline.test>',
    subject: 'Confirm your Plotline account', date: at('10:05'),
    html: layout({ title: 'Confirm your account', brand: 'Plotline', accent: '#0f766e',
      body: `<h1 style="font-size:24px;">You’re one click away</h1>
<p>Confirm your account to start mapping your first story.</p>
${button('https://plotline.test/onboarding/confirm?token=pl_4e7a10c93b', 'Get started', '#0f766e')}
<p>Need a hand? Read the <a href="https://plotline.test/guides/first-story">getting-started guide</a>.</p>`,
      footer: `Plotline Ltd, 10 Finsbury Square, London EC2A 1AF · ${unsub('plotline.test')}` }),
    expect: linkOnly('https://plotline.test/onboarding/confirm?token=pl_4e7a10c93b'),
  }),
  mail({
    family: 'links', file: 'h2-driftwood-continue-magic.eml', from: 'Driftwood <login@driftwood.test>',
    subject: 'Your Driftwood login link', date: at('10:07'),
    text: `Click "Continue" to log in to Driftwood:
https://driftwood.test/auth/magic/dw_f01b93c7a5e2

This link works once and expires in 15 minutes.
`,
    html: layout({ title: 'Log in', brand: 'Driftwood', home: 'https://driftwood.test',
      body: `<p>Click the button to log in to Driftwood.</p>
${button('https://driftwood.test/auth/magic/dw_f01b93c7a5e2', 'Continue', '#111827')}
<p style="color:#57606a;">This link works once and expires in 15 minutes.</p>`,
      footer: 'Driftwood Software, 220 Portage Ave, Winnipeg MB R3C 0A5' }),
    expect: linkOnly('https://driftwood.test/auth/magic/dw_f01b93c7a5e2'),
  }),
  mail({
    family: 'links', file: 'h2-ironclad-text-activate.eml', from: 'Ironclad Hosting <support@ironclad.test>',
    subject: 'Activate your Ironclad account', date: at('10:09'), transfer: '7bit',
    text: `Hello,

Thanks for signing up for Ironclad Hosting (plan: Starter, $5/mo).

Activate your account:
https://my.ironclad.test/activate/ic-7741-a9f0e2

Status page: https://status.ironclad.test
Ironclad Hosting LLC, 1200 Main St, Kansas City, MO 64105
`,
    expect: linkOnly('https://my.ironclad.test/activate/ic-7741-a9f0e2'),
  }),
  mail({
    family: 'links', file: 'h2-lumen-tracked-verify.eml', from: 'Lumen Journal <hello@lumen.test>',
    subject: 'Please verify your email', date: at('10:11'),
    html: layout({ title: 'Verify your email', brand: 'Lumen', accent: '#9333ea', home: 'https://lumen.test',
      body: `<p>Welcome to Lumen! Verify your email so we can keep your journal safe.</p>
${button('https://click.lumen-mail.test/ls/click?upn=aX9-2Bqk7T0wLm3pZ4rN_vB8', 'Verify my email', '#9333ea')}
<p>Read: <a href="https://click.lumen-mail.test/ls/click?upn=blog77">5 prompts for your first week</a></p>`,
      footer: `${socialIcons('lumenjournal')}<br>Lumen Journal, 66 Queen St W, Toronto ON M5H 2M5 · <a href="https://click.lumen-mail.test/ls/click?upn=unsub1">Unsubscribe</a>` }),
    expect: linkOnly('https://click.lumen-mail.test/ls/click?upn=aX9-2Bqk7T0wLm3pZ4rN_vB8'),
  }),
];

// ---------------------------------------------------------------- code and link
const codeAndLink = [
  mail({
    family: 'code-link', file: 'h2-mealkit-code-and-signin.eml', from: 'Mealkit <auth@mealkit.test>',
    subject: 'Sign in to Mealkit', date: at('11:01'),
    html: layout({ title: 'Sign in', brand: 'Mealkit', accent: '#65a30d',
      body: `<p>Your sign-in code:</p>
${codeBox('306 482')}
<p>Or sign in straight away:</p>
${button('https://mealkit.test/login/email?t=mk_2a9f71c0d4', 'Sign in to Mealkit', '#65a30d')}
<p>This week: 4 recipes from $7.49 a serving.</p>`,
      footer: `Mealkit Inc., 2 Park Plaza, Boston, MA 02116 · ${unsub('mealkit.test')}` }),
    expect: { code: '306482', verificationLink: 'https://mealkit.test/login/email?t=mk_2a9f71c0d4' },
  }),
  mail({
    family: 'code-link', file: 'h2-skyway-enter-or-verify.eml', from: 'Skyway <no-reply@skyway.test>',
    subject: 'Verify your email for Skyway', date: at('11:03'),
    text: `Enter 915 237 in the app to verify your email, or open this link:
https://skyway.test/verify-email/sk_c3d90a71

Skyway Airlines, Flughafenstrasse 12, 8058 Zürich
`,
    html: layout({ title: 'Verify your email', brand: 'Skyway',
      body: `<p>Enter <b>915 237</b> in the app to verify your email.</p>
${button('https://skyway.test/verify-email/sk_c3d90a71', 'Verify email')}
<p>Earn 2,000 bonus miles on your first flight.</p>`,
      footer: 'Skyway Airlines, Flughafenstrasse 12, 8058 Zürich' }),
    expect: { code: '915237', verificationLink: 'https://skyway.test/verify-email/sk_c3d90a71' },
  }),
  mail({
    family: 'code-link', file: 'h2-id-kode-dan-tombol.eml', from: 'Tiketku <akun@tiketku.test>',
    subject: 'Verifikasi email Anda', date: at('11:05'),
    html: layout({ lang: 'id', title: 'Verifikasi email', brand: 'Tiketku', accent: '#0284c7',
      body: `<p>Halo Budi,</p>
<p>Masukkan kode <b>627104</b> di aplikasi, atau klik tombol di bawah ini.</p>
${button('https://tiketku.test/akun/verifikasi/tk_58a2e1', 'Verifikasi Email', '#0284c7')}
<p>Promo: Jakarta–Bali mulai Rp 799.000.</p>`,
      footer: 'PT Tiketku Indonesia, Jl. M.H. Thamrin No. 1, Jakarta 10310' }),
    expect: { code: '627104', verificationLink: 'https://tiketku.test/akun/verifikasi/tk_58a2e1' },
  }),
  mail({
    family: 'code-link', file: 'h2-nook-lower-code-confirm.eml', from: 'Nook <hello@nook.test>',
    subject: 'Confirm your email', date: at('11:07'),
    html: layout({ title: 'Confirm your email', brand: 'Nook',
      body: `<p>Your confirmation code is <span style="font-family:monospace;font-size:20px;font-weight:bold;">b7kq2w</span>.</p>
<p>Prefer a link?</p>
${button('https://nook.test/confirm/nk_0e5f8c31', 'Confirm email')}`,
      footer: 'Nook Homes Ltd · 4 Castle Terrace · Edinburgh EH1 2DP' }),
    expect: { code: 'b7kq2w', verificationLink: 'https://nook.test/confirm/nk_0e5f8c31' },
  }),
];

// ---------------------------------------------------------------- decoys
const decoys = [
  mail({
    family: 'decoy', file: 'h2-threadly-promo-get-started.eml', from: 'Threadly <news@threadly.test>',
    subject: 'Your 20% welcome gift is inside', date: at('12:01'),
    html: newsletter({ title: 'Welcome gift', brand: 'Threadly', accent: '#be123c', pre: 'Use SAVE20 on anything new',
      sections: [
        '<h1 style="font-family:Georgia;font-size:30px;">Welcome to Threadly</h1><p style="font-family:Arial;">Use code <b>SAVE20</b> at checkout for 20% off.</p>',
        `<table width="100%" class="product"><tr><td class="col">Linen shirt<br><span class="price">$48.00</span></td><td class="col">Wool scarf<br><span class="price">$36.00</span></td></tr></table>`,
        button('https://threadly.test/new-in?utm_source=welcome&utm_medium=email', 'Get started', '#be123c'),
      ],
      footer: `Threadly Inc. · 88 Spring St · New York, NY 10012 · ${unsub('threadly.test')}` }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-corner-cafe-receipt-approval.eml', from: 'Corner Café via Tillpay <receipts@tillpay.test>',
    subject: 'Your receipt from Corner Café', date: at('12:03'),
    html: layout({ title: 'Receipt', brand: 'Tillpay',
      body: `<h2>Corner Café</h2>
<table width="100%"><tr><td>Flat white</td><td align="right">$4.50</td></tr>
<tr><td>Almond croissant</td><td align="right">$3.75</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$8.25</b></td></tr></table>
<p style="font-size:13px;color:#57606a;">Visa •••• 5521 · Approval code 083412 · Receipt #2041-1833<br>25 Nov 2026, 12:02 · Terminal 3</p>`,
      footer: 'Corner Café · 14 Elm St · Portland, OR 97204 · (503) 555-0164' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-shipfast-tracking.eml', from: 'ShipFast <tracking@shipfast.test>',
    subject: 'Out for delivery: order 583920', date: at('12:05'),
    text: `Your package is out for delivery.

Tracking number: 9400 1118 9922 3344 5566 77
Estimated delivery: Thu, Nov 26 by 8:00 pm

Track your package: https://shipfast.test/track/94001118992233445566777

ShipFast, PO Box 4410, Memphis, TN 38101
`,
    html: layout({ title: 'Out for delivery', brand: 'ShipFast', accent: '#4d148c',
      body: `<h2>Your package is out for delivery</h2>
<p>Order 583920 · Tracking number <b>9400 1118 9922 3344 5566 77</b></p>
<p>Estimated delivery: Thu, Nov 26 by 8:00 pm</p>
${button('https://shipfast.test/track/94001118992233445566777', 'Track package', '#4d148c')}`,
      footer: 'ShipFast, PO Box 4410, Memphis, TN 38101' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-calendar-invite-meeting-id.eml', from: 'Jordan Lee <jordan@acme-robotics.test>',
    subject: 'Invitation: Q4 planning @ Thu Nov 26, 2026 3pm - 4pm (UTC)', date: at('12:07'),
    text: `You have been invited to the following event.

Q4 planning
When: Thursday Nov 26, 2026 3pm – 4pm (UTC)
Join by video: https://meet.videocall.test/j/84729130042
Meeting ID: 847 2913 0042
Dial in: +1 646 558 8656,,84729130042#

Going? Yes - https://calendar.test/event?action=RESPOND&rst=1&eid=q4p
No - https://calendar.test/event?action=RESPOND&rst=2&eid=q4p
`,
    html: `<html><body style="font-family:Roboto,Arial;font-size:14px;">
<h3>Q4 planning</h3>
<p><b>When</b><br>Thursday Nov 26, 2026 3pm – 4pm (UTC)</p>
<p><a href="https://meet.videocall.test/j/84729130042" style="background:#1a73e8;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none;">Join meeting</a></p>
<p>Meeting ID: 847 2913 0042<br>Dial in: +1 646 558 8656,,84729130042#</p>
<p>Going? <a href="https://calendar.test/event?action=RESPOND&amp;rst=1&amp;eid=q4p">Yes</a> · <a href="https://calendar.test/event?action=RESPOND&amp;rst=2&amp;eid=q4p">No</a> · <a href="https://calendar.test/event?action=RESPOND&amp;rst=3&amp;eid=q4p">Maybe</a></p>
<p style="font-size:11px;color:#777;">Invitation from Calendar. You are receiving this because you are an attendee of the event.</p>
</body></html>`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-homefinder-newsletter-numbers.eml', from: 'Homefinder <digest@homefinder.test>',
    subject: '2,481 new homes near 94110 this week', date: at('12:09'),
    html: newsletter({ title: 'Weekly digest', brand: 'Homefinder', accent: '#0369a1',
      sections: [
        '<h2 style="font-family:Arial;">2,481 new listings this week</h2><p style="font-family:Arial;">Median price in 94110: $1,249,000 (up 3.1% since 2025).</p>',
        '<table width="100%" class="product"><tr><td class="col">3 bd · 2 ba · 1,640 sq ft<br>2187 Folsom St<br><span class="price">$1,395,000</span></td><td class="col">2 bd · 1 ba · 980 sq ft<br>441 Valencia St<br><span class="price">$899,000</span></td></tr></table>',
        button('https://homefinder.test/search?zip=94110&sort=new', 'See all homes', '#0369a1'),
      ],
      footer: `Homefinder, Inc. Est. 1998 · 1 Embarcadero Center, San Francisco, CA 94111 · DRE #01522145 · ${unsub('homefinder.test')}` }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-password-changed-notice.eml', from: 'Pinecone <security@pinecone.test>',
    subject: 'Your Pinecone password was changed', date: at('12:11'),
    html: layout({ title: 'Password changed', brand: 'Pinecone', accent: '#15803d',
      body: `<h2>Your password was changed</h2>
<p>The password for alex@example.test was changed on 25 Nov 2026 at 12:10 UTC from Safari on iPhone (IP 203.0.113.77).</p>
<p>If this was you, you don’t need to do anything.</p>
${button('https://pinecone.test/account/recover?src=pwchg', 'Secure my account', '#b91c1c')}`,
      footer: 'Pinecone · 77 Broad St · New York, NY 10004' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-2fa-enabled-notice.eml', from: 'Gitforge <noreply@gitforge.test>',
    subject: '[Gitforge] Two-factor authentication enabled', date: at('12:13'), transfer: '7bit',
    text: `Hey octo-dev!

Two-factor authentication was enabled on your account on 2026-11-25 12:12 UTC.
From now on you'll be asked for a code from your authenticator app when you sign in.

Keep your 16 recovery codes somewhere safe.

Thanks,
The Gitforge Team
Gitforge, Inc. 88 Colin P Kelly Jr St, San Francisco, CA 94107
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-webinar-join-reminder.eml', from: 'Metricly Events <events@metricly.test>',
    subject: 'Starting in 1 hour: Dashboards that people read', date: at('12:15'),
    html: layout({ title: 'Webinar reminder', brand: 'Metricly',
      body: `<h2>Dashboards that people read</h2>
<p>Today, 25 Nov 2026, 14:00–15:00 CET. Webinar ID: 913 4470 2281</p>
${button('https://metricly.test/webinars/913447022281/join?reg=ev_51c2', 'Join', '#2563eb')}
<p>Can’t make it? The recording will be sent to all 1,204 registrants.</p>`,
      footer: `Metricly · Sveavägen 44 · 111 34 Stockholm · ${unsub('metricly.test')}` }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-pl-kod-rabatowy.eml', from: 'Modna <newsletter@modna.test>', charset: 'iso-8859-2',
    subject: 'Jesienna wyprzedaż -30%', date: at('12:17'),
    html: newsletter({ lang: 'pl', title: 'Wyprzedaż', brand: 'Modna', accent: '#9d174d',
      sections: [
        '<h1 style="font-family:Arial;">Jesienna wyprzedaż do -30%</h1><p style="font-family:Arial;">Twój kod rabatowy:</p>',
        codeBox('JESIEN30'),
        button('https://modna.test/wyprzedaz?utm_campaign=jesien', 'Kupuję teraz', '#9d174d'),
      ],
      footer: `Modna Sp. z o.o., ul. Długa 12, 80-827 Gdańsk · tel. 58 555 01 23 · ${unsub('modna.test')}` }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h2-bank-statement-ready.eml', from: 'Fernbank <statements@fernbank.test>',
    subject: 'Your November statement is ready', date: at('12:19'),
    text: `Your statement for the account ending 4417 is ready.

Statement period: 26 Oct 2026 – 25 Nov 2026
Closing balance: $3,118.40
Minimum payment due 15 Dec 2026: $35.00

View statement: https://fernbank.test/statements/2026-11

Fernbank N.A., 300 Main St, Hartford, CT 06103. Member FDIC. 1-800-555-0199
`,
    expect: none,
  }),
];

export default [...unlabeled, ...alnum, ...languages, ...links, ...codeAndLink, ...decoys];
