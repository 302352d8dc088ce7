import { typedWhole } from './typed-as.js';
import { findCandidates, letterDigitTransitions, rejectedUnlessTightlyLabelled, type Candidate } from './candidates.js';
import { EXTRACT_LIMITS } from './limits.js';
import { findShapedCandidates } from './shaped-candidates.js';
import { labelledLetterCode, loneLetterCode, signInLetterCode } from './letter-codes.js';
import { labelBoundCandidates, mergeBound } from './bound-candidates.js';
import { gapBindsLabel, isTight } from './label-gap.js';
import {
  approvedObject,
  approvesSignIn,
  asksToTypeTheCode,
  digitsNameThemselves,
  hasItsValue,
  namesValueAbove,
  restatesPromo,
  strongLabelBeforeProductId,
  strongLabelPast,
} from './clause-binding.js';
import {
  APP_OR_SCREEN,
  DESTINATION,
  SIGN_IN_AFTER,
  USE_BEFORE,
  USE_THIS_AFTER,
  findCodeLabels,
  footerStart,
  sellsOnLine,
  type LabelMatch,
} from './labels.js';
import { saysLogin, saysVerify, verifiesAddress } from './intent-words.js';
import { collapseWhitespace, normalizeText } from './normalize.js';
import { joinSpacedCharacters, type Segment } from './segments.js';

// A strong label may be followed by a clause ("il codice OTP … è: 819352"); a generic "code" must be close to its number.
const MAX_LABEL_GAP = { strong: 80, weak: 30 } as const;
const MAX_LABEL_GAP_AFTER = 30;
const APPROVE_GAP = /^\s*[-–—:]?\s*(?:to\s+|enter\s+(?:it\s+|this\s+)?to\s+)?(?:approve|confirm|authori[sz]e|verify)(?![\p{L}])/iu;
const CURRENCY = /^(?:usd|eur|gbp|jpy|cny|rmb|rub|chf|cad|aud|brl|mxn|inr|sek|nok|dkk|pln|r\$|us\$)$/iu;
interface Binding {
  label: LabelMatch;
  before: boolean;
  gap: string;
}
/** The label that a candidate belongs to within its own segment, if any. */
function bindInSegment(text: string, labels: readonly LabelMatch[], candidates: readonly Candidate[], c: Candidate): Binding | null {
  let nearestBefore: LabelMatch | undefined;
  for (const l of labels) {
    if (l.end > c.start) break;
    if (!nearestBefore || l.end > nearestBefore.end || (l.end === nearestBefore.end && l.kind === 'negative')) nearestBefore = l;
  }
  // "Код подтверждения для входа в Яблоко ID: 47291": the product's name labels nothing; the code label binds.
  if (nearestBefore) nearestBefore = strongLabelBeforeProductId(text, labels, nearestBefore) ?? nearestBefore;
  if (nearestBefore) {
    const gap = text.slice(nearestBefore.end, c.start);
    const limit = nearestBefore.kind === 'strong' ? MAX_LABEL_GAP.strong : MAX_LABEL_GAP.weak;
    const ownValue = hasItsValue(nearestBefore, gap) || approvedObject(text, nearestBefore);
    if (
      gap.length <= limit &&
      gapBindsLabel(gap, nearestBefore.end, c.start, candidates) &&
      !ownValue &&
      !namesValueAbove(text, nearestBefore)
    )
      return { label: nearestBefore, before: true, gap };
    const prior = ownValue ? strongLabelPast(text, labels, nearestBefore, c.start) : null;
    if (prior && prior.gap.length <= MAX_LABEL_GAP.strong && gapBindsLabel(prior.gap, prior.label.end, c.start, candidates))
      return { ...prior, before: true };
  }
  const first = labels.find((l) => l.start >= c.end);
  // Version 35: "296104 is your eLanka ID code": a negative word right before a code word modifies it; the code word binds.
  const head = first?.kind === 'negative' ? labels.find((l) => l.start >= first.end && l.kind !== 'negative') : undefined;
  const nearestAfter = head && first && /^\s+$/u.test(text.slice(first.end, head.start)) ? head : first;
  if (nearestAfter) {
    const gap = text.slice(c.end, nearestAfter.start);
    // Version 87: a currency names its amount, not a value whose words ask to approve it ("551903 - approve card payment EUR 129.00").
    const currency = CURRENCY.test(text.slice(nearestAfter.start, nearestAfter.end)) && APPROVE_GAP.test(gap);
    if (!currency && gap.length <= MAX_LABEL_GAP_AFTER && gapBindsLabel(gap, c.end, nearestAfter.start, candidates)) {
      return { label: nearestAfter, before: false, gap };
    }
  }
  return null;
}

/** "Use X to sign in", "Utilisez X pour vous connecter": a verb of using before, a sign-in purpose after. */
export function usedToSignIn(text: string, c: Candidate): boolean {
  if (USE_BEFORE.test(text.slice(Math.max(0, c.start - 24), c.start))) return SIGN_IN_AFTER.test(text.slice(c.end, c.end + 40));
  // Version 41: "P-713064 — enter this in Pezeni to link …": the verb after it, then the purpose (not "to unlock free delivery").
  const verb = USE_THIS_AFTER.exec(text.slice(c.end, c.end + 40));
  const purpose = verb ? text.slice(c.end + verb[0].length, c.end + verb[0].length + 40) : '';
  return verb !== null && SIGN_IN_AFTER.test(purpose) && !/^\s*to\s+unlock/iu.test(purpose);
}

/** A candidate that is all there is in its segment (give or take punctuation). */
export function isStandalone(text: string, c: Candidate): boolean {
  // Version 35: a reference in brackets after it is the request's, shown beside the code ("417392 (Ref: KXPT)").
  const rest = text.slice(0, c.start) + text.slice(c.end).replace(REF_ASIDE, '').replace(HOW_TO_TYPE_ASIDE, '');
  return !/[\p{L}\p{N}]/u.test(rest);
}
// Version 81: or an aside in brackets on how to type it, with no number of its own ("A7K29Q （英文字母請以大寫輸入）", "(case-sensitive)";
// review of version 81: a length is no number, "（…，共6碼）").
const HOW_TO_TYPE_ASIDE = /^\s*[(（](?![^)）]*\p{N}{2})[^()（）]{1,40}[)）]\s*$/u;
const REF_ASIDE =
  /^\s*\((?:ref(?:erence)?|réf(?:érence)?|referencia|referência|riferimento|rif|bezug|อ้างอิง|รหัสอ้างอิง|참조|参照|参考)\.?\s*[:：#]?\s*[A-Z0-9-]{2,12}\)\s*$/iu;

interface PreparedSegment {
  text: string;
  emphasized: boolean;
  candidates: Candidate[] | null;
  labels: LabelMatch[] | null;
}

/** What a line's text alone decides, shared by a mail's views: a text part repeats most lines of its HTML part. */
export type LineFacts = { found: Map<string, Candidate[]>; labels: Map<string, LabelMatch[]> };
export const lineFacts = (): LineFacts => ({ found: new Map(), labels: new Map() });

/** Lazily computed per-segment facts: labels are the expensive part and most segments never need them. */
export class SegmentView {
  private readonly segs: PreparedSegment[];
  private footerFrom: { index: number; offset: number } | null | undefined;

  constructor(
    segments: readonly Segment[],
    /** Only candidates it accepts count (the caller's code shape); the others are not there at all. */
    private readonly accept?: (value: string) => boolean,
    private readonly facts: LineFacts = lineFacts(),
  ) {
    this.segs = segments.map((s) => ({ text: s.text, emphasized: s.emphasized, candidates: null, labels: null }));
  }

  get length(): number {
    return this.segs.length;
  }

  text(i: number): string {
    return this.segs[i]?.text ?? '';
  }

  emphasized(i: number): boolean {
    return this.segs[i]?.emphasized ?? false;
  }

  private typedPrefixes: Map<string, boolean> | null = null;
  private readonly typedPrefix = (prefix: string): boolean => this.prefixTyped(prefix);

  /** Version 21: does any part of the mail say a brand's prefix ("G-") is typed with the digits (typed-as.ts typedWhole)? */
  private prefixTyped(prefix: string): boolean {
    this.typedPrefixes ??= new Map();
    const typed =
      this.typedPrefixes.get(prefix) ??
      typedWhole(
        this.segs.map((s) => s.text),
        prefix,
      );
    this.typedPrefixes.set(prefix, typed);
    return typed;
  }

  candidates(i: number): Candidate[] {
    const s = this.segs[i];
    if (!s) return [];
    if (s.candidates) return s.candidates;
    if (this.accept) return (s.candidates = findShapedCandidates(s.text, this.accept));
    let found = this.facts.found.get(s.text);
    if (!found) this.facts.found.set(s.text, (found = findCandidates(s.text, this.typedPrefix)));
    const letters =
      found.length === 0 ? (loneLetterCode(s.text, this, i) ?? labelledLetterCode(s.text, this, i) ?? signInLetterCode(s.text)) : null;
    const bound = letters ? [letters] : labelBoundCandidates(s.text, this, i, found);
    s.candidates = bound.length === 0 ? found : mergeBound(found, bound);
    return s.candidates;
  }

  labels(i: number): LabelMatch[] {
    const s = this.segs[i];
    if (!s) return [];
    if (s.labels) return s.labels;
    let labels = this.facts.labels.get(s.text);
    if (!labels) this.facts.labels.set(s.text, (labels = findCodeLabels(s.text)));
    return (s.labels = labels);
  }

  /** Where the footer starts (labels.ts footerStart). */
  footer(): { index: number; offset: number } | null {
    if (this.footerFrom === undefined) this.footerFrom = footerStart(this.segs.map((s) => s.text));
    return this.footerFrom;
  }

  inFooter(i: number, c: Candidate): boolean {
    const f = this.footer();
    return f !== null && (i > f.index || (i === f.index && c.start >= f.offset));
  }
}

// Scores: a label in the same line beats a label on the line above, which beats a lone emphasised number under a code subject.
export const SCORE = {
  strongBefore: 100,
  weakBefore: 90,
  strongAfter: 85,
  weakAfter: 75,
  nearStrong: 70,
  nearWeak: 65,
  nearAfter: 60,
  /** "Use K7P-2QX to sign in": no label, but the sentence says what the string is for. */
  useToSignIn: 80,
} as const;
// v30: a label after the value names its own id ("(plan code MED-S2500)"); v32: an aside its own ("key (applicant 2411)"); v35: or a token
// of its own after a colon ("417392 (Ref: KXPT)"). Version 89: to authorize is to verify ("Para autorizarla, ingresa este código").
const AUTHORIZES = /(?<![\p{L}])(?:authori[sz]e|autoriz\p{L}*|autoris\p{L}*|approve|aprueba|aprova\p{L}*|freigeben)(?![\p{L}])/iu;
const [NAMED_ASIDE, OWN_ID_AFTER] = [/\(\s*\p{L}+\s*$/u, /^\s*[:#]?\s*[A-Z]{1,4}-?[A-Z]?\d|^\s*[:#]\s*[A-Z0-9]{2,12}(?![\p{L}\p{N}])/u];

/** Mail-wide facts, computed on first use: most mails settle on a labelled code without them. */
import type { MailContext } from './mail-facts.js';
export type { MailContext };

const ENTER_FOLLOWING = /(?<![\p{L}])(?:enter|type|input|key\s+in)\s+(?:this|the\s+following)\s+code(?![\p{L}])/iu;
const AUTHORIZATION_CODE = /^(?:authori[sz]ation|auth\.?)\s+code$/iu;
/** Version 58: a purpose of signing in ahead of the code ("Para entrar na sua conta, use o código abaixo:"); review of version
 * 58: not a sign-in before using a coupon ("Log in to your account to use the code below:"). */
const TO_SIGN_IN =
  /(?:^|\s)(?:sign\s+in\s+with|for\s+signing\s+in)|(?:to|para|pour)\s+(?:verificar|confirmar|v[ée]rifier|confirmer)\s+(?:tu|su|votre)\s+(?:correo|adresse|direcci[oó]n|e-?mail)|(?:^|\s)(?:to|para|pour|um|per|om)\s+(?:[\p{L}-]+\s+){0,2}?(?:sign\s+in|log\s+in|entrar|acessar|iniciar\s+sesi[oó]n|se\s+connecter|anmelden|accedere|inloggen|acc[eé]der)(?![\p{L}])|(?:sign-?in|log-?in)\s+page|page\s+de\s+connexion|p[aá]gina\s+de\s+(?:login|acesso|inicio\s+de\s+sesi[oó]n)|anmeldeseite/iu;
export const isDigits = (c: Candidate) => c.kind === 'numeric' || c.kind === 'split';

/** The line `label` stands in: a weak label in a parcel mail still names a code when its line verifies or signs in. */
export function labelAcceptsCandidate(label: LabelMatch, line: string, c: Candidate, mail: MailContext): boolean {
  // Version 35: a card payment's "Authorization code" is a sign-in's where the subject asks to authorize a device.
  if (label.kind === 'negative') return AUTHORIZATION_CODE.test(line.slice(label.start, label.end)) && mail.subjectAsks();
  if (label.kind === 'weak') {
    // "Kod odbioru: 604182" in a mail about a parcel opens a locker; not "Confirm your email with this code:" under "Free delivery …".
    if (mail.parcel() && !saysVerify(line) && !saysLogin(line)) return false;
    // "Use code X7K9" in a sale mail is a coupon; "Dein Code: 5096" in a login mail is not. Version 27: nor are digits
    // in a mail whose subject asks to verify or sign in, whatever it sells below ("Enter this code in the app: 482913"
    // above "ON SALE THIS WEEK"): coupons are words, and the subject says what the mail is for.
    // Version 35: nor a value of any shape whose own line verifies, in such a mail ("… to open your shop" ⏎ RX4-82KQ); version
    // 58: nor digits under a line that signs in or verifies, whatever the subject ("Para entrar na sua conta, use o código abaixo:").
    if (
      mail.promotional(!isDigits(c)) &&
      !digitsNameThemselves(line, label, c) &&
      !(
        (mail.subjectAsks() || TO_SIGN_IN.test(line) || verifiesAddress(line)) &&
        !sellsOnLine(line) &&
        (isDigits(c) || saysVerify(line) || saysLogin(line))
      )
    )
      return false;
    // A bare "code" before a word-like token is a coupon or a product's; version 34: not when its line says what it signs in to ("Here is
    // the Pixelvault Guard code you need to sign in …:" ⏎ 4TXQM); 36: nor asks to enter it on a page or in an app; 89: or authorizes.
    if (
      c.kind === 'alnum' &&
      !c.value.includes('-') &&
      letterDigitTransitions(c.value) < 2 &&
      !saysLogin(line) &&
      !saysVerify(line) &&
      !AUTHORIZES.test(line) &&
      !(ENTER_FOLLOWING.test(line) && (DESTINATION.test(line) || APP_OR_SCREEN.test(line)))
    )
      return false;
  }
  return true;
}

const CLAUSE_BREAK = /[,;，；]/u;
const SENTENCE_AFTER = 120;
/** The rest of its sentence speaks of signing in or verifying ("… on the sign-in page", "… para iniciar sesión"). */
function signsInAfter(text: string, c: Candidate): boolean {
  const after = text.slice(c.end, c.end + SENTENCE_AFTER).split(/[.!?。！？](?:\s|$)/u)[0] ?? '';
  return saysLogin(after) || saysVerify(after);
}

export type Verdict = { score: number; signIn?: boolean; invitation?: boolean } | 'reject' | 'none';

/** A label a meeting or a call gives its secret: "Passcode", "Access code", "PIN", "Kenncode", "Código de acceso". */
const MEETING_SECRET = /pass\s*code|access|accès|acceso|acesso|zugang|pin|password|kenncode|secret|senha|pääsy|パスコード/iu;

export function scoreDirect(view: SegmentView, i: number, c: Candidate, mail: MailContext): Verdict {
  const text = view.text(i);
  const binding = bindInSegment(text, view.labels(i), view.candidates(i), c);
  if (!binding) return 'none';
  const { before, gap } = binding;
  const label = approvesSignIn(text, binding.label, () => mail.subjectAsks() || asksToTypeTheCode(view.text(i + 1)), view.text(i - 1));
  if ((!before && OWN_ID_AFTER.test(text.slice(label.end, label.end + 16))) || NAMED_ASIDE.test(gap)) return 'none';
  if (restatesPromo(text, label, view.labels(i))) return 'reject';
  // "استخدم 840271 لتأكيد رقم هاتفك" (use 840271 to confirm your phone number): the verb's object is the code, a label after it what for.
  if (!labelAcceptsCandidate(label, text, c, mail)) {
    const verb = USE_BEFORE.test(text.slice(Math.max(0, c.start - 24), c.start));
    // "To open your patient portal, type 739105 … on the sign-in page": the verb's own clause introduces it and says what for; the label
    // named an earlier clause's. Not "To track your order, enter 48291735 on the tracking page", nor "Enter your order number 4829173".
    return verb && (!before || (CLAUSE_BREAK.test(gap) && signsInAfter(text, c))) ? 'none' : 'reject';
  }
  if (!(before && isTight(gap)) && rejectedUnlessTightlyLabelled(text, c)) return 'reject';
  const base = before
    ? label.kind === 'strong'
      ? SCORE.strongBefore
      : SCORE.weakBefore
    : label.kind === 'strong'
      ? SCORE.strongAfter
      : SCORE.weakAfter;
  // "Your verification code: 302 918" names a sign-in code, whatever else the mail says of meetings.
  const signIn = before && label.kind === 'strong' && !label.invitation && !MEETING_SECRET.test(text.slice(label.start, label.end));
  return { score: base - gap.length / 10, signIn, ...(label.invitation && { invitation: true }) };
}
