// Version 45: what a mail shows without asking to type it (an example quoted from a scam, a document's check code "you do
// not need to enter"), and what a terse mail says of its one value instead of a label ("put those six numbers into Hush
// to sign in", "Expires in 10 min · not you? ignore this", "When prompted, enter 908 114.").
import type { SegmentView } from './codes.js';
import { DESTINATION, DISOWNING } from './labels.js';
import { namesLink } from './link-words.js';
import { saysShortLived } from './clauses.js';

/** "A typical message looks like this:", "Here is an example:", "For example:": what follows is shown, not sent. */
// Version 87: "Here's what a real Guardline text looks like:", "The message always names the merchant and the amount, like this:".
const EXAMPLE_INTRO =
  /(?<![\p{L}])(?:looks?\s+like(?:\s+this)?|like\s+this(?:\s+one)?|(?:an|one)\s+example|for\s+(?:example|instance)|e\.\s?g\.|sample(?:\s+message)?|such\s+as\s+this)\s*[:：]\s*$/iu;
// Review of version 45: "looks like this:" shows an example only of a message ("Your code looks like this:" presents the code).
const LIKE_THIS = /(?<![\p{L}])(?:looks?\s+like|like\s+this|such\s+as\s+this)/iu;
const MESSAGE_WORD =
  /(?<![\p{L}])(?:message|messages|text|texts|sms|e-?mail|scam|fake|fraud\p{L}*|phishing|zpráv\p{L}*|nachricht\p{L}*|mensaje\p{L}*|messaggio|wiadomo\p{L}*)(?![\p{L}])/iu;
const introducesExample = (line: string): boolean => EXAMPLE_INTRO.test(line) && (!LIKE_THIS.test(line) || MESSAGE_WORD.test(line));
const QUOTED = /^\s*>/;
const EXAMPLE_REACH = 4;
/**
 * The value's line is quoted ("> … enter OTP 482193 …") or follows right after a line that introduces an example, with
 * only quoted or blank lines between: a scam's message shown to warn of it.
 */
// Version 47: a line in quotation marks under a line that names a fraud ("Takto může vypadat podvodná SMS:" ⏎ "\"… zadejte kod 448120\"").
// Review of version 50: an intro that shows a message ("Scammers may text you a fake verification code:", "Пример сообщения").
const SHOWS_A_MESSAGE =
  /(?<![\p{L}])(?:messages?|texts?|sms|fake|example|like\s+this|such\s+as|пример\p{L}*|сообщени\p{L}*|beispiel|gefälscht\p{L}*|ejemplo|falso)(?![\p{L}])/iu;
const ASKING_FOR = /(?:asking|asks?)\s+(?:you\s+)?for\s+(?:your\s+)?(?:[\p{L}-]+\s+)?code\s*[:：]\s*$/iu;
const ASKS_FOR_BELOW =
  /(?:enter\p{L}*|type)\s+(?:the|this)\s+code|code\s+below\s*[:：]\s*$|(?<!(?:asking|asks?)\s+(?:you\s+)?for\s+)(?:your\s+|ihr\s+|il\s+tuo\s+|twój\s+|ваш\s+)?(?:\p{L}+\s+)?(?:code|c[oó]digo|codice|kod\p{L}*|код\p{L}*|bestätigungscode|подтверждения)\s*[:：]\s*$/iu;
const IN_QUOTES = /^\s*["“„«].*["”“»]\s*$/u;
const FRAUD_INTRO =
  /(?<![\p{L}])(?:scam\p{L}*|fraud\p{L}*|fake|phishing|podvod\p{L}*|betrug\p{L}*|gefälscht\p{L}*|frauduleu\p{L}*|fraudulent\p{L}*|estafa\p{L}*|truff\p{L}*|dolandırıc\p{L}*|oszust\p{L}*|мошен\p{L}*|шахрай\p{L}*)[^:：]*[:：]\s*$/iu;
export function quotedExample(view: SegmentView, i: number): boolean {
  // Review of versions 47 and 48: not an intro that asks for the value below ("… by entering the code below:").
  const intro = view.text(i - 1);
  const asksBelow = ASKS_FOR_BELOW.test(intro) && !ASKING_FOR.test(intro) && !SHOWS_A_MESSAGE.test(intro);
  if (i > 0 && IN_QUOTES.test(view.text(i)) && FRAUD_INTRO.test(intro) && !asksBelow) return true;
  for (let j = i - 1; j >= 0 && j >= i - EXAMPLE_REACH; j--) {
    const line = view.text(j);
    if (introducesExample(line)) return true;
    if (!QUOTED.test(line) && line.trim() !== '') return false;
  }
  return false;
}

/**
 * "You do not need to enter it anywhere yourself", "There is nothing you need to enter": the mail says its value is not
 * for the reader to type (a document's check code, for third parties). Not "there is nothing you need to do" (an
 * aside of a code mail to someone who did not ask for it).
 */
// Review of version 45: not in a sentence of a condition or of autofill ("If you use our app, you do not need to enter it
// anywhere yourself - it is filled in for you").
const CONDITIONAL = /(?<![\p{L}])(?:if|when|once|automatically|fills?|filled|autofill|on\s+this\s+device)(?![\p{L}])/iu;
const saysNotToEnter = (text: string): boolean =>
  text.split(/[.!?](?:\s|$)/u).some((sentence) => NOT_TO_ENTER.test(sentence) && !CONDITIONAL.test(sentence));
const NOT_TO_ENTER =
  /(?<![\p{L}])(?:you\s+(?:do\s+not|don['’]t|will\s+not|won['’]t)\s+(?:need|have)\s+to\s+(?:enter|type|input|use)\s+(?:it|this|that|them|the\s+(?:\p{L}+\s+)?code)\s+(?:anywhere|yourself|at\s+all)|(?:there\s+is|there['’]s)\s+nothing\s+(?:that\s+)?you\s+(?:need|have)\s+to\s+(?:enter|type|input))(?![\p{L}])/iu;

/**
 * "put those six numbers into Hush to sign in", "Drop them into Moodboard on the … screen", "type this into the checklist
 * box": a sentence that enters the mail's one value by a pronoun, into an app, a screen or a box, or to sign in. Not
 * "pop them into the oven".
 */
const ENTERS_IT =
  /(?<![\p{L}])(?:put|pop|drop|type|enter|paste|punch|key|plug|stick|copy)\s+(?:(?:them|those|these|this|it|that)(?:\s+(?:\p{L}+\s+)?(?:numbers|digits|characters|letters))?)\s+(?:in|into|on|onto)\s+(?<rest>[^.!?]{1,80})/iu;
const SIGN_IN_PURPOSE = /(?<![\p{L}])(?:to\s+(?:sign|log)\s*in|to\s+(?:verify|confirm|unlock|finish|continue|activate))(?![\p{L}])/iu;
const SCREEN = /(?<![\p{L}])(?:app|screen|page|window|box|field|form|tab)(?![\p{L}])/iu;
/** Not a link's own "copy it into your browser". */
const BROWSER = /(?<![\p{L}])(?:browser|address\s+bar)(?![\p{L}])/iu;
const SPOKEN_DIGITS =
  /(?<![\p{L}])(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:[\s,-]+(?:zero|one|two|three|four|five|six|seven|eight|nine)){2}(?![\p{L}])/iu;
const namesNumber = (text: string): boolean => /\d/.test(text) || SPOKEN_DIGITS.test(text);
function entersItByPronoun(text: string): boolean {
  const m = ENTERS_IT.exec(text);
  const rest = m?.groups?.rest;
  // "Again, seven one five. Key them into the app.": a number between the value and the pronoun may be what it means.
  if (!m || rest === undefined || namesNumber(text.slice(0, m.index)) || COUNTED.test(text.slice(0, m.index))) return false;
  if (BROWSER.test(rest) || namesLink(text)) return false;
  // Review of version 45: to sign in, or into a named app ("into Moodboard on the … screen"); not "into the pickup kiosk screen".
  return SIGN_IN_PURPOSE.test(rest) || (NAMED_PLACE.test(rest) && (SCREEN.test(rest) || DESTINATION.test(`in ${rest}`)));
}
/** Review of version 45: a noun the value counts, between it and the pronoun ("1250" ⏎ "bonus points. Put them into …"). */
const COUNTED = /^\s*(?:[\p{Ll}][\p{L}-]*\s+){0,2}[\p{Ll}][\p{L}-]*(?:s|kcal)(?![\p{L}])/u;
const NAMED_PLACE = /^(?:the\s+)?\p{Lu}[\p{L}\p{N}-]+/u;

/** "When prompted, enter 908 114.": the verb's clause is led by the prompt it answers, as a one-time secret is typed. */
const WHEN_PROMPTED =
  /(?<![\p{L}])(?:when|once|if)\s+(?:you\s+are\s+|you['’]re\s+)?(?:prompted|asked)(?:\s+for\s+(?:it|a\s+code))?\s*,?\s*(?:please\s+)?\p{L}+\s*$/iu;
// Review of version 45: and the value ends the sentence, with no call or keypad in it (not "When prompted, enter 482913
// followed by the pound key", "… enter 10001 as your billing ZIP", "… enter 48213377 and tap Join").
const ENDS_SENTENCE = /^\s*(?:[.!]|$)/u;
const CALL_OR_KEYPAD = /(?<![\p{L}])(?:dial|call|phone|pound|keypad|wi-?fi|network|desk)(?![\p{L}])|#/iu;
// Version 52: or the prompt after it ("type 66 21 09 when the TV asks for it", "Punch 4417 into the centre display when it asks").
const PROMPT_AFTER =
  /^\s*(?:(?:into|on|in)\s+(?:the\s+|your\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+)?(?:when|where|once|as\s+soon\s+as)\s+(?:the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|it|you\s+are|you['’]re)\s+(?:asks?|prompts?(?:\s+you)?|prompted|asked)(?:\s+for\s+(?:it|a\s+code|the\s+code))?\s*(?:[.,!]|$)/iu;
// Review of version 52: not a number the line or the one above names as something else, or one typed to pay ("Your employee
// ID is 48213." ⏎ "Use 48213 when the timeclock asks", "To pay online, enter 48213377 when the payment page asks for it").
const NAMES_OTHER = /(?<![\p{L}])(?:id|number|pay|payment|bill|invoice)(?![\p{L}])/iu;
// Review of version 56: an account, a badge or a card in the value's own sentence, not in the line above ("You're almost done
// setting up your account." ⏎ "Enter 482913 when the app asks for it.") nor in "thanks for opening an account with us.".
const NAMES_IDENTITY = /(?<![\p{L}])(?:account|customer|employee|badge|card)(?![\p{L}])/iu;
/** …or a sentence before it, in its line, about the reader's own account, badge or card ("Your new badge is active."). */
/** Review of version 58: a line above about a lasting card or badge of the reader's ("Your employee badge is ready at reception."). */
const LASTING_CARD_ABOVE = /(?<![\p{L}])your\s+(?:new\s+)?(?:customer|employee|member|staff|loyalty|library)\s+(?:badge|card)(?![\p{L}])/iu;
const IDENTITY_LEAD = /(?:^|[.!?]\s+)your\s+(?:new\s+)?(?:[\p{L}-]+\s+)?(?:account|badge|card)(?![\p{L}])[^.!?]{0,200}[.!?]\s*$/iu;
// Review of version 55: what a purpose or a greeting names is no identity ("To link your account, …", "Welcome, member!").
const PURPOSE_OR_GREETING =
  /(?<![\p{L}])(?:to\s+(?:link|connect|pair|add|sync|set\s+up|open)\s+your\s+[\p{L}-]+|(?:welcome|hi|hello|dear)\s*,?\s*[\p{L}-]+\s*[!,.])/giu;
/** "… It is your customer number and stays the same.": the next sentence, pointing back at it, calls it lasting. */
// Review of version 58: or a number, an id, a badge or a card the next sentence says lasts ("Your clock-in number stays the same").
const LASTING_AFTER =
  /^\s*(?:(?:it|this|that)(?![\p{L}])[^.!?]{0,200}(?:(?:customer|employee|member(?:ship)?|account|badge|card)\s+(?:number|id|no|badge|card)|stays\s+the\s+same|never\s+changes|is\s+permanent)|[^.!?]{0,200}(?:number|id|badge|card)(?![\p{L}])[^.!?]{0,200}(?:stays\s+the\s+same|never\s+changes|is\s+permanent|every\s+(?:day|shift)))/iu;
// Version 55: its line up to the value's own sentence's end, and the line above; not the rest of its line ("… where the
// website asks for it. This number will only work today").
export const ledByPrompt = (before: string, after: string, line: string, above = '', [lead, own] = [line, line]): boolean => {
  if (WHEN_PROMPTED.test(before) && ENDS_SENTENCE.test(after)) return !CALL_OR_KEYPAD.test(line);
  const named = (text: string, names: RegExp): boolean => names.test(text.replace(PURPOSE_OR_GREETING, ' '));
  return (
    PROMPT_AFTER.test(after) &&
    !CALL_OR_KEYPAD.test(after.split(/[.!?]/u, 1)[0] ?? '') &&
    !named(`${lead} ${own}`, NAMES_OTHER) &&
    !named(own, NAMES_IDENTITY) &&
    !IDENTITY_LEAD.test(lead.replace(/[^.!?]*$/u, '')) &&
    !named(above, NAMES_OTHER) &&
    !LASTING_CARD_ABOVE.test(above) &&
    !LASTING_AFTER.test(after.split(/[.!?](?:\s|$)/u)[1] ?? '')
  );
};

/** Version 52: "615 027" ⏎ "That's your single-use number for the eGovPH app.", "That's all you need to confirm this trade.":
 * the pronoun below names it one-time, or says it is what finishes the step. */
const NAMED_ONE_TIME_BELOW =
  /^(?:that|this|it)(?:['’]s|\s+is)\s+(?:your|the)\s+(?:single[\s-]use|one[\s-]time|one[\s-]off|temporary|short-lived)\s+(?:number|code|pin|password|passcode|key)(?![\p{L}])/iu;
/** Review of version 53: "That's all you need to …" only to verify, sign in or approve something the reader does, in a line
 * that says, or is followed by one that says, it expires within minutes (review of version 55: signing in or verifying the
 * reader or the address needs no life said), and only under a value no label line introduces ("Your check-in number:" ⏎
 * 4821 ⏎ "That's all you need to confirm your arrival"). */
/** Review of version 56: a login id signs in with a password ("That's all you need to sign in, along with your password"). */
const WITH_PASSWORD = /(?:along|together)\s+with\s+(?:your|the)\s+password|and\s+your\s+password/iu;
const ALL_YOU_NEED =
  /^(?:that|this|it)(?:['’]s|\s+is)\s+all\s+(?:that\s+)?you\s+need\s+to\s+(?:(?<strong>sign\s+(?:in|up)|log\s+in|finish\s+signing\s+(?:in|up)|verify\s+(?:it['’]s\s+you|your\s+(?:new\s+)?email)|confirm\s+your\s+(?:new\s+)?email)|(?:confirm|verify|approve|finish|complete)\s+(?:this|the|your)\s+(?:new\s+)?(?:trade|swap|sign-?in|login|log-?in|transfer|payment|request|device|account|address|phone(?:\s+number)?|number|change|registration|sign-?up|set-?up))(?![\p{L}])/iu;
const PRONOUN_REACH = 4;
/** The value's own line after it, or one of the few lines below, enters it by a pronoun (entersItByPronoun). */
export function enteredByPronounBelow(view: SegmentView, i: number, end: number): boolean {
  if (entersItByPronoun(view.text(i).slice(end))) return true;
  for (let j = i + 1; j < view.length && j <= i + PRONOUN_REACH; j++) {
    // Review of version 52: not a line naming its own value ("This is your temporary password for the first sign-in: Xk9!pq2#a").
    const line = view.text(j);
    const timed = saysShortLived(line) || saysShortLived(view.text(j + 1)) || saysShortLived(view.text(j + 2));
    // Review of version 55: signing in or up, or verifying the reader or the address, needs no life said.
    const need = ALL_YOU_NEED.exec(line);
    const namesIt =
      NAMED_ONE_TIME_BELOW.test(line) ||
      (need !== null &&
        (timed || (need.groups?.strong !== undefined && !WITH_PASSWORD.test(line))) &&
        (i === 0 || !/[:：]\s*$/u.test(view.text(i - 1))));
    if (entersItByPronoun(line) || (namesIt && !/[:：]\s*\S|^[^.!]*\?/u.test(line))) return true;
    if (namesNumber(view.text(j))) return false;
  }
  return false;
}

/**
 * The mail-wide readings, each made once and only when a candidate needs it: the mail says its value is not to be
 * entered (NOT_TO_ENTER); it disowns a request not made ("Expires in 10 min · not you? ignore this").
 */
/** What inSeries reads of an occurrence. */
export interface SeriesCandidate {
  value: string;
  before: string;
  view: SegmentView;
  line: number;
  candidate: { start: number; end: number };
}

export function mailAsides(read: (test: (text: string) => boolean) => boolean): {
  notToEnter(): boolean;
  disowns(): boolean;
  inSeries(o: SeriesCandidate): boolean;
} {
  let notToEnter: boolean | undefined;
  let disowns: boolean | undefined;
  let series: Map<string, Set<string>> | undefined;
  return {
    // Version 47: "HLM-8812 …", "HLM-8813 …", "HLM-8814 …": a tracker's ids, one prefix numbering many things.
    inSeries({ value, before, view, line, candidate }) {
      // Review of versions 48 and 49: not a value its own code's label names ("Your verification code is AB-5521", "Sign-in code: AB-5521").
      if (CODE_IS.test(before) || labelledAlone(view.text(line).slice(0, candidate.start), view.text(line).slice(candidate.end)))
        return false;
      const own = SERIES_ID.exec(value);
      if (!own?.[1]) return false;
      if (!series) {
        const found = new Map<string, Set<string>>();
        read((t) => {
          for (const m of t.matchAll(SERIES_IDS)) if (m[1] && m[2]) found.set(m[1], (found.get(m[1]) ?? new Set()).add(m[2]));
          return false;
        });
        series = found;
      }
      return (series.get(own[1])?.size ?? 0) >= 2;
    },
    notToEnter: () => (notToEnter ??= read(saysNotToEnter)),
    disowns: () => (disowns ??= read((t) => DISOWNING.test(t) && !NEWSLETTER_ANSWER.test(t))),
  };
}

/** Version 46: "<#> 482091 - use within 5 mins …": Android's SMS Retriever opens the message with "<#>", its code next. */
export const RETRIEVER_MARK = /^\s*<#>\s*$/u;

/** Version 46: "Enter 5512 07 to go ahead.": the verb's clause goes on to approve what the mail asks. */
// Version 55: or "Pop K7P29Q into the box on screen and you're in".
export const GOES_AHEAD =
  /^\s*(?:(?:to|in\s+order\s+to)\s+(?:go\s+ahead|proceed|carry\s+on)|(?![^.!?]{0,40}?(?<![\p{L}])(?:door|gate|entrance|venue)(?![\p{L}]))[^.!?]{0,40}?\s+and\s+you['’]re\s+(?:in(?:\s+again)?(?=\s*(?:$|[.!,;:)—–-]|\p{Extended_Pictographic}))|signed\s+in|logged\s+in)(?![\p{L}]))(?![\p{L}])/iu;

/** Version 46: "Payzo: 51 20 88 unlocks Payzo on your new phone.": the value opens what it unlocks, on a device; review of
 * version 46: a named thing (not "unlocks a free coffee on your app"). */
const UNLOCKS_ON =
  /^\s*(?:unlocks|opens|activates|signs\s+you\s+in\s+to)\s+(?:\p{Lu}[\p{L}\p{N}'’-]*\s+){1,3}?on\s+(?:your|this|that|the)\s+(?:new\s+)?(?:[\p{L}\p{N}-]+\s+){0,2}?(?:[Pp]hone|[Dd]evice|[Aa]pp|[Tt]ablet|[Cc]omputer|[Ll]aptop|[Ww]atch|TV|[Cc]onsole|Galaxy|iPhone|Pixel)(?![\p{L}])/u;
export const unlocksOnDevice = (after: string): boolean => UNLOCKS_ON.test(after);

/** Review of version 45: "Not you? Unsubscribe" is a newsletter's, no one-time secret's disclaimer. */
const NEWSLETTER_ANSWER = /(?<![\p{L}])(?:unsubscribe|preferences|opt\s*out)(?![\p{L}])/iu;

/**
 * Review of version 45: the value is a line of its own, not a number inside a sentence that the lines around it make
 * ("You earned" ⏎ 1250 ⏎ "points. …", "Only" ⏎ 1250 ⏎ "tickets left"): the line above does not end in a small letter, the
 * line below does not open with one; review of version 46: one word ("Acme") may end so, and the value is not named again
 * right below ("4410" ⏎ "Zone 4410 session …").
 */
export const standsOnItsOwn = (view: SegmentView, i: number, value: string): boolean =>
  !UNFINISHED.test(view.text(i - 1).slice(-80)) &&
  !/^\s*\p{Ll}/u.test(view.text(i + 1)) &&
  ![1, 2].some((k) => view.text(i + k).includes(value));
/** Two words or more ending in a small letter, with no stop: "You earned", "Seats held" (a brand's "Acme" is one word). */
const UNFINISHED = /\p{L}+\s+[\p{L}\s,]*\p{Ll}\s*$/u;

/** Version 46: a dash and an aside after a value that opens its line ("pr4x-9mbt-q2 — it stops working at 15:42 UTC."). */
export const ASIDE_AFTER = /^\s+[—–-]\s+\p{L}/u;

const SERIES_ID = /^([A-Z]{2,6})-(\d{2,})$/u;
const SERIES_IDS = /(?<![\p{L}\p{N}-])([A-Z]{2,6})-(\d{2,})(?![\p{L}\p{N}])/gu;

/** Review of version 48: "Your verification code is AB-5521" names it over a series of its kind; a label in an issue's title does not. */
export const CODE_IS = /(?:verification|one-?time|sign-?in|login|security|your)\s+code\s+is\s*$/iu;
/** Review of version 49: "Sign-in code: AB-5521" ending its line (not "Login code: HLM-8813 was moved to Done"). */
export const labelledAlone = (line: string, after: string): boolean =>
  /^\s*(?:your\s+)?(?:(?:one-?time|verification|sign-?in|login|security)\s+)?code\s*[:：]\s*$/iu.test(line) && after.trim() === '';

/** The reader's own request, in the opening lines ("You asked to add a second device …"). */
export const YOU_ASKED =
  /(?<![\p{L}])(?:you(?:\s+(?:just|recently))?\s+(?:asked|requested)\s+to\s+(?:add|set\s+up|sign\s+in|log\s+in|link|pair|connect|verify|confirm|reset|recover|change\s+(?:the\s+|your\s+)?(?:e-?mail|phone|password|number))|du\s+hast\s+(?:gerade\s+)?(?:angefordert|beantragt)|has\s+solicitado|vous\s+avez\s+demandé|você\s+solicitou)(?![\p{L}])/iu;
