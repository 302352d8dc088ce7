// Fourth held-out batch (corpus/heldout4, files h4-*), part c: verification links, and mail with a code and a link.
// Written on 2026-11-26 by an author who had not read the extractor's rules, from how real services word
// their mail. Frozen: src/heldout-frozen.test.ts hashes corpus/heldout4. Do not edit or tune against these.
import { button, href, layout, socialIcons } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', ...m });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

const tracked = 'https://click.sendwave.test/ls/click?upn=u001.Zx9kQ2-2Bp7&sig=a81f0c';
const join = 'https://app.crewboard.test/invitations/inv_8Hq2LmX0/accept?ref=email';
const paperlane = 'https://paperlane.test/auth/magic?token=pl_4f9a0c1e7b2d48e6a3f5&email=dana%40throwbox.test';
const activate = 'https://my.solvent.test/activate/9c41e8b2-77aa-4f0e-b1d3-5e6f7a8b9c0d';
const newEmail = 'https://accounts.hiveroom.test/email/confirm-change?t=ec_ZmFrZS10b2tlbi0xMjM0';
const plainOnly = 'https://lists.tinkerforum.test/confirm/1f6a2b/8c0e44d91a';
const driftpost = 'https://driftpost.test/login/callback?otl=dp_Rk3m9Qw2Zt7x';

export default [
  mail({
    family: 'links', file: 'h4-brewcrate-tracked-confirm.eml', from: 'Brewcrate <hello@brewcrate.test>',
    subject: 'Please confirm your subscription', date: at('07:07'),
    text: `Please confirm your subscription to the Brewcrate Monthly:\n\n${tracked}\n\nIf you didn't sign up, ignore this message and you won't hear from us.\n\nBrewcrate, 15 Allen St, Portland, ME 04101\n`,
    html: layout({ title: 'Confirm', brand: 'Brewcrate', accent: '#92400e', pre: 'One click and you are in',
      body: `<h2>One more step</h2><p>Tap the button to confirm you want the Brewcrate Monthly: tasting notes, 15% member pricing and early access to limited releases.</p>
${button(tracked, 'Yes, subscribe me', '#92400e')}
<p style="font-size:13px;">If you didn't sign up, ignore this message and you won't hear from us.</p>`,
      footer: `Brewcrate, 15 Allen St, Portland, ME 04101<br>${socialIcons('brewcrate', ['instagram', 'facebook'])}`,
      pixelUrl: 'https://click.sendwave.test/wf/open?upn=u001.Zx9kQ2&o=1' }),
    expect: linkOnly(tracked),
  }),
  mail({
    family: 'links', file: 'h4-paperlane-magic-plain.eml', from: 'Paperlane <login@paperlane.test>',
    subject: 'Your Paperlane sign-in link', date: at('07:09'), transfer: '7bit',
    text: `Hi,

Click the link below to sign in to Paperlane. It can only be used once and expires in 15 minutes.

${paperlane}

Requested from Chrome on macOS, near Toronto, Canada.

If you didn't request this, you can ignore this email. Someone may have typed your address by mistake.

Paperlane · https://paperlane.test · 20 Bay St, Toronto, ON M5J 2N8
`,
    expect: linkOnly(paperlane),
  }),
  mail({
    family: 'links', file: 'h4-crewboard-invitation.eml', from: 'Crewboard <notifications@crewboard.test>',
    subject: 'Lena Vogt invited you to join Northwind Ops on Crewboard', date: at('07:11'),
    html: layout({ title: 'Invitation', brand: 'Crewboard', accent: '#4f46e5', home: 'https://crewboard.test',
      body: `<p><img src="https://cdn.crewboard.test/avatars/lv.png" width="40" alt="" style="border-radius:20px;"> <b>Lena Vogt</b> (lena@northwind.test) has invited you to the <b>Northwind Ops</b> workspace.</p>
<p>Crewboard is where Northwind Ops plans sprints, tracks incidents and shares runbooks. 14 people are already there.</p>
${button(join, 'Join Northwind Ops', '#4f46e5')}
<p style="font-size:13px;">This invitation expires on December 3, 2026. <a href="https://crewboard.test/about">Learn more about Crewboard</a> · <a href="https://crewboard.test/help/invitations">Why did I get this?</a></p>`,
      footer: 'Crewboard, Inc. · 548 Market St #90012 · San Francisco, CA 94104 · <a href="https://crewboard.test/email-settings">Email preferences</a>' }),
    expect: linkOnly(join),
  }),
  mail({
    family: 'links', file: 'h4-solvent-activate.eml', from: 'Solvent Accounting <welcome@solvent.test>',
    subject: 'Activate your Solvent trial', date: at('07:13'),
    text: `Welcome to Solvent!\n\nActivate your 30-day trial here: ${activate}\n\nNeed help? Book a free onboarding call: https://solvent.test/onboarding\n\nSolvent Software Pty Ltd · ABN 51 824 753 556 · Level 3, 18 Bridge St, Sydney NSW 2000\n`,
    html: layout({ title: 'Activate', brand: 'Solvent', accent: '#059669',
      body: `<h1 style="font-size:24px;">Welcome to Solvent!</h1><p>Your 30-day trial is ready. Invoices, payroll and BAS in one place.</p>
${button(activate, 'Activate account', '#059669')}
<p>Need help? <a href="https://solvent.test/onboarding">Book a free onboarding call</a> or read our <a href="https://solvent.test/guides/getting-started">getting started guide</a>.</p>`,
      footer: 'Solvent Software Pty Ltd · ABN 51 824 753 556 · Level 3, 18 Bridge St, Sydney NSW 2000<br><a href="https://solvent.test/unsubscribe?e=8812">Unsubscribe</a>' }),
    expect: linkOnly(activate),
  }),
  mail({
    family: 'links', file: 'h4-hiveroom-email-change.eml', from: 'Hiveroom Accounts <accounts@hiveroom.test>',
    subject: 'Is this your new email address?', date: at('07:15'),
    html: layout({ title: 'New email', brand: 'Hiveroom', accent: '#ca8a04',
      body: `<p>Hi Tomás,</p><p>You asked to change the email on your Hiveroom account from t***@mailbox.test to this address.</p>
<p>If that's right, let us know:</p>
${button(newEmail, 'Yes, this is my new address', '#ca8a04')}
<p>Didn't ask for this? <a href="https://accounts.hiveroom.test/security/lock?t=lk_91ab">Lock your account</a> and contact support.</p>`,
      footer: 'Hiveroom Ltd · 1 Grand Canal Sq · Dublin 2, D02 P820 · Ireland' }),
    expect: linkOnly(newEmail),
  }),
  mail({
    family: 'links', file: 'h4-tinkerforum-plain-brackets.eml', from: 'Tinkerforum mailing list <tinker-request@lists.tinkerforum.test>',
    subject: 'Tinkerforum: confirm subscription request', date: at('07:17'), transfer: '7bit',
    text: `Mailing list subscription confirmation notice for mailing list Tinker-Talk

We have received a request from 203.0.113.54 for subscription of your
email address, "inbox-7f3k2q@throwbox.test", to the tinker-talk@lists.tinkerforum.test
mailing list.  To confirm that you want to be added to this mailing
list, simply reply to this message, keeping the Subject: header intact.
Or visit this web page:

    <${plainOnly}>

If you do not wish to be subscribed to this list, please simply
disregard this message.  If you think you are being maliciously
subscribed to the list, or have any other questions, send them to
tinker-owner@lists.tinkerforum.test.
`,
    expect: linkOnly(plainOnly),
  }),
  mail({
    family: 'links', file: 'h4-driftpost-login.eml', from: 'Driftpost <no-reply@driftpost.test>',
    subject: 'Log in to Driftpost', date: at('07:19'),
    html: `<!doctype html><html><body style="background:#fafaf9;font-family:Georgia,serif;">
<div style="max-width:480px;margin:40px auto;background:#fff;padding:32px;border-top:4px solid #111;">
<p style="font-size:20px;">Log in to <i>Driftpost</i></p>
<p>Here's the link you asked for. It expires in 15 minutes and works once.</p>
<p><a href="${href(driftpost)}" style="color:#111;font-weight:bold;">Log in as wanderer@throwbox.test →</a></p>
<p style="font-size:13px;color:#78716c;">Read this week's issue: <a href="https://driftpost.test/p/issue-211">"Slow trains across the Balkans"</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;"><p style="font-size:11px;color:#a8a29e;">Driftpost · 548 Market St PMB 72296, San Francisco, CA 94104 · <a href="https://driftpost.test/account/unsubscribe">Unsubscribe</a></p>
</div></body></html>`,
    expect: linkOnly(driftpost),
  }),
];
