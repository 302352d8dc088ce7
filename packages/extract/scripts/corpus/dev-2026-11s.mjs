// Development mail, seventeenth round (files dv17-*, written before the rules of extractor version 20): heldout17 missed
// three codes in languages the extractor did not know (Afrikaans, Icelandic, Georgian). Each language real services send
// in and the extractor lacked gets a short mail with its own word for the code, in an inflected form where the language
// inflects ("Öryggiskóðinn", "kodingiz", "tabbatarwarka", "do chód"), and a twin: the same sender's mail in that language
// asking to confirm something with no code, whose only numbers are a postal code and a phone number.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Fri, 4 Dec 2026 09:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect) => mail({ family, file, from, subject, text, expect });

// [code, brand, subject, body with the code, twin subject, twin body]
const LANGS = [
  ['af', 'Plaasvars', 'Bevestig jou e-posadres', 'Welkom by Plaasvars!\n\nGebruik hierdie bevestigingskode om jou rekening te aktiveer:\n\n529 174\n\nDie kode verval oor 15 minute.', 'Bevestig jou bestelling', 'Dankie vir jou bestelling by Plaasvars. Ons bevestig dit sodra die betaling deur is.\n\nPlaasvars (Edms) Bpk · Langstraat 12, Kaapstad 8001 · Hulp: 021 555 0148'],
  ['is', 'Norðurljós', 'Öryggiskóði', 'Góðan dag,\n\nÖryggiskóðinn þinn er 730 418. Sláðu hann inn í appinu.\n\nKóðinn gildir í 5 mínútur.', 'Staðfesting á pöntun', 'Takk fyrir pöntunina. Við staðfestum hana þegar greiðslan hefur borist.\n\nNorðurljós ehf. · Laugavegur 20, 101 Reykjavík · Sími 555 0190'],
  ['ka', 'ბათუმი ბანკი', 'დადასტურების კოდი', 'გამარჯობა!\n\nთქვენი დადასტურების კოდი: 284 619\n\nკოდი მოქმედებს 10 წუთის განმავლობაში.', 'შეკვეთის დადასტურება', 'გმადლობთ შეკვეთისთვის. დაგიკავშირდებით მალე.\n\nბათუმი ბანკი · თბილისი 0108 · ცხელი ხაზი: +995 32 2 55 01 90'],
  ['hy', 'Արարատ Փեյ', 'Հաստատման կոդ', 'Բարև Ձեզ,\n\nՁեր հաստատման կոդն է՝ 613 902\n\nԿոդը գործում է 10 րոպե։', 'Պատվերի հաստատում', 'Շնորհակալություն պատվերի համար։ Մենք կհաստատենք այն շուտով։\n\nԱրարատ Փեյ · Երևան 0010 · Հեռ. +374 10 55 01 90'],
  ['az', 'Xəzər Pay', 'Təsdiq kodu', 'Salam!\n\nTəsdiq kodunuz: 408 215\n\nKod 5 dəqiqə ərzində etibarlıdır.', 'Sifarişin təsdiqi', 'Sifarişiniz üçün təşəkkür edirik. Onu tezliklə təsdiq edəcəyik.\n\nXəzər Pay · Bakı AZ1000 · Tel: +994 12 555 01 90'],
  ['kk', 'Алатау Банк', 'Растау коды', 'Сәлеметсіз бе!\n\nСіздің растау кодыңыз: 751 306\n\nКод 10 минут ішінде жарамды.', 'Тапсырысты растау', 'Тапсырысыңыз үшін рахмет. Біз оны жақында растаймыз.\n\nАлатау Банк · Алматы 050000 · Тел.: +7 727 355 01 90'],
  ['uz', 'Samarqand Pay', 'Tasdiqlash kodi', 'Assalomu alaykum!\n\nTasdiqlash kodingiz: 862 140\n\nUni ilovaga kiriting. Kod 5 daqiqa davomida amal qiladi.', 'Buyurtmani tasdiqlash', 'Buyurtmangiz uchun rahmat. Tez orada uni tasdiqlaymiz.\n\nSamarqand Pay · Toshkent 100000 · Tel: +998 71 255 01 90'],
  ['sq', 'Dajti Bank', 'Kodi i verifikimit', 'Përshëndetje,\n\nKodi yt i verifikimit është: 194 827\n\nShkruani kodin në aplikacion. Kodi vlen për 10 minuta.', 'Konfirmimi i porosisë', 'Faleminderit për porosinë. Do ta konfirmojmë së shpejti.\n\nDajti Bank · Tiranë 1001 · Tel: +355 4 255 0190'],
  ['mk', 'Вардар Пеј', 'Код за потврда', 'Здраво,\n\nВашиот код за потврда е: 306 715\n\nКодот важи 10 минути.', 'Потврда на нарачка', 'Ви благодариме за нарачката. Наскоро ќе ја потврдиме.\n\nВардар Пеј · Скопје 1000 · Тел: +389 2 255 0190'],
  ['bs', 'Bosna Pay', 'Kod za potvrdu', 'Zdravo,\n\nVaš kod za potvrdu je: 582 093\n\nUnesite ga u aplikaciju. Kod vrijedi 10 minuta.', 'Potvrda narudžbe', 'Hvala na narudžbi. Uskoro ćemo je potvrditi.\n\nBosna Pay · Sarajevo 71000 · Tel: +387 33 255 019'],
  ['sl', 'Triglav Pay', 'Vaša potrditvena koda', 'Pozdravljeni,\n\nVaša potrditvena koda je: 947 201\n\nVnesite jo v aplikacijo. Koda velja 10 minut.', 'Potrditev naročila', 'Hvala za vaše naročilo. Kmalu ga bomo potrdili.\n\nTriglav Pay · Ljubljana 1000 · Tel: +386 1 255 0190'],
  ['lv', 'Daugava Pay', 'Verifikācijas kods', 'Sveiki!\n\nJūsu verifikācijas kods: 318 540\n\nIevadiet to lietotnē. Kods ir derīgs 10 minūtes.', 'Pasūtījuma apstiprinājums', 'Paldies par pasūtījumu. Drīz to apstiprināsim.\n\nDaugava Pay · Rīga LV-1010 · Tālr. +371 6755 0190'],
  ['lt', 'Nemunas Pay', 'Patvirtinimo kodas', 'Sveiki,\n\nJūsų patvirtinimo kodas: 740 316\n\nĮveskite jį programėlėje. Kodas galioja 10 minučių.', 'Užsakymo patvirtinimas', 'Dėkojame už užsakymą. Netrukus jį patvirtinsime.\n\nNemunas Pay · Vilnius LT-01100 · Tel. +370 5 255 0190'],
  ['ca', 'Montseny', 'El teu codi de verificació', 'Hola,\n\nEl teu codi de verificació és: 205 948\n\nIntrodueix-lo a l’aplicació. El codi caduca en 10 minuts.', 'Confirmació de la comanda', 'Gràcies per la teva comanda. La confirmarem aviat.\n\nMontseny SL · Carrer Gran 5 · 08001 Barcelona · Tel. 932 550 190'],
  ['eu', 'Txingudi', 'Zure egiaztapen kodea', 'Kaixo,\n\nZure egiaztapen kodea: 639 172\n\nSartu aplikazioan. Kodea 10 minutuz da baliozkoa.', 'Eskaeraren berrespena', 'Eskerrik asko zure eskaeragatik. Laster berretsiko dugu.\n\nTxingudi SL · Donostia 20001 · Tel. 943 550 190'],
  ['gl', 'Miño', 'O teu código de seguridade', 'Ola,\n\nO teu código de seguridade é: 471 053\n\nO código caduca en 10 minutos.', 'Confirmación do pedido', 'Grazas polo teu pedido. Confirmarémolo axiña.\n\nMiño SL · Rúa Nova 4 · 15705 Santiago · Tel. 981 550 190'],
  ['cy', 'Eryri', 'Eich cod dilysu', 'Helo,\n\nDyma eich cod dilysu: 856 204\n\nRhowch y cod yn yr ap. Mae’r cod yn ddilys am 10 munud.', 'Cadarnhau eich archeb', 'Diolch am eich archeb. Byddwn yn ei chadarnhau yn fuan.\n\nEryri Cyf · Stryd Fawr 3 · Caernarfon LL55 1AB · Ffôn 01286 550190'],
  ['ga', 'Sionnach', 'Do chód fíoraithe', 'Dia duit,\n\nIs é do chód fíoraithe: 392 716\n\nTá an cód bailí ar feadh 10 nóiméad.', 'Deimhniú ordaithe', 'Go raibh maith agat as d’ordú. Deimhneoimid é go luath.\n\nSionnach Teo · Sráid na Siopaí 2 · Gaillimh H91 X2Y3 · Fón 091 550190'],
  ['mt', 'Kemmuna', 'Il-kodiċi ta’ verifika tiegħek', 'Bonġu,\n\nIl-kodiċi ta’ verifika tiegħek huwa: 510 847\n\nDaħħal il-kodiċi fl-app. Il-kodiċi jiskadi f’10 minuti.', 'Konferma tal-ordni', 'Grazzi tal-ordni tiegħek. Se nikkonfermawha dalwaqt.\n\nKemmuna Ltd · Triq il-Kbira 5 · Valletta VLT 1010 · Tel. 2155 0190'],
  ['fil', 'Bayanihan Pay', 'Ang iyong verification code', 'Kumusta,\n\nAng iyong verification code ay 627 318.\n\nIlagay ito sa app. Mag-e-expire ito sa loob ng 10 minuto.', 'Kumpirmasyon ng order', 'Salamat sa iyong order. Kukumpirmahin namin ito sa lalong madaling panahon.\n\nBayanihan Pay · Makati 1226 · Tel: +63 2 8555 0190'],
  ['ms', 'Merdeka Pay', 'Kod pengesahan anda', 'Hai,\n\nKod pengesahan anda ialah 804 615\n\nMasukkan kod ini dalam aplikasi. Kod ini sah selama 5 minit.', 'Pengesahan pesanan', 'Terima kasih atas pesanan anda. Kami akan mengesahkannya tidak lama lagi.\n\nMerdeka Pay · Kuala Lumpur 50450 · Tel: +60 3 2555 0190'],
  ['zu', 'Ukhahlamba Pay', 'Ikhodi yakho yokuqinisekisa', 'Sawubona,\n\nIkhodi yakho yokuqinisekisa ithi: 273 950\n\nFaka le khodi ku-app.', 'Siyabonga ngoku-oda', 'Siyabonga ngoku-oda kwakho. Sizokuqinisekisa maduze.\n\nUkhahlamba Pay · eThekwini 4001 · Ucingo: 031 555 0190'],
  ['ha', 'Kano Pay', 'Lambar tabbatarwarka', 'Sannu,\n\nLambar tabbatarwarka ita ce: 915 304\n\nKada ka raba ta da kowa.', 'Godiya don odar ka', 'Mun gode da odar ka. Za mu tabbatar da ita nan ba da jimawa ba.\n\nKano Pay · Kano 700001 · Waya: +234 64 555 0190'],
  ['mn', 'Хангай Пэй', 'Баталгаажуулах код', 'Сайн байна уу,\n\nТаны баталгаажуулах код: 468 219\n\nКод 5 минутын турш хүчинтэй.', 'Захиалгын баталгаажуулалт', 'Захиалга өгсөнд баярлалаа. Удахгүй баталгаажуулна.\n\nХангай Пэй · Улаанбаатар 14200 · Утас: +976 11 55 0190'],
  ['mr', 'सह्याद्री पे', 'तुमचा पडताळणी कोड', 'नमस्कार,\n\nतुमचा पडताळणी कोड 530 718 आहे.\n\nहा कोड 10 मिनिटांसाठी वैध आहे.', 'ऑर्डरची पुष्टी', 'तुमच्या ऑर्डरबद्दल धन्यवाद.\n\nसह्याद्री पे · पुणे 411001 · फोन: +91 20 5550 1900'],
  ['gu', 'ગિરનાર પે', 'તમારો ચકાસણી કોડ', 'નમસ્તે,\n\nતમારો ચકાસણી કોડ 649 205 છે.\n\nઆ કોડ 10 મિનિટ માટે માન્ય છે.', 'ઓર્ડર માટે આભાર', 'તમારા ઓર્ડર બદલ આભાર.\n\nગિરનાર પે · અમદાવાદ 380001 · ફોન: +91 79 5550 1900'],
  ['pa', 'ਪੰਜ ਆਬ ਪੇ', 'ਤੁਹਾਡਾ ਤਸਦੀਕ ਕੋਡ', 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ,\n\nਤੁਹਾਡਾ ਤਸਦੀਕ ਕੋਡ 781 364 ਹੈ।\n\nਇਹ ਕੋਡ 10 ਮਿੰਟ ਲਈ ਵੈਧ ਹੈ।', 'ਆਰਡਰ ਲਈ ਧੰਨਵਾਦ', 'ਤੁਹਾਡੇ ਆਰਡਰ ਲਈ ਧੰਨਵਾਦ।\n\nਪੰਜ ਆਬ ਪੇ · ਅੰਮ੍ਰਿਤਸਰ 143001 · ਫ਼ੋਨ: +91 183 555 0190'],
  ['ps', 'Spin Ghar Pay', 'ستاسو د تایید کوډ', 'سلام،\n\nستاسو د تایید کوډ: 326 805\n\nدا کوډ د لسو دقیقو لپاره اعتبار لري.', 'د امر څخه مننه', 'ستاسو د امر څخه مننه.\n\nSpin Ghar Pay · کابل 1001 · +93 20 255 0190'],
  ['km', 'Angkor Pay', 'លេខកូដផ្ទៀងផ្ទាត់', 'សួស្តី,\n\nលេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ៖ 872 415\n\nសូមបញ្ចូលលេខកូដនេះក្នុងកម្មវិធី។', 'អរគុណសម្រាប់ការបញ្ជាទិញ', 'អរគុណសម្រាប់ការបញ្ជាទិញរបស់អ្នក។\n\nAngkor Pay · ភ្នំពេញ 12000 · +855 23 555 019'],
  ['lo', 'Mekong Pay', 'ລະຫັດຢືນຢັນ', 'ສະບາຍດີ,\n\nລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ: 413 962\n\nລະຫັດນີ້ໃຊ້ໄດ້ 10 ນາທີ.', 'ຂອບໃຈສຳລັບການສັ່ງຊື້', 'ຂອບໃຈສຳລັບການສັ່ງຊື້ຂອງທ່ານ.\n\nMekong Pay · ວຽງຈັນ 01000 · +856 21 255 019'],
  ['my', 'Ayeyar Pay', 'အတည်ပြုကုဒ်', 'မင်္ဂလာပါ၊\n\nသင်၏ အတည်ပြုကုဒ်မှာ 658 031 ဖြစ်သည်။\n\nဤကုဒ်ကို အက်ပ်တွင် ထည့်ပါ။', 'မှာယူမှုအတွက် ကျေးဇူးတင်ပါသည်', 'သင်၏ မှာယူမှုအတွက် ကျေးဇူးတင်ပါသည်။\n\nAyeyar Pay · ရန်ကုန် 11181 · +95 1 255 0190'],
];

const host = (brand) => `${brand.toLowerCase().replace(/[^a-z]/g, '') || 'pay'}.test`;
const digits = (body) => /\d{3} \d{3}/.exec(body)?.[0].replace(' ', '') ?? '';
export default LANGS.flatMap(([lang, brand, subject, body, twinSubject, twinBody]) => [
  t('languages', `dv17-${lang}-code.eml`, `${brand} <no-reply@${host(brand)}>`, subject, `${body}\n`, codeOnly(digits(body))),
  t('decoy', `dv17-${lang}-order-twin.eml`, `${brand} <no-reply@${host(brand)}>`, twinSubject, `${twinBody}\n`, none),
]);
