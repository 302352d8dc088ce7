// Version 17: a "confirmation", "activation" or "access" code is a one-time code in a mail that asks to verify or sign in,
// and the lasting reference of something held in a mail about a booking, a ticket, a licence or a purchase ("Confirmation
// code: HMX4KQ2P" of a stay, "Activation code: PF7K-2QXM-9TRW" of a software licence, "Access code: 48213377" of a
// concert ticket). Such a code is rejected when its label is one of these three, the mail names something held (its
// subject speaks of an order or a booking, it names money, or it names a ticket, a licence, a booking or a purchase) and
// nothing says the code is for one use (evidence.ts: no purpose, no sign-in, no short life, no verifying subject).
import type { SegmentView } from './codes.js';
import { enteredAt } from './labels.js';

/** A label whose qualifier a booking, a ticket or a licence also uses, in the covered languages. */
const HELD_LABEL =
  /(?<![\p{L}])(?:(?:confirmation|activation|access)[\s-]+(?:code|key|number)|(?:bestätigungs|aktivierungs|freischalt|zugangs|einlass)[\s-]*(?:code|schlüssel|nummer)|code\s+d['’]\s*(?:accès|activation)|code\s+de\s+confirmation|c[oó]digo\s+de\s+(?:confirmaci[oó]n|acceso|activaci[oó]n|confirma[cç][aã]o|acesso|ativa[cç][aã]o)|codice\s+(?:di\s+)?(?:conferma|accesso|attivazione)|(?:bevestigings|toegangs|activatie)[\s-]*code)(?![\p{L}])/iu;
/**
 * Something held over time: a ticket, a licence, a booking, a stay, a purchase. Not the verb ('Stay safe', 'stay signed
 * in'), a support ticket, a licence agreement, nor the inbox ('bandeja de entrada', 'caixa de entrada').
 */
const HELD_THING =
  /(?<![\p{L}])(?:e-?tickets?|(?<!(?:support|help\s*desk|helpdesk)\s+)(?<!(?:open|submit|raise|create|file)\s+a\s+)tickets?|licen[cs]es?(?!\s+(?:agreement|terms))|lizenz(?:en)?|licencias?|licen[cç]as?|licenze?|bookings?|reservations?|purchases?|(?:your|the|a|our|my|this|next|upcoming|hotel|booked)\s+stays?|flights?|check-?in|einlass|buchung|billets?|(?<!(?:bandeja|caixa)\s+de\s+)entradas?|bilhetes?|biglietti|réservation|reserva|prenotazione|boeking|kaartjes?)(?![\p{L}])/iu;
const HEAD_LINES = 40;

/** The label of the value's line, or of the line above it, is a confirmation, activation or access code's. */
export function heldLabel(view: SegmentView, line: number): boolean {
  return keeps(view.text(line)) || (line > 0 && keeps(view.text(line - 1)));
}

/** Version 24: a held label the reader is asked to type now ("Enter this confirmation number on the order page") is not kept. */
function keeps(text: string): boolean {
  const m = HELD_LABEL.exec(text);
  return m !== null && !enteredAt(text, m.index);
}

/** The subject or the opening lines of the mail name something held. */
export function namesHeldThing(subject: string, views: readonly SegmentView[]): boolean {
  if (HELD_THING.test(subject)) return true;
  for (const view of views) for (let i = 0; i < Math.min(view.length, HEAD_LINES); i++) if (HELD_THING.test(view.text(i))) return true;
  return false;
}
