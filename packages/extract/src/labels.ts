import { S, W, plainAlternation, stemAlternation, wordAlternation } from './alternations.js';
import { EXTRACT_LIMITS } from './limits.js';
import { saysLogin } from './intent-words.js';

/**
 * Vocabularies. Kept as regular-expression fragments so multi-word labels tolerate
 * the spacing and hyphenation variants real templates use ("one-time code",
 * "one time code"). Fragments are matched against NFKC-normalised text.
 *
 * Every fragment must be free of nested unbounded quantifiers: they are combined
 * into one alternation and run over untrusted text.
 */

// ---------------------------------------------------------------------------
// Code labels
// ---------------------------------------------------------------------------

/**
 * Version 24: words of a failure, before a status code in parentheses ("upload rejected (code 4031)"). The review of
 * version 24 added failures said in other words ("was unsuccessful", "timed out", "could not", "didn't go through", "misslyckades",
 * "nie powiodła się", "niet gelukt", "non è riuscito", "não foi aprovado", "no pudimos").
 */
const FAILURE_WORDS =
  "error|errors|failed|fails|failure|fault|declined|rejected|denied|exception|crashed|unsuccessful|timed\\s+out|(?:did\\s+not|didn['’]t)\\s+go\\s+through|bounced|could\\s+not|couldn['’]t|fehler|fehlgeschlagen|abgelehnt|konnte\\s+nicht|erreur|échec|échoué|refusée?|fallido|fall[oó]|rechazad[ao]|no\\s+(?:pudimos|se\\s+pudo)|erro|falha|falhou|recusad[ao]|não\\s+foi\\s+(?:aprovad[ao]|possível)|errore|fallit[ao]|rifiutat[ao]|non\\s+(?:è\\s+)?riuscit[ao]|fout|mislukt|geweigerd|niet\\s+gelukt|misslyckades|nie\\s+powiod";
const STATUS_CODE_WORD = '(?:code|c[oó]digo|codice|kod)';

/** Labels that only ever introduce a one-time code. */
const STRONG_CODE_LABELS = [
  // English
  `verification${S}code`, `verify${S}code`, `confirmation${W}code`, `security${W}code`, `(?:log|sign)${S}in${W}code`,
  // Version 38: "Authentication No. A4K9T2", "authentication number".
  `access${W}code`, `authentication${W}code`, `authentication${W}(?:number|no\\.)`, `one${S}time${W}(?:code|pass(?:code|word)|pin)`,
  `single${S}use${W}code`, `passcode`, `activation${W}code`, `(?:2fa|mfa|two${S}factor(?:${W}authentication)?)${W}code`,
  `temporary${W}code`, `(?:password${W})?reset${W}code`, `otp(?:${W}code)?`, `pin${W}code`, `verification${W}(?:pin|number)`, `security${W}pin`, `login${W}pin`,
  // German
  `bestätigungs${S}code`, `sicherheits${S}code`, `verifizierungs${S}code`, `verifikations${S}code`, `einmal${S}(?:code|passwort|kennwort)`,
  `anmelde${S}code`, `code${W}zum${W}zurücksetzen(?:${W}(?:ihres|deines)${W}(?:passworts|kennworts))?`, `zugangs${S}code`, `freischalt${S}code`, `aktivierungs${S}code`, `prüf${S}code`, `login${S}code`,
  // French
  `code${W}de${W}(?:vérification|confirmation|sécurité|connexion|validation|vérif|réinitialisation)`, `code${W}d['’]${S}(?:accès|activation|authentification|identification)`,
  `code${W}(?:à${W}usage${W}unique|temporaire|unique)`, `mot${W}de${W}passe${W}(?:à${W}usage${W}unique|temporaire)`,
  // Spanish
  `c[oó]digo${W}de${W}(?:verificaci[oó]n|seguridad|confirmaci[oó]n|acceso|activaci[oó]n|validaci[oó]n|autenticaci[oó]n|un${W}solo${W}uso|inicio${W}de${W}sesi[oó]n)`,
  `clave${W}(?:de${W}un${W}solo${W}uso|temporal|din[aá]mica)`,
  // Portuguese
  `c[oó]digo${W}de${W}(?:verifica[cç][aã]o|seguran[cç]a|confirma[cç][aã]o|ativa[cç][aã]o|valida[cç][aã]o|autentica[cç][aã]o|uso${W}[uú]nico|login)`,
  `c[oó]digo${W}(?:[uú]nico|tempor[aá]rio)`, `senha${W}(?:tempor[aá]ria|de${W}uso${W}[uú]nico)`,
  // Italian
  `codice${W}(?:di${W})?(?:verifica|conferma|sicurezza|accesso|attivazione|autenticazione|convalida)`,
  `codice${W}(?:monouso|temporaneo|otp|usa${W}e${W}getta)`,
  // Dutch
  `verificatie${S}code`, `bevestigings${S}code`, `beveiligings${S}code`, `toegangs${S}code`, `inlog${S}code`, `activatie${S}code`,
  `controle${S}code`, `eenmalige${W}(?:code|toegangscode|wachtwoord)`,
  // Russian
  `код(?:а)?${W}(?:подтверждения|проверки|безопасности|доступа|активации|авторизации|верификации|для${W}(?:входа|авторизации))`,
  `проверочный${W}код`, `одноразовый${W}(?:код|пароль)`,
  // Polish
  `kod${W}(?:weryfikacyjny|potwierdzaj[aą]cy|logowania|dost[eę]pu|bezpiecze[nń]stwa|jednorazowy|aktywacyjny|autoryzacyjny|sms)`, `jednorazowy${W}kod`, `(?:jednorazowe${W}hasło|hasło${W}jednorazowe)`,
  // Swedish
  `verifierings${S}kod`, `bekräftelse${S}kod`, `säkerhets${S}kod`, `inloggnings${S}kod`, `engångs${S}kod`, `aktiverings${S}kod`,
  // Portuguese, a second spelling
  `c[oó]digo${W}de${W}acesso`,
  // Vietnamese
  `mã${W}(?:xác${W}(?:minh|nhận|thực)|otp|đăng${W}nhập|bảo${W}mật|kích${W}hoạt|truy${W}cập|dùng${W}một${W}lần)`,
  // Czech, Romanian, Ukrainian, Swahili
  `(?:ověřovací|přihlašovací|potvrzovací|jednorázový|bezpečnostní)${W}kód`,
  // Version 36: with the polite possessive between ("Codul dvs. de confirmare").
  `cod(?:ul)?${W}(?:(?:dvs\\.?|dumneavoastră|tău)${W})?de${W}(?:verificare|confirmare|acces|securitate|autentificare|activare|unică${W}folosință)`,
  `код${W}(?:підтвердження|перевірки|доступу|безпеки|для${W}входу)`, `одноразовий${W}(?:код|пароль)`,
  `(?:nambari|namba|msimbo)${W}(?:yako${W}|wako${W})?(?:ya|wa)${W}(?:uthibitisho|kuthibitisha|siri|kuingia|usalama)`,
  // Indonesian
  `kode${W}(?:verifikasi|otp|keamanan|masuk|login|konfirmasi|aktivasi|akses|sekali${W}pakai)`,
  // Version 106: Malagasy ("Ny kaody fanamarinana MVola anao dia: 603 915").
  `kaody${W}(?:fanamarinan(?:a|ao)|fidiran(?:a|ao)|fiarovan(?:a|ao))(?:(?:${W}[\\p{L}-]+){0,2}?${W}dia)?`,
  // Keys and tokens: a qualifier of verifying or access and a noun for a secret, in the covered languages
  `(?:verification|verify|confirmation|security|access|authentication|sign${S}in|log${S}in|login|one${S}time|activation|temporary|recovery)${W}(?:key|token)`,
  // Version 41: "Authorisation token (case sensitive):", "paste the registration token below into the agent setup".
  `(?:authori[sz]ation|registration|approval|pairing)${W}token`,
  // Version 43: a device's binding key ("enter the binding key below exactly as shown": "Binding key: 5XW8-R2NB-7KPD").
  `(?:binding|linking)${W}(?:key|code|token)`,
  // Version 62: a device's pairing key ("Pairing key: HB-93KD7").
  `pairing${W}key`,
  `(?:bestätigungs|sicherheits|zugangs|anmelde|verifizierungs|einmal)${S}(?:schlüssel|token)`,
  `(?:clé|clef|jeton)${W}(?:de${W}(?:vérification|confirmation|sécurité|connexion|validation)|d['’]${S}(?:accès|activation|authentification))`,
  `(?:clave|token)${W}de${W}(?:verificaci[oó]n|acceso|seguridad|confirmaci[oó]n|activaci[oó]n|inicio${W}de${W}sesi[oó]n)`,
  `(?:chave|token)${W}de${W}(?:acesso|verifica[cç][aã]o|seguran[cç]a|confirma[cç][aã]o|ativa[cç][aã]o)`,
  `chiave${W}(?:di${W})?(?:accesso|verifica|sicurezza|conferma|attivazione)`, `(?:verificatie|bevestigings|beveiligings|toegangs|inlog)${S}sleutel`,
  `(?:kunci|token)${W}(?:verifikasi|akses|keamanan|masuk)`, `(?:verifierings|säkerhets|åtkomst|inloggnings)${S}nyckel`,
  `klucz${W}(?:weryfikacyjny|dost[eę]pu|bezpiecze[nń]stwa)`,
  // Version 19: a code named by its count of digits ("Your 4-digit code", "Ihr 6-stelliger Code", "code à 6 chiffres")
  `(?:[4-8]|four|five|six|seven|eight)${S}digit${W}(?:code|passcode)`, `(?:[4-8]|vier|fünf|sechs|sieben|acht)${S}stellige[nrs]?${W}code`,
  `code${W}(?:à|de)${W}(?:[4-8]|quatre|cinq|six|sept|huit)${W}chiffres`, `codice${W}(?:a|di)${W}(?:[4-8]|quattro|cinque|sei|sette|otto)${W}cifre`,
  `c[oó]digo${W}de${W}(?:[4-8]|cuatro|quatro|cinco|seis|siete|sete|ocho|oito)${W}d[ií]gitos`, `(?:[4-8]|vier|vijf|zes|zeven|acht)${S}cijferige${W}code`,
  `(?:[4-8]${S}|cztero|pi[eę]cio|sze[sś]cio|o[sś]mio)cyfrowy${W}kod`, `(?:[4-8]${S}|четырех|четырёх|шести|восьми)значн(?:ый|ого|ий)${W}код`,
  `[4-8]${S}(?:siffrig${W}kod|cifret${W}kode|sifret${W}kode)`,
  // Version 24: the digits themselves, pointed at ("enter the 4 digits below", "die 4 Ziffern unten", "les 6 chiffres ci-dessous")
  `(?:[4-8]|four|five|six|seven|eight)${W}(?:digits|numbers|characters)${W}(?:below|above|shown${W}below)`,
  // Version 25: "Type these digits", "the following digits": a lone value below them is what to type
  `(?:these|the${W}following)${W}(?:[4-8]${W})?(?:digits|numbers|characters)`,
  `(?:[4-8]|vier|fünf|sechs|sieben|acht)${W}(?:ziffern|zahlen|zeichen)${W}(?:unten|oben)`, `(?:[4-8]|quatre|cinq|six|sept|huit)${W}chiffres${W}ci${S}dessous`,
  `(?:[4-8]|cuatro|quatro|cinco|seis|siete|sete|ocho|oito)${W}(?:d[ií]gitos|n[uú]meros)${W}(?:de${W}abajo|abaixo|siguientes|a${W}seguir)`,
  // Version 20, more languages. Afrikaans ("Jou eenmalige verifikasiekode", "bevestigingskode", "aanmeldkode")
  `(?:verifikasie|bevestigings|sekuriteits|veiligheids|aanmeld|toegangs|aktiverings)${S}kode`, `eenmalige${W}(?:kode|wagwoord|pin)`,
  // Catalan, Galician, Welsh, Irish, Maltese
  `codi${W}(?:de${W}(?:verificació|confirmació|seguretat|accés|activació|validació|inici${W}de${W}sessió)|d['’]${S}(?:accés|activació|un${W}sol${W}ús)|temporal)`,
  `c[oó]digo${W}de${W}(?:seguridade|verificaci[oó]n|activaci[oó]n|un${W}só${W}uso)`,
  `cod${W}(?:dilysu|cadarnhau|diogelwch|mewngofnodi|mynediad|untro|un${S}tro)`, `ch?ód${W}(?:fíoraithe|deimhnithe|slándála|rochtana|aonúsáide|logála${W}isteach)`,
  `kodiċi${W}(?:ta['’]${S}|tal-)(?:verifika|konferma|sigurtà|aċċess|darba)`,
  // Malay, Filipino, Albanian ("Kodi yt i verifikimit"), Zulu, Hausa
  `kod${W}(?:pengesahan|keselamatan|log${W}masuk|akses|sekali${W}guna|verifikasi|pengaktifan)`, `code${W}(?:sa${W})?(?:pag${S}verify|pagpapatunay|pag${S}login|beripikasyon)`,
  `kod(?:i)?${W}(?:(?:yt|juaj)${W})?(?:i${W})?(?:verifikimit|konfirmimit|sigurisë|hyrjes|aktivizimit|njëhershëm)`, `ikhodi${W}(?:yakho${W}|yenu${W})?(?:yokuqinisekisa|yokungena|yokuvikela|yesikhashana|yokuqinisekiswa)`,
  // Bosnian, Croatian, Serbian (Latin and Cyrillic), Slovenian, Macedonian
  `(?:verifikacijski|jednokratni|potvrdni|verifikacioni|bezbednosni)${W}(?:kod|kôd|lozinka)`, `(?:kod|kôd)${W}za${W}(?:potvrdu|verifikaciju|prijavu|pristup|provjeru|proveru|potvrđivanje)`,
  `(?:верификациски|еднократен|безбедносен|верификациони|једнократни|сигурносни)${W}код`, `код${W}за${W}(?:потврда|потврду|верификација|верификацију|најава|пријаву|пристап|приступ)`,
  `(?:potrditven[ai]|varnostn[ai]|preverjaln[ai]|enkratn[ai])${W}(?:koda|kod|geslo)`, `koda${W}za${W}(?:potrditev|preverjanje|prijavo|dostop|overitev)`,
  // Latvian, Mongolian
  `(?:verifikācijas|apstiprinājuma|drošības|pieteikšanās|piekļuves|vienreizējais|vienreizējā|autentifikācijas)${W}(?:kods|parole)`,
  `(?:баталгаажуулах|нэвтрэх|аюулгүй${W}байдлын)${W}код`, `нэг${W}удаагийн${W}(?:код|нууц${W}үг)`,
] as const;

const STRONG_CODE_LABELS_CJK = [
  '認証コード', '確認コード', 'ワンタイムパスワード', 'ワンタイムコード', 'セキュリティコード', '認証番号', 'ログインコード',
  '検証コード', '验证码', '校验码', '驗證碼', '驗証碼', '认证码', '動態碼', '动态码', '动态密码', '确认码', '確認碼', '安全码', '認證碼', '验证代码', '驗證代碼', '登入碼', '安全碼', '確認代碼',
  '登录码', '一次性密码', '인증번호', '인증 번호', '인증 코드', '인증코드', '인증문자', '인증 문자', '보안 코드', '보안코드', '확인 코드', '확인코드', '일회용 비밀번호',
] as const;

/**
 * Languages that attach suffixes or prefixes to a label ("kodunuz", "הקוד", "الرمز"): matched as stems, with
 * no word guard at the end (Turkish, Greek) or at either end (Arabic, Hebrew, Hindi, Thai).
 */
const STRONG_CODE_STEMS = [
  // Finnish, Estonian, Hungarian: suffixes of possession and case ("vahvistuskoodisi", "kinnituskoodi", "ellenőrző kódod")
  `vahvistus${S}koodi`, `kertakäyttö${S}koodi`, `varmennus${S}koodi`, `turva${S}koodi`, `kirjautumis${S}koodi`, `tunnuslu[kv]u`,
  `kinnitus${S}kood`, `turva${S}kood`, `sisselogimis${S}kood`, `ühekordne${W}kood`, `kontroll${S}kood`,
  `ellenőrző${S}kód`, `megerősítő${S}kód`, `biztonsági${W}kód`, `belépési${W}kód`, `hitelesítő${W}kód`, `egyszer${W}használatos${W}kód`,
  // Norwegian, Danish ("Engangskoden din er", "Din loginkode er"): the definite suffix attaches to the noun
  `(?:engangs|login|logg${S}inn|log${S}ind|innloggings|bekreftelses|bekræftelses|verifiserings|verifikations|sikkerhets|sikkerheds|aktiverings)${S}kode`,
  // Version 20: Icelandic ("Staðfestingarkóðinn þinn", "öryggiskóða"), Azerbaijani, Kazakh, Uzbek, Lithuanian, Basque
  `(?:staðfestingar|öryggis|innskráningar|auðkenningar|aðgangs|virkjunar)${S}kóð`, `einnota${W}kóð`, `(?:təsdiq|təhlükəsizlik|birdəfəlik|aktivləşdirmə)${W}(?:kod|şifrə)`,
  `(?:растау|тексеру|кіру|қауіпсіздік)${W}код`, `бір${W}реттік${W}(?:код|құпия${W}сөз)`, `(?:tasdiqlash|tekshirish|kirish|xavfsizlik)${W}kod`, `bir${W}martalik${W}(?:kod|parol)`,
  `(?:patvirtinimo|patikros|prisijungimo|saugos|vienkartin\\p{L}{1,3})${W}kod`, `(?:egiaztapen|egiaztatze|berresteko|segurtasun|sarbide|saioa${W}hasteko)${W}kode`,
  `lambar${W}(?:tabbatarwa|tantancewa|sirri|shiga)`, `doğrulama${W}kod`, `onay${W}kod`, `giriş${W}kod`, `güvenlik${W}kod`, `tek${W}kullanımlık${W}(?:şifre|kod)`, `κωδικ[όοός]{1,2}${W}(?:επαλήθευσης|επιβεβαίωσης|ασφαλείας|σύνδεσης|ενεργοποίησης)`,
] as const;
const STRONG_CODE_AFFIXED = [
  'رمز التحقق', 'رمز الدخول', 'رمز التأكيد', 'رمز التفعيل', 'كود التحقق', 'सत्यापन कोड', 'ओटीपी', 'รหัสยืนยัน', 'รหัสผ่านใช้ครั้งเดียว',
  'קוד אימות', 'קוד האימות', 'קוד כניסה', 'קוד הכניסה', 'סיסמה חד פעמית',
  // Persian, Bengali
  'کد تأیید', 'کد تایید', 'کد ورود', 'کد امنیتی', 'رمز یکبار مصرف', 'کد یکبار مصرف', 'যাচাইকরণ কোড', 'ভেরিফিকেশন কোড', 'ওটিপি',
  // Tamil, Telugu, Kannada, Malayalam, Urdu, Nepali, Sinhala (zero-width joiners are dropped before matching), Amharic
  'சரிபார்ப்புக் குறியீடு', 'சரிபார்ப்பு குறியீடு', 'உள்நுழைவுக் குறியீடு', 'உள்நுழைவு குறியீடு', 'ஒருமுறை கடவுச்சொல்', 'ஓடிபி',
  'ధృవీకరణ కోడ్', 'ఓటీపీ', 'ಪರಿಶೀಲನಾ ಕೋಡ್', 'ಪರಿಶೀಲನೆ ಕೋಡ್', 'ಒಟಿಪಿ', 'സ്ഥിരീകരണ കോഡ്', 'ഒടിപി', 'تصدیقی کوڈ', 'تصدیقی کوڈ',
  'प्रमाणीकरण कोड', 'सत्यापन कोड', 'සත්යාපන කේත', 'තහවුරු කිරීමේ කේත', 'የማረጋገጫ ኮድ', 'ማረጋገጫ ኮድ',
  // Version 20: Georgian ("ერთჯერადი კოდია"), Armenian, Marathi, Gujarati, Punjabi, Pashto, Urdu (version 81: "ون ٹائم پن"), Khmer, Lao, Burmese
  'ერთჯერადი კოდ', 'ვერიფიკაციის კოდ', 'დადასტურების კოდ', 'უსაფრთხოების კოდ', 'ავტორიზაციის კოდ', 'შესვლის კოდ', 'ერთჯერადი პაროლ',
  'հաստատման կոդ', 'ստուգման կոդ', 'մեկանգամյա կոդ', 'միանգամյա կոդ', 'մուտքի կոդ', 'անվտանգության կոդ', 'միանգամյա գաղտնաբառ',
  'पडताळणी कोड', 'ચકાસણી કોડ', 'વેરિફિકેશન કોડ', 'ਤਸਦੀਕ ਕੋਡ', 'ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ', 'ਵੈਰੀਫਿਕੇਸ਼ਨ ਕੋਡ', 'د تایید کوډ', 'تایید کوډ', 'توثیقی کوڈ', 'ون ٹائم پن', 'ون ٹائم پاس ورڈ', 'او ٹی پی',
  'លេខកូដផ្ទៀងផ្ទាត់', 'កូដផ្ទៀងផ្ទាត់', 'ລະຫັດຢືນຢັນ', 'ລະຫັດຜ່ານຄັ້ງດຽວ', 'အတည်ပြုကုဒ်', 'အတည်ပြု ကုဒ်',
] as const;
const WEAK_CODE_STEMS = [`kod`, `kôd`, `şifre`, `κωδικ[όοός]{1,2}`, `kood`, `kód`, `kóð`] as const;
const WEAK_CODE_AFFIXED = ['رمز', 'كود', 'कोड', 'รหัส', 'קוד', 'কোড', 'குறியீடு', 'கோட்', 'కోడ్', 'ಕೋಡ್', 'കോഡ്', 'کوڈ', 'කේත', 'ኮድ', 'კოდ', 'կոդ', 'કોડ', 'ਕੋਡ', 'کوډ', 'លេខកូដ', 'ລະຫັດ', 'ကုဒ်'] as const;

/** Generic words that introduce a code but also promo codes, postal codes, … */
const WEAK_CODE_LABELS = [
  'code', 'c[oó]digo', 'codice', 'код', 'kode', 'k[oó]d', 'mã', 'codul', 'msimbo', 'کد',
  // Version 20: Catalan, Slovenian, Latvian, Lithuanian, Basque, Irish, Maltese, Zulu
  'codi', 'koda', 'kods', 'kodas', 'kodą', 'kodea', 'cód', 'kodiċi', 'ikhodi',
  // Version 44: a row of details whose key is the word alone ("Verification ........ BK4-92X", "Verification: QK7-31M").
  // Review: only before letters and digits mixed ("BK4-92X"), not a status table's "Verification ........ 4821 3392".
  'verification(?=\\s*(?:\\.{3,}|…|[:：])\\s*(?=[A-Za-z0-9-]*[A-Za-z])(?=[A-Za-z0-9-]*\\d)[A-Za-z0-9-]{4,12}\\s*$)',
  // Version 19: recovery codes written as one word (a backup code may last: weak, as "code" is)
  `wiederherstellungs${S}code`, `herstel${S}code`, `återställnings${S}kod`, `gjenopprettings${S}kode`, `gendannelses${S}kode`, `palautus${S}koodi`,
] as const;
const WEAK_CODE_LABELS_CJK = ['コード'] as const;

/** Acronyms are matched case-sensitively: "pin" and "tan" are ordinary words. */
// Version 42: Malaysia's and Singapore's Transaction Authorisation Code ("Your TAC is 583016").
// Review: not a phone's Type Allocation Code, eight digits of its IMEI ("TAC: 35693803").
const ACRONYM_CODE_LABELS = ['PIN', 'TAN', 'TAC(?!\\s*[:：]?\\s*\\d{8}(?!\\d))', 'OTP', '2FA', 'MFA'] as const;

/**
 * Words that bind a nearby number to something that is not a code: order and invoice
 * numbers, phone numbers, money, addresses, and the many "<something> code"s that
 * are not one-time codes.
 */
/** Review of version 53: compound numbers that name a code ("Verifizierungsnummer", "verificatienummer", "engångsnummer"). */
const ONE_TIME_NUMBER =
  '(?:transaktions|transactie|verifizierungs|verificatie|verifierings|bestätigungs|bevestigings|kontroll|controle|einmal|eenmalige\\s+toegangs|toegangs|engångs|engangs|sicherheits|zugangs|freischalt|aktivierungs|activerings|login|anmelde|pin|tan)nummer';
const NOT_CODE_LABELS = [
  // English
  `order(?:s)?`, `invoice`, `floors?`, `paybill`, `till${W}(?:number|no\\.?)`, `receipt`, `ref`, `reference`, `ticket`, `case${W}(?:number|no\\.?|#|id)`, `(?:case|caso|fall)(?=\\s*#?\\s*\\d)`, `(?<!(?:your|my|new|the|an?)${W})account(?=\\s+(?:#?\\s*\\d|[A-Z]{1,4}-\\d))`, `booking`, `reservation`,
  `confirmation${W}(?:number|no)`, `confirmation(?=\\s*:\\s*\\d)`, `tracking`, `shipment`, `parcel`, `acct`, `(?:account|customer|member(?:ship)?|client|card|supporter|donor|patient|student|policy|applicant|employee|citizen|passenger|candidate|petition|application|key|event|request|trace|correlation|incident)${W}(?:number|no\\.?|nr\\.?|#|id)`,
  // Version 46: a register's PIN ("Registration (PIN): 18H1234E"), a course's or a degree's code ("Código de titulación: 0625").
  `registration${W}\\(${S}pin${S}\\)`,
  // Version 47: a utility's, a case's or a customer's code in Italian (version 62: a condo owner's, a member's, a user's, …), a company's register code in Ukrainian and Russian.
  `codice${W}(?:pratica|cliente|utenza|fiscale|contratto|fornitura|pod|pdr|articolo|prodotto|sconto|promozionale|condomin[oiae]|socio|iscritto|utente|paziente|studente|dipendente|corso|modulo|edizione)`, `код${W}(?:єдрпоу|едрпоу|егрпоу|іпн|инн|огрн|кпп|окпо)`, `c[oó]digo${W}(?:de${W}|del${W})(?:titulaci[oó]n|asignatura|curso|centro|estudios?|plan|producto|art[ií]culo|sucursal|oficina|estaci[oó]n)`,
  // Version 32: a customer's own code ("Κωδικός πελάτη: 88104", "Customer code", "Código de cliente").
  `(?:customer|client|member)${W}code`, `code${W}client`, `c[oó]digo${W}(?:de${W}|do${W})?cliente`, `κωδικός${W}πελάτη`, `αριθμός${W}(?:πελάτη|λογαριασμού|συμβολαίου|παραγγελίας)`,
  `transaction`, `txn`, `id`, `no(?:\\.|(?=\\s*[#\\d]))`, `nr(?:\\.|(?=\\s*[#\\d]))`, `n°`, `num`,
  // Version 45: "No:" before a number or at the end of its line ("TÜRSAB Belge No:" ⏎ 11423), in any language.
  `(?:no|nr)(?=\\s*[:：]\\s*(?:\\d|$))`,
  // Version 37: not a browser's extension ("type this code into the browser extension: 91 44 07").
  // Version 38: a bank's registry code ("Código Banco de España 0217", "Codice ABI 08304"), an e-invoice's random code.
  `c[oó]digo${W}(?:del${W})?banco${W}de${W}españa`, `entidade`, `codice${W}(?:abi|cab|swift|bic|fiscale)`, `random${W}code`,
  `(?<!(?:browser|chrome|firefox|safari|edge)${W})extension(?=\\s*(?:(?:no\\.?|number)\\s*)?(?:[:#]\\s*)?\\d)`, `extensión`, `durchwahl`, `ext\\.`, `(?:rufnummer|handynummer|mobilnummer|tel|phone|telephone|fax|mobile|cell|call(?:${W}us)?(?:${W}at)?|hotline|whatsapp|telefon|tél|téléphone|tel[eé]fono|telefone|telefoon|телефон|тел)(?:${W}(?:number|no\\.?|nr\\.?|nummer))?(?=\\s*[:.]?\\s*(?:[+\\d]|\\(\\+?\\d))`,
  `zip`, `postal`, `postcode`, `p\\.?o\\.?${W}box`, `suite`, `ste`, `apt`, `unit`, `floor`, `flight`, `gate`, `(?<!['’]s${W})seat`, `build`, `item`, `sku`, `qty`,
  // Version 31: an app's version and build ("App version: Mintpost 8.31.0 (208310)"), a bill's payment ids ("BPAY Biller code").
  `(?:app${W})?version`, `biller${W}code`, `bpay`,
  `quantity`, `model`, `serial`, `s\\/n`, `vat`, `tax`, `iban`, `bic`, `routing`, `ending${W}in`, `card${W}ending`, `total`, `subtotal`,
  `amount`, `price`, `balance`, `paid`, `charged`, `refund(?:ed)?`, `due`, `cost`, `fee`, `discount`, `promo`, `coupon`, `voucher`,
  // Version 42: a reservation's code, and an employer's, a company's, a school's, a department's, a store's or a plan's;
  // review of version 44: a game's download code; review of version 47: an item's, a model's, an article's, a part's; version 45: a programme's, a term's or a fare's ("term code T2-2027");
  // version 46: a location's or an activity's ("Court location code: 0412", "Activity code: WB-2291").
  `gift${W}card(?:${W}(?:pin|code|number|no\\.?))?`, `referral`, `(?:promo|discount|coupon|voucher|gift|referral|invite|invitation|zip|postal|area|country|qr|source|bar|dress|tracking|product|error|status|response|sort|swift|tax|reference|booking|reservation|reservierungs|buchungs|boekings|ticket|boarding|order|customer|member|pick${S}up|collection|locker|class|course|classroom|group|reg(?:istry|istration)?\\.?|branch|bank|clearing|transit|employer|company|school|department|store|plan|download|programme|program|module|subject|term|trimester|semester|intake|fare|tariff|station|location|activity|venue|workshop|seminar|exam|component|court|item|model|article|part|style|door|front${S}door|gate|barrier|lock|shackle|combo|lock${S}box|padlock|key${S}safe|key${S}box|keypad|entry|entrance|intercom|buzzer|garage|building|alarm|parking|wi${S}fi|wlan|rewards?|bonus|redemption|loyalty|meeting|webinar|ceeb|college|university|institution)${S}code`, `(?<!your${W})short${S}code`, `(?:meeting|webinar|zoom|teams|webex)${S}(?:passcode|password|pin)`, `(?:building|door|gate|garage|wi${S}fi|wlan)${W}access${W}code`, `guest${W}(?:access${W})?(?:code|pin)(?![^.\\n]{0,80}(?:confirm|verif|sign${S}in|log${S}in))`, `(?:reader|library)${W}card`,
  // Version 82: a door's, a gate's, a key safe's or an alarm's code in German, French and Spanish.
  `(?:tür|haustür|hoftor|gartentor|schlüsselsafe|schlüsselkasten|alarm|garagen|wlan)${S}(?:code|pin)`, `digicode`, `code${W}(?:de${W}(?:la${W})?porte|du${W}portail|portail|d['’]entrée|de${W}l['’]immeuble|wi${S}fi)`, `c[oó]digo${W}(?:de${W}(?:la${W}|a${W})?(?:puerta|porta)|del${W}port[oó]n|do${W}port[aã]o|wi${S}fi)`,
  `(?:billett|ordre|kort|medlems|kunde|faktura|konto|reise)nummer`, `referanse`, `registrikood`,
  // Version 54: a Czech or Slovak document's code ("Kód dokladu", a ticket's or a receipt's).
  `k[oó]d${W}dokladu`,
  // Version 52: any Dutch, German or Nordic compound number right before its value ("Relatienummer: 40 118 772"), or alone
  // as a line's label; review of version 53: not one naming a code ("Verifizierungsnummer", "engångsnummer", "Einmalnummer").
  `(?!${ONE_TIME_NUMBER})\\p{L}{2,}nummer(?=\\s*[:：]?\\s*\\d)`, `^\\s*(?!${ONE_TIME_NUMBER})\\p{L}{2,}nummer(?=\\s*[:：]?\\s*$)`,
  // A parcel locker's code opens a locker: "Pickup code", "Abholcode", "code de retrait", "código de recogida"
  `(?:pick${S}up|collection|locker)${W}pin`,
  // Version 48: a parcel shop's drop-off code; a tracking, order or request number in Persian and Arabic.
  `drop${S}off${W}code`, `شماره${W}(?:پیگیری|سفارش|حساب|کارت|مشتری|درخواست)`, `رقم${W}(?:الطلب|الطلبية|الحساب|البطاقة|العميل|التتبع|الشحنة)`, `مرکز${W}ارتباط`,
  // Version 93: a number "ending in" (a phone's or a card's last digits) and a gift card's code, in Arabic and Persian.
  `المنته(?:ي|ية)${W}بـ?`, `منتهی${W}به`, `(?:رمز|رقم|كود)${W}بطاقة${W}(?:ال)?هدية`, `کد${W}کارت${W}هدیه`, `تلفن`, `هاتف`, `اتصل${S}(?:ي|وا)?${W}(?:على|ب)`,
  // Version 18: a delivery's PIN is told to the driver: "Your delivery PIN is 5521", "Zustell-PIN", "code de livraison", "PIN de entrega"
  `(?:delivery|handover)${W}(?:pin|code)`, `(?:zustell|liefer|übergabe)${S}(?:code|pin)`, `(?:code|pin)${W}de${W}livraison`, `(?:pin|c[oó]digo)${W}de${W}entrega`,
  // Version 21: a SIM card's PIN and PUK unlock a phone, typed on its keypad and kept for good ("SIM PIN (default): 0000",
  // "PUK: 48213977", "SIM-PIN", "code PUK", "PIN de la SIM", "codice PUK", "PUK-Code"); never a code to verify.
  `sim${S}(?:(?:card|karten)${S})?pin\d?`, `(?:(?:code|c[oó]digo|codice)${W})?puk\d?(?:${S}(?:code|kod|kode|nummer|number))?`,
  `pin\d?${W}(?:(?:de|della|da)${W}(?:(?:la|tua|sua)${W})?)?(?:(?:carte|tarjeta|cart[aã]o)${W})?sim`, `(?:default|standard|initial|factory)${W}pin`,
  // Version 21: a ticket's or a booking's reference named "code" after the noun, as Romance languages do ("Codice
  // biglietto (PNR)", "código de billete", "code du billet", "código do bilhete"), and the airline's record locator.
  `pnr`, `localizador`, `record${W}locator`,
  // Version 42: "Subscription confirmation request (4A7B2C91)": the value in brackets after a request is its id.
  `(?:request|anfrage|demande|solicitud|solicitação|richiesta)(?=\\s*\\(\\s*#?[A-Z0-9][A-Z0-9-]{3,}\\s*\\))`,
  // Version 41: "Booking confirmation code on your profile: HJ6T2P": a trip's reference, whatever the mail asks to verify.
  `(?:booking|reservation|flight|trip|travel)${W}confirmation${W}(?:code|number|no\\.?)`,
  // Version 25: a company's or a person's registry number ("Company number: 10472883", "Registration number", "Unique
  // Taxpayer Ref"), and a shop's offer code.
  `(?:company|registration|registered|reg\.?|organi[sz]ation|org\.?|charity|utr|taxpayer${W}ref(?:erence)?)${W}(?:number|no\.?|nr\.?|id)`,
  `unique${W}taxpayer${W}ref(?:erence)?`, `offer${W}code`,
  // Version 24: a status code in parentheses after a failure ("upload rejected (code 4031)", "fehlgeschlagen (Code 7702)",
  // "a échoué (code 3318)"): what went wrong, never typed.
  // The word and what follows it first, so that the lookbehind's long reach is only taken at "(code 4031)" (review).
  `${STATUS_CODE_WORD}(?=\\s*[:#]?\\s*\\d{1,8}\\s*\\))(?<=(?:${FAILURE_WORDS})[^.!?\\n]{0,80}\\(\\s*${STATUS_CODE_WORD})`,
  // Version 24: a device's standing PIN ("router PIN 40182275", "WPS-PIN", "Voicemail PIN", "alarm PIN"): it unlocks a thing.
  `(?:router|wps|wlan|wi${S}fi|modem|voice${S}mail|mailbox|alarm|parental|screen${S}lock|tv|set${S}top${W}box|door|gate|barrier|garage|lock${S}box|key${S}safe|locker|entry|visitor)${S}pin`,
  // Version 85: a lock's code ("Luggage room: code lock 0930"); a Czech or Slovak company's registration and tax numbers ("IČO 12345678").
  `(?:code|combination)${W}lock`, `i[čc]o`, `di[čc]`, `i[čc]${W}dph`,
  // Version 88: a class's PIN or code, which students join with ("so your students can join with class PIN 4471").
  `class${S}(?:pin|code)`,
  // Version 89: a tax authority's PIN, the taxpayer's number ("KRA PIN : A012345678Z").
  `(?:kra|tax|tin)${S}pin`,
  `abhol${S}(?:code|nummer|pin)`, `code${W}de${W}retrait`, `c[oó]digo${W}de${W}(?:recogida|retirada|recolha)`, `(?:codice|pin)${W}(?:di${W})?ritiro`, `код${W}(?:для${W})?получения(?=${W}(?:заказа|посылки|отправления|товара)|\\s*:)`, // v108: it, ru
  `(?:authori[sz]ation|auth\\.?|approval)${W}code`, `код${W}(?:подарочного${W})?сертификата`, `подарочн\\p{L}*${W}сертификат\\p{L}*`, `code${W}of${W}conduct`, `usd`, `eur`, `gbp`, `jpy`, `cny`, `rmb`, `rub`, `chf`, `cad`, `aud`, `brl`, `mxn`, `inr`, `sek`, `nok`, `dkk`, `pln`,
  `r\\$`, `us\\$`, `uid`, `user${W}id`, `employee`, `patient`, `policy`, `claim`, `license`, `licence`,
  // The last digits of a card or an account, in every language: "terminada en 3390", "cartão final 4821"
  `ending`, `ends${W}in`, `terminad[ao]${W}(?:en|em)`, `terminaci[oó]n`, `termina${W}(?:con|en|em)`, `final`, `se${W}terminant${W}par`, `(?:endet|endend)${W}auf`,
  `eindigend${W}op`, `ko[nń]cz[aą]c[aey]${W}si[eę]${W}na`, `som${W}slutar${W}på`,
  // German
  `bestellung`, `bestell${S}(?:nummer|nr\\.?)`, `rechnung`, `rechnungs${S}(?:nummer|nr\\.?)`, `auftrag(?:snummer)?`, `kunden${S}(?:nummer|nr\\.?)`,
  `plz`, `postleitzahl`, `buchung(?:snummer)?`, `vorgang(?:snummer)?`, `referenz`, `konto(?=\\s*(?:[:#]|nr\\.?|nummer|\\d|[A-Z]{2}\\d))`, `betrag`, `summe`, `gesamt`,
  `preis`, `gutschein(?:code)?`, `rabatt(?:code)?`, `artikel(?:nummer)?`, `sendungs(?:nummer)?`, `postfach`, `hausnummer`,
  // French
  `commande`, `numéro`, `facture`, `référence`, `réf`, `dossier`, `réservation`, `montant`, `prix`,
  `code${W}(?:postal|promo|client|de${W}réduction|de${W}suivi|de${W}commande|(?:du${W}|de${W})?(?:billet|réservation|dossier))`, `colis`, `suivi`,
  // Spanish / Portuguese
  `pedido`, `factura`, `fatura`, `n[uú]mero`, `referencia`, `referência`, `reserva`, `importe`,
  `precio`, `pre[cç]o`, `valor`, `cep`, `cup[oó]n`, `cupom`, `env[ií]o`, `seguimiento`, `rastreio`,
  `c[oó]digo${W}(?:postal|promocional|de${W}(?:descuento|desconto|pedido|seguimiento|rastreio|rastreamento|reserva|cliente|producto|barras)|(?:del?${W}|do${W})?(?:billete|bilhete|localizador|reserva))`,
  `c[oó]digo${W}do${W}pedido`,
  // Italian
  `ordine`, `fattura`, `numero`, `riferimento`, `rif`, `prenotazione`, `importo`, `totale`, `prezzo`, `cap`,
  `codice${W}(?:postale|sconto|promozionale|fiscale|cliente|ordine|prodotto|articolo|spedizione|tracking|coupon|(?:del${W})?biglietto|titolo${W}di${W}viaggio|(?:di${W})?prenotazione|pnr)`, `spedizione`, `buono`,
  // Dutch
  `bestelling`, `bestel${S}nummer`, `factuur(?:nummer)?`, `nummer`, `referentie`, `boeking`, `klantnummer`, `bedrag`,
  `totaal`, `prijs`, `kortings${S}code`, `cadeaubon`, `voucher${S}code`, `zending`, `track${W}&${W}trace`,
  // Russian
  `заказ(?:а|у|ом)?`, `сч[её]т(?:а)?`, `индекс`, `договор(?:а)?`, `сумма`, `итого`, `цена`, `промокод`,
  `купон`, `трек`, `посылк[аи]`, `отправлени[ея]`, `руб\\.?`,
  // Polish
  `zamówieni[ae]`, `numer${W}(?:zamówienia|klienta|konta|telefonu)`, `cena`, `kwota`, `suma`, `kod${W}(?:rabatowy|promocyjny|pocztowy)`,
  // Indonesian
  `pesanan`, `nomor${W}(?:pesanan|resi|telepon|rekening|pelanggan)`, `resi`, `telepon`, `harga`, `saldo`, `kode${W}(?:promo|voucher|diskon|pos)`,
  // Czech, Romanian, Ukrainian, Swahili
  `objednávk[ayuě]`, `číslo${W}objednávky`, `č\\.`, `celkem`, `cena`, `sledovací${W}číslo`, `zůstatek`, `comand[aăa]`, `comenzii`, `pre[țţ]`,
  `замовлення`, `сума`, `баланс`, `muamala`, `salio`, `ksh`,
  // Vietnamese
  `đơn${W}hàng`, `giá`, `tổng(?:${W}cộng)?`, `số${W}điện${W}thoại`, `mã${W}(?:giảm${W}giá|khuyến${W}mãi|đơn${W}hàng|bưu${W}chính|vận${W}đơn)`,
  // Version 33: a booking's, a transaction's, a ticket's or a customer's code ("Mã đặt phòng: 7QK2MX", "Mã giao dịch").
  `mã${W}(?:đặt${W}(?:chỗ|phòng|vé|bàn)|giao${W}dịch|vé|khách${W}hàng|tham${W}chiếu|hội${W}viên)`,
  // Version 103: a ticket's control code, a Bulgarian subscriber's number and entrance door, a gift card's code in Spanish and Portuguese; version 102:
  // an appointment's code, shown at a desk ("Randevu kodunuz: 482071", "Código de cita"; not a check-in number typed in a
  // guest app), and an account holder's number ("Codice titolare: 1029 3847").
  `appointment${W}(?:code|pin|number|no\\.?)`, `randevu${W}(?:kod|numara)\\p{L}*`, `c[oó]digo${W}de${W}(?:la${W})?(?:cita|consulta|turno)`,
  `termin${S}(?:code|nummer)`, `kod${W}kontroln\\p{L}*${W}bilet\\p{L}*`, `аб\\.?${W}номер`, `абонат\\p{L}*${W}номер`, `код${W}за${W}входната${W}врата`,
  `c[oó]digo${W}de${W}(?:regalo|presente)`, `c[oó]digo${W}(?:do|del)${W}vale`, `vale${S}(?:presente|regalo|compra)`, `c[oó]digo${W}regalo`, `tarjeta${W}de${W}regalo`, `cart[aã]o${W}(?:de${W})?presente`, `codice${W}(?:dell['’]${S}|di${W})?appuntamento`, `code${W}(?:de${W}|du${W})?rendez${S}vous`, `codice${W}(?:del${W})?titolare`,
] as const;

const NOT_CODE_STEMS = [`sipariş`, `fatura`, `telefon(?=\\s*[:.]?\\s*[+(\\d]|\\p{L}|\\s+numara)`, `müşteri${W}(?:no|numara)`, `παραγγελ`, `τηλ`, `τιμολόγ`, `κράτησ`, `εισιτήρι`, 'ऑर्डर', 'हेल्पलाइन', 'طلب', 'هاتف', 'הזמנה', 'טלפון', 'คำสั่งซื้อ', 'โทร', 'รหัสอ้างอิง', 'سفارش', 'تلفن', 'پلاک', 'کد پستی', 'کدپستی', 'کد سفر', 'کد رهگیری', 'مبلغ', 'موجودی', 'অর্ডার', 'ফোন'] as const;

const NOT_CODE_LABELS_CJK = [
  // Version 38: a Taiwanese e-invoice's random code.
  '隨機碼', '随机码',
  '注文番号', '注文', '請求書', '請求', '領収書', '電話番号', '電話', '〒', '郵便番号', '予約番号', '会員番号', 'お問い合わせ番号',
  '金額', '合計', '小計', '価格', '税込', 'クーポンコード', 'プロモーションコード', '配送', '追跡番号', '伝票番号', '订单号', '订单',
  '发票', '电话', '客服', '邮编', '编号', '单号', '金额', '合计', '总计', '价格', '优惠码', '优惠券', '兑换码', '快递', '物流', '运单',
  '고객센터', '고객지원센터', '대표번호', '전화', '주문번호', '주문', '배송', '운송장', '결제', '금액', '할인 코드', '쿠폰',
  'QRコード', 'バーコード', '二维码', '邮政编码', '№', '#',
  // Version 43: a convenience store's company code and payment number ("第1番号（企業コード）：20020"), a registration number.
  '企業コード', '収納番号', '登記編號', '登记编号', '編號',
  // Version 106: a Lawson or Ministop payment's customer number ("お客様番号：8123-4567-8901"), its payment and slip numbers.
  'お客様番号', 'お支払い番号', 'お支払番号', '支払番号', '払込票番号', '受付番号', '予約確認番号', '申込確認番号', '注文確認番号', '受付確認番号',
] as const;

/** Promotional wording: a generic "code" in such a mail is a coupon, whatever the layout. */
const PROMO_WORDS = [
  // Version 35: not a contract's, a bill's or a deed's "of sale".
  `(?<!of${W})sale`, `discount(?:s|ed)?`, `coupon`, `promo`, `promo${S}code`, `voucher`, `rabatt`, `gutschein`, `réduction`, `remise`, `soldes`,
  `descuento`, `desconto`, `cupom`, `cup[oó]n`, `sconto`, `saldi`, `korting`, `uitverkoop`, `скидк[аиуеой]`, `промокод`, `распродажа`,
  `wyprzedaż`, `rabat(?:owy)?`, `promocj[aię]`, `diskon`, `giảm${W}giá`, `khuyến${W}mãi`,
  // Version 31: Vietnamese "ưu đãi" (offer).
  `ưu${W}đãi`,
  `\\d{1,2}${S}%${S}off`, `save${W}\\d{1,2}${S}%`, `-${S}\\d{1,2}${S}%`,
] as const;
const PROMO_WORDS_CJK = ['割引', 'クーポン', 'セール', '优惠', '折扣', '促销', '할인', '쿠폰', '세일'] as const;
/** Extra wording that only makes alphanumeric "codes" suspicious ("use code X at checkout"). */
const PROMO_WORDS_ALNUM = [`gift${W}cards?`, `checkout`, `shop(?:ping)?`, `free${W}shipping`, `off${W}your`] as const;

/** Footer and boilerplate markers: numbers after these are addresses, years and legal text. */
const FOOTER_WORDS = [
  `unsubscribe`, `opt${S}out`, `copyright`, `all${W}rights${W}reserved`, `you${W}(?:are|were)${W}receiving${W}this`,
  `this${W}(?:e-?mail|message)${W}was${W}sent${W}to`, `manage${W}(?:your${W})?(?:preferences|subscriptions?|notifications)`,
  `abmelden`, `abbestellen`, `impressum`, `désabonner`, `désinscri(?:re|ption)`, `darse${W}de${W}baja`, `cancelar${W}(?:la${W})?suscripci[oó]n`,
  `descadastr(?:ar|e)`, `cancelar${W}inscri[cç][aã]o`, `disiscriv(?:iti|ersi)`, `annulla${W}(?:l['’])?iscrizione`, `afmelden`,
  `uitschrijven`, `отписаться`, `все${W}права${W}защищены`,
] as const;
const FOOTER_WORDS_CJK = ['©', '配信停止', '退订', '取消订阅', '版权所有', '無断転載'] as const;

export type LabelKind = 'strong' | 'weak' | 'negative';

export interface LabelMatch {
  kind: LabelKind;
  start: number;
  end: number;
  /** Version 90: an invitation's code the reader is told to enter (entersInvitation). */
  invitation?: true;
}

interface LabelMatcher {
  kind: LabelKind;
  regex: RegExp;
  /** Every word of it holds a character from U+0530 on (Armenian, Hebrew, Arabic, Indic, Georgian, Thai, CJK): none in Latin text. */
  nonLatin?: boolean;
  /** Version 19: a cheap test without a lookbehind that every match passes; a text failing it is not scanned further. */
  gate?: RegExp;
}

// Every weak word holds one of these ("code", "código", "codice", "codul", "kod", "kód", "kode", "kood", "koodi", "код",
// Version 20: Irish "chód", Zulu "ikhodi", Icelandic "kóði", …).
const WEAK_GATE = /verification|c[oó]d|k[oóô]d|koo|код|mã|msimbo|کد|şifre|κωδικ|chód|khod|kóð/iu;
// Every strong Latin / Cyrillic label holds one of these nouns of a secret (or "verification number").
const STRONG_GATE =
  /c[oó]d|k[oó]d|код|pass|pin|otp|number|n[uú]mero|digit|d[ií]gito|ziffer|zahlen|zeichen|chiffre|character|key|token|schlüssel|clé|clef|jeton|clave|chave|chiave|sleutel|kunci|nyckel|klucz|mã|msimbo|nambari|namba|wort|woord|пароль|hasł|senha|chód|khod|parol|geslo|lozinka|нууц|kaody/iu;

// Version 20: every strong stem holds one of these ("koodi", "kood", "kód", "kod", "kóð", "код", "κωδικ", "şifre", …).
const STEM_GATE = /koo|k[oó]d|kóð|код|κωδικ|şifr|tunnuslu|lambar|parol|құпия/iu;

/** Version 43: a bank's own name for its code, one word ending in "Code" ("NetCode", "SafeCode"); a short list (review: "ItemCode",
 * "PinCode" and "EventCode" are not). */
const BRANDED_CODE = /(?<![\p{L}])(?:Net|Safe|Secure|Web|Mobile|Sms|Key|Access|Auth|Login|Pass|Sign|Verify|Trust)Code(?![\p{L}])/gu;
/** Version 43: a register's abbreviation and "No." ("CE No. AAB123", "RC No. 1238450"): a licence's or a company's number. */
const REGISTER_NO = /(?<=(?<![\p{L}])\p{Lu}{2,4}\s)No\.(?=\s*[A-Z0-9])/gu;
const CODE_LABEL_MATCHERS: readonly LabelMatcher[] = [
  { kind: 'strong', regex: wordAlternation(STRONG_CODE_LABELS, 'giu'), gate: STRONG_GATE },
  { kind: 'strong', regex: plainAlternation(STRONG_CODE_LABELS_CJK, 'gu'), nonLatin: true },
  { kind: 'strong', regex: wordAlternation(ACRONYM_CODE_LABELS, 'gu') },
  { kind: 'weak', regex: wordAlternation(WEAK_CODE_LABELS, 'giu'), gate: WEAK_GATE },
  { kind: 'weak', regex: BRANDED_CODE, gate: /Code/ },
  { kind: 'weak', regex: plainAlternation(WEAK_CODE_LABELS_CJK, 'gu'), nonLatin: true },
  { kind: 'strong', regex: stemAlternation(STRONG_CODE_STEMS, 'giu'), gate: STEM_GATE },
  { kind: 'strong', regex: plainAlternation(STRONG_CODE_AFFIXED, 'gu'), nonLatin: true },
  { kind: 'weak', regex: stemAlternation(WEAK_CODE_STEMS, 'giu'), gate: WEAK_GATE },
  { kind: 'weak', regex: plainAlternation(WEAK_CODE_AFFIXED, 'gu'), nonLatin: true },
  { kind: 'negative', regex: wordAlternation(NOT_CODE_LABELS, 'giu') },
  { kind: 'negative', regex: stemAlternation(NOT_CODE_STEMS, 'giu') },
  { kind: 'negative', regex: plainAlternation(NOT_CODE_LABELS_CJK, 'gu') },
  { kind: 'negative', regex: REGISTER_NO, gate: /No\./ },
];

// Version 20: from U+0530, so that Armenian text reads the Armenian labels.
const BEYOND_LATIN = /[^\u0000-\u052F]/u;

function overlaps(a: LabelMatch, b: LabelMatch): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * All code-related labels in `text`, ordered by position. Where a negative label
 * overlaps a positive one ("promo code", "código postal") the negative one wins,
 * and a weak label inside a strong one is dropped.
 */
/** "diese Nummer:", "este número", "this no.": a demonstrative points at what follows; the word names nothing else. */
const GENERIC_NUMBER = /^(?:n[uú]mero|numéro|numero|nummer|no\.?|nr\.?|num)$/iu;
const DEMONSTRATIVE_BEFORE = /(?<![\p{L}])(?:this|that|diese[nrs]?|este|esta|esse|essa|ce|cet|cette|questo|questa|dit|deze|dat)\s+$/iu;
// Version 43: not a register's capitals ("CE No. AAB123" is no French "ce numéro").
const pointsAhead = (text: string, l: LabelMatch): boolean =>
  GENERIC_NUMBER.test(text.slice(l.start, l.end)) &&
  DEMONSTRATIVE_BEFORE.test(text.slice(Math.max(0, l.start - 12), l.start)) &&
  !(text.slice(l.start, l.end) === 'No.' && /\p{Lu}{2}\s+$/u.test(text.slice(Math.max(0, l.start - 4), l.start)));
// Version 23: "(not your PUK)", "(nicht Ihre PIN)", "(pas votre numéro de commande)": the mail says what the value is not.
// A determiner is required: "If you did not order this" still speaks of an order.
const NEGATED_BEFORE =
  /(?<![\p{L}])(?:(?:not|never|nicht|pas|non|no\s+es|não\s+é|niet|nie)\s+(?:your|the|a|an|ihre?[nr]?|die|der|das|votre|le|la|un|une|tu|su|seu|sua|il|uw|de|het)|kein(?:e[nr]?)?|geen)\s+$/iu;
const negated = (text: string, l: LabelMatch): boolean => NEGATED_BEFORE.test(text.slice(Math.max(0, l.start - 16), l.start));
/**
 * Version 24: "Enter this confirmation number on the order page:", "Type this confirmation number": a confirmation
 * number the reader is asked to type confirms something now, as a code does; one to keep is a booking's. Version 25: so
 * does an approval code ("Enter this approval code in online banking"); a receipt's is only printed.
 */
const CONFIRMATION_NUMBER = /^(?:confirmation\s+(?:number|no\.?)|(?:approval|authori[sz]ation)\s+code)$/iu;
// Not "enter the confirmation number": the booking's own, typed to find it ("At the kiosk, enter the confirmation number
// 55201934 to print your boarding pass"; review of version 24).
const ENTER_BEFORE = /(?<![\p{L}])(?:enter|type|input|key\s+in)\s+(this|the\s+following|the)\s+$/iu;
/** The words before `at` ask the reader to type what follows ("Enter this ", "type the following "). */
const enteredWith = (text: string, at: number): string | undefined =>
  ENTER_BEFORE.exec(text.slice(Math.max(0, at - 24), at))?.[1]?.toLowerCase();
export const enteredAt = (text: string, at: number): boolean => {
  const article = enteredWith(text, at);
  return article !== undefined && article !== 'the';
};
// Version 37: or "enter the confirmation number on the sign-in page instead:", where it signs in.
const enteredConfirmation = (text: string, l: LabelMatch): boolean => {
  if (!CONFIRMATION_NUMBER.test(text.slice(l.start, l.end))) return false;
  const article = enteredWith(text, l.start);
  return article !== undefined && (article !== 'the' || saysLogin(text));
};
/** Version 41: "518203 is your Pacific Coast Bank code": a bank's own name before "code" names its sign-in code. */
const BANKS_OWN_CODE = /^Bank\s+code$/u;
// Review of version 41: only after "is your" (not "Recipient Bank code: 37040044", "Your Bank code").
const NAMED_BANK_BEFORE = /(?<![\p{L}])is\s+your\s+(?:\p{Lu}[\p{L}'’&.-]*\s+){1,3}$/u;
/** Version 44: "Your personal registration code:" is the reader's own, no company's register. */
const YOUR_REGISTRATION = /^reg(?:istration)?\.?\s*code$/iu;
// Review of version 44: only a label that ends its line and introduces the value below ("Your personal registration code:" ⏎
// 9tq2wx7e), not an event's "Your registration code: 7KD4QZ. Show it at the check-in desk".
const yourRegistrationCode = (text: string, l: LabelMatch): boolean =>
  YOUR_REGISTRATION.test(text.slice(l.start, l.end)) &&
  /^\s*[:：]\s*$/u.test(text.slice(l.end)) &&
  /(?<![\p{L}])(?:your|ihr(?:e)?|votre)\s+(?:personal\s+|persönliche[rn]?\s+|personnel\s+)?$/iu.test(text.slice(Math.max(0, l.start - 24), l.start));
/** Version 90: "Enter your invitation code: CDL-6HQ2RT", "paste your invitation code:" ⏎ QRA-7H2K-ZP4Q: an invitation's code the
 * reader is told to type joins a workspace, a beta, an assessment; not one a line shares with friends for a reward. It is answered
 * only when no other value is (evidence.ts). */
const INVITATION_CODE = /^invit\p{L}*\s*code$/iu;
// An imperative: at a clause's start ("3. Enter your invite code:", "… and paste your invitation code:"), not "they can use the …".
const ENTERS_INVITATION =
  /(?:^|[.!?:;,)]\s*|\d\.\s*|(?:please|then|and|simply|just)\s+)(?:enter|paste|type|input|use)\s+(?:(?:your|the|this|an?|my)\s+)?(?:\p{L}+\s+)?$/iu;
const REFERS = /(?<![\p{L}])(?:friends?|refer\p{L}*|share|earn|rewards?|credit|discount|free)(?![\p{L}])/iu;
const entersInvitation = (text: string, l: LabelMatch): boolean =>
  INVITATION_CODE.test(text.slice(l.start, l.end)) &&
  ENTERS_INVITATION.test(text.slice(Math.max(0, l.start - 40), l.start)) &&
  !REFERS.test(text) &&
  !sellsOnLine(text);
/**
 * Version 45: "Programme:  Diploma in Surveying – code 4410": in a row of details, a bare "code" after a dash or a bracket
 * is the code of the thing the row names.
 */
// Review of version 45: a row that names an item (a programme, a course, a product), not "Tallyo: …" or "Login: …".
const DETAILS_ROW =
  /^\s*(?:programme|program|course|module|subject|unit|product|item|service|plan|tariff|article|class|degree|qualification|intake|title|position|job|role)\s*[:：]\s+\S/iu;
const AFTER_A_NAME = /[\p{L})]\s*(?:[–—]|\s-|\(|,)\s*$/u;
const itemsOwnCode = (text: string, l: LabelMatch): boolean =>
  /^code$/iu.test(text.slice(l.start, l.end)) && AFTER_A_NAME.test(text.slice(Math.max(0, l.start - 8), l.start)) && DETAILS_ROW.test(text);
/**
 * Version 46: what a label names that is no code to type: an Indian "PIN code" in an address ("…, Pune, PIN code 411038"),
 * "code of station 4612" (the code of a thing), "Share your code MAX-7QP2 with friends" (a referral's), and every label of
 * a sentence that warns not to confuse two values ("Do not confuse the security code with your key number (4412087)").
 */
const PIN_CODE = /^pin\s*code\s*(?:no\.?\s*)?[:：]?\s*\d{6}(?!\d)/iu;
// Review of version 46: an address's own words, not any two commas ("Dear Customer, for login to NetBanking, PIN code: 482913").
const IN_ADDRESS =
  /(?:address|adresse|addr\.|deliver(?:ed|ing)?\s+to|ship(?:ping|ped)?\s+to)\s*[:：]|(?<![\p{L}])(?:road|rd|street|st|avenue|ave|\p{L}*nagar|marg|lane|colony|complex|sector|delivered\s+to(?!\s+your\s+registered)|layout|block|flat|apartment|apts|h\.\s?no|district|dist|taluk|tehsil|village|city)(?![\p{L}])[^:.!?]*$/iu;
// Review of version 47: or a run of commas (an address line), unless the line signs in ("…, for login to NetBanking, PIN code").
const COMMA_RUN = /,[^,]{1,40},[^,]{1,40},?\s*$/u;
// Versions 46–51: the words of a one-time secret's purpose, shared by the readings below, each with its own additions.
const ONE_TIME_CORE = String.raw`log[\s-]?in|sign(?:ing)?[\s-]?in|otp|verif\p{L}*|one-?time`;
const purposeWords = (more: string): RegExp => new RegExp(String.raw`(?<![\p{L}])(?:${ONE_TIME_CORE}|${more})(?![\p{L}])`, 'iu');
const SIGNS_IN = purposeWords(String.raw`netbanking|valid|expires?|activat\p{L}*|share|request\p{L}*`);
const SIGNS_IN_STRONG = purposeWords(String.raw`netbanking|valid\s+for|reset`);
const GREETING = /(?<![\p{L}])(?:dear|hi|hello|welcome|thank\p{L}*|kindly|as\s+requested|as\s+discussed)(?![\p{L}])/iu;
// Review of version 46: not "code of activation", "code of single use" (a non-native sender's secret).
const CODE_OF =
  /^\s+of\s+(?:the\s+)?(?!verification|confirmation|access|security|sign|log|activation|authentication|validation|identification|single|one|unlock|registration|entry|recovery|reset)\p{L}/iu;
const SHARE_IT = /(?<![\p{L}])share\s+your\s+$/iu;
const SHARE_NEGATED = /(?<![\p{L}])(?:don['’]?t|do\s+not|never|not)\s+(?:\p{L}+\s+){0,2}$/iu;
const DO_NOT_CONFUSE =
  /(?<![\p{L}])(?:(?:do\s+not|don['’]t|never)\s+confuse|not\s+to\s+be\s+confused|no\s+(?:lo|la)\s+confunda|nicht\s+(?:zu\s+)?verwechseln|ne\s+(?:le|la)\s+confondez)(?![\p{L}])/iu;
/** Version 47: a travel document's line ("E-ticket receipt – confirmation code HK7P2Q"). */
const TRAVEL_DOCUMENT = /(?<![\p{L}])(?:e-?ticket|itinerary|boarding\s+pass)(?![\p{L}])/iu;
/** Review of version 47: a one-time secret's words ("Enter it … It expires in 10 minutes", "to sign in", "to confirm your email"). */
// Review of versions 48 and 49: a booking's whenever it goes with the last name ("Enter it with your last name to manage your trip").
export const ASKS_ONE_TIME =
  /(?<![\p{L}])(?:expires?|valid|minutes?|sign\s*in|log\s*in|verify|confirm\s+your|enter|type|to\s+access|to\s+view)(?![\p{L}])/iu;
export const MANAGES_TRIP = /(?<![\p{L}])(?:manage\s+(?:your\s+)?(?:trip|booking|reservation|flight)|check\s+in\s+online|last\s+name)(?![\p{L}])/iu;
// Review of version 49: not a one-time secret's own name ("your one-time PIN 482913", "the sign-in PIN", "the verification number").
const ONE_TIME_NAME = /one-?time|sign-?in|verif|otp/iu;
const OTHER_VALUE_NAME = /pin|number|no\.?$|nummer|n[uú]mero|numéro|account|card|carte|tarjeta|karte|key|clave|clé/iu;
const sentenceEnd = (text: string, from: number): number => {
  const end = text.slice(from).search(/[.!?](?:\s|$)/u);
  return end === -1 ? text.length : from + end;
};
// Review of version 49: a one-time phrase, not a bare "minutes", "valid" or "enter" ("The session starts in 15 minutes").
const SESSION_PURPOSE = purposeWords(String.raw`expires?|valid\s+for\s+\d+\s+min\p{L}*`);
function namesOtherThing(text: string, l: LabelMatch): boolean {
  const name = text.slice(l.start, l.end);
  const before = text.slice(Math.max(0, l.start - 80), l.start);
  // Review of version 46: only the labels after the warning, the other value's ("Votre code : 482913. Ne le confondez pas avec votre code PIN.").
  // Review of version 48: in the warning's own sentence, the other value's label (a PIN, a card's, an account's, a number), not
  // the code's ("Do not confuse your security code 482913 with your card PIN"; "… the PIN 4821 … with your sign-in code").
  const confuse = /onf[uo]n|confus|verwechs/iu.test(text) ? DO_NOT_CONFUSE.exec(text) : null;
  if (confuse && l.start > confuse.index && l.start < sentenceEnd(text, confuse.index) && OTHER_VALUE_NAME.test(name) && !ONE_TIME_NAME.test(text.slice(Math.max(0, l.start - 16), l.end)))
    return true;
  // Version 47: "Your confirmation code is HK7P2Q. Use it with your last name to manage your trip or check in online.": a booking's.
  if (/^confirmation\s+code$/iu.test(name) && (MANAGES_TRIP.test(text.slice(l.end, l.end + 160)) || TRAVEL_DOCUMENT.test(text)) && ((/last\s+name/iu.test(text) && !/expires?|minutes/iu.test(text)) || !ASKS_ONE_TIME.test(text)))
    return true;
  // Review of version 48: never in a line that signs in, expires or activates, nor after a greeting's commas.
  if (/^pin/iu.test(name))
    // Review of version 49: the words right before it, and a sign-in's own words anywhere in the line (not "valid", "activate").
    return (
      PIN_CODE.test(text.slice(l.start)) &&
      !SIGNS_IN_STRONG.test(text) &&
      (IN_ADDRESS.test(before) || (COMMA_RUN.test(before.slice(-45)) && !GREETING.test(before) && !SIGNS_IN.test(before.slice(-45))))
    );
  if (!/^code$/iu.test(name)) return false;
  // Review of versions 47 and 48: a session's or an event's code, unless its line signs in, verifies, expires or enters it.
  if (/(?:session|event)\s*$/iu.test(before) && !SESSION_PURPOSE.test(text)) return true;
  return CODE_OF.test(text.slice(l.end, l.end + 30)) || (SHARE_IT.test(before) && !SHARE_NEGATED.test(before.replace(SHARE_IT, '')));
}
/** Review of version 45: "OTP No: 583104", "Código de acesso nº: 583104": "No" right after a code label is that label's number. */
const NUMBER_ABBREVIATION = /^(?:no|nr|n[°º])\.?$/iu;
// Review of version 46: a secret's own word, not a bare "code" ("Agent Code No: 48213", "HSN Code No: 84733099" are numbers).
const LINE_PURPOSE = purposeWords(String.raw`approve|valid|expires?`);
const SECRET_WORD_BEFORE = /(?<![\p{L}])(?:verification|confirmation|security|access|log-?in|sign-?in|otp|pin|tan|one-?time)\s*$/iu;
const numbersLabel = (text: string, l: LabelMatch, kept: readonly LabelMatch[]): boolean =>
  NUMBER_ABBREVIATION.test(text.slice(l.start, l.end)) &&
  (SECRET_WORD_BEFORE.test(text.slice(Math.max(0, l.start - 16), l.start)) ||
    // Review of version 47: or a line that signs in or approves with it ("Code No. 604218 for login to MyBank").
    (/code\s*$/iu.test(text.slice(Math.max(0, l.start - 8), l.start)) && LINE_PURPOSE.test(text)) ||
    kept.some((s) => s.kind === 'strong' && s.end <= l.start && /^\s*$/u.test(text.slice(s.end, l.start))));
const banksOwnCode = (text: string, l: LabelMatch): boolean =>
  BANKS_OWN_CODE.test(text.slice(l.start, l.end)) && NAMED_BANK_BEFORE.test(text.slice(Math.max(0, l.start - 50), l.start));
/** Version 24: "on the order page", "in the booking screen" (version 25: "the claim center"): the word names a place to type something, not the value. */
const PLACE_AFTER = /^\s+(?:status\s+)?(?:page|screen|form|field|tab|portal|cent(?:er|re)|app|website|site|account)(?![\p{L}])/iu;
const namesPlace = (text: string, l: LabelMatch): boolean => PLACE_AFTER.test(text.slice(l.end, l.end + 20));
/**
 * Review of version 24: "failed, so enter this one-time code to continue (code 482913)": a code's own label after the
 * failure word names the value, and the parenthesis only repeats it.
 */
const FAILURE = new RegExp(`(?:${FAILURE_WORDS})`, 'giu');
const STATUS_CODE = new RegExp(`^${STATUS_CODE_WORD}$`, 'iu');
const FAILURE_REACH = 120;
function restatesLabel(text: string, l: LabelMatch, kept: readonly LabelMatch[]): boolean {
  if (!STATUS_CODE.test(text.slice(l.start, l.end))) return false;
  const from = Math.max(0, l.start - FAILURE_REACH);
  const before = text.slice(from, l.start);
  let failed = -1;
  FAILURE.lastIndex = 0;
  for (let m = FAILURE.exec(before); m !== null; m = FAILURE.exec(before)) failed = from + m.index + m[0].length;
  return failed >= 0 && kept.some((s) => s.kind !== 'negative' && s.start >= failed && s.end <= l.start);
}
/**
 * Review of version 24: "the 4 digits below" is a code's label when its line asks to type them ("enter the 4 digits
 * below", "die 4 Ziffern unten eingeben"), not in "Your account number is the 8 digits below".
 */
const POINTED_DIGITS = /(?:below|above|unten|oben|dessous|abajo|abaixo|siguientes|seguir)$/iu;
const TYPE_AFTER = /(?<![\p{L}])(?:eingeben|eintragen|einzugeben)(?![\p{L}])/iu;
const LINE_REACH = 160;
function pointedUntyped(text: string, l: LabelMatch): boolean {
  if (!POINTED_DIGITS.test(text.slice(l.start, l.end))) return false;
  const before = text.slice(Math.max(0, l.start - LINE_REACH), l.start);
  const after = text.slice(l.end, l.end + LINE_REACH);
  const line = before.slice(before.lastIndexOf('\n') + 1) + ' ' + after.split('\n', 1)[0];
  return !USE_VERB.test(line) && !TYPE_AFTER.test(line);
}
/** "numéro de commande", "number of the order": the rest of a negated label's noun phrase is negated with it. */
const OF_JOINER = /^\s*(?:(?:de|of|del|do|da|der|des|the|d')\s*)*$/iu;
const continues = (text: string, first: LabelMatch, next: LabelMatch): boolean =>
  first.end <= next.start && next.start - first.end <= 12 && OF_JOINER.test(text.slice(first.end, next.start));

const DOMAIN_BEFORE = /[a-z0-9]\.$/u;
export function findCodeLabels(text: string): LabelMatch[] {
  const all: LabelMatch[] = [];
  const latin = !BEYOND_LATIN.test(text);
  for (const { kind, regex, nonLatin, gate } of CODE_LABEL_MATCHERS) {
    if ((latin && nonLatin) || (gate && !gate.test(text))) continue;
    regex.lastIndex = 0;
    // Capped per matcher, so a flood of one kind cannot crowd out negative labels.
    let count = 0;
    for (let m = regex.exec(text); m !== null && count < EXTRACT_LIMITS.maxLabelsPerSegment; m = regex.exec(text), count++) {
      if (m[0].length === 0) {
        regex.lastIndex++;
        continue;
      }
      // Version 65: not a domain's last label, in small letters ("hyttelivet.no:", "shop.id"; not "Ref.No. 4417").
      if (/^[a-z]{2,3}$/u.test(m[0]) && DOMAIN_BEFORE.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
      all.push({ kind, start: m.index, end: m.index + m[0].length });
    }
  }
  const negatives = all.filter((l) => l.kind === 'negative');
  const strongs = all.filter((l) => l.kind === 'strong');
  const kept = all.filter((l) => {
    if (l.kind === 'negative') return true;
    // "promo code", "código postal": an overlapping negative at least as long wins.
    if (negatives.some((n) => overlaps(n, l) && n.end - n.start >= l.end - l.start)) return false;
    // "code" inside "verification code" is the same label, counted once.
    return l.kind === 'strong' || !strongs.some((s) => overlaps(s, l));
  });
  // "número" inside "número de verificación" is part of the positive label, not a negative one.
  // Version 42: "<#> 640215 is your Tapaal code": an SMS retriever's mark, no number sign.
  const denied = kept.filter((l) => l.kind === 'negative' && (negated(text, l) || namesPlace(text, l) || text.slice(l.start - 1, l.end + 1) === '<#>'));
  const result = kept.filter(
    (l) =>
      l.kind !== 'negative' ||
      (!kept.some((s) => s.kind !== 'negative' && s.start <= l.start && s.end >= l.end && s.end - s.start > l.end - l.start) &&
        !pointsAhead(text, l) &&
        !denied.some((d) => d === l || continues(text, d, l)) &&
        !restatesLabel(text, l, kept) &&
        !numbersLabel(text, l, kept)),
  ).filter((l) => l.kind !== 'strong' || !pointedUntyped(text, l));
  for (const [k, l] of result.entries()) if (l.kind === 'negative' && (enteredConfirmation(text, l) || banksOwnCode(text, l) || yourRegistrationCode(text, l))) result[k] = { ...l, kind: 'strong' };
  for (const [k, l] of result.entries()) if (l.kind === 'negative' && entersInvitation(text, l)) result[k] = { ...l, kind: 'strong', invitation: true };
  for (const [k, l] of result.entries()) if (l.kind === 'weak' && itemsOwnCode(text, l)) result[k] = { ...l, kind: 'negative' };
  for (const [k, l] of result.entries()) if (l.kind !== 'negative' && namesOtherThing(text, l)) result[k] = { ...l, kind: 'negative' };
  return result.sort((a, b) => a.start - b.start || b.end - a.end);
}

const PROMO_REGEXES = [wordAlternation(PROMO_WORDS, 'iu'), plainAlternation(PROMO_WORDS_CJK, 'u')];
const PROMO_ALNUM_REGEX = wordAlternation(PROMO_WORDS_ALNUM, 'iu');
/** Whether `text` reads like marketing; `forAlphanumeric` adds shop wording that only taints alphanumeric codes. */
export function hasPromoContext(text: string, forAlphanumeric: boolean): boolean {
  return PROMO_REGEXES.some((r) => r.test(text)) || (forAlphanumeric && PROMO_ALNUM_REGEX.test(text));
}

// Review of version 28: "Enter this code at checkout to save 10%", "… for free delivery": the label's own line sells.
export const sellsOnLine = (line: string): boolean =>
  hasPromoContext(line, true) || /(?<![\p{L}])free\s+(?:delivery|shipping)(?![\p{L}])/iu.test(line);

/** Shop wording alone ("checkout", "shop"), which taints alphanumeric codes only (hasPromoContext). */
export const hasShopWording = (text: string): boolean => PROMO_ALNUM_REGEX.test(text);

const FOOTER_REGEXES = [wordAlternation(FOOTER_WORDS, 'iu'), plainAlternation(FOOTER_WORDS_CJK, 'u')];
/** Index of the first footer marker in `text`, or -1. */
export function footerMarkerIndex(text: string): number {
  let best = -1;
  for (const r of FOOTER_REGEXES) {
    const m = r.exec(text);
    if (m && (best === -1 || m.index < best)) best = m.index;
  }
  return best;
}

/** Where a part's footer starts: the first unsubscribe / copyright marker in the second half of its lines. Numbers after it
 * are addresses, years and legal boilerplate. */
export function footerStart(lines: readonly string[]): { index: number; offset: number } | null {
  for (let i = Math.floor(lines.length / 2); i < lines.length; i++) {
    const offset = footerMarkerIndex(lines[i] ?? '');
    if (offset !== -1) return { index: i, offset };
  }
  return null;
}

// ---------------------------------------------------------------------------
// "Use X to sign in": a code named by what it is for, not by a label
// ---------------------------------------------------------------------------

/** A verb of using or entering, right before the string. */
export const USE_VERBS = 'syötä|näppäile|kirjoita|skriv\\s+inn|tast\\s+inn|indtast|tippen\\s+sie|tippe|tragen\\s+sie|teclea|teclee|tecleá|copia\\s+y\\s+pega|copia|pega|copiá|pegá|ingresá|usá|renseignez|renseigne|saisis|use|enter|type|input|paste|copy|key\\s+in|punch\\s+in|(?<=^|[.!?:,;]\\s{1,3}|(?:please|then|and|just|simply)\\s{1,3})punch|tap\\s+in|type\\s+in|put\\s+in|tapez|gib|geben\\s+sie|introduzca|ingrese|escribe|informe|digita|typ|wprowadź|skriv|введите|используйте|εισαγάγετε|εισάγετε|πληκτρολογήστε|χρησιμοποιήστε|הזן|הזינו|הקלידו|أدخل|استخدم|กรอก|ใส่|utilisez|utilise|saisissez|entrez|verwende|verwenden\\s+sie|nutze|usa|use|utiliza|introduce|ingresa|utilize|digite|insira|introduza|gebruik|voer|utilizza|inserisci|użyj|wpisz|använd|ange|masukkan|gunakan|nhập|sử\\s+dụng|введіть|вкажіть|використайте|zadejte|zadej|použijte|vložte|opište|introduce[țţt]i|introdu|tasta[țţt]i|folosi[țţt]i|weka|ingiza|tumia|andika|vul|fill\\s+in|tik|sleutel\\s+in|sláðu\\s+inn|slærð\\s+inn|შეიყვანეთ|მიუთითეთ|մուտքագրեք|daxil\\s+edin|енгізіңіз|kiriting|shkruani|vendosni|unesite|vnesite|внесете|внесите|ievadiet|įveskite|sisestage|introduïu|sartu|rhowch|cuir\\s+isteach|daħħal|ilagay|taipe|faka|оруулна\\s+уу';
// Version 69: or a gerund after "by" ("Approve it from your terminal by typing 640215 at the … prompt").
export const USE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${USE_VERBS}|by\\s+(?:typing|entering|keying\\s+in))\\s*[:"'«“]?\\s*$`, 'iu');
/** Version 41: "K-551902 — enter this in Ferrow to pair your watch", "R-330817 - type it into …": a dash, then the verb. */
// Version 55: or "118274 - use within 10 minutes to finish setting up …".
export const USE_THIS_AFTER = new RegExp(
  `^\\s*[—–-]{1,2}\\s+(?:please\\s+)?(?:${USE_VERBS})\\s+(?:this|it|within\\s+\\d{1,3}\\s*(?:min|mins|minutes|hours?))(?![\\p{L}])`,
  'iu',
);
/** The same verbs anywhere in a line ("Copy the number below into Brightpath:"). */
export const USE_VERB = new RegExp(`(?<![\\p{L}])(?:${USE_VERBS})(?![\\p{L}])`, 'iu');
/** A purpose of signing in, verifying or going on, right after it; version 36: or after the app it goes in ("in Syncwell to
 * link your new laptop"; version 39: a name or "the app", not "at the front door"; version 42: or "the box on your screen"),
 * and linking or pairing a device; version 43: releasing a payment batch ("to release the batch"). */
export const SIGN_IN_AFTER =
  /^\s*(?:(?:in|into)\s+(?:(?:the|your)\s+)?(?:\p{Lu}[\p{L}\p{N}-]*(?:\s+\p{Lu}[\p{L}\p{N}-]*){0,2}|app|(?:box|field)(?:\s+on\s+(?:your|the)\s+screen)?)\s+)?["'»”]?\s*(?:to\s+(?:sign\s*in|log\s*in|login|verify|confirm|continue|finish|complete|access|activate|approve|authori[sz]e|allow|unlock|proceed|release|(?:link|pair|connect)\s+(?:your|this|the|a)\s+(?:new\s+)?(?:device|laptop|computer|phone|tablet|tv|watch))|untuk\s+(?:masuk|login|verifikasi|konfirmasi|melanjutkan)|để\s+(?:đăng\s+nhập|xác\s+(?:nhận|minh|thực)|tiếp\s+tục)|pour\s+(?:vous\s+connecter|se\s+connecter|confirmer|vérifier|continuer|valider|accéder)|zum\s+(?:anmelden|einloggen|bestätigen|fortfahren)|um\s+(?:dich|sich)\s+anzumelden|para\s+(?:iniciar\s+sesi[oó]n|entrar|verificar|confirmar|continuar|acceder|acessar|fazer\s+login)|om\s+(?:in\s+te\s+loggen|te\s+bevestigen|door\s+te\s+gaan|te\s+verifi[eë]ren)|per\s+(?:accedere|confermare|verificare|continuare)|aby\s+(?:się\s+zalogować|potwierdzić|kontynuować)|för\s+att\s+(?:logga\s+in|bekräfta|fortsätta))(?![\p{L}])/iu;

/** The same verbs after the string, in languages that put the verb last ("553311 kodunu girin", "370946 दर्ज करें"; version 107: "请将 184-220-957 填入页面"). */
export const USE_AFTER =
  /^\s*['’]?\s*(?:(?:kodunu|şifresini|kodu)\s+)?(?:girin|giriniz|gir|kullanın|yazın|दर्ज|डालें|を入力|入力|填入|填写|输入|輸入|键入|[을를]?\s*입력|ein(?:geben)?(?![\p{L}]))/iu;

/** The string names itself: "482913 is your Acme code", "318207 is your Hopper security check". */
export const NAMES_ITSELF_AFTER =
  /^\s*(?:[—–-]\s+(?:mit|with|con|avec|com)\s+(?:dieser|diesem|this|esta|este|cette|ce|essa|esse)\s+(?:zahl|code|código)|is\s+(?:your|the)|est\s+(?:votre|ton)|ist\s+(?:dein|ihr)|es\s+(?:tu|su)|é\s+(?:o\s+)?seu|è\s+il\s+tuo|is\s+(?:je|uw)|to\s+twój|är\s+din|आपका|[—–-]\s+your|[—–-]{1,2}\s+(?:that|this)(?:['’]s|\s+is)\s+(?:your|the))(?![\p{L}])/iu;

// Version 44: also "514 207 – mit dieser Zahl schalten Sie … frei" (with this number you unlock …).
/** "4120 is the room where …": after "is the" only a noun for a secret names it (SECRET_NOUN); "is your" names it anyway. */
// Version 29: also "301 948 -- that's the number to punch in …" (a dash and a demonstrative).
export const NAMES_ITSELF_THE = /^\s*(?:is|[—–-]{1,2}\s+(?:that|this)(?:['’]s|\s+is))\s+the(?![\p{L}])/iu;

/**
 * Version 16: the value opens a sentence that says what it is for: "471902 is how you get back into Parcelwick", "502918
 * es lo que necesitas para iniciar sesión", "730418 é o que você precisa para entrar"; read with the rest of the sentence.
 */
export const IS_HOW_YOU =
  /^\s*(?:(?:will\s+)?(?:get|gets|let|lets)\s+you|is\s+(?:how|what|all)\s+you|es\s+lo\s+que|é\s+(?:o\s+que|como)|est\s+ce\s+(?:qu['’]il|dont)|ist\s+(?:alles,?\s+)?(?:was|wie)|è\s+(?:ciò|quello)\s+che|is\s+(?:wat|hoe))(?![\p{L}])/iu;
/** "how" says the value is the means; "what" / "all" / "lo que" need a verb of needing or typing after them (NEEDED). */
export const IS_HOW = /^\s*(?:(?:will\s+)?(?:get|gets|let|lets)\s+you|is\s+how|é\s+como|ist\s+wie|is\s+hoe)(?![\p{L}])/iu;
/**
 * What IS_HOW_YOU's "what" is to the reader: needed or typed ("is what you need to finish signing in", "es lo que
 * necesitas", "é o que você precisa", "ce qu'il vous faut"); not "2500 is what you earn each time you log in", "1299 is
 * what you pay to log in".
 */
export const NEEDED =
  /^\s*(?:(?:you['’]ll|you|will|você|vous|te|ti|du|sie|je|u)\s+)*(?:need|use|type|enter|necesit|usa|introduc|escrib|precis|digit|faut|avez\s+besoin|brauch|benötig|eingeb|serv|nodig|gebruik|invoer)/iu;
/** Getting back into an account, in the words of IS_HOW_YOU's languages. */
export const BACK_INTO = /(?<![\p{L}])(?:back\s+in(?:to)?|(?:get|gets|let|lets)\s+you\s+in(?![\p{L}])|zurück\s+in|de\s+vuelta|de\s+volta|de\s+nouveau|terug\s+in)(?![\p{L}])/iu;

/** After "is your …": a noun for a secret ("Acme login key", "one-time number", "security check"). */
export const SECRET_NOUN = /^[^.!?\n]{0,40}?(?<![\p{L}])(?:code|number|pin|key|passcode|password|check|token|otp)(?![\p{L}])/iu;

/** Where what follows is to be put: "into the app", "on the login screen", "on the order status page". */
// Version 36: or a tablet, a phone, a TV, a console, a kiosk or a watch ("on your HearthCare tablet").
export const DESTINATION =
  /(?<![\p{L}])(?:in|into|on|onto)\s+(?:(?:the|your|this|that)\s+)?(?:[\p{L}-]+\s+){0,2}(?:app|application|window|tab|page|screen|browser|field|box|form|device|client|launcher|terminal|tablet|phone|tv|console|kiosk|watch)(?![\p{L}])/iu;

/**
 * Text that disowns what follows: a link "Not you? Reset your password" recovers an account, it verifies none. A
 * reminder's "not yet" ("Si vous n'avez pas encore confirmé …", "Falls du … noch nicht bestätigt hast") disowns nothing.
 */
export const DISOWNING =
  /(?<![\p{L}])(?:not\s+you|wasn['’]?t\s+(?:you|me)|was\s+not\s+you|(?:didn['’]?t|did\s+not)\s+(?:request|ask|try|sign|make|run|start|initiate|attempt|turn|switch|enable|add|change)|not\s+expecting|(?:don['’]?t|do\s+not)\s+recogni[sz]e|unrecogni[sz]ed|(?:falls|wenn)\s+(?:du|sie)\s+(?![^.!?]{0,40}?noch\s+nicht)[^.!?]{0,40}?nicht|si\s+no\s+(?:fuiste|has\s+sido|eras|reconoces|ejecutaste|solicitaste|iniciaste|pediste)|si\s+vous\s+n['’](?:avez|êtes)\s+pas(?!\s+encore)|si\s+ce\s+n['’](?:était|est)\s+pas\s+vous|se\s+(?:não\s+foi\s+você|você\s+não(?!\s+(?:confirmou|verificou|ativou|validou)))|se\s+non\s+(?:sei\s+stato|eri)|je[śs]li\s+to\s+nie\s+(?:ty|pan|pani|wy)|если\s+это\s+(?:были\s+)?не\s+вы)(?![\p{L}])/iu;

/**
 * A disowning line that tells the reader to protect the account ("Not you? … change your password", "Falls du das nicht
 * warst, ändere … dein Passwort", "… cambia tu contraseña"): a security mail's, not a shop's "Not you? Unsubscribe".
 */
export const SECURES_ACCOUNT =
  /(?<![\p{L}])(?:password|passwort|kennwort|mot\s+de\s+passe|contraseña|senha|wachtwoord|hasło|пароль|lösenord|(?:secure|protect|lock)\s+your\s+account)(?![\p{L}])/iu;

/** A sign-in or verification word introducing the string, as a label would: "Quillpad sign-in: 905614". */
export const INTENT_WORD_BEFORE =
  /(?<![\p{L}])(?:sign[\s-]?in|log[\s-]?in|login|verification|confirmation|anmeldung|connexion|acceso|acesso|accesso|inloggen)\s*[:：=]\s*$/iu;

/** Verbs without spaces around them (Chinese, Japanese), right before the string: "输入 860372". */
// Version 55: or an opening bracket after it ("請於登入頁面輸入【271845】").
export const USE_BEFORE_CJK = /(?:输入|輸入|填写|填入|键入|入力)\s*[:：【「『\[]?\s*$/u;
/** Verbs that end their clause, somewhere after the string: "482910 را در برنامه وارد کنید", "518204 লিখুন". */
export const VERB_LAST = /(?:وارد\s*(?:کنید|نمایید)|بزنید|লিখুন|দিন|입력|入力|输入|दर्ज|डालें|(?:का\s+)?(?:उपयोग|इस्तेमाल)\s+करें|girin|giriniz|yazın)/u;
/** What an instruction names as the place for the string, in any covered language: an app, a screen, a field. */
export const APP_OR_SCREEN =
  /(?<![\p{L}])(?:apps?|application|aplikac[eií]|aplikacji|aplikasi|aplica[țţt]i[ea]|aplicación|aplicativo|applicazione|appli|приложени[еия]|застосунк[уі]|застосунок|programu|uygulama|εφαρμογή|screen|bildschirm|écran|pantalla|schermo|scherm|экран[еа]?|екран[іа]?|ekran|skrini|obrazovk[ua]|ventana|fenster|fenêtre|finestra|janela|prompt|\p{L}{0,16}portal(?:s|e)?)(?![\p{L}])|(?:برنامه|اپلیکیشن|تطبيق|אפליקציה|アプリ|画面|应用|應用|앱|화면|অ্যাপ|แอป)/iu;

/** Words saying that something runs out; with a short duration beside them, the mail carries a one-time secret (version 68:
 * "Ele vale por 5 minutos"). Version 61: or
 * that it goes in "in the next 10 minutes" ("Put it in the app in the next 10 minutes"; review of version 61: not "Use it in the
 * next 2 hours at security", a pass's or a credit's). */
export const EXPIRES =
  /(?<![\p{L}])(?:expire[sd]?|expiring|expiry|valid|good\s+for|works?\s+for|use\s+it\s+within|within\s+the\s+next|(?:put|enter|type|pop|paste)\s+it\s+(?:in(?:to)?\s+[^.!?]{1,30}?\s+)?in\s+the\s+next|for\s+the\s+next|(?:you(?:['’]ve|\s+have)(?:\s+got)?|dispones\s+de|tienes|tenés|vous\s+avez|du\s+hast|sie\s+haben)\s+(?:only\s+|just\s+|solo\s+|seulement\s+|nur\s+)?\d{1,3}\s*(?:minutes?|mins?|hours?|minutos|horas|heures|minuten|stunden)(?!\s+(?:left|remaining|restantes))|(?:ask|request)\s+(?:for\s+)?a\s+new\s+one|voimassa|kehtib|érvényes|stops?\s+working|(?:it|this|that|code|link|pairing|request)\s+(?:ends|dies)\s+(?:in|at)|(?<=,\s)dies\s+at|works\s+(?:only\s+)?once|(?:can|may)\s+(?:only\s+)?be\s+used\s+(?:only\s+)?once|gültig|gilt|verfällt|läuft|valable|caduca|expira|válid[oa]|vale\s+(?:por|durante|per)|vigencia|vence|scade|valid[oa]|verloopt|geldig|ważny|wygasa|wygaśnie|platí|platný|vyprší|expiră|valabil|действителен|действует|истекает|истечёт|дійсний|діє|спливає|itaisha|halali|geçerli|gyldig|berlaku|kedaluwarsa|hiệu\s+lực|hết\s+hạn|verval|gildir|gilda|etibarlıdır|etibarlı|жарамды|amal\s+qiladi|vlen|važi|vrijedi|velja|važeći|derīgs|derīga|galioja|vàlid|iraungiko|ddilys|bailí|sah|sahih|isebenza|hûn\s+ne|хүчинтэй|важи|важат|baliozkoa|jiskadi|sah\s+selama)(?![\p{L}])|(?:მოქმედებს|ძალაშია|գործում|վավեր|유효|만료|有効|有效|过期|失效|معتبر|منقضی|صالح|תקף|בתוקף|मान्य|বৈধ|মেয়াদ|หมดอายุ|ισχύει|λήγει)/iu;
/** A duration of minutes or hours, a clock time, or "once": how long a one-time code or link lives. */
export const SHORT_DURATION =
  /\d{1,3}\s*(?:min(?:s|utes?|uten|utos|uti|ut[ey]?|uutin|uuttia|utit)?|perc(?:ig|en)?|минут[ыу]?|хвилин[иу]?|hours?|hrs?|stunden?|heures?|horas?|ore|uur|час(?:а|ов)?|годин[иу]?|saat|dakika|分钟|分鐘|分間?|분|นาที|دقیقه|دقائق|ساعت|মিনিট|ঘণ্টা|मिनट|דקות|λεπτά|phút|menit|jam|mínútur|mínútna|klukkustund\p{L}{0,3}|dəqiqə|daqiqa|minuta|minutama|minūtes|minūtēm|minučių|minutės|minutu|munud|nóiméad|minit|imizuzu|ure|uur|minuts|minuto|minutu(?:z|tan|ko)?)(?![\p{L}])|\d{1,3}\s*(?:წუთ|საათ|րոպե|ժամ|минут)|(?:dakika|saa)\s+\d|\d{1,2}:\d{2}|once(?![\p{L}])/iu;

/** Street-name words after a number: "1600 Amphitheatre Parkway", "221 Baker Street". */
export const STREET_WORDS = new Set([
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'way', 'parkway', 'pkwy',
  'court', 'ct', 'place', 'pl', 'square', 'sq', 'highway', 'hwy', 'suite', 'straße', 'strasse', 'str', 'weg', 'platz', 'allee',
  'gasse', 'ring', 'rue', 'avenida', 'calle', 'rua', 'via', 'viale', 'piazza', 'laan', 'straat', 'gracht', 'plein', 'kade', 'ул',
  'улица', 'проспект',
  // Version 54: French, Spanish, Portuguese and Italian street words ("12 quai de la Douane, 29200").
  'quai', 'chemin', 'allée', 'impasse', 'cours', 'route', 'paseo', 'travessa', 'largo', 'corso', 'estrada', 'alameda',
]);
