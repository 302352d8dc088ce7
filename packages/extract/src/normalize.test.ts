import { describe, expect, it } from '@jest/globals';
import { findCandidates } from './candidates.js';
import { collapseWhitespace, normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('leaves printable ASCII as it is', () => {
    expect(normalizeText('Your code is 482913.')).toBe('Your code is 482913.');
  });

  it('turns tabs and every other kind of space into plain spaces', () => {
    expect(normalizeText('a\tb\u00A0c\u2003d\u3000e\u000Bf')).toBe('a b c d e f');
  });

  it('takes the short way only for characters the whole normalisation leaves as they are', () => {
    // A zero-width space forces the whole normalisation, which drops it: both ways must give the same, for every character.
    for (let cp = 0x20; cp <= 0x2100; cp++) {
      const ch = String.fromCharCode(cp);
      expect([cp, normalizeText(`a${ch}b`)]).toEqual([cp, normalizeText(`a${ch}\u200Bb`)]);
    }
    expect(normalizeText('Café – “ß” · ©')).toBe('Café – “ß” · ©');
    expect(normalizeText('ª ² ½')).toBe('a 2 1⁄2');
  });

  it('drops invisible characters and folds full-width digits', () => {
    expect(normalizeText('4\u200B8\u00AD2\uFEFF9 １３')).toBe('4829 13');
  });
});

describe('collapseWhitespace', () => {
  it.each([
    ['  one  two ', 'one two'],
    ['one\ttwo', 'one two'],
    ['one \n two', 'one two'],
    ['single spaces only', 'single spaces only'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(collapseWhitespace(input)).toBe(expected);
  });
});

describe('findCandidates', () => {
  it('finds nothing in a line without a digit, and the code in one with', () => {
    expect(findCandidates('Thanks for signing up for Example Service.')).toEqual([]);
    expect(findCandidates('Your code is 482913.').map((c) => c.value)).toEqual(['482913']);
  });
});
