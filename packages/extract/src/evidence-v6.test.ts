import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 6, each written against the development mail of its family
// (corpus/dev, dv5-*), none against held-out mail. Each case with an answer fails under version 5 or is its twin.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const big = (s: string): string => `<table><tr><td style="font-size:30px;font-weight:700">${s}</td></tr></table>`;

describe('an SMS-style mail: a name, a colon, the code, little else', () => {
  it('reads the code after the name, in a mail of a line or two', () => {
    expect(code('Brindle', 'Brindle: 482913\n')).toBe('482913');
    expect(code('Message from Haverly', "Haverly: 730215. Expires in 10 min. Don't share it.\n")).toBe('730215');
    expect(code('Orbeo', '', '<div>Orbeo : 915372. Ne le communiquez à personne.</div>')).toBe('915372');
    expect(code('Kachel', 'Kachel: 519027 (gültig 10 Min.).\n')).toBe('519027');
    // Its footer does not count as lines of the mail.
    const footer = '<p>Pellucid Inc., 4 Quay Rd, Cork</p><p><a href="https://p.test/unsubscribe">Unsubscribe</a></p>';
    expect(code('Pellucid', '', `<p>Pellucid: 640217</p><p>Expires in 10 minutes.</p><p>Don't share it.</p>${footer}`)).toBe('640217');
  });

  it('not a number the line goes on about, four digits after a name, or a name deep in a longer mail', () => {
    expect(code('Brindle', 'Brindle: your order 718204 has shipped.\n')).toBeNull();
    expect(code('Reminder', 'Reminder: 103045 meeting with Sam\n')).toBeNull();
    expect(code('Room booked', 'Room: 4120\n')).toBeNull();
    expect(code('Brindle', 'Hello,\nthanks for your visit.\nYour basket is saved.\nSee you soon.\nBrindle: 482913\n')).toBeNull();
  });
});

describe('a sentence broken around a lone code', () => {
  it('takes the code under a line that ends in a verb', () => {
    expect(code('Your account', 'Type\n\n52 18 90\n\ninto the sign-in page to carry on.\n')).toBe('521890');
    expect(code('Entra', 'Escribe\n\n48 20 77\n\nen la ventana del navegador.\n')).toBe('482077');
    expect(code('One more step', '', `<p>Copy</p>${big('604 219')}<p>to the screen you were on.</p>`)).toBe('604219');
    expect(code('Almost done', '', '<p>Enter the following</p><p>507 381</p><p>in the browser window to continue.</p>')).toBe('507381');
  });

  it('not under a line that ends in a noun, nor a voucher', () => {
    expect(code('Parking', 'Next time you park here, enter zone\n48 21\nin the ParkEasy app.\n')).toBeNull();
    expect(code('Your locker', 'Use the following\n4821\nto open locker 12 at the pool.\n')).toBeNull();
    expect(code('Welcome', 'Enter the following\n48201937\nas the Wi-Fi password in the lobby.\n')).toBeNull();
    expect(code('Members save', 'Weekend sale: 20% off.\nEnter\n55 21 08\nat checkout for your discount.\n')).toBeNull();
  });
});

describe('verbs and labels of version 6', () => {
  it('"punch in" and "tap in" introduce a code, as "enter" does', () => {
    expect(code('Welcome back', 'Punch in 55 31 09 to finish signing in.\n')).toBe('553109');
    expect(code('Hi', 'Tap in 604 117 to finish signing in.\n')).toBe('604117');
  });

  it('keys and tokens are code labels, in several languages, beside order and ticket numbers', () => {
    expect(code('Confirm it is you', 'Order number: 55812034\nSupport ticket: TK-20931\nYour verification key: HJ29047\n')).toBe('HJ29047');
    expect(code('Hallo', 'Bestellnummer: 4410229\nIhr Bestätigungsschlüssel: ZK48120\n')).toBe('ZK48120');
    expect(code('Accedi', 'Biglietto n. 20931\nLa tua chiave di accesso:\nBL61728\n')).toBe('BL61728');
    expect(code('Hi', 'Your security token: 839201\n')).toBe('839201');
    expect(code('Olá', 'Pedido 552190 confirmado.\nSua chave de acesso: WQ61803\n')).toBe('WQ61803');
  });

  it('an order, a ticket or a customer number stays none', () => {
    expect(code('Your order HJ51120', 'Order HJ51120 is confirmed.\nTickets: TK48213, TK48214\n')).toBeNull();
    expect(code('Ihre Rechnung', 'Rechnung RE48120 über 24,90 EUR\nKundennummer KD82051\n')).toBeNull();
  });
});

describe('digits dictated twice', () => {
  it('takes four to six digits read one at a time, twice', () => {
    expect(code('New voicemail', '"Hi, this is Pathway. Your digits are 4 0 9 2. Once more, 4 0 9 2. Goodbye."\n')).toBe('4092');
    expect(code('Nuevo mensaje', '"Su número es 3 5 0 8. Repito, 3 5 0 8. Gracias."\n')).toBe('3508');
  });

  it('not seven digits (a local phone number), nor an extension or a claim', () => {
    expect(code('New voicemail', '"Call me back on 5 5 5 0 1 7 5. Again, 5 5 5 0 1 7 5."\n')).toBeNull();
    expect(code('New voicemail', '"Call extension 4 0 9 2. Again, extension 4 0 9 2."\n')).toBeNull();
    expect(code('New voicemail', '"About claim 7 2 0 4. Again, claim 7 2 0 4."\n')).toBeNull();
  });
});

describe('a line ending in ":" introduces the lone code under it', () => {
  it('a negative label above that line does not reach the code', () => {
    const html = `<p>Free delivery this week. Discount applied at checkout.</p><p>Here's your number:</p>${big('736 012')}`;
    expect(code('Verify your email', '', html)).toBe('736012');
    expect(code('Verify your email', '', `<p>Discount code:</p>${big('736 012')}`)).toBeNull();
  });
});
