import { S, W, plainAlternation, wordAlternation } from './alternations.js';

// The words of verifying and signing in, in every language the corpus covers: what a subject, a heading, a label's line,
// a sentence or a link's text says the mail asks for. Matched against NFKC-normalised text.

/** Text that asks the reader to verify / confirm / activate / reset / accept. */
const VERIFY_TEXT = [
  // English; version 45: a brand's name in "reset your … password" ("Reset your Tiny Wins password"), not "reset the password for …".
  `verify`, `verification`, `confirm`, `confirmation`, `activate`, `activation`, `magic${W}link`, `reset${W}(?:your${W}|my${W})?(?:(?!(?:the|a|an|this|that|for|of)(?![\\p{L}]))[\\p{L}-]+${W}){0,2}password`,
  // Version 43: finishing an account's linking ("Complete linking", "連携を完了する").
  `(?:complete|finish)${W}(?:the${W}|account${W})?linking`,
  // Version 37: a PIN or a passcode reset too, of a card or a library account ("Reset your library PIN", "Reset my PIN").
  `reset${W}(?:your${W}|my${W}|the${W})?(?:[\\p{L}-]+${W})?(?:m?pin|passcode)`,
  `password${W}reset`, `set${W}(?:a${W}|your${W})?(?:new${W})?password`, `choose${W}a${W}new${W}password`, `create${W}(?:a${W})?new${W}password`,
  `accept${W}(?:the${W}|this${W}|your${W})?(?:invitation|invite)`, `join${W}(?:the${W})?(?:team|workspace|organi[sz]ation|project)`,
  `validate`, `complete${W}(?:your${W})?(?:registration|sign${S}up)`, `finish${W}signing${W}up`,
  // Version 24: tying an address to an account is verifying it ("to link this email to your account")
  `(?:link|connect)${W}(?:this|your)${W}(?:e-?mail|e-?mail${W}address|address)${W}(?:to|with)`,
  // Version 25: finishing a link the reader started ("to finish linking your business tax account")
  `finish${W}(?:linking|connecting)`,
  // Review of version 24: the same in other words and languages ("associate this email with your account", "diese
  // E-Mail-Adresse mit deinem Konto verknüpfen", "vincular este correo a tu cuenta", "associer cette adresse e-mail")
  `(?:link|connect|add|associate)${W}(?:this|the)${W}(?:e-?mail|e-?mail${W}address|address)${W}(?:to|with)${W}(?:your|the)${W}(?:account|profile)`,
  `(?:diese|deine|ihre)${W}e-?mail(?:-?adresse)?${W}mit${W}(?:deinem|ihrem)${W}konto${W}(?:zu${W})?verknüpfen`,
  `vincular${W}(?:este|esta|tu|su|seu|sua)${W}(?:correo|e-?mail|direcci[oó]n|endereço)`,
  `(?:associer|lier|relier)${W}(?:cette|votre)${W}adresse${W}(?:e-?mail|électronique|mail)`,
  `identity${W}(?:check|verification)`, `(?:approve|authori[sz]e)${W}(?:(?:this|the|your|a|new)${W}){0,2}(?:device|browser(?!${W}(?:extensions?|polic\\p{L}*|for))|sign${S}in|log${S}in|login)`,
  `(?:gerät|anmeldung)${W}(?:freigeben|genehmigen|bestätigen)`, `approuver${W}(?:cet${W}|l['’]${S})?(?:appareil|connexion)`,
  `aprobar${W}(?:este${W}|el${W})?(?:dispositivo|inicio${W}de${W}sesi[oó]n)`,
  // Version 102: authorising a device in Spanish, Portuguese and Italian ("Autorizar dispositivo"), registering a new one, restoring an
  // account the reader asked to recover, a parent's consent ("Review and give consent", "Approve account"; not a newsletter's "Give consent").
  `autori(?:zar|za|ce|zzare|zza)${W}(?:(?:este|el|o|questo|il|nuevo|novo|nuovo)${W}){0,2}(?:dispositivo|acceso|acesso|accesso)`,
  `register${W}(?:(?:this|the|your|a|my)${W})?new${W}device`, `restore${W}(?:my|your)${W}account`, `review${W}and${W}give${W}consent`, `(?:give|grant|approve)${W}(?:your${W})?parental${W}consent`,
  `approve${W}(?:(?:the|this|my|your|\\p{L}+['’]s)${W})?account`, `continue${W}(?:account${W})?recovery`, // v107
  // Version 103: Latvian and Portuguese (Portugal) restoring a password, Slovenian activating an account, Icelandic accepting an invitation.
  `atjaunot${W}paroli`, `repor${W}(?:a${W})?palavra${S}passe`, `aktiviraj(?:te)?${W}(?:uporabniški${W})?račun`, `samþykkja${W}boð`, `samþykktu${W}boðið`, `aprovar${W}(?:este${W}|o${W})?(?:dispositivo|acesso)`, `identitätsprüfung`, `vérification${W}d['’]identité`, `verificaci[oó]n${W}de${W}identidad`,
  // German
  // Version 44: a change unlocked ("Änderung Ihrer Bankverbindung freischalten").
  `freischalten`, `freizuschalten`,
  `bestätigen`, `bestätige`, `verifizieren`, `verifiziere`, `aktivieren`, `aktiviere`, `link${W}aktiviert${W}(?:hast|habt|haben)`, `(?:passwort|kennwort)${W}zurücksetzen`, `setzen?${W}(?:sie${W})?(?:dein|ihr)${W}(?:passwort|kennwort)${W}zurück`,
  `neues${W}(?:passwort|kennwort)${W}festlegen`, `einladung${W}annehmen`, `registrierung${W}abschließen`, `validieren`,
  // French
  `confirmer`, `confirmez`, `vérifier`, `vérifiez`, `activer`, `activez`, `réinitialiser`, `réinitialisez`, `accepter${W}l['’]${S}invitation`,
  `valider`, `validez`, `finaliser${W}(?:mon|votre)${W}inscription`,
  // Version 33: the familiar forms, with what they verify ("Valide ton adresse e-mail", "Je valide mon e-mail").
  `(?:valide|vérifie|active)${W}(?:ton|ta|tes|mon|ma|votre)`,
  // Spanish / Portuguese
  // Version 47: completing a sign-up ("para completar el alta"), and in Norwegian and Danish ("for å fullføre registreringen").
  `completar${W}(?:el${W})?(?:alta|registro)`, `fullføre${W}registreringen`, `fuldføre${W}registreringen`,
  // Version 25: Catalan imperatives ("Valideu l'adreça", "Confirmeu el registre")
  `valideu`, `confirmeu`, `verifiqueu`, `activeu`,
  // Version 33: Rioplatense imperatives ("Confirmá tu transferencia", "con este número confirmás …").
  `confirmá`, `confirmás`, `verificá`, `activá`, `validá`,
  `confirmar`, `confirma`, `confirme`, `verificar`, `verifica`, `verifique`, `activar`, `activa`, `ativar`, `ative`, `restablecer`,
  `redefinir`, `aceptar${W}(?:la${W})?invitaci[oó]n`, `aceitar${W}(?:o${W})?convite`, `validar`, `completar${W}(?:el${W}|tu${W}|seu${W}|o${W})?(?:registro|cadastro)`,
  // Italian
  `confermare`, `conferma`, `verificare`, `attivare`, `attiva`, `completare${W}l['’]${S}attivazione`, `reimpostare`, `reimposta`, `accetta${W}(?:l['’]${S})?invito`, `convalida`,
  // Dutch
  `bevestigen`, `bevestig`, `verifiëren`, `verifieer`, `activeren`, `activeer`, `wachtwoord${W}(?:opnieuw${W}instellen|resetten|herstellen|wijzigen)`,
  `uitnodiging${W}accepteren`, `valideren`,
  // Russian
  `подтвердить`, `подтвердите`, `подтверждение`, `активировать`, `активируйте`, `активаци[ия]`, `(?:сбросить|восстановить)${W}пароль`,
  `принять${W}приглашение`, `верифицировать`,
  // Polish
  `potwierd[zź]`, `potwierdzić`, `zweryfikuj`, `aktywuj`, `zresetuj${W}hasło`, `(?:przyjmij|zaakceptuj|akceptuj)${W}zaproszenie`,
  // Version 34: accepting an invitation in further languages.
  `přij(?:mout|měte)${W}pozvánku`, `daveti${W}kabul${W}et`, `прийняти${W}запрошення`, `terima${W}undangan`, `chấp${W}nhận${W}lời${W}mời`, `acceptera${W}inbjudan`, `taklifni${W}qabul`, `запрошення${W}прийняти`, `پذیرش${W}دعوت`, `قبول${W}(?:ال)?دعوة`, `קבלת${W}ה?הזמנה`,
  // Version 33: the infinitives and nouns ("Aby aktywować konto", "Aktywacja konta", "weryfikacja adresu").
  `aktywowa[ćc]`, `aktywacj[aięi]`, `zweryfikowa[ćc]`, `weryfikacj[aięi]`, `potwierdzeni[ea]`,
  // Swedish
  `bekräfta`, `verifiera`, `aktivera`, `återställ${W}lösenord(?:et)?`,
  // Czech, Romanian
  `ověř(?:it|te|ení)`, `potvr(?:dit|ďte|zení)`, `aktivovat`,
  // Version 62: Slovak ("Aktivovať účet", "Overte e-mail").
  `aktivova[tť]`, `aktivujte`, `overi[tť]`, `overte`, `overenie`, `confirm(?:ă|ați|aţi|are)`, `verific(?:ă|ați|aţi|are)`, `activeaz[aă]`, `activare`,
  // Indonesian, Vietnamese; version 89: Kinyarwanda ("Emeza imeyili yanjye", confirm my email)
  `emeza${W}(?:imeyili|aderesi|konti)`, `verifikasi`, `konfirmasi`, `aktifkan`, `aktivasi`, `xác${W}(?:nhận|minh|thực)`, `kích${W}hoạt`,
] as const;
const VERIFY_TEXT_CJK = [
  '確認', '認証', '有効化', 'パスワードを再設定', 'パスワード再設定', 'パスワードをリセット', '招待を承認', '招待を受け',
  '验证', '驗證', '确认', '激活', '啟用', '重置密码', '重設密碼', '接受邀请', '인증', '활성화', '비밀번호 재설정', '비밀번호를 재설정',
  // Version 100: accepting an invitation ('招待を承諾する', '초대 수락하기', '接受邀請').
  '招待を承諾', '초대 수락', '초대를 수락', '接受邀請',
  // Finishing a registration: "本登録を完了してください" (provisional to full), "完成注册", "가입을 완료하세요".
  '本登録', '完成注册', '完成註冊', '가입을 완료', '가입 완료', '가입완료',
  // Version 33: a provisional registration ("会員仮登録のお知らせ") waits for its link to be opened.
  '仮登録',
  // Version 102: a guardian's consent ("同意手続き").
  '同意手続き',
] as const;

/** Sign-in wording: ambiguous (every newsletter has a "Log in" link), so it needs a token-bearing URL. */
const LOGIN_TEXT = [
  `sign(?:ing)?${S}in`, `log(?:ging)?${S}in`, `anmelden`, `anzumelden`, `einloggen`, `einzuloggen`, `(?:se|vous|te|me)${W}connecter`, `connexion`, `iniciar${W}sesi[oó]n`, `entrar`, `accedi`,
  // Version 40: the Russian noun's cases ("на странице входа").
  `inloggen`, `войти`, `вход(?:а|у|е|ом)?`, `zaloguj`, `zalogować`, `logowani[ea]`, `masuk`, `đăng${W}nhập`, `anmeldung`,
  `přihl[aá](?:sit|šení|ste|šeni)`, `conectare`, `autentificare`, `autentific[aă]-te`, `conecteaz[aă]-te`, `увійти`, `вхід`, `ingia`,
  // Version 41: European Portuguese "Iniciar sessão", "Inicie sessão"; Brazilian "link de acesso", "para acessar".
  `inici(?:ar|e|a)${W}(?:a${W})?sess[aã]o`, `link${W}de${W}acesso`, `acessar`,
  // Version 53: Swedish, Norwegian and Danish "Logga in", "Logg inn", "Log ind".
  `logga${W}in`, `logg${W}inn`, `log${W}ind`,
  // Version 102: Latin American Spanish "ingresar a tu cuenta", "Tu enlace para ingresar" (not Spain's "ingresar" of money).
  `ingres(?:ar|a|e)${W}a${W}(?:tu|su)${W}cuenta`, `(?:enlace|link|bot[oó]n)${W}para${W}ingresar`,
  // Version 61: "Sign me in" (review of version 61: not "We couldn't sign you in").
  `(?:sign|log)${W}me${W}in`,
] as const;
const LOGIN_TEXT_CJK = ['ログイン', 'サインイン', '登录', '登入', '登錄', '로그인'] as const;

/** Stems in languages that inflect or attach them: Turkish, Greek, Arabic, Hebrew, Hindi, Thai. */
const VERIFY_TEXT_AFFIXED = [
  'doğrula', 'onayla', 'etkinleştir', 'επιβεβαίωσ', 'επιβεβαιώσ', 'επαλήθευσ', 'επαληθεύσ', 'ενεργοποίησ', 'تأكيد', 'أكّد', 'أكد', 'تفعيل', 'فعّل', 'التحقق',
  'אישור', 'אשרו', 'אמתו', 'אימות', 'सत्यापन', 'सत्यापित', 'पुष्टि', 'ยืนยัน', 'підтверд', 'верифікац', 'thibitish', 'تأیید', 'تایید', 'فعالسازی', 'فعال سازی', 'নিশ্চিত', 'активув', 'активуй', 'активац',
  'যাচাই', '連携を完了',
  // Version 35: Persian "احراز هویت" (identity verification, authentication).
  'احراز هویت',
  // Version 36: Hebrew activating ("להפעיל את החשבון", "הפעלת החשבון").
  'הפעיל', 'הפעלת',
  // Version 37: Urdu resetting a password ("پاس ورڈ دوبارہ ترتیب دیں", "نیا پاس ورڈ بنانے").
  'دوبارہ ترتیب', 'نیا پاس ورڈ',
  // Version 28: a password reset in Hindi, as "reset your password" counts in English.
  'पासवर्ड रीसेट',
  // Version 31: Nepali and Hindi "प्रमाणित" (verified, to verify), Tamil "உறுதிப்படுத்" (confirm).
  'प्रमाणित', 'உறுதிப்படுத்',
  // Version 19: Bulgarian, Serbian (Cyrillic and Latin), Croatian, Slovak, Slovenian, Danish, Norwegian, Lithuanian, Latvian.
  'потвърд', 'потврд', 'potvrd', 'potrdi', 'bekræft', 'bekreft', 'patvirtin', 'apstiprin', 'vahvist', 'kinnita', 'megerősít', 'சரிபார்', 'ధృవీకర', 'ಪರಿಶೀಲನ', 'സ്ഥിരീകര', 'تصدیق', 'प्रमाणीकरण', 'සත්යාපන', 'ማረጋገጫ',
  // Version 20: Afrikaans, Icelandic, Georgian, Armenian, Azerbaijani, Kazakh, Uzbek, Albanian, Slovenian, Catalan, Basque, Welsh,
  // Irish, Maltese, Filipino, Malay, Zulu, Mongolian, Marathi, Gujarati, Punjabi, Khmer, Lao, Burmese
  'verifieer', 'staðfest', 'sannvotta', 'დადასტურ', 'ვერიფიკაც', 'հաստատ', 'təsdiq', 'растау', 'тексер', 'tasdiql', 'konfirmo', 'verifiko',
  'preveri', 'potrdit', 'verifica', 'egiaztat', 'berrets', 'cadarnha', 'dilysu', 'deimhnigh', 'fíoraigh', 'ikkonferma', 'ivverifika',
  'i-verify', 'kumpirmahin', 'beripik', 'sahkan', 'pengesahan', 'qinisekisa', 'баталгаажуул', 'पडताळ', 'ચકાસ', 'ਪੁਸ਼ਟੀ', 'ਤਸਦੀਕ',
  'ផ្ទៀងផ្ទាត់', 'បញ្ជាក់', 'ຢືນຢັນ', 'အတည်ပြု',
  // Version 102: Luxembourgish ("E-Mail-Adress confirméieren"), Arabic recovering an account, Thai setting or resetting a password,
  // Telugu activating.
  'confirméier', 'استعادة الحساب', 'ตั้งรหัสผ่านใหม่', 'รีเซ็ตรหัสผ่าน', 'సక్రియం',
  // Version 106: Māori and Yoruba confirming ("Whakaūngia tōku īmēra", "Jẹ́rìí sí ímeèlì mi"). Version 107: Arabic approving a device and
  // resetting a password, a password changed or restored in Lithuanian, Latvian and Estonian.
  'whakaū', 'jẹ́rìí', 'الموافقة على الجهاز', 'إعادة تعيين كلمة المرور', 'keisti slaptažod', 'atkurti slaptažod', 'mainīt paroli', 'lähtesta parool',
] as const;
const LOGIN_TEXT_AFFIXED = ['giriş', 'σύνδεσ', 'تسجيل الدخول', 'כניסה', 'התחברות', 'लॉगिन', 'เข้าสู่ระบบ', 'ورود', 'লগইন', 'লগ ইন', 'kirjaudu', 'kirjautu', 'sisselogi', 'bejelentkez', 'inloggning', 'innlogging', 'உள்நுழை',
  // Version 20
  'aanmeld', 'innskrán', 'ავტორიზაც', 'შესვლ', 'մուտք', 'daxil ol', 'кіру', 'tizimga kir', 'identifiko', 'hyrje', 'prijav', 'пријав',
  'najav', 'pieteik', 'prisijung', 'inici de sessió', 'iniciar sessió', 'saioa hasi', 'mewngofnod', 'logáil isteach', 'log masuk', 'mag-login',
  'нэвтр', 'लॉग इन', 'साइन इन', 'લૉગિન', 'ਲੌਗਇਨ', 'ចូល', 'ເຂົ້າສູ່ລະບົບ', 'ဝင်ရောက်',
] as const;
// Version 20: a stem holding a character from U+0530 on (Armenian, Hebrew, Arabic, Indic, Georgian, Thai, CJK, …) cannot
// match a text without one, so such stems are matched only in a text that has one.
const BEYOND = /[^\u0000-\u052F]/u;
const beyond = (words: readonly string[]): string[] => words.filter((w) => BEYOND.test(w));
const within = (words: readonly string[]): string[] => words.filter((w) => !BEYOND.test(w));
const VERIFY_TEXT_REGEXES = [wordAlternation(VERIFY_TEXT, 'iu'), plainAlternation(within(VERIFY_TEXT_AFFIXED), 'iu')];
const VERIFY_TEXT_BEYOND = [plainAlternation(VERIFY_TEXT_CJK, 'u'), plainAlternation(beyond(VERIFY_TEXT_AFFIXED), 'iu')];
const LOGIN_TEXT_REGEXES = [wordAlternation(LOGIN_TEXT, 'iu'), plainAlternation(within(LOGIN_TEXT_AFFIXED), 'iu')];
const LOGIN_TEXT_BEYOND = [plainAlternation(LOGIN_TEXT_CJK, 'u'), plainAlternation(beyond(LOGIN_TEXT_AFFIXED), 'iu')];

/** Review of version 53: an order's or a booking's confirmation in one Nordic word ("Ordrebekreftelse", "Bokningsbekräftelse"). */
const ORDER_CONFIRMED = /(?:ordre|order|bestillings|booking|boknings|reservations|betalings)(?:bekreftelse|bekræftelse|bekräftelse)/giu;
const saysVerifyNow = (raw: string): boolean => {
  const text = raw.replace(ORDER_CONFIRMED, ' ');
  return VERIFY_TEXT_REGEXES.some((r) => r.test(text)) || (BEYOND.test(text) && VERIFY_TEXT_BEYOND.some((r) => r.test(text)));
};
const saysLoginNow = (text: string): boolean =>
  LOGIN_TEXT_REGEXES.some((r) => r.test(text)) || (BEYOND.test(text) && LOGIN_TEXT_BEYOND.some((r) => r.test(text)));

export const saysVerify = saysVerifyNow;
export const saysLogin = saysLoginNow;

/**
 * A booking, order or purchase named beside the word for confirming: "Conferma di prenotazione", "Booking confirmed",
 * "Confirmación de tu reserva" report a transaction done; they ask the reader to verify nothing. Versions 33 and 34: in
 * Vietnamese, Indonesian, Turkish and East Asian words too ("Xác nhận đặt chỗ"), and a check-in or a boarding pass.
 */
// Version 41: Greek bookings, tickets and orders ("Επιβεβαίωση κράτησης").
// Version 77: and a place in an event or a team ("Confirm your spot in the Pet Parade", "Confirm your squad for the Cup").
const TRANSACTION_NOUN =
  /(?<![\p{L}])(?:orders?|booking|spots?\s+(?:in|at|for)|squad|lineup|line-up|roster|reservations?|purchase|appointment|trips?|itinerary|flights?|journey|e-?tickets?|tickets?|hotel|rental|reise|flug|voyage|séjour|viaje|vuelo|estancia|viagem|voo|estadia|viaggio|volo|soggiorno|reis|vlucht|verblijf|podróż\p{L}*|pobyt|resa|flyg|vistelse|rejse|matka|lento|bestellung|buchung|reservierung|commande|réservation|pedido|reserva|compra|cita|encomenda|ordine|prenotazione|acquisto|appuntamento|bestelling|boeking|reservering|afspraak|zamówieni\p{L}*|rezerwacj\p{L}*|bestilling(?:en)?|reservasjon(?:en)?|beställning(?:en)?|bokning(?:en)?|tilaus|varaus|trades?|check-?in|boarding(?:\s+pass(?:es)?)?|đặt\s+chỗ|đặt\s+phòng|đơn\s+hàng|chuyến\s+bay|vé|pesanan|pemesanan|penerbangan|tiket|rezervasyon\p{L}{0,6}|sipariş\p{L}{0,6}|uçuş\p{L}{0,6})(?![\p{L}])|予約|注文|订单|訂單|预订|預訂|예약|주문|การจอง|حجز|رحلة|הזמנ|رزرو|κράτησ|κρατήσ|εισιτήρι|παραγγελ/iu;
/** Version 27: verifying the reader's address or account, whatever the mail goes on to name ("Verify your email to start
 * buying tickets", "Confirm your account before your first order"). */
const VERIFIES_ADDRESS =
  /(?<![\p{L}])(?:(?:verify|confirm|validate|activate)\s+(?:your\s+|the\s+)?(?:e-?mail(?:\s+address)?|account|address|identity)|(?:confirma|verifica)\s+(?:tu|su)\s+(?:correo|cuenta|e-?mail)|(?:bestätige|verifiziere)\s+(?:deine|ihre)\s+(?:e-?mail|konto)|(?:confirmez|vérifiez)\s+votre\s+(?:adresse|e-?mail|compte)|(?:confirme|verifique)\s+(?:seu|sua|o\s+seu|a\s+sua)\s+(?:e-?mail|conta))(?![\p{L}])/iu;
/** Version 33: a subject naming a lost password or an account's recovery ("[Redwork] Lost password", "Account recovery");
 * version 40: a command line's or a device's authentication ("Codewharf CLI authentication"). */
export const RECOVERY_SUBJECT =
  /(?<![\p{L}])(?:(?:lost|forgot(?:ten)?)\s+(?:your\s+)?password|password\s+(?:recovery|reminder)|account\s+recovery|recover\s+your\s+account|passwort\s+vergessen|mot\s+de\s+passe\s+oublié|contraseña\s+olvidada|olvidaste\s+tu\s+contraseña|esqueceu\s+(?:a\s+|sua\s+)?senha|password\s+dimenticata|wachtwoord\s+vergeten|(?:cli|device|terminal)\s+authentication)(?![\p{L}])/iu;
/** Version 34: "Activate the offer", "Claim your cashback": an offer is activated, no address. */
const ACTIVATES_OFFER =
  /(?<![\p{L}])(?:activate|unlock|claim|redeem|confirm|verify|aktiviere|activez|activa|ative|attiva)\s+(?:(?:the|this|your|my|dein(?:en)?|ihr(?:en)?|l['’]|votre|ton|tu|la|el|o|a|seu|sua|il)\s*)?(?:offer|deal|coupon|cashback|discount|promo(?:tion)?|voucher|bonus|reward|angebot|gutschein|offre|remise|oferta|descuento|desconto|cupom|cupón|offerta|sconto)s?(?![\p{L}])(?!\s+(?:account|subscription|e-?mail|address|alerts?|newsletter|profile|list|membership|program(?:me)?))/iu;
// Version 76: or the offer first, the verb last ("Jetzt Bon aktivieren", "Gutschein einlösen", "Kortingsbon activeren").
const OFFER_ACTIVATED =
  /(?<![\p{L}])(?:bon|gutschein|coupon|angebot|rabatt|voucher|kortingsbon|korting|aanbieding)\s+(?:jetzt\s+|nu\s+)?(?:aktivieren|einlösen|activeren|inwisselen)(?![\p{L}])/iu;
export const activatesOffer = (text: string): boolean => ACTIVATES_OFFER.test(text) || OFFER_ACTIVATED.test(text);
/** Version 37: what is reported done asks nothing ("Imethibitishwa: Umelipa Ksh2,350.00", "Verification complete"). */
const REPORTS_DONE =
  /(?<![\p{L}])(?:imethibitishwa|has\s+been\s+(?:verified|confirmed|activated)|you['’]re\s+(?:all\s+)?verified|you\s+are\s+(?:now\s+)?verified|(?:verification|confirmation|activation)\s+(?:is\s+)?(?:complete|completed|successful))(?![\p{L}])/iu;
export const verifiesAddress = (text: string): boolean => VERIFIES_ADDRESS.test(text);
export const asksToVerify = (text: string): boolean =>
  saysVerify(text) && !activatesOffer(text) && !REPORTS_DONE.test(text) && (!TRANSACTION_NOUN.test(text) || VERIFIES_ADDRESS.test(text));

/** Version 81: turning on a setting whose name says verification ("Turn on 2-step verification", "開啟兩步驟驗證", "二段階認証を設定") asks
 * to verify nothing (link-requests.ts asksToVerify), unless a link with a token does it (review of version 81). */
export const TURNS_ON =
  /(?<![\p{L}])(?:turn\s+on|enable|set\s+up|switch\s+on)\s+(?:your\s+)?(?:2|two)[\s-]?(?:step|factor)(?![\p{L}])|(?:開啟|开启|啟用|启用)(?:兩步驟|两步|二步驟)驗?[證证验]|二段階認証を(?:設定|有効)|2단계\s*인증\s*(?:설정|사용)/iu;
/** Review of version 62: a button that shows, manages or explains something ("View statement", "Learn how to turn it on") is no step;
 * version 76: nor one that sells ("Choose this week's meals", "Découvrir les annonces"); version 79: "Gérer mon rendez-vous". */
export const NOT_A_STEP =
  /^(?:view|see|read|manage|review|track|pay|download|shop|watch|renew|learn|find\s+out|choose|browse|discover|explore|découvr\p{L}*|entdecken|descubr\p{L}*|scopri|ontdek|bekijk|gérer|verwalten|gestionar|gerenciar|gestisci|beheren)(?![\p{L}])/iu;
/** Version 77: a button that names a step of its own (beside a code, the only kind that counts as the mail's one step); review of
 * version 77: in the languages covered, and "change password", "unlock", "authorize", "grant access". */
export const STEP_BUTTON =
  /(?<![\p{L}])(?:potwierdzam|aktiv\p{L}*|approve|allow|authori[sz]e|authenticate|grant\s+access|unlock|(?:change|update|reset|set)\s+(?:my\s+|your\s+)?password|start\s+setup|set\s+up|continue|finish|complete|get\s+started|accept|enrol+|weiter|fortfahren|genehmigen|zulassen|erlauben|abschließen|akzeptieren|starten|continuer|approuver|autoriser|terminer|accepter|commencer|continuar|aprobar|autorizar|permitir|finalizar|completar|aceptar|aceitar|empezar|comenzar|começar|prosseguir|doorgaan|toestaan|goedkeuren|afronden|accepteren|beginnen|dalej|zatwierdź|zakończ|akceptuj|rozpocznij|continua|approva|autorizza|completa|accetta|inizia|s[iì],?\s+sono\s+io|ja,?\s+dat\s+(?:was|ben)\s+ik)(?![\p{L}])|はい、私です|続ける|次へ|承認|許可|完了|계속|승인|继续|批准/iu;
