import { USE_VERB, findCodeLabels } from './labels.js';
import { saysVerify } from './intent-words.js';
import type { Segment } from './segments.js';
import { APPROVES_SOMETHING } from './clause-binding.js';

// What a mail reports rather than asks: a payment done, an account changed, a sign-in seen, a parcel on its way.
// Such a mail may carry an "authentication code" (a receipt's transaction id) or a "Confirm" button (a delivery
// page, an account recovery): neither is a step of a sign-up a test has to take.

/** An amount of money: "R$ 1.250,00", "$82.16", "49,90 €", "300,00 EUR". */
export const MONEY =
  /(?:[$€£¥₹₽]|(?<![\p{L}])(?:USD|EUR|GBP|BRL|CHF|MXN|CAD|AUD)(?![\p{L}]))\s?\d|\d[.,]\d{2}\s?(?:[$€£¥₹₽]|(?<![\p{L}])(?:USD|EUR|GBP|BRL|CHF|MXN|CAD|AUD|zł|Kč|kr)(?![\p{L}]))/u;

/** The qualifier of a transaction's label: "authentication", "approval", "operation", "reference", "NSU". */
const TRANSACTION_QUALIFIER =
  /(?<![\p{L}])(?:authenti(?:cation|fication)|autentica(?:ção|ción|zione|tion)|authori[sz]ation|autoriza(?:ção|ción)|autorizzazione|autorisation|autorisierung|approval|aprobación|aprovação|approbation|opera(?:ción|ção|zione|tion)|opération|transa(?:ction|ção|cción|zione|kcji)|reference|refer[eê]ncia|referencia|riferimento|référence|nsu|protocolo)(?![\p{L}])/iu;

/** An account changed or a sign-in seen, reported: "Your password was changed", "New sign-in to …". */
const REPORTS_CHANGE = new RegExp(
  [
    String.raw`(?:password|passcode|e-?mail|phone(?:\s+number)?|address|settings|account|2fa|two-factor)(?:\s+\S+){0,4}?\s+(?:was|has\s+been|were|have\s+been)\s+(?:changed|updated|reset|removed|added|turned\s+off|disabled)`,
    String.raw`(?:password|e-?mail)\s+(?:changed|updated)`,
    String.raw`(?:changed|updated|reset)\s+(?:your|the|their)\s+(?:password|e-?mail)`,
    // Version 42: not registering, adding or pairing one ("Register new device"): a step the reader takes.
    String.raw`(?<!(?:register(?:ing)?|add(?:ing)?|pair(?:ing)?|link(?:ing)?|approve|authori[sz]e|confirm|verify)\s+(?:(?:a|your|this|the)\s+)?)new\s+(?:sign-?in|log-?in|login|device)`,
    String.raw`(?:sign-?in|login|security)\s+alert`,
    String.raw`mot\s+de\s+passe\s+a\s+été\s+modifié|nouvelle\s+connexion`,
    String.raw`nuevo\s+inicio\s+de\s+sesión|contraseña\s+(?:ha\s+sido\s+)?cambiada|se\s+cambió\s+tu\s+contraseña`,
    String.raw`neue\s+anmeldung|passwort\s+wurde\s+geändert`,
    String.raw`senha\s+(?:foi\s+)?alterada|novo\s+acesso|novo\s+login`,
    String.raw`nuovo\s+accesso|password\s+(?:è\s+stata\s+)?modificata`,
    // Version 55: Swedish, Norwegian and Danish ("Ny inloggning på ditt konto", "Ny pålogging", "Nyt login").
    String.raw`ny\s+(?:inloggning|innlogging|pålogging)(?![\p{L}-])|nyt\s+login(?![\p{L}-])`,
  ].join('|'),
  'iu',
);

/** A setting switched, reported: "2-Step Verification turned off", "… is now off", "… deaktiviert" (whatever it names). */
const REPORTS_TOGGLE =
  /(?<![\p{L}])(?:(?:turned|switched)\s+(?:off|on)|is\s+now\s+(?:off|on|disabled|enabled)|(?:was|has\s+been)\s+(?:disabled|enabled|deactivated)|deaktiviert|ausgeschaltet|désactivée?|desactivad[oa]|desativad[oa]|disattivat[oa])(?![\p{L}])/iu;

/** A parcel or a delivery: the mail tracks goods. Whole words ("packaged", "Paketdienst" are none), stems where inflected. */
const REPORTS_SHIPPING =
  /(?<![\p{L}])(?:(?:parcels?|packages?|shipments?|shipped|deliver(?:y|ies|ed)|arriv(?:es|ing)|on\s+its\s+way|sendung(?:en|s\p{L}+)?|pakete?|zustellung(?:en)?|lieferung(?:en)?|colis|livraisons?|paquetes?|env[ií]os?|entregas?|encomendas?|pacc(?:o|hi)|spedizion[ei]|consegn[ae]|pakket(?:ten|jes?)?|bezorging(?:en)?)(?![\p{L}])|przesył(?:ka|ki|kę|ką|ek)|paczk(?:a|i|ę|ą|om|ach|ami|omat\p{L}{0,3})(?![\p{L}])|посылк|доставк)|配達|配送|快递|包裹|택배|배송/iu;

const HEAD_SEGMENTS = 40;
const MAX_SEGMENTS_READ = 200;
const MAX_HEADING_CHARS = 80;

/** Text that names a parcel or a delivery ("Confirm delivery address"). */
export const namesShipping = (text: string): boolean => REPORTS_SHIPPING.test(text);

/**
 * The subject or a heading near the top reports a shipment, or a change or a sign-in without asking to verify
 * anything ("New sign-in to your account"; not "Confirm your new device").
 */
export function mailIsNotice(subject: string, html: readonly Segment[]): boolean {
  const reports = (t: string): boolean => REPORTS_SHIPPING.test(t) || REPORTS_TOGGLE.test(t) || (REPORTS_CHANGE.test(t) && !saysVerify(t));
  // Version 43: not a subject that also names the code it sends ("New device sign in - your NetCode").
  if (reports(subject))
    return !findCodeLabels(subject).some(
      (l) => l.kind !== 'negative' && SENDS_CODE.test(subject.slice(0, l.end)) && /code$/iu.test(subject.slice(l.start, l.end)),
    );
  for (let i = 0; i < Math.min(html.length, HEAD_SEGMENTS); i++) {
    const seg = html[i];
    if (seg && seg.emphasized && seg.text.length <= MAX_HEADING_CHARS && reports(seg.text)) return true;
  }
  return false;
}

// Review of version 43: "your NetCode", not "with your PIN" nor "access code used".
const SENDS_CODE = /(?<![\p{L}])your\s+\S+$/iu;
/** A subject that names a receipt or a payment. */
const RECEIPT_SUBJECT =
  /(?<![\p{L}])(?:receipt|payment|transfer|comprovante|comprobante|recibo|reçu|ricevuta|quittung|beleg|überweisung|virement|bonifico|transferência|transferencia|pagamento|pago|paiement|zahlung|pix)(?![\p{L}])/iu;

/** The subject names a receipt, or some line of the mail names an amount of money: a receipt, a transfer, a bank notice. */
export function mailNamesMoney(subject: string, parts: ReadonlyArray<{ length: number; text(i: number): string }>): boolean {
  if (RECEIPT_SUBJECT.test(subject)) return true;
  return parts.some((v) => {
    for (let i = 0; i < Math.min(v.length, MAX_SEGMENTS_READ); i++) if (MONEY.test(v.text(i))) return true;
    return false;
  });
}

const ASKED = new Set(['introduced-by-verb', 'use-to-sign-in', 'sentence-purpose', 'names-itself', 'introduced-by-intent-word']);
/**
 * The words just before a string name it a transaction's ("Código de operación:", "Autenticação") and
 * nothing asks to type it: in a mail naming money, a receipt's id.
 */
export function transactionId(evidence: ReadonlyArray<{ kind: string }>, before: string): boolean {
  if (evidence.some((e) => ASKED.has(e.kind))) return false;
  // Version 42: nor what "authorise this transaction" asks for ("Your OTP to authorise this transaction is 4KD7QW").
  return TRANSACTION_QUALIFIER.test(before) && !USE_VERB.test(before) && !saysVerify(before) && !APPROVES_SOMETHING.test(before);
}

const YES = String.raw`(?:yes|yep|yeah|ja|oui|s[ií]|sim|tak|da|evet|ano|はい|是的?|네|예)`;
const SELF = String.raw`(?:me|my|mine|ich|mich|meine?|moi|mon|ma|yo|mí|mi|eu|meu|minha|io|mio|mia|ja|mój|moja|mne|本人|我)`;
/** "Yes, it's me", "Yes, that's my address", "Ja, das bin ich": an answer that identifies the reader. */
const AFFIRMS_SELF = new RegExp(String.raw`^${YES}[\s,.!—–-]+(?:[\p{L}'’]+\s+){0,4}?${SELF}(?![\p{L}])`, 'iu');
const MAX_ANSWER_CHARS = 60;
/** Version 42: "I approve this account:", "I consent": a parent's or an owner's answer, in the first person. */
const I_APPROVE =
  /^i\s+(?:approve|consent|agree)\s+(?:to\s+)?(?:this|the|my\s+\p{L}+['’]s)\s+(?:account|registration|request|sign-?up)\s*[:：.!]?$/iu;
/** Version 43: "Yes, link this watch", "Yes, pair this device": yes, and the step the mail asks to approve. */
const YES_DO_IT = new RegExp(
  String.raw`^${YES}[\s,.!—–-]+(?:link|pair|connect|add|approve|allow)\s+(?:this|the|my)\s+(?:new\s+)?(?:device|watch|band|phone|tablet|computer|laptop|account|app|login|sign-?in)\s*[.!:]?$`,
  'iu',
);
export const affirmsSelf = (text: string): boolean =>
  text.length <= MAX_ANSWER_CHARS && (AFFIRMS_SELF.test(text) || I_APPROVE.test(text) || YES_DO_IT.test(text));
/** Version 33: "Yes, subscribe me to this list", "Ja, ich möchte den Newsletter abonnieren": a double opt-in's answer. */
const AFFIRMS_SUBSCRIBING = new RegExp(
  String.raw`^(?:${YES}[\s,.!—–-]+(?:[\p{L}'’]+\s+){0,4}?(?:subscribe|sign\s+me\s+up|abonn|suscrib|inscri|iscriv|aanmeld|assin|zapisz)|(?:please\s+)?(?:subscribe\s+me|sign\s+me\s+up|abonniere\s+mich|inscri(?:vez|s)-moi|suscr[ií]beme|iscrivimi|meld\s+mij\s+aan|zapisz\s+mnie))`,
  'iu',
);
export const affirmsSubscribing = (text: string): boolean => text.length <= MAX_ANSWER_CHARS && AFFIRMS_SUBSCRIBING.test(text);
/** Version 28: "Yes, approve this device" (version 37: "Yes, approve device"), "If this was you, authorize the sign-in:": in a sign-in notice, the same answer. */
// Version 46: or "approve it here" in a notice of a sign-in attempt; version 65: "Verify this device"; version 76: in French,
// German, Spanish, Italian and Dutch ("Oui, autoriser la connexion").
const APPROVES_SIGN_IN =
  /(?<![\p{L}])(?:(?:approve|authori[sz]e|allow|confirm)\s+(?:(?:this|the|my)\s+)?(?:new\s+)?(?:device|sign-?in|log-?in|login|session)|verify\s+(?:this|the|my)\s+(?:new\s+)?device(?!\s+list)|(?:approve|authori[sz]e)\s+it(?:\s+here)?|(?<!(?:ne\s+pas|no|nicht|non|niet)\s+)(?:autoriser|approuver|confirmer)\s+(?:la\s+|cette\s+)?connexion|(?:anmeldung|gerät)\s+(?:zulassen|erlauben|bestätigen)|(?<!no\s+)(?:autorizar|aprobar|confirmar)\s+(?:el\s+)?(?:inicio\s+de\s+sesión|acceso|dispositivo)|(?<!non\s+)(?:autorizza|approva|conferma)\s+(?:l['’]\s*)?accesso|(?:aanmelding|apparaat)\s+(?:toestaan|goedkeuren))(?![\p{L}])/iu;
export const approvesSignIn = (text: string): boolean => text.length <= MAX_ANSWER_CHARS && APPROVES_SIGN_IN.test(text);

/** A URL offered instead of what came before (a code), after an "or …:". */
export const OR = String.raw`(?:or|o|ou|oder|of|lub|или|або|veya|ya\s+da|atau|hoặc)`;
/** "Or tap:", "O visita:", "Oder öffne:": a short "or …:". */
// Version 46: four words when they approve, verify or sign in ("or approve it here instead:"; not "Or view your statement here:").
const ALTERNATIVE = new RegExp(
  String.raw`^${OR}\s+(?:(?:[\p{L}'’]+\s+){0,2}|(?:approve|authori[sz]e|verify|confirm|sign|log)\s+(?:[\p{L}'’]+\s+){0,2})[\p{L}'’]+\s*[:：]$`,
  'iu',
);
/** Longer, when it names a link: "Or open this link on the device where you're signing up:", "Oder öffne diesen Link auf …:". */
const ALTERNATIVE_LINK = new RegExp(String.raw`^${OR}\s+(?:[\p{L}'’]+,?\s+){0,11}[\p{L}'’]+\s*[:：]$`, 'iu');
const NAMES_LINK =
  /(?<![\p{L}])(?:link|url|enlace|lien|ligação|collegamento|koppeling|odkaz|ссылк\p{L}*|посилання|bağlantı\p{L}*|tautan)(?![\p{L}])/iu;
/** A link to pass on or to install from is no way to verify: "Or forward this link to a friend:", "Or get the app …". */
const PASSES_ON =
  /(?<![\p{L}])(?:forward|share|invite|friends?|download|install|get\s+(?:the\s+|our\s+)?(?:\p{L}+\s+)?app|weiterleiten|teilen?|freund\p{L}*|herunterladen|partage[rz]?|amis?|télécharge[rz]?|compart[ea]\p{L}*|amigos?|descarga\p{L}*|baixe|baixar|condividi\p{L}*|scarica\p{L}*)(?![\p{L}])/iu;
/** Version 18: the place the other way goes on in: "Or continue in this browser:", "Oder direkt in diesem Browser fortfahren:". */
const NAMES_BROWSER = /(?<![\p{L}])(?:browser|navigateur|navegador|browsers?|nettleser(?:en)?|webbläsare(?:n)?|webbrowser)(?![\p{L}])/iu;
const MAX_ALTERNATIVE_CHARS = 90;
/** "Or continue in this browser:" before a URL that carries a token: the other way to the same step as the code. */
export const continuesInBrowser = (context: string): boolean =>
  context.length <= MAX_ALTERNATIVE_CHARS && NAMES_BROWSER.test(context) && ALTERNATIVE_LINK.test(context) && !PASSES_ON.test(context);
const OR_AT_END = new RegExp(String.raw`(?<![\p{L}])(${OR})\s*$`, 'iu');
/** The same as an anchor: "Or <a>continue in this browser</a>.", read as "Or continue in this browser:". */
export function anchorContinuesInBrowser(before: string, text: string): boolean {
  const or = OR_AT_END.exec(before.slice(-12))?.[1];
  return or !== undefined && continuesInBrowser(`${or} ${text.trim()}:`);
}
export const offersAlternative = (context: string): boolean =>
  (context.length <= MAX_ANSWER_CHARS && ALTERNATIVE.test(context)) ||
  (context.length <= MAX_ALTERNATIVE_CHARS && NAMES_LINK.test(context) && ALTERNATIVE_LINK.test(context) && !PASSES_ON.test(context));

/** Written out after a code as the other way ("Or tap:"); version 18: "Or continue in this browser:" to a URL with a token. */
export function otherWay(text: string, hint: { context: string; before: string }, token: () => boolean): boolean {
  // Version 36: after an ellipsis too ("...or open this link in your browser:").
  // Version 46: past the code and a dash before it ("Code 771920 — or approve it here instead:").
  const context = hint.context.replace(/^[\s.…]+/u, '').replace(/^.*\s[—–]\s+/u, '');
  if (text === '') return offersAlternative(context) || (continuesInBrowser(context) && token());
  return anchorContinuesInBrowser(hint.before, text) && token();
}
