// Third held-out batch (corpus/heldout3, files h3-*), part b: mail in other languages, in the charsets
// their senders use. Written on 2026-11-26 by an author who had not read the extraction rules; frozen
// (src/heldout-frozen.test.ts). Do not edit or tune against these mails.
import { button, codeBox, href, layout } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', family: 'languages', ...m });
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const at = (hhmm, zone = '+0000') => `Thu, 26 Nov 2026 ${hhmm}:00 ${zone}`;

const fietsenpleinLink = 'https://mijn.fietsenplein.test/account/bevestigen?token=6f1d0c2a9b8e4f37a5c1&email=inbox-7f3k2q%40throwbox.test';

export default [
  mail({
    file: 'h3-ja-mercado-login-number.eml', from: 'メルカド <no-reply@mercado.test>',
    subject: '【メルカド】ログイン確認のお知らせ', date: at('10:03', '+0900'), charset: 'iso-2022-jp', transfer: '7bit',
    text: `山田 太郎 様

いつもメルカドをご利用いただきありがとうございます。
ログインを完了するには、ログイン画面で次の番号を入力してください。

　　482915

※この番号の有効期限は発行から30分です。
※このメールにお心当たりのない場合は、お手数ですが本メールを破棄してください。
※本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。

━━━━━━━━━━━━━━━━━━━━
株式会社メルカド
〒150-0002 東京都渋谷区渋谷2-21-1
お問い合わせ：https://help.mercado.test/
━━━━━━━━━━━━━━━━━━━━
`,
    expect: codeOnly('482915'),
  }),
  mail({
    file: 'h3-zh-yunzhan-login.eml', from: '云栈 <service@yunzhan.test>',
    subject: '【云栈】登录验证', date: at('02:15'), charset: 'gbk', transfer: 'base64',
    text: `尊敬的用户：

您好！您正在登录云栈账号，验证码为：739204，5分钟内有效。
为保障您的账号安全，请勿将验证码泄露给他人。如非本人操作，请忽略本邮件。

云栈科技（杭州）有限公司
客服热线：400-820-8820
本邮件由系统自动发出，请勿直接回复。
`,
    html: layout({ title: '登录验证', brand: 'Yunzhan', lang: 'zh-CN', accent: '#1677ff',
      body: `<p>尊敬的用户：</p>
<p>您好！您正在登录云栈账号，验证码为：</p>
<p style="font-size:30px;font-weight:bold;color:#1677ff;letter-spacing:6px;">739204</p>
<p>5分钟内有效。为保障您的账号安全，请勿将验证码泄露给他人。如非本人操作，请忽略本邮件。</p>`,
      footer: '云栈科技（杭州）有限公司 · 客服热线：400-820-8820<br>本邮件由系统自动发出，请勿直接回复。' }),
    expect: codeOnly('739204'),
  }),
  mail({
    file: 'h3-ru-marketplus-enter.eml', from: 'Маркет Плюс <noreply@marketplus.test>',
    subject: 'Вход в Маркет Плюс', date: at('07:21', '+0300'), charset: 'windows-1251',
    text: `Здравствуйте, Анна!

Чтобы войти, введите на сайте 508137. Никому не сообщайте этот код, даже сотрудникам поддержки.

Код действует 10 минут. Если вы не пытались войти, просто проигнорируйте это письмо.

Служба поддержки: 8 800 555-35-35 (звонок по России бесплатный)
ООО «Маркет Плюс», 125167, Москва, Ленинградский проспект, д. 39, стр. 79
`,
    html: layout({ title: 'Вход в Маркет Плюс', brand: 'Market Plus', lang: 'ru', accent: '#e11d48',
      body: `<p>Здравствуйте, Анна!</p>
<p>Чтобы войти, введите на сайте <b style="font-size:22px;">508137</b>. Никому не сообщайте этот код, даже сотрудникам поддержки.</p>
<p style="color:#6b7280;">Код действует 10 минут. Если вы не пытались войти, просто проигнорируйте это письмо.</p>`,
      footer: 'Служба поддержки: 8 800 555-35-35 (звонок по России бесплатный)<br>ООО «Маркет Плюс», 125167, Москва, Ленинградский проспект, д. 39, стр. 79' }),
    expect: codeOnly('508137'),
  }),
  mail({
    file: 'h3-uk-monetka-payment.eml', from: 'Монетка Банк <info@monetka.test>',
    subject: 'Підтвердження оплати', date: at('09:54', '+0200'), transfer: 'base64',
    text: `Вітаємо!

Для підтвердження оплати 1 250,00 грн карткою *4417 на сайті ROZKLAD.TEST введіть 274913.
Нікому не повідомляйте цей код — працівники банку ніколи його не запитують.

АТ «Монетка Банк», 01001, м. Київ, вул. Хрещатик, 22. Ліцензія НБУ № 157.
`,
    html: layout({ title: 'Підтвердження оплати', brand: 'Monetka', lang: 'uk', accent: '#16a34a',
      body: `<p>Вітаємо!</p>
<p>Для підтвердження оплати <b>1 250,00 грн</b> карткою *4417 на сайті ROZKLAD.TEST введіть</p>
${codeBox('274913', { bg: '#ecfdf5' })}
<p>Нікому не повідомляйте цей код — працівники банку ніколи його не запитують.</p>`,
      footer: 'АТ «Монетка Банк», 01001, м. Київ, вул. Хрещатик, 22. Ліцензія НБУ № 157.' }),
    expect: codeOnly('274913'),
  }),
  mail({
    file: 'h3-fa-digibazaar-rtl.eml', from: 'دیجی‌بازار <no-reply@digibazaar.test>',
    subject: 'ورود به دیجی‌بازار', date: at('08:30', '+0330'),
    text: `کاربر گرامی،

لطفاً کد 582046 را در صفحه ورود وارد کنید.
این کد تا ۲ دقیقه معتبر است. آن را در اختیار دیگران قرار ندهید.

پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰
`,
    html: `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>ورود به دیجی‌بازار</title></head>
<body dir="rtl" style="font-family:Vazirmatn,Tahoma,sans-serif;background:#f5f5f5;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;text-align:right;">
<tr><td style="padding:24px;"><img src="https://cdn.digibazaar.test/mail/logo-fa.png" alt="دیجی‌بازار" width="130"></td></tr>
<tr><td style="padding:0 24px;font-size:15px;line-height:28px;">کاربر گرامی،<br>لطفاً کد <span style="font-size:24px;font-weight:bold;color:#ef4056;">582046</span> را در صفحه ورود وارد کنید.</td></tr>
<tr><td style="padding:12px 24px;font-size:13px;color:#81858b;">این کد تا ۲ دقیقه معتبر است. آن را در اختیار دیگران قرار ندهید.</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#81858b;border-top:1px solid #eee;">پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰</td></tr>
</table></td></tr></table></body></html>`,
    expect: codeOnly('582046'),
  }),
  mail({
    file: 'h3-bn-bikashpay-danda.eml', from: 'BikashPay <noreply@bikashpay.test>',
    subject: 'আপনার বিকাশপে লগইন', date: at('05:12', '+0600'), transfer: 'base64',
    text: `প্রিয় গ্রাহক,

আপনার বিকাশপে অ্যাকাউন্টে লগইন করার জন্য যাচাইকরণ কোড হল 613590। কোডটি ৫ মিনিটের জন্য বৈধ।
এই কোড কাউকে দেবেন না।

হেল্পলাইন: 16399
`,
    html: layout({ title: 'বিকাশপে লগইন', brand: 'BikashPay', lang: 'bn', accent: '#e2136e',
      body: `<p>প্রিয় গ্রাহক,</p>
<p>আপনার বিকাশপে অ্যাকাউন্টে লগইন করার জন্য যাচাইকরণ কোড হল <b>613590</b>। কোডটি ৫ মিনিটের জন্য বৈধ।</p>
<p>এই কোড কাউকে দেবেন না।</p>`,
      footer: 'হেল্পলাইন: 16399 · বিকাশপে লিমিটেড, গুলশান-১, ঢাকা-১২১২' }),
    expect: codeOnly('613590'),
  }),
  mail({
    file: 'h3-sw-pesahapa-transaction-nearby.eml', from: 'PesaHapa <taarifa@pesahapa.test>',
    subject: 'Nambari ya uthibitisho ya PesaHapa', date: at('15:42', '+0300'), transfer: '7bit',
    text: `Habari Amina,

Nambari yako ya uthibitisho ya PesaHapa ni 804217. Usimpe mtu yeyote nambari hii, hata wafanyakazi wetu.

Muamala wako wa mwisho: QFT7XK29PL umethibitishwa. Ksh 2,500.00 zimetumwa kwa JOHN KAMAU 0712 345 678 tarehe 25/11/26 saa 6:42 PM.

Huduma kwa wateja: piga 100 au tembelea https://pesahapa.test/msaada
PesaHapa Ltd, Nairobi, Kenya
`,
    expect: codeOnly('804217'),
  }),
  mail({
    file: 'h3-nl-fietsenplein-bevestigen.eml', from: 'Fietsenplein <service@fietsenplein.test>',
    subject: 'Bevestig je e-mailadres', date: at('11:05', '+0100'),
    headers: ['List-Unsubscribe: <https://mijn.fietsenplein.test/afmelden?u=77a1>'],
    text: `Hoi Sanne,

Welkom bij Fietsenplein! Klik op de link hieronder om je e-mailadres te bevestigen:

${fietsenpleinLink}

Deze link is 48 uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.

Fietsenplein B.V. · Stationsweg 12 · 3511 ED Utrecht · KvK 81234567 · BTW NL861234567B01
Klantenservice: 030 799 4400
`,
    html: layout({ title: 'Bevestig je e-mailadres', brand: 'Fietsenplein', lang: 'nl', accent: '#f97316',
      pre: 'Nog één stap: bevestig je e-mailadres',
      body: `<p>Hoi Sanne,</p>
<p>Welkom bij Fietsenplein! Klik op de knop hieronder om je e-mailadres te bevestigen.</p>
${button(fietsenpleinLink, 'E-mailadres bevestigen', '#f97316')}
<p style="font-size:13px;color:#57606a;">Deze link is 48 uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.</p>`,
      footer: `Fietsenplein B.V. · Stationsweg 12 · 3511 ED Utrecht · KvK 81234567 · BTW NL861234567B01<br>
<a href="https://www.fietsenplein.test/klantenservice">Klantenservice</a> · <a href="https://www.fietsenplein.test/privacy">Privacyverklaring</a> · <a href="${href('https://mijn.fietsenplein.test/afmelden?u=77a1&l=nl')}">Afmelden</a>`,
      pixelUrl: 'https://open.fietsenplein.test/o.gif?u=77a1&m=welcome' }),
    expect: linkOnly(fietsenpleinLink),
  }),
  mail({
    file: 'h3-cs-horizont-instrumental.eml', from: 'Horizont banka <info@horizontbanka.test>',
    subject: 'Potvrzení přihlášení', date: at('08:02', '+0100'), charset: 'iso-8859-2',
    text: `Dobrý den,

přihlášení do internetového bankovnictví potvrďte kódem 720 416.
Kód platí 5 minut. Nikomu ho nesdělujte - pracovníci banky vás o něj nikdy nežádají.

S pozdravem
Vaše Horizont banka

Horizont banka, a.s., Na Příkopě 28, 110 00 Praha 1, IČO: 27082440
Klientská linka: +420 800 123 456
`,
    html: layout({ title: 'Potvrzení přihlášení', brand: 'Horizont banka', lang: 'cs', accent: '#0e7490',
      body: `<p>Dobrý den,</p>
<p>přihlášení do internetového bankovnictví potvrďte kódem <strong style="font-size:22px;">720 416</strong>.</p>
<p>Kód platí 5 minut. Nikomu ho nesdělujte - pracovníci banky vás o něj nikdy nežádají.</p>
<p>S pozdravem<br>Vaše Horizont banka</p>`,
      footer: 'Horizont banka, a.s., Na Příkopě 28, 110 00 Praha 1, IČO: 27082440<br>Klientská linka: +420 800 123 456' }),
    expect: codeOnly('720416'),
  }),
  mail({
    file: 'h3-ro-piatamare-codul.eml', from: 'Piața Mare <cont@piatamare.test>',
    subject: 'Confirmă-ți contul Piața Mare', date: at('09:33', '+0200'),
    text: `Salut, Andrei!

Folosește codul 593 821 pentru a-ți confirma contul.
Codul este valabil 10 minute. Nu îl comunica nimănui.

Piața Mare SRL · CUI RO31245879 · J40/12345/2013 · Str. Fabrica de Glucoză 11B, București
`,
    html: layout({ title: 'Confirmă-ți contul', brand: 'Piata Mare', lang: 'ro', accent: '#005eb8',
      body: `<p>Salut, Andrei!</p>
<p>Folosește codul <strong style="font-size:22px;letter-spacing:2px;">593 821</strong> pentru a-ți confirma contul.</p>
<p>Codul este valabil 10 minute. Nu îl comunica nimănui.</p>`,
      footer: 'Piața Mare SRL · CUI RO31245879 · J40/12345/2013 · Str. Fabrica de Glucoză 11B, București<br><a href="https://www.piatamare.test/dezabonare">Dezabonare</a>' }),
    expect: codeOnly('593821'),
  }),
];
