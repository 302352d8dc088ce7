import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';

// Version 62: the marks of a help desk's thread and a referral, which name a ticket or a friend's reward, never a code to type.

/** A subject's tag opens it, after "Re:" or "Fwd:" ("RE: [INC0098812] MFA reset request"; review of version 62: not
 * "Verification code: [482913]"). */
// Review of version 64: anywhere in a reply's or a forward's subject ("Re: Can't sign in [482913]") or after a ticket's word ("Your
// case [482913]"); review of version 66: not "Sign in to Acme [482913]", whose body points at the subject's code.
const SUBJECT_TAG = /^(?:(?:re|fwd?|aw|sv|wg)\s*:\s*)+.*\[\s*$|^\[\s*$|(?<![\p{L}])(?:case|ticket|request|incident|ref)\s*#?\s*\[\s*$/iu;
const LABELLED_TAG = /(?<![\p{L}])(?:code|pin|passcode|otp|password)\s*(?:is|:)?\s*\[\s*$/iu;
/** A line of bracketed tags only ("[Ticket:448120] [R8KD2-3MZP]"). */
const TAGS_BEFORE = /^(?:\s*\[[^\]]{1,40}\])*\s*\[\s*$/u;
const TAGS_AFTER = /^\s*\](?:\s*\[[^\]]{1,40}\])*\s*$/u;
/** A help desk's marker over its newest comment ("##- Please type your reply above this line -##"), in the languages help desks write it. */
const HELP_DESK =
  /reply\s+above\s+this\s+line|respuesta\s+por\s+encima\s+de\s+esta\s+l[ií]nea|antwort\s+(?:oberhalb|über)\s+dieser\s+zeile|réponse\s+au-dessus\s+de\s+cette\s+ligne|resposta\s+acima\s+desta\s+linha/iu;
const MAX_LINES_READ = 200;
const helpDesk = (view: SegmentView): boolean => {
  for (let i = 0; i < Math.min(view.length, MAX_LINES_READ); i++) if (HELP_DESK.test(view.text(i))) return true;
  return false;
};

/** A ticket's tag in the subject, or a line of tags in a help desk's reply ("##- Please type your reply above this line -##" …
 * "[Q8Z1-K7N2]"), not a value a line above introduces ("Your temporary sign-in code is:" ⏎ "[482913]"). */
export function ticketTag(view: SegmentView, i: number, c: Candidate, inSubject: boolean): boolean {
  const text = view.text(i);
  if (inSubject)
    return SUBJECT_TAG.test(text.slice(0, c.start)) && !LABELLED_TAG.test(text.slice(0, c.start)) && /^\s*\]/u.test(text.slice(c.end));
  return (
    TAGS_BEFORE.test(text.slice(0, c.start)) && TAGS_AFTER.test(text.slice(c.end)) && !/[:：]\s*$/u.test(view.text(i - 1)) && helpDesk(view)
  );
}

/** The words before a value in its sentence make it a referral's ("Invite friends with code HUGO5RIDE"); review of version 62: not
 * a warning after it ("don't share your code"). */
const REFERS_FRIENDS =
  /(?<![\p{L}])(?:(?:invite|refer)\s+(?:your\s+|a\s+)?friends?|referral\s+code|share\s+your\s+referral\s+(?:link|code))(?![\p{L}])/iu;
export const refersFriends = (before: string): boolean => REFERS_FRIENDS.test(before);

/** Version 68: a reply's subject ("Re:", "AW:", "RES:", …; after a help desk's tag: "[Zoco Market] Re: No me llega el código"); not a
 * forward's (SUBJECT_TAG's "Fwd:", "WG:"), whose history is the message it passes on. */
// Version 72: and Chinese, Japanese and Korean replies ("回复：登录不了").
const REPLY_SUBJECT = /^(?:\[[^\]]{1,40}\]\s*)?(?:(?:re|aw|sv|antw|res|rif|odp|vs|ynt)\s*:|(?:回复|回覆|答复|返信|답장)\s*[:：])/iu;
/** Where a reply's quoted history begins: an earlier message's header ("-----Original message-----", "On 12 May, Lewis wrote:"). */
const HISTORY_LINE = new RegExp(
  [
    String.raw`^\s*-{2,}\s*(?:原始邮件|原始郵件|元のメッセージ|원본\s*메시지|original\s+message|ursprüngliche\s+nachricht|mensaje\s+original|message\s+d['’]origine|mensagem\s+original|messaggio\s+originale|oorspronkelijk\s+bericht)\s*-{2,}`,
    // Review of version 68: the verb before the name too ("Am 2. Juni 2025 um 09:00 schrieb Sam <sam@…>:"), and Outlook's "Sent:".
    String.raw`^\s*(?:on|el|am|le|em|il|op)\s.{5,100}\s(?:wrote|escribió|schrieb|a\s+écrit|escreveu|ha\s+scritto|schreef)(?:\s+[\p{L}'’.-]+){0,4}(?:\s*<[^<>\s]{3,80}>)?\s*:\s*$`,
    String.raw`^\s*(?:from|von|de|van):\s.{1,120}\s(?:sent|gesendet|enviado|envoyé|verzonden):\s`,
  ].join('|'),
  'iu',
);
const QUOTED_LINE = /^\s*>/u;
const RULE = /^\s*-{10,}\s*$/u;
const COMMENT_LINES = 2;
const SENT_LINE = /^\s*(?:sent|gesendet|enviado|envoyé|verzonden):\s.{3,60}$/iu;
const FROM_LINE = /^\s*(?:from|von|de|van):\s/iu;
const OWN_VALUE = /\d{4,}|\b[A-Z0-9]{3,}-[A-Z0-9]{3,}\b/u;
interface Lines {
  readonly length: number;
  text(i: number): string;
}

/** The reply's own words point at what it quotes ("Code's below, it's a one-off."): what is quoted is passed on. */
// Review of version 68: said of the code or the message ("the code is below", "forwarding this", "see the original message", "here
// it is"), not any "below" ("Full steps below") or "forward" ("Please do not forward this email"); version 81: or asks to type it ("the
// nightly job can type it in on the sign-in screen"), says either works ("Either the link or the number should work"); review of version 81: not "if you enter it in the app now it will be
// refused", "A new link should work", "The one below has expired".
const POINTS_BELOW =
  /(?<![\p{L}])(?:(?:code|it|message|mail|email|pin)(?:['’]s|\s+is|\s+are)?\s+(?:below|beneath|underneath)|link\s+or\s+the\s+(?:code|number|pin)\s+should\s+(?:still\s+)?work|(?:below|underneath)\s+is\s+(?:the|your)|forwarding\s+(?:this|it|you)|see\s+(?:the\s+)?(?:code|original\s+message)|see\s+below|siehe\s+unten|ver\s+abajo|voir\s+ci-dessous|veja\s+abaixo|forwarded\s+as\s+requested|here\s+it\s+is|(?:can|could|please|just|will|should)\s+(?:type|enter|key|put)\s+it\s+in(?:to)?|(?:código|code|Code)\s+(?:\p{L}+\s+){0,2}(?:abajo|ci-dessous|unten|abaixo))(?![\p{L}])/iu;

/** Lines of a reply that quote what was written before (under its history's header, or after "> "): a code there was typed or
 * expired before, whatever its label (not a forward, whose history is the message it passes on, nor a reply that points at it). */
export function quotedHistory(
  subject: string,
): { quoted: (view: Lines, i: number) => boolean; hasHistory: (view: Lines) => boolean } | null {
  if (!REPLY_SUBJECT.test(subject)) return null;
  const starts = new Map<Lines, number>();
  const bottom = new Set<Lines>();
  const start = (view: Lines): number => {
    let at = starts.get(view);
    if (at === undefined) {
      const lines = Math.min(view.length, MAX_LINES_READ);
      at = 0;
      // A help desk's reply: its newest comment first, older ones below the rule of dashes that ends it (review of version 68: a
      // comment is two lines or more; a one-line header between two rules is none).
      let desk = false;
      let since = -1;
      // Review of versions 69–71: Outlook's "Sent:" only under its "From:" (not a ticket's "Sent: 03 Jun 2025 10:12").
      const sentUnderFrom = (k: number): boolean => SENT_LINE.test(view.text(k)) && k > 0 && FROM_LINE.test(view.text(k - 1));
      while (at < lines && !HISTORY_LINE.test(view.text(at)) && !sentUnderFrom(at)) {
        desk ||= HELP_DESK.test(view.text(at));
        if (desk && RULE.test(view.text(at))) {
          if (since >= 0 && at - since > COMMENT_LINES) break;
          since = at;
        }
        at++;
      }
      if (at === lines) at = view.length;
      // Review of version 68: a history quoted with "> " is only its quoted lines; the reply may stand below it.
      else if (QUOTED_LINE.test(view.text(at + 1)) || QUOTED_LINE.test(view.text(at + 2))) bottom.add(view);
      // Review of versions 69–71: not a line that gives its own value ("here it is: 604112").
      const pointsAtIt = (line: string): boolean => !QUOTED_LINE.test(line) && POINTS_BELOW.test(line) && !OWN_VALUE.test(line);
      for (let i = 0; i < Math.min(at, lines); i++)
        if (pointsAtIt(view.text(i))) {
          at = Number.POSITIVE_INFINITY;
          break;
        }
      starts.set(view, at);
    }
    return at;
  };
  return {
    quoted: (view, i) =>
      start(view) !== Number.POSITIVE_INFINITY && (QUOTED_LINE.test(view.text(i)) || (i >= start(view) && !bottom.has(view))),
    // Version 72: a reply over a history restates the first message's subject ("Re: Unlock code not accepted for CR-120455").
    hasHistory: (view) => start(view) < view.length,
  };
}
