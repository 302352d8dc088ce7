import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 15: the false and lost codes a review of versions 12–14 found, each case with its twin, and a case per guard
// of those versions that no test failed without. Written from the review's own probes, none from held-out mail.
const code = (subject: string, text: string, html = ''): string | null => extract({ subject, text, html }).code;
const link = (subject: string, text: string): string | null => extract({ subject, text, html: '' }).verificationLink;

describe('an origin-bound last line', () => {
  it('is no code when it is a handle and a hashtag, or an issue and its number', () => {
    expect(code('Acme weekly', 'Five things we shipped this week.\n\nFollow us on Bluesky:\n@acme.bsky.social #Web3\n')).toBeNull();
    expect(code('Conference', 'See you at the summit!\n\n@summit.bsky.social #COP30\n')).toBeNull();
    expect(code('Re: issue', 'See the ticket.\n@jira.acme.com #4521\n')).toBeNull();
    expect(code('[acme/app] Fix login (#1234)', 'Merged #1234 into main.\n\n@github.com #1234\n')).toBeNull();
    expect(code('Black Friday at Acme', 'Up to 50% off everything. Shop now!\n\n@acme.io #BF2025\n')).toBeNull();
  });

  it('is the code when the message repeats it, the mail asks for a code, or the line names its embedding page', () => {
    expect(code('Acme', 'Acme: 4521\n\nDo not share it.\n\n@jira.acme.com #4521\n')).toBe('4521');
    expect(code('Your Acme sign-in code', 'Welcome back.\n\n@acme.bsky.social #Web3Q\n')).toBe('Web3Q');
    expect(code('Paybridge', 'Paybridge\n\n@pay.paybridge.test #K7QX2M %shop.marlow.test\n')).toBe('K7QX2M');
  });

  it('is no year, even in a mail that asks to verify', () => {
    expect(code('Verify your email', 'Thanks for joining Trailhead.\n\n@trailhead.test #2026\n')).toBeNull();
    expect(code('Verify your email', 'Thanks for joining Trailhead.\n\n@trailhead.test #2926\n')).toBe('2926');
  });
});
