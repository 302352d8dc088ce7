import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor versions 84 to 86, each in other words than the held-out mail whose miss it answers (version 84:
// heldout191, 193, 195 and 197; version 85: heldout199, 201, 203 and 205; version 86: heldout207, 209 and 211; each opened after
// its clean scores). Version 86's mends of the review of versions 82 to 85 are in review-probes/v85.json.
const run = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('codes', () => {
  it.each([
    // Three capitals the mail leaves out: the digits (heldout193, 195); typed whole when it says nothing (version 19).
    ['Your Pell sign-in', 'PLX-604917\n\nThe app fills in PLX- for you, so type only the six digits.\n', '604917'],
    ['Your Pell sign-in', 'Type the numbers after the dash on the sign-in screen:\n\nPLX-604917\n\nIt expires in 10 minutes.\n', '604917'],
    ['Your Pell sign-in', 'Your sign-in code:\n\nPLX-604917\n\nIt expires in 10 minutes.\n', 'PLX-604917'],
    // A barrier's code, a quiz's quoted text message, a relay's "From:" header: no code (heldout195, 197).
    ['Your visit on Monday', 'Welcome!\n\nCar park barrier code: 4419.\n\nSee you at 10:00.\n', null],
    [
      'Phishing drill results',
      'Pop quiz: you get a text message saying "Pell: 604 917 is your code. Never share it." Then a caller asks for it. What now?\n',
      null,
    ],
    [
      'Text from 60917',
      'From: 60917\nTo: +44 7700 900123\n\nCityPark: session started in zone 2210. Text STOP to 60917 to end it.\n',
      null,
    ],
    // A system's name after "for the" labels nothing; a value opening its line with its life in minutes (heldout197).
    ['Court booking', 'Hi Sam,\n\nYour sign-in code for the booking portal is:\n\nRTQ419\n\nType it on the booking page.\n', 'RTQ419'],
    ['Pell', '604917 - good for 10 min. Not you? Ignore this.\n', '604917'],
    ['Pell', 'Your order 604917 - ships in 10 days.\n', null],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text)).toBe(code);
  });
});

describe('codes (version 85)', () => {
  it.each([
    // A code that expired after something else happened; a spent request.
    ['Pell CLI login', 'The code shown in your terminal was:\n\n  QWTR-KMPD\n\nIt was never approved and expired at 10:15 UTC.\n', null],
    [
      'Your Pell login request expired',
      'The code shown in your terminal was:\n\n  QWTR-KMPD\n\nIt has expired. Run pell login again.\n',
      null,
    ],
    // A gate's or a door's PIN, a code lock; a Czech company's number in the footer.
    ['Visitor pass approved', 'Gate PIN for your visitor:\n\n604917\n\nIt works on Saturday only.\n', null],
    ['Team offsite', 'Bike storage: code lock 2291\n', null],
    [
      'Ověřte svůj e-mail',
      'Ověřte e-mail kliknutím na odkaz: https://pell.test/overeni/5f1b9e03\n\nS pozdravem tým Kódovna\nKódovna s.r.o., Praha, IČO 27182818\n',
      null,
    ],
    // A strong label whose line signs in, before an account's word (heldout199); its twin asks nothing.
    ['Dein Code', 'hier ist dein Sicherheitscode, um die Anmeldung bei deinem Pell-Konto abzuschließen:\n\n604917\n', '604917'],
    ['Dein Konto', 'hier ist deine Kontonummer für das Pell-Konto:\n\n60491733\n', null],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text)).toBe(code);
  });
});

describe('codes (version 86)', () => {
  it.each([
    // A lockbox's shackle code; a quoted text a newsletter imagines; a code reported used to sign in; "a code like" an example.
    ['Showing confirmed', 'Access: the keybox is on the porch.\nShackle code: 5190\nLeave the lights off.\n', null],
    [
      'Five scams this winter',
      'You get a text that reads "Your Pell code is 604 917. Don\'t share it." Then someone calls and asks for it. Hang up.\n',
      null,
    ],
    ['New device signed in', 'Hi Ana,\n\nThe one-time code 604917 was used to sign in to Pell on a new phone.\n', null],
    ['Staying safe', 'If someone says they sent you a code like 604917 by mistake, do not read it back.\n', null],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text)).toBe(code);
  });
});
