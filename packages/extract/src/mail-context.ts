import type { MailContext, SegmentView } from './codes.js';
import { asksToVerify, saysLogin } from './intent-words.js';
import { DISOWNING, SECURES_ACCOUNT, hasPromoContext, hasShopWording } from './labels.js';
import { namesShipping } from './notices.js';
import { discussesCodes } from './discussion.js';
import { APPROVE_PAYMENT } from './clauses.js';
import { exampleValues } from './examples.js';
import { quotedHistory } from './threads.js';
import { bodySaysSpent, subjectSaysSpent } from './spent.js';

// What the whole mail says, read once per mail and only when a candidate's evidence asks (codes.ts MailContext).

const HEADINGS = 40;
const MAX_LINES_READ = 200;
const MAX_HEADING = 80;
/** An emphasised heading near the top of the HTML part names a parcel ("Twoja paczka czeka w Paczkomacie!"). */
function headingReportsParcel(html: SegmentView): boolean {
  for (let i = 0; i < Math.min(html.length, HEADINGS); i++)
    if (html.emphasized(i) && html.text(i).length <= MAX_HEADING && namesShipping(html.text(i))) return true;
  return false;
}

/** `discussed`, when given, is the caller's own reading of src/discussion.ts (read once a mail, shared with the links). */
export function mailContext(subject: SegmentView, parts: readonly SegmentView[], discussed?: () => boolean): MailContext {
  const promo = new Map<boolean, boolean>();
  let parcel: boolean | undefined;
  let spent: boolean | undefined;
  let discussion: boolean | undefined;
  let examples: ReadonlySet<string> | undefined;
  let history: ReturnType<typeof quotedHistory> | undefined;
  const subjectAsks = (): boolean => subject.length > 0 && (saysLogin(subject.text(0)) || asksToVerify(subject.text(0)));
  const anySegment = (test: (v: SegmentView, i: number) => boolean): boolean =>
    [subject, ...parts].some((v) => {
      for (let i = 0; i < v.length; i++) if (test(v, i)) return true;
      return false;
    });
  return {
    subjectAsks,
    // Version 62: to approve a payment ("Approve your purchase of EUR 349.00"), whose "checkout page" sells nothing.
    subjectApproves: () => subject.length > 0 && APPROVE_PAYMENT.test(subject.text(0)),
    subjectSpent: () =>
      (spent ??=
        subject.length > 0 && subjectSaysSpent(subject.text(0)) && anySegment((v, i) => v !== subject && bodySaysSpent(v.text(i)))),
    subjectMentions(name) {
      return subject.length > 0 && subject.text(0).toLowerCase().includes(name.toLowerCase());
    },
    subjectNamesCode() {
      return subject.labels(0).some((l) => l.kind !== 'negative');
    },
    parcel() {
      // "Entrar no Entrega Já" asks to sign in to a service named for deliveries.
      parcel ??=
        !subject.labels(0).some((l) => l.kind !== 'negative') &&
        !subjectAsks() &&
        ((subject.length > 0 && namesShipping(subject.text(0))) || (parts[0] !== undefined && headingReportsParcel(parts[0])));
      return parcel;
    },
    discussion() {
      const lines = (visit: (line: string) => void): void => {
        for (const v of parts) for (let i = 0; i < Math.min(v.length, MAX_LINES_READ); i++) visit(v.text(i));
      };
      return (discussion ??= discussed ? discussed() : discussesCodes(subject.length > 0 ? subject.text(0) : '', lines));
    },
    examples() {
      return (examples ??= exampleValues(parts));
    },
    quoted(view, i) {
      if (history === undefined) history = quotedHistory(subject.length > 0 ? subject.text(0) : '');
      if (history === null) return false;
      return view === subject ? parts.some((p) => history?.hasHistory(p)) : history.quoted(view, i);
    },
    promotional(forAlphanumeric) {
      // Shop wording only adds to marketing wording: the other answer may settle this one.
      let known = promo.get(forAlphanumeric) ?? (promo.get(!forAlphanumeric) === forAlphanumeric ? forAlphanumeric : undefined);
      if (known === undefined) {
        const sells = promo.get(false) ?? anySegment((v, i) => hasPromoContext(v.text(i), false));
        promo.set(false, sells);
        // A mail that disowns what it was not asked for and says to protect the account ("Not you? … change your
        // password", "Si no solicitaste este cambio, … cambia tu contraseña") answers a request: its "shop" is the
        // reader's own, no coupon's. Not a shop's "Not you? Contact support" under store credit. Sale wording still sells.
        const secures = (v: SegmentView, i: number): boolean => DISOWNING.test(v.text(i)) && SECURES_ACCOUNT.test(v.text(i));
        known = forAlphanumeric ? sells || (anySegment((v, i) => hasShopWording(v.text(i))) && !anySegment(secures)) : sells;
        promo.set(forAlphanumeric, known);
      }
      return known;
    },
  };
}
