import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 105, from the misses of heldout344, 346 and 348 (opened after their clean scores). Both models were retrained with them.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('codes the mail says are spent', () => {
  it.each([
    [
      'Innlogging stoppet',
      'Noen prøvde å logge inn i dag kl. 22:14 med engangskoden 552918. Koden var allerede brukt, så innloggingen ble stoppet.',
    ],
    ['Din kod har gått ut', 'Koden 482 913 som skickades till dig kl. 09:41 har gått ut och kan inte längre användas.'],
    ['Код больше не действует', 'Вы начали вход 07.05.2025 в 10:42, но не завершили его. Код 482913 больше не действует.'],
    ['Anmeldung', 'Sie haben sich mit dem Code 482913 angemeldet. Der Code wurde bereits verwendet.'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
  it('a code the next sentence says is valid is still given', () =>
    expect(code('Din engangskode', 'Engangskoden din er 552918. Koden er gyldig i 10 minutter.')).toBe('552918'));
});

describe('a sentence does not end at an abbreviation', () => {
  it('"kl." before a time', () => expect(code('Koden har gått ut', 'Koden 482 913 som skickades kl. 09:41 har gått ut.')).toBeNull());
  it('an amount in drams is no code', () =>
    expect(
      extract({
        subject: 'Հաստատեք ձեր էլ. հասցեն',
        text: 'Ձեր հայտարարությունը՝ «Բնակարան վարձով, 350 000 ֏/ամիս», կհրապարակվի հաստատումից հետո։',
        html: '',
      }).code,
    ).toBeNull());
});

it('a Zoom passcode is a meeting’s, not the code to enter', () =>
  expect(
    code(
      'ClinicNow check-in',
      'ClinicNow: 771204 - enter this on the check-in screen for your 3:15 PM video visit. Zoom passcode for the visit itself: 55Tq9x.',
    ),
  ).toBe('771204'));
