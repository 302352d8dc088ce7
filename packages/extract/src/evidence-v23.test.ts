import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 23, each written against the development mail of its class (corpus/dev, dv19-*) in
// other words. Each twin is a mail the new rule must not take away.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const poster = (lead: string, value: string): string =>
  `<div style="background:#222;color:#fff;text-align:center"><p>${lead}</p><p style="font-size:44px;font-weight:bold">${value}</p></div>` +
  '<p style="font-size:11px">Drawco Ltd, 12 Mill Lane, Bristol BS1 4AB</p>';

describe("a draw's numbers, sorted as lotteries show them, are no poster code", () => {
  it.each([
    ['Your numbers', 'This week’s numbers', '11 22 33'],
    ['Results', 'Winning numbers', '3 18 27'],
    ['Ziehung', 'Die Gewinnzahlen', '14 28 56'],
  ])('%s: %s', (subject, lead, value) => expect(code(subject, '', poster(lead, value))).toBeNull());

  it.each([
    ['Welcome back', 'Welcome back, Sam', '52 91 83', '529183'],
    ['Good to see you', 'Good to see you again', '318 774', '318774'],
    ['Hola de nuevo', '¡Hola de nuevo!', '71 40 96', '714096'],
  ])('twin: %s', (subject, lead, value, want) => expect(code(subject, '', poster(lead, value))).toBe(want));
});

describe('a label the mail itself negates binds nothing', () => {
  it.each([
    ['en', 'Sign in', 'To sign in, enter this one-time code (not your PUK): 739104\n'],
    ['en', 'Your code', 'Your verification code (not the order number): 739104\n'],
    ['de', 'Anmeldung', 'Ihr Einmalcode für die Anmeldung (nicht die SIM-PIN): 739104\n'],
    ['de', 'Anmeldung', 'Ihr Anmeldecode (keine Bestellnummer): 739104\n'],
    ['fr', 'Votre code', 'Votre code de vérification (pas votre numéro de commande) : 739104\n'],
    ['es', 'Tu código', 'Tu código de verificación (no es tu número de pedido): 739104\n'],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBe('739104'));

  it.each([
    ['en', 'Your SIM', 'Your SIM is active.\nPUK: 73910428\n'],
    ['fr', 'Votre commande', 'Merci pour votre achat.\nVotre numéro de commande : 739104\n'],
    ['en', 'Your order has shipped', 'Order 7391042 has shipped. If you did not order this, call us.\n'],
    ['de', 'Ihre SIM-Karte', 'Ihre neue SIM-Karte ist da.\nSIM-PIN: 7391\n'],
  ])('twin, %s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());
});
