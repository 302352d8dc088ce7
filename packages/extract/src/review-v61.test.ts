import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of version 61 (fresh eyes; 345 probes and two sweeps of the dev mail's links): each case here was answered
// wrongly by version 61 (or, for the gaps, by versions 60 and 61 alike) and is answered rightly by version 62. A case names
// the code or the link it wants; a null wants none.
const T = 'Wq8Lm2Xr5Tz9Kc3Vb7Ny';
const foot = '<p><a href="https://www.example.com/help">Help</a> · <a href="https://www.example.com/privacy">Privacy</a></p>';
const button = (href: string, label: string, before = '', after = '') =>
  `<html><body>${before}<table><tr><td><a href="${href}" style="padding:12px 24px;background:#075">${label}</a></td></tr></table>${after}</body></html>`;
interface Probe {
  id: string;
  s: string;
  t?: string;
  h?: string;
  code?: string | null;
  link?: string | null;
}
const PROBES: Probe[] = [
  // F1 storyHeadline
  {
    id: 'F1a',
    s: 'Confirm your email address',
    t: `Hi,\n\nClick here to confirm this email address:\nhttps://app.example.com/r/${T}\n`,
    h: `<p>Hi,</p><p><a href="https://app.example.com/r/${T}">Click here to confirm this email address</a></p>`,
    link: `https://app.example.com/r/${T}`,
  },
  {
    id: 'F1b',
    s: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    t: '',
    h: `<p>Hallo Herr Müller,</p><p>vielen Dank für Ihre Registrierung.</p><p><a href="https://konto.example.de/email/bestaetigen?t=${T}">Klicken Sie hier, um Ihre E-Mail-Adresse zu bestätigen</a></p>${foot}`,
    link: `https://konto.example.de/email/bestaetigen?t=${T}`,
  },
  {
    id: 'F1c',
    s: 'Confirmez votre adresse e-mail',
    t: '',
    h: `<p>Bonjour Marie,</p><p>Merci pour votre inscription.</p><p><a href="https://compte.example.fr/c/${T}">Cliquez ici pour confirmer votre adresse e-mail</a></p>${foot}`,
    link: `https://compte.example.fr/c/${T}`,
  },
  {
    id: 'F1d',
    s: 'You have been invited',
    t: '',
    h: `<p>Priya Shah invited you to Marketing Team on Acme.</p><p><a href="https://app.example.com/x/${T}">Accept the invitation from Priya Shah to join Marketing Team</a></p>${foot}`,
    link: `https://app.example.com/x/${T}`,
  },
  // F2 routed
  {
    id: 'F2a',
    s: 'Verify your email',
    t: `Please verify your email address by opening this link:\nhttps://app.example.com/?token=${T}#/verify-email\n`,
    link: `https://app.example.com/?token=${T}#/verify-email`,
  },
  {
    id: 'F2b',
    s: 'Reset your password',
    t: `You asked to reset your password. Use the link below:\nhttps://portal.example.com/index.html?lang=en&key=${T}#!/reset-password\n`,
    link: `https://portal.example.com/index.html?lang=en&key=${T}#!/reset-password`,
  },
  {
    id: 'F2c',
    s: 'Activate your account',
    t: `Activate your account:\nhttps://portal.example.com/activate/${T}#/home\n`,
    link: `https://portal.example.com/activate/${T}#/home`,
  },
  // F3 sole button address
  {
    id: 'F3a',
    s: 'How was your order from Bloom & Wild?',
    t: `Hi Sam, we hope you love your flowers. Tell us how we did - it only takes a minute.\n\nWrite a review: https://reviews.example.com/invitation/${T}\n`,
    h: button(
      `https://reviews.example.com/invitation/${T}`,
      'Write a review',
      '<p>Hi Sam, we hope you love your flowers. Tell us how we did - it only takes a minute.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F3b',
    s: 'Your payment to Thames Water',
    t: `You paid £42.10 to Thames Water on 12 June. Payment reference 55102934.\n\nView payment: https://pay.example.com/payments/confirmation/${T}\n`,
    h: button(
      `https://pay.example.com/payments/confirmation/${T}`,
      'View payment',
      '<p>You paid £42.10 to Thames Water on 12 June. Payment reference 55102934.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F3c',
    s: 'Your offer from Northwind Ltd',
    t: `Congratulations! Northwind is pleased to offer you the role of Data Analyst, starting 1 July, at £42,000 per year.\n\nView offer: https://jobs.example.com/offers/accept?token=${T}\n`,
    h: button(
      `https://jobs.example.com/offers/accept?token=${T}`,
      'View offer',
      '<p>Congratulations! Northwind is pleased to offer you the role of Data Analyst, starting 1 July, at £42,000 per year.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F3d',
    s: 'Your appointment on Tuesday 14 June',
    t: `Dr Patel, 10:40, Riverside Surgery, 3 Mill Lane, OX1 2AB.\n\nManage appointment: https://appointments.example.com/confirm-attendance?token=${T}\n`,
    h: button(
      `https://appointments.example.com/confirm-attendance?token=${T}`,
      'Manage appointment',
      '<p>Dr Patel, 10:40, Riverside Surgery, 3 Mill Lane, OX1 2AB.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F3e',
    s: 'Ihre Zahlung ist eingegangen',
    t: `Guten Tag, wir haben Ihre Zahlung über 42,10 € am 12.06.2025 erhalten.\n\nBeleg ansehen: https://zahlung.example.de/zahlung/bestaetigung/${T}\n`,
    h: button(
      `https://zahlung.example.de/zahlung/bestaetigung/${T}`,
      'Beleg ansehen',
      '<p>Guten Tag, wir haben Ihre Zahlung über 42,10 € am 12.06.2025 erhalten.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F3f',
    s: 'Priya shared "Q3 plan" with you',
    t: `Priya Shah shared a document with you: Q3 plan.\n\nOpen: https://docs.example.com/share/accept?t=${T}\n`,
    h: button(`https://docs.example.com/share/accept?t=${T}`, 'Open', '<p>Priya Shah shared a document with you: Q3 plan.</p>', foot),
    link: null,
  },
  // F4 OTHERS_CHECK
  {
    id: 'F4a',
    s: 'Please verify your Single Sender',
    t: `You added jane@shop.example as a sender. Verify it so recipients can check your emails are legitimate:\nhttps://app.sendmail.example/senders/verify?token=${T}\n`,
    h: button(
      `https://app.sendmail.example/senders/verify?token=${T}`,
      'Verify Single Sender',
      '<p>You added jane@shop.example as a sender. Verify it so recipients can check your emails are legitimate.</p>',
      foot,
    ),
    link: `https://app.sendmail.example/senders/verify?token=${T}`,
  },
  {
    id: 'F4b',
    s: 'Verify your email',
    t: `Verify your email address so anyone you share files with can check it's really you:\nhttps://account.example.com/verify-email?token=${T}\n`,
    link: `https://account.example.com/verify-email?token=${T}`,
  },
  {
    id: 'F4c',
    s: 'Activate your digital ID',
    t: `Your digital ID is ready. Activate it now so banks, landlords and employers can verify your identity in seconds:\nhttps://id.example.com/activate?token=${T}\n`,
    link: `https://id.example.com/activate?token=${T}`,
  },
  // F5 near verb
  {
    id: 'F5a',
    s: 'Your order has shipped',
    t: 'Good news! To track your order on our website, enter\n\n4821907\n\nin the tracking box. Delivery expected Thu 12 June.\n',
    code: null,
  },
  {
    id: 'F5b',
    s: 'Your booking at Pets Spa',
    t: 'Your booking for Rex is confirmed for Sat 14 June, 10:00.\nTo change your booking online, enter\n\n    6  1  0  4  2  9\n\non the booking page with your surname.\n',
    code: null,
  },
  {
    id: 'F5c',
    s: 'Your school lunch account',
    t: "Top up your child's lunch account online. For the pupil reference, enter\n\n  2 2 8 1 9 0\n\nat schoolpay.example.com.\n",
    code: null,
  },
  // F6 EXPIRES
  {
    id: 'F6a',
    s: 'Your boarding pass',
    t: 'Your boarding pass is ready. Use it in the next 2 hours at security.\nBooking ref: K7QP42\n',
    h: button(
      `https://air.example.com/bp/${T}`,
      'Open boarding pass',
      '<p>Your boarding pass is ready. Use it in the next 2 hours at security.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F6b',
    s: 'Your free trial credit',
    t: 'We added $20 of credit to your account. Use it in the next 72 hours before it disappears.\n',
    h: button(
      'https://app.example.com/credits?ref=email&cid=8f3a9c2e71b04d5e',
      'Use my credit',
      '<p>We added $20 of credit to your account. Use it in the next 72 hours before it disappears.</p>',
      foot,
    ),
    link: null,
  },
  // F7 intent words
  {
    id: 'F7a',
    s: "We couldn't sign you in",
    t: 'Someone tried to sign in to your account with a wrong password 5 times.\nIf this was you, you can try again in 30 minutes.\n',
    h: button(
      `https://app.example.com/security/review?event=${T}`,
      'Review activity',
      '<p>Someone tried to sign in to your account with a wrong password 5 times.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F7b',
    s: 'Let us sign you in faster',
    t: 'Passkeys are here. Set one up and we will sign you in with your fingerprint.\n',
    h: button(`https://app.example.com/settings/passkeys/new?src=${T}`, 'Set up a passkey', '<p>Passkeys are here.</p>', foot),
    link: null,
  },
  {
    id: 'F7c',
    s: 'Authorize your browser for push notifications',
    t: 'Stay up to date: allow notifications in your browser.\n',
    h: button(
      `https://news.example.com/push/enable?s=${T}`,
      'Turn on notifications',
      '<p>Stay up to date: allow notifications in your browser.</p>',
      foot,
    ),
    link: null,
  },
  {
    id: 'F7d',
    s: 'Approve the new browser extension',
    t: 'Your admin asked you to approve the new company browser extension for Acme Passwords.\n',
    h: button(
      `https://admin.example.com/extensions/review?id=${T}`,
      'Review extension',
      '<p>Your admin asked you to approve the new company browser extension.</p>',
      foot,
    ),
    link: null,
  },
  // F8 will finish / identity heading
  {
    id: 'F8a',
    s: 'Welcome to PureGym',
    t: 'Your membership number is 55102934. Keep it handy — 55102934 will complete your registration at the front desk on your first visit.\n',
    code: null,
  },
  {
    id: 'F8b',
    s: 'Your policy documents',
    t: 'Identity check\n\nWhen you call us, we will ask you to confirm your identity. Have this number ready:\n\n4821907\n\nLines are open 8am to 8pm.\n',
    h: '<h2>Identity check</h2><p>When you call us, we will ask you to confirm your identity. Have this number ready:</p><p>4821907</p><p>Lines are open 8am to 8pm.</p>',
    code: null,
  },
  {
    id: 'F8c',
    s: 'Two-factor authentication enabled',
    t: 'Two-factor authentication is now on for your account.\nBackup code set: bkp-4821\nStore your backup codes safely.\n',
    code: null,
  },

  // Gaps of the classes version 61 aimed at, mended too.
  {
    id: 'G2',
    s: 'Almost there',
    t: 'Almost there. 290418 will get you into your Brightloop account. Put it in the app in the next 10 minutes.\n',
    code: '290418',
  },
  { id: 'G3', s: 'Almost there', t: 'Almost there. 290418 will sign you in to Brightloop. It stops working at 18:10.\n', code: '290418' },
  {
    id: 'G7',
    s: 'Your app login',
    t: 'Two ways in:\n\n- Enter this passcode in the app: 771520\n- Or open this link on your mobile device:\n  https://m.fitloop.example/login/email?token=fl_Tq8Wm3Zr5Kc2\n',
    code: '771520',
    link: 'https://m.fitloop.example/login/email?token=fl_Tq8Wm3Zr5Kc2',
  },
];

describe('review of version 61', () => {
  it.each(PROBES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t ?? '', html: p.h ?? '' });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
  });
});
