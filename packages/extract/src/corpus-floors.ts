// The floors of the held-out sets in corpus.test.ts: for each set the version its floor comes from, the share of codes and
// links right, and the most false answers allowed (docs/extraction.md has every set's scores by version).

export type CorpusSet =
  | 'dev'
  | 'heldout'
  | `heldout${2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52 | 53 | 54 | 55 | 56 | 57 | 58 | 59 | 60 | 61 | 62 | 63 | 64 | 65 | 66 | 67 | 68 | 69 | 70 | 71 | 72 | 73 | 74 | 75 | 76 | 77 | 78 | 79 | 80 | 81 | 82 | 83 | 84 | 85 | 86 | 87 | 88 | 89 | 90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99 | 100 | 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 | 112 | 113 | 114 | 115 | 116 | 117}`;
export const NO_FALSE = { code: 0, verificationLink: 0 };
type Floor = readonly [CorpusSet, number, { code: number; verificationLink: number }, typeof NO_FALSE];

/** Sets opened after their clean scores (docs/extraction.md): the floor is the version written from their misses. */
export const OPENED: readonly Floor[] = [
  ['heldout14', 17, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout15', 18, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout16', 19, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout17', 20, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout18', 21, { code: 56 / 60, verificationLink: 58 / 60 }, NO_FALSE],
  ['heldout19', 24, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout20', 25, { code: 58 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout22', 25, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout21', 27, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout23', 27, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout24', 27, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout25', 27, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout26', 28, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout27', 28, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout28', 28, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout29', 28, { code: 59 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout30', 29, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout31', 29, { code: 56 / 60, verificationLink: 58 / 60 }, NO_FALSE],
  ['heldout32', 29, { code: 59 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout33', 29, { code: 53 / 60, verificationLink: 56 / 60 }, NO_FALSE],
  ['heldout34', 30, { code: 57 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout35', 30, { code: 58 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout36', 30, { code: 53 / 60, verificationLink: 59 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout37', 30, { code: 57 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout38', 31, { code: 57 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout39', 31, { code: 56 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout40', 31, { code: 57 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout41', 31, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout42', 32, { code: 57 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout43', 32, { code: 57 / 60, verificationLink: 58 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout44', 32, { code: 58 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout45', 32, { code: 57 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout46', 33, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout47', 33, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout48', 33, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout49', 33, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout50', 34, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  // As shown, "G7T-QK2-9MZ" and "Q9D4-7LMA" (DECISIONS §4), where the mail says the dash is optional and the set expects none.
  ['heldout51', 34, { code: 59 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout52', 34, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout53', 34, { code: 59 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout54', 35, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  // The text part's own magic link, where the set expects the HTML part's click-tracker address for the same button.
  ['heldout55', 35, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout56', 35, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout57', 35, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  // The other three false links of these four are the same choice (a text part's own link over a click tracker's).
  ['heldout58', 36, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout59', 36, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout60', 36, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout61', 36, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout62', 37, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout63', 37, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  // As shown, "3F9-K2D-7MW" ("with or without the dashes"), where the set expects none.
  ['heldout64', 37, { code: 59 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout65', 37, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout66', 38, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout67', 38, { code: 59 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout68', 38, { code: 59 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout69', 38, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout70', 40, { code: 60 / 60, verificationLink: 59 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout71', 40, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout72', 40, { code: 57 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout73', 40, { code: 59 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout74', 41, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout75', 41, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout76', 41, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout77', 41, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout78', 42, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout79', 42, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout80', 42, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout81', 42, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout82', 43, { code: 60 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout83', 43, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout84', 43, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout85', 43, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout86', 44, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout87', 44, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout88', 44, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout89', 44, { code: 58 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout90', 45, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout91', 45, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout92', 45, { code: 59 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout93', 45, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout94', 46, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout95', 46, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout96', 46, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  // Version 47 took back version 46's "personal registration key" label (a software licence's too): heldout97's hospital key.
  ['heldout97', 47, { code: 58 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout98', 47, { code: 58 / 60, verificationLink: 58 / 60 }, NO_FALSE],
  ['heldout99', 47, { code: 59 / 60, verificationLink: 58 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout100', 47, { code: 58 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout101', 47, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout102', 48, { code: 56 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout103', 48, { code: 60 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout104', 48, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout105', 48, { code: 59 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout106', 52, { code: 57 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout107', 52, { code: 59 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout108', 52, { code: 56 / 60, verificationLink: 58 / 60 }, { code: 0, verificationLink: 1 }],
  ['heldout109', 52, { code: 53 / 60, verificationLink: 60 / 60 }, { code: 1, verificationLink: 0 }],
  ['heldout110', 53, { code: 57 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout111', 53, { code: 59 / 60, verificationLink: 59 / 60 }, NO_FALSE],
  ['heldout112', 53, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE],
  ['heldout113', 53, { code: 58 / 60, verificationLink: 59 / 60 }, { code: 2, verificationLink: 0 }],
];
/**
 * Sets never opened, each by an author who had not read the rules, frozen before any extractor ran on it: the floor and
 * the ceiling of false answers are the last clean score (a ceiling, not a target: the bar is none), and reports name
 * files only. Each set's clean scores by version are in docs/extraction.md.
 */
export const NEVER_OPENED: readonly Floor[] = [['heldout13', 25, { code: 60 / 60, verificationLink: 60 / 60 }, NO_FALSE]];
