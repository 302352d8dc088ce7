import { rejectedUnlessTightlyLabelled, type Candidate } from './candidates.js';
import {
  SCORE,
  SegmentView,
  isDigits,
  isStandalone,
  mailContext,
  scoreDirect,
  scoreNear,
  usedToSignIn,
  type MailContext,
} from './codes.js';
import { E, shapeEvidence, type Evidence } from './evidence-kinds.js';
import { EXTRACT_LIMITS } from './limits.js';
import { oneDigitAtATime, smsStyleName, verbEndsLineAbove } from './layouts.js';
import {
  asksForWhatFollows,
  clauseNamesPlace,
  codeNounAfter,
  headingAboveSaysVerify,
  introducedByVerb,
  labelEarlierInSentence,
  lastsLater,
  purposeAbove,
  saysShortLived,
  sentenceOf,
  sentenceSaysVerify,
} from './clauses.js';
import { INTENT_WORD_BEFORE, NAMES_ITSELF_AFTER, SECRET_NOUN, hasPromoContext } from './labels.js';
import { saysLogin, saysVerify } from './link-words.js';
import { collapseWhitespace, normalizeText } from './normalize.js';
import { joinSpacedCharacters, readSpokenDigits, type Segment } from './segments.js';
import { mailIntent } from './intent.js';
import { mailNamesMoney, transactionId } from './notices.js';
import { presentedAsCode, warnedAfter } from './sole.js';
import { finishedWith, finishedWithAbove, refersBack, tellsSomeoneAbove, usesItBelow } from './references.js';

export type CodeSource = 'subject' | 'html' | 'text';

export type { Evidence } from './evidence-kinds.js';

export interface CodeCandidate {
  value: string;
  /** Where its best-scored occurrence is. */
  source: CodeSource;
  /** The line or cell it stands in, cut to 120 characters. */
  context: string;
  score: number;
  evidence: Evidence[];
}

export interface CodeDecision {
  code: string | null;
  /** 0–1; a code is given only at MIN_CONFIDENCE or more. */
  confidence: number;
  /** Every candidate considered, best first (at most MAX_REPORTED). */
  candidates: CodeCandidate[];
}

// The score at which a candidate is as likely the code as not. A false code costs more than a missing one
// (the test types it and fails confusingly), so nothing under it is answered: no single weak hint
// (a verb, a big font, a sign-in subject) reaches it alone, two independent ones do.
const THRESHOLD = 70;
const SCALE = 10;
const MIN_CONFIDENCE = 0.5;
const AMBIGUOUS_MARGIN = 10;
const MAX_REPORTED = 20;

interface Occurrence {
  value: string;
  source: CodeSource;
  context: string;
  evidence: Evidence[];
  digits: boolean;
  /** Up to 30 characters before it in its line or cell. */
  before: string;
  spaced: boolean;
  /** "4 0 9 2": one digit at a time. */
  oneByOne: boolean;
  /** Where it stands, for the readings made only when it may be the sole candidate (src/sole.ts). */
  view: SegmentView;
  line: number;
  candidate: Candidate;
}

function occurrenceEvidence(view: SegmentView, i: number, c: Candidate, mail: MailContext, source: CodeSource): Evidence[] {
  if (source !== 'subject' && view.inFooter(i, c)) return [E.footer];
  const ev: Evidence[] = [];
  const text = view.text(i);
  const direct = scoreDirect(view, i, c, mail);
  if (direct === 'reject') return [E.negative];
  if (direct !== 'none') ev.push((direct.signIn ? E.signInLabel : E.label)(Math.round(direct.score)));
  else {
    if (rejectedUnlessTightlyLabelled(text, c)) ev.push(E.lookalike);
    const before = text.slice(Math.max(0, c.start - 24), c.start);
    const after = text.slice(c.end, c.end + 40);
    if (!isDigits(c) && usedToSignIn(text, c) && !mail.promotional(true)) ev.push(E.useToSignIn);
    else if (introducedByVerb(text, c)) {
      ev.push(E.verb);
      if (codeNounAfter(text, c, i + 1 < view.length ? view.text(i + 1) : '')) ev.push(E.nounLater);
      else if (lastsLater(text, c) && !mail.promotional(true)) ev.push(E.lastsLater);
    } else if (finishedWith(text, c)) ev.push(E.finishedWith);
    else if (NAMES_ITSELF_AFTER.test(after))
      ev.push(SECRET_NOUN.test(after.replace(NAMES_ITSELF_AFTER, '')) ? E.namesItselfSecret : E.namesItself);
    else if (INTENT_WORD_BEFORE.test(before)) ev.push(E.intentWord);
    else if (labelEarlierInSentence(view, i, c)) ev.push(E.labelInSentence);
    else if (clauseNamesPlace(text, c)) ev.push(E.place);
    else {
      const name = smsStyleName(view, i, c, () => mail.subjectAsks());
      if (name !== null) ev.push(E.smsStyle, ...(mail.subjectMentions(name) ? [E.smsName] : []));
      else if (warnedAfter(text, c)) ev.push(E.secretWarning);
    }
    const verb = ev.some((e) => e.kind === 'introduced-by-verb');
    // sentenceSaysVerify counts a card payment's approval too: "To approve this payment, enter 615208 on the merchant's page".
    if (sentenceSaysVerify(text, c)) ev.push(E.purpose);
    else if (verb && headingAboveSaysVerify(view, i, c)) ev.push(E.headingPurpose);
    if (source !== 'subject' && isStandalone(text, c)) {
      ev.push(E.alone);
      let near = scoreNear(view, i, c, mail);
      // "Copia el número de arriba en …": the line below points back at it, its generic noun labels nothing.
      if (near === 'reject' && !view.labels(i - 1).some((l) => l.kind === 'negative') && usesItBelow(view, i)) near = 'none';
      if (near === 'reject') return [E.negativeNear];
      if (near !== 'none') ev.push(E.nearLabel(near.score));
      else if (i > 0 && tellsSomeoneAbove(view.text(i - 1)))
        ev.push(E.tellAbove, ...(purposeAbove(view.text(i - 1)) ? [E.purposeAbove] : []));
      else if (i > 0 && finishedWithAbove(view.text(i - 1))) ev.push(E.withAbove);
      else if (i > 0 && verbEndsLineAbove(view.text(i - 1))) ev.push(E.verbLineAbove);
      else if (i > 0 && asksForWhatFollows(view.text(i - 1))) ev.push(E.verbAbove);
      else if (i > 0 && purposeAbove(view.text(i - 1))) ev.push(E.purposeAbove);
      else if (i > 0 && view.emphasized(i) && LEADS_ON.test(view.text(i - 1))) ev.push(E.colonAbove);
      if (near === 'none' && refersBack(view, i)) ev.push(E.refersBack);
    }
    if (!isDigits(c) && mail.promotional(true)) ev.push(E.promo);
    else if (isDigits(c) && mail.promotional(true) && sentenceSellsIt(view, i, c)) ev.push(E.promoSentence);
  }
  if (view.emphasized(i)) ev.push(E.emphasized);
  if (c.kind === 'split') ev.push(E.spaced);
  // A label is the more specific evidence: between labelled strings the shape does not decide.
  const shape = direct === 'none' ? shapeEvidence(c) : null;
  if (shape) ev.push(shape);
  return ev;
}

function collect(view: SegmentView, source: CodeSource, mail: MailContext, out: Occurrence[]): void {
  // Per part, so a noisy HTML body cannot starve the text part of its budget.
  let budget = EXTRACT_LIMITS.maxCandidates;
  for (let i = 0; i < view.length && budget > 0; i++) {
    for (const c of view.candidates(i)) {
      if (budget-- <= 0) break;
      const text = view.text(i);
      out.push({
        value: c.value,
        source,
        context: text.length > 120 ? `${text.slice(0, 117)}…` : text,
        evidence: occurrenceEvidence(view, i, c, mail, source),
        digits: isDigits(c),
        // A value at the start of its line or cell is labelled by the end of the one before.
        before: c.start > 0 || i === 0 ? text.slice(Math.max(0, c.start - BEFORE_CHARS), c.start) : view.text(i - 1).slice(-BEFORE_CHARS),
        spaced: c.kind === 'split',
        oneByOne: oneDigitAtATime(text, c),
        view,
        line: i,
        candidate: c,
      });
    }
  }
}

/** "Enter 55 21 08 at checkout to get your discount": its sentence, or the lines around a lone value, sells. */
function sentenceSellsIt(view: SegmentView, i: number, c: Candidate): boolean {
  if (hasPromoContext(sentenceOf(view.text(i), c), true)) return true;
  return isStandalone(view.text(i), c) && [i - 1, i + 1].some((j) => view.text(j).length <= 160 && hasPromoContext(view.text(j), true));
}

const LEADS_ON = /^.{0,158}[:：]\s*$/su;
const MAX_SEGMENTS_READ = 200;
const anySegment = (view: SegmentView, test: (text: string) => boolean): boolean => {
  for (let i = 0; i < Math.min(view.length, MAX_SEGMENTS_READ); i++) if (test(view.text(i))) return true;
  return false;
};

const BEFORE_CHARS = 30;
// A shape's best weight: a candidate with no more than this has nothing else for it.
const MAX_SHAPE_ONLY = 10;
const SIGN_IN_LABEL_NOTE = E.signInLabel(0).note;
// Dictated digits read twice are a code up to six digits; seven or eight read out are a local phone number.
const MAX_DICTATED = 6;
const sum = (ev: readonly Evidence[]): number => ev.reduce((n, e) => n + e.weight, 0);
const confidenceOf = (score: number): number => Math.round(1000 / (1 + Math.exp(-(score - THRESHOLD) / SCALE))) / 1000;

export interface CodeSources {
  subject: string;
  html: readonly Segment[];
  text: readonly Segment[];
  /** Link texts of the mail: a "Verify" button says what the mail is for. */
  anchors?: readonly string[];
  /** The mail invites to a meeting (src/meetings.ts): read only when some candidate is still open. */
  meeting?: () => boolean;
}

/**
 * Every code-shaped string of the mail, scored from independent evidence, and the one answered if any
 * reaches MIN_CONFIDENCE. With `accept` (the caller's shape) only strings of that shape are candidates,
 * every one of them (not only those a label found), and the shape itself counts as evidence.
 */
export function decideCode(sources: CodeSources, accept?: (value: string) => boolean): CodeDecision {
  const subjectText = collapseWhitespace(normalizeText(sources.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars)));
  const subject = new SegmentView(subjectText === '' ? [] : [{ text: subjectText, emphasized: false }], accept);
  const html = new SegmentView(readSpokenDigits(joinSpacedCharacters(sources.html)), accept);
  const text = new SegmentView(readSpokenDigits(joinSpacedCharacters(sources.text)), accept);
  const mail = mailContext(subject, [html, text]);

  const occurrences: Occurrence[] = [];
  collect(subject, 'subject', mail, occurrences);
  collect(html, 'html', mail, occurrences);
  collect(text, 'text', mail, occurrences);

  // Per value: its best occurrence; a value rejected anywhere it is labelled stays rejected.
  const byValue = new Map<
    string,
    { best: Occurrence; inSubject: boolean; inBody: boolean; digits: boolean; readTwice: boolean; dictated: boolean }
  >();
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
      }
      if (sum(o.evidence) > sum(seen.best.evidence)) seen.best = o;
      if (o.source === 'subject') seen.inSubject = true;
      else seen.inBody = true;
    }
  }
  const intent = mailIntent(subject, html, sources.anchors ?? []);
  const subjectAsks = intent === E.intentCode || mail.subjectAsks();
  const plausible = [...byValue.values()].filter((v) => sum(v.best.evidence) > 0);
  // A sale's deadline sells; it says nothing of a one-time secret. Read only when some candidate can use it.
  const open = [...byValue.values()].some((v) => !v.best.evidence.some((e) => e.weight <= -100));
  const shortLived = open && [html, text].some((v) => anySegment(v, saysShortLived)) && !mail.promotional(true);
  let money: boolean | undefined;
  const namesMoney = (): boolean => (money ??= mailNamesMoney(subjectText, [html, text]));
  const values = [...byValue.values()];
  // The only plausible candidate: every other one has nothing for it but its shape, or is rejected.
  const contenders = values.filter((o) => sum(o.best.evidence) > MAX_SHAPE_ONLY && !o.best.evidence.some((e) => e.weight <= -100));
  const sole = (v: (typeof values)[number]): boolean => contenders.length === 0 || (contenders.length === 1 && contenders[0] === v);
  const candidates: CodeCandidate[] = values.map((v) => {
    // A sale line in a mail whose subject or heading asks to verify is an aside, not what the mail is.
    const verifying = intent !== null && intent.weight > 0;
    const evidence = v.best.evidence.map((e) => (e === E.promo && verifying ? E.promoAside : e));
    if (!evidence.some((e) => e.weight <= -100) && transactionId(v.best.evidence, v.best.before) && namesMoney())
      evidence.push(E.transaction);
    // A meetings product's own sign-in code, named by a sign-in label in a mail whose subject asks for it, is no
    // meeting's passcode, whatever the mail says of joining meetings.
    const signIn = subjectAsks && v.best.evidence.some((e) => e.note === SIGN_IN_LABEL_NOTE);
    if (open && !signIn && !evidence.some((e) => e.weight <= -100) && sources.meeting?.()) evidence.push(E.meeting);
    const rejected = evidence.some((e) => e.weight <= -100);
    if (!rejected) {
      if (intent) evidence.push(intent);
      if (shortLived) evidence.push(E.shortLived);
      if (v.inSubject && v.inBody) evidence.push(E.repeated);
      if (v.readTwice) evidence.push(v.dictated ? E.dictated : E.readTwice);
      if (plausible.length === 1 && plausible[0] && plausible[0].best.value === v.best.value) evidence.push(E.only);
      if (accept) evidence.push(E.shape);
      if (sole(v) && presentedAsCode(evidence, v.best.view, v.best.line, v.best.candidate)) evidence.push(E.presentedSole);
    }
    return { value: v.best.value, source: v.best.source, context: v.best.context, score: sum(evidence), evidence };
  });
  candidates.sort((a, b) => b.score - a.score);

  const [best, second] = candidates;
  if (!best) return { code: null, confidence: 0, candidates: [] };
  let effective = best.score;
  // Two strings equally likely and no label to tell them apart: answering would be a coin toss.
  const labelled = best.evidence.some((e) => e.kind === 'label' || e.kind === 'label-nearby');
  if (second && !labelled && best.score - second.score < AMBIGUOUS_MARGIN) {
    effective -= AMBIGUOUS_MARGIN - (best.score - second.score);
    best.evidence.push({ kind: 'ambiguous', weight: effective - best.score, note: `"${second.value}" scores almost as high` });
    best.score = effective;
  }
  const confidence = confidenceOf(effective);
  return {
    code: confidence >= MIN_CONFIDENCE ? best.value : null,
    confidence,
    candidates: candidates.slice(0, MAX_REPORTED),
  };
}
