import { LOGIN_URL_WORDS, VERIFY_URL_WORDS, namesNewPassword } from './link-words.js';
import { NOT_A_STEP, TURNS_ON, activatesOffer, saysLogin, saysVerify } from './intent-words.js';
import { carriesId, hasToken, lettersToken, safeDecode, shortLinkId } from './urls.js';

// Whether an address names one request, read from the address and the words that lead to it (links.ts).

// Version 32: phpBB's "Your account is currently inactive. You cannot use it until you visit the following link:".
const UNTIL_YOU_VISIT = /(?<![\p{L}])(?:cannot|can['’]t)\s+use\s+it\s+until\s+you\s+(?:visit|open|click)(?![\p{L}])/iu;
/** Verify, confirm, activate, reset, or set a new password (whatever the verb: "ein neues Passwort zu vergeben"). */
export const asksToVerify = (text: string, token = false): boolean =>
  (saysVerify(text) && !activatesOffer(text) && !CHECKS_A_FACT.test(text) && (token || !TURNS_ON.test(text))) ||
  namesNewPassword(text) ||
  UNTIL_YOU_VISIT.test(text) ||
  RECOVERS_BY_LINK.test(text);
/** Version 76: "Please click the following link to recover your account" (review of version 76: the link's own sentence, not a
 * footer's "Recover your account"). */
const RECOVERS_BY_LINK =
  /(?<![\p{L}])(?:(?:link|url)\s+(?:below\s+)?to\s+recover\s+your\s+account|to\s+recover\s+your\s+account,?\s+(?:please\s+)?(?:click|tap|open|follow|use)\s+(?:the|this)\s+link)(?![\p{L}])/iu;
/** Version 76: "Confirm how it works in the docs", "Verify whether your plan includes it": a fact to look up, no step; version 77:
 * nor a team or a place in an event ("Confirm your squad for the Cup", "Confirm your spot in the Pet Parade"); version 81: nor
 * backups, settings or files checked ("Verify your backups: the checklist →"). */
const CHECKS_A_FACT =
  /(?<![\p{L}])(?:confirm|verify|check)\s+(?:how|what|whether|which|when|where|why|(?:your|the)\s+(?:squad|line-?up|roster|team|spot\s+(?:in|at|for)|backups?|(?:privacy\s+|security\s+)?settings(?!\s+change)|files)(?!\s+(?:e-?mail|address|account|owner)))(?![\p{L}])/iu;

/** A link's text that does something else than the step its address names: changes a password (version 37), checks a fact, turns on
 * a setting, or shows, reads or manages something (version 81: "Verify your backups", "Read the post →"). */
const CHANGES_PASSWORD = /(?<![\p{L}])(?:change|update)\s+(?:your\s+)?password(?![\p{L}])/iu;
export const doesOther = (text: string): boolean =>
  CHANGES_PASSWORD.test(text) || CHECKS_A_FACT.test(text) || TURNS_ON.test(text) || NOT_A_STEP.test(text.trim());

/**
 * Version 25: a help desk's own "verify-email?token=…" verifies its requester, on a site whose other pages never do.
 * Versions 27, 28: so does a forum's "ucp.php?mode=activate&u=…&k=…" or "/session/email-login/fd37…" that its words ask
 * to activate or to sign in with (an address that says sign in, for the latter: not a topic's "log in and view the replies").
 */
export function ownStepOfSite(parsed: URL, words: string, urlWords: string): boolean {
  if (hasToken(parsed.search) && VERIFY_URL_WORDS.some((w) => safeDecode(parsed.pathname).toLowerCase().includes(w))) return true;
  const logsIn = saysLogin(words) && LOGIN_URL_WORDS.some((w) => urlWords.includes(w));
  return (carriesId(parsed.search) || hasToken(parsed.pathname + parsed.search)) && (asksToVerify(words) || logsIn);
}

/**
 * Version 27: beside a code, an address with no digit and no token names no request ("/account/password/change",
 * "/MyChart/"): a page to go to, not a step that verifies. Review of version 28: sixteen letters of both cases are a token.
 * Version 81: and a plain page (below) with or without a code.
 */
export function namesNoRequest(parsed: URL, url: string, code: string | null | undefined, token: boolean): boolean {
  if (plainPage(parsed)) return true;
  if (!code || token || /\d/.test(parsed.pathname + parsed.search) || lettersToken(parsed.search)) return false;
  return !shortLinkId(parsed.pathname) && !url.includes(code);
}

// Version 81: with or without a code, a site's plain page names no request: its path only such pages' words, its query only where to
// go next ("https://cratewell.org/login?next=%2Fsettings%2Ftokens" under "To sign in, start again at"); review of version 81: not
// where it goes next carries a token ("login?continue=…%2Fverify-email%3Ftoken%3D…", "next=%2Faccount%2Fconfirm-email%2F9f8a…").
const PAGE_WORD =
  /^(?:|log-?in|sign-?in|sign_in|accounts?|settings|security|profile|help|support|home|dashboard|start|register|sign-?up|me|auth)$/iu;
const NAVIGATION_PARAM = /^(?:next|redirect(?:_uri|_to)?|return(?:_?to|url)?|continue|lang|hl|locale|ref|src|source|utm_\w+)$/iu;
const plainPage = (parsed: URL): boolean =>
  parsed.hash.length <= 2 &&
  parsed.pathname.split('/').every((p) => PAGE_WORD.test(p)) &&
  [...parsed.searchParams].every(([k, v]) => NAVIGATION_PARAM.test(k) && !/[?=]|\/[\w-]*\d[\w-]{7,}/u.test(v));
/** Version 81: a bare verb before a URL whose purpose follows it ("Or tap <URL> to verify this number"), as a colon introduces one. */
export const tapsTo = (context: string): boolean =>
  /(?:^|\s)(?:tap|click|open|visit|follow|use)(?:\s+on)?\s+(?:to|in\s+order\s+to)\s/iu.test(context);
