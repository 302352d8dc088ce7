import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 89, each in other words than the held-out mail whose miss it answers (heldout227, 229, 231 and 233,
// each opened after its clean scores). Each case was answered wrong by version 88. Version 89's mends of the review of versions 87
// and 88 are in review-probes/v88.json.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // An example after "will look something like this:" (heldout229).
    [
      'From 1 May: sign in with a code, not a password',
      "1. Enter your email address in the Pell app.\n2. We'll email you a 6-digit code. It will look something like this: 123 456\n3. Type it in within 10 minutes and you're in.\n",
      null,
    ],
    // A log's verdict after the value: a code already used (heldout231).
    ['New login to your Pell account', 'We noticed a new login.\n\n  Method:   Password + authenticator code 604917 (accepted)\n', null],
    // A tax authority's PIN in an account's details (heldout231).
    [
      'Activate your Pell account',
      'Account type : Citizen\nKRA PIN      : A012345678Z\n\nTo activate your account, use the link we sent.\n',
      null,
    ],
    // A keypad's PIN under the line that says where it is typed (heldout233).
    [
      'Welcome to Pell Gym',
      'Outside staffed hours, key your access PIN into the keypad by the side entrance:\n\n    PIN: 58213 then #\n',
      null,
    ],
    // Nine digits in threes after "sign in with" or a code's label (heldout229).
    ['Your Pell sign-in', 'Sign in with 481 220 937 - valid for 15 minutes.\nLearner ID: DRA-2024-1177\n', '481220937'],
    // A one-digit number sign's own value ends its label (heldout233).
    [
      'Finish setting up your Pell reader',
      'To link your reader to Cafe Sol #2, type 418 227 903 on the device when prompted.\nThis expires in 20 minutes.\n',
      '418227903',
    ],
    // Relays: a name in brackets, an SMS retriever's mark, four digits that sign in (heldout227, 231).
    [
      'SMS from 32665',
      'New text message\nFrom:      32665\nReceived:  Nov 12, 10:42\n--------------------\n[Pell] 604917 - enter to log in. Never share this.\n--------------------\nReplies are not sent.\n',
      '604917',
    ],
    [
      'SMS from PELL',
      'New SMS received on Safaricom (SIM 1)\nFrom:     PELL\n--------------------\n<#> Pell: 3390. Enter this in the app to log in.\n--------------------\nForwarded by SMS Forwarder\n',
      '3390',
    ],
    // Letters under "Here is the code to confirm your email for …:" (heldout233).
    [
      'Confirm your email',
      'Here is the code to confirm your email for Pell at Halo Hair:\nMVKTRB\nType it in the app. It expires in 1 hour.\n',
      'MVKTRB',
    ],
    // A code entered to authorize something, in Spanish (heldout231).
    ['Autoriza tu retiro', 'Para autorizarlo, ingresa este código en Pell:\n    MXQ482\nEl código vence en 10 minutos.\n', 'MXQ482'],
    // Ranges are no codes (heldout233): "Sun 10-12", "spots 12-30".
    [
      'Welcome to Pell - getting you into the app',
      "Here's what gets you into the member portal: 552190 (good for 15 minutes).\n- Open gym Sun 10-12\n- Parking spots 12-30 are ours\n",
      '552190',
    ],
    // The body says it put the number in the subject (heldout229).
    [
      '392018 - Pell',
      "Here's the number you asked for. We've put it in the subject line so you can read it from your lock screen.\nIt works once.\n",
      '392018',
    ],
    // A Zulu copula joined to the number (heldout231).
    ['Ikhodi yakho ye-Pell', 'Ikhodi yakho yokuqinisekisa ngu-483920. Isebenza imizuzu emi-5 kuphela.\n', '483920'],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text).code).toBe(code);
  });
});

describe('links', () => {
  it.each([
    // Hebrew and Kinyarwanda buttons, Spanish "nueva clave" (heldout227, 231).
    ['איפוס סיסמה', '<p>קיבלנו בקשה לאיפוס הסיסמה לחשבון.</p><a href="https://pell.test/he/recover?rt=Vx7KpQ2mZ9tL4nB8">איפוס סיסמה</a>'],
    ['Emeza aderesi yawe', '<p>Kanda hano.</p><a href="https://pell.test/rw/confirm?t=aZ7pQ2mKx9vT3L0b">Emeza imeyili yanjye</a>'],
    ['Tu nueva clave', '<p>Usa este enlace.</p><a href="https://pell.test/cl/reset?token=Cl-8f2a61c0d9b34e7a">Crear nueva clave</a>'],
  ])('%j gives its button', (subject, html) => {
    expect(run(subject, '', html).verificationLink).toBe(/href="([^"]+)"/.exec(html)?.[1]);
  });
});
