// Building blocks of the vocabularies (labels.ts, intent-words.ts, link-words.ts, access.ts): word lists become one
// alternation each, built from constants only (never from input). Every fragment must be free of nested unbounded
// quantifiers: they are combined into one alternation and run over untrusted text.

// Alternation takes the first alternative that matches, not the longest: put long
// (compound) fragments first so "zip code" wins over "zip" and "code".
const longestFirst = (fragments: readonly string[]): string => [...fragments].sort((a, b) => b.length - a.length).join('|');

/** Latin / Cyrillic words need word boundaries; CJK has no spaces, so its words must not. */
export function wordAlternation(fragments: readonly string[], flags: string): RegExp {
  // The trailing guard only applies when the match ends in a letter or digit, so
  // fragments ending in punctuation ("no.", "tel.") may touch the number after them.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst(fragments)})(?!(?<=[\\p{L}\\p{N}])[\\p{L}\\p{N}])`, flags);
}

/** A word guard in front only: the label may carry a suffix ("kodunuz", "κωδικός"). */
export function stemAlternation(fragments: readonly string[], flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst(fragments)})\\p{L}{0,8}`, flags);
}

export function plainAlternation(fragments: readonly string[], flags: string): RegExp {
  return new RegExp(`(?:${longestFirst(fragments)})`, flags);
}

export const S = '[\\s\\-]*'; // optional space or hyphen between parts of a compound label
export const W = '\\s+'; // mandatory space between words
