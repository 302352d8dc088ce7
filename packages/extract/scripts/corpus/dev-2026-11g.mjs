// Development mail, eighth round (files dv8-*), written on 2026-11-26 before any rule of extractor version 9, from
// eleven held-out mails that version 8 got wrong (opened for this round, no longer clean) and their generalisations:
// an alphanumeric code in two groups or in mixed case under a label or an "enter this … code:" line; a device code
// after "go to <site>/activate and enter:" (the code, never the site as a link); a plain-text "Or open this link …:"
// URL beside a code; a lone code under a bare "Almost there" heading with "copy the number above" below it; an order
// lookup code amid order numbers and dates; an SMS-style "<Brand>: <code> is valid until …"; "activate your account
// with" ⏎ a boxed code beside a welcome coupon; a boxed step in a welcome offer. Each structure is copied from the
// held-out mail in at least one variant (layout and emphasis, own text). And decoy twins: parcel-locker pickup codes,
// security alerts with "Check activity", order numbers to quote, coupon-only offers, SMS-style tickets and parkings.
// Rules are tuned against these, never against corpus/heldout*.
import { button } from './templates.mjs';

const mail = (m) => ({ date: 'Thu, 26 Nov 2026 19:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const both = (code, verificationLink) => ({ code, verificationLink });
const utf8 = (m) => mail({ transfer: 'base64', ...m });
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
// The card layout of the held-out mails: a 580-wide container, a brand row, one content cell, a footer below.
const card = ({ lang = 'en', title, brand, body, footer, bg = '#f4f5f7', pre = '' }) => `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
${pre ? `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}&zwnj;&nbsp;&zwnj;&nbsp;</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${bg};">
<tr><td align="center" style="padding:28px 10px;">
<table role="presentation" class="container" width="580" cellpadding="0" cellspacing="0" border="0" style="width:580px;max-width:580px;background-color:#ffffff;border-radius:6px;">
<tr><td class="px" style="padding:26px 36px 10px 36px;border-bottom:1px solid #e5e7eb;" align="left">
${brand}
</td></tr>
<tr><td class="px" dir="ltr" align="left" style="padding:26px 36px 30px 36px;font-family:${FONT};font-size:15px;line-height:23px;color:#111827;text-align:left;">
${body}
</td></tr>
</table>
<table role="presentation" class="container" width="580" cellpadding="0" cellspacing="0" border="0" style="width:580px;max-width:580px;">
<tr><td class="px" dir="ltr" align="center" style="padding:18px 36px;font-family:${FONT};font-size:12px;line-height:18px;color:#8a8f98;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
const logo = (name) => `<span style="font-family:Arial,sans-serif;font-size:22px;font-weight:800;color:#1d4ed8;">${name}</span>`;
const box = (code, color = '#1e3a8a', bg = '#eef2ff') =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:18px 0;">
<tr><td align="center" style="background-color:${bg};border-radius:6px;padding:16px 10px;font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:700;letter-spacing:5px;color:${color};">${code}</td></tr>
</table>`;
const framed = (code) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 18px auto;">
<tr><td style="padding:14px 28px;border:2px solid #0ea5e9;border-radius:10px;font-family:Arial,sans-serif;font-size:32px;font-weight:700;letter-spacing:8px;color:#0369a1;">${code}</td></tr>
</table>`;
const p = (t, style = 'margin:0 0 12px 0;') => `<p style="${style}">${t}</p>`;
const cta = (url, label) =>
  `<div style="text-align:center;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;">
<tr><td align="center" bgcolor="#1a73e8" style="border-radius:5px;background-color:#1a73e8;">
<a href="${url.replace(/&/g, '&amp;')}" target="_blank" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:5px;">${label}</a>
</td></tr></table></div>`;
const sms = (line, small) =>
  `<html lang="en" dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>SMS</title></head><body><div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222222;max-width:560px;" dir="ltr"><p>${line}</p><p style="color:#777777;font-size:12px;">${small}</p></div></body></html>`;

// Alphanumeric codes: two groups of five (one code), mixed case under a label.
const alnum = [
  mail({
    family: 'alnum', file: 'dv8-en-enrolment-code-two-groups.eml', from: 'Nimbus Keys <keys@nimbus.test>', subject: 'Enrol your security key',
    text: `Nimbus Keys\n\nEnrol your security key\n\nEnter this enrolment code in the Nimbus desktop app:\n\nQ4ZP8 MWT3J\n\nThe code is not case sensitive. It expires in 15 minutes.\n\nNimbus Security Oy · Mannerheimintie 5, 00100 Helsinki, Finland\n`,
    html: card({ title: 'Nimbus Keys', brand: logo('nimbus/keys'), body: `${p('Enrol your security key', 'margin:0 0 12px 0;font-size:18px;font-weight:600;')}${p('Enter this enrolment code in the Nimbus desktop app:', 'margin:0 0 6px 0;')}${box('Q4ZP8&nbsp;MWT3J')}${p('The code is not case sensitive. It expires in 15 minutes.', 'margin:0;color:#6b7280;')}`, footer: 'Nimbus Security Oy &middot; Mannerheimintie 5, 00100 Helsinki, Finland' }),
    expect: codeOnly('Q4ZP8MWT3J'),
  }),
  utf8({
    family: 'languages', file: 'dv8-de-kopplungscode-zwei-gruppen.eml', from: 'Riegel <sicherheit@riegel.test>', subject: 'Hardware-Schlüssel koppeln',
    html: card({ lang: 'de', title: 'Riegel', brand: logo('riegel'), body: `${p('Hardware-Schlüssel koppeln', 'margin:0 0 12px 0;font-size:18px;font-weight:600;')}${p('Gib diesen Kopplungscode in der Riegel-App ein:', 'margin:0 0 6px 0;')}${box('7HQ2M&nbsp;K9XW4')}${p('Groß- und Kleinschreibung spielt keine Rolle. Der Code läuft in 15 Minuten ab.', 'margin:0;color:#6b7280;')}`, footer: 'Riegel GmbH &middot; Torstraße 9, 10119 Berlin' }),
    expect: codeOnly('7HQ2MK9XW4'),
  }),
  mail({
    family: 'alnum', file: 'dv8-en-security-code-mixed-case.eml', from: 'Tallowby <security@tallowby.test>', subject: 'Tallowby security code',
    text: `Hello,\n\nSomeone (hopefully you) is trying to sign in to Tallowby from a new browser.\n\nSecurity code: Hr4nT9bZ\n\nCopy and paste it exactly as shown - capital letters matter. It's valid for 10 minutes.\n\n- The Tallowby team\nhttps://tallowby.test\n`,
    html: `<html lang="en" dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Tallowby</title></head><body><div style="font-family:Verdana,sans-serif;font-size:14px;line-height:1.5;color:#222222;max-width:560px;" dir="ltr"><p>Hello,</p><p>Someone (hopefully you) is trying to sign in to Tallowby from a new browser.</p><p>Security code: <code style="font-size:18px;background:#f4f4f4;padding:3px 6px;border-radius:3px;">Hr4nT9bZ</code></p><p>Copy and paste it exactly as shown &ndash; capital letters matter. It&#39;s valid for 10 minutes.</p><p>&ndash; The Tallowby team<br><a href="https://tallowby.test">tallowby.test</a></p></div></body></html>`,
    expect: codeOnly('Hr4nT9bZ'),
  }),
  utf8({
    family: 'languages', file: 'dv8-fr-code-de-securite-casse.eml', from: 'Ardoise <securite@ardoise.test>', subject: 'Votre code de sécurité Ardoise', transfer: 'base64',
    text: `Bonjour,\n\nQuelqu'un (vous, espérons-le) essaie de se connecter à Ardoise depuis un nouveau navigateur.\n\nCode de sécurité : bT6qW3zN\n\nRecopiez-le tel quel, majuscules comprises. Il est valable 10 minutes.\n\nL'équipe Ardoise\n`,
    expect: codeOnly('bT6qW3zN'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-promo-code-mixed-case.eml', from: 'Tallowby <offers@tallowby.test>', subject: 'A little something for you',
    html: `<html><body style="font-family:Verdana,sans-serif"><p>Hello,</p><p>Thanks for being with us this year. Here's 20% off your next candle order.</p><p>Promo code: <code style="font-size:18px;background:#f4f4f4;padding:3px 6px;">Sv8kQ2xL</code></p><p>Enter it at checkout. Valid until 31 December.</p><p><a href="https://tallowby.test/shop">Shop now</a> · <a href="https://tallowby.test/unsubscribe">Unsubscribe</a></p></body></html>`,
    expect: none,
  }),
];

// Device codes: "go to <site>/activate and enter:" gives the code; the site is where to type it, not a link to click.
const device = [
  mail({
    family: 'alnum', file: 'dv8-en-tv-go-to-activate-enter.eml', from: 'Tessera TV <no-reply@tessera.test>', subject: 'Link your TV to Tessera',
    text: `Tessera TV - link your device\n\nGo to tessera.test/activate on your phone or computer and enter:\n\nK3WP-8NRT-2QZD\n\nThis code expires in 30 minutes. If you didn't try to sign in on a TV, you can ignore this email.\n\nTessera Media, 200 Park Ave, New York, NY 10166\n`,
    html: card({ title: 'Tessera', brand: logo('TESSERA'), bg: '#0b0f19', body: `${p('Link your device', 'margin:0 0 14px 0;font-size:18px;font-weight:700;')}${p('Go to <a href="https://tessera.test/activate" style="color:#e11d48;">tessera.test/activate</a> on your phone or computer and enter:', 'margin:0 0 6px 0;')}${box('K3WP-8NRT-2QZD', '#ffffff', '#111827')}${p('This code expires in 30 minutes. If you didn&rsquo;t try to sign in on a TV, you can ignore this email.', 'margin:0;color:#6b7280;')}`, footer: 'Tessera Media &middot; 200 Park Ave, New York, NY 10166' }),
    expect: codeOnly('K3WP-8NRT-2QZD'),
  }),
  utf8({
    family: 'languages', file: 'dv8-es-tv-ve-a-activar-e-introduce.eml', from: 'Lumenplay <no-reply@lumenplay.test>', subject: 'Vincula tu televisor',
    html: card({ lang: 'es', title: 'Lumenplay', brand: logo('LUMENPLAY'), body: `${p('Vincula tu dispositivo', 'margin:0 0 14px 0;font-size:18px;font-weight:700;')}${p('Ve a <a href="https://lumenplay.test/activar">lumenplay.test/activar</a> en tu teléfono u ordenador e introduce:', 'margin:0 0 6px 0;')}${box('P7LM-4KXR-8TWN')}${p('Este código caduca en 30 minutos.', 'margin:0;color:#6b7280;')}`, footer: 'Lumenplay S.L. &middot; Gran Vía 30, 28013 Madrid' }),
    expect: codeOnly('P7LM-4KXR-8TWN'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-tv-activate-code-on-screen.eml', from: 'Tessera TV <no-reply@tessera.test>', subject: 'Watch Tessera on your TV',
    html: card({ title: 'Tessera', brand: logo('TESSERA'), body: `${p('Watch on the big screen', 'margin:0 0 14px 0;font-size:18px;font-weight:700;')}${p('Open the Tessera app on your TV, then go to <a href="https://tessera.test/activate">tessera.test/activate</a> on your phone and enter the code shown on your TV screen.')}${p('Need help? Visit our help centre.', 'margin:0;color:#6b7280;')}`, footer: 'Tessera Media &middot; 200 Park Ave, New York, NY 10166' }),
    expect: none,
  }),
];

// A plain-text "Or open this link …:" URL beside a code.
const textLinks = [
  mail({
    family: 'code-link', file: 'dv8-en-text-only-or-open-this-link.eml', from: 'Quillstone <no-reply@quillstone.test>', subject: 'Quillstone verification code', transfer: '7bit',
    text: `Quillstone\n\nYour verification code: 418293\n\nOr open this link on the device where you're signing up:\nhttps://quillstone.test/v/418293?uid=u_31c9d0\n\nThe code expires in 10 minutes.\n\n--\nQuillstone Prints, Prinsengracht 400, 1016 HX Amsterdam, NL\n`,
    expect: both('418293', 'https://quillstone.test/v/418293?uid=u_31c9d0'),
  }),
  utf8({
    family: 'languages', file: 'dv8-de-text-oder-oeffne-diesen-link.eml', from: 'Fotobuch Kranich <no-reply@kranich.test>', subject: 'Dein Bestätigungscode',
    text: `Fotobuch Kranich\n\nDein Bestätigungscode: 662014\n\nOder öffne diesen Link auf dem Gerät, auf dem du dich registrierst:\nhttps://kranich.test/b/662014?k=4f1e2a\n\nDer Code läuft in 10 Minuten ab.\n\n--\nKranich GmbH, Hafenstraße 3, 20457 Hamburg\n`,
    expect: both('662014', 'https://kranich.test/b/662014?k=4f1e2a'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-text-code-or-open-help.eml', from: 'Quillstone <no-reply@quillstone.test>', subject: 'Your photo book has shipped', transfer: '7bit',
    text: `Quillstone\n\nYour photo book is on its way. Order number: 418293\n\nOr open this link to read our care guide:\nhttps://quillstone.test/help/care-guide\n\n--\nQuillstone Prints, Prinsengracht 400, 1016 HX Amsterdam, NL\n`,
    expect: none,
  }),
];

// Parcel lockers: a pickup code opens a locker, it verifies nobody.
const lockers = [
  mail({
    family: 'decoy', file: 'dv8-en-locker-pickup-code-box.eml', from: 'ParcelNest <notify@parcelnest.test>', subject: 'Your parcel is ready to collect from ParcelNest LDS-0233',
    text: `Your parcel is waiting for you\n\nHi Maya,\n\nYour parcel from Harbour Prints has been delivered to the ParcelNest locker:\n\nParcelNest LDS-0233, Sainsbury's car park, Kirkstall Rd, Leeds LS4 2BS\nOpen 24/7\n\nPickup code: 731905\n\nEnter the pickup code on the locker screen, or scan the QR code in the ParcelNest app. You have 72 hours (until Mon 7 Dec, 18:05) to collect it.\n\nParcel number: PN 0233 8814 2071 19\n\nParcelNest Ltd · 5 Wellington St, Leeds LS1 4DL\n`,
    html: card({ title: 'Your parcel is waiting', brand: logo('ParcelNest'), body: `<h1 style="margin:0 0 12px 0;font-size:21px;">Your parcel is waiting for you</h1>${p('Hi Maya,')}${p('Your parcel from <b>Harbour Prints</b> has been delivered to the ParcelNest locker:')}${p('ParcelNest LDS-0233<br>Sainsbury&#39;s car park, Kirkstall Rd, Leeds LS4 2BS<br><span style="color:#666;font-size:13px;">Open 24/7</span>', 'margin:0 0 16px 0;padding:12px;background:#fff9db;')}<table role="presentation" width="100%"><tr><td valign="middle" style="font-size:14px;">Pickup code<br><span style="font-size:32px;font-weight:bold;letter-spacing:3px;">731905</span></td><td align="right"><img src="https://qr.parcelnest.test/p/PN02338814207119.png" width="120" height="120" alt="QR code for pickup"></td></tr></table>${p('Enter the pickup code on the locker screen, or scan the QR code in the ParcelNest app. You have 72 hours (until Mon 7 Dec, 18:05) to collect it.', 'margin:16px 0 12px 0;')}${p('Parcel number: PN 0233 8814 2071 19', 'margin:0;font-size:13px;color:#666;')}`, footer: 'ParcelNest Ltd &middot; 5 Wellington St, Leeds LS1 4DL' }),
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv8-de-packstation-abholcode.eml', from: 'Paketfach <info@paketfach.test>', subject: 'Ihre Sendung liegt im Paketfach bereit',
    text: `Ihre Sendung wartet auf Sie\n\nHallo Frau Weber,\n\nIhre Sendung von Buchhaus Nord liegt im Paketfach 128 (Bahnhofstraße 4, 50667 Köln) bereit.\n\nAbholcode: 583920\n\nGeben Sie den Abholcode am Display des Automaten ein. Die Sendung liegt 7 Tage für Sie bereit.\n\nSendungsnummer: 00340434161094042557\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv8-en-locker-code-sentence.eml', from: 'QuickLocker <hello@quicklocker.test>', subject: 'Ready for pickup', transfer: '7bit',
    text: `Good news! Your order is ready for pickup at QuickLocker, 18 Mill Street.\n\nYour locker code is 204817. Enter it on the locker keypad within 48 hours to open your locker.\n\nQuickLocker · 18 Mill Street, Oxford OX2 0AL\n`,
    expect: none,
  }),
];

// Security alerts: "Check activity" reviews a change; it is no verification link.
const alerts = [
  mail({
    family: 'decoy', file: 'dv8-en-2sv-off-check-activity.eml', from: 'Halcyon <no-reply@accounts.halcyon.test>', subject: 'Security alert: 2-Step Verification turned off',
    text: `2-Step Verification turned off\n\nsam.k@throwbox.test\n\n2-Step Verification is now off for your Halcyon Account. Your account is now less secure: anyone who gets your password can sign in.\n\nIf you didn't do this, someone might be using your account. Check and secure your account now.\n\nCheck activity\nhttps://myaccount.halcyon.test/notifications?e=2sv_off&rfn=77&hl=en\n\n© 2026 Halcyon Inc, 1 Market St, San Francisco, CA 94105, USA\n`,
    html: card({ title: '2-Step Verification turned off', brand: logo('Halcyon'), body: `${p('2-Step Verification turned off', 'margin:0 0 6px 0;font-size:22px;text-align:center;')}${p('sam.k@throwbox.test', 'margin:0 0 18px 0;text-align:center;font-size:14px;color:#5f6368;')}${p('2-Step Verification is now off for your Halcyon Account. Your account is now less secure: anyone who gets your password can sign in.')}${p('If you didn&#39;t do this, someone might be using your account. Check and secure your account now.', 'margin:0;')}${cta('https://myaccount.halcyon.test/notifications?e=2sv_off&rfn=77&hl=en', 'Check activity')}`, footer: '&copy; 2026 Halcyon Inc, 1 Market St, San Francisco, CA 94105, USA' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv8-en-recovery-email-changed.eml', from: 'Halcyon <no-reply@accounts.halcyon.test>', subject: 'Security alert',
    html: card({ title: 'Security alert', brand: logo('Halcyon'), body: `${p('Recovery email changed', 'margin:0 0 6px 0;font-size:22px;text-align:center;')}${p('The recovery email for your Halcyon Account was changed to s***@example.test. If you didn&#39;t change it, someone might be using your account.')}${cta('https://myaccount.halcyon.test/alert?e=recovery_changed&rfn=78', 'Check activity')}`, footer: '&copy; 2026 Halcyon Inc' }),
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv8-de-bestaetigung-in-zwei-schritten-aus.eml', from: 'Halcyon <no-reply@accounts.halcyon.test>', subject: 'Sicherheitswarnung: Bestätigung in zwei Schritten deaktiviert',
    html: card({ lang: 'de', title: 'Sicherheitswarnung', brand: logo('Halcyon'), body: `${p('Bestätigung in zwei Schritten deaktiviert', 'margin:0 0 6px 0;font-size:22px;text-align:center;')}${p('Die Bestätigung in zwei Schritten ist für Ihr Halcyon-Konto jetzt deaktiviert. Falls Sie das nicht waren, prüfen Sie Ihr Konto jetzt.')}${cta('https://myaccount.halcyon.test/notifications?e=2sv_off&hl=de', 'Aktivität prüfen')}`, footer: '&copy; 2026 Halcyon Inc' }),
    expect: none,
  }),
];

// A lone boxed code between a bare heading and "copy the number above into …".
const layoutOnly = [
  mail({
    family: 'unlabeled', file: 'dv8-en-almost-there-number-above.eml', from: 'Fernway <hello@fernway.test>', subject: 'Almost there',
    text: `Almost there\n\n072941\n\nCopy the number above into Fernway to finish creating your account.\n\nFernway Living · 12 Queen St E, Toronto, ON M5C 1R6, Canada\n`,
    html: card({ title: 'Almost there', brand: logo('Fernway'), bg: '#eef6fb', body: `<h2 style="margin:0 0 16px 0;font-size:20px;font-weight:600;">Almost there</h2>${framed('072941')}${p('Copy the number above into Fernway to finish creating your account.', 'margin:0;')}`, footer: 'Fernway Living &middot; 12 Queen St E, Toronto, ON M5C 1R6, Canada' }),
    expect: codeOnly('072941'),
  }),
  utf8({
    family: 'languages', file: 'dv8-es-ya-casi-numero-de-arriba.eml', from: 'Casona <hola@casona.test>', subject: 'Ya casi está',
    html: card({ lang: 'es', title: 'Ya casi está', brand: logo('Casona'), body: `<h2 style="margin:0 0 16px 0;font-size:20px;font-weight:600;">Ya casi está</h2>${framed('184027')}${p('Copia el número de arriba en Casona para terminar de crear tu cuenta.', 'margin:0;')}`, footer: 'Casona Hogar &middot; Calle Serrano 41, 28001 Madrid' }),
    expect: codeOnly('184027'),
  }),
  mail({
    family: 'unlabeled', file: 'dv8-en-one-more-step-paste-above.eml', from: 'Kelpie <team@kelpie.test>', subject: 'One more step', transfer: '7bit',
    text: `One more step\n\n509 163\n\nPaste the digits above into the Kelpie app to confirm your email.\n\nKelpie Labs, 9 Harbour St, Wellington 6011, New Zealand\n`,
    expect: codeOnly('509163'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-almost-there-quote-number-above.eml', from: 'Fernway <orders@fernway.test>', subject: 'Almost there: your sofa ships soon',
    html: card({ title: 'Almost there', brand: logo('Fernway'), body: `<h2 style="margin:0 0 16px 0;font-size:20px;font-weight:600;">Almost there</h2>${framed('582014')}${p('Quote the number above when you call us about your delivery.', 'margin:0;')}`, footer: 'Fernway Living &middot; 12 Queen St E, Toronto, ON M5C 1R6, Canada' }),
    expect: none,
  }),
];

// An order lookup code amid order numbers, dates, prices and a phone number.
const orderLookup = [
  mail({
    family: 'unlabeled', file: 'dv8-en-order-lookup-enter-code.eml', from: 'Birchly <orders@birchly.test>', subject: 'Your order #51027736',
    text: `Hi Jonas,\n\nYou asked to see the details of order #51027736 placed on 14/11/2026 as a guest.\n\nTo open it, enter 290471 on the order lookup page. For your security this works for 20 minutes only.\n\nOrder #51027736\nPlaced: 14/11/2026, 09:41\nItems: 2   Total: 54,80 EUR\nEstimated delivery: 19/11/2026 - 21/11/2026\n\nNeed help? Call us on 0800 765 4321 (Mon-Fri 8:00-20:00).\n\nBirchly · Rua do Ouro 120, 1100-061 Lisboa\n`,
    html: card({ title: 'Your order lookup', brand: logo('BIRCHLY'), body: `${p('Hi Jonas,')}${p('You asked to see the details of order <strong>#51027736</strong> placed on 14/11/2026 as a guest.')}${p('To open it, enter <strong style="font-size:18px;">290471</strong> on the order lookup page. For your security this works for 20 minutes only.')}<table role="presentation" width="100%" cellpadding="6" style="margin:18px 0;border:1px solid #e5e7eb;font-size:14px;"><tr><td>Order</td><td align="right">#51027736</td></tr><tr><td>Placed</td><td align="right">14/11/2026, 09:41</td></tr><tr><td>Items</td><td align="right">2</td></tr><tr><td>Total</td><td align="right">54,80&nbsp;&euro;</td></tr></table>${p('Need help? Call us on 0800 765 4321 (Mon&ndash;Fri 8:00&ndash;20:00).', 'margin:0;')}`, footer: 'Birchly &middot; Rua do Ouro 120, 1100-061 Lisboa' }),
    expect: codeOnly('290471'),
  }),
  mail({
    family: 'unlabeled', file: 'dv8-en-guest-order-type-digits.eml', from: 'Pantry Post <help@pantrypost.test>', subject: 'View your guest order', transfer: '7bit',
    text: `Hello,\n\nTo view guest order 7730184, type 846 302 on the order status page. It works for 15 minutes.\n\nOrder 7730184 · 3 items · GBP 41.20 · placed 20/11/2026\n\nPantry Post, 4 Dock Rd, Bristol BS1 6AB · 0117 555 0190\n`,
    expect: codeOnly('846302'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-order-status-enter-order-number.eml', from: 'Birchly <orders@birchly.test>', subject: 'Your order #51027736 is confirmed',
    text: `Hi Jonas,\n\nThanks for your order placed on 14/11/2026.\n\nTo check its status, enter your order number 51027736 and postcode on the order lookup page.\n\nItems: 2   Total: 54,80 EUR\nEstimated delivery: 19/11/2026 - 21/11/2026\n\nBirchly · Rua do Ouro 120, 1100-061 Lisboa\n`,
    expect: none,
  }),
];

// SMS-style "<Brand>: <code> is valid until …".
const smsStyle = [
  mail({
    family: 'unlabeled', file: 'dv8-en-sms-valid-until.eml', from: 'Wombat <sms@wombat.test>', subject: 'Wombat',
    text: `Wombat: 603184 is valid until 09:10 UTC on 12/05/2026.\nRequest ID: 55120-WB-3318. Device: iPhone 15 (iOS 19).\nNot you? Change your password at https://wombat.test/account/security\n`,
    html: sms('Wombat: <b>603184</b> is valid until 09:10 UTC on 12/05/2026.', 'Request ID: 55120-WB-3318. Device: iPhone 15 (iOS 19).<br>Not you? <a href="https://wombat.test/account/security">Change your password</a>'),
    expect: codeOnly('603184'),
  }),
  utf8({
    family: 'languages', file: 'dv8-pt-sms-valido-ate.eml', from: 'Capivara <sms@capivara.test>', subject: 'Capivara',
    text: `Capivara: 731508 é válido até 10:20 (UTC) de 05/06/2026.\nID do pedido: 22871-CP-9012.\n`,
    expect: codeOnly('731508'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-sms-ticket-valid-until.eml', from: 'Tramlink <sms@tramlink.test>', subject: 'Tramlink',
    text: `Tramlink: ticket 550917 is valid until 14:35 UTC on 03/04/2026.\nZones 1-2. Show it to the inspector.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv8-en-sms-parking-valid-until.eml', from: 'Parkly <sms@parkly.test>', subject: 'Parkly',
    text: `Parkly: zone 4821 paid, valid until 14:35 UTC on 03/04/2026.\nSession ID: 77120-PK. Extend in the app.\n`,
    expect: none,
  }),
];

// Welcome offers: "activate your account with" ⏎ a boxed code beside a coupon; the step boxed inside the offer.
const welcome = [
  mail({
    family: 'unlabeled', file: 'dv8-en-welcome-activate-with-box.eml', from: 'Sprout & Co <hello@sprout.test>', subject: 'Welcome to Sprout 🌿',
    text: `Welcome to Sprout!\n\nWe're so glad you're here. One last step: activate your account with\n\n592730\n\n(type it in the window where you signed up; it's valid for 24 hours)\n\nYOUR WELCOME GIFT\n15% off your first box with code HELLO15\nHerb Starter Kit  $22.99\nPatio Veg Box   $36.00\nFree shipping on orders over $50.\n\nShop now: https://sprout.test/shop?utm_source=welcome\n\nSprout & Co, 8 Oak Street, Burlington, VT 05401\nUnsubscribe: https://sprout.test/u/71c2\n`,
    html: card({ title: 'Welcome to Sprout', brand: logo('Sprout'), pre: 'Your welcome gift is inside', body: `<h1 style="margin:0 0 12px 0;font-family:Georgia,serif;font-size:26px;color:#14532d;">Welcome to Sprout!</h1>${p('We&rsquo;re so glad you&rsquo;re here. One last step: activate your account with', 'margin:0 0 8px 0;')}${box('592730', '#14532d', '#f0fdf4')}${p('(type it in the window where you signed up; it&rsquo;s valid for 24 hours)', 'margin:0 0 22px 0;font-size:13px;color:#6b7280;')}<table role="presentation" width="100%" style="border-top:2px dashed #86efac;"><tr><td style="padding:18px 0 6px 0;font-size:12px;letter-spacing:2px;color:#15803d;font-weight:700;">YOUR WELCOME GIFT</td></tr><tr><td style="padding:0 0 12px 0;font-size:16px;">15% off your first box with code <strong>HELLO15</strong></td></tr></table><table role="presentation" width="100%"><tr><td width="50%" style="padding:6px;"><p style="margin:6px 0 0 0;">Herb Starter Kit<br><strong>$22.99</strong></p></td><td width="50%" style="padding:6px;"><p style="margin:6px 0 0 0;">Patio Veg Box<br><strong>$36.00</strong></p></td></tr></table>${p('Free shipping on orders over $50.', 'margin:12px 0 0 0;font-size:13px;')}${button('https://sprout.test/shop?utm_source=welcome', 'Shop now')}`, footer: 'Sprout &amp; Co &middot; 8 Oak Street, Burlington, VT 05401<br><a href="https://sprout.test/u/71c2">Unsubscribe</a>' }),
    expect: codeOnly('592730'),
  }),
  utf8({
    family: 'languages', file: 'dv8-fr-bienvenue-activez-avec.eml', from: 'Pousse <bonjour@pousse.test>', subject: 'Bienvenue chez Pousse',
    text: `Bienvenue chez Pousse !\n\nDernière étape : activez votre compte avec\n\n417 093\n\n(saisissez-le dans la fenêtre où vous vous êtes inscrit ; il est valable 24 heures)\n\nVOTRE CADEAU DE BIENVENUE\n15 % de remise avec le code BIENVENUE15\nKit d'herbes  24,99 €\n\nPousse SAS, 3 rue Neuve, 69001 Lyon\nSe désabonner : https://pousse.test/u/2a\n`,
    expect: codeOnly('417093'),
  }),
  mail({
    family: 'unlabeled', file: 'dv8-en-welcome-boxed-step-in-offer.eml', from: 'Juniper & Co <hello@juniperco.test>', subject: 'Welcome! Here’s 15% off + one last step',
    text: `Welcome to the family\n\nThanks for joining Juniper & Co. Here's 15% off your first order with code HELLO15 - valid until April 30, 2027.\n\nONE LAST STEP: confirm your email to activate your account and offer.\nEnter 904512 on the page where you signed up. (It expires in 30 minutes.)\n\nSHOP NEW ARRIVALS: https://e.juniperco.test/c/shop?l=welcome\n\nCotton Shirt Dress - $118.00\nMarket Basket - $54.00\n\nJuniper & Co., 22 Main St, Charleston, SC 29401 - (843) 555-0177\nUnsubscribe: https://e.juniperco.test/u/x1\n`,
    html: `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Welcome to Juniper &amp; Co.</title></head><body style="margin:0;padding:0;background:#faf7f2;"><table role="presentation" width="100%" style="background:#faf7f2;"><tr><td align="center"><table role="presentation" width="600" style="width:600px;background:#ffffff;">
<tr><td align="center" style="padding:12px;font-family:Arial,sans-serif;font-size:11px;color:#78716c;">Free shipping on orders over $75 &middot; <a href="https://e.juniperco.test/c/vib?l=welcome">View in browser</a></td></tr>
<tr><td align="center" style="padding:32px 40px 8px 40px;font-family:Georgia,serif;font-size:30px;line-height:36px;color:#1c1917;">Welcome to the family</td></tr>
<tr><td align="center" style="padding:0 40px 16px 40px;font-family:Arial,sans-serif;font-size:15px;line-height:24px;color:#44403c;">Thanks for joining Juniper &amp; Co. Here&rsquo;s 15% off your first order with code <b>HELLO15</b> &ndash; valid until April 30, 2027.</td></tr>
<tr><td align="center" style="padding:8px 40px 24px 40px;"><table role="presentation" width="100%" style="background:#fef3c7;border-radius:4px;"><tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#78350f;">One last step: confirm your email to activate your account and offer.<br>Enter <span style="font-size:24px;font-weight:bold;letter-spacing:3px;color:#1c1917;">904512</span> on the page where you signed up.<br><span style="font-size:12px;">(It expires in 30 minutes.)</span></td></tr></table></td></tr>
<tr><td align="center" style="padding:0 40px 24px 40px;"><a href="https://e.juniperco.test/c/shop?l=welcome" style="display:inline-block;background:#1c1917;color:#ffffff;padding:14px 36px;">SHOP NEW ARRIVALS</a></td></tr>
<tr><td style="padding:8px;"><p style="margin:8px 0 2px 0;">Cotton Shirt Dress</p><p style="margin:0;">$118.00</p><p style="margin:8px 0 2px 0;">Market Basket</p><p style="margin:0;"><s>$64.00</s> $54.00</p></td></tr>
<tr><td align="center" style="padding:24px 40px;background:#f5f5f4;font-size:11px;">Juniper &amp; Co., 22 Main St, Charleston, SC 29401 &middot; (843) 555-0177<br>You&rsquo;re receiving this because you created an account at juniperco.test. <a href="https://e.juniperco.test/u/x1">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    expect: codeOnly('904512'),
  }),
  mail({
    family: 'decoy', file: 'dv8-en-welcome-gift-digits-with-box.eml', from: 'Sprout & Co <hello@sprout.test>', subject: 'Welcome to Sprout 🌿',
    html: card({ title: 'Welcome to Sprout', brand: logo('Sprout'), body: `<h1 style="margin:0 0 12px 0;font-size:26px;">Welcome to Sprout!</h1>${p('Your account is ready. Here&rsquo;s your welcome gift: take 15% off your first box with', 'margin:0 0 8px 0;')}${box('482610', '#14532d', '#f0fdf4')}${p('(enter it at checkout; valid for 30 days)', 'margin:0 0 22px 0;font-size:13px;color:#6b7280;')}${p('Herb Starter Kit <strong>$22.99</strong>')}${button('https://sprout.test/shop?utm_source=welcome', 'Shop now')}`, footer: 'Sprout &amp; Co &middot; 8 Oak Street, Burlington, VT 05401<br><a href="https://sprout.test/u/71c2">Unsubscribe</a>' }),
    expect: none,
  }),
];

export default [...alnum, ...device, ...textLinks, ...lockers, ...alerts, ...layoutOnly, ...orderLookup, ...smsStyle, ...welcome];
