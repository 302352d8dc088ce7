import { SegmentView, lineFacts } from './codes.js';
import { mailContext } from './mail-context.js';
import { E, type Evidence } from './evidence-kinds.js';
import { presentedByNothing } from './bare.js';
import { clauseGoesOn, namesPlaceBefore, saysShortLived } from './clauses.js';
import { joinSpacedCharacters, readSpokenDigits, type Segment } from './segments.js';
import { mailIntent } from './intent.js';
import { mailNamesMoney, transactionId } from './notices.js';
import { presentedAsCode } from './sole.js';
import { YOU_ASKED, enteredByPronounBelow, mailAsides, standsOnItsOwn } from './asides.js';
import { lastingPin, pinOfBooking } from './pins.js';
import { heldLabel, namesHeldThing } from './held-codes.js';
import { postedAlone } from './poster.js';
import { opensSomethingPhysical } from './access.js';
import { namesEmbeddingPage, originBoundCode, originBoundStands, refersToNumber } from './origin-bound.js';
import { asksToEnterBelow, pointsAtSubject, pointsAtSubjectToSignIn, typesItBelow } from './references.js';
import { hasPromoContext } from './labels.js';
import { collect, type CodeSource, type Occurrence } from './occurrences.js';
import { groupByValue, sum } from './by-value.js';
import { mailWords, subjectAsRead, weighMailWords } from './mail-words.js';
import { weighValueWords } from './value-words.js';
import { onMeetingLine } from './meetings.js';

export type { CodeSource } from './occurrences.js';

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

// The score at which a candidate is as likely the code as not. A false code costs more than a missing one (the test types it and
// fails confusingly), so nothing under it is answered: no single weak hint (a verb, a big font, a sign-in subject) reaches it alone.
const THRESHOLD = 70;
const SCALE = 10;
const MIN_CONFIDENCE = 0.5;
const AMBIGUOUS_MARGIN = 10;
const MAX_REPORTED = 20;
const MAX_SEGMENTS_READ = 200;
const anySegment = (view: SegmentView, test: (text: string) => boolean, within = MAX_SEGMENTS_READ): boolean => {
  for (let i = 0; i < Math.min(view.length, within); i++) if (test(view.text(i))) return true;
  return false;
};

// A shape's best weight: a candidate with no more than this has nothing else for it.
const MAX_SHAPE_ONLY = 10;
const SIGN_IN_LABEL_NOTE = E.signInLabel(0).note;
const INVITATION_NOTE = E.invitationLabel(0).note;
const invitedBy = (ev: readonly Evidence[]): boolean => ev.some((e) => e.note === INVITATION_NOTE);
/** Evidence of how a value is presented, not of what it is for: a verb, a box, a shape, an expiry, being alone. */
const PRESENTATION: ReadonlySet<Evidence> = new Set<Evidence>([
  E.verb,
  E.verbLineAbove,
  E.verbAbove,
  E.colonAbove,
  E.alone,
  E.emphasized,
  E.spaced,
  E.only,
  E.repeated,
  E.readTwice,
  E.lastsLater,
]);
const givesPurpose = (e: Evidence): boolean => e.weight > 0 && e.kind !== 'shape' && !PRESENTATION.has(e);
/** Something says a PIN is for one use: a purpose, its being typed to finish something, or a short life. */
const saysOneTime = (evidence: readonly Evidence[], shortLived: boolean): boolean =>
  shortLived || evidence.some((e) => e.kind === 'sentence-purpose' || e.kind === 'use-to-sign-in' || e === E.lastsLater);
const signedIn = (evidence: readonly Evidence[]): boolean => evidence.some((e) => e.note === SIGN_IN_LABEL_NOTE);
const OPENING_LINES = 6;
export const confidenceOf = (score: number): number => Math.round(1000 / (1 + Math.exp(-(score - THRESHOLD) / SCALE))) / 1000;

export interface CodeSources {
  subject: string;
  html: readonly Segment[];
  text: readonly Segment[];
  /** Link texts of the mail: a "Verify" button says what the mail is for. */
  anchors?: readonly string[];
  /** The mail invites to a meeting (src/meetings.ts), read only when some candidate is still open; it talks about codes. */
  meeting?: () => boolean;
  discussion?: () => boolean;
}

/**
 * Every code-shaped string of the mail, scored from independent evidence, and the one answered if any
 * reaches MIN_CONFIDENCE. With `accept` (the caller's shape) only strings of that shape are candidates,
 * every one of them (not only those a label found), and the shape itself counts as evidence.
 */
export function decideCode(sources: CodeSources, accept?: (value: string) => boolean): CodeDecision {
  const subjectText = subjectAsRead(sources.subject);
  const facts = lineFacts();
  const subject = new SegmentView(subjectText === '' ? [] : [{ text: subjectText, emphasized: false }], accept, facts);
  const html = new SegmentView(readSpokenDigits(joinSpacedCharacters(sources.html)), accept, facts);
  const text = new SegmentView(readSpokenDigits(joinSpacedCharacters(sources.text)), accept, facts);
  const mail = mailContext(subject, [html, text], sources.discussion);

  const occurrences: Occurrence[] = [];
  collect(subject, 'subject', mail, occurrences);
  collect(html, 'html', mail, occurrences);
  collect(text, 'text', mail, occurrences);
  const intent = mailIntent(subject, html, sources.anchors ?? []);
  const asks = (intent !== null && intent.weight > 0) || mail.subjectAsks();
  const standing = (o: Occurrence): boolean =>
    !o.evidence.includes(E.originBound) ||
    originBoundStands(o.candidate, {
      repeated: occurrences.some(
        (p) => p !== o && p.value === o.value && !p.evidence.includes(E.originBound) && !p.evidence.some((e) => e.weight <= -100),
      ),
      asks,
      // Not the line's own words: "%shop.marlow.test" names the page, it sells nothing.
      promotional: [subject, html, text].some((view) =>
        anySegment(view, (line) => !originBoundCode(line) && hasPromoContext(line, !o.digits)),
      ),
      embedded: namesEmbeddingPage(o.view.text(o.line)),
      referenced: [subject, html, text].some((view) => anySegment(view, (line) => refersToNumber(line, o.value))),
    });

  const byValue = groupByValue(occurrences.filter(standing));
  const subjectAsks = intent === E.intentCode || mail.subjectAsks();
  let pointed: boolean | undefined;
  const pointedAt = (): boolean => (pointed ??= [html, text].some((view) => anySegment(view, pointsAtSubject)));
  let pointedFor: boolean | undefined;
  // An address's number, or a company's registration number, is never the only plausible code, however alone it is.
  const plausible = [...byValue.values()].filter(
    (v) => sum(v.best.evidence) > 0 && !v.best.evidence.includes(E.lookalike) && !v.best.evidence.includes(E.registration),
  );
  // A sale's deadline sells; it says nothing of a one-time secret. Read only when some candidate can use it.
  const open = [...byValue.values()].some((v) => !v.best.evidence.some((e) => e.weight <= -100));
  const shortLived = open && [html, text].some((v) => anySegment(v, saysShortLived)) && !mail.promotional(true);
  let requested: boolean | undefined;
  const asides = mailAsides((test) => [html, text].some((w) => anySegment(w, test)));
  let money: boolean | undefined;
  const namesMoney = (): boolean => (money ??= mailNamesMoney(subjectText, [html, text]));
  const values = [...byValue.values()];
  // The only plausible candidate: every other one has nothing for it but its shape, or is rejected.
  const contenders = values.filter((o) => sum(o.best.evidence) > MAX_SHAPE_ONLY && !o.best.evidence.some((e) => e.weight <= -100));
  // Version 90: an invitation's code crowds out no other value (labels.ts); it is the one only when nothing else is.
  const invited = (v: { best: Occurrence }): boolean => invitedBy(v.best.evidence);
  const sole = (v: (typeof values)[number]): boolean => contenders.every((c) => c === v || invited(c));
  const candidates: CodeCandidate[] = values.map((v) => {
    // A sale line in a mail whose subject or heading asks to verify is an aside, not what the mail is.
    const verifying = intent !== null && intent.weight > 0;
    const evidence = v.best.evidence.map((e) => (e === E.promo && verifying ? E.promoAside : e));
    // Version 53: not one the next line types ("Authorization code: LTW-8839" ⏎ "Type the code into My Skyline to finish.").
    const typed = saysOneTime(evidence, false) || typesItBelow(v.best.view, v.best.line);
    if (!evidence.some((e) => e.weight <= -100) && !typed && transactionId(v.best.evidence, v.best.before) && namesMoney())
      evidence.push(E.transaction);
    // A meetings product's own sign-in code, named by a sign-in label in a mail whose subject asks for it, is no
    // meeting's passcode, whatever the mail says of joining meetings. Version 93: a value after a meeting ID in its sentence is one.
    const signIn = subjectAsks && v.best.evidence.some((e) => e.note === SIGN_IN_LABEL_NOTE);
    const meeting = (): boolean => onMeetingLine(v.best.view.text(v.best.line), v.best.candidate.start) || (sources.meeting?.() ?? false);
    if (open && !signIn && !evidence.some((e) => e.weight <= -100) && meeting()) evidence.push(E.meeting);
    // A PIN and nothing more, in a mail that asks for no code: a gift card's or a booking's, not one to type once.
    if (
      !evidence.some((e) => e.weight <= -100) &&
      (!verifying || pinOfBooking(v.best.view.text(v.best.line), v.best.candidate.end, v.best.view.text(v.best.line - 1))) &&
      lastingPin(v.best.before, v.best.value, v.best.view.text(v.best.line + 1)) &&
      !saysOneTime(evidence, shortLived)
    )
      evidence.push(E.lastingPin);
    // A confirmation, activation or access code of something held, in a mail that asks for no code (src/held-codes.ts).
    if (
      !verifying &&
      evidence.some((e) => e.kind === 'label' || e.kind === 'label-nearby') &&
      !evidence.some((e) => e.weight <= -100) &&
      heldLabel(v.best.view, v.best.line) &&
      !mail.subjectAsks() &&
      !saysOneTime(evidence, shortLived) &&
      !asksToEnterBelow(v.best.view, v.best.line) &&
      (intent === E.subjectOther || namesMoney() || namesHeldThing(subjectText, [html, text]))
    )
      evidence.push(E.lastingCode);
    // A door's, a key safe's or a network's code in a mail that asks for no code: it opens something, it verifies nothing.
    if (
      !evidence.some((e) => e.weight <= -100) &&
      !verifying &&
      !saysOneTime(evidence, shortLived) &&
      !signedIn(evidence) &&
      opensSomethingPhysical(v.best)
    )
      evidence.push(E.physicalAccess);
    // Version 45: "You do not need to enter it anywhere yourself": a document's check code, for third parties.
    if (!evidence.some((e) => e.weight <= -100) && !evidence.includes(E.verb) && asides.notToEnter()) evidence.push(E.notToEnter);
    if (!evidence.some((e) => e.weight <= -100) && asides.inSeries(v.best)) evidence.push(E.series);
    const rejected = evidence.some((e) => e.weight <= -100);
    if (!rejected) {
      if (intent) evidence.push(intent);
      // Version 34: "You asked to add a second device …" ⏎ "Type 3051 in the ClassBridge app": the reader's own request.
      else if (
        evidence.includes(E.verb) &&
        (requested ??= [html, text].some((v) => anySegment(v, (t) => YOU_ASKED.test(t), OPENING_LINES)))
      )
        evidence.push(E.requested);
      if (!v.inBody && sum(evidence) > 0 && !evidence.includes(E.lookalike) && pointedAt()) {
        evidence.push(E.subjectPointed);
        // Version 42: "Use the number in the subject line of this email to finish signing in": and what it is for.
        if ((pointedFor ??= [html, text].some((view) => anySegment(view, pointsAtSubjectToSignIn)))) evidence.push(E.purpose);
      }
      // An expiry says how long something lasts, not what it is for (a Wi-Fi code "works for 24 hours" too): it backs up
      // a purpose, and it is one fact however many sentences say it.
      const lasts = evidence.indexOf(E.lastsLater);
      // Version 17: a verb of entering whose clause goes on to say where or when ("type 205517 when the website prompts you.")
      // and the value's own expiry in the next sentence ("It stays valid for 30 minutes.") are a secret typed once; not a
      // bare "Enter 553117.", nor a door's or a network's code, that lasts too.
      // Version 33: or, for the mail's one contender, the mail's own word that something lasts minutes ("Type 305118 when the
      // kiosk asks, then press OK." … "This only works … for the next 30 minutes.").
      const typedOnce =
        (lasts !== -1 || (shortLived && sole(v))) &&
        evidence.includes(E.verb) &&
        (clauseGoesOn(v.best.view.text(v.best.line), v.best.candidate) ||
          namesPlaceBefore(v.best.view.text(v.best.line), v.best.candidate)) &&
        !opensSomethingPhysical(v.best);
      if (!evidence.some(givesPurpose) && !typedOnce) {
        if (lasts !== -1) evidence.splice(lasts, 1);
      } else if (shortLived && lasts === -1 && !evidence.includes(E.expiresBelow)) evidence.push(E.shortLived);
      if (v.inSubject && v.inBody) evidence.push(E.repeated);
      if (v.readTwice) evidence.push(...(v.dictated ? [E.dictated, ...(v.again ? [E.readAgain] : [])] : [E.readTwice]));
      if (plausible.includes(v) && plausible.every((p) => p === v || invited(p))) evidence.push(E.only);
      if (accept) evidence.push(E.shape);
      // Version 45: what a terse mail says of its one value instead of a label (src/asides.ts).
      if (sole(v) && enteredByPronounBelow(v.best.view, v.best.line, v.best.candidate.end)) evidence.push(E.typedByPronoun);
      else if (
        sole(v) &&
        shortLived &&
        evidence.includes(E.alone) &&
        evidence.includes(E.emphasized) &&
        asides.disowns() &&
        standsOnItsOwn(v.best.view, v.best.line, v.best.value)
      )
        evidence.push(E.disowned);
      if (sole(v) && presentedAsCode(evidence, v.best.view, v.best.line, v.best.candidate)) evidence.push(E.presentedSole);
      else if (sole(v) && postedAlone(v.best.view, v.best.line, v.best.candidate, evidence)) evidence.push(E.poster);
    }
    return { value: v.best.value, source: v.best.source, context: v.best.context, score: sum(evidence), evidence };
  });
  candidates.sort((a, b) => b.score - a.score);
  const other = candidates.findIndex((c) => c.score >= THRESHOLD && !invitedBy(c.evidence));
  if (other > 0 && candidates[0] && invitedBy(candidates[0].evidence)) candidates.unshift(...candidates.splice(other, 1));

  const best = candidates[0];
  // An invitation's code is no rival to a value the mail gives otherwise.
  const second = candidates.find((c) => c !== best && (best === undefined || invitedBy(best.evidence) || !invitedBy(c.evidence)));
  if (!best) return { code: null, confidence: 0, candidates: [] };
  let effective = best.score;
  // Two strings equally likely and no label to tell them apart: answering would be a coin toss.
  const labelled = best.evidence.some((e) => e.kind === 'label' || e.kind === 'label-nearby');
  if (second && !labelled && best.score - second.score < AMBIGUOUS_MARGIN) {
    effective -= AMBIGUOUS_MARGIN - (best.score - second.score);
    best.evidence.push({ kind: 'ambiguous', weight: effective - best.score, note: `"${second.value}" scores almost as high` });
    best.score = effective;
  }
  // Versions 91 and 92: the mail's words as a whole hold the value back, or lift it (src/mail-words.ts).
  let read: Set<string> | undefined;
  const readWords = (): Set<string> => (read ??= mailWords(subjectText, [sources.html, sources.text]));
  const words = weighMailWords(
    { score: effective, signedIn: signedIn(best.evidence), lead: second ? effective - second.score : Infinity, threshold: THRESHOLD },
    readWords,
    () => !presentedByNothing(best),
  );
  if (words) {
    best.evidence.push(words);
    best.score = effective += words.weight;
  }
  // Version 97: the words around a value hold the best back, or answer one the rules left short (src/value-words.ts).
  // Not one its own sentence or the next line says is typed once ("Type the code into the app to finish.").
  const typedOnce = (c: CodeCandidate): boolean => {
    const o = byValue.get(c.value)?.best;
    return saysOneTime(c.evidence, false) || (o !== undefined && typesItBelow(o.view, o.line));
  };
  const weighed = weighValueWords(candidates.slice(0, MAX_REPORTED), THRESHOLD, readWords, typedOnce);
  for (const { value, evidence } of weighed) {
    value.evidence.push(evidence);
    value.score += evidence.weight;
  }
  if (weighed.length > 0) candidates.sort((a, b) => b.score - a.score);
  const chosen = candidates[0] ?? best;
  const confidence = confidenceOf(chosen.score);
  return {
    code: confidence >= MIN_CONFIDENCE && !presentedByNothing(chosen) ? chosen.value : null,
    confidence,
    candidates: candidates.slice(0, MAX_REPORTED),
  };
}
