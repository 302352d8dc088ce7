import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Versions 73 and 74: rules beside the review's mends (src/review-probes/v71.json): a help desk's Spanish or Portuguese answer about the
// code the reader mentioned spends it; the code a mail asks to enter stays.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['Re: No puedo entrar', 'Hola Ana:\nEl código que mencionas (480213) se generó ayer a las 18:47 y caducó a los 10 minutos.\n', null],
    ['Re: Não consigo entrar', 'Olá, o código que você digitou, 480213, já tinha expirado.\n', null],
    ['Tu código', 'Introduce el código que te enviamos: 551902. Caduca en 10 minutos.\n', '551902'],
    // Version 74: an event's, a request's or a trace's id is no code (a sign-in alert's "Event ID" ⏎ 551203, as ingest reads
    // an HTML-only mail's text); a code beside a request id stays.
    [
      'New sign-in to your Lumen account',
      'We noticed a sign-in from a new device.\nEvent ID\n551203\nIf this was you, there is nothing to do.\n',
      null,
    ],
    ['Your code', 'Request ID: 88213\nYour verification code: 551203\n', '551203'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});
