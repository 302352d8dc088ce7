import type { ExtractedLink, LinkHint } from './link-collector.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { LINK_THRESHOLD, scoreLinks, total, type LinkCandidate } from './links.js';
import { safeDecode } from './urls.js';

// The answer among the links scored (src/links.ts): the best at LINK_THRESHOLD or more, and which of two links for the same step.

const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : url);
const withoutUrlWords = (c: LinkCandidate): number => c.score - total(c.evidence.filter((e) => e.kind === 'url-words'));
// Version 103: nor the code its address carries ("…/email-bestaetigen?c=584920" in the text part, a tracker on the button), when the
// button's own words say verify (review of version 103: not a "Sign in" or an invitation's button beside it).
const INVITES = /invit|einlad|convit|邀请|邀請|招待|초대/iu;
const carried = (c: LinkCandidate): number => total(c.evidence.filter((e) => e.kind === 'carries-code'));
/** Version 107: or whatever its words, when the button's tracker wraps the text part's address itself (the same step, as the brief has it). */
const wraps = (button: LinkCandidate, text: LinkCandidate): boolean => {
  const own = text.url.replace(/^https?:\/\//iu, '');
  return own.length >= 12 && safeDecode(button.url).includes(own);
};

/** The best-scoring link at LINK_THRESHOLD or more; ties go to the first in the mail. */
export function chooseVerificationLink(links: readonly ExtractedLink[], hints: readonly LinkHint[] = [], intent = false): string | null {
  return bestLink(scoreLinks(links, hints, intent));
}

/** The answer among links already scored (in document order). */
export function bestLink(scored: readonly LinkCandidate[]): string | null {
  let best: LinkCandidate | null = null;
  for (const c of scored) if (c.score >= LINK_THRESHOLD && (!best || c.score > best.score)) best = c;
  // Version 88: a button over the text part's written-out address when only the address's words part them (a tracker shows none); review
  // of version 88: a tracker's, on a host of its own (not "Sign in with password" → /login beside the magic link).
  const text = best?.text === '' ? best : null;
  const swaps = (c: LinkCandidate): boolean =>
    text !== null &&
    c.text !== '' &&
    c.score >= LINK_THRESHOLD &&
    withoutUrlWords(c) >=
      withoutUrlWords(text) - ((saysVerify(c.text) && !saysLogin(c.text) && !INVITES.test(c.text)) || wraps(c, text) ? carried(text) : 0) &&
    hostOf(c.url) !== hostOf(text.url);
  best = scored.find(swaps) ?? best;
  // Version 41: a digest's list of invitations, each address saying "invite" and nothing else for any: no one to click.
  const onlyItsAddress = (c: LinkCandidate): boolean => c.evidence.every((e) => e.kind === 'url-words');
  if (best && onlyItsAddress(best) && scored.some((c) => c !== best && c.url !== best.url && c.score === best.score && onlyItsAddress(c)))
    return null;
  return best?.url ?? null;
}
