import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 47 (its probes, each of ordinary mail): what the new readings over-reached, mended in
// version 48. Every case here was answered wrongly by version 47.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('codes version 47 lost', () => {
  it.each([
    // A "confirmation code" that signs in, expires or is entered is a one-time code, whatever trip it manages.
    [
      'Your sign-in code',
      'Your confirmation code is 482913. Use it to sign in and manage your booking.\nIt expires in 10 minutes.\n',
      '482913',
    ],
    ['Access your trip', 'To view your itinerary, enter this confirmation code: 730164\nThe code is valid for 30 minutes.\n', '730164'],
    ['Login code', 'Your confirmation code\n663201\nUse it to manage your booking. It expires in 10 minutes.\n', '663201'],
    // "Code No." with a purpose on its line.
    ['Your login', 'Code No. 604218 for login to MyBank. Valid 3 minutes.\n', '604218'],
    ['Transaction', 'Transaction Code No: 551902 to approve payment of Rs 2,000 to Flipkart. Valid 5 min.\n', '551902'],
    // A series rule under a strong label.
    [
      'Your new code',
      'Your verification code is AB-5521.\nThe code expires in 10 minutes.\nIgnore the earlier email with code AB-5520.\n',
      'AB-5521',
    ],
    // A real code in quotation marks under a line that warns of fraud.
    [
      'Confirm your payment',
      'To protect you against fraud, please confirm this payment by entering the code below:\n"482913"\nThe code expires in 5 minutes.\n',
      '482913',
    ],
    // A PIN the mail asks to enter for an order.
    [
      'Verify your phone number',
      'To verify your phone number before we dispatch order #88213, enter this PIN:\nPIN 4821 for order ID 88213\nThank you!\n',
      '4821',
    ],
    // The code named before "with" in a warning not to confuse two values.
    ['Your code', 'Do not confuse your security code 482913 with your card PIN.\n', '482913'],
  ])('%s', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('no code where version 47 gave one', () => {
  it.each([
    // Indian postcodes in addresses.
    [
      'Your order has been shipped',
      'Your order #402-1182 has been shipped.\nShipping to: 22 Park Avenue, Kolkata, West Bengal, PIN code: 700016\n',
    ],
    ['Order confirmed', 'Deliver to: Priya Sharma, 7 MG Complex, Indiranagar, Bengaluru, PIN Code: 560038\nTotal: Rs. 1,299\n'],
    // A session's or an event's code.
    ['Your conference schedule', 'You are registered for the following session.\nSession code: 4821\nRoom B2, 14:30–15:15.\n'],
    ['Join the Q&A', 'Join the Q&A at slido.com with event code 482913.\nThe session starts at 10:00.\n'],
    // Norwegian and Danish numbers with "gyldig".
    ['Din billett', 'Billettnummer: 48291377\nGyldig: 12.11.2026 kl 08:00–10:00\nSone 1\n'],
    ['Dit medlemskort', 'Medlemsnummer: 48291377\nGyldig til 31.12.2027 kl. 23:59\n'],
    // "your key into" a Wi-Fi network or a room.
    ['Welcome', "Wi-Fi password\nHX7Q2K9P\nThat's your key into Harbour Guest Wi-Fi.\n"],
    ['Your room', "Room 412\n5521\nThat's your key into Room 412 – enjoy your stay!\n"],
    // An item's or a model's code in the new shape.
    ['Order confirmation', 'Item code: 7QF4-KX92-MB\nQty: 2\nTotal: 39.90 EUR\n'],
    ['Your TV registration', 'Thanks for registering your TV.\nModel code: QE55-Q80C-AT\nSerial: 0A4B3CTR\n'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
});
