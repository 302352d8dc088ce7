// Third held-out batch (corpus/heldout3, files h3-*), part a: codes without a "code" label, and
// alphanumeric codes. Written on 2026-11-26 by an author who had not read the extraction rules, their
// docs or the other mail specs: only what real transactional mail looks like. Frozen:
// src/heldout-frozen.test.ts hashes corpus/heldout3. Do not edit or tune against these mails; new mail for
// the rules goes to the dev set.
import { codeBox, href, layout, spacedCells } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const codeOnly = (code) => ({ code, verificationLink: null });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

// ---------------------------------------------------------------- unlabeled
const unlabeled = [
  mail({
    family: 'unlabeled', file: 'h3-relaytext-forwarded-sms-g-prefix.eml', from: 'Relaytext <forward@txt.relaytext.test>',
    subject: 'New text message from 22000', date: at('06:41'), transfer: '7bit',
    headers: ['X-Relaytext-Thread: 22000', 'Auto-Submitted: auto-generated'],
    text: `New text message from 22000 (SMS)
Received Thu, Nov 26 at 1:41 AM EST

G-318407 is your Gridmail verification code.

---
Reply to this email to answer by text. Messages and data rates may apply.
To stop forwarding texts to email: https://relaytext.test/settings/forwarding
Relaytext, 1600 Amphitheatre Loop, Mountain View, CA 94043
`,
    expect: codeOnly('318407'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-tallyho-four-two.eml', from: 'Tallyho <no-reply@accounts.tallyho.test>',
    subject: 'Finish signing in to Tallyho', date: at('06:44'),
    text: `Hi Priya,

Enter 7305 21 to finish signing in to Tallyho on Chrome (Windows).

This only works for the next 15 minutes. If you didn't try to sign in, change your password:
https://tallyho.test/settings/security

Tallyho Ltd · 20 Farringdon Road · London EC1M 3HE
`,
    html: layout({ title: 'Finish signing in', brand: 'Tallyho', accent: '#7c3aed', pre: 'Someone is signing in on Chrome (Windows)',
      body: `<p>Hi Priya,</p>
<p>Enter <span style="font-family:Menlo,monospace;font-size:22px;font-weight:700;letter-spacing:1px;">7305 21</span> to finish signing in to Tallyho on Chrome (Windows).</p>
<p>This only works for the next 15 minutes. If you didn't try to sign in, <a href="https://tallyho.test/settings/security">change your password</a>.</p>`,
      footer: 'Tallyho Ltd · 20 Farringdon Road · London EC1M 3HE<br><a href="https://tallyho.test/legal/privacy">Privacy</a>',
      pixelUrl: 'https://t.tallyho.test/o/9f2c1a?m=2611&r=44' }),
    expect: codeOnly('730521'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-brightvault-approve-payment.eml', from: 'Brightvault <secure@notify.brightvault.test>',
    subject: 'Approve your online payment', date: at('08:12'),
    text: `Approve your online payment

To approve your payment of EUR 64.90 at KOFFIEBAR DE PIJP with your card ending 4417, enter 481 207 in the payment window.

Date: 26-11-2026 09:12 CET
Never share this with anyone, not even Brightvault staff.

Brightvault N.V. · Herengracht 420 · 1017 BZ Amsterdam · KvK 34221987
`,
    html: layout({ title: 'Approve your online payment', brand: 'Brightvault', accent: '#0f766e',
      body: `<h2 style="margin:0 0 16px 0;font-size:20px;">Approve your online payment</h2>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#57606a;">Merchant</td><td>KOFFIEBAR DE PIJP</td></tr>
<tr><td style="color:#57606a;">Amount</td><td>EUR 64.90</td></tr>
<tr><td style="color:#57606a;">Card</td><td>Visa •••• 4417</td></tr>
<tr><td style="color:#57606a;">Date</td><td>26-11-2026 09:12 CET</td></tr>
</table>
<p>Enter this in the payment window to approve:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:4px;margin:8px 0 20px 0;">481 207</p>
<p style="font-size:13px;color:#57606a;">Never share this with anyone, not even Brightvault staff.</p>`,
      footer: 'Brightvault N.V. · Herengracht 420 · 1017 BZ Amsterdam · KvK 34221987' }),
    expect: codeOnly('481207'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-loopcart-four-four-box.eml', from: 'Loopcart <account@loopcart.test>',
    subject: 'Finish signing in to Loopcart', date: at('08:30'),
    text: `Copy and paste this into the Loopcart app to finish signing in:

    1943-8820

It expires in 20 minutes. Didn't try to sign in? You can ignore this email.

Loopcart, Inc. · 500 W 2nd St, Floor 19 · Austin, TX 78701
`,
    html: layout({ title: 'Finish signing in', brand: 'Loopcart', accent: '#ea580c',
      body: `<p>Copy and paste this into the Loopcart app to finish signing in:</p>
${codeBox('1943-8820', { size: 34, spacing: 3, bg: '#fff7ed' })}
<p style="color:#57606a;font-size:14px;">It expires in 20 minutes. Didn't try to sign in? You can ignore this email.</p>`,
      footer: 'Loopcart, Inc. · 500 W 2nd St, Floor 19 · Austin, TX 78701<br>© 2026 Loopcart' }),
    expect: codeOnly('19438820'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-orbitfit-lone-box.eml', from: 'Orbitfit <hello@orbitfit.test>',
    subject: 'Sign in to Orbitfit', date: at('09:05'), transfer: 'base64',
    html: layout({ title: 'Sign in to Orbitfit', brand: 'Orbitfit', accent: '#db2777', bg: '#fdf2f8',
      body: `<h1 style="font-size:24px;margin:0 0 20px 0;">Sign in to Orbitfit</h1>
${codeBox('662019', { size: 40, spacing: 10, bg: '#fce7f3' })}
<p style="color:#57606a;font-size:13px;text-align:center;">Expires in 10 minutes. Didn't ask? Ignore this email.</p>`,
      footer: 'Orbitfit Inc. · 1209 Orange St · Wilmington, DE 19801<br><a href="https://orbitfit.test/help">Help</a> · <a href="https://orbitfit.test/privacy">Privacy</a>',
      pixelUrl: 'https://email.orbitfit.test/wf/open?upn=a1b2c3d4e5' }),
    expect: codeOnly('662019'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-sparkroom-subject-only.eml', from: 'Sparkroom <security@sparkroom.test>',
    subject: '729104 — Sparkroom login', date: at('09:17'),
    text: `Someone (hopefully you) is logging in to Sparkroom.

Browser: Safari 19 on macOS
Location: Lisbon, Portugal (approximate)
IP address: 203.0.113.42

Use the number in this email's subject line to finish logging in. It works once, for 10 minutes.

Not you? Someone has your password. Reset it at https://sparkroom.test/account/password

Sparkroom · 2261 Market Street #4410 · San Francisco, CA 94114
`,
    expect: codeOnly('729104'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-harbor-health-digit-cells.eml', from: 'Harbor Health <noreply@myharbor.test>',
    subject: 'Your Harbor Health sign-in', date: at('09:40'),
    text: `Type these digits into Harbor Health to continue:

3 0 8 4 1 7

Member ID: HX2291-0047
Questions? Call Member Services at 1-800-555-0199 (TTY 711), 8 am to 8 pm, 7 days a week.
`,
    html: layout({ title: 'Your Harbor Health sign-in', brand: 'Harbor Health', accent: '#1d4ed8',
      body: `<p>Type these digits into Harbor Health to continue:</p>
${spacedCells('308417')}
<p style="font-size:13px;color:#57606a;">Member ID: HX2291-0047</p>`,
      footer: 'Questions? Call Member Services at 1-800-555-0199 (TTY 711), 8 am to 8 pm, 7 days a week.<br>Harbor Health Plans, Inc. · PO Box 30512 · Salt Lake City, UT 84130-0512' }),
    expect: codeOnly('308417'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-kitebank-two-two-two.eml', from: 'Kitebank Alerts <alerts@kitebank.test>',
    subject: 'Confirm your transfer', date: at('10:02'), transfer: '7bit',
    text: `Kitebank: 90 45 12 - key this in to confirm your transfer of $1,250.00 to J. Alvarez (account ending 6612).

Don't share it. Kitebank will never call or text to ask for it.

Kitebank, N.A. Member FDIC. 100 N Tryon St, Charlotte, NC 28202.
`,
    expect: codeOnly('904512'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-mosaic-dark-mode.eml', from: 'Mosaic <auth@mosaic.test>',
    subject: 'One more step to log in', date: at('10:25'),
    text: `Enter 550318 on the Mosaic sign-in screen to continue.

Mosaic Labs GmbH, Torstraße 140, 10119 Berlin. Geschäftsführer: L. Brandt. HRB 201884 B
`,
    html: `<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>
  :root { color-scheme: light dark; }
  body { background:#ffffff; color:#111827; }
  .card { background:#f3f4f6; }
  @media (prefers-color-scheme: dark) {
    body, .bg { background:#0b0f19 !important; color:#e5e7eb !important; }
    .card { background:#1f2937 !important; }
    .otp { color:#a5b4fc !important; }
  }
  [data-ogsc] .otp { color:#a5b4fc !important; }
</style></head>
<body class="bg" style="margin:0;padding:32px 0;font-family:Inter,Arial,sans-serif;">
<table role="presentation" width="100%"><tr><td align="center">
<table role="presentation" width="480" class="card" style="border-radius:12px;padding:32px;">
<tr><td><img src="https://static.mosaic.test/email/wordmark-dark.png" width="96" alt="Mosaic"></td></tr>
<tr><td style="padding-top:24px;font-size:16px;line-height:24px;">Your login attempt needs one more step. Enter the following on the Mosaic sign-in screen:</td></tr>
<tr><td class="otp" style="padding:24px 0;font-size:36px;font-weight:800;letter-spacing:8px;color:#4338ca;">550 318</td></tr>
<tr><td style="font-size:13px;color:#6b7280;">Mosaic Labs GmbH, Torstraße 140, 10119 Berlin. HRB 201884 B</td></tr>
</table></td></tr></table>
</body></html>`,
    expect: codeOnly('550318'),
  }),
  mail({
    family: 'unlabeled', file: 'h3-linewise-voicemail-digits.eml', from: 'Linewise Voice <voicemail@linewise.test>',
    subject: 'New voicemail from (855) 555-0117', date: at('10:48'),
    text: `New voicemail from (855) 555-0117
Thu, Nov 26, 2026, 5:48 AM · 0:14

Transcript:
"Hello. Your Ridewell number is 7 8 1 6. Again, 7 8 1 6. Goodbye."

Listen in the app: https://app.linewise.test/voicemail/vm_28fk21
You're receiving this because voicemail-to-email is on for (206) 555-0148.
`,
    expect: codeOnly('7816'),
  }),
];

// ---------------------------------------------------------------- alnum
const alnum = [
  mail({
    family: 'alnum', file: 'h3-vaporworks-guard.eml', from: 'Vaporworks <noreply@vaporworks.test>',
    subject: 'Your Vaporworks account: Access from new web or mobile device', date: at('11:03'),
    text: `Dear kestrel_92,

Here is the Vaporworks Guard code you need to login to account kestrel_92:

R4K9T

This email was generated because of a login attempt from a web or mobile device located at 185.220.101.4 (DE).

The login attempt included your correct account name and password.

The Vaporworks Guard code is required to complete the login. No one can access your account without also accessing this email.

If you are not attempting to login then please change your Vaporworks password, and consider changing your email password as well to ensure your account security.

Kind regards,

The Vaporworks Team
https://help.vaporworks.test
`,
    html: `<html><body style="background:#1b2838;color:#c6d4df;font-family:Arial,Helvetica,sans-serif;">
<table width="538" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;">
<img src="https://store.vaporworks.test/public/email/logo.png" alt="Vaporworks" width="150"><br><br>
<span style="font-size:24px;color:#66c0f4;">Dear kestrel_92,</span><br><br>
Here is the Vaporworks Guard code you need to login to account kestrel_92:<br><br>
<div style="background:#121a25;padding:16px;text-align:center;font-size:48px;color:#ffffff;font-family:'Motiva Sans',Arial;">R4K9T</div><br>
This email was generated because of a login attempt from a web or mobile device located at 185.220.101.4 (DE).<br><br>
The Vaporworks Guard code is required to complete the login. No one can access your account without also accessing this email.<br><br>
Kind regards,<br>The Vaporworks Team
</td></tr></table></body></html>`,
    expect: codeOnly('R4K9T'),
  }),
  mail({
    family: 'alnum', file: 'h3-ledgerly-lowercase.eml', from: 'Ledgerly <team@ledgerly.test>',
    subject: 'Ledgerly sign-in code', date: at('11:20'),
    text: `Your Ledgerly sign-in code is x7qpt2

It isn't case sensitive and expires in 15 minutes.

Ledgerly · bookkeeping for freelancers · 7 Temple Bar, Dublin D02 XY31, Ireland
`,
    html: layout({ title: 'Ledgerly sign-in code', brand: 'Ledgerly', accent: '#16a34a',
      body: `<p>Your Ledgerly sign-in code is</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:700;letter-spacing:3px;">x7qpt2</p>
<p style="font-size:13px;color:#57606a;">It isn't case sensitive and expires in 15 minutes.</p>`,
      footer: 'Ledgerly · bookkeeping for freelancers · 7 Temple Bar, Dublin D02 XY31, Ireland' }),
    expect: codeOnly('x7qpt2'),
  }),
  mail({
    family: 'alnum', file: 'h3-paddock-games-dashed.eml', from: 'Paddock Games <accounts@paddockgames.test>',
    subject: 'Paddock Games security code', date: at('11:42'),
    text: `Hello RallyFox77,

Your security code: ZQ4-8MT

Enter it in the Paddock launcher to sign in on this PC. The code works for 30 minutes.

Paddock Games AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559204-1187
`,
    html: layout({ title: 'Security code', brand: 'Paddock Games', accent: '#dc2626', bg: '#111827',
      body: `<p>Hello RallyFox77,</p>
<p>Your security code:</p>
${codeBox('ZQ4-8MT', { size: 30, spacing: 4 })}
<p>Enter it in the Paddock launcher to sign in on this PC. The code works for 30 minutes.</p>`,
      footer: 'Paddock Games AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559204-1187' }),
    expect: codeOnly('ZQ4-8MT'),
  }),
  mail({
    family: 'alnum', file: 'h3-keyhaven-new-device.eml', from: 'Keyhaven <security@keyhaven.test>',
    subject: 'New device verification', date: at('12:05'),
    text: `Someone is logging in to Keyhaven from Firefox on Linux.

Enter this verification code in the browser extension:

7GH2-PQ9R

Device: Firefox 133 / Ubuntu 24.04
Time: 2026-11-26 12:05 UTC

If this wasn't you, do not enter the code, and change your master password.

Keyhaven Security Inc. · 99 Bedford St · Boston, MA 02111
`,
    html: layout({ title: 'New device verification', brand: 'Keyhaven', accent: '#175ddc',
      body: `<p>Someone is logging in to Keyhaven from <strong>Firefox on Linux</strong>.</p>
<p>Enter this verification code in the browser extension:</p>
${codeBox('7GH2-PQ9R', { size: 28, spacing: 2, bg: '#eef2ff' })}
<p style="font-size:13px;">Device: Firefox 133 / Ubuntu 24.04<br>Time: 2026-11-26 12:05 UTC</p>
<p>If this wasn't you, do not enter the code, and change your master password.</p>`,
      footer: 'Keyhaven Security Inc. · 99 Bedford St · Boston, MA 02111' }),
    expect: codeOnly('7GH2-PQ9R'),
  }),
  mail({
    family: 'alnum', file: 'h3-huddlepost-letters-dashed.eml', from: 'Huddlepost <feedback@huddlepost.test>',
    subject: 'Huddlepost confirmation code: QWT-RNP', date: at('12:31'),
    text: `Confirm your email address

Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.

QWT-RNP

If you didn't request this email, there's nothing to worry about — you can safely ignore it.

Huddlepost Technologies, LLC · 500 Howard Street · San Francisco, CA 94105
`,
    html: layout({ title: 'Confirm your email address', brand: 'Huddlepost', accent: '#4a154b', pre: 'Your confirmation code is QWT-RNP',
      body: `<h1 style="font-size:32px;line-height:40px;margin:0 0 24px 0;">Confirm your email address</h1>
<p style="font-size:18px;">Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#f5f4f5;border-radius:4px;padding:40px 10px;text-align:center;font-size:30px;line-height:38px;">QWT-RNP</td></tr></table>
<p style="font-size:14px;color:#616061;">If you didn't request this email, there's nothing to worry about — you can safely ignore it.</p>`,
      footer: '<a href="https://huddlepost.test/blog">Our Blog</a> · <a href="https://huddlepost.test/policies">Policies</a> · <a href="https://huddlepost.test/help">Help Center</a><br>©2026 Huddlepost Technologies, LLC · 500 Howard Street · San Francisco, CA 94105' }),
    expect: codeOnly('QWT-RNP'),
  }),
  mail({
    family: 'alnum', file: 'h3-stackfield-verb-alnum.eml', from: 'Stackfield <no-reply@stackfield.test>',
    subject: 'Verify your email for Stackfield', date: at('12:50'), transfer: 'base64',
    text: `Enter BK4T92 in the Stackfield app to verify your email.

Workspace: acme-ops (plan: Team, 12 seats)
Stackfield ApS · Njalsgade 21G · 2300 København S · CVR 41189920
`,
    html: layout({ title: 'Verify your email', brand: 'Stackfield', accent: '#0891b2',
      body: `<p>Enter <strong style="font-family:monospace;font-size:20px;">BK4T92</strong> in the Stackfield app to verify your email.</p>
<p style="font-size:13px;color:#57606a;">Workspace: acme-ops (plan: Team, 12 seats)</p>`,
      footer: 'Stackfield ApS · Njalsgade 21G · 2300 København S · CVR 41189920' }),
    expect: codeOnly('BK4T92'),
  }),
  mail({
    family: 'alnum', file: 'h3-quarry-alnum-cells.eml', from: 'Quarry <verify@quarry.test>',
    subject: 'Your Quarry verification code', date: at('13:14'),
    text: `Your verification code

7 K 2 M 9 P

Valid for 5 minutes. Ref: QRY/26/11/8831
`,
    html: layout({ title: 'Your verification code', brand: 'Quarry', accent: '#92400e',
      body: `<p style="text-align:center;font-size:18px;font-weight:600;">Your verification code</p>
${spacedCells('7K2M9P')}
<p style="text-align:center;font-size:13px;color:#57606a;">Valid for 5 minutes. Ref: QRY/26/11/8831</p>`,
      footer: `Quarry Data Ltd · 3 Queen's Road · Bristol BS8 1QE · <a href="${href('https://quarry.test/prefs?u=8831&t=sec')}">Email preferences</a>` }),
    expect: codeOnly('7K2M9P'),
  }),
];

export default [...unlabeled, ...alnum];
