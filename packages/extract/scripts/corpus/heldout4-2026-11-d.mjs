// Fourth held-out batch (corpus/heldout4, files h4-*), part d: mail with both a code and a link, and decoys
// (no verification code, no verification link). Written on 2026-11-26 by an author who had not read the
// extractor's rules. Frozen: src/heldout-frozen.test.ts hashes corpus/heldout4. Do not edit or tune against these.
import { button, codeBox, layout, newsletter, socialIcons } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

const sparkVerify = 'https://sparkhire.test/verify-email?uid=55102&token=6c1e0b9f2a';
const pollster = 'https://go.pollster.test/c/confirm?e=YWxleEB0aHJvd2JveC50ZXN0&k=pk_72hd';
const mercadito = 'https://www.mercadito.test/cuenta/verificar/8f2c71aa0e';
const deskfox = 'https://deskfox.test/confirm-email/df_3Qm81Lp';

const codeLink = [
  mail({
    family: 'code-link', file: 'h4-sparkhire-code-and-button.eml', from: 'SparkHire Jobs <accounts@sparkhire.test>',
    subject: 'Verify your email to start applying', date: at('07:21'),
    text: `Hi Jordan,\n\nYour verification code is 392 018\n\nOr verify with one click: ${sparkVerify}\n\n312 new jobs match "Product Designer" in Austin, TX.\n\nSparkHire, 600 Congress Ave, Austin, TX 78701\n`,
    html: layout({ title: 'Verify', brand: 'SparkHire', accent: '#0284c7',
      body: `<p>Hi Jordan,</p><p>Your verification code is</p>${codeBox('392 018')}
<p>Or verify with one click:</p>${button(sparkVerify, 'Verify email', '#0284c7')}
<p>312 new jobs match "Product Designer" in Austin, TX. <a href="https://sparkhire.test/jobs?q=product+designer">See jobs</a></p>`,
      footer: 'SparkHire, 600 Congress Ave, Austin, TX 78701' }),
    expect: { code: '392018', verificationLink: sparkVerify },
  }),
  mail({
    family: 'code-link', file: 'h4-pollster-subject-code.eml', from: 'Pollster <team@pollster.test>',
    subject: '718204 is your Pollster confirmation', date: at('07:23'), transfer: '7bit',
    text: `Enter the number from the subject line in Pollster, or confirm your address with one click:

${pollster}

Pollster Research Oy, Mannerheimintie 12, 00100 Helsinki
`,
    expect: { code: '718204', verificationLink: pollster },
  }),
  mail({
    family: 'code-link', file: 'h4-es-mercadito-codigo-enlace.eml', from: 'Mercadito <hola@mercadito.test>',
    subject: 'Verificá tu correo en Mercadito', date: at('07:25'),
    html: layout({ title: 'Verificación', brand: 'Mercadito', accent: '#facc15', lang: 'es',
      body: `<p>¡Hola, Valentina!</p><p>Tu código de verificación es <b style="font-size:24px;">551 640</b>.</p>
<p>También podés verificar tu correo desde este botón:</p>${button(mercadito, 'Verificar mi correo', '#2563eb')}
<p>El código vence en 30 minutos. Tu compra N.º 2000004512 llega el viernes.</p>`,
      footer: 'Mercadito S.R.L. · Av. Corrientes 1234, C1043 CABA, Argentina · CUIT 30-71234567-8' }),
    expect: { code: '551640', verificationLink: mercadito },
  }),
  mail({
    family: 'code-link', file: 'h4-deskfox-alnum-and-link.eml', from: 'Deskfox Helpdesk <support@deskfox.test>',
    subject: 'Confirm your Deskfox email', date: at('07:27'),
    text: `Your confirmation code: 7HF-Q2M\n\nOr open ${deskfox} to confirm your email address.\n\nDeskfox · 77 Queen St W · Toronto, ON\n`,
    html: layout({ title: 'Confirm', brand: 'Deskfox', accent: '#f97316',
      body: `<p>Your confirmation code:</p>${codeBox('7HF-Q2M')}<p>Or click below to confirm your email address.</p>${button(deskfox, 'Confirm email address', '#f97316')}`,
      footer: 'Deskfox · 77 Queen St W · Toronto, ON' }),
    expect: { code: '7HF-Q2M', verificationLink: deskfox },
  }),
];

const decoys = [
  mail({
    family: 'decoy', file: 'h4-decoy-kiosko-receipt.eml', from: 'Kiosko Coffee <receipts@kiosko.test>',
    subject: 'Your receipt from Kiosko Coffee #2291-0447', date: at('07:29'), transfer: '7bit',
    text: `Kiosko Coffee — Receipt #2291-0447

Oat flat white            $5.25
Almond croissant          $4.50
Tip                       $1.50
Total                    $11.25

Visa •••• 4412 · Approval code: 083921 · Terminal 04 · 26 Nov 2026 07:28
Thanks for stopping by! 1420 Pike St, Seattle, WA 98101
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-swiftparcel-confirm-delivery.eml', from: 'SwiftParcel <tracking@swiftparcel.test>',
    subject: 'Confirm your delivery: arriving today', date: at('07:31'),
    html: layout({ title: 'Arriving today', brand: 'SwiftParcel', accent: '#d97706',
      body: `<p>Your parcel <b>SP 4420 1187 9930</b> from Plumora is out for delivery.</p>
<p>Estimated window: 13:00 – 15:00. Driver: Kemal (van 118).</p>
${button('https://track.swiftparcel.test/t/SP442011879930?confirm=delivery', 'Confirm delivery details', '#d97706')}
<p>Not home? <a href="https://track.swiftparcel.test/t/SP442011879930/redirect">Choose a safe place or a neighbour</a>.</p>`,
      footer: 'SwiftParcel Ltd · Unit 4, Hams Hall, Coleshill B46 1AL · VAT GB 123 4567 89' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-nimbus-2fa-enabled.eml', from: 'Nimbus Drive <security@nimbusdrive.test>',
    subject: 'Two-step verification is now on', date: at('07:33'),
    text: `Hi Lee,

Two-step verification was turned on for your Nimbus Drive account on 26 Nov 2026 at 07:32 UTC.
From now on you'll enter a 6-digit code from your authenticator app when you sign in.

Save your backup codes somewhere safe: https://nimbusdrive.test/settings/security/backup-codes

If you didn't do this, secure your account: https://nimbusdrive.test/account/recover

Nimbus Drive, 3000 Sand Hill Rd, Menlo Park, CA 94025
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-larkspur-password-changed.eml', from: 'Larkspur <accounts@larkspur.test>',
    subject: 'Your Larkspur password was changed', date: at('07:35'),
    html: layout({ title: 'Password changed', brand: 'Larkspur', accent: '#dc2626',
      body: `<p>The password for <b>m.chen@throwbox.test</b> was changed on Nov 26, 2026 at 7:34 AM (UTC).</p>
<p>Device: Edge 131 on Windows 11 · IP 198.51.100.23 · Rotterdam, NL</p>
<p>If this was you, there's nothing else to do.</p>
<p>If it wasn't, <a href="https://larkspur.test/account/reset-password?src=pwchange">reset your password</a> right away and review your <a href="https://larkspur.test/account/activity">recent activity</a>.</p>`,
      footer: 'Larkspur Labs BV · Keizersgracht 520 · 1017 EK Amsterdam' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-gadgetory-newsletter.eml', from: 'Gadgetory <deals@gadgetory.test>',
    subject: 'Black Friday: 48 hours, 1,200 deals, up to 70% off', date: at('07:37'),
    html: newsletter({ title: 'Black Friday', brand: 'Gadgetory', accent: '#111827', pre: 'Doors open at 00:01. Code BF2026 stacks.',
      sections: [
        `<h1 style="font-family:Arial;">48 HOURS. 1,200 DEALS.</h1><p style="font-family:Arial;">Use code <b>BF2026</b> for an extra 10% on orders over $150. Ends 11/28 at 11:59 PM PT.</p>`,
        `<table width="100%" style="font-family:Arial;"><tr><td class="col">Noise-cancelling headphones<br><s>$349.99</s> <span class="price">$199.99</span><br>SKU 6501234</td>
<td class="col">65" 4K TV<br><s>$899.99</s> <span class="price">$549.99</span><br>SKU 6543210</td></tr>
<tr><td class="col">Robot vacuum 2400Pa<br><span class="price">$179.00</span></td><td class="col">Gift cards from $25 · 4.8★ (12,904 reviews)</td></tr></table>`,
        button('https://gadgetory.test/black-friday?utm_source=newsletter&utm_medium=email&utm_campaign=bf26', 'Shop all deals', '#111827'),
      ],
      footer: `Gadgetory Inc. · 7601 Penn Ave S, Richfield, MN 55423<br>${socialIcons('gadgetory')}<br><a href="https://gadgetory.test/unsubscribe?id=991204">Unsubscribe</a>`,
      pixelUrl: 'https://open.gadgetory.test/o/991204.gif' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-calendar-invite.eml', from: 'Ruth Okafor <ruth.okafor@lumenbay.test>',
    subject: 'Invitation: Q1 planning sync @ Tue Dec 1, 2026 3pm - 4pm (GMT)', date: at('07:39'), transfer: '7bit',
    text: `Ruth Okafor has invited you to a meeting.

Q1 planning sync
Tuesday Dec 1, 2026 ⋅ 3pm – 4pm (Greenwich Mean Time - London)

Join video call: https://meet.vidra.test/rqz-ktpw-mvx
Meeting ID: 812 4471 9902
Dial in: +44 20 3481 5237 (UK), +1 646 558 8656 (US)

Guests: ruth.okafor@lumenbay.test (organiser), inbox-7f3k2q@throwbox.test

Reply for inbox-7f3k2q@throwbox.test: Yes https://calendar.vidra.test/rsvp?eid=aa19&r=yes  No https://calendar.vidra.test/rsvp?eid=aa19&r=no

Invitation from Vidra Calendar. You are receiving this email because you are a guest on the event.
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-harbor-bank-statement.eml', from: 'Harbor Federal Credit Union <estatements@harborfcu.test>',
    subject: 'Your November statement is ready', date: at('07:41'),
    html: layout({ title: 'Statement', brand: 'Harbor FCU', accent: '#1e3a8a',
      body: `<p>Your statement for Checking ••7731 (period 10/27/2026 – 11/25/2026) is ready to view in Online Banking.</p>
<table style="font-size:14px;" cellpadding="4"><tr><td>Beginning balance</td><td align="right">$4,182.55</td></tr>
<tr><td>Deposits</td><td align="right">$3,900.00</td></tr><tr><td>Withdrawals</td><td align="right">$3,411.20</td></tr>
<tr><td><b>Ending balance</b></td><td align="right"><b>$4,671.35</b></td></tr></table>
${button('https://online.harborfcu.test/statements', 'View statement', '#1e3a8a')}
<p style="font-size:12px;">Routing number 256074974 · Member since 2014</p>`,
      footer: 'Federally insured by NCUA. Equal Housing Opportunity. Harbor FCU, PO Box 1800, Norfolk, VA 23501. NMLS #412090' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-otp-scam-warning.eml', from: 'Cedar Bank Security <security@cedarbank.test>',
    subject: 'Security alert: never share your one-time code', date: at('07:43'),
    text: `Dear Member,

We've seen a rise in calls from people pretending to be Cedar Bank. They ask for the one-time
verification code we text you, then use it to move money.

Cedar Bank will NEVER call, text or email to ask for a verification code, PIN or password.
If someone asks, hang up and call us on the number on the back of your card: 1-800-555-0166.

Learn how to spot scams: https://cedarbank.test/security/scams

Cedar Bank, N.A. Member FDIC. 200 Public Square, Cleveland, OH 44114
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-woolcove-order-confirmed.eml', from: 'Woolcove <orders@woolcove.test>',
    subject: 'Order confirmed: #448120', date: at('07:45'),
    html: layout({ title: 'Order confirmed', brand: 'Woolcove', accent: '#65a30d',
      body: `<h2>Thanks, Ines — your order is confirmed!</h2><p>Order <b>#448120</b> · placed 26 Nov 2026</p>
<table width="100%" style="font-size:14px;"><tr><td>Merino beanie (Forest, OS) × 1</td><td align="right">€34.00</td></tr>
<tr><td>Alpaca socks (38–41) × 2</td><td align="right">€36.00</td></tr><tr><td>Shipping (DHL, 3–5 days)</td><td align="right">€4.95</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>€74.95</b></td></tr></table>
${button('https://woolcove.test/account/orders/448120', 'View your order', '#65a30d')}`,
      footer: 'Woolcove GmbH · Schanzenstraße 22 · 20357 Hamburg · USt-IdNr. DE312345678' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-skyvale-booking-ref.eml', from: 'Skyvale Airways <bookings@skyvale.test>',
    subject: 'Booking confirmation K7XQ2P – Lisbon to Amsterdam', date: at('07:47'),
    text: `Your booking is confirmed

Booking reference: K7XQ2P
SV 1184 · Fri 4 Dec 2026 · LIS 10:25 → AMS 14:10 · Seat 14C · Economy Light
Passenger: MS ANA RIBEIRO · E-ticket 491 2401188732

Online check-in opens 30 hours before departure: https://skyvale.test/checkin

Skyvale Airways, Aeroporto Humberto Delgado, 1700-008 Lisboa
`,
    html: layout({ title: 'Booking confirmed', brand: 'Skyvale Airways', accent: '#0369a1',
      body: `<h2>Your booking is confirmed</h2><p>Booking reference</p>${codeBox('K7XQ2P', { bg: '#e0f2fe' })}
<p>SV 1184 · Fri 4 Dec 2026 · LIS 10:25 → AMS 14:10 · Seat 14C · Economy Light<br>Passenger: MS ANA RIBEIRO · E-ticket 491 2401188732</p>
${button('https://skyvale.test/checkin', 'Manage booking', '#0369a1')}`,
      footer: 'Skyvale Airways, Aeroporto Humberto Delgado, 1700-008 Lisboa' }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'h4-decoy-govportal-application.eml', from: 'Permits Online <donotreply@permits.gov.test>',
    subject: 'Application received – reference APP-2026-558301', date: at('07:49'), transfer: '7bit',
    text: `Thank you. We have received your application for a residential parking permit.

Application reference: APP-2026-558301
Vehicle registration: LK71 XPD
Zone: C3 · Fee paid: £95.00 (payment ref 60042219)

We aim to decide within 10 working days. You can check progress at https://permits.gov.test/track
Keep your reference number; you will need it if you contact us.

This is an automated message from Permits Online. Please do not reply.
`,
    expect: none,
  }),
];

export default [...codeLink, ...decoys];
