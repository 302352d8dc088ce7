// More shapes: Outlook-generated HTML, upper-case markup, inline images, codes
// after their label, mails that talk about codes without containing one.
import { button, codeBox, layout, newsletter, socialIcons } from './templates.mjs';

export default [
  {
    file: 'outlook-generated-html-code.eml',
    from: 'IT Service Desk <servicedesk@contoso-corp.test>',
    subject: 'Temporary access code for VPN enrolment',
    date: 'Mon, 17 Mar 2025 08:05:00 +0000',
    transfer: 'quoted-printable',
    text: `Hello Jamie,

Your temporary code for VPN enrolment is: 6 0 4 2 1 9

Please complete enrolment before 17/03/2025 18:00. Ticket INC0012345 has been updated accordingly.

Kind regards,
IT Service Desk | Ext. 4400 | Building 7, Floor 3
`,
    html: `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face {font-family:"Cambria Math"; panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face {font-family:Calibri; panose-1:2 15 5 2 2 2 4 3 2 4;}
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif; mso-fareast-language:EN-US;}
span.EmailStyle17 {mso-style-type:personal-compose; font-family:"Calibri",sans-serif; color:windowtext;}
@page WordSection1 {size:612.0pt 792.0pt; margin:72.0pt 72.0pt 72.0pt 72.0pt;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang="EN-GB" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
<p class="MsoNormal">Hello Jamie,<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Your temporary code for VPN enrolment is:<o:p></o:p></p>
<p class="MsoNormal"><b><span style="font-size:20.0pt;letter-spacing:6.0pt">6 0 4 2 1 9<o:p></o:p></span></b></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Please complete enrolment before 17/03/2025 18:00. Ticket INC0012345 has been updated accordingly.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Kind regards,<o:p></o:p></p>
<p class="MsoNormal">IT Service Desk | Ext. 4400 | Building 7, Floor 3<o:p></o:p></p>
</div>
</body>
</html>`,
    expect: { code: '604219', verificationLink: null },
  },
  {
    file: 'uppercase-markup-code.eml',
    from: 'Legacy Portal <NOREPLY@LEGACYPORTAL.TEST>',
    subject: 'ACCESS CODE',
    date: 'Mon, 17 Mar 2025 09:00:00 -0600',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    html: `<HTML><HEAD><TITLE>Access code 000000</TITLE><STYLE>TD{FONT-FAMILY:Verdana;COLOR:#336699}</STYLE></HEAD>
<BODY BGCOLOR=#FFFFFF>
<TABLE WIDTH=500 BORDER=0 CELLPADDING=4>
<TR><TD><FONT SIZE=2>Dear user,</FONT></TD></TR>
<TR><TD><FONT SIZE=2>Your access code is shown below. Valid for 1 hour.</FONT></TD></TR>
<TR><TD ALIGN=CENTER><FONT SIZE=6><B>3317</B></FONT></TD></TR>
<TR><TD><FONT SIZE=1>Portal v4.2 &middot; Helpdesk 0800-555-1234 &middot; Postfach 1120, 80331 München</FONT></TD></TR>
</TABLE>
</BODY></HTML>`,
    expect: { code: '3317', verificationLink: null },
  },
  {
    file: 'inline-image-related-code.eml',
    from: 'Petfolio <team@petfolio.test>',
    subject: 'Welcome to Petfolio 🐾',
    date: 'Tue, 18 Mar 2025 10:00:00 +0000',
    transfer: 'base64',
    inlineImage: true,
    html: `<html><body style="font-family:Arial">
<p><img src="cid:logo@corpus.test" width="100" height="40" alt="Petfolio"></p>
<p>Welcome aboard! To finish creating your account, enter this verification code in the app:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px">719 462</p>
<p>Meanwhile, 2,300 pets joined this week. 🐶</p>
</body></html>`,
    text: `Welcome aboard! To finish creating your account, enter this verification code in the app:

719 462

Meanwhile, 2,300 pets joined this week.
`,
    expect: { code: '719462', verificationLink: null },
  },
  {
    file: 'code-after-label-ja.eml',
    from: 'クラウド会計 <noreply@cloud-kaikei.test>',
    subject: 'ログイン確認',
    date: 'Tue, 18 Mar 2025 11:00:00 +0900',
    transfer: 'quoted-printable',
    text: `クラウド会計をご利用いただきありがとうございます。

658204 がログイン用の認証コードです。

有効期限：2025年3月18日 11:10
このメールに心当たりがない場合は、サポート（03-5555-0177）までご連絡ください。
`,
    expect: { code: '658204', verificationLink: null },
  },
  {
    file: 'zh-traditional-code.eml',
    from: '雲端相簿 <service@yunduan.test>',
    subject: '驗證碼通知',
    date: 'Tue, 18 Mar 2025 12:00:00 +0800',
    transfer: 'base64',
    html: `<html><body><p>親愛的用戶您好：</p><p>您的驗證碼為 <strong style="font-size:24px">294017</strong>，請於10分鐘內輸入。</p><p>客服專線：(02) 5555-0188</p></body></html>`,
    expect: { code: '294017', verificationLink: null },
  },
  {
    file: 'ru-odnorazoviy-parol.eml',
    from: 'Сбер Тест <noreply@sber-test.test>',
    subject: 'Одноразовый пароль',
    date: 'Tue, 18 Mar 2025 13:00:00 +0300',
    transfer: 'base64',
    text: `Ваш одноразовый пароль: 8812

Никому его не сообщайте. Операция: перевод 5 000 ₽ на карту *4471.
Если вы не совершали операцию, позвоните по номеру 900.
`,
    expect: { code: '8812', verificationLink: null },
  },
  {
    file: 'de-einmalpasswort-html.eml',
    from: 'Versicherung Süd <service@versicherung-sued.test>',
    subject: 'Ihr Einmalpasswort',
    date: 'Wed, 19 Mar 2025 07:30:00 +0100',
    charset: 'windows-1252',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'de',
      title: 'Einmalpasswort',
      brand: 'Versicherung Süd',
      body: `<p>Guten Tag,</p><p>Ihr Einmalpasswort für das Kundenportal:</p>${codeBox('A7X-92K')}<p>Versicherungsschein-Nr. 40-221-88761 · Beitrag 38,90 € monatlich.</p>`,
      footer: 'Versicherung Süd AG · Königstraße 10 · 70173 Stuttgart',
    }),
    expect: { code: 'A7X-92K', verificationLink: null },
  },
  {
    file: 'fr-code-acces.eml',
    from: 'Mutuelle Bleue <contact@mutuellebleue.test>',
    subject: "Votre code d'accès",
    date: 'Wed, 19 Mar 2025 09:30:00 +0100',
    transfer: 'quoted-printable',
    text: `Madame, Monsieur,

Votre code d'accès temporaire est : 55 01 92

Il est valable 15 minutes. Numéro d'adhérent : 1120334.

Mutuelle Bleue, 3 avenue de l'Opéra, 75001 Paris
`,
    expect: { code: '550192', verificationLink: null },
  },
  {
    file: 'pt-seu-codigo-weak.eml',
    from: 'Entrega Já <oi@entregaja.test>',
    subject: 'Entrar no Entrega Já',
    date: 'Wed, 19 Mar 2025 11:00:00 -0300',
    transfer: '8bit',
    text: `Seu código é 7290

Digite-o no app para entrar. Ele expira em 5 minutos.

Entrega Já Ltda · Rua Oscar Freire, 379 · São Paulo/SP · CEP 01426-001
`,
    expect: { code: '7290', verificationLink: null },
  },
  {
    file: 'es-clave-dinamica.eml',
    from: 'Banco Andino <alertas@bancoandino.test>',
    subject: 'Clave dinámica',
    date: 'Wed, 19 Mar 2025 15:00:00 -0500',
    transfer: 'quoted-printable',
    html: `<html><body><table width="100%"><tr><td>Estimado cliente:</td></tr><tr><td>Su clave dinámica es</td></tr><tr><td style="font-size:28px;color:#003da5;font-weight:bold">448120</td></tr><tr><td>Monto de la operación: S/ 1,250.00 · Cuenta ****7781</td></tr></table></body></html>`,
    expect: { code: '448120', verificationLink: null },
  },
  {
    file: 'it-codice-accesso-html.eml',
    from: 'Energia Verde <noreply@energiaverde.test>',
    subject: 'Accesso all’area clienti',
    date: 'Thu, 20 Mar 2025 08:00:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'it',
      title: 'Codice di accesso',
      brand: 'Energia Verde',
      body: `<p>Gentile cliente, ecco il tuo codice di accesso:</p>${codeBox('913 540')}<p>Codice cliente 0048812 · Fornitura POD IT001E12345678</p>`,
      footer: 'Energia Verde S.p.A. · Via Tortona 25 · 20144 Milano',
    }),
    expect: { code: '913540', verificationLink: null },
  },
  {
    file: 'nl-inlogcode.eml',
    from: 'Zorgportaal <noreply@zorgportaal.test>',
    subject: 'Je inlogcode',
    date: 'Thu, 20 Mar 2025 10:00:00 +0100',
    transfer: 'base64',
    html: `<html><body><p>Hallo,</p><p>Je inlogcode is <b>40 81 77</b>.</p><p>Vragen? Bel 088 555 0123 (ma-vr 8:00-17:00).</p><p>Zorgportaal, Postbus 9100, 3500 HA Utrecht</p></body></html>`,
    expect: { code: '408177', verificationLink: null },
  },
  {
    file: 'sendgrid-tracked-confirm.eml',
    from: 'Podcastly <hello@podcastly.test>',
    subject: 'Confirm your email for Podcastly',
    date: 'Thu, 20 Mar 2025 12:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Confirm your email',
      brand: 'Podcastly',
      home: 'https://u4412.ct.mailrelay.test/ls/click?upn=HOMEa1b2c3d4e5f6g7h8',
      body: `<p>Thanks for joining Podcastly! Please confirm your email so we can send you new episodes.</p>
${button('https://u4412.ct.mailrelay.test/ls/click?upn=CONFa9Kq3Lm7Xp2Rt8Yv1Nn6', 'Confirm email', '#ff4f00')}
<p>Or paste this link into your browser: <a href="https://u4412.ct.mailrelay.test/ls/click?upn=CONFa9Kq3Lm7Xp2Rt8Yv1Nn6">https://podcastly.test/confirm?t=pd7f3a9c1e5b</a></p>`,
      footer: `<a href="https://u4412.ct.mailrelay.test/ls/click?upn=UNSUBq1w2e3r4t5y6u7i8">Unsubscribe</a> · <a href="https://u4412.ct.mailrelay.test/ls/click?upn=PRIVz9x8c7v6b5n4m3">Privacy Policy</a><br>Podcastly, 44 Tehama St, San Francisco, CA 94105`,
      pixelUrl: 'https://u4412.ct.mailrelay.test/wf/open?upn=OPENa1s2d3f4g5h6j7',
    }),
    text: `Thanks for joining Podcastly! Please confirm your email so we can send you new episodes.

Confirm email ( https://u4412.ct.mailrelay.test/ls/click?upn=CONFa9Kq3Lm7Xp2Rt8Yv1Nn6 )

Unsubscribe ( https://u4412.ct.mailrelay.test/ls/click?upn=UNSUBq1w2e3r4t5y6u7i8 )
`,
    expect: { code: null, verificationLink: 'https://u4412.ct.mailrelay.test/ls/click?upn=CONFa9Kq3Lm7Xp2Rt8Yv1Nn6' },
  },
  {
    file: 'reset-and-signin-links.eml',
    from: 'Recipely <accounts@recipely.test>',
    subject: 'Reset your Recipely password',
    date: 'Thu, 20 Mar 2025 14:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Reset your password',
      brand: 'Recipely',
      home: 'https://recipely.test/',
      body: `<p style="text-align:right"><a href="https://recipely.test/login">Sign in</a></p>
<p>Someone requested a password reset for your Recipely account. If it was you, choose a new password:</p>
${button('https://recipely.test/account/password/edit?reset_password_token=rP9xK2mQ7vL4tB8n', 'Choose a new password', '#e63946')}
<p>If you didn't ask for this, ignore this email — your password won't change.</p>`,
      footer: `<a href="https://recipely.test/help">Help</a> · Recipely Ltd, 14 Bermondsey Street, London SE1 2ES`,
    }),
    expect: { code: null, verificationLink: 'https://recipely.test/account/password/edit?reset_password_token=rP9xK2mQ7vL4tB8n' },
  },
  {
    file: 'too-many-attempts-no-code.eml',
    from: 'Paystream <support@paystream.test>',
    subject: 'Too many verification code requests',
    date: 'Fri, 21 Mar 2025 09:00:00 +0000',
    transfer: 'quoted-printable',
    text: `We noticed 5 requests for a verification code on your account within 10 minutes.

For your security, we have paused sending codes for 24 hours. Reference: 448812.

Paystream will never ask for your verification code by phone. If someone did, call us at 1-888-555-0100.

Paystream, 354 Oyster Point Blvd, South San Francisco, CA 94080
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'security-tips-newsletter.eml',
    from: 'KeyHaven <news@keyhaven.test>',
    subject: '5 tips to keep your account safe',
    date: 'Fri, 21 Mar 2025 15:00:00 +0000',
    transfer: 'quoted-printable',
    html: newsletter({
      title: 'Security tips',
      brand: 'KeyHaven',
      sections: [
        `<h1 style="font-family:Arial">Never share your one-time code</h1><p style="font-family:Arial">Scammers pretend to be support staff and ask for the verification code we send you. We will never ask for it.</p>`,
        `<table width="100%"><tr><td align="center" style="font-size:44px;font-weight:bold;font-family:Arial">3400</td><td style="font-family:Arial">phishing attempts blocked in February</td></tr></table>`,
        `<p style="font-family:Arial"><a href="https://keyhaven.test/blog/passkeys-2025">Read: why passkeys beat passwords</a></p>`,
      ],
      footer: `KeyHaven, 1 Market St, San Francisco, CA 94105 · <a href="https://keyhaven.test/email/unsubscribe?u=881">Unsubscribe</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'backup-codes-notice.eml',
    from: 'GitForge <noreply@gitforge.test>',
    subject: '[GitForge] Two-factor recovery codes regenerated',
    date: 'Fri, 21 Mar 2025 16:00:00 +0000',
    transfer: '7bit',
    text: `Hey octo-jane!

Your two-factor authentication recovery codes were regenerated on March 21, 2025 at 16:00 UTC.

Your previous 16 recovery codes no longer work. Download the new ones from https://gitforge.test/settings/auth/recovery-codes

If you did not do this, visit https://gitforge.test/settings/security immediately.
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'pin-change-card-notice.eml',
    from: 'Bankly Cards <cards@bankly.test>',
    subject: 'Your new card is on its way',
    date: 'Sat, 22 Mar 2025 10:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Your new Bankly Visa card ending 1234 was dispatched on 22/03/2025 and should arrive within 5-7 working days.

Your PIN stays the same. You can change your PIN at any Bankly ATM.
Expiry date: 03/2030

Lost card? Call 0345 555 0199 (24 hours).
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'tax-form-ready.eml',
    from: 'Brokerly <documents@brokerly.test>',
    subject: 'Your 2024 Form 1099 is ready',
    date: 'Sat, 15 Feb 2025 10:00:00 -0500',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Tax documents',
      brand: 'Brokerly',
      body: `<p>Your consolidated Form 1099 for tax year 2024 is now available.</p>
<table cellpadding="6"><tr><td>Account</td><td>****5521</td></tr><tr><td>Document ID</td><td>B-2024-7781123</td></tr><tr><td>Total dividends</td><td>$1,482.90</td></tr></table>
<p><a href="https://brokerly.test/documents/tax/2024">View tax documents</a></p>`,
      footer: 'Brokerly LLC, Member SIPC, 200 Vesey Street, New York, NY 10281',
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'order-pickup-ready.eml',
    from: 'HomeBuild Store #4821 <pickup@homebuild.test>',
    subject: 'Your order 60221 is ready for pickup',
    date: 'Sat, 22 Mar 2025 12:00:00 -0700',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Ready for pickup',
      brand: 'HomeBuild',
      body: `<p>Good news! Your order is ready.</p>
<p style="font-size:30px;font-weight:bold;">60221</p>
<p>Show this order number at the Pro Desk, aisle 14. Pickup hours 6am–9pm.</p>
<p>HomeBuild #4821 · 3300 Bayshore Rd · Palo Alto, CA 94303 · (650) 555-0123</p>`,
      footer: '<a href="https://homebuild.test/privacy">Privacy</a> · <a href="https://homebuild.test/email/unsubscribe">Unsubscribe</a>',
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'hotel-reservation-confirmation.eml',
    from: 'Stayfinder <reservations@stayfinder.test>',
    subject: 'Reservation confirmed: Hotel Almirante, Lisbon',
    date: 'Sun, 23 Mar 2025 09:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Your reservation is confirmed!

Hotel Almirante, Rua da Prata 120, 1100-420 Lisboa, Portugal
Check-in: Sat 22 Mar 2025 (from 15:00)
Check-out: Mon 24 Mar 2025 (until 11:00)

Confirmation number: 4418 2207

Total price: EUR 312.00
Manage your reservation: https://stayfinder.test/mybooking?conf=44182207&lang=en-gb

Stayfinder customer service: +31 20 555 0100
`,
    expect: { code: null, verificationLink: null },
  },
];
