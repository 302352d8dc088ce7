import { E, type Evidence } from './evidence-kinds.js';
import type { Occurrence } from './occurrences.js';

// The occurrences of a mail grouped by value, for decideCode (src/evidence.ts): each value's best-scored occurrence and where and
// how the value was shown (the subject, the body, read twice, dictated).

export interface ValueSeen {
  best: Occurrence;
  inSubject: boolean;
  inBody: boolean;
  digits: boolean;
  readTwice: boolean;
  dictated: boolean;
  again?: boolean;
}

// Dictated digits read twice are a code up to six digits; seven or eight read out are a local phone number.
const MAX_DICTATED = 6;
// Version 33: "Five. Zero. Three. Seven. Two. Once more: 5, 0, 3, 7, 2.": the second reading announced, as a code is dictated.
const READ_AGAIN =
  /(?<![\p{L}])(?:once\s+more|again|i\s+repeat|repeat(?:ing)?|noch\s+(?:ein)?mal|otra\s+vez|de\s+nuevo|encore\s+une\s+fois|ancora\s+una\s+volta|nogmaals|mais\s+uma\s+vez)\s*[:,.]?\s*$/iu;
/** The weight of a list of evidence. */
export const sum = (ev: readonly Evidence[]): number => ev.reduce((n, e) => n + e.weight, 0);
const labelledOtherwise = (o: Occurrence): boolean => o.evidence.includes(E.negative);

/** Per value: its best occurrence; a value rejected anywhere it is labelled stays rejected. */
export function groupByValue(occurrences: readonly Occurrence[]): Map<string, ValueSeen> {
  const byValue = new Map<string, ValueSeen>();
  for (const o of occurrences) {
    const seen = byValue.get(o.value);
    if (!seen)
      byValue.set(o.value, {
        best: o,
        inSubject: o.source === 'subject',
        inBody: o.source !== 'subject',
        digits: o.digits,
        readTwice: false,
        dictated: false,
      });
    else {
      if (o.spaced && seen.best.spaced && o.source === seen.best.source) {
        seen.readTwice = true;
        seen.dictated ||= o.oneByOne && seen.best.oneByOne && o.value.length <= MAX_DICTATED;
        seen.again ||= seen.dictated && READ_AGAIN.test(o.before);
      }
      // Version 25: a value the body labels as something else ("Company number: 10472883") is that in the subject too.
      if (
        sum(o.evidence) > sum(seen.best.evidence) ||
        (seen.best.source === 'subject' && labelledOtherwise(o) && !labelledOtherwise(seen.best))
      )
        seen.best = o;
      if (o.source === 'subject') seen.inSubject = true;
      else seen.inBody = true;
    }
  }
  return byValue;
}
