import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 90: an invitation's code the reader is told to enter (heldout99, 110, 159, 209, 215 and 221, all opened before it was
// written). It is answered only when the mail answers no other value, and it takes nothing from one it does. Each case but the
// guards was answered wrong by version 89.
const run = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('codes', () => {
  it.each([
    [
      "You're in - your Pell beta invite",
      '1. Download Pell.\n2. Open the app and choose "I have an invite code".\n3. Enter your invite code:\n\n   BETA-7H2K-QP9M\n',
      'BETA-7H2K-QP9M',
    ],
    ['Your assessment', 'How to start\n  1. Install the app.\n  2. Enter your invitation code:  CDL-6HQ2RT\n', 'CDL-6HQ2RT'],
    [
      'Sam invited you to Pell',
      'Already have the app open? Enter invite code 720394 under Settings > Join a system.\nThe invitation expires in 7 days.\n',
      '720394',
    ],
    // Guards: a real code beside an invitation's keeps its place; a shared, a sold or someone else's invitation code is no code.
    [
      'Your Pell verification code',
      'Your verification code is 604917.\n\nHave an invite from a colleague? Enter your invitation code ZX-4821 in Settings.\n',
      '604917',
    ],
    ['Pell', 'Share your invite code HUGO5 with friends and you both earn $10.\n', null],
    ['Pell', 'Use invite code SPRING25 at checkout.\n', null],
    ['Pell', 'Invite your team: they can use the invitation code TEAM-7Q2K to join.\n', null],
  ])('%j, %j gives %j', (subject, text, code) => {
    expect(run(subject, text)).toBe(code);
  });
});
