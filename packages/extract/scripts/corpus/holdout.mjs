// Written after the extractor, from memory of how large consumer services phrase
// these mails, to check it generalises beyond the mails it was developed against.
import { button, codeBox, layout, socialIcons } from './templates.mjs';

export default [
  {
    file: 'photogram-confirm-identity.eml',
    from: 'Photogram <security@mail.photogram.test>',
    subject: 'Verify your account',
    date: 'Mon, 24 Mar 2025 10:00:00 +0000',
    transfer: 'quoted-printable',
    html: `<html><body style="margin:0;padding:0;" dir="ltr" bgcolor="#ffffff">
<table border="0" cellspacing="0" cellpadding="0" align="center" id="email_table" style="border-collapse:collapse;">
<tr><td id="email_content" style="font-family:Helvetica Neue,Helvetica,Lucida Grande,tahoma,verdana,arial,sans-serif;background:#ffffff;">
<table border="0" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;"><tr><td height="20" style="line-height:20px;" colspan="3">&nbsp;</td></tr>
<tr><td height="1" colspan="3" style="line-height:1px;"><span style="color:#FFFFFF;font-size:1px;opacity:0;">&nbsp; Hi jane_doe_92, Someone tried to log in to your Photogram account. If this was you, please use the following code to confirm your identity: 306 114 &nbsp;</span></td></tr>
<tr><td width="15" style="display:block;width:15px;">&nbsp;&nbsp;&nbsp;</td><td>
<p style="margin:10px 0 10px 0;color:#565a5c;font-size:18px;">Hi jane_doe_92,</p>
<p style="margin:10px 0 10px 0;color:#565a5c;font-size:18px;">Someone tried to log in to your Photogram account. If this was you, please use the following code to confirm your identity:</p>
<p style="margin:10px 0 10px 0;color:#565a5c;font-size:18px;"><font size="6">306114</font></p>
<p style="margin:10px 0 10px 0;color:#565a5c;font-size:18px;">If this wasn't you, please <a href="https://photogram.test/accounts/password/reset/?uidb36=1xk&amp;token=5ho-a8c1f3e9d2b7&amp;s=email" style="color:#3b5998;text-decoration:none;">reset your password</a> to secure your account.</p>
</td><td width="15">&nbsp;</td></tr>
<tr><td colspan="3"><span style="color:#abadae;font-size:11px;">© Photogram. Meta Plaza, 1 Hacker Way, Menlo Park, CA 94025<br>This message was sent to <a style="color:#abadae;text-decoration:underline;">inbox-7f3k2q@throwbox.test</a> and intended for jane_doe_92. Not your account? <a href="https://photogram.test/accounts/remove/revoke_wrong_email/?uidb36=1xk&amp;token=5ho" style="color:#abadae;">Remove your email</a> from this account.</span></td></tr>
</table></td></tr></table>
<img src="https://www.photogram.test/logging/email_open_pixel/?c=AQHk91" style="border:0;width:1px;height:1px;" width="1" height="1">
</body></html>`,
    // The reset link is the contract's "reset password" link, even if offered as an escape hatch.
    expect: { code: '306114', verificationLink: 'https://photogram.test/accounts/password/reset/?uidb36=1xk&token=5ho-a8c1f3e9d2b7&s=email' },
  },
  {
    file: 'chatcord-verify-email.eml',
    from: 'Chatcord <noreply@chatcord.test>',
    subject: 'Verify Email Address for Chatcord',
    date: 'Mon, 24 Mar 2025 11:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Verify Email Address for Chatcord',
      brand: 'Chatcord',
      accent: '#5865f2',
      body: `<h2 style="font-size:20px;color:#4f545c;">Hey pixelwizard,</h2>
<p style="color:#737f8d;">Thanks for registering for an account on Chatcord! Before we get started, we just need to confirm that this is you. Click below to verify your email address:</p>
${button('https://click.chatcord.test/ls/click?upn=qDOo8cnwIoKzt0aLL1cBeLYpZRPbz3yc0Fi-2FqCwOw0kT8YEWuwuZXR_2BGuR5x2F', 'Verify Email', '#5865f2')}`,
      footer: `Sent by Chatcord • <a href="https://chatcord.test/blog">check our blog</a> • <a href="https://x.com/chatcord">@chatcord</a><br>444 De Haro Street, Suite 200, San Francisco, CA 94107`,
    }),
    expect: { code: null, verificationLink: 'https://click.chatcord.test/ls/click?upn=qDOo8cnwIoKzt0aLL1cBeLYpZRPbz3yc0Fi-2FqCwOw0kT8YEWuwuZXR_2BGuR5x2F' },
  },
  {
    file: 'bazaar-otp-text.eml',
    from: 'Bazaar.test <account-update@bazaar.test>',
    subject: 'Bazaar.test: Sign-in attempt',
    date: 'Mon, 24 Mar 2025 12:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Bazaar.test

Someone who knows your password is attempting to sign-in to your account.

When: March 24, 2025 12:00 GMT
Device: Chrome Windows
Near: London, United Kingdom

If this was you, please share the following code to complete sign in:

190372

This code is valid for 10 minutes. Don't share this code with anyone.

We hope to see you again soon.

Bazaar.test

© 2025 Bazaar.test, Inc. or its affiliates. All rights reserved. Bazaar is a registered trademark of Bazaar.test, Inc. 410 Terry Ave. N., Seattle, WA 98109-5210. Reference: 314870800
`,
    expect: { code: '190372', verificationLink: null },
  },
  {
    file: 'fruitco-id-verification.eml',
    from: 'Fruit Co <noreply@id.fruitco.test>',
    subject: 'Verify your Fruit Account email address',
    date: 'Mon, 24 Mar 2025 13:00:00 +0000',
    transfer: 'quoted-printable',
    html: `<html><body style="font-family:-apple-system,Helvetica"><div style="max-width:692px;margin:0 auto">
<p>Fruit Account</p>
<h1 style="font-size:24px">Verify your email address</h1>
<p>You have selected this email address as your new Fruit Account. To verify this email address belongs to you, enter the code below on the email verification page:</p>
<p style="font-size:21px;font-weight:bold">847 203</p>
<p>This code will expire three hours after this email was sent.</p>
<p><b>Why you received this email.</b><br>Fruit requires verification whenever an email address is selected as a Fruit Account. Your Fruit Account cannot be used until you verify it.</p>
<p>If you did not make this request, you can ignore this email. No Fruit Account will be created without verification.</p>
<p style="font-size:11px;color:#888">Fruit Account | <a href="https://support.fruitco.test/">Support</a> | <a href="https://www.fruitco.test/legal/privacy/">Privacy Policy</a><br>Copyright © 2025 One Fruit Park Way, Cupertino, CA 95014, United States. All rights reserved.</p>
</div></body></html>`,
    expect: { code: '847203', verificationLink: null },
  },
  {
    file: 'coinvault-withdrawal-confirm.eml',
    from: 'Coinvault <no-reply@coinvault.test>',
    subject: 'Confirm your withdrawal of 0.0421 BTC',
    date: 'Mon, 24 Mar 2025 14:00:00 +0000',
    transfer: 'base64',
    html: layout({
      title: 'Confirm withdrawal',
      brand: 'Coinvault',
      body: `<p>You requested to send <b>0.0421 BTC</b> (≈ $2,814.66) to bc1q9h7garjkz6pq8mfn0exampleaddr4821.</p>
${button('https://www.coinvault.test/withdrawals/confirm?token=cv_8f2a1c9e7b3d5a4f6e0c', 'Confirm withdrawal', '#0052ff')}
<p>This link expires in 10 minutes. Network fee: 0.00012 BTC. Request ID 8841-2207.</p>`,
      footer: `Coinvault, Inc. · 100 Pine Street, Suite 1250 · San Francisco, CA 94111<br>${socialIcons('coinvault', ['x', 'linkedin'])}`,
    }),
    expect: { code: null, verificationLink: 'https://www.coinvault.test/withdrawals/confirm?token=cv_8f2a1c9e7b3d5a4f6e0c' },
  },
  {
    file: 'streamflix-household-update.eml',
    from: 'StreamFlix <info@account.streamflix.test>',
    subject: 'Your temporary access code',
    date: 'Mon, 24 Mar 2025 15:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Temporary access code',
      brand: 'StreamFlix',
      accent: '#e50914',
      body: `<p style="font-size:28px;font-weight:bold;">Your temporary access code</p>
<p>You requested a temporary access code to watch StreamFlix on a device that isn't part of the StreamFlix Household for this account.</p>
<p>Requested by: Living Room TV</p>
${codeBox('5193')}
<p>The code expires in 15 minutes. You can request up to 3 codes per 7 days.</p>`,
      footer: `Questions? Call 1-866-555-0142<br>StreamFlix Services, Inc. 121 Albright Way, Los Gatos, CA 95032, USA`,
    }),
    expect: { code: '5193', verificationLink: null },
  },
  {
    file: 'prolink-invitation-accept.eml',
    from: 'ProLink <invitations@prolink.test>',
    subject: 'Taylor, please add me to your ProLink network',
    date: 'Mon, 24 Mar 2025 16:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Invitation',
      brand: 'ProLink',
      body: `<p>Hi Taylor,</p><p>I'd like to join your ProLink network.</p><p>- Morgan Lee<br>Staff Engineer at Acme Robotics · 500+ connections</p>
${button('https://www.prolink.test/comm/invite/accept?invitationId=7183929910&sharedKey=Qm9RkX2p&trk=eml-accept', 'Accept', '#0a66c2')}
<p><a href="https://www.prolink.test/comm/in/morgan-lee-4821?trk=eml-profile">View profile</a></p>`,
      footer: `You are receiving Invitation emails. <a href="https://www.prolink.test/comm/psettings/email-unsubscribe?lipi=urn%3Ali">Unsubscribe</a><br>© 2025 ProLink Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085.`,
    }),
    expect: { code: null, verificationLink: 'https://www.prolink.test/comm/invite/accept?invitationId=7183929910&sharedKey=Qm9RkX2p&trk=eml-accept' },
  },
  {
    file: 'gamestore-two-factor-code.eml',
    from: 'Epoch Games <help@acct.epochgames.test>',
    subject: 'Your two-factor sign in code',
    date: 'Mon, 24 Mar 2025 17:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Sign in code',
      brand: 'Epoch Games',
      body: `<p>Hello,</p><p>Here is your two-factor authentication code:</p>
<div style="font-size:30px;letter-spacing:12px;font-weight:bold;text-align:center;">Q1R2A4</div>
<p>This code will expire in 15 minutes. Epoch Games will never ask you for this code. Player ID: 71a0c2f9b8e34d5c.</p>`,
      footer: 'Epoch Games, Inc. 620 Crossroads Blvd. Cary, NC 27518 USA',
    }),
    expect: { code: 'Q1R2A4', verificationLink: null },
  },
  {
    file: 'nl-bank-bevestigingscode.eml',
    from: 'Oranjebank <service@oranjebank.test>',
    subject: 'Uw bevestigingscode',
    date: 'Mon, 24 Mar 2025 18:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Geachte heer De Vries,

Uw bevestigingscode voor het wijzigen van uw telefoonnummer is: 772 019

Deze code is 10 minuten geldig. Rekeningnummer NL91 ORAN 0417 1643 00.

Met vriendelijke groet,
Oranjebank N.V., Bijlmerplein 888, 1102 MG Amsterdam
`,
    expect: { code: '772019', verificationLink: null },
  },
  {
    file: 'es-newsletter-numbers.eml',
    from: 'Supermercado Díaz <ofertas@superdiaz.test>',
    subject: 'Ofertas de la semana',
    date: 'Mon, 24 Mar 2025 19:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    html: `<html><body>
<h1>Ofertas de la semana</h1>
<table><tr><td style="font-size:36px;font-weight:bold">2x1</td><td>en yogures</td></tr>
<tr><td style="font-size:36px;font-weight:bold">1,99 €</td><td>aceite de oliva 1 L</td></tr>
<tr><td style="font-size:36px;font-weight:bold">3000</td><td>tiendas en España</td></tr></table>
<p>Código postal de tu tienda: 28013 · Atención al cliente 900 555 101</p>
<p><a href="https://superdiaz.test/baja?u=71">Darse de baja</a></p>
</body></html>`,
    expect: { code: null, verificationLink: null },
  },
];
