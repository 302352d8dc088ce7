import type { Segment } from './segments.js';

// A meeting, webinar or conference-call invitation carries a passcode, a PIN, an access code and a meeting ID: each
// admits to a call, none verifies an address. It is known by its structure (a meeting ID, dial-in numbers, a one-tap
// line "+4420…,,84522910473#", a calendar invitation's subject) beside a word of joining or inviting.

/** A meeting's identifier: "Meeting ID", "Webinar ID", "Phone Conference ID", "ID de réunion", "Kokouksen tunnus". */
const MEETING_ID =
  /(?:(?:meeting|webinar|conference|besprechungs|konferenz)[\s-]*(?:id|number|nummer)(?![\p{L}])|(?<![\p{L}])id\s+(?:de\s+(?:la\s+)?|da\s+|della\s+)?(?:reunión|réunion|reunião|riunione|conferencia|webinar|webinaire)|kokouksen\s+tunnus|vergader[\s-]*id|ミーティング\s*ID|会議\s*ID|会议\s*(?:ID|号)|회의\s*ID|идентификатор\s+(?:конференции|встречи|вебинара)|ID\s+(?:конференции|встречи|вебинара)|identyfikator\s+spotkania|toplantı\s+(?:kimliği|numarası)|معرف\s+الاجتماع|شناسه\s+(?:جلسه|وبینار))/iu;
/** Dial-in: "Dial-in:", "Join by phone", "Call in (audio only)", in the covered languages. */
const DIAL_IN =
  /(?<![\p{L}])(?:dial[\s-]?in(?![\p{L}])|join\s+by\s+phone|call\s+in\s+\(audio|einwahl|composer\s+selon|marcar\s+según|soita\s+sijaintisi)/iu;
/** Dial-in that is a conference call whatever else the mail says: a one-tap line, a phone number then a PIN. */
const CONFERENCE_LINE =
  /\d,,+\d{6,}#|(?<![\p{L}])(?:one\s+tap\s+mobile|dial\s+by\s+your\s+location|schnelleinwahl|toque\s+único|dial\s+\+?[\d ()-]{7,20}\s+and\s+enter\s+(?:your|the)\s+(?:pin|passcode|access\s+code))/iu;
/** Joining or an invitation, or a conference call: "is inviting you to", "Join Meeting", "lädt Sie … ein", "招待". */
const JOIN_OR_INVITE =
  /(?<![\p{L}])(?:join|joining|invit\p{L}*|einladung|lädt|beitreten|participer|unirse|entrar\s+na|convid\p{L}*|liity|kutsu\p{L}*|conference\s+call|webinar\p{L}*|вебинар\p{L}*|подключ\p{L}*|присоедин\p{L}*|приглаш\p{L}*|dołącz\p{L}*|katıl\p{L}*)(?![\p{L}])|参加|招待/iu;
/** A calendar invitation's subject: "Invitation: Weekly sync @ Weekly from 10:00", "Einladung: … @ …", "招待: … @ …". */
const INVITATION_SUBJECT =
  /^(?:updated\s+|new\s+)?(?:invitation|einladung|invitación|convite|invito|uitnodiging|zaproszenie|kutsu|招待)\s*[:：].{1,120}\s@\s/iu;

const STRUCTURE = new RegExp(`${MEETING_ID.source}|${DIAL_IN.source}|${CONFERENCE_LINE.source}`, 'iu');
/** A meeting ID that gives its number: "Meeting ID: 845 2291 0473", "Meeting number (access code): 2551 018 4472". */
const MEETING_ID_NUMBER = new RegExp(
  `${MEETING_ID.source}(?=[^\\p{L}\\d\\n]{0,4}(?:\\([^)\\n]{0,24}\\)[^\\p{L}\\d\\n]{0,3})?\\+?\\d)`,
  'iu',
);
/** A meeting ID that ends its line or cell ("Meeting ID" ⏎ "845 2291 0473"): the number is the next line's start. */
const MEETING_ID_ENDS = new RegExp(`${MEETING_ID.source}[^\\p{L}\\d]{0,4}$`, 'iu');
const STARTS_WITH_NUMBER = /^[^\p{L}\d]{0,3}\+?\d/u;
/** A phone number, as dial-in lines give it: "+44 20 3481 5237", "(GB) +44 20 3937 1201", "0800 555 0199". */
const PHONE = /(?:\+|(?<![\d.,]))\(?\d[\d ()./-]{6,18}\d/u;
const MAX_SEGMENTS_READ = 200;

/**
 * The mail invites to a meeting, a webinar or a conference call: a meeting ID with its number, dial-in with a number to
 * dial or a calendar subject beside a word of joining or inviting, or a one-tap line. Not a sign-in mail that says
 * "Meeting ID … is not affected", nor a meetings product's sign-in mail that says "join a meeting with its meeting ID".
 */
export function mailIsMeetingInvitation(subject: string, parts: ReadonlyArray<readonly Segment[]>): boolean {
  const some = (r: RegExp): boolean =>
    parts.some((part) => {
      for (let i = 0; i < Math.min(part.length, MAX_SEGMENTS_READ); i++) if (r.test(part[i]?.text ?? '')) return true;
      return false;
    });
  // Most mails have no meeting structure at all: one pass with one expression settles them.
  const invitationSubject = INVITATION_SUBJECT.test(subject);
  if (!invitationSubject && !some(STRUCTURE)) return false;
  if (some(CONFERENCE_LINE)) return true;
  // A sign-in mail of a meetings product may speak of "joining with a meeting ID" or "dial-in numbers": an
  // invitation gives the ID's number and the numbers to dial (on the line, or the next line or cell).
  const structured =
    invitationSubject ||
    parts.some((part) => {
      for (let i = 0; i < Math.min(part.length, MAX_SEGMENTS_READ); i++) {
        const text = part[i]?.text ?? '';
        if (MEETING_ID_NUMBER.test(text)) return true;
        if (MEETING_ID_ENDS.test(text) && STARTS_WITH_NUMBER.test(part[i + 1]?.text ?? '')) return true;
        if (DIAL_IN.test(text) && (PHONE.test(text) || PHONE.test(part[i + 1]?.text ?? ''))) return true;
      }
      return false;
    });
  return structured && (JOIN_OR_INVITE.test(subject) || some(JOIN_OR_INVITE));
}

/** Version 93: a value after a meeting ID with its number, in the same sentence ("Meeting ID: 843 2210 5567, passcode 482913"), is the
 * meeting's, whatever the rest of the mail is; review of version 93: not one in a later sentence of the line. */
const LEAD_READ = 120;
// Review of version 94: or in the next sentence, when that sentence labels it a passcode ("Meeting ID: 843 2210 5567. Passcode: 482913").
const PASSCODE_BEFORE =
  /(?<![\p{L}])(?:passcode|password|pin|kennwort|kenncode|mot\s+de\s+passe|code\s+secret|contraseña|senha|код\s+доступа|пароль)\s*[:：]?\s*$/iu;
export function onMeetingLine(line: string, start: number): boolean {
  const lead = line.slice(Math.max(0, start - LEAD_READ), start);
  const at = lead.search(MEETING_ID_NUMBER);
  return at >= 0 && (!/[.!?。](?:\s|$)/u.test(lead.slice(at)) || PASSCODE_BEFORE.test(lead));
}
