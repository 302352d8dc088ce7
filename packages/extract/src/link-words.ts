import { S, W, plainAlternation, wordAlternation } from './alternations.js';

// The words of links: what an anchor's text or a URL says about verifying, signing in or anything else (help, orders,
// unsubscribing), in every language the corpus covers. Matched against NFKC-normalised text.


/** Anchor text that asks the reader to verify / confirm / activate / reset / accept. */
const VERIFY_TEXT = [
  // English
  `verify`, `verification`, `confirm`, `confirmation`, `activate`, `activation`, `magic${W}link`, `reset${W}(?:your${W}|my${W})?password`,
  `password${W}reset`, `set${W}(?:a${W}|your${W})?(?:new${W})?password`, `choose${W}a${W}new${W}password`, `create${W}(?:a${W})?new${W}password`,
  `accept${W}(?:the${W}|this${W}|your${W})?(?:invitation|invite)`, `join${W}(?:the${W})?(?:team|workspace|organi[sz]ation|project)`,
  `validate`, `complete${W}(?:your${W})?(?:registration|sign${S}up)`, `finish${W}signing${W}up`,
  `identity${W}(?:check|verification)`, `identitätsprüfung`, `vérification${W}d['’]identité`, `verificaci[oó]n${W}de${W}identidad`,
  // German
  `bestätigen`, `bestätige`, `verifizieren`, `verifiziere`, `aktivieren`, `aktiviere`, `(?:passwort|kennwort)${W}zurücksetzen`, `setzen?${W}(?:sie${W})?(?:dein|ihr)${W}(?:passwort|kennwort)${W}zurück`,
  `neues${W}(?:passwort|kennwort)${W}festlegen`, `einladung${W}annehmen`, `registrierung${W}abschließen`, `validieren`,
  // French
  `confirmer`, `confirmez`, `vérifier`, `vérifiez`, `activer`, `activez`, `réinitialiser`, `réinitialisez`, `accepter${W}l['’]${S}invitation`,
  `valider`, `validez`, `finaliser${W}(?:mon|votre)${W}inscription`,
  // Spanish / Portuguese
  `confirmar`, `confirma`, `confirme`, `verificar`, `verifica`, `verifique`, `activar`, `activa`, `ativar`, `ative`, `restablecer`,
  `redefinir`, `aceptar${W}(?:la${W})?invitaci[oó]n`, `aceitar${W}(?:o${W})?convite`, `validar`, `completar${W}(?:el${W}|tu${W}|seu${W}|o${W})?(?:registro|cadastro)`,
  // Italian
  `confermare`, `conferma`, `verificare`, `attivare`, `attiva`, `reimpostare`, `reimposta`, `accetta${W}(?:l['’]${S})?invito`, `convalida`,
  // Dutch
  `bevestigen`, `bevestig`, `verifiëren`, `verifieer`, `activeren`, `activeer`, `wachtwoord${W}(?:opnieuw${W}instellen|resetten|herstellen|wijzigen)`,
  `uitnodiging${W}accepteren`, `valideren`,
  // Russian
  `подтвердить`, `подтвердите`, `подтверждение`, `активировать`, `активируйте`, `(?:сбросить|восстановить)${W}пароль`,
  `принять${W}приглашение`, `верифицировать`,
  // Polish
  `potwierd[zź]`, `potwierdzić`, `zweryfikuj`, `aktywuj`, `zresetuj${W}hasło`,
  // Swedish
  `bekräfta`, `verifiera`, `aktivera`, `återställ${W}lösenord(?:et)?`,
  // Czech, Romanian
  `ověř(?:it|te|ení)`, `potvr(?:dit|ďte|zení)`, `aktivovat`, `confirm(?:ă|ați|aţi|are)`, `verific(?:ă|ați|aţi|are)`, `activeaz[aă]`, `activare`,
  // Indonesian, Vietnamese
  `verifikasi`, `konfirmasi`, `aktifkan`, `aktivasi`, `xác${W}(?:nhận|minh|thực)`, `kích${W}hoạt`,
] as const;
const VERIFY_TEXT_CJK = [
  '確認', '認証', '有効化', 'パスワードを再設定', 'パスワード再設定', 'パスワードをリセット', '招待を承認', '招待を受け',
  '验证', '驗證', '确认', '激活', '啟用', '重置密码', '重設密碼', '接受邀请', '인증', '활성화',
] as const;

/** Sign-in wording: ambiguous (every newsletter has a "Log in" link), so it needs a token-bearing URL. */
const LOGIN_TEXT = [
  `sign(?:ing)?${S}in`, `log(?:ging)?${S}in`, `anmelden`, `einloggen`, `se${W}connecter`, `connexion`, `iniciar${W}sesi[oó]n`, `entrar`, `accedi`,
  `inloggen`, `войти`, `вход`, `zaloguj`, `zalogować`, `logowani[ea]`, `masuk`, `đăng${W}nhập`, `anmeldung`,
  `přihl[aá](?:sit|šení|ste|šeni)`, `conectare`, `autentificare`, `autentific[aă]-te`, `conecteaz[aă]-te`, `увійти`, `вхід`, `ingia`,
] as const;
const LOGIN_TEXT_CJK = ['ログイン', 'サインイン', '登录', '登入', '登錄', '로그인'] as const;

/** Link text that rules a link out whatever else it says. */
const NOT_VERIFY_TEXT = [
  `unsubscribe`, `opt${S}out`, `preferences`, `settings`, `manage${W}(?:your${W})?(?:subscription|notifications|email)`, `privacy`, `terms`,
  `help`, `support`, `faq`, `contact`, `legal`, `view${W}(?:it${W})?(?:in${W}(?:your${W})?browser|online|as${W}a${W}web${W}page)`, `web${W}version`,
  `not${W}you`, `wasn['’]?t${W}(?:you|me)`, `not${W}me`, `didn['’]?t${W}request`, `report`, `decline`, `reject`, `deny`, `block`,
  `order`, `receipt`, `invoice`, `track`, `shipment`, `booking`, `reservation`,
  `abmelden${W}vom${W}newsletter`, `abbestellen`, `newsletter${W}abbestellen`, `einstellungen`, `datenschutz`, `agb`, `impressum`, `hilfe`,
  `bestellung`, `rechnung`, `désabonner`, `désinscri(?:re|ption)`, `préférences`, `confidentialité`, `mentions${W}légales`, `aide`,
  `commande`, `facture`, `darse${W}de${W}baja`, `baja`, `privacidad`, `privacidade`, `t[eé]rminos`, `termos`, `ayuda`, `ajuda`,
  `pedido`, `factura`, `fatura`, `descadastr(?:ar|e)`, `disiscriv(?:iti|ersi)`, `annulla${W}(?:l['’])?iscrizione`, `termini`, `aiuto`,
  `ordine`, `fattura`, `afmelden`, `uitschrijven`, `voorwaarden`, `bestelling`, `factuur`, `отписаться`, `конфиденциальност[иь]`,
  `заказ(?:а|у)?`, `помощь`,
  // An event's place or attendance ("Confirm your seat"), confirmed by a marketing call to action, not an address
  `seats?`, `(?:your|my|a)${W}(?:spot|place)`, `attendance`, `rsvp`, `webinar`, `(?:ihren|deinen|einen)${W}platz`, `teilnahme`,
  `(?:ma|votre|une)${W}place`, `(?:tu|mi|su)${W}(?:plaza|lugar)`, `asistencia`, `(?:minha|sua)${W}vaga`, `presen[cç]a`,
  `(?:il${W}tuo|il${W}mio|un)${W}posto`, `partecipazione`, `(?:je|jouw|mijn)${W}plek`, `deelname`, `udział`, `(?:din|en)${W}plats`,
  // Ending access, not granting it: "revoke the session", "sign out everywhere", "review your sessions"
  `revok(?:e|ing)`, `sign${S}out`, `log${S}out`, `(?:end|terminate|close|remove)${W}(?:(?:the|this|that|all|other)${W}){0,2}(?:sessions?|devices?)`,
  `(?:review|manage|check)${W}(?:(?:your|active|all|recent|signed${S}in)${W}){0,2}(?:sessions|devices|sign${S}ins|logins)`,
  `(?:active|open)${W}sessions`,
  `widerrufe?n?`, `(?:beende|beenden${W}sie)${W}(?:die|diese)${W}sitzung`, `sitzung(?:en)?${W}(?:beenden|verwalten)`, `geräte${W}verwalten`,
  `revoca(?:r|la)?`, `(?:cierra|cerrar|cierre)${W}(?:la${W})?sesi[oó]n`, `(?:revisa|gestiona)${W}(?:tus${W})?(?:sesiones|dispositivos)`,
  `révoque[rz]?`, `déconnecte[rz]?`, `(?:fermez|fermer|terminez|terminer)${W}(?:la|cette)${W}session`, `(?:gérer|gérez)${W}(?:vos${W})?(?:sessions|appareils)`,
  `revog(?:ar|ue)`, `encerr(?:ar|e)${W}(?:a${W})?sess[aã]o`, `(?:gerenciar|gerencie)${W}(?:suas${W})?(?:sess[oõ]es|dispositivos)`,
  `disconnetti`, `termina${W}(?:la${W})?sessione`, `intrekken`, `uitloggen`,
] as const;
const NOT_VERIFY_TEXT_CJK = [
  '配信停止', '退订', '取消订阅', 'プライバシー', '利用規約', 'ヘルプ', '隐私', '条款', '帮助', '注文', '領収書', '订单', '收货', '发票',
] as const;

/** Stems in languages that inflect or attach them: Turkish, Greek, Arabic, Hebrew, Hindi, Thai. */
const VERIFY_TEXT_AFFIXED = [
  'doğrula', 'onayla', 'etkinleştir', 'επιβεβαίωσ', 'επιβεβαιώσ', 'επαλήθευσ', 'επαληθεύσ', 'ενεργοποίησ', 'تأكيد', 'أكّد', 'أكد', 'تفعيل', 'فعّل', 'التحقق',
  'אישור', 'אשרו', 'אמתו', 'אימות', 'सत्यापन', 'सत्यापित', 'पुष्टि', 'ยืนยัน', 'підтверд', 'верифікац', 'thibitish', 'تأیید', 'تایید', 'فعالسازی', 'فعال سازی', 'নিশ্চিত', 'активув',
  'যাচাই', 'vahvist', 'kinnita', 'megerősít', 'சரிபார்', 'ధృవీకర', 'ಪರಿಶೀಲನ', 'സ്ഥിരീകര', 'تصدیق', 'प्रमाणीकरण', 'සත්යාපන', 'ማረጋገጫ',
] as const;
const LOGIN_TEXT_AFFIXED = ['giriş', 'σύνδεσ', 'تسجيل الدخول', 'כניסה', 'התחברות', 'लॉगिन', 'เข้าสู่ระบบ', 'ورود', 'লগইন', 'লগ ইন', 'kirjaudu', 'kirjautu', 'sisselogi', 'bejelentkez', 'உள்நுழை'] as const;
const VERIFY_TEXT_REGEXES = [wordAlternation(VERIFY_TEXT, 'iu'), plainAlternation(VERIFY_TEXT_CJK, 'u'), plainAlternation(VERIFY_TEXT_AFFIXED, 'iu')];
const LOGIN_TEXT_REGEXES = [wordAlternation(LOGIN_TEXT, 'iu'), plainAlternation(LOGIN_TEXT_CJK, 'u'), plainAlternation(LOGIN_TEXT_AFFIXED, 'iu')];
const NOT_VERIFY_TEXT_REGEXES = [wordAlternation(NOT_VERIFY_TEXT, 'iu'), plainAlternation(NOT_VERIFY_TEXT_CJK, 'u')];

export const saysVerify = (text: string): boolean => VERIFY_TEXT_REGEXES.some((r) => r.test(text));
export const saysLogin = (text: string): boolean => LOGIN_TEXT_REGEXES.some((r) => r.test(text));
export const saysNotVerify = (text: string): boolean => NOT_VERIFY_TEXT_REGEXES.some((r) => r.test(text));

/** Substrings of a lower-cased URL path + query that mean "verify this". */
export const VERIFY_URL_WORDS = [
  'verif', 'confirm', 'activat', 'magic', 'reset', 'invit', 'validat', 'accept', 'bestaetig', 'bestatig', 'bevestig', 'potwierdz', 'bekrafta', 'conferm',
] as const;
/** Substrings meaning "sign in": only trusted when the URL carries a token. */
export const LOGIN_URL_WORDS = ['login', 'log-in', 'log_in', 'signin', 'sign-in', 'sign_in', '/auth/', '/auth?', '/sso', 'password'] as const;
/** Substrings that rule a URL out. */
export const NOT_VERIFY_URL_WORDS = [
  'unsubscribe', 'unsub', 'optout', 'opt-out', 'opt_out', 'preference', 'privacy', '/terms', '/legal', '/help', '/support', '/faq',
  '/contact', 'webversion', 'web-version', 'view-in-browser', 'viewinbrowser', 'view_online', 'view-online', '/orders', '/order/',
  '/invoice', '/receipt', 'deny', 'decline', 'reject', '/report', 'not-me', 'notme', 'wasnt-me', 'manage-subscription',
  'email-settings', '/settings/notifications', 'list-manage', '/tos',
  // Calendar answers and event sign-ups: confirming a meeting or a seat confirms no address.
  '/calendar', 'rsvp', 'webinar', '/events/', '/event/', 'billetterie', '/tickets',
  // Ending a session: a test has nothing to revoke.
  'revoke', '/logout', '/log-out', '/signout', '/sign-out', '/sign_out',
] as const;
/** Sub-domains that host help centres, blogs, status pages: never a verification target. */
export const NOT_VERIFY_SUBDOMAINS = [
  'help', 'support', 'status', 'docs', 'blog', 'community', 'privacy', 'legal', 'careers', 'jobs', 'calendar', 'events', 'event', 'webinar', 'webinars', 'tickets',
] as const;
/** Social networks and app stores (footer icons). Matched on the host and its parents. */
export const SOCIAL_HOSTS = [
  'twitter.com', 'x.com', 'facebook.com', 'fb.com', 'fb.me', 'linkedin.com', 'lnkd.in', 'instagram.com', 'youtube.com', 'youtu.be',
  'tiktok.com', 'pinterest.com', 'reddit.com', 'discord.gg', 'discord.com', 't.me', 'telegram.me', 'wa.me', 'whatsapp.com',
  'threads.net', 'mastodon.social', 'weibo.com', 'vk.com', 'ok.ru', 'line.me', 'medium.com', 'snapchat.com', 'tumblr.com',
  'xing.com', 'apps.apple.com', 'itunes.apple.com', 'play.google.com', 'bsky.app',
] as const;

/** The noun for a link, in the covered languages: a sentence that names one points at the URL after it. */
const LINK_NOUN = [
  `links?`, `url`, `lien`, `enlace`, `liga[cç][aã]o`, `collegamento`, `ссылк[аеиуой]`, `посилання`, `odkaz`, `odnośnik`, `linkki[äa]?`,
  `hivatkozás`, `σύνδεσμο`, `länk(?:en)?`, `lenke(?:n)?`,
] as const;
const LINK_NOUN_AFFIXED = ['bağlantı', 'رابط', 'קישור', 'リンク', '链接', '鏈接', '링크'] as const;
const LINK_NOUN_REGEXES = [wordAlternation(LINK_NOUN, 'iu'), plainAlternation(LINK_NOUN_AFFIXED, 'iu')];
export const namesLink = (text: string): boolean => LINK_NOUN_REGEXES.some((r) => r.test(text));

/**
 * A new password, whatever the verb that sets it ("ein neues Passwort zu vergeben", "définir un nouveau mot de passe"):
 * what a reset link is for.
 */
const NEW_PASSWORD = [
  `new${W}password`, `neues${W}(?:passwort|kennwort)`, `nouveau${W}mot${W}de${W}passe`, `nueva${W}contraseña`, `nova${W}senha`,
  `nuova${W}password`, `nieuw${W}wachtwoord`, `nowe${W}hasło`, `новый${W}пароль`, `nytt${W}(?:lösenord|passord)`, `ny${W}adgangskode`,
  `uusi${W}salasana`, `nové${W}heslo`,
] as const;
const NEW_PASSWORD_REGEX = wordAlternation(NEW_PASSWORD, 'iu');
export const namesNewPassword = (text: string): boolean => NEW_PASSWORD_REGEX.test(text);
