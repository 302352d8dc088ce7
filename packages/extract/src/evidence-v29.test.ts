import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 29, each written against the development mail of its class (corpus/dev, dv24-*) in
// other words; the review's probes of versions 27 and 28 are in src/review-v28.test.ts. Each twin is a mail the new rule
// must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const page = (body: string) => `<html><body>${body}</body></html>`;
const box = (v: string) => `<p style="font-size:32px;font-weight:bold">${v}</p>`;

describe('codes', () => {
  it.each([
    ['Voicemail', '"Your digits: four ... nine ... two ... zero ... one ... eight. Once more: 4, 9, 2, 0,\n1, 8."\n', '492018'],
    [
      'Voice message',
      '"Hello, this is Kyoto Stay with your sign-in verification. Please enter: 2 0 8,\n1 6 9. Again: 2 0 8, 1 6 9."\n',
      '208169',
    ],
    ['Mensaje de voz', '"Su código es: siete, uno, cero, ocho, dos, tres. Repito: siete, uno, cero, ocho, dos, tres."\n', '710823'],
    ['Link your till', "402 619 -- that's the number to punch in on the app to link this tablet to your account.\n", '402619'],
    ['Potwierdź przelew', 'Hasło jednorazowe: 60137254\n', '60137254'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it.each([
    [
      '552019 · Cartly',
      page('<p>Look up — it’s in the subject line. Pop those six digits into the app to sign in.</p><p>Good for 10 minutes.</p>'),
      '552019',
    ],
    [
      '553019 – Ferro',
      page('<p>We’ve put the number you need in the subject line of this email.</p><p>It expires 5 minutes after it was sent.</p>'),
      '553019',
    ],
    ['Join your account', page(`<p>On the display, confirm each pair:</p>${box('47 · 19 · 28')}<p>In this order.</p>`), '471928'],
    ['Hop back in', page(`<p>Hop back in</p>${box('390274')}<p>10 min</p>`), '390274'],
    ['One more step', page(`<p>Here you go:</p>${box('662018')}<p>Good for 10 minutes · Order #CL-20931 at checkout</p>`), '662018'],
    ['Almost there', page(`<p>Almost there</p>${box('r8k2pq')}<p>Valid for 10 minutes.</p><p>Deals: use code FRESH35.</p>`), 'r8k2pq'],
    ['Your pass', page('<p><b>738201 — that’s your one-time pass for Shopwise.</b></p><p>Good for 5 minutes.</p>'), '738201'],
  ])('%s', (subject, html, want) => expect(run(subject, '', html).code).toBe(want));

  it.each([
    ['Order 604118', page('<p>Your order number is in the subject line of this email. Keep it for returns.</p>')],
    ['Your filter report', page('<p>Usage this week</p><p>12 · 14 · 19 hours</p>')],
    ['Parking', page(`<p>Your session has started.</p>${box('48213')}<p>Expires in 90 minutes.</p>`)],
    ['Reserved', page(`<p>Scooter reserved</p>${box('48213')}<p>Your reservation expires in 15 minutes.</p>`)],
    ['Your points', page("<p>8032 -- that's your points balance.</p>")],
  ])('answers no code for "%s"', (subject, html) => expect(run(subject, '', html).code).toBeNull());
});

describe('links', () => {
  it('takes the "authorize this device" link of a sign-in notice', () => {
    const url = 'https://accounts.orbix.test/device/approve?req=dv_8Hk2Qp9LmN4x&sig=4f9a0c12be77';
    expect(
      run('New device sign-in', `A new device is trying to sign in.\n\nIf this was you, authorize this device:\n${url}\n`).verificationLink,
    ).toBe(url);
  });
  it('takes no "Approve the request" button of an expense report', () =>
    expect(
      run('Expense report awaiting you', '', page('<p><a href="https://exp.test/r/approve?id=Qk9x2LmT7p">Approve the request</a></p>'))
        .verificationLink,
    ).toBeNull());
  it('reads "Your official confirmation is available" as a document', () =>
    expect(
      run(
        'Trade executed',
        'Your official confirmation is available in the Documents center:\nhttps://t.test/documents/confirms?d=20250318\n',
      ).verificationLink,
    ).toBeNull());
});
