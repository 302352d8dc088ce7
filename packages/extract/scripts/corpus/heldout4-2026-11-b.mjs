// Fourth held-out batch (corpus/heldout4, files h4-*), part b: mail in other languages, some in legacy charsets.
// Written on 2026-11-26 by an author who had not read the extractor's rules, from how real services word
// their mail. Frozen: src/heldout-frozen.test.ts hashes corpus/heldout4. Do not edit or tune against these.
import { codeBox, layout } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', family: 'languages', ...m });
const codeOnly = (code) => ({ code, verificationLink: null });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

export default [
  mail({
    file: 'h4-ja-kumoriya-verb-last.eml', from: 'くもりや <info@kumoriya.test>', charset: 'iso-2022-jp', transfer: '7bit',
    subject: '【くもりや】ログイン確認のお願い', date: at('06:35'),
    text: `山田 太郎 様

いつも「くもりや」をご利用いただきありがとうございます。

ログイン画面で 583920 を入力してください。
この番号の有効期限は発行から30分です。

※本メールは送信専用です。ご返信いただいてもお答えできません。
――――――――――――――――
株式会社くもりや　〒150-0002 東京都渋谷区渋谷2-21-1
お問い合わせ：0120-555-014（平日10:00〜18:00）
`,
    expect: codeOnly('583920'),
  }),
  mail({
    file: 'h4-zh-yunqiao-gbk.eml', from: '云桥科技 <noreply@yunqiao.test>', charset: 'gbk', transfer: 'base64',
    subject: '【云桥】邮箱验证', date: at('06:37'),
    text: `尊敬的用户：

您好！您正在绑定邮箱，本次验证码为 746120，10分钟内有效。
请勿将验证码泄露给他人。如非本人操作，请忽略本邮件。

云桥科技有限公司　客服热线：400-820-5566
地址：上海市浦东新区世纪大道100号 邮编 200120
`,
    expect: codeOnly('746120'),
  }),
  mail({
    file: 'h4-ru-lesnik-cp1251.eml', from: 'Лесник Маркет <robot@lesnik.test>', charset: 'windows-1251', transfer: 'quoted-printable',
    subject: 'Подтвердите вход в Лесник Маркет', date: at('06:39'),
    text: `Здравствуйте, Анна!

Чтобы войти в личный кабинет, введите 318204 на странице входа.
Код действует 15 минут. Никому его не сообщайте — даже сотрудникам магазина.

Заказ № 77120-18 будет доставлен 28.11.2026.

ООО «Лесник Маркет», ИНН 7701234567, 125009, г. Москва, ул. Тверская, д. 7
`,
    expect: codeOnly('318204'),
  }),
  mail({
    file: 'h4-uk-dzherelo-otp.eml', from: 'Джерело Банк <no-reply@dzherelo.test>',
    subject: 'Одноразовий пароль для входу', date: at('06:41'),
    html: layout({ title: 'Одноразовий пароль', brand: 'Dzherelo', accent: '#facc15', lang: 'uk',
      body: `<p>Шановний клієнте!</p>
<p>Ваш одноразовий пароль для входу в інтернет-банк: <b style="font-size:22px;">905 117</b></p>
<p>Він дійсний 5 хвилин. Працівники банку ніколи не запитують пароль телефоном.</p>
<p>Гаряча лінія: 0 800 500 117 (безкоштовно по Україні)</p>`,
      footer: 'АТ «Джерело Банк», 01001, м. Київ, вул. Хрещатик, 22. Ліцензія НБУ № 114.' }),
    expect: codeOnly('905117'),
  }),
  mail({
    file: 'h4-fa-safarnameh-rtl.eml', from: 'سفرنامه <info@safarnameh.test>',
    subject: 'کد تأیید ورود به سفرنامه', date: at('06:43'),
    html: `<!doctype html><html lang="fa" dir="rtl"><body style="font-family:Tahoma,sans-serif;direction:rtl;text-align:right;background:#f5f5f5;">
<table width="100%"><tr><td align="center"><table width="520" style="background:#fff;padding:24px;">
<tr><td><h3>کاربر گرامی،</h3>
<p>کد تأیید شما برای ورود به سفرنامه:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;direction:ltr;">482719</p>
<p>این کد تا ۲ دقیقه معتبر است. لطفاً آن را در اختیار دیگران قرار ندهید.</p>
<p style="font-size:12px;color:#888;">پشتیبانی: ۰۲۱-۹۱۰۰۵۵۰۰ · تهران، خیابان ولیعصر، پلاک ۱۲۴۰</p>
</td></tr></table></td></tr></table></body></html>`,
    expect: codeOnly('482719'),
  }),
  mail({
    file: 'h4-bn-dhaanshiri-otp.eml', from: 'ধানসিঁড়ি <otp@dhaanshiri.test>', transfer: 'base64',
    subject: 'আপনার ধানসিঁড়ি ওটিপি', date: at('06:45'),
    text: `প্রিয় গ্রাহক,

আপনার ধানসিঁড়ি অ্যাকাউন্টে লগইনের জন্য ওটিপি 551908। এটি ৫ মিনিটের জন্য বৈধ।
এই কোড কারো সাথে শেয়ার করবেন না।

ধানসিঁড়ি লিমিটেড, বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫
হেল্পলাইন: ১৬৪৪৭
`,
    expect: codeOnly('551908'),
  }),
  mail({
    file: 'h4-sw-pesapap-nambari.eml', from: 'PesaPap <huduma@pesapap.test>', transfer: '7bit',
    subject: 'Thibitisha akaunti yako ya PesaPap', date: at('06:47'),
    text: `Habari Juma,

Nambari yako ya uthibitisho ni 663201. Iweke kwenye programu ya PesaPap ili kukamilisha usajili.
Usimpe mtu yeyote nambari hii. PesaPap haitakupigia simu kuiomba.

Salio lako: KSh 2,450.00
PesaPap Ltd, Mombasa Road, Nairobi. Huduma kwa wateja: 0700 555 100
`,
    expect: codeOnly('663201'),
  }),
  mail({
    file: 'h4-nl-fietsdelen-vul-in.eml', from: 'Fietsdelen <klantenservice@fietsdelen.test>',
    subject: 'Bevestig je e-mailadres', date: at('06:49'),
    text: `Hoi Sanne,

Vul 204778 in de app in om je e-mailadres te bevestigen. Daarna kun je meteen een fiets reserveren.

Deze cijfers verlopen over 10 minuten.

Groetjes,
Team Fietsdelen
Fietsdelen B.V. · Stationsplein 45 · 3511 ED Utrecht · KvK 81234567
`,
    html: layout({ title: 'Bevestig', brand: 'Fietsdelen', accent: '#f97316', lang: 'nl',
      body: `<p>Hoi Sanne,</p><p>Vul de cijfers hieronder in de app in om je e-mailadres te bevestigen. Daarna kun je meteen een fiets reserveren.</p>
${codeBox('204778')}
<p>Deze cijfers verlopen over 10 minuten.</p><p>Groetjes,<br>Team Fietsdelen</p>`,
      footer: 'Fietsdelen B.V. · Stationsplein 45 · 3511 ED Utrecht · KvK 81234567' }),
    expect: codeOnly('204778'),
  }),
  mail({
    file: 'h4-cs-jizdenka-iso.eml', from: 'Jízdenka.cz <info@jizdenka.test>', charset: 'iso-8859-2',
    subject: 'Ověření přihlášení', date: at('06:51'),
    text: `Dobrý den,

pro dokončení přihlášení zadejte ověřovací kód 739 512.
Kód platí 10 minut. Pokud jste se nepřihlašovali, změňte si heslo.

Vaše jízdenka č. 2026-88412 (Praha hl.n. - Brno hl.n., 28. 11. 2026) je platná.

Jízdenka s.r.o., Wilsonova 300/8, 120 00 Praha 2, IČO 04512233
`,
    expect: codeOnly('739512'),
  }),
  mail({
    file: 'h4-ro-bilete-cod.eml', from: 'BiletePlus <contact@bileteplus.test>',
    subject: 'Codul tău de verificare BiletePlus', date: at('06:53'),
    html: layout({ title: 'Cod de verificare', brand: 'BiletePlus', accent: '#2563eb', lang: 'ro',
      body: `<p>Salut, Andrei!</p>
<p>Codul tău de verificare este:</p>
<p style="font-size:30px;font-weight:700;text-align:center;">448 013</p>
<p>Introdu-l în aplicație în următoarele 15 minute. Nu îl transmite nimănui.</p>`,
      footer: 'BiletePlus S.R.L., Str. Ștefan cel Mare nr. 12, București, sector 2 · CUI RO31245678 · J40/1234/2015' }),
    expect: codeOnly('448013'),
  }),
  mail({
    file: 'h4-ar-souqna-rtl.eml', from: 'سوقنا <no-reply@souqna.test>',
    subject: 'رمز التحقق من سوقنا', date: at('06:55'),
    html: `<!doctype html><html lang="ar" dir="rtl"><body style="direction:rtl;text-align:right;font-family:Arial,sans-serif;">
<div style="max-width:560px;margin:auto;border:1px solid #eee;padding:24px;">
<p>مرحباً أحمد،</p>
<p>استخدم الرمز التالي لإتمام تسجيل الدخول إلى حسابك في سوقنا:</p>
<div style="font-size:32px;font-weight:bold;text-align:center;letter-spacing:6px;direction:ltr;">592034</div>
<p>صلاحية الرمز ١٠ دقائق. لا تشارك هذا الرمز مع أي شخص.</p>
<p style="color:#999;font-size:12px;">سوقنا ذ.م.م، شارع الملك فهد، الرياض ١٢٢١٤، المملكة العربية السعودية · س.ت ١٠١٠٥٥٤٤٣٢</p>
</div></body></html>`,
    expect: codeOnly('592034'),
  }),
  mail({
    file: 'h4-hi-krishi-otp-hai.eml', from: 'कृषिमित्र <otp@krishimitra.test>', transfer: 'base64',
    subject: 'कृषिमित्र लॉगिन ओटीपी', date: at('06:57'),
    text: `नमस्ते रमेश जी,

आपका कृषिमित्र लॉगिन ओटीपी 730915 है। यह 10 मिनट तक मान्य है।
कृपया इसे किसी के साथ साझा न करें। कृषिमित्र कभी भी ओटीपी नहीं मांगता।

मंडी भाव आज: गेहूं ₹2,425/क्विंटल · सरसों ₹5,650/क्विंटल
कृषिमित्र प्रा. लि., सेक्टर 62, नोएडा, उत्तर प्रदेश 201309
`,
    expect: codeOnly('730915'),
  }),
  mail({
    file: 'h4-tr-kargom-kodunu.eml', from: 'Kargom <bilgi@kargom.test>',
    subject: 'Kargom giriş doğrulaması', date: at('06:59'),
    text: `Merhaba Elif Hanım,

Hesabınıza giriş yapmak için 864201 kodunu kullanın. Kod 3 dakika geçerlidir.
Bu kodu kimseyle paylaşmayın.

Gönderi takip no: 7300 1122 4455
Kargom Lojistik A.Ş. · Büyükdere Cad. No:185 · 34394 Şişli/İstanbul · Mersis: 0123456789000015
`,
    expect: codeOnly('864201'),
  }),
  mail({
    file: 'h4-th-thaipay-ref.eml', from: 'ไทยเพย์ <otp@thaipay.test>', charset: 'utf-8',
    subject: 'รหัส OTP สำหรับยืนยันตัวตน', date: at('07:01'),
    text: `เรียน คุณสมชาย

รหัส OTP ของคุณคือ 775104 (รหัสอ้างอิง: QWRT)
รหัสนี้ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น

บริษัท ไทยเพย์ จำกัด 999 ถนนพระราม 9 ห้วยขวาง กรุงเทพฯ 10310 โทร 02-555-0199
`,
    expect: codeOnly('775104'),
  }),
  mail({
    file: 'h4-ko-baedal-brackets.eml', from: '배달하루 <noreply@baedalharu.test>',
    subject: '[배달하루] 이메일 인증번호 안내', date: at('07:03'),
    html: layout({ title: '인증번호', brand: 'Baedalharu', accent: '#06b6d4', lang: 'ko',
      body: `<p>안녕하세요, 배달하루입니다.</p>
<p>아래 인증번호 [417820]을 입력해 주세요.</p>
<p>인증번호는 발송 후 3분간 유효합니다.</p>`,
      footer: '(주)배달하루 · 서울특별시 송파구 올림픽로 300 · 사업자등록번호 120-88-01234 · 고객센터 1600-0987' }),
    expect: codeOnly('417820'),
  }),
  mail({
    file: 'h4-el-en-aerostasi-bilingual.eml', from: 'Aerostasi <noreply@aerostasi.test>', charset: 'iso-8859-7',
    subject: 'Κωδικός επαλήθευσης / Verification code', date: at('07:05'),
    text: `Αγαπητέ επιβάτη,
Ο κωδικός επαλήθευσης για τον λογαριασμό σας είναι 620 917. Ισχύει για 10 λεπτά.

Dear passenger,
The verification code for your account is 620 917. It is valid for 10 minutes.

Aerostasi A.E. · Λεωφ. Συγγρού 110, 117 41 Αθήνα · ΑΦΜ 099887766
`,
    expect: codeOnly('620917'),
  }),
];
