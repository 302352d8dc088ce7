import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of versions 65 and 66 (fresh eyes; 144 probes and three sweeps over the dev mail, 4,511 runs): each case
// here was answered wrongly by version 66 and is answered rightly by version 67 (generated from the review's findings,
// /work/review66/final.mjs). A case names the code or the link it wants; a null wants none. Findings left open are in
// docs/extraction.md.
interface Probe {
  id: string;
  s: string;
  t: string;
  h: string;
  code?: string | null;
  link?: string | null;
}
const PROBES: Probe[] = [
  {
    id: 'redir-url-token',
    s: 'Sign in to Acme',
    t: '',
    h: '<p>Click below to sign in. This link expires in 15 minutes.</p><p><a href="https://acme.io/l/?token=ab12cd34ef56gh78&url=https://acme.io/dashboard">Sign in to Acme</a></p>',
    link: 'https://acme.io/l/?token=ab12cd34ef56gh78&url=https://acme.io/dashboard',
  },
  {
    id: 'redir-target-token',
    s: 'Verify your email',
    t: '',
    h: '<p>Please verify your email address.</p><p><a href="https://acme.io/v/?t=ab12cd34ef56gh78&target=https%3A%2F%2Facme.io%2Fwelcome">Verify email</a></p>',
    link: 'https://acme.io/v/?t=ab12cd34ef56gh78&target=https%3A%2F%2Facme.io%2Fwelcome',
  },
  {
    id: 'redir-dest-token',
    s: 'Reset your password',
    t: '',
    h: '<p>Reset your password using the link below. It expires in 1 hour.</p><p><a href="https://id.acme.io/r/?key=ab12cd34ef56gh78&dest=https://app.acme.io/settings">Reset password</a></p>',
    link: 'https://id.acme.io/r/?key=ab12cd34ef56gh78&dest=https://app.acme.io/settings',
  },
  {
    id: 'redir-url-magic2',
    s: 'Your magic link',
    t: '',
    h: '<p>Hi Sam, here is your sign-in link. It expires in 10 minutes and can be used once.</p><p><a href="https://app.notely.io/m/?code=Xk29dLs0aP3q7Z&url=https%3A%2F%2Fapp.notely.io%2Fnotes">Log in to Notely</a></p>',
    link: 'https://app.notely.io/m/?code=Xk29dLs0aP3q7Z&url=https%3A%2F%2Fapp.notely.io%2Fnotes',
  },
  {
    id: 'redir-url-invite',
    s: 'You have been invited to Acme',
    t: '',
    h: '<p>Dana invited you to join the Design team on Acme.</p><p><a href="https://acme.io/i/?invite=ab12cd34ef56gh78&target=https://acme.io/team/design">Accept invitation</a></p>',
    link: 'https://acme.io/i/?invite=ab12cd34ef56gh78&target=https://acme.io/team/design',
  },
  {
    id: 'news-plans',
    s: 'Weekly digest',
    t: '',
    h: '<p><a href="https://news.example.com/story/9912">Government plans to verify digital IDs for all citizens</a></p><p>Read more stories in the app.</p>',
    link: null,
  },
  {
    id: 'news-adds',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">Visa adds new step to confirm online card payments in Europe</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-requires1',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">New law requires banks to verify every payee name from October</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-takes',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">Regulator takes aim at apps that verify identity with selfies</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-sets',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">UK sets deadline for firms to verify company directors</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-moves',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">Meta moves to verify all advertisers in the EU next year</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-orders',
    s: 'The Ledger – Monday',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">Court orders exchange to verify all customer accounts again</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-plans2',
    s: 'Morning Briefing',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">Airline plans to verify passengers with facial scans at gates</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'news-pushes',
    s: 'Morning Briefing',
    t: '',
    h: '<h2>This week</h2><p><a href="https://news.example.com/story/9912">EU pushes platforms to verify ages of all their young users</a></p><p>Thanks for reading The Ledger.</p><p><a href="https://news.example.com/unsubscribe">Unsubscribe</a></p>',
    link: null,
  },
  {
    id: 'expl-find-out',
    s: 'Verify your email',
    t: '',
    h: '<p>Please verify your email to finish setting up.</p><p><a href="https://acme.io/verify?token=ab12cd34ef56gh78">Find out more and verify</a></p>',
    link: 'https://acme.io/verify?token=ab12cd34ef56gh78',
  },
  {
    id: 'expl-learn-only',
    s: 'Verify your email',
    t: '',
    h: '<p>Thanks for joining.</p><p><a href="https://acme.io/verify-email?token=ab12cd34ef56gh78">Learn more & verify your email</a></p>',
    link: 'https://acme.io/verify-email?token=ab12cd34ef56gh78',
  },
  {
    id: 'apr-verify-session-review',
    s: 'Security alert: new session',
    t: '',
    h: '<p>A new session started on your account from Berlin.</p><p><a href="https://acme.io/security/sessions?id=ab12cd34ef56gh78">Verify session activity</a></p>',
    link: null,
  },
  {
    id: 'verify-session-settings',
    s: 'New login from Chrome on Mac',
    t: '',
    h: '<p>Your account was accessed from a new device in Madrid.</p><p><a href="https://acme.io/account/security?tab=devices&s=ab12cd34ef56gh78">Verify device list</a></p>',
    link: null,
  },
];

describe('review of version 66: links', () => {
  it.each(PROBES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t, html: p.h });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
  });
});
