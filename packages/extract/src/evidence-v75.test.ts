import { describe, expect, it } from '@jest/globals';
import { extract, mailText } from './index.js';

// The rules of extractor version 75, each in other words than the opened held-out mail whose miss it answers. Version 75
// reads the corpus as ingest does, so an HTML-only mail's text part is the HTML's own text (mailText), a line per block
// and per table cell; these mails are HTML only, read that way.
const run = (subject: string, html: string) => extract({ subject, text: mailText('', html), html });
const cells = (code: string) => `<table><tr>${[...code].map((c) => `<td style="font-size:28px"><b>${c}</b></td>`).join('')}</tr></table>`;

describe('codes in HTML-only mail, read as ingest reads it', () => {
  it.each([
    // The line above names another value of its own and asks for what follows; the code is one digit a cell.
    [
      'Boarding pass: one more step (NF 311)',
      `<p>For reservation KX4T7B (NF 311, Dublin → Lisbon, 9 Mar 2026), please type the following on the boarding page:</p>${cells('518264')}<p>It works for 15 minutes.</p>`,
      '518264',
    ],
    // A verb and a colon lead to it in its own paragraph, an aside after it.
    [
      'A new browser wants in',
      '<p>Firefox on Windows is trying to open your vault. Type this into Keeply in that browser: tq7m-4xrb-k9 — it stops working at 10:05 UTC.</p><p>Support ticket KP-44120 stays open.</p>',
      'tq7m-4xrb-k9',
    ],
    // A lone value, the mail's heading again under it, then how soon it expires.
    [
      'Your way in',
      '<div>Open the app and you are in</div><div>Hi Ana</div><div style="font-size:32px"><b>730512</b></div><div>Open the app and you are in</div><div>Expires in 10 minutes · Requested from iPhone, Porto</div><div>Lumen Lda · Rua das Flores 12, 4050-262 Porto</div>',
      '730512',
    ],
  ])('%s', (subject, html, want) => expect(run(subject, html).code).toBe(want));
});

describe('spent codes', () => {
  it.each([
    // Spanish "se" right after the value is reflexive, no condition: the code was used and has expired.
    [
      'Re: no puedo entrar',
      'Hola Marta:\nEl código 482913 se usó ayer a las 18:02 y ya caducó.\nTe enviamos uno nuevo en un correo aparte.\n',
      null,
    ],
  ])('%s', (subject, text, want) => expect(extract({ subject, text, html: '' }).code).toBe(want));
});
