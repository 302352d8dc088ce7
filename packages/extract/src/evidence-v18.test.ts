import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 18, each written against the development mail of its family (corpus/dev,
// dv15-*) in other words. Each twin is a mail the new evidence must not take.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const link = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).verificationLink;
const cells = (digits: string) =>
  `<table><tr>${[...digits].map((d) => `<td style="font-size:28px;border:1px solid #123">${d}</td>`).join('')}</tr></table>`;

describe('approving a transfer, a withdrawal or a payment', () => {
  it('is what a verb introduces the value for, among account numbers and amounts', () => {
    const text = 'Account ****4410\nAmount: $720.00\nTransfer ID: 66120-3381\n\nTo approve this transfer, key in 52 17 40 in the app.\n';
    expect(code('Transfer waiting', text)).toBe('521740');
    expect(code('Retiro pendiente', 'Importe: 300,00 EUR\n\nPara aprobar esta transferencia, introduce 418 206 en la app.\n')).toBe(
      '418206',
    );
  });

  it('makes a subject that asks to approve a payment a verifying one, for digits one per cell', () => {
    const html = `<p>Amount: EUR 40.00 · Card ending 5531</p><p>Type these digits in the app to approve:</p>${cells('603192')}`;
    expect(code('Approve payment EUR 40.00', '', html)).toBe('603192');
    expect(code('Godkjenn betaling NOK 900,00', '', `<p>Tast inn sifrene i appen:</p>${cells('771305')}`)).toBe('771305');
  });

  it('is no code once approved, nor a reference to quote on the phone', () => {
    expect(code('Transfer approved', 'You approved a transfer of $90.00.\nTransfer ID: 1182-4471\nConfirmation: 604218\n')).toBeNull();
    expect(code('Approve your transfer', 'To approve this transfer, call 0800 555 0177 and quote reference 48213377.\n')).toBeNull();
    expect(code('Your numbers', '', `<p>Your numbers for draw 2291:</p>${cells('603192')}`)).toBeNull();
  });
});

describe('an origin-bound line last before a "-- " signature', () => {
  it('binds its code, as the last line of the part does', () => {
    const text =
      'Clinic: 730219 opens your results. Do not share it.\n\n@clinic.test #730219\n\n-- \nClinic Ltd, 4 Elm St, Leeds LS1 4AB\nDo not reply.\n';
    expect(code('Secure message', text)).toBe('730219');
  });

  it('binds nothing in a sale, nor a tag of a contest', () => {
    expect(code('Sale', 'Our sale ends Sunday: 20% off. Shop now!\n\n@shop.test #482193\n\n-- \nShop Ltd, Bristol\n')).toBeNull();
    expect(code('Contest', 'Post your best photo with our tag.\n\n@parks.test #summer2026\n\n-- \nParks Trust\n')).toBeNull();
  });
});

describe('a delivery PIN told to the driver', () => {
  it('is no code, in any covered language', () => {
    expect(code('Your parcel arrives today', 'Tracking: SD 4410 2291\n\nYour delivery PIN is 5531. Tell the driver.\n')).toBeNull();
    expect(code('Ihr Paket kommt', 'Ihre Zustell-PIN lautet 8820. Nennen Sie sie dem Fahrer.\n')).toBeNull();
    expect(code('Tu paquete llega', 'Tu PIN de entrega es 9042. Díselo al repartidor.\n')).toBeNull();
  });

  it('leaves a delivery company’s own sign-in PIN a code', () => {
    expect(code('Sign in to Swiftdrop', 'Your sign-in PIN is 551902. Enter it in the app. It expires in 10 minutes.\n')).toBe('551902');
  });
});

describe('"Or continue in this browser:" after a code', () => {
  const url = 'https://id.civic.test/login/confirm?session=q7m2x9p4r8t1v6w3z5y0b2n4';
  it('is the other way to the same step, to a URL with a token, written out or as an anchor', () => {
    expect(link('Your one-time passcode', `Passcode: 482-913\n\nOr continue in this browser:\n${url}\n`)).toBe(url);
    expect(link('Ihr Einmalcode', `Einmalcode: 730-418\n\nOder direkt in diesem Browser fortfahren:\n${url}\n`)).toBe(url);
    const html = `<p>Passcode:</p><p style="font-size:36px"><b>649-215</b></p><p>Or <a href="${url}">continue in this browser</a>.</p>`;
    expect(link('Your one-time passcode', '', html)).toBe(url);
  });

  it('is no verification link to a page without a token', () => {
    expect(link('Your one-time passcode', 'Passcode: 318-604\n\nOr continue in this browser:\nhttps://civic.test/services\n')).toBeNull();
  });
});

describe('a newsletter’s headlines and choices', () => {
  const wrap = (slug: string) => `https://brief.test/r/?u=https%3A%2F%2Fbrief.test%2F${slug}&n=1`;
  it('are no verification links, whatever their words or their addresses say', () => {
    const html = [
      `<p><a href="${wrap('verify%2Fhow-we-verify-videos')}">Fact check: How we verify viral videos</a></p>`,
      `<p><a href="${wrap('economy%2Fbank-confirms-rate-hold')}">Central bank confirms rate hold at 4.25%</a></p>`,
      `<p><a href="https://brief.test/account/newsletters?confirm=weekly&amp;uid=5">Update or confirm your newsletter choices</a></p>`,
    ].join('');
    expect(link('Trust, but verify: your briefing', '', html)).toBeNull();
  });

  it('leave a double opt-in a verification link', () => {
    const url = 'https://brief.test/subscribe/confirm?t=Q8m2Kx7pR4vW9zT1';
    expect(
      link('Confirm your subscription', '', `<p>Please confirm you want the Brief.</p><p><a href="${url}">Confirm my subscription</a></p>`),
    ).toBe(url);
  });
});

describe('a number only the subject holds, which the body points at', () => {
  const body = (line: string) =>
    `Hi Noor,\n\n${line}\n\nPolicy: HC-00917743\nRenewal: 01/08/2027\n\nCardinal Ltd, 255 George St, Sydney NSW 2000\n`;
  it('is the code when a sentence asks to enter it, in any covered language', () => {
    expect(code('284617 - Cardinal sign-in', body('Enter the number from the subject line of this email on the sign-in page.'))).toBe(
      '284617',
    );
    expect(code('482916 – Kronbank Anmeldung', body('Geben Sie die Zahl aus dem Betreff dieser E-Mail auf der Anmeldeseite ein.'))).toBe(
      '482916',
    );
  });

  it('is no code when the body only asks to quote or keep it', () => {
    expect(code('48213377 - your parcel has shipped', body('Quote the number in the subject line if you contact us.'))).toBeNull();
    expect(code('551902 - Support request received', body('Please keep the number in the subject line when you reply.'))).toBeNull();
  });
});

describe('a lone value, then "Go back to … and type it in …"', () => {
  it('is the code when the line below goes back to type it to sign in or verify', () => {
    expect(code('Your password', "Here's what you asked for\n\n604 918\n\nGo back to Lumen and type it in to reset your password.\n")).toBe(
      '604918',
    );
    expect(code('Pollen', 'Almost there.\n\n318274\n\nSwitch back to the Pollen app and enter it to finish signing in.\n')).toBe('318274');
  });

  it('is no code for a network or a locker', () => {
    expect(code('Your stay', 'Guest Wi-Fi\n\n73920145\n\nGo back to the network screen and type it in to connect.\n')).toBeNull();
    expect(
      code('Your parcel is in locker 14', 'Ready\n\n604 918\n\nGo back to the locker and type it in on the keypad to open door 14.\n'),
    ).toBeNull();
  });
});
