import type { SegmentView } from './codes.js';
import type { Candidate } from './candidates.js';
import { sentenceAround } from './clauses.js';
import { E, type Evidence } from './evidence-kinds.js';

// Version 52: values that are no code to type whatever labels them: a code the mail says is dead, a piece of a masked
// identifier, a duration a log prints.

/** "The sign-in code we sent you at 14:02 (604 918) has expired and can no longer be used.": its own sentence says it is spent;
 * version 68: "El código 719304 que pediste … venció a las 18:12 y ya no sirve"; version 88: "… was used to access your account";
 * version 103: "was used" in Spanish ("se usó"), Lithuanian, Latvian, Czech, Slovak, Hungarian, Romanian, Croatian, Serbian, Bulgarian,
 * Slovenian and Estonian; review of version 103: not negated ("aún no se usó", "не е използван", "nu a fost folosit"). */
const SPENT =
  /(?<![\p{L}])(?:(?:has|have|had)\s+(?:now\s+|already\s+)?(?:expired|been\s+used|been\s+revoked|been\s+cancell?ed|been\s+invalidated)|expired\s+(?:at|on|after|before|without)(?![\p{L}])|no\s+longer\s+works?|(?:won['’]t|will\s+not)\s+work\s+any\s*more|(?:is|are)\s+no\s+longer\s+(?:valid|active)|can\s+no\s+longer\s+be\s+used|(?:was|were)\s+(?:(?:already|just)\s+used|used\s+(?:to\s+\p{L}+|at|on|today|yesterday|earlier)(?![\p{L}]))|(?:ist|sind)\s+(?:bereits\s+)?(?:abgelaufen|ungültig)|ha\s+caducado|(?:ya\s+)?había\s+(?:caducado|expirado|vencido)|(?:já\s+)?(?:tinha|havia)\s+(?:expirado|vencido)|venció|caducó|expiró|venceu|ya\s+no\s+(?:sirve|funciona|es\s+válido)|já\s+não\s+(?:serve|funciona|é\s+válido)|(?:a|est)\s+expiré|expirou|è\s+scaduto|is\s+verlopen|(?:fue|ya\s+fue|foi|já\s+foi)\s+(?:usad[oa]|utilizad[oa])|a\s+(?:déjà\s+)?été\s+utilisée?|wurde\s+(?:bereits\s+|gerade\s+)?(?:verwendet|benutzt|genutzt)|è\s+(?:già\s+)?stat[oa]\s+(?:utilizzat[oa]|usat[oa])|(?:был[аио]?|уже)\s+(?:уже\s+)?использован\p{L}*|(?:уже\s+)?истёк|(?:уже\s+)?истек|(?:щойно|вже|було)\s+використан\p{L}*|(?:został[aoy]?|zostało)\s+(?:już\s+)?(?:użyt\p{L}*|wykorzystan\p{L}*)|wygasł\p{L}*|kullanıldı|kullanılmıştır|(?<!δεν\s+)έχει\s+(?:πλέον\s+|ήδη\s+)?(?:λήξει|χρησιμοποιηθεί)|έληξε|δεν\s+μπορεί\s+να\s+ξαναχρησιμοποιηθεί|(?<!(?:no|не|nu)\s+)se\s+(?:usó|utilizó)|(?<!(?:no|не|nu)\s+)se\s+ha\s+(?:usado|utilizado)|(?:buvo|jau)\s+(?:\p{L}+\s+)?panaudotas|(?:jau\s+)?tika\s+izmantots|(?:již\s+|už\s+)?byl\s+(?:již\s+|už\s+)?použit|(?:už\s+)?bol\s+(?:už\s+)?použitý|(?:már\s+)?felhasználták|(?<!nu\s+)a\s+fost\s+(?:deja\s+)?(?:folosit\p{L}*|utilizat\p{L}*)|je\s+(?:već\s+)?(?:iskorišten|iskorišćen|korišten|korišćen|upotrijebljen)\p{L}*|(?<!не\s+)(?:вече\s+)?(?:е|беше)\s+(?:вече\s+)?използван\p{L}*|je\s+(?:že\s+)?(?:bila\s+|bil\s+)?(?:že\s+)?uporabljen\p{L}*|(?:on|oli)\s+juba\s+kasutatud|(?:er|har|var)\s+allerede\s+(?:blevet\s+|blitt\s+)?(?:brugt|brukt)|(?:har|var)\s+redan\s+använ(?:ts|d)|har\s+gått\s+ut|kan\s+inte\s+längre\s+användas|kan\s+ikke\s+(?:lenger|længere)\s+(?:brukes|bruges)|больше\s+не\s+(?:действует|действителен|работает)(?!\s+(?:после|через|спустя|по\s+истечении))|(?:был\s+)?аннулирован|süresi\s+dol(?:du|muştur)|منقضی\s+شده|استفاده\s+شده|انتهت\s+صلاحيت\p{L}*)(?![\p{L}])|已(?:于[^。，,]{0,12})?(?:过期|過期|失效)|(?<![您你我])已(?:被)?使用|使用済み|使用されました|有効期限が切れ|만료되었|사용되었|無効になりました|無効になっています|無効となりました|利用済み|已作废|이미\s*사용된|(?:більше\s+не\s+дійсн|больше\s+не\s+действител)\p{L}*(?![\p{L}])(?!\s+(?:после|через|після|по\s+истечении))|đã\s+hết\s+hạn|đã\s+được\s+sử\s+dụng|(?:sudah|telah)\s+(?:kedaluwarsa|kadaluarsa|digunakan)/iu;
/** "If the code has expired, …", "Wenn der Code abgelaufen ist": a condition, not a report. */
// Review of version 93: and in the languages version 93 reads "was used" in ("если он уже был использован", "jeśli wygasł", "إذا").
// Review of version 103: and in the eleven version 103 added ("osim ako je već iskorišten", "pokud už byl použit", "dacă nu a fost").
const CONDITION_WORDS =
  'if|when|once|in\\s+case|αν|εάν|wenn|falls|si|quand|cuando|als|ako|ако|pokud|jestliže|když|ak|keď|dacă|jei|jeigu|kui|če|hvis|når|если|якщо|jeśli|jeżeli|eğer|nếu|jika|apabila|bila|kalau|[وف]?إذا|[وف]?اذا|اگر|如果|如|若';
const CONDITION = new RegExp(`(?<![\\p{L}])(?:${CONDITION_WORDS}|se)(?![\\p{L}])`, 'iu');
/** Version 75: right after a value, "se" before a verb in "-ó" (or "ha", "había": review of version 76) is Spanish's reflexive
 * ("El código 482913 se usó ayer y ya caducó"),
 * not Portuguese's or Italian's "if" ("Inserisci il codice 482913 se quello precedente è scaduto"). */
const CONDITION_AFTER = new RegExp(
  `(?<![\\p{L}])(?:${CONDITION_WORDS}|se(?!\\s+(?:\\p{L}+ó|(?:ha|han|había|habían)\\s+\\p{L}+[ai]do)(?![\\p{L}])))(?![\\p{L}])`,
  'iu',
);
/** Review of version 53: the value is what is spent only when its sentence gives it nothing before ("Your new code is
 * 482913 and …", "Use 771204 … — your session has expired", "Here is your new code: 482913 (the previous one …)") and no
 * other clause comes between ("482913 is your new Acme code; your old one was already used"). Version 68: a verb someone tried
 * gives nothing ("Someone tried to use the sign-in code 771204 …, but it had already expired"). */
const GIVEN_BEFORE =
  /(?<![\p{L}])(?:is|are|ist|lautet|est|es|è|é|here['’]s|(?<!(?:tried|attempted|trying)\s+to\s+)(?:use|enter|type|input)|utilisez|saisissez|verwenden|geben|ingresa|introduce|escribe|usa|utiliza|digita|digite|informe|insira)(?![\p{L}])|[:：]\s*$/iu;
/** Review of version 55: nor when another thing is named as what expired, between them ("482913 replaces the one that has
 * expired", "(the code we sent earlier has expired)", "…, and your old code is no longer valid"), unless both are ("The code
 * 482913 and the link we sent earlier have expired"). */
const NEW_SUBJECT =
  /(?<![\p{L}])(?:(?:the|your|any|all|an?|el|la|los|las|der|die|das|le|les)\s+(?:[\p{L}-]+\s+){0,2}?(?:one|ones|code|codes|link|links|session|password|subscription|token|pin)(?![\p{L}])|(?:tu|su|sua|seu|o|a)\s+(?:[\p{L}-]+\s+)?(?:sesión|sessão|enlace|link|tarjeta|cartão|plan|plano|boleto|contraseña|senha|suscripción|assinatura)(?![\p{L}])|(?:earlier|previous|older|other|old)\s+(?:codes?|ones?|pins?|links?)(?![\p{L}])|(?:el|la|o|a|il|quello)\s+(?:c[oó]digo\s+)?(?:anterior|precedente|que|che)(?![\p{L}])|replaces|reemplaza|remplace|ersetzt|works\s+right\s+away)/iu;
/** Review of version 56: what the code was for, between them, is no other thing ("The code 482913 we sent to reset your
 * password has expired", "The sign-in code 604918 for your session has expired"). */
// Review of versions 69–71: in Spanish and Portuguese too ("El código 482913 para restablecer tu contraseña ha caducado").
const ITS_PURPOSE =
  /(?<![\p{L}])(?:to|for|para)\s+(?:[\p{L}-]+\s+)?(?:your|the|an?|this|tu|su|sua|seu|o|el|la)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+/giu;
// Review of version 58: or a reason ("Code 482913 was sent because access to your session has expired").
const OTHER_CLAUSE = /[;；—–]|^\s*[)]?\s*(?:is|are|ist|est|es|è|é)(?![\p{L}])|(?<![\p{L}])(?:because|weil|parce\s+que|porque)(?![\p{L}])/iu;
/** "150392-***K", "****-4471": a value joined to three masking stars or dots or more is a piece of an identifier shown in
 * part; stars on both sides ("***482913***") or after a space ("482913 ***") are decoration. */
const MASK_AFTER = /^-?[*•●]{3,}/u;
const MASK_BEFORE = /[*•●]{3,}-?$/u;
/** "44m51s", "1h05m": a duration as a log or a timer prints it, in small letters (not a code's "583M21"). */
const DURATION = /^(?:\d{1,2}h\d{2}m?|\d{1,3}m\d{1,2}s|\d{1,2}h\d{1,2}m\d{1,2}s)$/;
/** Version 58: a product's name with its trade mark ("PS5™", read "PS5TM"). */
const TRADE_MARKED = /^[A-Z]{2,3}\dTM$/;

/** Version 54: "call our Contact Center at (02) 8631-8000": a number after an area code in brackets is a phone's. */
const SENDER_BEFORE = /(?<![\p{L}])(?:message|text|sms|call|voicemail)\s+from\s+\+?$/iu;
const AREA_CODE_BEFORE = /\(\+?\d{1,4}\)\s?$/u;
/** Version 54: a help desk's thread reference in the subject ("[ ref:!00D4L0001a.!500Qx00000xYz7K:ref ]"). */
const THREAD_REF = /(?<![\p{L}])ref:[!_]?$/iu;
/** Version 54: "when I enter the code 118230 it says invalid", "I'm trying to log into my account … reading 23817": the
 * sentence is the writer's own report (a customer's message quoted in a help desk's reply), with no "you" in it. */
// Review of version 55: an English "I" that tries, types or gets something (not "tap 'I have a code'", a Swedish "I appen").
const WRITER =
  /(?<![\p{L}])I(?:['’]m|\s+am|\s+was)?\s+(?:still\s+|just\s+|also\s+)?(?:stuck|trying|tried|entered|enter|typed|type|got|found|received|used|put\s+in|keep\s+(?:getting|entering|trying)|kept\s+(?:getting|entering|trying)|can['’]t\s+(?:sign|log|get|use|enter)|cannot\s+(?:sign|log|get|use|enter))(?![\p{L}])/u;
const READER = /(?<![\p{L}])(?:you|your|you['’]re|you['’]ll)(?![\p{L}])/iu;
const QUOTED_PART = /"[^"]*"|“[^”]*”/gu;
const USED = String.raw`you\s+(?:quoted|mentioned|entered|typed|used|tried|sent\s+us|gave\s+us)(?![\p{L}])`;
const READER_USED_AFTER = new RegExp(String.raw`^\)?\s*,?\s*(?:that\s+|which\s+)?${USED}`, 'iu');
const READER_USED_BEFORE = new RegExp(String.raw`(?:code|pin|otp|number)\s+(?:that\s+)?${USED}\s*,\s*$`, 'iu');
/** Version 73: in Spanish and Portuguese ("el código que mencionas (551902) se generó ayer …", "o código que você digitou, 551902,"). */
const READER_USED_ROMANCE =
  /(?<![\p{L}])(?:código|clave|pin|senha)\s+que\s+(?:você\s+)?(?:mencionas|mencionaste|ingresaste|introdujiste|usaste|escribiste|indicas|nos\s+enviaste|mencionou|digitou|informou|usou|enviou)\s*[,(]\s*$/iu;

/** Version 55: "Your new PIN … cannot be 1234": a value a rule forbids is an example, not a code. */
const FORBIDDEN_BEFORE = /(?<![\p{L}])(?:cannot|can['’]t|must\s+not|may\s+not|should\s+not|shouldn['’]t)\s+be\s+(?:\p{L}+\s+){0,2}$/iu;
/** Version 55: "18-22 Jun 2025": a range of days before a month. */
const DAY_RANGE = /^\d{1,2}\s?[-–]\s?\d{1,2}$/u;
const MONTH_AFTER = /^\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?![\p{L}])/iu;

/** Version 62: the next sentence says the value it points back at is spent ("That code was sent at 09:11 and expired after 10 minutes");
 * review of version 62: "that", "this" or "it" ("It had already expired"), not "The code we sent you earlier has expired", nor a
 * rule ("This code is no longer valid after 10 minutes"); review of version 66: a report in the past, right after its noun or
 * after "was sent … and", not "This code will be expired in 10 minutes", "is expired after 30 minutes", "… if expired …". */
const NEXT_SPENT =
  /^[.!?]?\s*(?:(?:that|this)\s+(?:[\p{L}-]+\s+)?(?:code|pin|passcode|otp|number)\s+(?:was\s+[^.!?]{0,40}?\s+and\s+)?(?:expired|(?:can['’]t|cannot)\s+be\s+used\s+again(?=\s*[.!]?\s*$|\s*[.!]\s)|had\s+(?:already\s+)?expired|has\s+(?:already\s+)?expired|was\s+already\s+used|has\s+(?:now\s+|already\s+)?been\s+used|(?:won['’]t|will\s+not)\s+work\s+again(?!\s+(?:after|once|if|when|until|in|for)(?![\p{L}])))|it\s+(?:was\s+[^.!?]{0,40}?\s+and\s+)?(?:had\s+already\s+expired|has\s+already\s+expired|(?:already\s+)?expired\s+(?:at|on|before|after))|it\s+can\s+no\s+longer\s+be\s+used(?!\s+(?:after|once|if|when|until|from|in)(?![\p{L}])))(?![\p{L}])/iu;
/** Version 105: the same in other languages, the code its subject ("Koden var allerede brukt, så …", "Der Code wurde bereits verwendet.");
 * version 106: the adverb before the verb too ("Esse código já foi usado", "Ese código ya fue usado"). */
const NEXT_SPENT_OTHER =
  /^[.!?]?\s*(?:(?:koden|denne\s+koden|dieser\s+code|der\s+code|ce\s+code|este\s+c[oó]digo|ese\s+c[oó]digo|el\s+c[oó]digo|o\s+c[oó]digo|esse\s+c[oó]digo|этот\s+код|код|deze\s+code|de\s+code|il\s+codice|questo\s+codice)\s+(?:(?:ya|já|уже)\s+(?:var|er|är|har|war|ist|wurde|a|est|fue|foi|был|is|was|è|è\s+stato)|(?:var|er|är|har|war|ist|wurde|a|est|fue|foi|был|is|was|è|è\s+stato)\s+(?:allerede|redan|bereits|schon|déjà|ya|já|уже|al|già))\s+(?:blevet\s+|blitt\s+|été\s+|sido\s+|stato\s+)?(?:brukt|brugt|använts|använd|verwendet|benutzt|genutzt|utilisé|usado|utilizado|использован|gebruikt|utilizzato|usato))(?![\p{L}])/iu;
const NEXT_CHARS = 120;
const BY_DEFAULT = /^\s*\)?\s*(?:is\s+)?by\s+default\s*(?:[.;)]|$)/iu;
// Version 99: "914 263 (now invalid)".
// Version 100: a verdict in Korean, Japanese or Chinese, alone in brackets ("602913 (사용 완료)", "275 604 (有効期限切れ)").
const VERDICT_AFTER =
  /^\s*[(\[（]\s*(?:(?:(?:now|already)\s+)?(?:accepted|used|verified|approved|succeeded|successful|rejected|failed|denied|expired|invalid|void|revoked|cancell?ed)|사용\s*완료|(?:有効)?期限切れ|使用済み|利用済み|已使用|已过期|已過期|已失效)\s*[)\]）]/iu;
const LAST_CLAUSE = /[,;]|\s(?:so|and|but)\s/iu;
/** Version 81: a label that calls the value spent ("Expired TAC:      583021", "Old code: 482913", "Código caducado: 482913"). */
// Review of version 81: the label alone before it on its line ("Expired verification code - 604127", "Code (expired): 604127"), not a
// sentence's "This code replaces any old code: 882194". Version 100: in Korean, Japanese and Chinese ("- 사용된 인증번호 : 602913",
// "ご利用済みの認証コード：", "已使用的验证码：").
const SPENT_LABEL =
  /^\s*(?:[-•*]\s*)?(?:(?:expired|old|previous|used|invalid|cancell?ed|abgelaufener|alter|ungültiger|expiré|ancien)\s+(?:[\p{L}-]+\s+)?(?:code|tac|otp|pin|passcode|c[oó]digo)|(?:[\p{L}-]+\s+)?(?:c[oó]digo|code|tac|otp|pin)\s+(?:\(expired\)|\(used\)|used|caducado|expirado|vencido|expiré)|ご?(?:사용된|만료된|이미\s*사용한|使用済みの?|利用済みの?|期限切れの?|已使用的?|已过期的?|已過期的?)\s*(?:인증|보안|認証|確認|セキュリティ|ワンタイム|验证|驗證|安全)?\s*(?:인증번호|코드|번호|コード|番号|暗証番号|验证码|驗證碼))\s*[:：–—-]?\s*$/iu;

const CONDITION_SUFFIX =
  /^(?:の場合|場合|た場合|ている場合|っている場合|った場合|の方|なら|たら|다면|으면|[을를는]?\s*경우|\s+ise(?![\p{L}]))/u;
// Review of version 94: what was used is another thing only when it is the spent verb's subject, its owner's ("tu correo fue usado", "seu
// e-mail foi usado"), not where the code went ("sent to your email address was used", "que enviamos a tu correo venció"); version 106:
// nor where it was read ("The code 662190 in your email below was already used").
const ANOTHER_THING_USED =
  /(?<!(?:to|a|para|à|an|на|en|em|in|from|within|im|dans)\s+(?:o\s+|a\s+|the\s+)?)(?:tu|su|seu|sua|votre|your|ihre?|ваш\p{L}*)\s+(?:correo|e-?mail|adresse|address|endereço|почт\p{L}*)(?:\s+\p{L}+){0,5}\s*$|e-posta\s+adresiniz|(?:您的)?邮箱|郵箱|メールアドレス|이메일/iu;
const CJK_CONDITION = /如果|如已|若已|假如|如有/u;
/** Review of version 103: a relative clause of another noun ("… al correo que se usó al registrarte", "adresu koja je korištena"). */
const OTHER_NOUN_USED =
  /\p{L}{2,}\s*,?\s*(?:that|which|que|který|která|které|ktorý|ktorá|ktoré|koji|koja|koje|което|който|която|care|kas|kuris|kuri)\s+(?:\p{L}+\s+){0,2}$/iu;

// Version 93: the expired or used code named right before the value ("The expired code (731905) can't be used again"), not one
// it replaces ("Use this one instead of your old code: 882194").
const SPENT_BEFORE = /(?<![\p{L}])(?:the|this|that|your)\s+(?:expired|used)\s+(?:[\p{L}-]+\s+)?(?:code|otp|pin|passcode)\s*\(?\s*$/iu;

const BRACKETS_AFTER = /^\s*[(（]([^()（）]{1,50})[)）]/u;
// Review of version 98: brackets that speak of other codes ("(codes from earlier emails have expired)", "（以前の認証コードは無効になりました）").
// Review of version 100: in the languages version 100 reads too ("предыдущий код", "mã cũ", "kode lama", "前のコード").
const OTHER_CODE_WORDS = String.raw`(?<![\p{L}])(?:предыдущ\p{L}*|прежн\p{L}*|стар\p{L}*|попередн\p{L}*|lama|sebelumnya|cũ|trước\s+đó)(?![\p{L}])|前回|以前|前の|之前|이전`;
const OTHER_CODES = new RegExp(
  String.raw`(?<![\p{L}])(?:earlier|previous|prior|older|old|other|former|codes)(?![\p{L}])|旧|先前|上一|예전|지난|${OTHER_CODE_WORDS}`,
  'iu',
);
// In a sentence (the English ones are NEW_SUBJECT's).
const OTHER_CODES_AFTER = new RegExp(OTHER_CODE_WORDS, 'iu');
/** What brackets right after a value say of it, when it is that it is spent, and not on a condition, of another code, or of an
 * address that was used ("(seu e-mail foi usado para criar uma conta)"). */
function spentInBrackets(after: string): boolean {
  const inner = BRACKETS_AFTER.exec(after)?.[1];
  const spent = inner === undefined ? null : SPENT.exec(inner);
  if (!inner || !spent) return false;
  const said = inner.slice(spent.index + spent[0].length);
  const between = inner.slice(0, spent.index);
  if (ANOTHER_THING_USED.test(between) || CONDITION_SUFFIX.test(said) || OTHER_CODES.test(inner)) return false;
  return !CONDITION.test(inner) && !CJK_CONDITION.test(inner) && !NEW_SUBJECT.test(inner);
}

// Version 99: an Android SMS's app hash, the 11 characters alone on the line after a "<#> …" message (SMS Retriever), is no code;
// review of version 99: not a code on the "<#>" line itself, nor one that line introduces ("<#> Your Acme verification code:").
const SMS_RETRIEVER = /^\s*<#>/u;
const APP_HASH = /^(?=[^]*\d)(?=[^]*[a-z])(?=[^]*[A-Z])[A-Za-z0-9+/]{11}$/u;
export function deadValue(text: string, c: Candidate, nextLine = '', lineAbove = ''): Evidence | null {
  if (APP_HASH.test(c.value) && SMS_RETRIEVER.test(lineAbove) && !/[:：]\s*$/u.test(lineAbove) && text.trim() === c.value) return E.masked;
  if (DAY_RANGE.test(text.slice(c.start, c.end)) && MONTH_AFTER.test(text.slice(c.end, c.end + 12))) return E.masked;
  const masked = MASK_AFTER.test(text.slice(c.end, c.end + 5)) !== MASK_BEFORE.test(text.slice(Math.max(0, c.start - 5), c.start));
  const lead = text.slice(Math.max(0, c.start - 8), c.start);
  if (DURATION.test(c.value) || TRADE_MARKED.test(c.value) || masked || AREA_CODE_BEFORE.test(lead) || THREAD_REF.test(lead))
    return E.masked;
  // Version 66: a device's factory default ("Your Bluetooth pairing key is 0000 by default").
  if (BY_DEFAULT.test(text.slice(c.end, c.end + 16))) return E.masked;
  // Version 89: a log's verdict in brackets after it ("Password + authenticator code 739201 (accepted)"); version 98: or brackets
  // right after it that say it is spent ("771204（この番号は無効になっています）", "482913 (this code has expired)").
  if (VERDICT_AFTER.test(text.slice(c.end, c.end + 16)) || spentInBrackets(text.slice(c.end, c.end + 60))) return E.spent;
  // Version 85: the number a text or a call came from ("New text message from 88294", "SMS from 72579").
  if (SENDER_BEFORE.test(text.slice(Math.max(0, c.start - 24), c.start))) return E.masked;
  if (c.start <= 60 && SPENT_LABEL.test(text.slice(0, c.start))) return E.spent;
  if (SPENT_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start))) return E.spent;
  const { before, after } = sentenceAround(text, c);
  // Version 62: or the whole sentence, its quotes aside ("The email said \"Your code is 550912\" and I typed exactly that").
  const unquoted = `${before} ${after}`.replace(QUOTED_PART, ' ');
  if ((WRITER.test(before) || WRITER.test(after)) && !READER.test(unquoted)) return E.reported;
  // Version 69: a help desk's answer about the value the reader used ("the code 551902 you quoted was issued at 13:31", "the code you
  // entered, 748120, was typed at 07:58").
  if (
    READER_USED_AFTER.test(text.slice(c.end, c.end + 30)) ||
    READER_USED_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start)) ||
    READER_USED_ROMANCE.test(text.slice(Math.max(0, c.start - 50), c.start))
  )
    return E.reported;
  if (FORBIDDEN_BEFORE.test(before)) return E.example;
  // Version 62: "… tried to sign in with the code 448 120 at 09:32. That code was sent at 09:11 and expired after 10 minutes".
  const rest = text.slice(c.end + after.length, c.end + after.length + NEXT_CHARS);
  const given = GIVEN_BEFORE.test(before.split(LAST_CLAUSE).at(-1) ?? before);
  // Review of version 64: whatever gave it ("Sign-in code: 482913" ⏎ "This code was sent at 09:11 and expired after 10 minutes").
  const next = /^[.!?]?\s*$/u.test(rest) ? nextLine.slice(0, NEXT_CHARS) : rest;
  if (NEXT_SPENT.test(next) || NEXT_SPENT_OTHER.test(next)) return E.spent;
  const spent = SPENT.exec(after);
  const at = spent?.index ?? -1;
  // Review of version 62: only the last clause before it gives it ("Codes are only valid …, so the 449102 you mentioned has expired").
  if (at === -1 || CONDITION.test(before) || given) return null;
  const between = after.slice(0, at);
  // Review of version 93: "(使用済みの場合は …)", "사용되었다면", "kullanıldı ise": a condition after the verb; "tu correo fue usado para
  // crear una cuenta": what was used is the address, not the value.
  if (
    CONDITION_SUFFIX.test(after.slice(at + (spent?.[0].length ?? 0))) ||
    ANOTHER_THING_USED.test(between) ||
    OTHER_NOUN_USED.test(between.slice(-80)) ||
    CJK_CONDITION.test(between) ||
    OTHER_CODES_AFTER.test(between)
  )
    return null;
  const both = /^\s*and\s/iu.test(between) && /^(?:have|are|were|can)(?![\p{L}])/iu.test(after.slice(at));
  if (CONDITION_AFTER.test(between) || OTHER_CLAUSE.test(between) || (NEW_SUBJECT.test(between.replace(ITS_PURPOSE, ' ')) && !both))
    return null;
  return E.spent;
}

// Version 83: a subject that reports the mail's code spent ("Your sign-in code has expired", "Sign-in code already used", "Ihr Code
// ist abgelaufen"): a notice, whatever number it repeats (heldout191, 193, 195 and 197 held five such notices, all answered with
// their dead code; version 88: "… was just used"). Not when the subject offers a new one ("Your code expired - here is a new one").
const SUBJECT_SPENT =
  /(?<![\p{L}])(?:(?:code|otp|request|c[oó]digo|codice|kod|kód)\s+(?:(?:has|had|is|was)\s+)?(?:(?:now|already|just)\s+)?(?:expired|been\s+used|used|no\s+longer\s+valid)|(?:expired|used)\s+(?:[\p{L}-]+\s+)?(?:code|otp)|(?:\p{L}*code|c[oó]digo|codice)\s+(?:ist\s+)?(?:abgelaufen|expiré|expirado|caducado|scaduto|vencido|verlopen))(?![\p{L}])|有効期限が切れました|使用済み|已过期|已失效|만료되었|انتهت\s+صلاحية\s+(?:رمز|الرمز|كود)|(?<![\p{L}])(?:kode[nt]?\s+(?:er|har)\s+(?:allerede\s+)?(?:blevet\s+|blitt\s+)?(?:brugt|brukt|udløbet|utløpt)|koden\s+(?:har\s+)?(?:redan\s+)?(?:använts|gått\s+ut)|se\s+(?:utilizó|usó)\s+(?:tu|su|el)\s+c[oó]digo|c[oó]digo\s+(?:já\s+)?foi\s+(?:usado|utilizado))(?![\p{L}])/iu;
// Review of version 83: not a question, a reply, or a subject that speaks of an earlier code ("Code expired?", "Re: My code
// expired", "Your previous code expired - "), nor a PIN or a passcode that expires as a password does ("Your PIN has expired").
const FRESH = String.raw`new|another|fresh|replacement|instead|neue[nr]?|nouveau|nouvelle|nuevo|novo|nuovo|here|ny[et]?\s+\p{L}*kode\p{L}*`;
// Review of version 98: in the CJK subjects version 98 reads too ("新しい認証コード（前回の…）", "새 인증번호 안내").
const OFFERS_NEW = new RegExp(
  String.raw`(?<![\p{L}])(?:${FRESH}|previous|last|old|earlier|re|aw|sv|fwd?)(?![\p{L}])|\?|新しい|新的|新验证|前回|以前|旧|之前|새\s|새로운|이전|前に|전에`,
  'iu',
);
// Review of version 83: and only when the body says so too (SPENT's reports, "can't be used again", "(expired)", a bare
// "abgelaufen"): a subject alone ("Your code has expired - Your Acme code") may head the new code.
const BODY_SPENT =
  /(?<![\p{L}])(?:can['’]?t\s+be\s+used\s+again|abgelaufen|expiré|caducado|expirado|scaduto|verlopen)(?![\p{L}])|\(expired\)/iu;
export const bodySaysSpent = (line: string): boolean => SPENT.test(line) || BODY_SPENT.test(line);
export const subjectSaysSpent = (subject: string): boolean => SUBJECT_SPENT.test(subject) && !OFFERS_NEW.test(subject);
const GIVES_NEW = new RegExp(
  String.raw`(?<![\p{L}])(?:${FRESH}|this\s+one|try|enter|(?<!(?:tried|attempted|trying)\s+to\s+)use|type|verwenden|stattdessen|utilisez|utilice|usa|inserisci|saisissez)(?![\p{L}])`,
  'iu',
);
/** Its line, or the line above, gives a fresh value after all ("Here is a new code:", "Your new code is 604118"). */
export const givenAsNew = (view: SegmentView, i: number, c: Candidate): boolean =>
  GIVES_NEW.test(`${i > 0 ? view.text(i - 1) : ''} ${view.text(i)}`);
