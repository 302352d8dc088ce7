import { describe, expect, it } from '@jest/globals';
import { explainExtraction, extract } from './index.js';

// The rules of extractor version 41, each written against the development mail of its class (corpus/dev, dv35-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('dashed codes with a group of capitals only', () => {
  it.each([
    ['Pair your scooter', 'To pair it, type this pairing code in the app: NB-72Q8\n', 'NB-72Q8'],
    [
      '[acme] Runner registration',
      'To approve it, paste the registration token below into the runner setup:\n\nKD-5512-QT\n',
      'KD-5512-QT',
    ],
    [
      'Your sign-in link',
      'Or enter this temporary login code on the other device:\n  KT-3390-51\n\nIt expires in 15 minutes.\n',
      'KT-3390-51',
    ],
    // One change of kind after three capitals is a plan's or a product's name, not a generated code.
    ['Your 2026 benefits', 'You will be enrolled in Silver PPO 2500 (plan code MED-S2500), $118.40 per paycheck.\n', null],
    ['Finish setting up your camera', 'Camera: OE-C220 is now online.\n', null],
    // A year between capitals is a case's reference.
    ['Your permit application was received', 'Case: PM-2026-AB\n\nWe will write to you within 10 working days.\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('mixed-case codes with two changes of kind', () => {
  it.each([
    ['Codul tău de confirmare', 'Folosește codul Kq47Wn pentru a confirma noul telefon.\n', 'Kq47Wn'],
    ['Payment authorisation', 'Authorisation token (case sensitive): p4Wk7N\n', 'p4Wk7N'],
    ['Your new phone', 'Your Win10Pro licence and the iPhone15 case ship tomorrow.\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('a verb after the code, at the end of the line above, or "used once" after it', () => {
  it.each([
    ['Z-771204', 'Z-771204 — type this into Hoop to link your new device.\n', '771204'],
    ['Your order', 'Order 55120 — enter this on the tracking page to follow your parcel.\n', null],
    [
      'Your mobileTAN',
      'For the transfer of EUR 840.00 to DE44 5001 0517 5407 3249 31 (order 12/2026), please enter\n    502 913\nin the field "mobileTAN".\n',
      '502913',
    ],
    ['Your contract', 'If you have any question about your contract or your invoice of last month, please call\n0800 123 456\n', null],
    ['Health card online services', 'Enter 913 552 when the page asks for it. It can only be used once.\n', '913552'],
    ['Atlantic Power & Gas verification', 'Atlantic Power & Gas: 7 1 3 0 9 8 (one-time, 10 min).\n', '713098'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('labels that name something else, or their own value', () => {
  it.each([
    ['Sign-in', '774120 is your Harbour Bank code. It expires in 10 minutes.\n', '774120'],
    ['Your statement', 'Your bank code is 20041155.\n', null],
    ['Sign-in attempt', 'To sign in from Cloudnest for Mac (version 3.2.1), enter 618 240 in the app window.\n', '618240'],
    ['One Time Password', 'Your One Time Password (OTP) for accessing Application No. KX-2026-0031947 is R7MQ2D.\n', 'R7MQ2D'],

    [
      'H-482019',
      'H-482019\n\nEnter the 6 digits above (without the H-) to approve your transfer, BSB 062-000 account ending 1190.\n',
      '482019',
    ],
    ['Approve your transfer', '482019\nEnter the 6 digits above to approve your transfer.\n', '482019'],
    ['Επιβεβαίωση κράτησης AF-73310', 'Η κράτησή σας επιβεβαιώθηκε.\n\nΑριθμός κράτησης: AF-73310\n', null],
    ['Verify your email', 'https://www.air.test/verify-email/Zm9vYmFy\n\nBooking confirmation code on your profile: QW7K2P\n', null],
    ['Verify your email', 'Your confirmation code: QW7K2P\n', 'QW7K2P'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

it("keeps an address's postcode after its unit number ('#26-04, Singapore 079903') labelled as the address's", () => {
  const html =
    '<h2>Lumo verification</h2><p style="font-size:28px"><b>L-583021</b></p><p>When the app asks, put in just the six digits after L-.</p>' +
    '<p>10 Anson Road, #26-04, Singapore 079903</p>';
  const { code, codeCandidates } = explainExtraction({ subject: 'L-583021 - Lumo verification', text: '', html });
  expect(code).toBe('583021');
  expect(codeCandidates.find((c) => c.value === '079903')?.evidence.map((e) => e.kind)).toEqual(['negative-label']);
});

describe('links', () => {
  const magic = 'https://conta.loja.test/l/magic?s=Qa8tR2&next=%2Fencomendas';
  it('takes a European Portuguese "Iniciar sessão" button', () =>
    expect(
      run('Inicie sessão na Loja', '', `<p>Toque no botão abaixo.</p><p><a href="${magic.replace('&', '&amp;')}">Iniciar sessão</a></p>`)
        .verificationLink,
    ).toBe(magic));
  it('takes a Brazilian "link de acesso"', () => {
    const url = 'https://loja.test/entrar/link-magico?t=md_77aa91';
    expect(run('Seu link de acesso', `Clique no link abaixo para acessar (válido por 15 minutos):\n${url}\n`).verificationLink).toBe(url);
  });
  it('takes a Hindi "साइन इन" link', () => {
    const url = 'https://login.padho.test/magic?lt=PP.x81QaZ';
    expect(run('पढ़ो में साइन इन करें', `साइन इन करने के लिए नीचे दिए गए लिंक पर क्लिक करें:\n${url}\n`).verificationLink).toBe(url);
  });
  it('answers no link for a digest of invitations, each saying only "invite" in its address', () => {
    const text =
      'You have 2 pending invitations\n\n- Omar invited you to Design Guild: https://loop.test/invites/Qa81kLm2?utm_source=digest\n' +
      '- Lena invited you to Book Club: https://loop.test/invites/Zp33wXc9?utm_source=digest\n\nInvitations expire after 30 days.\n';
    expect(run('Weekly digest: 2 pending invitations', text).verificationLink).toBe(null);
  });
  it('answers no link for a Greek booking confirmed beside its tickets', () => {
    const text = 'Η κράτησή σας επιβεβαιώθηκε.\n\nΕκτύπωση εισιτηρίων: https://ferries.test/eisitiria/AF73310\n';
    expect(run('Επιβεβαίωση κράτησης AF-73310', text).verificationLink).toBe(null);
  });
});
