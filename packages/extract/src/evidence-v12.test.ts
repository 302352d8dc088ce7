import { describe, expect, it } from '@jest/globals';
import { explainExtraction, extract } from './index.js';

// The structure added in extractor version 12, each written against the development mail of its family
// (corpus/dev, dv11-*), none against held-out mail. Each case with an answer, and each code or link given as none where
// version 11 gave one, fails under version 11; the other cases are their twins, which the new structure must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;
const link = (subject: string, text: string): string | null => run(subject, text).verificationLink;

describe('capitals alone under a sentence naming a verification code', () => {
  const mail = (first: string) =>
    `Quizly\n\n${first} Type it in the app under Settings > Account > Verify email.\n\nTRWQPX\n\nIt's valid for 1 hour.\n\nQuizly S.L., Calle Mayor 12, Madrid. NIF B-48291730.\n`;

  it('reads them as the code, and the NIF of the footer never as the only plausible one', () => {
    expect(code('Verify your email', mail('Here is your email verification code.'))).toBe('TRWQPX');
    expect(code('Verifica tu correo', mail('Aquí tienes tu código de verificación.'))).toBe('TRWQPX');
    const explained = explainExtraction({ subject: 'Verify your email', text: mail('Here is your email verification code.'), html: '' });
    const nif = explained.codeCandidates.find((c) => c.value === '48291730');
    expect(nif?.evidence.map((e) => e.kind)).toContain('looks-like-other-number');
    expect(nif?.evidence.map((e) => e.kind)).not.toContain('only-candidate');
  });

  it('not a booking reference or a discount code, nor capitals under a label in a later sentence', () => {
    expect(code('Your trip is booked', mail('Here is your booking reference.'))).toBeNull();
    expect(code('Welcome', mail('Here is your welcome discount code.'))).toBeNull();
    expect(code('Welcome', mail('Thanks for joining. Your verification code comes next.'))).toBeNull();
  });

  it('never counts a company number as the only plausible candidate of a verify-by-link mail', () => {
    const text = (reg: string) => `Please verify your email address: the code is in the app.\n\nQuizly GmbH · ${reg}\n`;
    const registers: ReadonlyArray<readonly [string, string]> = [
      ['HRB 218403 B', '218403'],
      ['KvK 68219437', '68219437'],
      ['Company no. 684217', '684217'],
    ];
    for (const [reg, value] of registers) {
      const explained = explainExtraction({ subject: 'Verify your email', text: text(reg), html: '' });
      expect(explained.code).toBeNull();
      const kinds = explained.codeCandidates.find((c) => c.value === value)?.evidence.map((e) => e.kind) ?? [];
      expect(kinds).not.toContain('only-candidate');
    }
  });
});

describe('the origin-bound one-time-code line of SMS autofill', () => {
  it('reads "@<host> #<code>" as the code, with " %<host>" too', () => {
    expect(code('Tandem', "Tandem: 552109\n\nDon't share this with anyone.\n\n@app.tandem.test #552109\n")).toBe('552109');
    expect(code('Ferno', 'Welcome back to Ferno.\n\n@ferno.test #740192\n')).toBe('740192');
    expect(code('Paybridge', 'Paybridge\n\n@pay.paybridge.test #K7QX2M %shop.marlow.test\n')).toBe('K7QX2M');
  });

  it('not a hashtag, a year, or such a line before the end of its part', () => {
    expect(code('See you there', 'Trailhead Run: bib 4821.\n\n@trailhead.test #2026\n')).toBeNull();
    expect(code('Order received', 'Crumb: order 48213 received.\n\n@crumb.test #crumbclub\n')).toBeNull();
    expect(code('Support', 'Ticket update.\n\n@help.zen.test #552109\n\nReply to reopen it.\n')).toBeNull();
  });
});

describe('a PIN and nothing more is a credential that lasts', () => {
  it("gives no code for a gift card's or a booking's PIN", () => {
    expect(code('Anna sent you a gift card', 'GIFT CARD NUMBER\n6035 1920 4471 8820\nPIN 5174 · Balance £25.00 · No expiry\n')).toBeNull();
    expect(code('Tarjeta regalo', 'Número de tarjeta: 6042 7719 3305 8841\nPIN: 3618\nSaldo: 20,00 €\n')).toBeNull();
    const booking =
      'Confirmation number: 4182.907.334\nPIN code: 4821\n\nYou need your confirmation number and PIN code to change your booking. Keep them private.\n';
    expect(code('Booking confirmed: Casa do Rio', booking)).toBeNull();
  });

  it('still reads a one-time, sign-in or short-lived PIN, and a PIN a code subject asks for', () => {
    expect(code('Approve your payment of £84.20', 'Your one-time PIN to approve this payment is 618204. It expires in 5 minutes.\n')).toBe(
      '618204',
    );
    expect(code('Zahlung freigeben', 'Ihre Einmal-PIN zur Freigabe der Zahlung: 604917\n\nSie ist 5 Minuten gültig.\n')).toBe('604917');
    expect(code('Your Tealeaf sign-in PIN', 'Your sign-in PIN: 5830\n\nIt works for 10 minutes. Keep it private.\n')).toBe('5830');
    expect(code('Your Lockbox PIN', 'Your PIN is 9072\n')).toBe('9072');
  });
});

describe('a negated condition in the line above a URL disowns it', () => {
  it('gives no link for "If you didn\'t turn on 2FA, reset your password at" ⏎ URL', () => {
    const text = (cond: string) =>
      `2FA is now on.\n\n${cond} reset your password right away at\nhttps://quarry.test/password/reset and contact us.\n`;
    expect(link('Two-factor authentication enabled', text("If you didn't turn on 2FA,"))).toBeNull();
    expect(
      link(
        'Uwierzytelnianie włączone',
        'Jeśli to nie Ty włączyłeś 2FA, zresetuj hasło od razu pod adresem\nhttps://warsztat.test/haslo/reset\n',
      ),
    ).toBeNull();
  });

  it('still gives a reset link under "reset your password at" or a condition that is not negated', () => {
    const url = 'https://quarry.test/password/reset?token=Rq82LmTx0Pz';
    expect(link('Reset your password', `To choose a new one, reset your password at\n${url}\n`)).toBe(url);
    expect(link('Password reset', `If you requested a password reset, set a new password at\n${url}\n`)).toBe(url);
    expect(link('Passwort zurücksetzen', `Du hast ein neues Passwort angefordert. Setze dein Passwort zurück unter\n${url}\n`)).toBe(url);
  });
});
