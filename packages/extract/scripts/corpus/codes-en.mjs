// English mails that carry a one-time code.
import { button, codeBox, esc, href, layout, socialIcons, spacedCells } from './templates.mjs';

const ghFooter = `You're receiving this email because a sign-in was attempted on your GitForge account.<br>
GitForge, Inc. &#x30fb; 88 Colin P Kelly Jr Street &#x30fb; San Francisco, CA 94107`;

export default [
  {
    file: 'gitforge-device-verification.eml',
    from: 'GitForge <noreply@gitforge.test>',
    subject: '[GitForge] Please verify your device',
    date: 'Tue, 04 Mar 2025 09:14:22 -0800',
    transfer: 'quoted-printable',
    text: `Hey octo-jane!

A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.

Device: Chrome on Windows
Verification code: 718294

If you did not attempt to sign in to your account, your password may be compromised. Visit https://gitforge.test/settings/security to create a new, strong password for your GitForge account.

If you'd like to automatically verify devices in the future, consider enabling two-factor authentication on your account. Visit https://docs.gitforge.test/articles/configuring-two-factor-authentication to learn about two-factor authentication.

Thanks,
The GitForge Team
`,
    html: layout({
      title: 'Please verify your device',
      brand: 'GitForge',
      home: 'https://gitforge.test',
      pre: 'A sign in attempt requires further verification',
      body: `<p>Hey octo-jane!</p>
<p>A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;">
  <tr><td style="padding:4px 16px 4px 0;color:#57606a;">Device:</td><td style="padding:4px 0;">Chrome on Windows</td></tr>
  <tr><td style="padding:4px 16px 4px 0;color:#57606a;">Verification code:</td><td style="padding:4px 0;font-size:24px;font-weight:600;">718294</td></tr>
</table>
<p>If you did not attempt to sign in to your account, your password may be compromised. Visit <a href="https://gitforge.test/settings/security">https://gitforge.test/settings/security</a> to create a new, strong password for your GitForge account.</p>
<p>If you'd like to automatically verify devices in the future, consider enabling two-factor authentication on your account. Visit <a href="https://docs.gitforge.test/articles/configuring-two-factor-authentication">https://docs.gitforge.test/articles/configuring-two-factor-authentication</a> to learn about two-factor authentication.</p>
<p>Thanks,<br>The GitForge Team</p>`,
      footer: ghFooter,
      pixelUrl: 'https://gitforge.test/notifications/beacon/AAB3F2KLX7A2.gif',
    }),
    expect: { code: '718294', verificationLink: null },
  },
  {
    file: 'chatterbox-confirmation-code.eml',
    from: 'Chatterbox <no-reply@chatterbox.test>',
    subject: 'Chatterbox confirmation code: 284-913',
    date: 'Wed, 05 Mar 2025 16:02:11 +0000',
    transfer: 'quoted-printable',
    text: `Confirm your email address

Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.

284-913

If you didn't request this email, there's nothing to worry about — you can safely ignore it.

Chatterbox Technologies, LLC
500 Howard Street | San Francisco, CA 94105
All rights reserved.
`,
    html: layout({
      title: 'Confirm your email address',
      brand: 'Chatterbox',
      home: 'https://chatterbox.test/',
      accent: '#611f69',
      pre: 'Your confirmation code is 284-913',
      body: `<h1 style="font-size:36px;line-height:42px;margin:0 0 24px 0;color:#1d1c1d;">Confirm your email address</h1>
<p style="font-size:20px;line-height:28px;">Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f4f5;border-radius:4px;">
  <tr><td align="center" style="padding:40px 10px;font-size:30px;line-height:24px;font-family:Monaco,monospace;">284-913</td></tr>
</table>
<p style="font-size:16px;color:#868686;">If you didn't request this email, there's nothing to worry about — you can safely ignore it.</p>`,
      footer: `${socialIcons('chatterbox', ['x', 'facebook', 'youtube'])}<br><br>
<a href="https://chatterbox.test/blog" style="color:#696969;">Our Blog</a> &nbsp;|&nbsp; <a href="https://chatterbox.test/legal" style="color:#696969;">Policies</a> &nbsp;|&nbsp; <a href="https://chatterbox.test/help" style="color:#696969;">Help Center</a><br><br>
&copy;2025 Chatterbox Technologies, LLC, a Cumulus company.<br>500 Howard Street | San Francisco, CA 94105<br>All rights reserved.`,
    }),
    expect: { code: '284913', verificationLink: null },
  },
  {
    file: 'paystream-login-code.eml',
    from: 'Paystream <support@paystream.test>',
    subject: 'Your Paystream verification code',
    date: 'Thu, 06 Mar 2025 11:40:03 +0000',
    transfer: 'base64',
    text: `Paystream

Your verification code is:

73 91 04

This code expires in 10 minutes. If you didn't try to sign in to Paystream, reset your password immediately at https://dashboard.paystream.test/reset and contact support.

Paystream, 354 Oyster Point Blvd, South San Francisco, CA 94080
`,
    html: layout({
      title: 'Your Paystream verification code',
      brand: 'Paystream',
      accent: '#635bff',
      bg: '#f6f9fc',
      body: `<p style="font-size:16px;color:#525f7f;">Your verification code is:</p>
<p style="margin:24px 0;"><span style="font-size:36px;letter-spacing:8px;font-weight:bold;color:#32325d;">73 91 04</span></p>
<p style="font-size:14px;color:#525f7f;">This code expires in 10 minutes. If you didn't try to sign in to Paystream, <a href="https://dashboard.paystream.test/reset">reset your password</a> immediately and <a href="https://support.paystream.test/contact">contact support</a>.</p>`,
      footer: `Paystream, 354 Oyster Point Blvd, South San Francisco, CA 94080`,
    }),
    // The "reset your password" link is a security escape hatch for a sign-in the reader did not make ("If you
    // didn't try to sign in, …"): nothing a test clicks to verify. Until extractor version 3 this expected
    // the reset link, because the text around a link was not read; relabelled in the 2026-11 round.
    expect: { code: '739104', verificationLink: null },
  },
  {
    file: 'macrosoft-security-code.eml',
    from: 'Macrosoft account team <account-security-noreply@accountprotection.macrosoft.test>',
    subject: 'Macrosoft account security code',
    date: 'Fri, 07 Mar 2025 07:21:45 -0800',
    transfer: 'quoted-printable',
    text: `Macrosoft account

Security code

Please use the following security code for the Macrosoft account ja**@example.net.

Security code: 8264

If you don't recognize the Macrosoft account ja**@example.net, you can click https://account.live.macrosoft.test/dp?ft=Dae91kX2 to remove your email address from that account.

Thanks,
The Macrosoft account team
`,
    html: `<html dir="ltr"><head><style type="text/css">
 .link:link, .link:active, .link:visited { color:#2672ec !important; text-decoration:none !important; }
 .link:hover { color:#4284ee !important; text-decoration:none !important; }
</style><title></title></head>
<body>
<table dir="ltr">
<tr><td id="i1" style="padding:0; font-family:'Segoe UI Semibold', 'Segoe UI Bold', 'Segoe UI', 'Helvetica Neue Medium', Arial, sans-serif; font-size:17px; color:#707070;">Macrosoft account</td></tr>
<tr><td id="i2" style="padding:0; font-family:'Segoe UI Light', 'Segoe UI', 'Helvetica Neue Medium', Arial, sans-serif; font-size:41px; color:#2672ec;">Security code</td></tr>
<tr><td id="i3" style="padding:0; padding-top:25px; font-family:'Segoe UI', Tahoma, Verdana, Arial, sans-serif; font-size:14px; color:#2a2a2a;">Please use the following security code for the Macrosoft account <a dir="ltr" id="iAccount" class="link" style="color:#2672ec; text-decoration:none" href="mailto:ja**@example.net">ja**@example.net</a>.</td></tr>
<tr><td id="i4" style="padding:0; padding-top:25px; font-family:'Segoe UI', Tahoma, Verdana, Arial, sans-serif; font-size:14px; color:#2a2a2a;">Security code: <span style="font-family:'Segoe UI Bold', 'Segoe UI Semibold', 'Segoe UI', 'Helvetica Neue Medium', Arial, sans-serif; font-size:14px; font-weight:bold; color:#2a2a2a;">8264</span></td></tr>
<tr><td id="i5" style="padding:0; padding-top:25px; font-family:'Segoe UI', Tahoma, Verdana, Arial, sans-serif; font-size:14px; color:#2a2a2a;">If you don't recognize the Macrosoft account <a dir="ltr" id="iAccount2" class="link" style="color:#2672ec; text-decoration:none" href="mailto:ja**@example.net">ja**@example.net</a>, you can <a id="iLink2" class="link" style="color:#2672ec; text-decoration:none" href="https://account.live.macrosoft.test/dp?ft=Dae91kX2">click here</a> to remove your email address from that account.</td></tr>
<tr><td id="i6" style="padding:0; padding-top:25px; font-family:'Segoe UI', Tahoma, Verdana, Arial, sans-serif; font-size:14px; color:#2a2a2a;">Thanks,</td></tr>
<tr><td id="i7" style="padding:0; font-family:'Segoe UI', Tahoma, Verdana, Arial, sans-serif; font-size:14px; color:#2a2a2a;">The Macrosoft account team</td></tr>
</table>
</body>
</html>`,
    expect: { code: '8264', verificationLink: null },
  },
  {
    file: 'shopwise-login-code.eml',
    from: 'Shopwise <mailer@shopwise.test>',
    subject: 'Your Shopwise login code',
    date: 'Sat, 08 Mar 2025 18:05:00 +0000',
    transfer: 'quoted-printable',
    text: `Here's your login code: 61524987

Enter it on the login page to access your store "Maple & Co. Outfitters".
The code expires in 15 minutes and can only be used once.

Didn't request this? Someone may have typed your email by mistake. You can ignore this message.

Shopwise Inc., 151 O'Connor Street, Ground floor, Ottawa, ON K2P 2L8, Canada
`,
    html: layout({
      title: 'Your Shopwise login code',
      brand: 'Shopwise',
      accent: '#008060',
      body: `<h2 style="font-size:20px;margin:0 0 16px;">Here's your login code</h2>
${codeBox('61524987', { size: 30, spacing: 4 })}
<p>Enter it on the login page to access your store <strong>Maple &amp; Co. Outfitters</strong>. The code expires in 15 minutes and can only be used once.</p>
<p style="color:#6d7175;font-size:14px;">Didn't request this? Someone may have typed your email by mistake. You can ignore this message.</p>`,
      footer: `Shopwise Inc., 151 O'Connor Street, Ground floor, Ottawa, ON K2P 2L8, Canada<br><a href="https://www.shopwise.test/legal/privacy">Privacy policy</a>`,
    }),
    expect: { code: '61524987', verificationLink: null },
  },
  {
    file: 'notely-otp-boxes.eml',
    from: 'Notely <hello@notely.test>',
    subject: 'Your Notely verification code',
    date: 'Sun, 09 Mar 2025 08:30:12 +0100',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Verify your email',
      brand: 'Notely',
      home: 'https://notely.test/',
      accent: '#ff5c35',
      pre: 'Enter this code to finish creating your account',
      body: `<h1 style="font-size:24px;text-align:center;">Verify your email</h1>
<p style="text-align:center;">Enter this code in the Notely app to finish creating your account:</p>
${spacedCells('381047')}
<p style="text-align:center;color:#888;font-size:13px;">The code is valid for 30 minutes.</p>`,
      footer: `Notely GmbH · Torstraße 140 · 10119 Berlin · Germany<br>
<a href="https://notely.test/privacy">Privacy</a> · <a href="https://notely.test/terms">Terms</a><br>
${socialIcons('notelyapp', ['x', 'instagram'])}`,
      pixelUrl: 'https://e.notely.test/o/eJyLVkrLz1eK1YlWMjQyNjJQio0FAC7qBJ8=.gif',
    }),
    expect: { code: '381047', verificationLink: null },
  },
  {
    file: 'streamflix-spaced-spans.eml',
    from: 'StreamFlix <info@account.streamflix.test>',
    subject: 'Your sign-in code',
    date: 'Mon, 10 Mar 2025 21:12:40 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Your sign-in code',
      brand: 'StreamFlix',
      accent: '#e50914',
      bg: '#000000',
      body: `<p style="font-size:28px;font-weight:bold;">Enter this code to sign in</p>
<p style="text-align:left;">
  <span style="font-size:36px;font-weight:700;">3</span>
  <span style="font-size:36px;font-weight:700;">8</span>
  <span style="font-size:36px;font-weight:700;">0</span>
  <span style="font-size:36px;font-weight:700;">5</span>
</p>
<p>Enter this code on your TV to sign in to StreamFlix. This code will expire in 15 minutes.</p>
<p style="font-size:13px;color:#a3a3a3;">Questions? Call 1-866-555-0142</p>`,
      footer: `This message was mailed to [inbox-7f3k2q@throwbox.test] by StreamFlix.<br>
SRC: 36_en-US_US<br>
StreamFlix Services, Inc. 121 Albright Way, Los Gatos, CA 95032, USA<br>
<a href="https://help.streamflix.test/">Help Center</a> · <a href="https://www.streamflix.test/termsofuse">Terms of Use</a> · <a href="https://www.streamflix.test/privacy">Privacy</a>`,
    }),
    expect: { code: '3805', verificationLink: null },
  },
  {
    file: 'keyhaven-alnum-dashed.eml',
    from: 'KeyHaven <security@keyhaven.test>',
    subject: 'Your KeyHaven sign-in code',
    date: 'Tue, 11 Mar 2025 10:00:00 +0000',
    transfer: '7bit',
    text: `Hi Sam,

Use this one-time code to sign in to KeyHaven:

    K7P-2QX

It expires at 10:15 UTC (in 15 minutes). Never share this code with anyone,
including KeyHaven staff.

Signed-in device: Firefox 123 on macOS 14.3
Approximate location: Lisbon, Portugal (IP 198.51.100.23)

-- 
KeyHaven Security
Ticket #49213 is not related to this message.
`,
    expect: { code: 'K7P-2QX', verificationLink: null },
  },
  {
    file: 'vaultly-alnum-code.eml',
    from: 'Vaultly <no-reply@vaultly.test>',
    subject: 'Vaultly: confirm it is you',
    date: 'Tue, 11 Mar 2025 12:31:09 +0000',
    transfer: 'quoted-printable',
    text: `Confirm it's you

Your verification code is X4T9QM

It's valid for 5 minutes.
Order history, receipts and invoices are unaffected.

Vaultly Ltd, 20 Eastbourne Terrace, London W2 6LG
`,
    html: layout({
      title: "Confirm it's you",
      brand: 'Vaultly',
      body: `<h2>Confirm it's you</h2>
<p>Your verification code is <strong style="font-size:22px;letter-spacing:2px;">X4T9QM</strong></p>
<p>It's valid for 5 minutes.</p>`,
      footer: 'Vaultly Ltd, 20 Eastbourne Terrace, London W2 6LG',
    }),
    expect: { code: 'X4T9QM', verificationLink: null },
  },
  {
    file: 'subject-only-otp.eml',
    from: 'Ridely <noreply@ridely.test>',
    subject: 'Your Ridely code is 482913',
    date: 'Wed, 12 Mar 2025 06:45:17 +0000',
    transfer: '7bit',
    text: `Use it to sign in to Ridely. It expires in 10 minutes.

Never share it with anyone. Ridely will never call you to ask for it.

Ridely, 1455 Market St, San Francisco, CA 94103
`,
    expect: { code: '482913', verificationLink: null },
  },
  {
    file: 'subject-only-code-first.eml',
    from: 'Acme Cloud <alerts@acmecloud.test>',
    subject: '739201 is your Acme Cloud verification code',
    date: 'Wed, 12 Mar 2025 07:02:44 +0000',
    transfer: 'quoted-printable',
    html: `<html><body style="font-family:Arial"><p>Hello,</p><p>Thanks for helping us keep your account secure. Enter the verification code from the subject line of this email on the sign-in page.</p><p>&mdash; Acme Cloud, Suite 400, 1000 Main Street, Boise, ID 83702</p></body></html>`,
    expect: { code: '739201', verificationLink: null },
  },
  {
    file: 'passcode-text-only.eml',
    from: 'Clinicly Patient Portal <portal@clinicly.test>',
    subject: 'Your one-time passcode',
    date: 'Wed, 12 Mar 2025 14:20:00 -0500',
    transfer: 'quoted-printable',
    text: `Dear patient,

Your one-time passcode is 40721.

Enter it in the patient portal within 5 minutes. For appointment questions call (617) 555-0199, Monday to Friday 8am-6pm.

Clinicly Health, 75 Francis Street, Boston, MA 02115

This is an automated message. Please do not reply.
`,
    expect: { code: '40721', verificationLink: null },
  },
  {
    file: 'cartly-confirm-purchase-code.eml',
    from: 'Cartly <orders@cartly.test>',
    subject: 'Confirm your purchase (order #30459)',
    date: 'Thu, 13 Mar 2025 19:03:51 +0000',
    transfer: 'quoted-printable',
    text: `Confirm your purchase

We need to confirm order #30459 before it ships.

Order #30459
Wireless earbuds x1 ........ $49.99
Shipping .................... $4.99
Total ....................... $54.98

To confirm, enter code 882104 on the checkout page.

Cartly, 410 Terry Ave N, Seattle, WA 98109 | 1-888-555-0101
`,
    html: layout({
      title: 'Confirm your purchase',
      brand: 'Cartly',
      body: `<h2>Confirm your purchase</h2>
<p>We need to confirm order <strong>#30459</strong> before it ships.</p>
<table role="presentation" width="100%" cellpadding="6" style="border:1px solid #eee;">
  <tr><td>Wireless earbuds &times; 1</td><td align="right">$49.99</td></tr>
  <tr><td>Shipping</td><td align="right">$4.99</td></tr>
  <tr><td><b>Total</b></td><td align="right"><b>$54.98</b></td></tr>
</table>
<p>To confirm, enter code <b>882104</b> on the checkout page.</p>`,
      footer: 'Cartly, 410 Terry Ave N, Seattle, WA 98109 | 1-888-555-0101',
    }),
    expect: { code: '882104', verificationLink: null },
  },
  {
    file: 'bankly-otp-transaction.eml',
    from: 'Bankly Alerts <alerts@bankly.test>',
    subject: 'OTP for your transaction',
    date: 'Thu, 13 Mar 2025 20:11:03 +0530',
    transfer: 'quoted-printable',
    text: `Dear Customer,

OTP: 772901

Use this OTP to authorise the payment of INR 12,499.00 to FLIPKART.TEST on your card ending 4321.
The OTP is valid for 3 minutes. Do not share it with anyone.

Transaction date: 13-03-2025 20:10:44
Reference no. 502718834

Bankly customer care: 1800 258 6161
`,
    expect: { code: '772901', verificationLink: null },
  },
  {
    file: 'lockbox-pin.eml',
    from: 'Lockbox <noreply@lockbox.test>',
    subject: 'Your Lockbox PIN',
    date: 'Fri, 14 Mar 2025 09:09:09 +0000',
    transfer: '7bit',
    text: `Your PIN is 9072

Use it to open locker 14 at Central Station (level -1). Your parcel is waiting until 21 March 2025.

Lockbox Ltd, Unit 4, 200 Aldersgate Street, London EC1A 4HD
`,
    expect: { code: '9072', verificationLink: null },
  },
  {
    file: 'zentask-magic-link-and-code.eml',
    from: 'Zentask <login@zentask.test>',
    subject: 'Sign in to Zentask',
    date: 'Fri, 14 Mar 2025 15:44:30 +0000',
    transfer: 'quoted-printable',
    text: `Sign in to Zentask

Click the link below to sign in:
https://app.zentask.test/auth/magic?token=zt_9f8Kq2LmX7vB3nR5tYw1&email=inbox-7f3k2q%40throwbox.test

Or copy and paste this temporary code: 314159

This link and code expire in 20 minutes.

Zentask, 2261 Market Street #4242, San Francisco, CA 94114
Unsubscribe from product updates: https://app.zentask.test/settings/email-preferences
`,
    html: layout({
      title: 'Sign in to Zentask',
      brand: 'Zentask',
      accent: '#5e6ad2',
      body: `<h1 style="font-size:24px;">Sign in to Zentask</h1>
<p>Click the button below to sign in:</p>
${button('https://app.zentask.test/auth/magic?token=zt_9f8Kq2LmX7vB3nR5tYw1&email=inbox-7f3k2q%40throwbox.test', 'Sign in to Zentask', '#5e6ad2')}
<p>Or copy and paste this temporary code:</p>
<p><code style="font-size:24px;padding:8px 12px;background:#f4f5f8;border-radius:4px;">314159</code></p>
<p style="color:#8a8f98;">This link and code expire in 20 minutes.</p>`,
      footer: `Zentask, 2261 Market Street #4242, San Francisco, CA 94114<br><a href="https://app.zentask.test/settings/email-preferences">Unsubscribe from product updates</a>`,
    }),
    expect: { code: '314159', verificationLink: 'https://app.zentask.test/auth/magic?token=zt_9f8Kq2LmX7vB3nR5tYw1&email=inbox-7f3k2q%40throwbox.test' },
  },
  {
    file: 'bracket-subject-login-code.eml',
    from: 'Trellis <do-not-reply@trellis.test>',
    subject: '[Trellis] 582014 is your login code',
    date: 'Sat, 15 Mar 2025 11:11:11 +0000',
    transfer: 'quoted-printable',
    text: `582014 is your login code

Enter it in the window where you started signing in.

Trellis, 55 Water Street, Brooklyn, NY 11201
`,
    html: `<div style="font-family:Helvetica"><h2 style="font-size:28px;letter-spacing:3px">582014</h2><p>is your login code. Enter it in the window where you started signing in.</p><p style="color:#999;font-size:11px">Trellis, 55 Water Street, Brooklyn, NY 11201</p></div>`,
    expect: { code: '582014', verificationLink: null },
  },
  {
    file: 'pollster-dashed-digits-text.eml',
    from: 'Pollster <accounts@pollster.test>',
    subject: 'Verify your Pollster email',
    date: 'Sat, 15 Mar 2025 13:59:02 +0000',
    transfer: '7bit',
    text: `Thanks for signing up for Pollster!

Your verification code: 123-456

Type it into the sign-up form to verify your email address. Survey responses collected before 2025-03-15 are not affected.

Need help? support@pollster.test
`,
    expect: { code: '123456', verificationLink: null },
  },
  {
    file: 'devbox-code-tag.eml',
    from: 'Devbox <team@devbox.test>',
    subject: 'Devbox: your CLI login',
    date: 'Sun, 16 Mar 2025 02:22:19 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Devbox CLI login',
      brand: 'Devbox',
      body: `<p>Someone (hopefully you) ran <code>devbox login</code> from a terminal at 02:21 UTC.</p>
<p>Paste this code into your terminal:</p>
<pre style="font-size:20px;background:#0d1117;color:#e6edf3;padding:12px;">905331</pre>
<p>Running devbox v2.14.0 or newer. Port 8080 must be open.</p>`,
      footer: 'Devbox Labs · 1 Infinite Loop Rd · Cupertino CA 95014',
    }),
    expect: { code: '905331', verificationLink: null },
  },
  {
    file: 'fundly-letter-spaced-cell.eml',
    from: 'Fundly <security@fundly.test>',
    subject: 'Fundly security check',
    date: 'Sun, 16 Mar 2025 10:40:00 +0000',
    transfer: 'base64',
    html: layout({
      title: 'Security check',
      brand: 'Fundly',
      body: `<p>Your verification code</p>
<table width="100%"><tr><td align="center" style="letter-spacing:12px;font-size:28px;color:#101828;padding:12px 0;">927461</td></tr></table>
<p>Portfolio value on 16/03/2025: €12,480.22 (+2.4%).</p>`,
      footer: 'Fundly BV, Herengracht 450, 1017 CA Amsterdam',
    }),
    text: `Your verification code

927461

Portfolio value on 16/03/2025: EUR 12,480.22 (+2.4%).
Fundly BV, Herengracht 450, 1017 CA Amsterdam
`,
    expect: { code: '927461', verificationLink: null },
  },
  {
    file: 'quizzy-lone-code-subject-label.eml',
    from: 'Quizzy <hi@quizzy.test>',
    subject: 'Your Quizzy verification code',
    date: 'Mon, 17 Mar 2025 17:17:17 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Finish signing in',
      brand: 'Quizzy',
      body: `<h1 style="font-size:22px;">Hi there 👋</h1>
<p>Use the following to finish signing in to Quizzy.</p>
<div style="font-size:40px;font-weight:800;color:#7c3aed;margin:24px 0;">602817</div>
<p>Happy quizzing!<br>— Team Quizzy</p>`,
      footer: 'Quizzy Inc · 3 Dublin Landings · Dublin 1 · D01 C4E0 · Ireland',
    }),
    expect: { code: '602817', verificationLink: null },
  },
  {
    file: 'loopline-split-4-4.eml',
    from: 'Loopline Verify <verify@loopline.test>',
    subject: 'Loopline verification',
    date: 'Mon, 17 Mar 2025 21:00:00 +0000',
    transfer: '7bit',
    text: `Your Loopline verification code is: 7788 1234

Enter it within 10 minutes. Message and data rates may apply. Reply STOP to opt out of SMS.
Loopline, 645 Harrison St, San Francisco CA 94107 - 415-555-0133
`,
    expect: { code: '77881234', verificationLink: null },
  },
  {
    file: 'html-only-code-table-label-cell.eml',
    from: 'Hostpoint Panel <panel@hostpoint.test>',
    subject: 'Login verification',
    date: 'Tue, 18 Mar 2025 08:08:08 +0100',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Login verification',
      brand: 'Hostpoint',
      body: `<p>A login to the control panel needs to be confirmed.</p>
<table role="presentation" cellpadding="8" cellspacing="0" border="1" style="border-color:#dddddd;">
  <tr><td>Customer number</td><td>700231</td></tr>
  <tr><td>Request time</td><td>2025-03-18 08:07</td></tr>
  <tr><td>IP address</td><td>203.0.113.42</td></tr>
  <tr><td>Verification code</td><td><b>550921</b></td></tr>
</table>
<p>Hotline: +41 44 555 01 23</p>`,
      footer: 'Hostpoint AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona',
    }),
    expect: { code: '550921', verificationLink: null },
  },
  {
    file: 'gamevault-steam-like.eml',
    from: 'GameVault Support <noreply@gamevault.test>',
    subject: 'Your GameVault account: Access from new computer',
    date: 'Tue, 18 Mar 2025 22:47:10 +0000',
    transfer: 'quoted-printable',
    text: `Dear gamer4821,

Here is the GameVault Guard code you need to login to account gamer4821:

F7KQ2

This email was generated because of a login attempt from a web or mobile device located at 92.40.12.7 (GB).

If you are not attempting to login then please change your GameVault password, and consider changing your email password as well to ensure your account security.

If you are having trouble accessing your account, reference our help article for assistance: https://help.gamevault.test/faqviewer/2719

The GameVault Team
`,
    expect: { code: 'F7KQ2', verificationLink: null },
  },
  {
    file: 'cloudnest-2fa-with-date.eml',
    from: 'CloudNest <security@cloudnest.test>',
    subject: 'Two-factor authentication code',
    date: 'Wed, 19 Mar 2025 14:32:41 +0000',
    transfer: 'quoted-printable',
    text: `Sign-in attempt on March 19, 2025 at 14:32 UTC
Location: Frankfurt am Main, Germany
IP: 198.51.100.77

Your two-factor authentication code: 066153

Enter the code to continue. It is valid for 300 seconds.

CloudNest Hosting, 1 Ropemaker Street, London EC2Y 9HT, United Kingdom
`,
    expect: { code: '066153', verificationLink: null },
  },
  {
    file: 'pennywise-preheader-code.eml',
    from: 'Pennywise <hello@pennywise.test>',
    subject: 'Finish setting up Pennywise',
    date: 'Wed, 19 Mar 2025 16:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Your verification code is 251874

Finish setting up Pennywise to start budgeting. Members save an average of $1,200 in their first year.

Pennywise, 100 Pine St, San Francisco, CA 94111
`,
    html: layout({
      title: 'Finish setting up Pennywise',
      brand: 'Pennywise',
      pre: 'Your verification code is 251874',
      body: `<h2>Almost there!</h2>
<p>Enter the code below in the app to finish setting up Pennywise.</p>
${codeBox('251874')}
<p>Members save an average of <b>$1,200</b> in their first year.</p>`,
      footer: 'Pennywise, 100 Pine St, San Francisco, CA 94111',
    }),
    expect: { code: '251874', verificationLink: null },
  },
  {
    file: 'gloogle-verification-code.eml',
    from: 'Gloogle <noreply@accounts.gloogle.test>',
    subject: 'Gloogle verification code',
    date: 'Thu, 20 Mar 2025 05:55:01 -0700',
    transfer: 'quoted-printable',
    text: `Gloogle Verification Code

Dear Gloogle user,

We received a request to access your Gloogle Account inbox-7f3k2q@throwbox.test through your email address. Your Gloogle verification code is:

592033

If you did not request this code, it is possible that someone else is trying to access the Gloogle Account inbox-7f3k2q@throwbox.test. Do not forward or give this code to anyone.

Sincerely yours,

The Gloogle Accounts team

This email can't receive replies. For more information, visit the Gloogle Accounts Help Center.
© 2025 Gloogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta name="format-detection" content="email=no"/><meta name="format-detection" content="date=no"/><style nonce="x1">.awl a {color: #FFFFFF; text-decoration: none;} .abml a {color: #000000; font-family: Roboto-Medium,Helvetica,Arial,sans-serif; font-weight: bold; text-decoration: none;} .adgl a {color: rgba(0, 0, 0, 0.87); text-decoration: none;} .afal a {color: #b0b0b0; text-decoration: none;} @media screen and (min-width: 600px) {.v2sp {padding: 6px 30px 0px;} .v2rsp {padding: 0px 10px;}}</style></head><body style="margin: 0; padding: 0;" bgcolor="#FFFFFF"><table width="100%" height="100%" style="min-width: 348px;" border="0" cellspacing="0" cellpadding="0" lang="en"><tr height="32" style="height: 32px;"><td></td></tr><tr align="center"><td><table border="0" cellspacing="0" cellpadding="0" style="padding-bottom: 20px; max-width: 516px; min-width: 220px;"><tr><td width="8" style="width: 8px;"></td><td><div style="border-style: solid; border-width: thin; border-color:#dadce0; border-radius: 8px; padding: 40px 20px;" align="center" class="mdv2rw"><img src="https://www.gstatic.gloogle.test/images/branding/googlelogo/2x/googlelogo_color_74x24dp.png" width="74" height="24" aria-hidden="true" style="margin-bottom: 16px;" alt="Gloogle"><div style="font-family: 'Google Sans',Roboto,RobotoDraft,Helvetica,Arial,sans-serif;border-bottom: thin solid #dadce0; color: rgba(0,0,0,0.87); line-height: 32px; padding-bottom: 24px;text-align: center; word-break: break-word;"><div style="font-size: 24px;">Verify your email</div></div><div style="font-family: Roboto-Regular,Helvetica,Arial,sans-serif; font-size: 14px; color: rgba(0,0,0,0.87); line-height: 20px;padding-top: 20px; text-align: left;">Gloogle received a request to use <a style="font-weight: bold;">inbox-7f3k2q@throwbox.test</a> as a recovery email for Gloogle Account <a style="font-weight: bold;">jane.doe@gloogle.test</a>.<br><br>Use this code to finish setting up this recovery email:<br><div style="text-align: center; font-size: 36px; margin-top: 20px; line-height: 44px;">592033</div><br>This code will expire in 24 hours.<br><br>If you don’t recognize <a style="font-weight: bold;">jane.doe@gloogle.test</a>, you can safely ignore this email.</div></div><div style="text-align: left;"><div style="font-family: Roboto-Regular,Helvetica,Arial,sans-serif;color: rgba(0,0,0,0.54); font-size: 11px; line-height: 18px; padding-top: 12px; text-align: center;"><div>You received this email to let you know about important changes to your Gloogle Account and services.</div><div style="direction: ltr;">&copy; 2025 Gloogle LLC, <a class="afal" style="font-family: Roboto-Regular,Helvetica,Arial,sans-serif;color: rgba(0,0,0,0.54); font-size: 11px; line-height: 18px; padding-top: 12px; text-align: center;">1600 Amphitheatre Parkway, Mountain View, CA 94043, USA</a></div></div></div></td><td width="8" style="width: 8px;"></td></tr></table></td></tr><tr height="32" style="height: 32px;"><td></td></tr></table></body></html>`,
    expect: { code: '592033', verificationLink: null },
  },
  {
    file: 'taskrabbit-like-code-expiry-phone.eml',
    from: 'Handyly <support@handyly.test>',
    subject: 'Handyly: confirm your phone number',
    date: 'Thu, 20 Mar 2025 12:12:12 +0000',
    transfer: '7bit',
    text: `Hi Alex,

We received a request to add +1 415-555-0187 to your Handyly account.

Enter this code to confirm:

  4471

(It expires in 10 minutes.)

Handyly HQ
100 1st Street, Suite 1200
San Francisco, CA 94105
`,
    expect: { code: '4471', verificationLink: null },
  },
  {
    file: 'meetspace-code-table-heavy.eml',
    from: 'Meetspace <no-reply@meetspace.test>',
    subject: 'Meetspace sign-in verification',
    date: 'Fri, 21 Mar 2025 09:30:00 +0000',
    transfer: 'base64',
    html: layout({
      title: 'Meetspace sign-in verification',
      brand: 'Meetspace',
      accent: '#2d8cff',
      body: `<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px;">Hi Jordan,</td></tr>
<tr><td style="padding-bottom:12px;">We detected a sign-in to your account from a new device. If this was you, use the code below.</td></tr>
<tr><td><table cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="50%" style="padding:8px;border:1px solid #e5e5e5;">Device<br><b>Windows 11 · Meetspace 6.2.5</b></td>
<td width="50%" style="padding:8px;border:1px solid #e5e5e5;">Time<br><b>Mar 21, 2025 09:29 AM</b></td>
</tr></table></td></tr>
<tr><td style="padding:24px 0 8px 0;">One-time code</td></tr>
<tr><td style="font-size:34px;font-weight:bold;color:#2d8cff;">830017</td></tr>
<tr><td style="padding-top:16px;color:#747487;">Meeting ID 845 2291 7730 is not affected.</td></tr></table>`,
      footer: 'Meetspace Video Communications, 55 Almaden Blvd, 6th Floor, San Jose, CA 95113<br>+1.888.555.0144',
    }),
    expect: { code: '830017', verificationLink: null },
  },
];
