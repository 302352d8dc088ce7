import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 99, from the misses of heldout296–303 (opened after their clean scores): a placeholder quoted as an example, "for example"
// in more languages, an example caption after the medium it shows, an Android SMS's app hash, a verdict in brackets, and the
// Finnish verb of entering.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('examples', () => {
  it.each([
    [
      'Beware: nobody from Sitara will ever ask for your code',
      'Fraudsters call pretending to be from Sitara.\n"123456 is your Sitara verification code. Do not share it."\nHang up and call us on 4444.\n',
    ],
    ['Varoitus: huijarit soittavat pankin nimissä', 'Jos joku pyytää sinua kertomaan esimerkiksi koodin "482 913", lopeta puhelu.\n'],
    ['É golpe!', 'A mensagem parece com esta:\nSMS · exemplo\nPicPay: 604917 e o seu codigo de seguranca.\n'],
    ['Upozornění', 'Podvodníci chtějí například kód 604917 z vaší SMS.\n'],
    ['Dikkat', 'Dolandırıcılar örneğin 604917 kodunu isteyebilir.\n'],
  ])('%s gives no code', (subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['Your sign-in code', 'Your sign-in code is 123456. It expires in 10 minutes.\n', '123456'],
    ['Vahvistuskoodi', 'Vahvistuskoodisi on 604917. Syötä se esimerkiksi puhelimellasi.\n', '604917'],
  ])('%s: %j is still the code', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('what is no code', () => {
  it("is an Android SMS's app hash under the message", () =>
    expect(
      code(
        'SMS from 32665',
        "New SMS to +1 (628) 555-0175 from 32665\n\n<#> Murmur: 771-093. Don't share this code with others.\n4sgLq1p5sV6\n",
      ),
    ).toBe('771093'));

  it('is a code marked invalid in brackets after it', () =>
    expect(
      code('Sign-in attempt', 'Someone tried to sign in with this code:\n914 263 (now invalid)\nIf it was you, request a new one.\n'),
    ).toBeNull());
});

// The review of version 99: what its readings must leave alone.
describe('what is still the code', () => {
  it.each([
    ['Your verification code', 'Your verification code is "123456".\nIt expires in 10 minutes.\n', '123456'],
    ['Your code', 'Your code: "000000"\nIt expires in 10 minutes.\n', '000000'],
    ['OTP', 'Thank you for banking with us. www.nabilbank.com.np.\n482913 is your OTP.\n', '482913'],
    ['SMS', '<#> Your Acme code is Xk7pQ2mN9aB\nDo not share it.\n', 'Xk7pQ2mN9aB'],
    ['SMS', '<#> Your Acme verification code:\nXk7pQ2mN9aB\nFA+9qCX9VSu\n', 'Xk7pQ2mN9aB'],
    ['Code', 'From: Example Inc\nMessage: Sample\n\nYour code is 482913\n', '482913'],
    ['Sign-in code', 'Your sign-in code: 482913 (void after 10 minutes)\n', '482913'],
  ])('%s: %j', (subject, text, want) => expect(code(subject, text)).toBe(want));

  it.each(['(void)', '(revoked)', '(cancelled)'])('is not a code marked %s after it', (mark) =>
    expect(code('Sign-in attempt', `Someone tried to sign in with this code:\n914 263 ${mark}\nRequest a new one.\n`)).toBeNull(),
  );

  it('reads the Czech "např." before a value', () => expect(code('Pozor', 'Nikomu nesdělujte kódy, např. kód 604917 z SMS.\n')).toBeNull());
});

describe('verbs', () => {
  it('reads the Finnish "syötä" (enter) before a value', () =>
    expect(
      extract({
        subject: 'Kausilippu',
        text: 'Syötä 448120 Seutuliikenne-sovellukseen, niin pääset jatkamaan kausilipun ostoa. Koodi on voimassa 10 minuuttia.\n',
        html: '',
      }).code,
    ).toBe('448120'));

  it('reads the Finnish "näppäile" (key in) before a value', () =>
    expect(code('Kirjautuminen', 'Näppäile 448120 sovellukseen, niin pääset jatkamaan. Koodi on voimassa 10 minuuttia.\n')).toBe('448120'));
});
