import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 36, each written against the development mail of its class (corpus/dev, dv31-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // Groups after a label's colon are one value; a reference's are its own.
    ['Confirm key creation', 'Confirmation code:  9TK4 QZ27\n\nIt expires in 10 minutes.\n', '9TK4QZ27'],
    ['Your invoice', 'Thank you for your payment.\n\nRef: AB12 CD34 EF56\n', null],
    // "Enter the following code on the … page" above a letters-first code; a coupon line does not.
    [
      'Confirm your payout account',
      'To approve this change, enter the following code on the payout settings page:\n\n  WQTR7714\n',
      'WQTR7714',
    ],
    ['Spring sale', 'Use this code at checkout for 20% off:\n\n  SPRNG2024\n', null],
    // A Romanian polite possessive in the label.
    ['Confirmarea adresei', 'Codul dvs. de confirmare este 735102\n\nCodul este valabil 60 de minute.\n', '735102'],
    // "The numbers from the subject line".
    [
      '551903 - Bank Online',
      'Someone is signing in with your login.\n\nIf it was you, use the numbers from the subject line of this e-mail to continue. They are valid for 3 minutes.\n',
      '551903',
    ],
    // A tablet is where it is typed.
    ['Video calls', 'To finish, type 52 18 40 on your tablet when it asks you to.\n', '521840'],
    // "In <app> to link your new laptop".
    ['Link your laptop', 'Enter 209 714 in Syncbox to link your new laptop "KIM-X1".\n', '209714'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it('reads "Copy this into the … app" above a lone code, and a brand\'s "ID" as no label', () => {
    const html = '<p>Copy this into the Quince app to finish creating your Quince ID.</p><p><b style="font-size:30px">771205</b></p>';
    expect(run('Finish creating your Quince ID', '', html).code).toBe('771205');
  });
  it('keeps "Member ID" a label of its own number', () => expect(run('Welcome', 'Member ID 77120944\n').code).toBe(null));
});

describe('links', () => {
  const frag = 'https://tavern.test/verify-email-change#token=eyJ1IjoiMTA0ODIyIn0.ZxK3aQ.p9Hc2TnV';
  it.each([
    [
      'Verify your new email',
      `To confirm, type this code in the app:\n\n    660417\n\n...or open this link in your browser:\n\n${frag}\n`,
      '',
      frag,
    ],
    [
      'הפעלת החשבון',
      'כדי להפעיל את החשבון שלך, לחץ על הקישור הבא:\nhttps://forum.test/u/activate-account/9a1f3b9e2a8d4e6f\n',
      '',
      'https://forum.test/u/activate-account/9a1f3b9e2a8d4e6f',
    ],
    [
      'Your EOB is ready',
      '',
      '<p><a href="https://click.plan.test/?qs=8c1f0e3d9a2b47f6a1c3d5e7f9b0a2c4">Log in to view your EOB</a></p>',
      null,
    ],
    [
      'Sign in to Acme',
      '',
      '<p><a href="https://acme.test/login?t=8c1f0e3d9a2b47f6a1c3">Sign in to Acme</a></p>',
      'https://acme.test/login?t=8c1f0e3d9a2b47f6a1c3',
    ],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).verificationLink).toBe(want));
});
