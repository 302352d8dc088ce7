import { saysShortLived } from './clauses.js';
import type { Evidence } from './evidence-kinds.js';

/** Evidence of the mail and of the value's form only: the subject or a heading speaks of codes, it is the only candidate, it is
 * written in groups, it has a code's shape. */
const OF_THE_MAIL: ReadonlySet<string> = new Set(['shape', 'spaced', 'mail-intent', 'only-candidate']);

/** Another value of four digits or more (not a clock time). */
const OTHER_VALUE = /(?<![\d:])\d{4,}(?![\d:])/u;

/**
 * Version 69: nothing where the value stands presents it as a code ("I've checked your account (FV-00284417)" in a support
 * ticket whose subject says "code"; version 72: "문의: 1588-3300" under a heading about a code), so it is not answered however
 * the mail reads. Review of versions 69–71: its own sentence saying how long it lasts does ("482913 expires in 10 minutes.").
 */
export function presentedByNothing(c: {
  readonly value: string;
  readonly evidence: readonly Evidence[];
  readonly context: string;
}): boolean {
  if (!c.evidence.every((e) => OF_THE_MAIL.has(e.kind))) return false;
  // Its own sentence or the next ("482913. It expires in 10 minutes."), not one before it ("… account (FV-00284417). The code …").
  const sentences = c.context.split(/(?<=[.!?])\s+/u);
  const at = sentences.findIndex((s) => s.includes(c.value));
  if (at === -1) return !saysShortLived(c.context);
  // The next sentence speaks of it only when it names no other value ("The code 772910 you mentioned … had already expired").
  const next = sentences[at + 1] ?? '';
  return !(saysShortLived(sentences[at] ?? '') || (!OTHER_VALUE.test(next) && saysShortLived(next)));
}
