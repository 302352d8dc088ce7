import { S, W, plainAlternation, wordAlternation } from './alternations.js';
import { MONEY, affirmsSelf } from './notices.js';
import type { LinkEvidence } from './link-collector.js';
import { NOT_A_STEP, STEP_BUTTON, TURNS_ON, saysLogin, saysVerify } from './intent-words.js';

// The words of links: what an anchor's text or a URL says about verifying, signing in or anything else (help, orders, unsubscribing),
// in every language the corpus covers, matched against NFKC-normalised text. Those of verifying and signing in are in intent-words.ts.

/** Link text that rules a link out whatever else it says. */
const NOT_VERIFY_TEXT = [
  `unsubscribe`, `opt${S}out`, `preferences`, `settings`, `manage${W}(?:your${W})?(?:subscription|notifications|email)`, `privacy`, `terms`,
  `help`, `support`, `faq`, `contact`, `legal`, `web${W}version`, `im${W}browser${W}(?:ansehen|anzeigen)`, `ver${W}en${W}(?:el${W})?navegador`,
  `(?:view|read|see)${W}(?:it${W}|this${W}(?:e-?mail|message)${W})?(?:in${W}(?:your${W}|a${W}|the${W})?(?:web${W})?browser|online|as${W}a${W}web${W}page)`,
  `voir${W}(?:la${W}version${W}en${W}ligne|dans${W}(?:le|votre)${W}navigateur)`,
  // Version 37: a friend's request confirmed is no address verified ("Confirm request"; not "Confirm sign-in request to …").
  `friend${W}requests?`, `(?:confirm|accept)${W}request(?!${W}to)`,
  // Version 62: an appointment's own buttons ("Reschedule or cancel").
  `reschedule`,
  `not${W}you`, `wasn['’]?t${W}(?:you|me)`, `not${W}me`, `didn['’]?t${W}request`, `report`, `decline`, `reject`, `deny`, `block`,
  // "… in order to activate your account" asks for no order (version 27).
  `(?<!in${W})order(?!${W}to(?![\\p{L}]))`, `receipt`, `invoice`, `track`, `shipment`, `booking`, `reservation`,
  // Version 46: a transaction checked on a block explorer ("Verify on Etherscan").
  `(?:verify|view|check)${W}(?:it${W}|this${W})?on${W}(?:(?:ether|bsc|polygon|sol|tron|arb|base|ftm|snow|celo|block)scan|the${W}blockchain|(?:a${W})?block(?:chain)?${W}explorer)`,
  // Version 25: getting an app is no step of verifying ("Download", "Get it on Google Play", "App Store")
  `download`, `app${W}store`, `google${W}play`, `get${W}it${W}on`, `get${W}the${W}app`,
  // Version 27: what protects an account from a sign-in the mail reports ("Disable your account", "Lock my account").
  `(?:disable|deactivate|lock|freeze|suspend)${W}(?:your${W}|my${W}|the${W})?account`,
  // Version 29: a confirmation as a document ("Your official confirmation is available in the Documents center").
  `confirmations?${W}(?:is|are)${W}(?:now${W})?(?:available|attached|ready)`,
  `abmelden${W}vom${W}newsletter`, `abbestellen`, `newsletter${W}abbestellen`, `einstellungen`, `datenschutz`, `agb`, `impressum`, `hilfe`,
  `bestellung`, `rechnung`, `désabonner`, `désinscri(?:re|ption)`, `préférences`, `confidentialité`, `mentions${W}légales`, `aide`,
  `commande`, `facture`, `darse${W}de${W}baja`, `baja`, `privacidad`, `privacidade`, `t[eé]rminos`, `termos`, `ayuda`, `ajuda`,
  `pedido`, `factura`, `fatura`, `descadastr(?:ar|e)`, `disiscriv(?:iti|ersi)`, `annulla${W}(?:l['’])?iscrizione`, `termini`, `aiuto`,
  `ordine`, `fattura`, `afmelden`, `uitschrijven`, `voorwaarden`, `bestelling`, `factuur`, `отписаться`, `конфиденциальност[иь]`,
  `заказ(?:а|у)?`, `помощь`,
  // An event's place or attendance ("Confirm your seat"), confirmed by a marketing call to action, not an address
  `seats?`, `(?:your|my|a)${W}(?:spot|place)(?!${W}on${W}the${W}waitlist)`, `attendance`, `rsvp`, `webinar`, `(?:ihren|deinen|einen)${W}platz`, `teilnahme`,
  `(?:ma|votre|une)${W}place`, `(?:tu|mi|su)${W}(?:plaza|lugar)`, `asistencia`, `(?:minha|sua)${W}vaga`, `presen[cç]a`,
  `(?:il${W}tuo|il${W}mio|un)${W}posto`, `partecipazione`, `(?:je|jouw|mijn)${W}plek`, `deelname`, `udział`, `(?:din|en)${W}plats`,
  // Ending access, not granting it: "revoke the session", "sign out everywhere", "review your sessions"
  `revok(?:e|ing)`, `sign${S}out`, `log${S}out`, `(?:end|terminate|close|remove)${W}(?:(?:the|this|that|all|other)${W}){0,2}(?:sessions?|devices?)`,
  `(?:review|manage|check)${W}(?:(?:your|active|all|recent|signed${S}in)${W}){0,2}(?:sessions|devices|sign${S}ins|logins)`,
  `(?:active|open)${W}sessions`, `(?:переглянути|керувати)${W}пристро\\p{L}*`, `(?:посмотреть|просмотреть|управлять)${W}устройств\\p{L}*`, // v108
  `widerrufe?n?`, `(?:beende|beenden${W}sie)${W}(?:die|diese)${W}sitzung`, `sitzung(?:en)?${W}(?:beenden|verwalten)`, `geräte${W}verwalten`,
  `revoca(?:r|la)?`, `(?:cierra|cerrar|cierre)${W}(?:la${W})?sesi[oó]n`, `(?:revisa|gestiona)${W}(?:tus${W})?(?:sesiones|dispositivos)`,
  `révoque[rz]?`, `déconnecte[rz]?`, `(?:fermez|fermer|terminez|terminer)${W}(?:la|cette)${W}session`, `(?:gérer|gérez)${W}(?:vos${W})?(?:sessions|appareils)`,
  `revog(?:ar|ue)`, `encerr(?:ar|e)${W}(?:a${W})?sess[aã]o`, `(?:gerenciar|gerencie)${W}(?:suas${W})?(?:sess[oõ]es|dispositivos)`,
  `disconnetti`, `termina${W}(?:la${W})?sessione`, `intrekken`, `uitloggen`,
  // Version 18: a headline, whose verb has a subject of its own ("How we verify viral videos", "Why you should verify every
  // invoice", "Wie wir Videos verifizieren"), tells a story and asks the reader nothing; a newsletter's choices are settings
  `(?:how|why|what|when)${W}(?:we|they|you${W}should|experts)`, `(?:wie|warum|was)${W}(?:wir|sie${W}sollten)`, `comment${W}nous`,
  `c[oó]mo${W}(?:verificamos|comprobamos|confirmamos)`, `choices`, `(?:newsletter${S})?auswahl`,
] as const;
const NOT_VERIFY_TEXT_CJK = [
  '配信停止', '退订', '取消订阅', 'プライバシー', '利用規約', 'ヘルプ', '隐私', '条款', '帮助', '注文', '領収書', '订单', '收货', '发票',
] as const;
const NOT_VERIFY_TEXT_REGEXES = [wordAlternation(NOT_VERIFY_TEXT, 'iu'), plainAlternation(NOT_VERIFY_TEXT_CJK, 'u')];
// Review of version 64: a link's text that explains ("Learn more about verification"), at its start only (not "Confirm … to learn more").
const AND_VERIFY = /(?<![\p{L}])(?:and|&|e|y|et|und)\s+(?:[\p{L}-]+\s+)?(?:verif\p{L}*|confirm\p{L}*|activ\p{L}*|bestätig\p{L}*)/iu;
// Version 103: in Portuguese, Spanish, French and German ("Conheça outros golpes comuns", "Saiba mais", "Mehr erfahren").
const EXPLAINS = /^\s*(?:learn|find\s+out|read\s+more|conheça|saiba\s+mais|saber\s+más|conoce|en\s+savoir\s+plus|mehr\s+erfahren)(?![\p{L}])/iu;
// Review of v66: "Learn more & verify". Version 106: a setting that protects an account later, the whole text (a newsletter's "Set up
// two-step verification"; not "Verify email & set up 2FA").
const SETS_UP_2FA = /^\s*(?:set\s*up|setup)\s+(?:your\s+)?(?:(?:two|2)[\s-]*(?:step|factor)\s+(?:verification|authentication)|2fa|mfa)\s*[→›»>!.]*\s*$/iu;
export const saysNotVerify = (text: string): boolean =>
  NOT_VERIFY_TEXT_REGEXES.some((r) => r.test(text)) || (EXPLAINS.test(text) && !AND_VERIFY.test(text)) || SETS_UP_2FA.test(text);
/** Version 45: a referral's or an offer's reward ("Claim my free month", "Start my free trial"); review of version 45: only where neither
 * its text nor its address verifies ("Confirm email & start free trial", "/verify?token=…" stay). */
const OFFER = wordAlternation([`free${W}(?:month|months|trial|week|weeks|year|gift)`, `claim${W}(?:my|your)${W}(?:free|reward|bonus|discount|offer|gift|prize)`], 'iu');
export const saysOffer = (text: string): boolean => OFFER.test(text);
/** Version 45: "Confirm my spot" of a waitlist whose mail asks to confirm the address: a place held, the address confirmed. */
const HOLDS_PLACE = new RegExp(`^\\s*confirm${W}(?:your|my)${W}(?:spot|place)\\s*[→›»>!.]*\\s*$`, 'iu');
export const confirmsPlace = (text: string): boolean => HOLDS_PLACE.test(text);
/** Substrings of a lower-cased URL path + query that mean "verify this". */
export const VERIFY_URL_WORDS = [
  'verif', 'confirm', 'activat', 'magic', 'reset', 'invit', 'validat', 'validac', 'accept', 'bestaetig', 'bestatig', 'bevestig', 'potwierdz', 'bekrafta', 'conferm',
  // Version 27: Czech and Slovak (ověření, potvrzení, overenie), Finnish, Hungarian, Turkish, as addresses spell them.
  'overen', 'potvrz', 'potvrd', 'vahvist', 'megerosit', 'dogrula', 'aktivac', 'aktivoin', 'onay', 'ellenorz',
] as const;
/** Substrings meaning "sign in": only trusted when the URL carries a token. */
export const LOGIN_URL_WORDS = ['login', 'log-in', 'log_in', 'signin', 'sign-in', 'sign_in', '/auth/', '/auth?', '/sso', 'password'] as const;
/**
 * Substrings of an answer or an action ("unsubscribe", "decline", "/calendar", "rsvp", "revoke"): they rule a link out
 * wherever they stand, a path of the same site in its query included ("…/a?token=…&redirect=%2Fcalendar%2F…%2Faccept").
 */
export const ANSWER_URL_WORDS = [
  'unsubscribe', 'unsub', 'optout', 'opt-out', 'opt_out', 'deny', 'decline', 'reject', 'not-me', 'notme', 'wasnt-me',
  // Reporting a mail or a sign-in; version 42: not a page of reports to land on ("redirect=%2Freports%2F2024").
  '/report/', '/report?', '/report-', '/report_',
  // Calendar answers and webinar sign-ups: confirming a meeting or a seat confirms no address.
  '/calendar', 'rsvp', 'webinar',
  // Ending a session: a test has nothing to revoke.
  'revoke', '/logout', '/log-out', '/signout', '/sign-out', '/sign_out',
] as const;
/**
 * Substrings that rule a URL out: the answers above, and pages that are no verification (settings, legal, orders,
 * events), which count only in the link's own path, not as a page of the same site to land on afterwards
 * ("next=%2Forders", "/tickets").
 */
export const NOT_VERIFY_URL_WORDS = [
  ...ANSWER_URL_WORDS,
  'preference', 'privacy', '/terms', '/legal', '/help', '/support', '/faq',
  '/contact', 'webversion', 'web-version', 'view-in-browser', 'viewinbrowser', 'view_online', 'view-online', '/orders', '/order/',
  '/invoice', '/receipt', 'manage-subscription', 'email-settings', '/settings/notifications', 'list-manage', '/tos',
  '/events/', '/event/', 'billetterie', '/tickets', '/download',
] as const;
/** `own`: the address without the landing paths in its query (urls.ts withoutLandingPaths); `full`: all of it. */
export const ruledOutByAddress = (own: string, full: string): boolean =>
  NOT_VERIFY_URL_WORDS.some((w) => withoutVerifyingPage(own).includes(w)) || ANSWER_URL_WORDS.some((w) => full.includes(w));
/** Version 25: "/profile/contact/verify?…": a contact or preferences page's own verify step verifies the new contact. */
const VERIFYING_PAGE = /\/(?:contact|preferences?)(?=\/(?:verif|confirm|validat|activat))/g;
const withoutVerifyingPage = (own: string): string => own.replace(VERIFYING_PAGE, '');
/** Sub-domains that host help centres, blogs, status pages: never a verification target. */
export const NOT_VERIFY_SUBDOMAINS = [
  'help', 'support', 'status', 'docs', 'blog', 'community', 'privacy', 'legal', 'careers', 'jobs', 'calendar', 'events', 'event', 'webinar', 'webinars', 'tickets',
] as const;
/** Social networks and app stores (footer icons). Matched on the host, or after "www.", "m." or a locale (links.ts). */
export const SOCIAL_HOSTS = [
  'twitter.com', 'x.com', 'facebook.com', 'fb.com', 'fb.me', 'linkedin.com', 'lnkd.in', 'instagram.com', 'youtube.com', 'youtu.be',
  'tiktok.com', 'pinterest.com', 'reddit.com', 'discord.gg', 'discord.com', 't.me', 'telegram.me', 'wa.me', 'whatsapp.com',
  'threads.net', 'mastodon.social', 'weibo.com', 'vk.com', 'ok.ru', 'line.me', 'medium.com', 'snapchat.com', 'tumblr.com',
  'xing.com', 'apps.apple.com', 'itunes.apple.com', 'play.google.com', 'bsky.app',
] as const;

/** The noun for a link, in the covered languages: a sentence that names one points at the URL after it. */
const LINK_NOUN = [
  `links?`, `url`, `lien`, `enlace`, `liga[cç][aã]o`, `collegamento`, `ссылк[аеиуой]`, `посилання`, `odkaz`, `odnośnik`, `linkki[äa]?`,
  `hivatkozás`, `σύνδεσμο`, `länk(?:en)?`, `lenke(?:n)?`, `sait(?:i|es)`, `nuorod\\p{L}*`, // v107: Latvian, Lithuanian
] as const;
// Version 48: Persian "پیوند".
const LINK_NOUN_AFFIXED = ['bağlantı', 'رابط', 'پیوند', 'קישור', 'リンク', '链接', '鏈接', '링크'] as const;
const LINK_NOUN_REGEXES = [wordAlternation(LINK_NOUN, 'iu'), plainAlternation(LINK_NOUN_AFFIXED, 'iu')];
export const namesLink = (text: string): boolean => LINK_NOUN_REGEXES.some((r) => r.test(text));

/**
 * A new password, whatever the verb that sets it ("ein neues Passwort zu vergeben", "définir un nouveau mot de passe"):
 * what a reset link is for.
 */
const NEW_PASSWORD = [
  `new${W}password`, `(?:set|create|choose|set${W}up)${W}(?:your|a)${W}password`, `neues${W}(?:passwort|kennwort)`, `nouveau${W}mot${W}de${W}passe`, `nueva${W}contraseña`, `nova${W}senha`,
  `nuova${W}password`, `nieuw${W}wachtwoord`, `nowe${W}hasło`, `новый${W}пароль`, `nytt${W}(?:lösenord|passord)`, `ny${W}adgangskode`,
  `uusi${W}salasana`, `nové${W}heslo`, `nová${W}heslo`, `нова${W}парола`, `новата${W}парола`, `нову${W}лозинку`, `нова${W}лозинка`,
  `novu${W}lozinku`, `nova${W}lozinka`, `новий${W}пароль`, `nowego${W}hasła`, `nova${W}parola`, `új${W}jelszó`, `yeni${W}şifre`,
  // Version 30: Finnish genitive, Kyrgyz and Kazakh, Tamil ("reset the password").
  `uuden${W}salasanan`, `жаңы${W}сырсөз`, `жаңа${W}құпиясөз`, `கடவுச்சொல்லை${W}மீட்டமை`,
  // Version 42: Hebrew ("כדי לבחור סיסמה חדשה, היכנסו לקישור:"); version 89: its reset ("איפוס סיסמה"), Spanish "Crear nueva clave".
  `סיסמה${W}חדשה`, `איפוס${W}(?:ה)?סיסמ\\p{L}*`, `nueva${W}clave`, `nova${W}chave`, `كلمة${W}مرور${W}جديدة`, `jaunu${W}paroli`, `naują${W}slaptažodį`, `uue${W}parooli`, // v107: lv, lt, et
  // Version 48: Persian ("رمز عبور جدید"); version 88: Turkish with its suffixes ("Yeni şifrenizi belirlemek", "Şifremi Sıfırla").
  `رمز${W}عبور${W}جدید`, `yeni${W}(?:bir${W})?şifre\\p{L}*`, `şifre\\p{L}*${W}(?:sıfırla|yenile|belirle)\\p{L}*`,
] as const;
const NEW_PASSWORD_REGEX = wordAlternation(NEW_PASSWORD, 'iu');
export const namesNewPassword = (text: string): boolean => NEW_PASSWORD_REGEX.test(text);

/** Six words or more that say nothing of verifying and introduce nothing (no ":"): a story's headline, not a button. */
const HEADLINE_WORDS = 6;
export function headline(text: string): boolean {
  if (/[:：]\s*$/u.test(text)) return false;
  let words = 0;
  for (const w of text.split(/\s+/)) if (/\p{L}/u.test(w) && ++words >= HEADLINE_WORDS) return true;
  return false;
}

/** Version 54: a help centre's or a documentation's page. */
export const DOCS_PATH = /\/(?:hc|kb|docs|faq|help|articles?)(?:\/|$)/iu;
export const PAID_FOR = /(?<![\p{L}])(?:payment|order|booking|purchase|billing|transaction)(?![\p{L}])/iu;
/** Version 56: billing details to confirm in a link's text (a price there is MONEY, src/notices.ts). */
const BILLING_DETAILS =
  /(?<![\p{L}])(?:confirm|verify|update|check)\s+(?:your\s+|the\s+)?(?:billing|payment|card|bank)\s+(?:details|information|info|method|address)(?![\p{L}])/iu;
/** Review of version 56: not a text that verifies an address ("Verify email — $0.00 today"), nor billing details behind a
 * verifying mail's token. */
export const sellsOrBills = (text: string, tokenQuery: boolean, intent: boolean): boolean =>
  (MONEY.test(text) && !VERIFIES_ADDRESS_TEXT.test(text)) || (BILLING_DETAILS.test(text) && !(intent && tokenQuery));
/** Review of version 58: only verifying an address or an account, not "Confirm and pay €49.99", "Activate Premium — $9.99/mo". */
// Review of version 59: "my", a subscription or a sign-up too; a price of nothing sells nothing ("Verify my email ($0.00 today)").
const VERIFIES_ADDRESS_TEXT =
  /(?<![\p{L}])(?:(?:verify|confirm|activate)\s+(?:your\s+|my\s+)?(?:e-?mail|address|account|subscription|sign-?up)|yes,\s+confirm)(?![\p{L}])|[$€£]\s?0(?:[.,]00)?(?![\d.,])|(?<![\d.,])0[.,]00\s?[$€£]/iu;
/** A path segment that is a random token (digits and letters, no word of five letters). */
export const LONG_RANDOM = /^(?=[^/]*\d)(?=[^/]*[a-z])(?![^/]*[A-Za-z]{5})[A-Za-z0-9_-]{16,}$/u;
export const STATUS_OR_BOOKED = /status|result|reservation|booking|order/iu;
/** Version 53: a button to look at something done ("View verification status", "View your payment confirmation", "view or
 * print this confirmation"); not "View and confirm details" (links.ts lets a view's token link of a verifying mail verify). */
export const VIEWS_ONLY =
  /^(?:view|see|check|track|show)\s+(?:your\s+|the\s+|my\s+)?(?:(?!and\s|confirm|verify)[\p{L}-]+\s+){0,3}(?:status|receipt|result|confirmation|details)s?$/iu;

/** Version 61: a single-page app's route after "#/" or "#!/" is its path ("https://esewa.com.np/#/verify-email?token=…");
 * version 62: a click tracker's destination is its address ("https://klik.example/?u=https%3A%2F%2Fexample.pl%2F&k=login"). */
// Review of version 61: only on a bare root ("/", "/index.html") with nothing before the "#": "…/?token=…#/verify" and
// "…/activate/T#/home" keep their own path and query.
export const routed = (url: URL): URL =>
  /^#!?\//u.test(url.hash) && /^\/(?:index\.html?)?$/u.test(url.pathname) && url.search === ''
    ? new URL(url.hash.replace(/^#!?/u, ''), url.origin)
    : (destination(url) ?? url);
// Review of version 64: a tracker's destination ("url=", "u=", "dest=") is read whatever id the tracker keeps beside it; a landing
// page after signing in ("redirect=", "goto=", "r=") only when the address carries no token of its own.
const AUTH_PARAM = /^(?:token|t|key|k|code|auth|magic_token|invite|otp|sig|signature|hash|h|ticket)$/iu;
const TRACKED_PARAMS = ['u', 'url', 'target', 'dest', 'destination'];
const REDIRECT_PARAMS = ['redirect', 'redirect_url', 'goto', 'r', ...TRACKED_PARAMS];
/** A tracker's own path names nothing ("/", "/ct/a2", "/c/8f2k"): no word of five letters in it. */
// Review of version 62: not when the address carries its own token ("/?magic_token=…&redirect=…", "ucp.php?…&k=…&redirect=…"): the
// redirect is where the reader lands afterwards.
function destination(url: URL): URL | null {
  if (/[a-z]{5}/iu.test(url.pathname)) return null;
  const own = [...url.searchParams].filter(([k]) => !REDIRECT_PARAMS.includes(k));
  // Review of version 66: an auth parameter of its own ("?token=…&url=…/dashboard") keeps the address; a tracker's id ("cid=") does not.
  const ownToken = own.some(([k, v]) => AUTH_PARAM.test(k) && /^(?=.*\d)(?=.*[a-z])[\w-]{8,}$/iu.test(v));
  if (ownToken) return null;
  for (const k of own.some(([, v]) => /^(?=.*\d)(?=.*[a-z])[\w-]{8,}$/iu.test(v)) ? TRACKED_PARAMS : REDIRECT_PARAMS) {
    const v = url.searchParams.get(k);
    if (v && /^https?:\/\//iu.test(v) && URL.canParse(v)) return new URL(v);
  }
  return null;
}
/** Version 61: a story's headline ("Regulator gives operators until March to verify SIM registrations"); review of version 61:
 * among other stories (two links or more of six words or more in the mail), not opening with an imperative ("Click here to
 * confirm this email address", "Klicken Sie hier, …", "Accept the invitation from …") and addressing no reader; review of
 * version 62: or alone with a news verb ("UK regulator confirms …", "Northwind Bank launches …"), and in more languages. */
const READER =
  /(?<![\p{L}])(?:you|your|yours|me|my|i|we|us|our|sie|ihre?|dein\p{L}*|du|vous|votre|vos|ton|ta|tu|tus|su|sus|je|jouw|uw|tuo|tua|swój|twój|twoje)(?![\p{L}])/iu;
const IMPERATIVE_FIRST =
  /^(?:please\s+)?(?:click|tap|press|accept|confirm|verify|activate|validate|reset|join|open|follow|sign|log|continue|complete|finish|create|set|choose|approve|authori[sz]e|now|jetzt|maintenant|ahora|agora|ora|nu|teraz|klick\p{L}*|cliquez|clique|haga|haz|pulsa|toca|clicca|kliknij|klik|bestätig\p{L}*|bevestig\p{L}*|conferm\p{L}*|potwierd\p{L}*|vahvist\p{L}*|bekräfta|bekreft|bekræft|onayla|doğrula|confirm\p{L}*|verifi\p{L}*|aktivier\p{L}*|activ\p{L}*)(?![\p{L}])/iu;
const NEWS_VERB =
  /(?<![\p{L}])(?:gives|confirms|launches|extends|eyes|says|tells|warns|rolls\s+out|announces|unveils|delays|fines|bans|urges|probes|plans|adds|requires|takes|sets|moves|orders|pushes|introduces)(?![\p{L}])/iu;
// Review of version 66: not a text that opens with verifying itself ("Email verification takes less than a minute").
const OPENS_WITH_STEP = /^\s*(?:\S+\s+)?(?:verification|confirmation|activation)(?![\p{L}])/iu;
export const storyWords = (text: string): number => text.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;
const addresses = (text: string): boolean => READER.test(text) || IMPERATIVE_FIRST.test(text.trim());
export const storyHeadline = (text: string, stories: boolean): boolean =>
  (stories || (NEWS_VERB.test(text) && !OPENS_WITH_STEP.test(text))) && storyWords(text) >= 6 && !addresses(text);
/** Version 61: others check a document there ("Banks, embassies and other third parties can confirm that this return was filed at:"). */
const OTHERS_CHECK =
  /(?<![\p{L}])(?:third\s+parties|anyone|others|employers|banks|landlords|embassies|authorities|recipients?|verifiers?)(?![\p{L}])[^.!?]{0,60}?(?:can|may|will\s+be\s+able\s+to)\s+(?:confirm|verify|validate|check)(?![\p{L}])/iu;
/** Review of version 42: a bare pointer at the link, with no purpose of its own ("Click the link below to see the schedule:");
 * version 61: a bullet before it and the device to open it on ("* Open this link on your phone:"). */
const BARE_LINK_POINTER =
  /^(?:[*•·–-]\s*)?(?:please\s+)?(?:or\s+)?(?:click|tap|open|follow|visit|use)\s+(?:on\s+)?(?:the|this)\s+link(?:\s+(?:below|above))?(?:\s+(?:on|from|in)\s+(?:your|this|the)\s+(?:phone|device|mobile(?:\s+device)?|browser|computer|laptop|desktop|tablet|iphone|ipad|android(?:\s+phone)?))?(?:\s+within\s+\d{1,3}\s+\p{L}+)?\s*[:：]$/iu;
/** The last bullet of a line's text ("* Enter this passcode in the app: 550917 * Open this link on your phone:") points at the link. */
// Review of version 62: beside a code in a mail not about verifying, the whole line must be the pointer ("1. Open this link on your
// laptop:"), not "Survey: tell us about your experience - click the link below:".
export function pointsAtLink(context: string, intent: boolean): boolean {
  const last = context.split(/\s[*•·–-]\s/u).at(-1) ?? context;
  // Review of version 64: or its last item offers the link as the other way ("… 731502 - Or use the link below on your phone:").
  return BARE_LINK_POINTER.test(intent || /^or\s/iu.test(last) ? last : context.replace(/^\s*(?:\d{1,2}[.)]|[-*•·–])\s*/u, ''));
}

const SOLE_BUTTON: LinkEvidence = { kind: 'sole-call-to-action', weight: 8, note: 'the one button of a mail about verifying or signing in' };
const SOLE_BUTTON_SHORT_LIVED: LinkEvidence = {
  kind: 'sole-call-to-action',
  weight: 8,
  note: 'the one button of a mail that says it expires soon, and its address carries a token',
};
/** Version 61: the one button of a mail not read as about verifying ("Tabbatar da imel ɗina", "Get started"): a token, and a path
 * that verifies. */
const SOLE_BUTTON_ADDRESS: LinkEvidence = {
  kind: 'sole-call-to-action',
  weight: 8,
  note: 'the one button of a mail not read as about verifying, with a token and a path that verifies, confirms or resets',
};
/** SOLE_BUTTON_ADDRESS's address: its path or route verifies, confirms, resets or activates (review of version 61: not a
 * payment's or an application's "confirmation", a review's invitation, an offer or a share to accept, a booking's "confirmed";
 * review of version 62: in the languages of VERIFY_URL_WORDS, a route after "#", Devise's "confirmation_token"). */
const STEP_PATH =
  /verif|confirm(?!ation|ed)|email-confirmation|confirmation_token|reset|activat|validat|bestaetig|bestätig|vahvist|potwierdz|bevestig|dogrula|overen|megerosit|bekrafta|conferm/u;
const OTHER_PATH =
  /pay|offer|share|card|billing|article|notification|review|invit|appointment|attendance|order|status|result|booking|zahlung|betaling|platnosc|odeme|pago|paiement|pagamento|session/u;
function confirmsByAddress(url: string): boolean {
  const u = new URL(url);
  // Review of version 64: its path and route, not a campaign's or a landing page's words in its query ("utm_campaign=validation").
  const where = `${u.pathname}${u.hash}${u.searchParams.has('confirmation_token') ? ' confirmation_token' : ''}`.toLowerCase();
  return STEP_PATH.test(where) && !OTHER_PATH.test(u.pathname.toLowerCase()) && !/verified/u.test(where);
}
/** What the mail's one button, with nothing else for it, has for it: being the call to action of a mail about verifying (beside a
 * code, with a token, more than "Open the app"), of a mail that says it expires soon, or (SOLE_BUTTON_ADDRESS) by its path. */
export function soleButton(
  button: { url: string; text: string },
  token: boolean,
  intent: boolean,
  hasCode: boolean,
  facts: { shortLived?: () => boolean; notice?: boolean },
): LinkEvidence | null {
  if (NOT_A_STEP.test(button.text.trim()) || (TURNS_ON.test(button.text) && !token)) return null;
  // Version 77: beside a code, only a button that names a step ("Approve", "Start setup"), not one that sells or plays ("Try them free").
  const step = !hasCode || saysVerify(button.text) || saysLogin(button.text) || STEP_BUTTON.test(button.text) || affirmsSelf(button.text);
  if (intent && (!hasCode || token) && step) return SOLE_BUTTON;
  if (token && step && facts.shortLived?.()) return SOLE_BUTTON_SHORT_LIVED;
  return token && !intent && !hasCode && !facts.notice && confirmsByAddress(button.url) ? SOLE_BUTTON_ADDRESS : null;
}
/** Version 62: a referral to pass on ("Your invite code: PRIYA10 - share"), not "Do not share this link". */
const REFERRAL =
  /(?<![\p{L}])(?:(?:invite|referral|promo)\s+code|refer\s+(?:a\s+)?friends?|give\s+(?:your\s+)?friends|(?<!(?:not|n['’]t|never)\s)share(?:\s+(?:it|this|your\s+(?:code|link)))?\s*[:：–—-]?\s*$)/iu;
/** The line before a link says it is for others: a document they check, or a referral to share. Review of version 61: not a
 * purpose of the reader's own step ("Verify it so recipients can check …", "Activate it now so banks … can verify you"). */
export function forOthers(context: string): boolean {
  const others = OTHERS_CHECK.exec(context);
  // Review of version 62: the "so" exception only when the reader's own step comes before it ("Verify it so …"), not "Share your
  // badge on LinkedIn so employers can verify your achievement:"; a referral only on a line that asks no step of the reader.
  const lead = others === null ? '' : context.slice(0, others.index);
  const ownStep = /(?<![\p{L}])so(?:\s+that)?\s+$/iu.test(lead) && saysVerify(lead);
  return (others !== null && !ownStep) || (REFERRAL.test(context) && !saysVerify(context) && !saysLogin(context));
}
