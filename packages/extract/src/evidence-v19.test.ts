import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 19, each written against the development mail of its family (corpus/dev,
// dv16-*) in other words. Each twin is a mail the new evidence must not take.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const link = (subject: string, html: string): string | null => extract({ subject, text: '', html }).verificationLink;
const box = (v: string) => `<p>Enter this code in the app:</p><p style="font-family:monospace;font-size:26px">${v}</p>`;

describe('a prefix of three or four capitals before six to eight digits', () => {
  it('is part of the code, typed whole', () => {
    expect(code('Confirm your new number', '', box('KLM-604218'))).toBe('KLM-604218');
    expect(code('Ihr Sicherheitscode', 'Ihr Sicherheitscode lautet SECU-7712094. Er gilt 10 Minuten.\n')).toBe('SECU-7712094');
  });

  it('is no code as a ticket or an order, and a one- or two-letter brand initial is still not typed', () => {
    expect(code('We received your request', 'Your ticket number: SUP-604218\nWe reply within two days.\n')).toBeNull();
    expect(code('Votre commande', 'Numéro de commande : CMD-604218\nMerci de votre achat.\n')).toBeNull();
    expect(code('Your code', 'G-604218 is your verification code.\n')).toBe('604218');
    expect(code('Your code', 'FB-604218 is your confirmation code.\n')).toBe('604218');
  });
});

describe('a verify link whose address holds nothing unique', () => {
  const a = (href: string, text: string) => `<p>Your course list has been published.</p><p><a href="${href}">${text}</a></p>`;
  it('is a page anyone could open, no verification link', () => {
    expect(link('Your timetable', a('https://portal.uni.test/student/timetable', 'Verify your timetable'))).toBeNull();
    expect(link('Ihre Kurswahl', a('https://portal.uni.test/studium/kurswahl', 'Kurswahl bestätigen'))).toBeNull();
  });

  it('still verifies with a token, an id or a query in it', () => {
    expect(link('Verify your email', a('https://portal.uni.test/verify?t=ab81kq2p9x', 'Verify your email'))).toBe(
      'https://portal.uni.test/verify?t=ab81kq2p9x',
    );
    expect(link('Verify your email', a('https://portal.uni.test/e/5c03d7', 'Verify your email'))).toBe('https://portal.uni.test/e/5c03d7');
    // A token without a digit (a few in a hundred random ones), or one carried in the fragment.
    expect(link('Verify your email', a('https://portal.uni.test/verify/ZkFqWnRhbXBsZQxyTr', 'Verify your email'))).toBe(
      'https://portal.uni.test/verify/ZkFqWnRhbXBsZQxyTr',
    );
    expect(link('Sign in to Portal', a('https://portal.uni.test/magic#token=abKqZx', 'Sign in'))).toBe(
      'https://portal.uni.test/magic#token=abKqZx',
    );
    // Short ids without a digit: a short link's, a click tracker's; a long run of small letters.
    for (const href of [
      'https://sho.rt/AbCdEfG',
      'https://link.portal.uni.test/c/hQzTpWvKx',
      'https://portal.uni.test/confirm/qwrtzpsdfghjklxcvbnm',
    ])
      expect(link('Verify your email', a(href, 'Verify your email'))).toBe(href);
    // A long lower-case page name is no token, nor a capitalised word.
    expect(link('Your timetable', a('https://portal.uni.test/student/timetable-and-coursework', 'Verify your timetable'))).toBeNull();
    expect(link('Your timetable', a('https://portal.uni.test/student/Timetable', 'Verify your timetable'))).toBeNull();
  });
});

describe('confirming, approving a device and a new password in more languages', () => {
  const btn = (href: string, text: string) => `<p>Hello,</p><p><a href="${href}">${text}</a></p>`;
  const url = 'https://shop.test/a/k29Qp81zXw';
  it('says verify in Bulgarian, Serbian, Croatian, Danish, Norwegian, Ukrainian', () => {
    for (const [subject, text] of [
      ['Регистрация', 'Потвърдете имейл адреса'],
      ['Налог', 'Потврдите налог'],
      ['Račun', 'Potvrdi račun'],
      ['Konto', 'Bekræft konto'],
      ['Konto', 'Bekreft kontoen'],
      ['Лозинка', 'Поставите нову лозинку'],
      ['Пароль', 'Встановити новий пароль'],
      ['A device wants to sign in', 'Approve this device'],
    ] as const)
      expect(link(subject, btn(url, text))).toBe(url);
  });

  it('takes no link of a notice, nor approving a report', () => {
    expect(link('Имейлът Ви е потвърден', btn('https://shop.test/katalog', 'Към каталога'))).toBeNull();
    expect(link('Expense report', btn(url, 'Approve the report'))).toBeNull();
  });
});

describe('a code named by its count of digits', () => {
  it('is a code label, in a mail that also offers a discount', () => {
    expect(code('Confirm your account', 'Confirm your account to get 10% off.\n\nYour 6-digit code: 3094\n')).toBe('3094');
    expect(code('Konto bestätigen', 'Sichern Sie sich 5 € Rabatt.\n\nIhr 4-stelliger Code: 7720\n')).toBe('7720');
    expect(code('Confirma tu cuenta', 'Llévate un 10 % de descuento.\n\nTu código de 6 dígitos: 551 904\n')).toBe('551904');
  });

  it('is no code when the label is a discount code', () => {
    expect(code('A treat', 'Your 6-digit discount code: 530214\nUse it at checkout for 25% off.\n')).toBeNull();
  });
});

describe('a sentence that asks to enter what follows, with no code word and no colon', () => {
  it('introduces the value below ("these digits", a line ending in "by entering")', () => {
    expect(code('Welcome', 'Enter these digits in the app to finish signing up\n\n804 126\n\nThey work for 15 minutes.\n')).toBe('804126');
    expect(code('Willkommen', 'Geben Sie diese Ziffern in der App ein, um die Anmeldung abzuschließen\n\n372 915\n')).toBe('372915');
    expect(code('On hold', 'To release it, confirm it is you by entering\n\n    527-930\n\non the order page within 30 minutes.\n')).toBe(
      '527930',
    );
  });

  it('introduces no phone number, nor an order number to track', () => {
    expect(code('Your club', 'To reach your club, call and enter these digits at the menu\n\n0117 555 0190\n')).toBeNull();
    expect(code('Track your order', 'You can follow your parcel by entering\n\n    5518830\n\non the tracking page.\n')).toBeNull();
  });
});

describe('capitals after a weak label, with a line below asking to type letters', () => {
  it('is a letter code', () => {
    expect(code('Recovery', 'Recovery code: HZKQWT\n\nType the six letters into the recovery page.\n')).toBe('HZKQWT');
    expect(code('Konto', 'Wiederherstellungscode: MVXTRQ\n\nGeben Sie die sechs Buchstaben auf der Seite ein.\n')).toBe('MVXTRQ');
  });

  it('is no code without that line, nor after a booking reference', () => {
    expect(code('Recovery', 'Recovery code: HZKQWT\n\nKeep it somewhere safe.\n')).toBeNull();
    expect(code('Trip', 'Booking reference: HZKQWT\n\nType the six letters at check-in.\n')).toBeNull();
  });
});

describe('a subject naming a title in quotation marks', () => {
  const body = 'Enter the following verification code. It is case-sensitive.\n\nm4Tq8Zw\n';
  it('is a title: its word of another number does not make the mail about that number', () => {
    expect(code('Sheetly: verify export of "Pricing Model 2027"', body)).toBe('m4Tq8Zw');
    expect(code('Confirmez le partage de « Commande fournisseurs »', body)).toBe('m4Tq8Zw');
  });

  it('still makes an unquoted order subject about an order', () => {
    expect(code('Your order details', 'Thanks for your purchase. Your licence key:\n\nm4Tq8Zw\n\nKeep it for reinstalling.\n')).toBeNull();
  });
});

describe('an HTML link whose text is its own address', () => {
  const mail = (u: string) => `<p>Your code: <b>5831</b></p><p>Or tap: <a href="${u}">${u}</a></p>`;
  it('is the verification link when its address carries an id', () => {
    expect(link('Confirm your account', mail('https://veggiebox.test/a/verify/3f9c1e07ab'))).toBe(
      'https://veggiebox.test/a/verify/3f9c1e07ab',
    );
  });

  it('is a page to type the code into without one', () => {
    expect(link('Sign in on your TV', mail('https://streamly.test/tv'))).toBeNull();
    expect(link('Sign in on your TV', mail('https://streamly.test/activate'))).toBeNull();
  });
});
