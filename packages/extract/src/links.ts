import { getSubdomain } from 'tldts';
import type { ExtractedLink, LinkEvidence, LinkHint } from './link-collector.js';
import { carriesCode } from './code-links.js';
import { DISOWNING, hasShopWording } from './labels.js';
import {
  LOGIN_URL_WORDS,
  NOT_VERIFY_SUBDOMAINS,
  ruledOutByAddress,
  SOCIAL_HOSTS,
  VERIFY_URL_WORDS,
  saysNotVerify,
  saysOffer,
  confirmsPlace,
  headline,
  DOCS_PATH,
  LONG_RANDOM,
  PAID_FOR,
  sellsOrBills,
  STATUS_OR_BOOKED,
  VIEWS_ONLY,
  pointsAtLink,
  forOthers,
  routed,
  soleButton,
  storyHeadline,
  storyWords,
} from './link-words.js';
import { saysLogin, verifiesAddress } from './intent-words.js';
import { affirmsSelf, affirmsSubscribing, approvesSignIn, namesShipping, otherWay } from './notices.js';
import { asksToVerify, doesOther, namesNoRequest, ownStepOfSite, tapsTo } from './link-requests.js';
import {
  addressIsUnique,
  carriesId,
  carriesToken,
  hasToken,
  opaquePath,
  safeDecode,
  shortLinkId,
  withoutLandingPaths,
  withoutTracking,
  writtenOut,
} from './urls.js';

export { LinkCollector, cleanHref, type ExtractedLink, type LinkEvidence, type LinkHint } from './link-collector.js';

const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|tiff?|avif|heic)$/i;

/** Version 102: the network's own pages ("www.", "m."); review of version 103: a host under its domain ("chat.whatsapp.com",
 * "lineman.line.me") only when the mail's words point at it, never on its address's words alone. */
const SOCIAL_PAGES = /^(?:www|m|mobile|web|[a-z]{2}-[a-z]{2})\./u;
const isSocial = (host: string): boolean => (SOCIAL_HOSTS as readonly string[]).includes(host.replace(SOCIAL_PAGES, ''));
const underSocial = (host: string): boolean => SOCIAL_HOSTS.some((d) => host.endsWith(`.${d}`));

/** Sub-domain labels only: "verify.acme.test" says verify, "confirmit.com" says nothing. Version 106: under the public suffix list's
 * registrable domain (tldts), so a shop's own name under a country's "co.uk" is no sub-domain ("hebdenyarns.co.uk" is no "deny"). */
function subdomainLabels(host: string): string[] {
  const sub = getSubdomain(host);
  return sub ? sub.split('.') : [];
}

export interface LinkCandidate {
  url: string;
  text: string;
  score: number;
  evidence: LinkEvidence[];
}

/** What the whole mail says it is for (subject and headings). */
export interface LinkMailContext {
  intent: boolean;
  /** The mail reports a change, a sign-in or a shipment (notices.ts). */
  notice?: boolean;
  /** Review of version 24: more than one address carries a short link's id: a tracker wraps every link, an id names no request. */
  trackedIds?: boolean;
  /** Review of version 61: two links or more whose texts are six words or more: a newsletter's stories. */
  stories?: boolean;
  /** Version 27: the mail's code: that verifies, and a link beside it must name one request (or carry the code) too. */
  code?: string | null;
  /** Version 45: the mail asks to confirm the reader's address (read only for "Confirm my spot"). */
  confirmsAddress?: () => boolean;
}

const NAMES_EMAIL = /e-?mail|correo|courriel|posta\s+elettronica|メール|邮箱|이메일/iu;
const SHIPPING_URL = /deliver|shipment|parcel|tracking/;
const NOTICE: LinkEvidence = {
  kind: 'notice',
  weight: -10,
  note: 'a notice of a change, a sign-in or a delivery: its buttons report or recover, they verify no address',
};

const NEVER = (note: string): LinkEvidence => ({ kind: 'excluded', weight: -100, note });
// A link is answered from 8 up: its text saying verify (10), being the mail's one button (8), or its address saying verify (8), in a
// mail about verifying; its line in the text part saying so (6) needs more.
export const LINK_THRESHOLD = 8;

/** Why a link is, or is not, the one to click to verify. Never from words in the URL alone. */
export function linkEvidence(link: ExtractedLink, hint: LinkHint | undefined, mail: LinkMailContext): LinkEvidence[] {
  let parsed: URL;
  try {
    parsed = routed(withoutTracking(new URL(link.url)));
  } catch {
    return [NEVER('not a valid URL')];
  }
  const host = parsed.hostname.toLowerCase();
  const subdomains = subdomainLabels(host);
  const urlWords = `${subdomains.join('.')}/${safeDecode(parsed.pathname + parsed.search).toLowerCase()}`;

  if (isSocial(host)) return [NEVER('a social network or app store')];
  const words = link.text !== '' ? link.text : (hint?.context ?? '');
  if (
    subdomains.some((l) => (NOT_VERIFY_SUBDOMAINS as readonly string[]).includes(l)) &&
    !ownStepOfSite(parsed, words, urlWords) &&
    !(carriesCode(parsed, mail.code) && VERIFY_URL_WORDS.some((w) => parsed.pathname.includes(w))) // v62, review of v64: "jobs…/verify?…&code=…"
  )
    return [NEVER('a help, blog or event site')];
  if (IMAGE_PATH.test(parsed.pathname)) return [NEVER('an image')];
  if ((parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '') return [NEVER('a bare home page')];
  // "…/login/email?key=…&next=%2Forders": a path of the same site in the query is where the reader lands afterwards.
  const ownWords = parsed.search.length > 0 ? `${subdomains.join('.')}/${withoutLandingPaths(parsed).toLowerCase()}` : urlWords;
  // Version 30: not a help desk's own "/support/activate?code=…" that its words ask to activate.
  if (
    ruledOutByAddress(ownWords, urlWords) &&
    !(
      (asksToVerify(words) || (mail.intent && affirmsSubscribing(words))) &&
      VERIFY_URL_WORDS.some((w) => parsed.pathname.toLowerCase().includes(w))
    )
  )
    return [NEVER('an unsubscribe, order, calendar or help address')];
  if (
    link.text !== '' &&
    saysNotVerify(link.text) &&
    // Review of version 45: a waitlist's own address ("/waitlist/confirm?…"), not a class's or an event's.
    // Review of version 46: or a verify page in a mail about a waitlist ("/confirm-email?token=…"); version 87: or a tracker's.
    !(
      confirmsPlace(link.text) &&
      mail.confirmsAddress?.() &&
      (/wait-?list/.test(urlWords) || VERIFY_URL_WORDS.some((w) => urlWords.includes(w)) || opaquePath(parsed.pathname))
    ) &&
    // Version 46: nor a link that carries the mail's code to a verify page and asks to confirm ("Click here to confirm your booking" →
    // "/verify?c=770431"); review of version 46: not "Track my order".
    !(carriesCode(parsed, mail.code) && asksToVerify(link.text) && VERIFY_URL_WORDS.some((w) => parsed.pathname.toLowerCase().includes(w)))
  )
    return [NEVER('its text says unsubscribe, help, order, track, …')];
  if (
    link.text !== '' &&
    saysOffer(link.text) &&
    !asksToVerify(link.text) &&
    !VERIFY_URL_WORDS.some((w) => parsed.pathname.toLowerCase().includes(w))
  )
    return [NEVER('its text claims an offer ("Claim my free month")')];
  // Version 56 and its review: a price or billing details in its text (link-words.ts).
  if (sellsOrBills(link.text, hasToken(parsed.search), mail.intent)) return [NEVER('its text sells or bills')];
  // Version 43: not when its last clause verifies the reader's address ("…, or report it lost, please confirm your email address …").
  if (link.text === '' && hint && hint.context !== '' && saysNotVerify(hint.context) && !verifiesAddress(lastClauseOf(hint.context)))
    return [NEVER('its line says unsubscribe, help, order, track, …')];
  if (hint && DISOWNING.test(hint.before)) return [NEVER('the words before it are for a mail not asked for ("Not you?")')];
  if (hint && forOthers(hint.context)) return [NEVER('its line says it is for others: a document they check, a referral to share')];
  // Version 19: no digit in the path, no query, no fragment and no segment of a random token's length
  // ("…/student/timetable"): a page anyone could open verifies nothing.
  if (!addressIsUnique(parsed)) return [NEVER('its address holds nothing unique (no digit, query, fragment or token)')];
  // Version 54: a help centre's or a documentation's page ("/hc/en-us/articles/360012-verify-a-domain") explains, it verifies nothing.
  // Version 36: or in its fragment ("/verify-email-change#token=eyJ1…"), where a single-page app reads it.
  const token = hasToken(parsed.pathname + parsed.search + parsed.hash);
  // Review of version 55: unless it carries a token in its query or a long random segment ("/help/account/verify?token=…").
  const randomPart = hasToken(parsed.search + parsed.hash) || parsed.pathname.split('/').some((p) => LONG_RANDOM.test(p));
  if (!randomPart && DOCS_PATH.test(parsed.pathname)) return [NEVER('its address is a help or documentation page')];
  if (namesNoRequest(parsed, link.url, mail.code, token)) return [NEVER('its address names no one request (a plain page, or no token)')];
  // A sign-in word needs something unique to sign in with: a token, or a short link's id (version 24).
  const oneRequest = token || (!mail.trackedIds && shortLinkId(parsed.pathname));
  // "Go to vantage.test/activate … and enter:": an address written out to be typed, with nothing in it to verify; version 19: not
  // when a path segment or value is an id ("/a/verify/9c0b7e15d2"), version 78: nor the mail's code: it names one request.
  const named = token || carriesId(parsed.pathname + parsed.search) || (!!mail.code && parsed.pathname.split('/').includes(mail.code));
  if (!named && writtenOut(link.text, host, parsed.pathname)) return [NEVER('its text is its own address, a page to type a code into')];
  const context = hint?.context ?? '';
  const says = link.text !== '' ? link.text : context;
  // Version 25: a notice's "Yes, it's me" with a token approves the sign-in the mail holds open: the step it asks for.
  const approves =
    mail.notice === true && (token || carriesId(parsed.pathname + parsed.search)) && (affirmsSelf(says) || approvesSignIn(says));
  if ((mail.notice || namesShipping(says) || SHIPPING_URL.test(ownWords)) && !NAMES_EMAIL.test(says) && !approves) return [NOTICE];
  // Reviews of versions 53, 55 and 56: a view's link of a mail about verifying that carries a token may verify, unless it goes
  // to a status, result or booking page ("See confirmation" of a reservation) or pays.
  const shows = VIEWS_ONLY.test(says.replace(/[\s:：→›»]+$/u, ''));
  const token2 = token || carriesId(parsed.pathname + parsed.search);
  const booked = /status/iu.test(parsed.pathname) || (STATUS_OR_BOOKED.test(parsed.pathname) && !/verif/iu.test(parsed.pathname));
  if (shows && !(token2 && mail.intent && !booked && !PAID_FOR.test(says)))
    return [NEVER('its text shows something done ("View verification status")')];
  const ev: LinkEvidence[] = [];
  // Version 33: or, in a mail asking to confirm a subscription, says yes to it ("Yes, subscribe me to this list").
  if (says !== '' && (affirmsSelf(says) || (approves && approvesSignIn(says)) || (mail.intent && affirmsSubscribing(says))))
    ev.push({ kind: 'anchor-text', weight: 10, note: 'its text answers yes for the reader ("Yes, it\'s me", "That\'s my address")' });
  // Version 35: not a text that is an address written out ("skillsprout.example/certificates/validate"): its words are the URL's.
  else if (link.text !== '' && asksToVerify(link.text, token) && !ADDRESS_TEXT.test(link.text) && !storyHeadline(link.text, !!mail.stories))
    ev.push({ kind: 'anchor-text', weight: 10, note: 'its text says verify, confirm, activate, reset…' });
  // Version 36: not "Log in to view your EOB": signing in to read a document signs in with nothing the mail holds.
  else if (link.text !== '' && (oneRequest || mail.intent) && saysLogin(link.text) && !TO_VIEW.test(link.text))
    ev.push({ kind: 'anchor-text', weight: 8, note: 'its text says sign in, and it carries a token or the mail is about signing in' });
  // Text that introduces the URL ("…by opening this link:") is what anchor text is to an HTML link.
  else if (context !== '' && asksToVerify(context) && !storyHeadline(link.text || context, mail.stories === true))
    ev.push({
      kind: 'line-text',
      weight: mail.intent || introduces(context) ? 8 : 6,
      note: 'the text leading to it says verify, confirm, activate…',
    });
  else if (context !== '' && (oneRequest || mail.intent) && saysLogin(context))
    ev.push({ kind: 'line-text', weight: mail.intent || introduces(context) ? 8 : 6, note: 'the text leading to it says sign in' });
  // Version 42: "Please click on the link below within 48 hours:" in a mail about confirming, under "… confirm the request.".
  // Version 62: or beside the mail's code ("2. … enter 731 502 448" ⏎ "Open this link on your laptop:").
  else if (context !== '' && (mail.intent || mail.code != null) && token2 && pointsAtLink(context, mail.intent))
    ev.push({ kind: 'line-text', weight: 8, note: 'the text leading to it names it the link, in a mail about verifying' });
  // Words in an address are the sender's internal names (a tracking path may say "Confirm"): they only back what the mail says.
  if (VERIFY_URL_WORDS.some((w) => urlWords.includes(w)) || (token && LOGIN_URL_WORDS.some((w) => urlWords.includes(w)))) {
    if (ev.length > 0) ev.push({ kind: 'url-words', weight: 2, note: 'its address says verify or sign in too' });
    // Version 37: not a link whose own text does something else ("Change your password", "Shop deals"; v81: "Verify your backups", "Read the post").
    else if (mail.intent && !headline(says) && !hasShopWording(link.text) && !doesOther(link.text) && !underSocial(host))
      ev.push({ kind: 'url-words', weight: 8, note: 'its address says verify, in a mail about verifying' });
  }
  return ev;
}

const lastClauseOf = (context: string): string => context.split(/[,;.!?](?:\s|$)/u).at(-1) ?? context;
const TO_VIEW = /(?<![\p{L}])(?:log|sign)\s*in\s+to\s+(?:view|see|check|read|download|review)(?![\p{L}])/iu;
const ADDRESS_TEXT = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*$/iu;
const introduces = (context: string): boolean => /[:：]\s*$/.test(context) || tapsTo(context);
export const total = (ev: readonly LinkEvidence[]): number => ev.reduce((n, e) => n + e.weight, 0);

/** How strongly a link looks like the one to click to verify (0 when it must never be chosen). */
export function verificationScore(link: ExtractedLink, hint?: LinkHint, mail: LinkMailContext = { intent: false }): number {
  return Math.max(0, total(linkEvidence(link, hint, mail)));
}

/** What else the mail says: its link expires soon; it has a code (whose mail's bare "Open the app" button verifies nothing). */
export interface LinkMailFacts extends Pick<LinkMailContext, 'confirmsAddress'> {
  /** Asked only when a lone button has nothing else for it: it reads the whole mail. */
  shortLived?: () => boolean;
  /** The mail's code, when it has one (its link must then carry a token to be more than "Open the app"). */
  code?: string | null;
  notice?: boolean;
}

const ALTERNATIVE: LinkEvidence = { kind: 'line-text', weight: 8, note: 'written out after the code as the other way ("Or tap:")' };

/** Every link scored, in document order. */
export function scoreLinks(
  links: readonly ExtractedLink[],
  hints: readonly LinkHint[],
  intent: boolean,
  facts: LinkMailFacts = {},
): LinkCandidate[] {
  const trackedIds = new Set(links.map((l) => l.url).filter((u) => URL.canParse(u) && shortLinkId(new URL(u).pathname))).size > 1;
  const stories = links.filter((l) => storyWords(l.text) >= 6).length >= 2;
  const hasCode = facts.code != null;
  const scored = links.map((link, i) => {
    const hint = hints[i];
    const mail = {
      intent,
      notice: facts.notice ?? false,
      trackedIds,
      stories,
      code: facts.code ?? null,
      ...(facts.confirmsAddress && { confirmsAddress: facts.confirmsAddress }),
    };
    const evidence = linkEvidence(link, hint, mail);
    if (evidence.length === 0 && hasCode && hint && otherWay(link.text, hint, () => carriesToken(link.url))) evidence.push(ALTERNATIVE);
    return { url: link.url, text: link.text, score: total(evidence), evidence };
  });
  const buttons = scored.filter((c, i) => hints[i]?.button && c.evidence[0]?.kind !== 'excluded');
  const [only] = buttons;
  if (buttons.length === 1 && only && only.evidence.length === 0) {
    // A button with nothing but its place is the call to action of a mail about verifying; beside a code,
    // or in a mail that only says something expires, it must also carry a token to be more than "Open the app".
    const token = carriesToken(only.url);
    // Version 62: not when a button that asks to confirm was ruled out ("Confirm your seat →" beside "See the full agenda").
    const refused = scored.some((c, i) => hints[i]?.button && c.evidence[0]?.kind === 'excluded' && asksToVerify(c.text));
    const evidence = soleButton(only, token, intent && !refused, hasCode, facts);
    if (evidence) {
      only.evidence.push(evidence);
      only.score = evidence.weight;
    }
  }
  return scored;
}
