import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 21, each written against the development mail of its class (corpus/dev, dv18-*) in
// other words. Each twin is a mail the new rule must not take away.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;

describe('a number given as an example of a code is typed by no one', () => {
  it.each([
    [
      'en',
      'New: email codes',
      'We now email a 6-digit verification code (like 775019) that users type in. Codes expire after 10 minutes.\n',
    ],
    ['en', 'How codes work', 'We send a sign-in code, e.g. 775019, to your email. Type it within 10 minutes.\n'],
    ['en', 'Product news', 'Users receive a one-time code, for example 775019, valid for 10 minutes.\n'],
    ['de', 'Neu: Codes per E-Mail', 'Nutzer erhalten einen Bestätigungscode (z. B. 775019) per E-Mail.\n'],
    ['fr', 'Nouveautés', 'Vos clients reçoivent un code de vérification, par exemple 775019, valable 10 minutes.\n'],
    ['es', 'Novedades', 'Tus usuarios reciben un código de verificación (por ejemplo: 775019) por correo.\n'],
    ['it', 'Novità', 'I tuoi utenti ricevono un codice di verifica, ad esempio 775019, via e-mail.\n'],
    ['nl', 'Nieuw', 'Je gebruikers krijgen een verificatiecode, bijvoorbeeld 775019, per e-mail.\n'],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['en', 'Your verification code', 'Your verification code is 775019. It expires in 10 minutes.\n'],
    ['en', 'Your sign-in code', 'Use this code to sign in:\n\n775019\n\nTip: use a password manager, e.g. a free one.\n'],
    ['de', 'Ihr Bestätigungscode', 'Ihr Bestätigungscode lautet: 775019\n'],
    ['fr', 'Votre code', 'Votre code de vérification est 775019.\n'],
  ])('twin, %s: %s', (_lang, subject, text) => expect(code(subject, text)).toBe('775019'));
});

describe("a SIM card's PIN and PUK unlock a phone and are no code to verify", () => {
  it.each([
    ['en', 'Your SIM is on its way', 'Keep these safe:\nSIM PIN (default): 0000\nPUK: 48213977\n'],
    ['en', 'Welcome to Ringo', 'Your SIM card PIN: 5521\nYour PUK code: 90814273\n'],
    ['de', 'Ihre SIM-Karte', 'SIM-PIN: 4821\nPUK: 50917342\n'],
    ['fr', 'Votre carte SIM', 'Code PIN de la carte SIM : 0000\nCode PUK : 38204719\n'],
    ['es', 'Tu tarjeta SIM', 'PIN de la SIM: 1111\nCódigo PUK: 62039185\n'],
    ['it', 'La tua SIM', 'PIN della SIM: 0000\nCodice PUK: 84120375\n'],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['en', 'Your login code', 'Your one-time login code is 583016. It expires in 10 minutes.\n'],
    ['de', 'Ihre Einmal-PIN', 'Ihre Einmal-PIN für die Anmeldung: 583016\n'],
    ['en', 'Your verification PIN', 'Your verification PIN is 583016.\n'],
  ])('twin, %s: %s', (_lang, subject, text) => expect(code(subject, text)).toBe('583016'));
});

describe("a ticket's or a booking's reference named 'code' after its noun is no code to type", () => {
  const reset = (words: string, url: string, ref: string): string => `${words}\n${url}\n\n${ref}\n`;
  it.each([
    [
      'it',
      'Reimposta la password',
      reset('Apri questo collegamento:', 'https://x.test/reimposta?t=Kq82Lm4Zp', 'Codice biglietto (PNR): ZK4T8Q'),
    ],
    ['es', 'Restablece tu contraseña', reset('Abre este enlace:', 'https://x.test/restablecer?t=Kq82Lm4Zp', 'Código de billete: ZK4T8Q')],
    ['fr', 'Réinitialisez votre mot de passe', reset('Ouvrez ce lien :', 'https://x.test/reinit?t=Kq82Lm4Zp', 'Code du billet : ZK4T8Q')],
    ['en', 'Reset your password', reset('Open this link:', 'https://x.test/reset?t=Kq82Lm4Zp', 'Record locator: ZK4T8Q')],
    [
      'pt',
      'Redefina a sua palavra-passe',
      reset('Abra esta ligação:', 'https://x.test/redefinir?t=Kq82Lm4Zp', 'Código do bilhete: ZK4T8Q'),
    ],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['it', 'Il tuo codice', 'Il tuo codice di verifica è 640281. Inseriscilo entro 15 minuti.\n'],
    ['es', 'Tu código', 'Tu código de verificación es 640281. Caduca en 15 minutos.\n'],
  ])('twin, %s: %s', (_lang, subject, text) => expect(code(subject, text)).toBe('640281'));
});

describe("a brand's one-capital prefix is typed when the mail says so", () => {
  it.each([
    [
      'quoted after "including"',
      'Your login',
      'Enter the code below.\n\nG-583921\n\nEnter the full code, including the "G-".\n',
      'G-583921',
    ],
    ['German "mit dem Präfix"', 'Ihr Anmeldecode', 'Ihr Anmeldecode: P-384106\n\nBitte mit dem Präfix eingeben.\n', 'P-384106'],
    ['twin: the bare prefix', 'Your code', 'G-583921 is your verification code.\n', '583921'],
    [
      'twin: the prefix already filled in',
      'Confirm it',
      'Your code: N-482913\n\nThe "N-" is already filled in - type the 6 digits after it.\n',
      '482913',
    ],
  ])('%s', (_name, subject, text, want) => expect(code(subject, text)).toBe(want));
});
