import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@throwbox/contracts';
import { parseMailSearch } from './mail-search.js';

describe('parseMailSearch', () => {
  it('reads Mailpit-style keys, quoted values and free text', () => {
    expect(
      parseMailSearch('from:acme subject:"your code" has:attachment after:2026-11-01 before:2026-11-25T12:00:00Z welcome "next step"'),
    ).toEqual({
      from: ['acme'],
      subject: ['your code'],
      hasAttachment: true,
      after: new Date('2026-11-01T00:00:00Z'),
      before: new Date('2026-11-25T12:00:00Z'),
      text: 'welcome "next step"',
    });
    expect(parseMailSearch('to:signup is:unread FROM:Bob from:corp')).toEqual({ to: ['signup'], unread: true, from: ['Bob', 'corp'] });
  });

  it('keeps an unknown key as free text, and an empty search as no condition', () => {
    expect(parseMailSearch('http:x code')).toEqual({ text: 'http:x code' });
    expect(parseMailSearch('   ')).toEqual({});
  });

  it('refuses bad dates, unknown has:, empty keys and overlong searches with validation_failed', () => {
    for (const bad of [
      'after:yesterday',
      'before:2026-13-45',
      'after:2026-02-31',
      'before:2026-04-31T10:00:00Z',
      'has:image',
      'from:',
      'x'.repeat(501),
      'a '.repeat(21),
    ]) {
      let error: unknown;
      try {
        parseMailSearch(bad);
      } catch (err) {
        error = err;
      }
      expect({ bad, code: (error as ApiError | undefined)?.code }).toEqual({ bad, code: 'validation_failed' });
    }
  });
});
