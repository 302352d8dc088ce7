import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 50's mends (its probes, each of ordinary mail), mended in version 51. Every case here was
// answered wrongly by version 50.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('no code where version 50 gave one', () => {
  it.each([
    // A scam's example under an intro that shows a message, whatever code word ends it.
    [
      'Security newsletter',
      'Scammers may text you a fake verification code:\n"Your Amazon code is 482913. If this wasn\'t you, call 0800 123 456"\nNever call numbers from such messages.\n',
    ],
    [
      'Security tips',
      'Fraudsters send fake messages asking for your one-time code:\n"Please send us the code 482913 to verify your identity"\nNever reply.\n',
    ],
    ['Мошенники', 'Осторожно, мошенники! Пример сообщения с кодом подтверждения:\n«Ваш код 482913. Сообщите его сотруднику банка»\n'],
    // A username, a Wi-Fi password, a locker's daily code.
    ['Your new username', 'Your username\n\n48291374\n\nis what you enter on the login page, then your password.\n'],
    ['Guest Wi-Fi', 'Wi-Fi password\n\n48291374\n\nis what you enter to connect in the lobby.\n'],
    // A tracker's id after an issue's "…code:".
    [
      'Sprint digest',
      'HLM-8812 Fix login redirect (Done)\nHLM-8813 Update onboarding docs (In progress)\nHLM-8816 Add 2FA code: HLM-8817\n',
    ],
    ['[Jira] Daily digest', 'HLM-8812 was moved to Done\nHLM-8813 was assigned to you\nLinked issue code: HLM-8814\n'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe('codes version 50 lost or got wrong', () => {
  it.each([
    // A security or login PIN in a warning is the lasting one.
    ['Your sign-in code', 'Do not confuse your security PIN 4821 with the one-time code below.\nCode: 482913\n', '482913'],
    ['Your code', "Don't confuse your login PIN 4821 with the code we sent you. Your code is 482913.\n", '482913'],
    // One-time PIN codes in Indian mail.
    [
      'Your card PIN',
      'Your debit card has been delivered to your registered address. To set your ATM PIN, use PIN code: 482913, valid for 24 hours.\n',
      '482913',
    ],
    ['MPIN reset', 'Dear Ravi Kumar, thank you for banking with us, to reset your MPIN, PIN code: 482913\n', '482913'],
    // A code's label before a masked card number, and a one-time password before stars.
    ['OTP', 'OTP for your transaction on HDFC Bank card XX4821 is 482913 **. Valid 5 min.\n', '482913'],
    ['Sign in', 'Your one-time password: 482913 ***.\n', '482913'],
    // A confirmation code with the last name that expires in minutes.
    ['Your flight', 'Your confirmation code is 482913. Enter it with your last name to sign in. It expires in 10 minutes.\n', '482913'],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});
