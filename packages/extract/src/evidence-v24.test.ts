import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 24, each written against the development mail of its class (corpus/dev, dv20-*) in
// other words. Each twin is a mail the new rule must not take away.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const link = (subject: string, html: string): string | null => extract({ subject, text: '', html }).verificationLink;

describe('a status code in parentheses after a failure is what went wrong', () => {
  it.each([
    ['en', 'Deploy failed', 'Your deploy failed: the health check was rejected (code 5031).\n'],
    ['en', 'Card declined', 'Your payment was declined by the bank (code 2204).\n'],
    ['de', 'Export fehlgeschlagen', 'Der Export ist fehlgeschlagen (Code 8817).\n'],
    ['es', 'Error de pago', 'El pago fue rechazado (código 4410).\n'],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['en', 'Your sign-in code', 'If the magic link failed, enter the code 550123 instead.\n', '550123'],
    ['en', 'Verify your email', 'Sorry for the error. Your verification code is 550123 (valid for 10 minutes).\n', '550123'],
  ])('twin, %s: %s', (_lang, subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe("a PIN for something kept, or a device's PIN, is no code to type once", () => {
  it.each([
    ['en', 'Booking confirmed', 'Your stay is confirmed.\nBooking number: 44120987\nPIN for changes: 6620\n'],
    ['en', 'Your ferry booking', 'Booking reference: FX-20417\nPIN to manage your booking: 3391\n'],
    ['fr', 'Réservation confirmée', 'Numéro de réservation : 44120987\nPIN pour modifications : 6620\n'],
    ['en', 'Router updated', 'Fixed pairing when the WPS PIN 55120473 was disabled.\n'],
    ['en', 'Voicemail ready', 'Your voicemail PIN: 6620\n'],
    ['de', 'Ihr Router', 'Router-PIN: 55120473\n'],
  ])('%s: %s', (_lang, subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['en', 'Sign in', 'PIN to sign in: 662014\n\nIt works once, for 10 minutes.\n', '662014'],
    ['en', 'Your one-time PIN', 'Your one-time PIN for the app: 6620\n', '6620'],
    ['en', 'Your verification PIN', 'Your verification PIN is 551204. It expires in 10 minutes.\n', '551204'],
  ])('twin, %s: %s', (_lang, subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('a value the mail asks to type, named by what it is or where it goes', () => {
  it.each([
    ['Confirm your email', 'Enter this confirmation number on the order page:\n\n4410-2287\n', '44102287'],
    [
      'Confirm it is you',
      'For your claim (reference CL-2025-1187), enter the 4 digits below on the confirmation screen:\n\n    7316\n',
      '7316',
    ],
    ['Bestätigen Sie', 'Zu Ihrem Antrag (Vorgang 4471) geben Sie die 6 Ziffern unten ein:\n\n    220 914\n', '220914'],
    ['One more step', 'Enter 71023 in the game client to link this email to your account.\n', '71023'],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));

  it.each([
    ['Your trip is booked', 'Your trip is booked.\nConfirmation number: 44102287\n'],
    ['Return received', 'Your return was received. Your reference:\n\n    7316\n'],
    ['Link your card', 'To link your card to your account, enter the last 4 digits of the card (ending 4471).\n'],
  ])('twin: %s', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe("a sign-in button whose address carries a short link's id", () => {
  const button = (lead: string, href: string, text: string): string =>
    `<p>${lead}</p><p><a href="${href}" style="background:#222;color:#fff;padding:12px">${text}</a></p><p><a href="https://x.test/help">Help</a></p>`;
  it.each([
    ['Your access is here', 'We got a request to sign in. Tap the button below:', 'https://go.x.test/m/8Rt3Wq2ZkN', 'Sign in to X'],
    ['Seu acesso chegou', 'Recebemos um pedido para entrar na sua conta:', 'https://entrar.x.test/m/5Jd9Pq2XwT', 'Entrar no X'],
  ])('%s', (subject, lead, href, text) => expect(link(subject, button(lead, href, text))).toBe(href));

  it.each([
    ['X this month', 'New cities this month.', 'https://x.test/account/login', 'Log in'],
    ['X this month', 'New cities this month.', 'https://x.test/account/newsletter2026', 'Log in'],
  ])('twin: %s, %s', (subject, lead, href, text) => expect(link(subject, button(lead, href, text))).toBeNull());
});
