import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Regressions of extractor version 11 against version 10 that a review found, each fixed without changing a corpus
// result. Each case with an answer, and each "gives nothing" a fix makes, fails under the first version 11; the other
// cases are their twins, which the fix must not take.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;

describe('an SMS-style code a later sentence names something else', () => {
  it('keeps the code when a later sentence says "this" or "ten" of something that is not a voucher or a ticket', () => {
    expect(code('Acme', 'Acme: 482913 is valid for 10 minutes. Do not give this to anyone.')).toBe('482913');
    expect(code('Acme', 'Acme: 482913. It expires in ten minutes.')).toBe('482913');
    expect(code('Acme', 'Acme: 482913. If you did not request this, ignore this email.')).toBe('482913');
    expect(code('Acme', 'Acme: 482913 is valid until Friday\nThis message was sent automatically.')).toBe('482913');
    expect(code('Sign in to Acme', 'Acme: 482913 is valid for 10 minutes. Do not share this with anyone.')).toBe('482913');
  });

  it('still gives no code for a voucher, a ticket or an ingresso its verb shows', () => {
    expect(code('Acme', 'Acme: 482913 is valid until 31/12. One free coffee - show this voucher at the till.')).toBeNull();
    expect(code('Acme', 'Acme: 482913 é válido até 22:00. Apresente este ingresso na bilheteria.')).toBeNull();
    expect(code('Acme', 'Acme: 482913 ist gültig bis 23:59 Uhr.\nZeige dieses Ticket beim Einsteigen.')).toBeNull();
  });
});

describe('a negative label that introduces the value keeps it, whatever an earlier clause verifies', () => {
  it('gives no code under "… and quote your booking reference:" or "… and show your ticket number:"', () => {
    expect(code('Acme', 'Sign in to Acme and quote your booking reference:\nK7P4QX\n')).toBeNull();
    expect(code('Acme', 'Verify your identity at the desk and show your ticket number:\n482913\n')).toBeNull();
  });

  it('still reads the code under a sentence whose other clause names orders', () => {
    const text =
      'Type this into the Larder app to confirm your email address and start tracking your orders.\n\n350917\n\nIt expires at 10:15.\n';
    expect(code('Confirm your email address', text)).toBe('350917');
  });
});

describe('a weak label in a mail about parcels', () => {
  const confirm = (heading: string) => `<h2>${heading}</h2><p>Confirm your email with this code:</p><p><b>604182</b></p>`;

  it('names a code when its line verifies or signs in, under a heading that sells delivery', () => {
    expect(code('Welcome to Acme', '', confirm('Free delivery on your first order'))).toBe('604182');
    expect(code('Welcome to Acme', '', confirm('Every package, tracked'))).toBe('604182');
  });

  it('reads shipping words whole: "Hand-packaged", "Paketdienst" report no parcel', () => {
    expect(code('Acme', '', '<h2>Hand-packaged with care</h2><p>Your code:</p><p><b>604182</b></p>')).toBe('604182');
    expect(code('Acme', '', '<h2>Unser Paketdienst</h2><p>Dein Code:</p><p><b>604182</b></p>')).toBe('604182');
  });

  it('still opens a locker in Polish, Italian and Portuguese', () => {
    expect(code('Twoja paczka czeka w automacie', 'Paczkomat WAW-12, ul. Długa 5\nKod odbioru: 604 182\n')).toBeNull();
    const ritiro = 'Il tuo pacco è arrivato!\n\nCodice di ritiro: 482 913\n\nHai tempo fino al 02/12/2026 alle 18:00 per ritirarlo.\n';
    expect(code('Il tuo pacco ti aspetta nel locker', ritiro)).toBeNull();
    expect(code('A sua encomenda chegou ao cacifo', 'Código de levantamento: 482 913\n')).toBeNull();
  });
});

describe('an expiry backs up a purpose, and a bare "Enter N." states none', () => {
  // Deliberate (review of version 11): "Enter 4821. It works for 24 hours." is as much a door's or a locker's code; the
  // bare imperative says neither where nor what for, so the expiry alone does not make it a code.
  it('gives no code for "Enter N. It works for 10 minutes." under a subject that only names the sender', () => {
    expect(code('Acme', 'Enter 553117. It works for 10 minutes.')).toBeNull();
    expect(code('Lakeside Apartments', 'Enter 553117. It works for 24 hours.')).toBeNull();
  });

  it('reads it once the sentence, the place or the subject says what it is for', () => {
    expect(code('Acme', 'Enter 553117 to sign in. It works for 10 minutes.')).toBe('553117');
    expect(code('Acme', 'Enter 553117 in the app. It works for 10 minutes.')).toBe('553117');
    expect(code('Sign in to Acme', 'Enter 553117. It works for 10 minutes.')).toBe('553117');
  });
});

describe('a street word that is as often a name makes no street before a number', () => {
  it('reads the code after "Microsoft Way", "Acme Square", "Acme Ring"', () => {
    for (const name of ['Microsoft Way', 'Acme Square', 'Acme Ring'])
      expect(code('Login', `Use the code from ${name} 553117`)).toBe('553117');
  });

  it('still reads "Rua da Consolação 1842", "Calle de Alcalá 1520" and "Via Tortona 9120" as street numbers', () => {
    for (const line of ['Rua da Consolação 1842, São Paulo', 'Calle de Alcalá 1520, Madrid', 'Via Tortona 9120, Milano'])
      expect(code('Your access code', `Open the app to see your code. It expires in 10 minutes.\n\nLarder | ${line}\n`)).toBeNull();
  });
});
