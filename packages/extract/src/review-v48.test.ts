import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 48 (its probes, each of ordinary mail): what the new readings over-reached, mended
// in version 49. Every case here was answered wrongly by version 48.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('codes', () => {
  it.each([
    // Decorative stars after a code are no mask.
    ['Your OTP', '*** Your OTP is 482913 ***\nDo not share it. Valid for 5 minutes.\n', '482913'],
    ['Login code', 'Your login code: 482913 ****\nIt expires in 10 minutes.\n', '482913'],
    ['Sign-in code', 'Sign-in code: 482913 •• valid 10 min\n', '482913'],
    // A scam's message quoted under a warning that says "asking for your code".
    [
      'Scam alert',
      'Scam alert: fraudsters send texts like this asking for your code:\n"Your Amazon code is 448120. Reply with it to cancel the order."\nWe will never ask you for a code.\n',
      null,
    ],
    [
      'Aviso de seguridad',
      'Cuidado con esta estafa:\n“Hola, soy de tu banco, tu código es 448120, reenvíalo para verificar”\nNunca compartas tus códigos.\n',
      null,
    ],
    // "Do not confuse": the PIN is the other value, the code is the code.
    ['Your code', 'Don’t confuse your card PIN 4821 with the one-time code below.\nCode: 482913\n', '482913'],
    ['Code', 'Ne le confondez pas : le code PIN 4821 de votre carte et le code de connexion 482913 sont différents.\n', '482913'],
    // An issue tracker's titles name codes; its ids are no code.
    [
      '[JIRA] Daily digest',
      'Updated issues:\nHLM-8812 Verification code email not sent\nHLM-8813 Login code rejected on Android\nHLM-8814 Sign-in code expiry too short\n',
      null,
    ],
    // A lasting id "is what you use" to sign in.
    [
      'Welcome to Nordbank',
      'Welcome to Nordbank online banking!\n\n48213311\nis what you use to log in, together with the password you chose.\n',
      null,
    ],
    // A booking's confirmation code entered with a last name.
    ['Hello from SkyAir', 'Your confirmation code is 482913. Enter it with your last name to manage your trip.\n', null],
    // A one-time "PIN code" after a greeting's commas.
    ['Your PIN', 'Hi Ravi, as requested, here is your PIN code: 482913. It is valid for 10 minutes.\n', '482913'],
    ['Login OTP', 'Welcome, Ramnagar Co-op Bank customer. PIN code: 482913 for NetBanking login, valid 5 minutes.\n', '482913'],
    // A session's code that signs in or expires.
    ['Sign in on your TV', 'Enter this session code on your TV to sign in:\n482913\nIt expires in 15 minutes.\n', '482913'],
    ['Your session code', 'Your session code is 482913. Enter it on the TV screen within 10 minutes to finish signing in.\n', '482913'],
    // A booking's PIN "to use with the confirmation number" beside a link to confirm the address.
    [
      'Confirm your email',
      'Please confirm your email address: https://hotel.example.com/confirm?t=abcdef12345\nPIN code: 7712 (use it with the confirmation number to change or cancel your booking)\n',
      null,
    ],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});
