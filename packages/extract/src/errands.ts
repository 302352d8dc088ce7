import type { Candidate } from './candidates.js';
import { saysPurpose, sentenceAround } from './clauses.js';

// Version 82: a number's own sentence says what it is for, and that is an errand, not verifying or signing in: "Enter
// 48291735 to track your order", "Use 20441781 to start your parking session", "Enter 4821 on the keypad to open the door",
// "Use code 551902 for the gate", "Enter 20441781 in the Wallet app to add your membership card", "Connect to the guest Wi-Fi and
// enter 20441781 as the password", "Meeting ID: 845 2291 0034 Passcode: 551902". Each of these, put into every development mail
// (scripts/sweep.mjs), took a code from 124 to 533 of the 715 mails without one under version 81; none now. Not when the same
// sentence also verifies ("… to confirm your email and start tracking your orders", "to approve the parking payment").
/** What a code opens, in lower case (AT_A_THING reads it case-sensitively). */
const THING = String.raw`(?:doors?|gates?|lockers?|lock\s*box|key\s*safe|key\s*box|garage|barrier)`;
const OPENED_THING = String.raw`(?:the\s+|your\s+|our\s+)?(?:[\p{L}-]+\s+)?${THING}`;
const KEPT_CARD = String.raw`(?:membership|loyalty|rewards?|gift|library|club|member|boarding|season|transit|bus|metro)\s+(?:card|pass)`;
const ERRAND = new RegExp(
  String.raw`(?<![\p{L}])(?:to|then|so\s+(?:that\s+)?you\s+can|in\s+order\s+to)\s+(?:` +
    [
      String.raw`(?:track|trace|redeem|collect|recharge|shop|earn|board)(?![\p{L}])`,
      String.raw`top\s+up|pick\s+up\s+(?:your\s+|the\s+)(?:order|parcel|package|delivery|keys?|tickets?|car|vehicle|bike)(?![\p{L}])`,
      String.raw`open\s+${OPENED_THING}(?![\p{L}])`,
      String.raw`(?:start|extend|end|pay\s+for)\s+(?:your\s+|a\s+|the\s+)?parking`,
      String.raw`(?:add|load|save)\s+(?:your|the|this)\s+(?:[\p{L}-]+\s+){0,2}(?:${KEPT_CARD}|tickets?|passes)(?![\p{L}])`,
      String.raw`get\s+(?:\d{1,2}\s*%|a\s+discount|free\s+(?:shipping|delivery))`,
      String.raw`check\s+(?:your|the)\s+(?:balance|order|delivery|parcel|package)`,
      String.raw`claim\s+(?:your|the|a)\s+(?:reward|gift|prize|points|voucher|discount|free)`,
    ].join('|') +
    String.raw`)|(?<![\p{L}])(?:(?:guest|hotel|office|free|the)\s+(?:wi-?fi|wlan|hotspot)|(?:wi-?fi|wlan)\s+(?:password|network|key|voucher)|(?:meeting|webinar|conference)\s+(?:id|number|no\.?))(?![\p{L}])`,
  'iu',
);
// "Use code 551902 for the gate", "Enter 4821 at the side gate": the thing in lower case (not "for the Gates Scholarship portal",
// "at Garage").
const AT_A_THING = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ff]or|[Oo]f|[Aa]t|[Oo]n|[Bb]y|[Ii]nto)\s+(?:the|your|our)\s+(?:[\p{L}-]+\s+)?${THING}(?![\p{L}])`,
  'u',
);
// In German, French, Spanish, Portuguese and Italian the purpose has a clause of its own ("Geben Sie 30918274 ein, um Ihre
// Sendung zu verfolgen").
const ERRAND_ABROAD = new RegExp(
  String.raw`(?<![\p{L}])(?:pour\s+suivre|para\s+(?:rastrear|seguir|acompanhar)|per\s+tracciare|zum\s+verfolgen|zum\s+öffnen\s+(?:der|des)\s+(?:tür|haustür|tors|garage|schranke|schließfachs))(?![\p{L}])` +
    String.raw`|(?<![\p{L}])um\s+(?:ihre|deine|die|das|den)\s+(?:bestellung|sendung|paket|tür|haustür|tor)\s+zu\s+(?:verfolgen|öffnen)(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:pour\s+ouvrir|para\s+abrir|per\s+aprire)\s+(?:la|le|el|a|o|il|la\s+)?\s*(?:porte|puerta|porta|portail|portão|portón|cancello|casier|taquilla)(?![\p{L}])`,
  'iu',
);

const COMMA = /[;；,，](?:\s|$)/u;
// Review of version 82: never a value its sentence names one-time ("Your OTP to recharge …", "one-time code to track your order as
// a guest", "Einmalcode"): that label says what it is, whatever it is for.
const ONE_TIME = /(?<![\p{L}])(?:otp|one-?time|verification|security|sign-?in|log-?in|2fa|authentication|einmal\p{L}*|tan)(?![\p{L}])/iu;
/** Its clause gives it an errand's purpose, and its sentence no verifying one ("Use code 482913 in the app, then open your room
 * door with Digital Key" types it into the app: the door is the next step's). */
export function runsAnErrand(text: string, c: Candidate): boolean {
  const { before, after } = sentenceAround(text, c);
  if (ONE_TIME.test(`${before} ${after}`)) return false;
  const clause = `${before.split(COMMA).at(-1) ?? ''} ${after.split(COMMA)[0] ?? ''}`;
  return (ERRAND.test(clause) || AT_A_THING.test(clause) || ERRAND_ABROAD.test(`${before} ${after}`)) && !saysPurpose(`${before} ${after}`);
}
