import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The review of extractor version 24: each defect a probe mail found (over-reach: a real code or a false link; under-reach:
// the same class in other words), with a twin the fix must not take away.
const code = (subject: string, text: string): string | null => extract({ subject, text, html: '' }).code;
const link = (subject: string, html: string): string | null => extract({ subject, text: '', html }).verificationLink;

describe("a code's own label after the failure word: the parenthesis repeats it", () => {
  it.each([
    ['Sign-in attempt', 'Your sign-in from a new device failed, so enter this one-time code to continue (code 482913).\n', '482913'],
    ['Your code', 'Your payment was declined; to retry, enter your verification code (code 4829).\n', '4829'],
    ['Your code', 'If the link failed, enter the code below (code 482913) in the app.\n', '482913'],
  ])('%s: %s', (subject, text, want) => expect(code(subject, text)).toBe(want));

  it.each([
    ['Export failed', 'Sending your verification code failed (code 4031). Try again later.\n'],
    ['Upload failed', 'Your upload failed: the file was rejected (code 4031).\n'],
  ])('twin: %s', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe('a failure said in other words, before a status code in parentheses', () => {
  it.each([
    ['Payment problem', 'Your payment of $12.00 was unsuccessful (code 5120). We will try again in 3 days.\n'],
    ['Payment problem', "Your payment of $12.00 didn't go through (code 5120).\n"],
    ['Backup', 'Your nightly backup timed out (code 7702). We will retry tonight.\n'],
    ['Payment', 'We could not charge your card (code 5120). Please update it.\n'],
    ['Errore', 'Il caricamento non è riuscito (codice 4410). Riprova più tardi.\n'],
    ['Fel', 'Synkroniseringen misslyckades (kod 4410). Vi försöker igen.\n'],
    ['Błąd', 'Synchronizacja nie powiodła się (kod 4410).\n'],
    ['Betaling', 'Je betaling is niet gelukt (code 5120).\n'],
    ['Pagamento', 'Seu pagamento não foi aprovado (código 5120).\n'],
    ['Pago', 'No pudimos procesar tu pago (código 5120).\n'],
  ])('%s: %s', (subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['Your sign-in code', "If you couldn't open the link, your sign-in code is 640291. It expires in 10 minutes.\n", '640291'],
    ['Verify your email', 'Sorry, the last mail bounced. Your verification code is 503817.\n', '503817'],
  ])('twin: %s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('a PIN to access an account signs in; a PIN to access a booking is kept', () => {
  it.each([
    ['Access your account', 'PIN to access your account: 4829\n', '4829'],
    ['Accesso', 'PIN per accedere: 4829\n', '4829'],
    ['Connexion', 'PIN pour accéder à votre compte : 4829\n', '4829'],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));

  it.each([
    ['Your ferry booking', 'Booking reference: FX-20417\nPIN to access your booking: 3391\n'],
    ['Booking confirmed', 'Booking number: 44120987\nPIN for changes: 6620\n'],
  ])('twin: %s', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe('"enter the confirmation number" is the booking’s own; "enter this confirmation number" asks for a new one', () => {
  it('a kiosk', () =>
    expect(
      code(
        'Your flight is booked',
        'Your flight is booked. At the airport kiosk, enter the confirmation number 55201934 to print your boarding pass.\n',
      ),
    ).toBeNull());
  it.each([
    ['Confirm your email', 'Enter this confirmation number on the order page:\n\n4410-2287\n', '44102287'],
    ['Confirm your email', 'Type the following confirmation number in the app:\n\n5520 1934\n', '55201934'],
  ])('twin: %s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('"the 4 digits below" labels a code when its line asks to type them', () => {
  it.each([
    ['Card added', 'We added your card. The 4 digits below are the last digits of the card:\n\n4471\n'],
    ['Welcome', 'Your account number is the 8 digits below:\n\n44120987\n'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['Confirm', 'Re your claim CL-2025-1187: enter the six digits below in the app:\n\n482913\n', '482913'],
    ['Bestätigen', 'Zu Ihrem Antrag (Vorgang 4471) bitte die 6 Ziffern unten eingeben:\n\n    220 914\n', '220914'],
  ])('twin: %s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('tying an email to an account, in other words and languages', () => {
  it.each([
    ['One more step', 'Enter 60418 in the game to associate this email with your account.\n'],
    ['Noch ein Schritt', 'Gib 60418 im Spiel ein, um diese E-Mail-Adresse mit deinem Konto zu verknüpfen.\n'],
    ['Un paso más', 'Introduce 60418 en el juego para vincular este correo a tu cuenta.\n'],
    ['Une dernière étape', 'Saisissez 60418 dans le jeu pour associer cette adresse e-mail à votre compte.\n'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBe('60418'));

  it('twin: an address book', () =>
    expect(code('Our newsletter', 'Add this email address to your address book. Call 0800 4412 with questions.\n')).toBeNull());
});

describe("a click tracker's ids are no short link's id", () => {
  const page = (body: string): string => `<div style="max-width:560px">${body}</div>`;
  it('a newsletter whose every link is tracked', () =>
    expect(
      link(
        'Pipely this month',
        page(
          '<p>Dashboards got faster.</p><p><a href="https://lnk.pipely.test/c/Ab3dEf9Hk2">Log in</a> to try them.</p>' +
            '<p><a href="https://lnk.pipely.test/c/Zq8wEr5Ty1">Unsubscribe</a></p>',
        ),
      ),
    ).toBeNull());
  it('twin: one sign-in button with an id, the same address twice', () => {
    const href = 'https://go.x.test/m/8Rt3Wq2ZkN';
    const html = page(
      `<p>We got a request to sign in. Tap the button below:</p><p><a href="${href}" style="background:#222;color:#fff;padding:12px">Sign in to X</a></p>` +
        `<p>Or open ${href}</p><p><a href="https://x.test/help">Help</a></p>`,
    );
    expect(link('Your access is here', html)).toBe(href);
  });
});
