import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 20, each written against the development mail of its family (corpus/dev,
// dv17-*) in other words. Each twin is a mail the new evidence must not take.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;

describe('a code label in a language real services send in, inflected as the language inflects it', () => {
  it.each([
    ['Afrikaans', 'Jou OTP', 'Hallo,\n\nJou aanmeldkode is 604 218. Tik dit in die app.\n'],
    ['Icelandic', 'Innskráning', 'Innskráningarkóðinn þinn: 604218\n\nKóðinn gildir í 10 mínútur.\n'],
    ['Georgian', 'კოდი', 'თქვენი ვერიფიკაციის კოდია 604218\n'],
    ['Armenian', 'Կոդ', 'Ձեր մուտքի կոդը՝ 604218\n'],
    ['Azerbaijani', 'Kod', 'Birdəfəlik kodunuz: 604218\n'],
    ['Kazakh', 'Код', 'Бір реттік кодыңыз: 604218\n'],
    ['Uzbek', 'Kod', 'Bir martalik kodingiz: 604218\n'],
    ['Lithuanian', 'Kodas', 'Jūsų vienkartinis kodas: 604218\n'],
    ['Latvian', 'Kods', 'Jūsu vienreizējais kods: 604218\n'],
    ['Slovenian', 'Koda', 'Vaša varnostna koda: 604218\n'],
    ['Croatian', 'Kod', 'Vaš jednokratni kod: 604218\n'],
    ['Macedonian', 'Код', 'Вашиот еднократен код: 604218\n'],
    ['Catalan', 'Codi', 'El teu codi d’accés: 604218\n'],
    ['Basque', 'Kodea', 'Zure segurtasun kodea: 604218\n'],
    ['Welsh', 'Cod', 'Eich cod mewngofnodi: 604218\n'],
    ['Irish', 'Cód', 'Do chód slándála: 604218\n'],
    ['Maltese', 'Kodiċi', 'Il-kodiċi tal-aċċess: 604218\n'],
    ['Malay', 'Kod', 'Kod keselamatan anda: 604218\n'],
    ['Zulu', 'Ikhodi', 'Ikhodi yakho yokungena: 604218\n'],
    ['Hausa', 'Lamba', 'Lambar shigarka: 604218\n'],
    ['Mongolian', 'Код', 'Нэг удаагийн код: 604218\n'],
    ['Marathi', 'कोड', 'तुमचा पडताळणी कोड: 604218\n'],
    ['Gujarati', 'કોડ', 'વેરિફિકેશન કોડ: 604218\n'],
    ['Punjabi', 'ਕੋਡ', 'ਤੁਹਾਡਾ ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ: 604218\n'],
    ['Khmer', 'កូដ', 'កូដផ្ទៀងផ្ទាត់៖ 604218\n'],
    ['Lao', 'ລະຫັດ', 'ລະຫັດຜ່ານຄັ້ງດຽວ: 604218\n'],
    ['Burmese', 'ကုဒ်', 'အတည်ပြု ကုဒ်: 604218\n'],
  ])('%s', (_lang, subject, text) => {
    expect(code(subject, `${text}\nSupport · 1001\n`)).toBe('604218');
  });

  it('names no code where the same languages speak of an order, a year or a phone number', () => {
    expect(code('Dankie vir jou bestelling', 'Ons bevestig jou bestelling binnekort.\n\nKaapstad 8001 · Hulp: 021 555 0148\n')).toBeNull();
    expect(code('Staðfesting á pöntun', 'Takk fyrir pöntunina árið 2026.\n\nLaugavegur 20, 101 Reykjavík · Sími 555 0190\n')).toBeNull();
    expect(code('შეკვეთის დადასტურება', 'გმადლობთ შეკვეთისთვის.\n\nთბილისი 0108 · ცხელი ხაზი: +995 32 2 55 01 90\n')).toBeNull();
    expect(code('Potvrda narudžbe', 'Hvala na narudžbi.\n\nSarajevo 71000 · Tel: +387 33 255 019\n')).toBeNull();
  });
});

describe('a confirmation code of a trip, a flight, a stay or a rental confirmed', () => {
  const trip = (label: string, v: string) =>
    `Thank you for booking. Your trip is confirmed.\n\n${label}: ${v}\n\nFlight 418, Fri 8 Jan, 08:10.\n`;
  it('is the booking’s reference: nothing asks to type it', () => {
    expect(code('Trip confirmation - QK7ZTM', trip('CONFIRMATION CODE', 'QK7ZTM'))).toBeNull();
    expect(code('Your flight is confirmed', trip('Confirmation code', 'K4QZ7T'))).toBeNull();
    expect(
      code('Bestätigung Ihrer Reise', 'Ihre Reise ist bestätigt. Vielen Dank für Ihre Buchung.\n\nBestätigungscode: K4QZ7T\n'),
    ).toBeNull();
    expect(
      code('Conferma del viaggio', 'Il tuo viaggio è confermato. Grazie per la prenotazione.\n\nCodice di conferma: KX72QP\n'),
    ).toBeNull();
  });

  it('is still a code when the same travel sender asks to confirm an email or to sign in with it', () => {
    expect(
      code(
        'Confirm your email for Skyline Air',
        'Confirmation code: 7QK2ZT\n\nEnter it to confirm your email. It expires in 15 minutes.\n',
      ),
    ).toBe('7QK2ZT');
    expect(code('Your sign-in code', 'Use this code to sign in and manage your trip:\n\n604 218\n\nIt works for 10 minutes.\n')).toBe(
      '604218',
    );
  });
});

describe('two capitals, a dash and four digits', () => {
  it('are a code typed whole, letters included', () => {
    expect(code('Your login code', 'Here is your login code: MZ-4827\n\nType it exactly as shown, letters included.\n')).toBe('MZ-4827');
    expect(code('Dein Anmeldecode', 'Dein Anmeldecode: RB-7243\n\nEr gilt 10 Minuten.\n')).toBe('RB-7243');
  });

  it('are no code as an order or a bus line, and two capitals before six digits are still a brand’s prefix', () => {
    expect(code('Your order is on its way', 'Order KT-5190 from Pasta Corner is on its way.\n')).toBeNull();
    expect(code('Timetable change', 'From Monday the night line runs as NB-4410 every 30 minutes.\n')).toBeNull();
    expect(code('Your code', 'FB-604218 is your confirmation code.\n')).toBe('604218');
  });
});
