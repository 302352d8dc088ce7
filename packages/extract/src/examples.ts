import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';
import { lastSentence } from './clauses.js';

// Version 62: a value the mail shows as an example of what a code looks like (a newsletter's picture of a text message), in
// any part of the mail: a caption beside its line ("Example text message", "Example only", "Example screen") or words right
// before it ("something like 123 456", "e.g. 123456"; version 68: "algo como 123 456"; version 89: "It will look something like this:",
// not "Codes from Quill always look like this:"). The same value elsewhere in the mail is the same example.

// Version 99: after the medium it shows, and a dot or a dash ("SMS · exemplo", "Text message – example"; review of version 99: not a
// header's "Message: Sample").
const CAPTION =
  /^\s*(?:(?:sms|text(?:\s+message)?|message|e-?mail|mensagem|mensaje|nachricht|smska|сообщение)\s*[·•–—]\s*)?(?:(?:an?\s+)?(?:example|sample|illustration)(?:\s+(?:only|screen|text|message|text\s+message|sms|code|notification|e-?mail))?|for\s+illustration(?:\s+only)?|(?:ejemplo|beispiel|exemple|esempio|voorbeeld|przykład|пример|exemplo)(?:\s+\p{L}+)?|例|示例|예시|サンプル|画面例)\s*[.:)]?\s*$/iu;
const INLINE =
  /(?<![\p{L}])(?:something\s+like|(?:looks?|would\s+look)\s+(?:something\s+)?like|(?:will|would|might|may|could)\s+look\s+(?:something\s+)?like\s+this|(?:a|an)\s+(?:code|number|pin|otp|passcode)\s+like|such\s+as|e\.\s?g\.,?|for\s+(?:example|instance),?|z\.\s?b\.|por\s+ejemplo|par\s+exemple|algo\s+(?:así\s+)?como|por\s+exemplo|quelque\s+chose\s+comme|qualcosa\s+come|ad\s+esempio|per\s+esempio|zum\s+beispiel|etwa|bijvoorbeeld|zoiets\s+als)\s*[,:]?\s*$/iu;
/** Version 107: or a message after them and a colon, unquoted, opening with its sender's name ("eine SMS, zum Beispiel: Vitalis: Ihr Code lautet
 * 123456"; review of version 107: not "for example: Chrome, Safari) using code:"). */
const INLINE_MESSAGE =
  /(?<![\p{L}])(?:for\s+(?:example|instance)|e\.\s?g\.|zum\s+beispiel|z\.\s?b\.|par\s+exemple|por\s+ejemplo|por\s+exemplo|ad\s+esempio|per\s+esempio|bijvoorbeeld|na\s+przykład|например)\s*:\s*\p{Lu}[\p{L}\p{N}&' -]{0,24}[:：][^.!?:]{0,40}$/iu;
/** Version 65: or a quoted message after them ("something like “Your code is 123 456”"; version 69: "a text like “…”"). */
const INLINE_QUOTED =
  /(?<![\p{L}])(?:something\s+like|such\s+as|e\.\s?g\.,?|for\s+(?:example|instance),?|(?:a|an)\s+(?:text|sms|message|e-?mail)\s+like|(?:you\s+(?:get|receive|might\s+get)|someone\s+sends?\s+you)\s+(?:a|an)\s+(?:text\s+message|text|sms|message|e-?mail)\s+(?:that\s+|which\s+)?(?:saying|says|reading|reads)|(?:a|an)\s+(?:code|number|pin|otp|passcode)\s+like|algo\s+(?:así\s+)?como|por\s+ejemplo|por\s+exemplo|par\s+exemple|quelque\s+chose\s+comme)\s*[,:]?\s*["“'‘«„][^"”'’»“]{0,40}$/iu;
/** Version 87: or a third party's message or caller says or asks it, in the value's own sentence ("Quick quiz: A text says your account is
 * locked and asks you to reply with code 000000 …"); review of version 88: "a text message says", "a caller claiming to be from …
 * asks", "a text asking you to", "an email that says", "fraudsters often ask"; not "Someone wants to sign in", nor across lines. */
const REPORTED =
  /(?:^|[.!?:]\s+)(?:(?:a|an|the)\s+(?:fake\s+|scam\s+)?(?:text(?:\s+message)?|sms|message|e-?mail|caller)|someone|scammers?|fraudsters?|criminals?)(?:\s+(?:that|which|who))?(?:\s+(?:claiming|pretending)\s+to\s+be\s+[^.!?]{1,40}?)?(?:\s+(?:often|may|might|will|usually))?\s+(?:says?|saying|asks?|asking|tells?|telling|claims?|claiming)(?![\p{L}])[^.!?]{0,100}$/iu;
/** Version 81: or a caption opening its own line ("EXAMPLE ONLY — “Lockstep: 123 456 is your sign-in code.”"). */
const CAPTION_LEAD =
  /^\s*(?:(?:(?:an?\s+)?(?:example|sample)(?:\s+only)?|for\s+illustration(?:\s+only)?|ejemplo|beispiel|exemple|exemplo|esempio|voorbeeld)\s*[—–:-]|[【\[]\s*(?:例|範例|范例|示例|サンプル|예시)\s*[】\]])/iu;
/** Lines above or below a value that a caption may stand on. */
const REACH = 2;
const MAX_LINES_READ = 200;

// What a note says outright ("… is only an example", "not a real code"); NOTE adds, for a short line, what calls a message an example
// and a colon after "example" or "sample".
const SAYS_EXAMPLE = String.raw`(?:just|only)\s+an?\s+example|example\s+only|not\s+a\s+real\s+code|(?:this|that)(?:['’]s|\s+is)\s+(?:just\s+|only\s+)?an?\s+(?:example|sample)`;
// Version 93: in more languages ("(Código de ejemplo: no lo uses)", "Beispielcode", "пример кода"); version 100: "only an
// example" in more; review of version 93: not denied
// right before ("Это не пример кода", "Não é apenas um exemplo"), nor a compound ("Beispielcode-Bereich").
const OTHER_EXAMPLE =
  /(?<![\p{L}])(?:c[oó]digo\s+de\s+(?:ejemplo|exemplo)|code\s+d['’]exemple|codice\s+(?:di\s+)?esempio|beispielcode(?![\p{L}-])|przykładowy\s+kod|пример\s+кода|örnek\s+kod|(?:solo|sólo|só|apenas)\s+(?:un|um)\s+(?:ejemplo|exemplo)|nur\s+ein\s+beispiel|juste\s+un\s+exemple|hanya(?:lah)?\s+contoh|chỉ\s+là\s+ví\s+dụ|sadece\s+(?:bir\s+)?örnek|vain\s+esimerkki|endast\s+ett\s+exempel|bare\s+et\s+eksempel|jen\s+příklad|csak\s+(?:egy\s+)?példa|только\s+пример|лише\s+приклад|tylko\s+przykład)/iu;
const DENIED = /(?<![\p{L}])(?:не|nie(?:\s+jest)?|não(?:\s+é)?|pas|nicht|kein\p{L}*|no(?:\s+es)?|not)\s+$/iu;
const DENIAL_READ = 12; // the denial right before the phrase ("не пример кода"), not a note's "Nicht eingeben – nur ein Beispiel"
function saysExampleElsewhere(line: string): boolean {
  const m = OTHER_EXAMPLE.exec(line);
  // Nor asked about ("¿Qué es un código de ejemplo?").
  return m !== null && !DENIED.test(line.slice(Math.max(0, m.index - DENIAL_READ), m.index)) && !/[?？]/u.test(line);
}
/** Version 63: a short line beside it that calls the message an example ("(That's just an example - don't try to use it.)", "Example
 * text message – not a real code", "example only"); review of version 64: not any line that says "sample" or "example" ("Browse 50
 * new sample packs", "See an example of a phishing email"), nor the discourse's "for example"; review of version 66: or introduces
 * one with a colon ("Codes look like this example:"), not a domain's "example". */
const NOTE = new RegExp(
  String.raw`(?<![\p{L}])(?:${SAYS_EXAMPLE}|(?:an?\s+)?example\s+(?:text\s+message|text|message|sms|screen|code|notification)(?!\s+(?:of|from|in)\s)|(?<![./@_\p{N}-])(?:example|sample)(?![.@_-])[^.!?:]{0,60}[:：]\s*$)(?![\p{L}])`,
  'iu',
);
const MAX_NOTE = 100;
// Version 81: a line longer than a note may still end in one, or begin with one: its first and its last sentence are read as notes
// ("When you next publish, the CLI will ask for a one-time password. It looks like this (the number here is only an example):",
// "(That's a sample, not a real code - yours will be random and only ever go to the user who asked for it.)").
const FIRST_SENTENCE = /^.*?[.!?](?=\s|$)|^.*?\s[-–—]\s/su;
const LAST_SENTENCE = /(?:^|[.!?]\s)([^.!?]*)$/su;
// Review of version 81: there, only a note that says so ("… is only an example", "not a real code"), not a colon after "sample" ("To
// sign in and see the results for your sample, enter this one-time code:"); the last sentence whatever ends it ("… only an example.").
const STRICT_NOTE = new RegExp(String.raw`(?<![\p{L}])(?:${SAYS_EXAMPLE})(?![\p{L}])`, 'iu');
function noted(line: string): boolean {
  if (line.length <= MAX_NOTE) return NOTE.test(line) || saysExampleElsewhere(line);
  const first = FIRST_SENTENCE.exec(line)?.[0] ?? '';
  const last = LAST_SENTENCE.exec(line.replace(/[.!?)\s]+$/u, ''))?.[1] ?? '';
  const says = (t: string): boolean => t.length <= MAX_NOTE && (STRICT_NOTE.test(t) || saysExampleElsewhere(t));
  return says(first) || says(last);
}
// Version 81: a Chinese or Japanese caption, with its aside in brackets ("範例簡訊（僅供說明，請勿輸入）": an example text, for
// illustration only, not to be entered).
const CJK_CAPTION =
  /^\s*[【\[]?\s*(?:範例|范例|示例|例|サンプル|예시)\s*[】\]]?(?:簡訊|短信|訊息|信息|畫面|画面|メール|メッセージ|문자)?\s*(?:[（(][^）)]{0,30}[）)])?\s*[:：]?\s*$/u;

// Version 99: "for example" in more languages, with a code's noun after it ("esimerkiksi koodin \"123 456\"", "例えば「123456」").
const FOR_EXAMPLE = new RegExp(
  // Review of version 99: not an address's ".com.np.". Version 103: in Serbian, Croatian, Lithuanian, Latvian and Estonian, and a quoted
  // SMS's sender before the value ("na primer: \"ePorezi: 123456 je vas kod.\"").
  String.raw`(?<![\p{L}\p{N}./@_-])(?:esimerkiksi|esim\.|till\s+exempel|t\.\s?ex\.|for\s+eksempel|f\.\s?eks\.|na\s+przykład|np\.|например|наприклад|například|např\.|bijv\.|` +
    String.raw`napr\.|például|de\s+exemplu|na\s+primer|na\s+primjer|npr\.|pavyzdžiui|piemēram|näiteks|örneğin|misalnya|contohnya|ví\s+dụ|για\s+παράδειγμα|π\.χ\.|לדוגמה|مثلا|مثلاً|उदाहरण\s+के\s+लिए)` +
    String.raw`(?:\s+(?:koodin|koodi|koodia|koden|kod|kodu|kodun|kód|kódot|код|кода|κωδικό|קוד|كود|رمز|mã|kode))?\s*[,:]?\s*(?:["“'‘«„](?:[^"“”'‘’«»„.!?:]{1,24}[:：]\s*)?)?\s*$|` +
    String.raw`(?:例えば|例如|比如|예를\s*들어)\s*[,，、:：]?\s*[「『"“]?\s*$|` +
    // Version 107: an example in brackets ("6桁の認証コード（例：123456）").
    String.raw`[(（]\s*(?:例|範例|范例|示例|예|예시)\s*[:：]\s*$`,
  'iu',
);
/** Version 99: the placeholders every warning uses ("123456", "000000") in a quoted sentence of their own: an illustration, however
 * it is labelled; review of version 99: not a value quoted after its label ("Your verification code is \"123456\"."). */
const PLACEHOLDER = /^(?:123456789|12345678|1234567|123456|12345|1234|987654321|87654321|654321|4321|(\d)\1{3,})$/u;
const QUOTE = /["“”'‘’«»„「」]/u;
function quotedPlaceholder(line: string, c: Candidate): boolean {
  if (!PLACEHOLDER.test(c.value)) return false;
  const quoted = line.trim();
  return quoted.length > c.value.length + 2 && QUOTE.test(quoted.slice(0, 1)) && QUOTE.test(quoted.slice(-1));
}

// Version 100: a line above that opens with an example word and a message's, and ends in a colon ("Contoh SMS resmi dari BCA:");
// review of version 100: at the start of its line ("Geben Sie den Code zum Beispiel in der App ein:", "Beispiel GmbH – …:" are none).
// Version 102: or after a few words ("Veja um exemplo de mensagem que nunca deve ser repassada:"), a message's word still after it,
// in the last sentence of its line ("Os golpistas … por SMS. Veja um exemplo de mensagem …:").
const EXAMPLE_INTRO =
  /^\s*(?:[^\s.!?:][^.!?:]{0,30}\s)?(?:contoh|ví\s+dụ|örnek|esimerkki|exempel|eksempel|příklad|példa|приклад|przykład|пример|beispiel|ejemplo|exemplo|exemple|esempio|voorbeeld|example|sample)\s+(?:(?:of\s+(?:an?\s+)?|de\s+|di\s+|d['’]\s*)?(?:sms|tin\s+nhắn|pesan|mensaje|mensagem|message|messaggio|nachricht|bericht|wiadomo\p{L}*|сообщени\p{L}*|повідомлен\p{L}*|mesaj\p{L}*|viesti\p{L}*|meddelande|e-?mail|text))(?![\p{L}])[^.!?:]{0,60}[:：]\s*$/iu;

function shownAsExample(view: SegmentView, i: number, c: Candidate): boolean {
  // At the start of its line or cell, the end of the one before ("… a 6-digit code such" ⏎ "123 456").
  const lead = c.start < 24 && i > 0 ? `${view.text(i - 1)} ${view.text(i).slice(0, c.start)}` : view.text(i).slice(0, c.start);
  if (
    INLINE.test(lead.slice(-40)) ||
    INLINE_QUOTED.test(lead.slice(-80)) ||
    INLINE_MESSAGE.test(lead.slice(-100)) ||
    REPORTED.test(view.text(i).slice(Math.max(0, c.start - 140), c.start)) ||
    CAPTION_LEAD.test(view.text(i).slice(0, c.start)) ||
    FOR_EXAMPLE.test(lead.slice(-60)) ||
    quotedPlaceholder(view.text(i), c)
  )
    return true;
  for (let j = Math.max(0, i - REACH); j <= i + REACH && j < view.length; j++) {
    const line = view.text(j);
    if (j !== i && (CAPTION.test(line) || CJK_CAPTION.test(line) || noted(line) || (j < i && EXAMPLE_INTRO.test(lastSentence(line)))))
      return true;
  }
  return false;
}

/** Every value the mail's parts show as an example. */
export function exampleValues(parts: readonly SegmentView[]): ReadonlySet<string> {
  const values = new Set<string>();
  for (const view of parts)
    for (let i = 0; i < Math.min(view.length, MAX_LINES_READ); i++)
      for (const c of view.candidates(i)) if (shownAsExample(view, i, c)) values.add(c.value);
  return values;
}
