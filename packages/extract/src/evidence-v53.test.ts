import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 53, each written against the development mail of its class (corpus/dev, dv44-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A transaction's or an authorisation's label on a value the mail says lasts minutes; a receipt's stays a receipt's.
    [
      'Approve your plan change',
      'Your monthly bill goes from $40.00 to $55.00.\n\nAuthorization code: QRT-5512\n\nType the code into the app to finish. It works for 15 minutes.\n',
      'QRT-5512',
    ],
    ['Your receipt', 'Total: $23.40\nCard: Visa ending 4471\nAuthorization code: 083311\nKeep this receipt for returns.\n', null],
    // "enter the … code below" above a held thing's label.
    [
      'Exam booked: CERT-200, 4 May',
      'Fee paid: $90.00\nOn exam day, sign in and enter the session access code below.\n\n  Session access code: XKM-4410\n',
      'XKM-4410',
    ],
    ['Exam booked: CERT-200, 4 May', 'Fee paid: $90.00\nBring this to the test centre.\n\n  Booking code: XKM-4410\n', null],
    // "That is all you need to …" under a lone value.
    ['Confirm swap #884120', 'SWAPPY\n\n771204\n\nThat is all you need to confirm this swap. Expires in 10 min.\n', '771204'],
    // A Dutch or German compound number right before its value; a TAN and a phone number said in a sentence stay codes.
    ['Bevestig je e-mailadres', 'Bevestig je e-mailadres in de app.\n\nPolisnummer: 5531907\n', null],
    ['Ihre TAN', 'Ihre Transaktionsnummer: 771204. Sie ist 5 Minuten gültig.\n', '771204'],
    ['Uw code', 'Uw bevestigingscode voor het wijzigen van uw telefoonnummer is: 772 019\nDeze code is 10 minuten geldig.\n', '772019'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('reads Swedish and Norwegian signing in', () => {
    const sv = 'https://konto.example.test/logga-in?token=kv_7Lx0Vb3Nz8K';
    expect(run('Din inloggningslänk', 'Klicka på knappen för att logga in.', `<p><a href="${sv}">Logga in</a></p>`).verificationLink).toBe(
      sv,
    );
    const no = 'https://konto.example.test/logg-inn?token=nb_3Nz8Kp4Ws9d';
    expect(run('Logg inn', 'Trykk på knappen for å logge inn.', `<p><a href="${no}">Logg inn</a></p>`).verificationLink).toBe(no);
  });
  it('reads a Dutch compound number beside the link as no code', () => {
    const url = 'https://mijn.zorg.test/bevestigen?t=ZZ7f3a91c2e84b';
    const text = 'Bevestig je e-mailadres via de link hieronder. De link is 24 uur geldig.';
    const html = `<p>${text}</p><p><a href="${url}">Bevestigen</a></p><table><tr><td>Relatienummer:</td><td>40 118 772</td></tr></table>`;
    expect(run('Bevestig je e-mailadres', text, html)).toMatchObject({ code: null, verificationLink: url });
  });
  it('gives no link for a button that only shows something done', () => {
    const html =
      '<p>Your identity check is complete.</p><p><a href="https://app.example.test/verify/status?ref=mail">View verification status</a></p>';
    expect(run('Identity check complete', 'Your identity check is complete.', html).verificationLink).toBeNull();
    const receipt =
      '<p>Thanks.</p><p><a href="https://app.example.test/billing/confirmation/INV-2026-0041">View your payment confirmation</a></p>';
    expect(run('Your receipt', 'Thanks.', receipt).verificationLink).toBeNull();
    const verify = '<p>Confirm your address.</p><p><a href="https://app.example.test/verify?t=9f8e7d6c5b4a">Verify email</a></p>';
    expect(run('Confirm your email', 'Confirm your address.', verify).verificationLink).toBe(
      'https://app.example.test/verify?t=9f8e7d6c5b4a',
    );
  });
});
