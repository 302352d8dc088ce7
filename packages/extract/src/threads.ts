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
const HELP_DESK = /type\s+your\s+reply\s+above\s+this\s+line/iu;
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
