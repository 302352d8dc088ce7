// Third held-out batch (corpus/heldout3, files h3-*), part d: verification links (confirm, accept an
// invitation, magic sign-in, tracked redirects, plain-text URLs) and mails with both a code and a link.
// Written on 2026-11-26 by an author who had not read the extraction rules; frozen
// (src/heldout-frozen.test.ts). Do not edit or tune against these mails.
import { button, codeBox, href, layout, socialIcons } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

const pinwheel = 'https://accounts.pinwheel.test/confirm-email?token=eyJ1aWQiOjQ4MjkxLCJlIjoiaW5ib3gifQ.Qm9mK2xw&utm_source=transactional';
const codeforge = 'https://codeforge.test/orgs/tandem-labs/invitation?via_email=1';
const notery = 'https://www.notery.test/loginwithemail?state=a7f3c2e19b&password=Yk2pQ8vR1mXz4T&isSignup=false';
const brewboxVerify = 'https://click.em.brewbox.test/ls/click?upn=u001.Jk2mQ9-2BxR7pT4w-3D-3D_vN8sLq0&t=1764152400';
const brewboxShop = 'https://click.em.brewbox.test/ls/click?upn=u001.Hh7tW2-2Fkq8Zs1-3D-3D_vN8sLq0&t=1764152400';
const brewboxUnsub = 'https://click.em.brewbox.test/ls/click?upn=u001.Pp3nX5-2Bcd0Ty4-3D-3D_vN8sLq0&t=1764152400';
const kiln = 'https://members.kilnforum.test/index.php?act=Reg&CODE=03&uid=48812&aid=9c1f0a7e5b2d4c68a1e0';
const rentory = 'https://rentory.test/e/v/8c1Fq2LmZ0?c=signup&lang=en-GB';
const fernbrook = 'https://fernbrook.us21.list-manage.test/subscribe/confirm?u=5e1f0b2c9d7a&id=a83c1e02f7&e=4b2c9a1d0e';
const quillnote = 'https://www.quillnote.test/auth/email-link?state=b81d04&token=hQ9cVb27LxPe';
const cobalt = 'https://app.cobalt.test/verify-email/9d3f6a1c-77b2-4c0e-a5d8-2e41b0c9f613';
const maple = 'https://maple.test/v/q8Zt3Kx1';
const ticketrail = 'https://id.ticketrail.test/signin/link?flow=ml_5Tq2Rk8w&redirect=%2Fmy-tickets';

const links = [
  mail({
    family: 'links', file: 'h3-pinwheel-confirm-email.eml', from: 'Pinwheel Shop <hello@pinwheel.test>',
    subject: 'Confirm your email address', date: at('13:30'),
    text: `Hi there,

Thanks for creating a Pinwheel account. Please confirm your email address so we can send you order updates:

${pinwheel}

Pinwheel Shop · 86 Wharf Road · London N1 7GR
Unsubscribe from marketing: https://pinwheel.test/unsubscribe?u=31c
`,
    html: layout({ title: 'Confirm your email address', brand: 'Pinwheel', accent: '#111827', pre: 'One click and you are in',
      body: `<h1 style="font-size:26px;margin:0 0 16px 0;">Confirm your email address</h1>
<p>Thanks for creating a Pinwheel account. Please confirm your email address so we can send you order updates.</p>
${button(pinwheel, 'Confirm email address', '#111827')}
<p style="font-size:13px;color:#6b7280;">New here? Take 10% off your first order with code WELCOME10.</p>`,
      footer: `${socialIcons('pinwheelshop', ['instagram', 'facebook'])}<br>Pinwheel Shop · 86 Wharf Road · London N1 7GR<br><a href="https://pinwheel.test/unsubscribe?u=31c">Unsubscribe</a>`,
      pixelUrl: 'https://pinwheel.test/_t/open/31c.gif' }),
    expect: linkOnly(pinwheel),
  }),
  mail({
    family: 'links', file: 'h3-codeforge-org-invitation.eml', from: 'Codeforge <noreply@codeforge.test>',
    subject: '[Codeforge] @mrivera has invited you to join the @tandem-labs organization', date: at('13:52'),
    text: `@mrivera has invited you to join the @tandem-labs organization on Codeforge. Head over to https://codeforge.test/tandem-labs to check out @tandem-labs's profile.

To join @tandem-labs, follow this link:

  ${codeforge}

Some helpful tips:
- If you get a 404 page, make sure you're signed in as kestrel92.
- Invitations expire after 7 days.

If you were not expecting this invitation, you can ignore this email. If @mrivera is sending you too many emails, you can block them by visiting https://codeforge.test/settings/blocked_users?block_user=mrivera or report abuse at https://codeforge.test/contact/report-abuse?report=mrivera
`,
    html: layout({ title: 'Invitation', brand: 'Codeforge', accent: '#0969da',
      body: `<p><strong>@mrivera</strong> has invited you to join the <strong>@tandem-labs</strong> organization on Codeforge.</p>
${button(codeforge, 'Join @tandem-labs')}
<p style="font-size:13px;">If you get a 404 page, make sure you're signed in as <strong>kestrel92</strong>. Invitations expire after 7 days.</p>
<p style="font-size:12px;color:#57606a;">If you were not expecting this invitation, you can ignore this email. If @mrivera is sending you too many emails, you can <a href="${href('https://codeforge.test/settings/blocked_users?block_user=mrivera')}">block them</a> or <a href="https://codeforge.test/contact/report-abuse?report=mrivera">report abuse</a>.</p>`,
      footer: 'Codeforge, Inc. · 88 Colin P Kelly Jr Street · San Francisco, CA 94107' }),
    expect: linkOnly(codeforge),
  }),
  mail({
    family: 'links', file: 'h3-notery-magic-link.eml', from: 'Notery <notify@mail.notery.test>',
    subject: 'Your Notery login link', date: at('14:11'),
    text: `Log in to Notery

Click the magic link below to log in.

${notery}

This link expires in 30 minutes. If you didn't try to log in, you can safely ignore this email.

Notery Labs, Inc. · 2300 Harrison St · San Francisco, CA 94110
`,
    html: layout({ title: 'Log in to Notery', brand: 'Notery', accent: '#37352f', bg: '#ffffff',
      body: `<h1 style="font-size:24px;margin:0 0 12px 0;">Log in to Notery</h1>
<p>Click the magic link below to log in.</p>
<p><a href="${href(notery)}" style="color:#2383e2;font-weight:600;">Click here to log in with this magic link</a></p>
<p style="font-size:13px;color:#787774;">This link expires in 30 minutes. If you didn't try to log in, you can safely ignore this email.</p>`,
      footer: 'Notery Labs, Inc. · 2300 Harrison St · San Francisco, CA 94110' }),
    expect: linkOnly(notery),
  }),
  mail({
    family: 'links', file: 'h3-brewbox-tracked-verify.eml', from: 'Brewbox <crew@em.brewbox.test>',
    subject: 'Verify your Brewbox account', date: at('14:35'),
    headers: [`List-Unsubscribe: <${brewboxUnsub}>`, 'X-SG-EID: Jk2mQ9xR7pT4wvN8sLq0'],
    text: `Welcome to Brewbox!

Your first box ships the day after you verify your account.

Verify my account ( ${brewboxVerify} )

Browse this month's roasts ( ${brewboxShop} )

Brewbox Coffee Co. · 415 N Milwaukee Ave · Chicago, IL 60654
Unsubscribe ( ${brewboxUnsub} )
`,
    html: layout({ title: 'Verify your Brewbox account', brand: 'Brewbox', accent: '#78350f',
      body: `<h1 style="font-size:26px;">Welcome to Brewbox!</h1>
<p>Your first box ships the day after you verify your account.</p>
${button(brewboxVerify, 'Verify my account', '#78350f')}
<p><a href="${href(brewboxShop)}">Browse this month's roasts →</a></p>`,
      footer: `Brewbox Coffee Co. · 415 N Milwaukee Ave · Chicago, IL 60654<br><a href="${href(brewboxUnsub)}">Unsubscribe</a>`,
      pixelUrl: 'https://click.em.brewbox.test/wf/open?upn=u001.oP4rT7_vN8sLq0' }),
    expect: linkOnly(brewboxVerify),
  }),
  mail({
    family: 'links', file: 'h3-kilnforum-plain-activate.eml', from: 'Kiln & Glaze Forum <admin@kilnforum.test>',
    subject: 'Kiln & Glaze Forum - Account activation', date: at('14:58'), transfer: '7bit',
    text: `Dear clayhands,

Thank you for registering at Kiln & Glaze Forum.

Before we can activate your account one last step must be taken to complete your registration.

To complete your registration, please visit this URL:

${kiln}

**** Does The Above URL Not Work? ****
If the link above does not work, try copying it into the address bar of your browser.

If you still have trouble, reply to this email and the board administrator will activate your account by hand.

Regards,

The Kiln & Glaze Forum team.
https://members.kilnforum.test/
`,
    expect: linkOnly(kiln),
  }),
  mail({
    family: 'links', file: 'h3-rentory-yes-my-email.eml', from: 'Rentory <welcome@rentory.test>',
    subject: 'Is this you, Tom?', date: at('15:20'), transfer: 'base64',
    text: `Is this you, Tom?

Tap below to confirm this is your email and start saving homes you like.

Yes, this is my email: ${rentory}

Get the app: https://apps.apple.test/app/rentory/id1488213 · https://play.google.test/store/apps/details?id=test.rentory
Help Centre: https://help.rentory.test
Rentory Ltd · 1 Canada Square · London E14 5AB
`,
    html: layout({ title: 'Is this you?', brand: 'Rentory', accent: '#00deb6',
      body: `<h1 style="font-size:28px;">Is this you, Tom?</h1>
<p>Tap below to confirm this is your email and start saving homes you like.</p>
${button(rentory, 'Yes, this is my email', '#00a88a')}
<p style="font-size:13px;"><a href="https://apps.apple.test/app/rentory/id1488213">App Store</a> · <a href="${href('https://play.google.test/store/apps/details?id=test.rentory')}">Google Play</a> · <a href="https://help.rentory.test">Help Centre</a></p>`,
      footer: 'Rentory Ltd · 1 Canada Square · London E14 5AB' }),
    expect: linkOnly(rentory),
  }),
  mail({
    family: 'links', file: 'h3-fernbrook-double-opt-in.eml', from: 'Fernbrook Journal <hello@fernbrook.test>',
    subject: 'Fernbrook Journal: Please Confirm Subscription', date: at('15:44'),
    text: `Fernbrook Journal

Please Confirm Subscription

Confirm your subscription to the Fernbrook Journal list:
${fernbrook}

If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.

For questions about this list, please contact:
hello@fernbrook.test
`,
    html: `<html><body style="background:#fafafa;font-family:Helvetica,Arial,sans-serif;">
<table align="center" width="600" style="background:#ffffff;border:1px solid #dddddd;">
<tr><td style="padding:30px;text-align:center;"><h2 style="color:#202020;">Fernbrook Journal</h2>
<h1 style="font-size:26px;color:#202020;">Please Confirm Subscription</h1>
<a href="${href(fernbrook)}" style="display:inline-block;background:#5d5d5d;color:#ffffff;padding:15px 30px;border-radius:3px;text-decoration:none;font-weight:bold;">Yes, subscribe me to this list.</a>
<p style="font-size:14px;color:#606060;">If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p style="font-size:12px;color:#606060;">For questions about this list, please contact:<br><a href="mailto:hello@fernbrook.test">hello@fernbrook.test</a></p>
</td></tr></table></body></html>`,
    expect: linkOnly(fernbrook),
  }),
];

const codeLink = [
  mail({
    family: 'code-link', file: 'h3-quillnote-link-or-code.eml', from: 'Quillnote <team@quillnote.test>',
    subject: 'Log in to Quillnote', date: at('16:02'),
    text: `Click the link below to log in to Quillnote:

${quillnote}

Or copy and paste this temporary login code: 482019

If you didn't request this, ignore this email.
`,
    html: layout({ title: 'Log in to Quillnote', brand: 'Quillnote', accent: '#2563eb',
      body: `<p>Click the button below to log in to Quillnote.</p>
${button(quillnote, 'Log in to Quillnote', '#2563eb')}
<p>Or copy and paste this temporary login code:</p>
${codeBox('482019', { size: 24, spacing: 2 })}
<p style="font-size:13px;color:#6b7280;">If you didn't request this, ignore this email.</p>`,
      footer: 'Quillnote GmbH · Rosenthaler Str. 40 · 10178 Berlin' }),
    expect: { code: '482019', verificationLink: quillnote },
  }),
  mail({
    family: 'code-link', file: 'h3-cobalt-button-or-app.eml', from: 'Cobalt <accounts@cobalt.test>',
    subject: 'Verify your email address', date: at('16:20'),
    text: `Verify your email address to finish setting up Cobalt.

Verify email: ${cobalt}

On your phone? Enter 836 204 in the Cobalt app instead.

Cobalt Money Ltd is authorised by the Financial Conduct Authority (FRN 912044). 1 Finsbury Avenue, London EC2M 2PF.
`,
    html: layout({ title: 'Verify your email address', brand: 'Cobalt', accent: '#1e3a8a',
      body: `<p>Verify your email address to finish setting up Cobalt.</p>
${button(cobalt, 'Verify email', '#1e3a8a')}
<p>On your phone? Enter <strong style="font-size:20px;letter-spacing:2px;">836 204</strong> in the Cobalt app instead.</p>`,
      footer: 'Cobalt Money Ltd is authorised by the Financial Conduct Authority (FRN 912044). 1 Finsbury Avenue, London EC2M 2PF.' }),
    expect: { code: '836204', verificationLink: cobalt },
  }),
  mail({
    family: 'code-link', file: 'h3-maple-plain-both.eml', from: 'Maple <hi@maple.test>',
    subject: 'Your Maple code', date: at('16:41'), transfer: '7bit',
    text: `Your code: 4471
Or open: ${maple}

Maple, 151 Front St W, Toronto ON M5J 2N1
`,
    expect: { code: '4471', verificationLink: maple },
  }),
  mail({
    family: 'code-link', file: 'h3-ticketrail-alnum-and-link.eml', from: 'Ticketrail <id@ticketrail.test>',
    subject: 'Sign in to Ticketrail', date: at('17:03'),
    text: `Sign in to Ticketrail

Sign in with one click: ${ticketrail}

Or enter this code on the sign-in page: K2F-9QD

Upcoming: Lumen Festival, Sat 12 Dec 2026, Gate B, Order #TR-55180342
Ticketrail BV · Keizersgracht 62 · 1015 CS Amsterdam
`,
    html: layout({ title: 'Sign in to Ticketrail', brand: 'Ticketrail', accent: '#9333ea',
      body: `<h1 style="font-size:24px;">Sign in to Ticketrail</h1>
${button(ticketrail, 'Sign in with one click', '#9333ea')}
<p>Or enter this code on the sign-in page:</p>
${codeBox('K2F-9QD', { size: 26, spacing: 3 })}
<p style="font-size:13px;color:#6b7280;">Upcoming: Lumen Festival, Sat 12 Dec 2026, Gate B, Order #TR-55180342</p>`,
      footer: 'Ticketrail BV · Keizersgracht 62 · 1015 CS Amsterdam' }),
    expect: { code: 'K2F-9QD', verificationLink: ticketrail },
  }),
];

export default [...links, ...codeLink];
