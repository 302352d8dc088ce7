import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The structure added in extractor version 10, each written against the development mail of its family
// (corpus/dev, dv9-*), none against held-out mail. Each case with an answer, and each link given as none, fails
// under version 9; the other cases are their twins, which the new structure must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;

describe('a value a strong label binds is a candidate whatever its alphanumeric shape', () => {
  it('reads mixed case with one digit after "code is", and two groups of three under "code is:"', () => {
    expect(code('Cirrus verification code', 'Your verification code is Tq4MzW\n\nIt expires in 15 minutes.\n')).toBe('Tq4MzW');
    expect(code('Arcadia login code', 'Your Arcadia login code is:\n\n7RX 2KD\n\nEnter it in the launcher.\n')).toBe('7RX2KD');
    expect(code('Kod', 'Twój kod weryfikacyjny to: hK3vQp\n\nKod wygasa za 20 minut.\n')).toBe('hK3vQp');
    expect(code('Spilbar', 'Din loginkode er:\n\n4TX Q9M\n\nIndtast den i appen.\n')).toBe('4TXQ9M');
    // In a sentence: the longest groups not glued to the words after them.
    expect(code('Login code', 'Your login code is 8KD 4QZ to log in from a new device.\n')).toBe('8KD4QZ');
    expect(code('Login code', 'Your verification code is Rt8KpZ and it expires soon.\n')).toBe('Rt8KpZ');
  });

  it('not a word with a number, a value a negative label names, nor a value the label does not reach', () => {
    expect(code('Your code', 'Your verification code is SUMMER5\n')).toBeNull();
    expect(code('Your crossing', 'Your booking code is:\n\nK8Q 2PZ\n\nShow it at the port.\n')).toBeNull();
    expect(code('Order', 'Your order number is:\n\n4KD 7QZ\n')).toBeNull();
    expect(code('Codes', 'Your verification code is explained in Xb7 of the guide.\n')).toBeNull();
  });
});

describe('a negative word binds only what it introduces, never from the line after a lone value', () => {
  it('reads digits under an enter line though the line after speaks of price alerts', () => {
    const text =
      'Enter these digits in the Homefinder app to confirm your email:\n\n4 1 7 2 9 3\n\nOnce confirmed you can get price alerts and track your order history.\n';
    expect(code('One last step to finish signing up', text)).toBe('417293');
  });

  it('still rejects a lone number under "Your order:" and a price under its label', () => {
    expect(
      code('We got your order', 'Thanks for shopping with us!\n\nYour order:\n\n482913\n\nWe will let you know when it ships.\n'),
    ).toBeNull();
    expect(code('Je offerte', 'De prijs van je nieuwe fiets:\n\n1299\n\neuro, inclusief btw.\n')).toBeNull();
  });
});

describe('the only plausible candidate, presented as a code, in a mail that says what it is for', () => {
  it('answers read-out digits used below, a payment approval, a labelled value in any language, a warned value', () => {
    const readout =
      'We tried to call you. Here they are instead:\n\n7 1 5 3 0 8\n\nAgain: seven, one, five, three, zero, eight.\n\nKey them into the Parla app.\n';
    expect(code('Here are your digits', readout)).toBe('715308');
    expect(
      code('Approve your payment', "You're paying GBP 23.40.\n\nTo approve this payment, enter 402917 on the merchant's page.\n"),
    ).toBe('402917');
    expect(
      code(
        'Logg inn på Husly',
        'Hei Ola,\n\nEngangskoden din er: 731840\n\nSkriv inn koden på husly.test for å logge inn. Den er gyldig i 10 minutter.\n\nHusly AS, Storgata 5, 0155 Oslo\n',
      ),
    ).toBe('731840');
    expect(code('Rydo', "40917 - don't share it with anyone, not even a Rydo driver.\n")).toBe('40917');
    expect(code('Ritje', '63028 - deel hem met niemand, ook niet met een Ritje-chauffeur.\n')).toBe('63028');
  });

  it('not a phone number beside a warning, a lone count in a newsletter, a payment notice, nor two candidates', () => {
    expect(code('Northbank', "Questions about your card? Call 48291734 - and don't share your PIN with anyone.\n")).toBeNull();
    expect(code('Weekly update', "This week in Ancoats:\n\n1250\n\nnew listings. Don't miss out: book a viewing today.\n")).toBeNull();
    expect(code('Ukens boliger', 'Antall nye boliger denne uken: 4120\n\nSe dem på husly.test.\n')).toBeNull();
    expect(
      code('Payment approved', 'You approved a payment of GBP 23.40 to Northwind Books.\n\nTransaction reference: 771042338\n'),
    ).toBeNull();
    // Another candidate with evidence of its own: neither is the only plausible one.
    expect(code('Rydo', "40917 - don't share it with anyone.\n\nUse 55210 to rate your ride.\n")).toBeNull();
    // Nor a value a label of any language names when its clause goes on: it says what else the value is.
    expect(
      code(
        'Activate your IT account',
        'Your IT account has been created; you must activate it.\n\nActivate my account:\nhttps://accounts.example.test/activate?code=Y2hhbmdl\n\nThe activation link is valid until 9 December. Your library card is 5521408; keep it for the library.\n',
      ),
    ).toBeNull();
    // Nor in a verify-by-link mail, whose subject asks to verify but names no code: a number standing as a value.
    expect(
      code(
        'Verify your email to activate your student account',
        'Welcome to Northfield University.\nYour student number is 2214087.\nClick below to verify your email:\nhttps://uni.test/verify?t=abc123def456\n',
      ),
    ).toBeNull();
    expect(
      code(
        'Please confirm your email',
        '',
        '<p><b>Welcome to FitClub</b></p><p>4821 3907</p><p>Membership number</p><p><a href="https://fit.test/confirm?t=9f8e7d6c5b4a">Confirm email</a></p>',
      ),
    ).toBeNull();
    // Nor a line that only mentions using "them" in a later sentence.
    expect(code('Digits', 'Here they are:\n\n7 1 5 3 0 8\n\nAgain, seven one five. Key them into the app.\n')).toBeNull();
  });
});

describe('a booking confirmation asks to verify nothing', () => {
  it('gives no link for its one check-in button, but keeps a verify button', () => {
    const button = (href: string, label: string): string =>
      `<p><a href="${href}" style="display:inline-block;padding:12px 24px;background:#2563eb;color:#ffffff">${label}</a></p>`;
    const booking =
      '<h1>La tua prenotazione è confermata</h1><p>Codice di prenotazione QX4K7M</p>' +
      button('https://v.test/it/check-in?pnr=QX4K7M&cognome=B', 'Fai il check-in');
    expect(run('Conferma di prenotazione QX4K7M', '', booking).verificationLink).toBeNull();
    const verify = '<h1>Conferma il tuo indirizzo email</h1>' + button('https://v.test/account/conferma?t=7f3a91c2e4', 'Continua');
    expect(run('Conferma il tuo indirizzo email', '', verify).verificationLink).toBe('https://v.test/account/conferma?t=7f3a91c2e4');
  });
});
