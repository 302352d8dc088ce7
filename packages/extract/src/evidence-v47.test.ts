import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 47, each written against the development mail of its class (corpus/dev, dv41-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // Groups of capitals and digits with a shorter last group; identifiers of the same look are none.
    ['Your activation code', 'Activation code\n7TQ4-KX92-MB\nEnter it exactly as shown, including the hyphens.\n', '7TQ4-KX92-MB'],
    ['Your security code', 'Enter it on the sign-in screen:\nSecurity code:  Q7M4-PW\nIt can be used once.\n', 'Q7M4-PW'],
    ['Your order has shipped', 'Item: Wool scarf, SKU-204-XL, qty 1\nCollection: AW-2026-CD\n', null],
    // A bound value keeps its dash.
    [
      'Uw verificatiecode',
      'Vul onderstaande verificatiecode in.\nVerificatiecode\nm4QK-27zt\nDe code verloopt na 15 minuten.\n',
      'm4QK-27zt',
    ],
    // An Italian case's code; a Ukrainian register's code.
    ['Password modificata', 'La password è stata modificata. Se non sei stato tu, comunica il codice pratica SC-40417.\n', null],
    ['Підтвердіть адресу', 'АТ «Банк», код ЄДРПОУ 40417733, ліцензія НБУ № 12.\n', null],
    // "↑ that's your key back into …".
    ['Your basket misses you', "Ciao!\n417 205\n↑ that's your key back into Osteria Blu. Pop it in the app within 10 minutes.\n", '417205'],
    // A tracker's ids in a series; one such id alone is still read by its label.
    ['[Resolved] API errors', 'Follow-ups\n  OPS-2201  Alert earlier\n  OPS-2202  Add a check for the CLI login flow\n', null],
    ['Your sign-in code', 'Your sign-in code: OPS-2202\n', 'OPS-2202'],
    // A booking's PIN beside a code to verify the address.
    [
      'Verify your email',
      'Using the app? Enter this code instead: 771204\nPIN code: 5512  (you need it with the confirmation number to change or cancel your booking)\n',
      '771204',
    ],
    // A scam's SMS in quotation marks under a line that names the fraud.
    ['Varování', 'Takto může vypadat podvodná SMS:\n"Overte ucet na banka-overeni.test a zadejte kod 604117"\n', null],
    // Norwegian "Skriv inn … i appen"; Spanish digits "que figuran en el asunto".
    ['Fullfør registreringen', 'Skriv inn 7204 i appen for å fullføre registreringen. Tallet er gyldig i 30 minutter.\n', '7204'],
    ['Banco Alto | 771902', 'Para completar el alta, introduzca los seis dígitos que figuran en el asunto de este mensaje.\n', '771902'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it("gives no code for an airline's confirmation code, in its subject and under its label", () => {
    const html =
      '<table><tr><td><span>Your confirmation code</span><br/><span style="font-size:26px;font-weight:bold">QP4K7M</span></td></tr></table>' +
      '<p>Use it with your last name to manage your trip or check in online.</p>';
    expect(run('E-ticket receipt – confirmation code QP4K7M', 'Thank you for flying with us.\n', html).code).toBeNull();
    expect(run('Your confirmation code', 'Your confirmation code: QP4K7M\nEnter it to confirm your email address.\n').code).toBe('QP4K7M');
  });
});

describe('links', () => {
  it('takes an Italian link that completes an activation', () => {
    const url = 'https://servizi.ateneo.test/attivazione/conferma?id=AT-7d93e1c2b8';
    const text = `Per completare l'attivazione e impostare la password, La preghiamo di aprire il seguente collegamento entro 48 ore:\n${url}\n`;
    expect(run('Attivazione credenziali', text).verificationLink).toBe(url);
  });
});
