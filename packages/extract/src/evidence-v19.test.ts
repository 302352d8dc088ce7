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
