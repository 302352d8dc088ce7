// Fourth held-out batch (corpus/heldout4, files h4-*), part a: unlabeled codes and alphanumeric codes.
// Written on 2026-11-26 by an author who had not read the extractor's rules, from how real services word
// their mail. Frozen: src/heldout-frozen.test.ts hashes corpus/heldout4. Do not edit or tune against these.
import { button, codeBox, layout, newsletter, socialIcons, spacedCells } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const codeOnly = (code) => ({ code, verificationLink: null });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

// ---------------------------------------------------------------- unlabeled
const unlabeled = [
  mail({
    family: 'unlabeled', file: 'h4-quillpay-prefixed.eml', from: 'Quillpay <no-reply@quillpay.test>',
    subject: 'Quillpay: confirm your phone', date: at('06:01'), transfer: '7bit',
    text: `Q-482913 is your Quillpay verification. It expires in 10 minutes.

Never share it. Quillpay staff will never ask you for it.

Quillpay Ltd · 7 Harbour Exchange Sq · London E14 9GE · Authorised by the FCA (FRN 902114)
`,
    expect: codeOnly('482913'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-tramline-four-two.eml', from: 'Tramline <account@tramline.test>',
    subject: 'Finish signing in to Tramline', date: at('06:03'),
    text: `Hi Dana,

Use 5830 27 to finish signing in on your new device (Firefox 133, Windows).
It works once and for the next 15 minutes.

— The Tramline team
Tramline GmbH, Torstraße 140, 10119 Berlin · HRB 201773 B
`,
    html: layout({ title: 'Finish signing in', brand: 'Tramline', accent: '#7c3aed', pre: 'Your new device is waiting',
      body: `<p>Hi Dana,</p>
<p>Use <span style="font-family:monospace;font-size:22px;font-weight:700;">5830&nbsp;27</span> to finish signing in on your new device (Firefox 133, Windows).</p>
<p>It works once and for the next 15 minutes.</p><p>— The Tramline team</p>`,
      footer: 'Tramline GmbH, Torstraße 140, 10119 Berlin · HRB 201773 B<br>' + socialIcons('tramline', ['linkedin', 'x']) }),
    expect: codeOnly('583027'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-orbitcare-three-three.eml', from: 'OrbitCare Patient Portal <portal@orbitcare.test>',
    subject: 'Your OrbitCare portal sign-in', date: at('06:05'),
    html: layout({ title: 'Sign in', brand: 'OrbitCare', accent: '#0e7490',
      body: `<p>Hello,</p>
<p>Someone (hopefully you) is signing in to the OrbitCare Patient Portal. Enter</p>
<p style="text-align:center;font-size:30px;font-weight:700;letter-spacing:4px;">274 981</p>
<p>in the browser window to continue. For your privacy it stops working at 6:20 AM EST.</p>
<p>Appointments: call (617) 555-0143, Monday–Friday 8am–6pm.</p>`,
      footer: 'OrbitCare Health Partners · 125 Nashua Street, Boston, MA 02114<br>This message may contain protected health information (PHI). If you received it in error, delete it.' }),
    expect: codeOnly('274981'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-hatchbox-four-four.eml', from: 'Hatchbox <security@hatchbox.test>',
    subject: 'Approve this sign-in', date: at('06:07'),
    text: `Type 3921-7705 on the Hatchbox sign-in page to approve this sign-in.

Device: iPhone 15 · Safari · Lisbon, PT (approximate)
Time: 26 Nov 2026, 06:07 UTC

If you did not try to sign in, change your password now: https://hatchbox.test/settings/password
`,
    expect: codeOnly('39217705'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-meridian-lone-box.eml', from: 'Meridian Games <noreply@meridiangames.test>',
    subject: 'Meridian Games account access', date: at('06:09'),
    html: layout({ title: 'Account access', brand: 'Meridian Games', accent: '#b91c1c', bg: '#111827',
      body: `<h2 style="margin:0 0 12px 0;">Hey playerOne_77,</h2>
<p>Copy the number below into the Meridian launcher to get back in.</p>
${codeBox('80 46 13', { size: 40, spacing: 10, bg: '#fde68a' })}
<p style="font-size:13px;color:#6b7280;">Requested from 84.23.110.9 · Level 42 account · Region EU-West</p>`,
      footer: '© 2026 Meridian Games AB · Götgatan 9, 116 46 Stockholm · <a href="https://meridiangames.test/support">Support</a>' }),
    expect: codeOnly('804613'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-nimbly-subject-only.eml', from: 'Nimbly <hi@nimbly.test>',
    subject: '481229 - your Nimbly login', date: at('06:11'), transfer: '7bit',
    text: `Use the number in the subject line to finish logging in to Nimbly.

Didn't ask for it? You can safely ignore this email.

Nimbly, 2 Pier Ave, Hermosa Beach, CA 90254
`,
    expect: codeOnly('481229'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-loomwell-sms-style.eml', from: 'Loomwell <alerts@loomwell.test>',
    subject: 'Loomwell', date: at('06:13'), transfer: '7bit',
    text: `Loomwell: 907315. Valid 5 min. Not you? Ignore this msg.
`,
    expect: codeOnly('907315'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-keyflare-cells.eml', from: 'Keyflare <devices@keyflare.test>',
    subject: 'Set up Keyflare on your new phone', date: at('06:15'),
    text: `Type these digits on the phone you are setting up:

6 1 9 0 5 2

They stop working in 20 minutes. Keyflare Inc., 500 Ala Moana Blvd, Honolulu, HI 96813
`,
    html: layout({ title: 'New phone', brand: 'Keyflare', accent: '#ea580c',
      body: `<p>Type these digits on the phone you are setting up:</p>
${spacedCells('619052')}
<p>They stop working in 20 minutes.</p>`,
      footer: 'Keyflare Inc., 500 Ala Moana Blvd, Honolulu, HI 96813' }),
    expect: codeOnly('619052'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-fernway-forwarded.eml', from: 'Priya Nair <priya.nair@brightdesk.test>',
    subject: 'Fwd: Confirm your phone number', date: at('06:17'), transfer: '7bit',
    text: `Can you type this into the shared Fernway account? It came to my mail. Thx, P.

---------- Forwarded message ---------
From: Fernway <no-reply@fernway.test>
Date: Thu, 26 Nov 2026 at 06:15
Subject: Confirm your phone number
To: <priya.nair@brightdesk.test>

Type 620418 into Fernway to confirm +1 (206) 555-0119.

Fernway, 1201 3rd Ave, Seattle, WA 98101
`,
    expect: codeOnly('620418'),
  }),
  mail({
    family: 'unlabeled', file: 'h4-plumora-marketing.eml', from: 'Plumora <hello@plumora.test>',
    subject: 'Almost there – plus 20% off your first box', date: at('06:19'),
    html: newsletter({ title: 'Almost there', brand: 'Plumora', accent: '#db2777', pre: 'One step left, then 20% off',
      sections: [
        `<h1 style="font-family:Georgia,serif;">You're one step away 🌸</h1>
<p style="font-family:Arial,sans-serif;">Punch in <strong style="font-size:24px;">55 31 09</strong> on the sign-up screen to prove this inbox is yours.</p>`,
        `<table width="100%"><tr><td class="col" style="font-family:Arial;"><img src="https://cdn.plumora.test/p/1204.jpg" width="280" alt="Peony box"><br>Peony Box · <span class="price">$39.00</span></td>
<td class="col" style="font-family:Arial;"><img src="https://cdn.plumora.test/p/1311.jpg" width="280" alt="Tulip box"><br>Tulip Box · <span class="price">$45.00</span></td></tr></table>`,
        `<p style="font-family:Arial;">Use WELCOME20 for 20% off orders over $50. Free delivery on 2+ boxes. Offer ends 12/31/2026.</p>
${button('https://plumora.test/shop?utm_source=email&utm_campaign=welcome', 'Shop now', '#db2777')}`,
      ],
      footer: 'Plumora Flowers LLC · 88 Orchard St, New York, NY 10002<br><a href="https://plumora.test/unsubscribe?u=3381">Unsubscribe</a> · <a href="https://plumora.test/privacy">Privacy</a>' }),
    expect: codeOnly('553109'),
  }),
];

// ---------------------------------------------------------------- alnum
const alnum = [
  mail({
    family: 'alnum', file: 'h4-cobaltvpn-dashed-letters.eml', from: 'CobaltVPN <support@cobaltvpn.test>',
    subject: 'Your CobaltVPN sign-in code', date: at('06:21'),
    html: layout({ title: 'Sign-in code', brand: 'CobaltVPN', accent: '#1d4ed8',
      body: `<p>Enter this code in the CobaltVPN app:</p>
${codeBox('K4T-9PW', { size: 34, spacing: 5 })}
<p>The code is case-insensitive and expires in 30 minutes. Your plan: Pro · 5 devices · renews 03/14/2027.</p>`,
      footer: 'CobaltVPN S.A. · Calle 50, Torre Global, Piso 12 · Panama City, Panama' }),
    expect: codeOnly('K4T-9PW'),
  }),
  mail({
    family: 'alnum', file: 'h4-gistly-lowercase.eml', from: 'Gistly <robot@gistly.test>',
    subject: 'gistly confirmation', date: at('06:23'), transfer: '7bit',
    text: `hey there,

your gistly confirmation token is x7mq2p

paste it into the terminal where you ran \`gistly login\`. it expires in 10 min.

-- gistly (a tiny side project by @rmora)
`,
    expect: codeOnly('x7mq2p'),
  }),
  mail({
    family: 'alnum', file: 'h4-voltra-letters-first.eml', from: 'Voltra Energy <myaccount@voltra.test>',
    subject: 'Verify your Voltra account', date: at('06:25'),
    text: `Dear Customer,

Your verification code is: WV8K3T

Account number: 8830 2291 47
Meter: MPRN 1012 4471 902

This code is valid for 15 minutes.

Voltra Energy Supply Ltd, Registered in England and Wales No. 09342211, 3 Temple Back East, Bristol BS1 6DZ.
`,
    html: layout({ title: 'Verify', brand: 'Voltra Energy', accent: '#16a34a',
      body: `<p>Dear Customer,</p><p>Your verification code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#16a34a;">WV8K3T</p>
<table style="font-size:14px;"><tr><td>Account number:</td><td>8830 2291 47</td></tr><tr><td>Meter:</td><td>MPRN 1012 4471 902</td></tr></table>
<p>This code is valid for 15 minutes.</p>`,
      footer: 'Voltra Energy Supply Ltd, Registered in England and Wales No. 09342211, 3 Temple Back East, Bristol BS1 6DZ.' }),
    expect: codeOnly('WV8K3T'),
  }),
  mail({
    family: 'alnum', file: 'h4-stackhaus-dashed-eight.eml', from: 'Stackhaus <security@stackhaus.test>',
    subject: '[Stackhaus] Sudo mode code', date: at('06:27'),
    text: `Hi @omar-k,

Someone is trying to enter sudo mode on your Stackhaus account.

Sudo code: Q7RM-4XT2

If this was not you, revoke your sessions at https://stackhaus.test/settings/sessions

Thanks,
The Stackhaus Team
`,
    expect: codeOnly('Q7RM-4XT2'),
  }),
  mail({
    family: 'alnum', file: 'h4-tvnest-device.eml', from: 'TVNest <activate@tvnest.test>',
    subject: 'Activate TVNest on your Living Room TV', date: at('06:29'),
    html: layout({ title: 'Activate', brand: 'TVNest', accent: '#e11d48', bg: '#0f172a',
      body: `<p>You're signing in on <b>Living Room TV (Model QN55)</b>.</p>
<p>Make sure the TV shows this code, then enter it at tvnest.test/activate:</p>
${codeBox('9B4F-2C1D', { size: 36, spacing: 8, bg: '#1e293b' })}
<p>Subscription: Premium 4K · $17.99/mo</p>`,
      footer: 'TVNest Streaming Inc. · 9100 Wilshire Blvd, Beverly Hills, CA 90212' }),
    expect: codeOnly('9B4F-2C1D'),
  }),
  mail({
    family: 'alnum', file: 'h4-tickety-with-order.eml', from: 'Tickety <support@tickety.test>',
    subject: 'Re: [Ticket #A-55120] Verify account ownership', date: at('06:31'),
    text: `Hello Marta,

Thanks for reaching out about order 1182-447-09. Before we can change the email on your
account, please reply with the verification key we just generated for you:

    HJ29047

Kind regards,
Sam — Tickety Support
Ticket #A-55120 · Priority: normal · Opened 25/11/2026
`,
    expect: codeOnly('HJ29047'),
  }),
  mail({
    family: 'alnum', file: 'h4-pairbox-lower-dashed.eml', from: 'Pairbox <hello@pairbox.test>',
    subject: 'Link your Pairbox speaker', date: at('06:33'),
    text: `To link your Pairbox One (serial PB1-00482211), open the Pairbox app and type this pairing code:

mf4-k9z-2qp

The code is good for one hour.

Pairbox ApS · Nørregade 7 · 1165 København K
`,
    expect: codeOnly('mf4-k9z-2qp'),
  }),
];

export default [...unlabeled, ...alnum];
