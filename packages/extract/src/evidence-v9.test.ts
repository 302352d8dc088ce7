import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 9, each written against the development mail of its family
// (corpus/dev, dv8-*), none against held-out mail. Each case with an answer, and each link or code given as none,
// fails under version 8; the other cases are their twins, which the new evidence must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;
const link = (subject: string, text: string, html = ''): string | null => run(subject, text, html).verificationLink;

describe('alphanumeric codes in two groups or in mixed case', () => {
  it('reads two equal groups alone in their line as one code, and a mixed-case code after its label', () => {
    const text =
      'Enrol your security key\n\nEnter this enrolment code in the Nimbus desktop app:\n\nQ4ZP8 MWT3J\n\nIt expires in 15 minutes.\n';
    expect(code('Enrol your security key', text)).toBe('Q4ZP8MWT3J');
    expect(code('Tallowby security code', 'Someone is signing in.\n\nSecurity code: Hr4nT9bZ\n\nValid for 10 minutes.\n')).toBe('Hr4nT9bZ');
  });

  it('not words with a number, groups in a sentence, nor a mixed-case promo code', () => {
    expect(code('Your code', 'Security code: iPhone15Pro\n')).toBeNull();
    expect(code('Enrol your key', 'Model ABC12 DEF34 ships with firmware 2.1.\n')).toBeNull();
    expect(code('A little something', 'Here is 20% off.\n\nPromo code: Sv8kQ2xL\n\nEnter it at checkout.\n')).toBeNull();
  });
});

describe('links: an address written out to be typed, an "or open this link" line, a setting turned off', () => {
  it('gives no link for "go to <site>/activate and enter:" but keeps the code', () => {
    const html =
      '<p>Go to <a href="https://tessera.test/activate">tessera.test/activate</a> on your phone and enter:</p><p style="font-size:26px;font-weight:700">K3WP-8NRT-2QZD</p><p>This code expires in 30 minutes.</p>';
    expect(run('Link your TV to Tessera', '', html)).toMatchObject({ code: 'K3WP-8NRT-2QZD', verificationLink: null });
    // A written-out address that carries a token is still the link.
    const token = '<p>Confirm your email: <a href="https://q.test/verify?t=Zx81Qm2Lp9">https://q.test/verify?t=Zx81Qm2Lp9</a></p>';
    expect(link('Verify your email', '', token)).toBe('https://q.test/verify?t=Zx81Qm2Lp9');
  });

  it('reads a longer "Or open this link …:" before a text URL beside a code, not "Or read our guide:"', () => {
    const text =
      "Your verification code: 418293\n\nOr open this link on the device where you're signing up:\nhttps://q.test/v/418293?uid=u_31\n";
    expect(link('Quillstone verification code', text)).toBe('https://q.test/v/418293?uid=u_31');
    const help = 'Your verification code: 418293\n\nOr read our guide to keeping your account safe:\nhttps://q.test/safety/guide\n';
    expect(link('Quillstone verification code', help)).toBeNull();
  });

  it('a report that a setting was turned off is a notice: its "Check activity" button verifies nothing', () => {
    const html =
      '<p style="font-size:22px">2-Step Verification turned off</p><p>2-Step Verification is now off for your account.</p><p><a href="https://acct.test/notifications?e=2sv_off&rfn=77" style="padding:12px 26px">Check activity</a></p>';
    expect(link('Security alert: 2-Step Verification turned off', '', html)).toBeNull();
  });
});

describe('codes read from the lines around them', () => {
  it('a lone value under a short heading with "copy the number above into …" below', () => {
    const html =
      '<h2>Almost there</h2><p style="font-size:32px;font-weight:700">072941</p><p>Copy the number above into Fernway to finish creating your account.</p>';
    expect(code('Almost there', '', html)).toBe('072941');
    const es =
      '<h2>Ya casi está</h2><p style="font-size:32px;font-weight:700">184027</p><p>Copia el número de arriba en Casona para terminar de crear tu cuenta.</p>';
    expect(code('Ya casi está', '', es)).toBe('184027');
    const quote =
      '<h2>Almost there</h2><p style="font-size:32px;font-weight:700">582014</p><p>Quote the number above when you call us about your delivery.</p>';
    expect(code('Almost there: your sofa ships soon', '', quote)).toBeNull();
  });

  it('"activate your account with" ⏎ a lone value, not "take 15% off with"', () => {
    const text =
      'Welcome!\nOne last step: activate your account with\n\n592730\n\n(type it where you signed up)\n\nHELLO15 gets you 15% off.\n';
    expect(code('Welcome to Sprout', text)).toBe('592730');
    expect(
      code('Welcome to Sprout', 'Welcome!\nHere is your gift: take 15% off your first box with\n\n482610\n\n(enter it at checkout)\n'),
    ).toBeNull();
  });

  it('a verb-opened code under a one-sentence step heading that mentions an offer', () => {
    const html =
      '<p>Here’s 15% off with code <b>HELLO15</b>.</p><p>One last step: confirm your email to activate your account and offer.<br>Enter <span style="font-size:24px;font-weight:bold">904512</span> on the page where you signed up.</p><p>Basket $54.00</p>';
    expect(code('Welcome! Here’s 15% off + one last step', '', html)).toBe('904512');
  });

  it('an order lookup code whose next sentence says it lasts minutes, not the order number', () => {
    const text =
      'You asked to see order #51027736 as a guest.\n\nTo open it, enter 290471 on the order lookup page. For your security this works for 20 minutes only.\n\nOrder #51027736\nItems: 2   Total: 54,80 EUR\n';
    expect(code('Your order #51027736', text)).toBe('290471');
    const status = 'Thanks for your order.\n\nTo check its status, enter your order number 51027736 on the order lookup page.\n';
    expect(code('Your order #51027736 is confirmed', status)).toBeNull();
  });

  it('an SMS-style "<Brand>: <code> is valid until …", not "<Brand>: ticket <n> is valid until …"', () => {
    expect(code('Wombat', 'Wombat: 603184 is valid until 09:10 UTC on 12/05/2026.\nRequest ID: 55120-WB.\n')).toBe('603184');
    expect(code('Tramlink', 'Tramlink: ticket 550917 is valid until 14:35 UTC on 03/04/2026.\n')).toBeNull();
  });

  it('a parcel locker pickup code is no code', () => {
    expect(
      code(
        'Your parcel is ready to collect',
        'Your parcel is in the locker.\n\nPickup code: 731905\n\nEnter it on the locker screen within 72 hours.\n',
      ),
    ).toBeNull();
    expect(code('Ihre Sendung liegt bereit', 'Abholcode: 583920\nGeben Sie den Abholcode am Automaten ein. Gültig 7 Tage.\n')).toBeNull();
  });
});

describe('an "Or … link:" lead-in offers a way to verify, not a link to pass on or install from', () => {
  const mail = (lead: string) =>
    extract({
      subject: 'Zorp verification code',
      text: `Your Zorp verification code is 482913\n\nIt expires in 10 minutes.\n\n${lead}\nhttps://zorp.test/r?ref=ab12cd34ef56\n`,
      html: '',
    });
  it('keeps the link offered instead of the code, and refuses a referral and an app download', () => {
    expect(mail('Or open this link in the Zorp app on your phone:').verificationLink).toBe('https://zorp.test/r?ref=ab12cd34ef56');
    expect(mail('Or forward this link to a friend and you both get credit:').verificationLink).toBeNull();
    expect(mail('Or get the Zorp app on your phone with this link:').verificationLink).toBeNull();
    expect(mail('Oder teile diesen Link mit deinen Freunden:').verificationLink).toBeNull();
  });
});
