import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 49 (its probes, each of ordinary mail): what version 49's own mends over-reached, mended
// in version 50. Every case here was answered wrongly by version 49.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('no code where version 49 gave one', () => {
  it.each([
    // Indian postcodes in addresses that also say "valid", "activate" or greet.
    ['Your order has shipped', 'Dear Ravi, your order will be delivered to 22 Park View, Kothrud, Pune, PIN code: 411038.\n'],
    ['Order confirmed', 'Thank you for shopping with us, Ravi Kumar, 22 Gandhinagar, Ahmedabad, PIN code: 382010\n'],
    ['Your card is on the way', 'Your debit card will be delivered to: 12 MG Road, Bengaluru, PIN code: 560001. Activate it on arrival.\n'],
    [
      'Address updated',
      'Your address has been updated to 14 Lake View, Salt Lake, Kolkata, PIN code: 700091. The change is valid from today.\n',
    ],
    // A masked phone number that ends in stars.
    ['Your security code', 'We texted a security code to 415 555 ****. Enter it to sign in.\n'],
    ['Your OTP', 'An OTP has been sent to 98765 *****. Enter it to complete your login.\n'],
    // A session's or an event's code with minutes or a day's validity.
    ['Webinar reminder', 'Your webinar starts in 30 minutes. Session code: 482913\nJoin at https://webinar.example.com/join\n'],
    [
      'Conference badge',
      'Your event code is 482913. It is valid for all three days of the conference. Show it at the registration desk.\n',
    ],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe('codes version 49 lost', () => {
  it.each([
    // A one-time secret named first in a warning not to confuse it.
    ['Your OTP', 'Do not confuse your one-time PIN 482913 with your card PIN.\n', '482913'],
    ['Sign in', 'Never confuse your card PIN 4821 with the sign-in PIN 482913.\n', '482913'],
    // A quoted code under a fraud line that asks for it, in other languages.
    [
      'Ваш код',
      'Никому не сообщайте код, даже сотрудникам банка — это мошенники. Ваш код подтверждения:\n«482913»\nКод действует 5 минут.\n',
      '482913',
    ],
    ['Your code', 'To keep your account safe from fraud, enter this code on the sign-in page:\n"482913"\n', '482913'],
    // A confirmation code typed in an app to go on.
    [
      'Finish signing up',
      'Your confirmation code: 482913. Enter it in the app to continue. You can manage your trip anytime in the app.\n',
      '482913',
    ],
    // "is what you enter to sign in" below a lone value.
    ['Welcome', 'Here it is:\n\n482913\n\nis what you enter to sign in on your TV. It works once.\n', '482913'],
    // A labelled code beside an older one of its series.
    ['Your code', 'Your code: KM-4821\nYour previous code KM-3310 is no longer valid.\n', 'KM-4821'],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});
