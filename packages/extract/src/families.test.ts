import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

// Codes of letters only, and codes named by "use … to sign in", come with new ways to be wrong: each of
// these must stay no code at all.
describe('dashed letters and "use … to sign in" never make a false code', () => {
  it('takes letters only where a label or a sign-in sentence names them', () => {
    expect(code('Your code', 'Your code is ABC-DEF.')).toBe('ABC-DEF');
    expect(code('Your flight', 'Flight LHR-JFK departs at 10:40 from gate 22.')).toBeNull();
    expect(code('Your booking', 'Your booking reference: ABC-DEF. Show it at the desk.')).toBeNull();
    expect(code('Weekend sale', 'Use code SAVE-BIG at checkout for 20% off everything.')).toBeNull();
    expect(code('Hello', 'Our new team FAQ-HELP-DESK is here for you.')).toBeNull();
    expect(code('Welcome', 'Use SAVE-NOW to get 20% off your first order.')).toBeNull();
  });

  it('keeps numbers to their labels: a number in a sign-in sentence is not taken without one', () => {
    expect(code('Your order', 'Use 739201 to sign in.')).toBeNull();
    expect(code('Sign in', 'Use K7P-2QX to sign in.')).toBe('K7P-2QX');
  });
});
