import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 38, each written against the development mail of its class (corpus/dev, dv33-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A company's registry line: its numbers are the registry's, whatever label is in it.
    ['Su compra', 'Inscrito en el Registro Mercantil de Madrid, Tomo 9, Folio 2. Registro de Bancos con el código 0182.\n', '', null],
    ['Su código', 'Su código de verificación es 604117.\n\nInscrito en el Registro Mercantil de Madrid, Tomo 9.\n', '', '604117'],
    // A bank's registry code, an e-invoice's random code.
    ['Attivata', 'Banca – Codice ABI 08311 – Albo Banche n. 4211\n', '', null],
    ['電子發票', '隨機碼 Random code :8352\n', '', null],
    // Groups right after a code word, with no colon; not after other words.
    ['Verification code', 'Verification code K8MD 4Q2P\n\nValid for 30 minutes.\n', '', 'K8MD4Q2P'],
    ['Your seat', 'Seat and gate A12B C34D\n', '', null],
    // "Copy the number below into …" two lines above a lone code.
    [
      'Your eSIM',
      '',
      '<p>Copy the number below into the app on your new phone.</p><p>Your SIM stops working once the eSIM is active.</p><p><b>771406</b></p><p>Expires in 10 minutes.</p>',
      '771406',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).code).toBe(want));
});
