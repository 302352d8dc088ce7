// Codes in the nine other languages, in the charsets those senders still use.
import { codeBox, layout, socialIcons, spacedCells } from './templates.mjs';

export default [
  // ----------------------------------------------------------------- German
  {
    file: 'de-bestaetigungscode-latin1.eml',
    from: 'Kontoverwaltung <service@meinkonto.test>',
    subject: 'Ihr Bestätigungscode',
    date: 'Mon, 03 Mar 2025 10:15:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Guten Tag Frau Müller,

Ihr Bestätigungscode lautet: 739201

Bitte geben Sie den Code innerhalb von 10 Minuten ein.
Haben Sie diese Anmeldung nicht selbst veranlasst? Dann ändern Sie bitte umgehend Ihr Passwort.

Mit freundlichen Grüßen
Ihr MeinKonto-Team

MeinKonto GmbH · Friedrichstraße 68 · 10117 Berlin
Tel. +49 30 1234567 · Amtsgericht Charlottenburg HRB 123456 B
`,
    expect: { code: '739201', verificationLink: null },
  },
  {
    file: 'de-sicherheitscode-cp1252-html.eml',
    from: 'Bankhaus Nord <noreply@bankhaus-nord.test>',
    subject: 'Sicherheitscode für Ihre Anmeldung',
    date: 'Mon, 03 Mar 2025 18:40:12 +0100',
    charset: 'windows-1252',
    transfer: 'base64',
    html: layout({
      lang: 'de',
      title: 'Sicherheitscode',
      brand: 'Bankhaus Nord',
      body: `<p>Sehr geehrter Kunde,</p>
<p>für die Anmeldung im Online-Banking benötigen Sie den folgenden Sicherheitscode:</p>
${codeBox('48 21 67')}
<p>Der Code ist 5 Minuten gültig. Überweisungen über 1.000 € erfordern zusätzlich eine TAN.</p>
<p>Ihre Kundennummer: 4402 1187</p>`,
      footer: `Bankhaus Nord AG · Ballindamm 17 · 20095 Hamburg · BLZ 200 300 00<br>
<a href="https://www.bankhaus-nord.test/datenschutz">Datenschutz</a> · <a href="https://www.bankhaus-nord.test/impressum">Impressum</a>`,
    }),
    expect: { code: '482167', verificationLink: null },
  },
  {
    file: 'de-code-weak-label.eml',
    from: 'Lieferheld Konto <konto@lieferheld.test>',
    subject: 'Dein Code für Lieferheld',
    date: 'Tue, 04 Mar 2025 12:00:00 +0100',
    transfer: 'quoted-printable',
    text: `Hallo!

Dein Code: 5096

Gib ihn in der App ein, um dich anzumelden. Deine letzte Bestellung Nr. 88213 über 23,90 € findest du unter „Bestellungen“.

Lieferheld SE, Oranienburger Str. 70, 10117 Berlin
`,
    expect: { code: '5096', verificationLink: null },
  },
  // ----------------------------------------------------------------- French
  {
    file: 'fr-code-verification-latin1.eml',
    from: 'Banque Azur <securite@banqueazur.test>',
    subject: 'Votre code de vérification',
    date: 'Tue, 04 Mar 2025 09:05:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Bonjour,

Votre code de vérification : 518 204

Ce code est valable 5 minutes. Ne le communiquez jamais, même à un conseiller.

Banque Azur - 12 rue de la Paix - 75002 Paris
Service client : 01 23 45 67 89 (appel non surtaxé)
`,
    expect: { code: '518204', verificationLink: null },
  },
  {
    file: 'fr-code-html-table.eml',
    from: 'Voyagez <compte@voyagez.test>',
    subject: 'Confirmez votre adresse e-mail',
    date: 'Wed, 05 Mar 2025 14:22:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'fr',
      title: 'Confirmez votre adresse e-mail',
      brand: 'Voyagez',
      accent: '#00a1de',
      body: `<p>Bonjour Camille,</p>
<p>Pour finaliser la création de votre compte, saisissez le code de confirmation ci-dessous :</p>
${spacedCells('640182')}
<p>Ce code expire dans 30 minutes.</p>
<p>À bientôt,<br>L'équipe Voyagez</p>`,
      footer: `Voyagez SAS, 24 boulevard Haussmann, 75009 Paris – RCS Paris 812 345 678<br>
<a href="https://www.voyagez.test/confidentialite">Politique de confidentialité</a>`,
    }),
    expect: { code: '640182', verificationLink: null },
  },
  // ----------------------------------------------------------------- Spanish
  {
    file: 'es-codigo-verificacion-cp1252.eml',
    from: 'Pagamás <no-responder@pagamas.test>',
    subject: 'Tu código de verificación',
    date: 'Wed, 05 Mar 2025 20:00:00 +0100',
    charset: 'windows-1252',
    transfer: 'quoted-printable',
    text: `Hola Lucía:

Tu código de verificación es 902184.

No compartas este código con nadie. Caduca en 10 minutos.

Pagamás S.L. – Calle de Alcalá 48, 28014 Madrid – Tel. 910 555 012
`,
    html: layout({
      lang: 'es',
      title: 'Tu código de verificación',
      brand: 'Pagamás',
      body: `<p>Hola Lucía:</p><p>Tu código de verificación es <strong style="font-size:20px">902184</strong>.</p><p>No compartas este código con nadie. Caduca en 10 minutos.</p>`,
      footer: 'Pagamás S.L. – Calle de Alcalá 48, 28014 Madrid – Tel. 910 555 012',
    }),
    expect: { code: '902184', verificationLink: null },
  },
  {
    file: 'es-codigo-weak-text.eml',
    from: 'Comidas Ya <hola@comidasya.test>',
    subject: 'Código de acceso',
    date: 'Thu, 06 Mar 2025 13:13:13 -0300',
    transfer: '8bit',
    text: `¡Hola!

Tu código: 3391

Úsalo para entrar en Comidas Ya. Tu pedido nº 45127 (total $ 8.450) está en camino.

Comidas Ya S.A. – Av. Corrientes 1234, C1043 CABA, Argentina
`,
    expect: { code: '3391', verificationLink: null },
  },
  // ----------------------------------------------------------------- Portuguese
  {
    file: 'pt-codigo-verificacao-latin1.eml',
    from: 'NuvemBank <naoresponda@nuvembank.test>',
    subject: 'Seu código de verificação',
    date: 'Thu, 06 Mar 2025 08:00:00 -0300',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Olá, João!

Seu código de verificação é 660213.

Ele expira em 5 minutos. Nunca compartilhe este código.

NuvemBank S.A. - Av. Paulista, 1000 - São Paulo, SP - CEP 01310-100
SAC 0800 555 0123
`,
    expect: { code: '660213', verificationLink: null },
  },
  {
    file: 'pt-codigo-html.eml',
    from: 'Mercadinho <contato@mercadinho.test>',
    subject: 'Confirme seu acesso',
    date: 'Fri, 07 Mar 2025 16:30:00 -0300',
    transfer: 'base64',
    html: layout({
      lang: 'pt-BR',
      title: 'Confirme seu acesso',
      brand: 'Mercadinho',
      accent: '#ffe600',
      body: `<p>Olá,</p>
<p>Use o código de segurança abaixo para confirmar seu acesso:</p>
${codeBox('2947')}
<p>Se você não tentou entrar, ignore este e-mail. Sua compra de R$ 1.299,00 continua protegida.</p>`,
      footer: 'Mercadinho Ltda. CNPJ 03.007.331/0001-41 · Av. das Nações Unidas, 3003 · Osasco/SP · CEP 06233-903',
    }),
    expect: { code: '2947', verificationLink: null },
  },
  // ----------------------------------------------------------------- Italian
  {
    file: 'it-codice-verifica.eml',
    from: 'PostaVeloce <noreply@postaveloce.test>',
    subject: 'Il tuo codice di verifica',
    date: 'Fri, 07 Mar 2025 10:10:10 +0100',
    transfer: 'quoted-printable',
    text: `Ciao Marco,

Il tuo codice di verifica è 447120.

Il codice scade tra 15 minuti.

PostaVeloce S.p.A. - Via Roma 12, 20121 Milano - P.IVA 01234567890
`,
    html: layout({
      lang: 'it',
      title: 'Codice di verifica',
      brand: 'PostaVeloce',
      body: `<p>Ciao Marco,</p><p>Il tuo codice di verifica è:</p><p style="font-size:30px;font-weight:bold;letter-spacing:5px">447120</p><p>Il codice scade tra 15 minuti.</p>`,
      footer: 'PostaVeloce S.p.A. - Via Roma 12, 20121 Milano - P.IVA 01234567890',
    }),
    expect: { code: '447120', verificationLink: null },
  },
  {
    file: 'it-codice-otp-cp1252.eml',
    from: 'Banca Levante <avvisi@bancalevante.test>',
    subject: 'Codice OTP per il tuo bonifico',
    date: 'Sat, 08 Mar 2025 11:45:00 +0100',
    charset: 'windows-1252',
    transfer: 'quoted-printable',
    text: `Gentile cliente,

il codice OTP per autorizzare il bonifico di 250,00 € a favore di Rossi Srl è: 81 93 52

Il codice è valido 180 secondi.

Banca Levante – Piazza Garibaldi 5, 70122 Bari – Numero verde 800 555 012
`,
    expect: { code: '819352', verificationLink: null },
  },
  // ----------------------------------------------------------------- Dutch
  {
    file: 'nl-verificatiecode.eml',
    from: 'Fietsdeel <hallo@fietsdeel.test>',
    subject: 'Je verificatiecode',
    date: 'Sat, 08 Mar 2025 15:00:00 +0100',
    transfer: 'quoted-printable',
    text: `Hoi Sanne,

Je verificatiecode is 250914.

Vul deze code in de app in. De code verloopt over 10 minuten.

Fietsdeel B.V., Keizersgracht 123, 1015 CJ Amsterdam, KvK 12345678
`,
    html: layout({
      lang: 'nl',
      title: 'Je verificatiecode',
      brand: 'Fietsdeel',
      body: `<p>Hoi Sanne,</p><p>Je verificatiecode is:</p>${codeBox('250914')}<p>Vul deze code in de app in. De code verloopt over 10 minuten.</p>`,
      footer: 'Fietsdeel B.V., Keizersgracht 123, 1015 CJ Amsterdam, KvK 12345678',
    }),
    expect: { code: '250914', verificationLink: null },
  },
  {
    file: 'nl-code-weak-latin1.eml',
    from: 'Gemeente Portaal <noreply@mijnportaal.test>',
    subject: 'Inloggen op Mijn Portaal',
    date: 'Sun, 09 Mar 2025 09:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Beste inwoner,

Uw code: 8834

Gebruik deze code om in te loggen. Uw aanvraag met referentie 2025-04417 is in behandeling.

Gemeente Voorbeeld, Stadhuisplein 1, 3011 AD Rotterdam, telefoon 14 010
`,
    expect: { code: '8834', verificationLink: null },
  },
  // ----------------------------------------------------------------- Japanese
  {
    file: 'ja-ninshou-code-iso2022jp.eml',
    from: 'ショップ会員サービス <info@shop-kaiin.test>',
    subject: '【ショップ会員】認証コードのお知らせ',
    date: 'Mon, 10 Mar 2025 10:00:00 +0900',
    charset: 'iso-2022-jp',
    transfer: '7bit',
    text: `ショップ会員サービスをご利用いただきありがとうございます。

認証コード：483920

上記の認証コードを画面に入力してください。
有効期限は発行から30分です。

※本メールは送信専用です。
株式会社ショップ会員 〒150-0002 東京都渋谷区渋谷2-21-1
電話 03-5555-0123（平日10:00～18:00）
`,
    expect: { code: '483920', verificationLink: null },
  },
  {
    file: 'ja-kakunin-code-sjis.eml',
    from: 'トラベル予約 <noreply@travel-yoyaku.test>',
    subject: '確認コードを送信しました',
    date: 'Mon, 10 Mar 2025 14:30:00 +0900',
    charset: 'shift_jis',
    transfer: 'base64',
    text: `山田 太郎 様

ログインのための確認コードをお送りします。

確認コード 592813

このコードの有効期限は10分です。
心当たりのない場合は、このメールを破棄してください。

トラベル予約株式会社
〒530-0001 大阪府大阪市北区梅田3-1-3
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"></head><body>
<p>山田 太郎 様</p>
<p>ログインのための確認コードをお送りします。</p>
<p style="font-size:24px;font-weight:bold;">確認コード 592813</p>
<p>このコードの有効期限は10分です。<br>心当たりのない場合は、このメールを破棄してください。</p>
<p style="font-size:11px;color:#666">トラベル予約株式会社<br>〒530-0001 大阪府大阪市北区梅田3-1-3</p>
</body></html>`,
    expect: { code: '592813', verificationLink: null },
  },
  {
    file: 'ja-fullwidth-digits-utf8.eml',
    from: 'フリマアプリ <no-reply@furima.test>',
    subject: 'ワンタイムパスワードのお知らせ',
    date: 'Tue, 11 Mar 2025 21:05:00 +0900',
    transfer: 'base64',
    text: `いつもご利用ありがとうございます。

ワンタイムパスワード：１２３４５６

このパスワードは10分間有効です。第三者に教えないでください。

お問い合わせ番号：ＡＢ－２０２５０３１１
`,
    expect: { code: '123456', verificationLink: null },
  },
  // ----------------------------------------------------------------- Chinese
  {
    file: 'zh-yanzhengma-gb2312.eml',
    from: '云账户 <service@yunzhanghu.test>',
    subject: '您的验证码',
    date: 'Wed, 12 Mar 2025 09:00:00 +0800',
    charset: 'gb2312',
    transfer: 'base64',
    text: `尊敬的用户：

您的验证码是：837261，5分钟内有效。请勿泄露给他人。

如非本人操作，请忽略本邮件。
客服电话：400-820-8820
云账户科技有限公司 北京市海淀区中关村大街1号 邮编100080
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"></head><body>
<p>尊敬的用户：</p>
<p>您的验证码是：<b style="font-size:22px;color:#1677ff">837261</b>，5分钟内有效。请勿泄露给他人。</p>
<p>如非本人操作，请忽略本邮件。</p>
<p style="color:#999;font-size:12px">客服电话：400-820-8820<br>云账户科技有限公司 北京市海淀区中关村大街1号 邮编100080</p>
</body></html>`,
    expect: { code: '837261', verificationLink: null },
  },
  {
    file: 'zh-jiaoyanma-utf8.eml',
    from: '小书房 <noreply@xiaoshufang.test>',
    subject: '邮箱校验码',
    date: 'Wed, 12 Mar 2025 15:20:00 +0800',
    transfer: 'base64',
    html: layout({
      lang: 'zh-CN',
      title: '邮箱校验码',
      brand: 'Xiaoshufang',
      body: `<p>你好！</p><p>你正在绑定邮箱，本次操作的校验码为：</p>${codeBox('482019')}<p>校验码30分钟内有效。订单号 202503120045 的状态不受影响。</p>`,
      footer: '© 2025 小书房 版权所有 · 上海市浦东新区世纪大道100号',
    }),
    expect: { code: '482019', verificationLink: null },
  },
  // ----------------------------------------------------------------- Russian
  {
    file: 'ru-kod-podtverzhdeniya-koi8r.eml',
    from: 'Госуслуги Тест <no-reply@gosuslugi-test.test>',
    subject: 'Код подтверждения',
    date: 'Thu, 13 Mar 2025 11:00:00 +0300',
    charset: 'koi8-r',
    transfer: 'quoted-printable',
    text: `Здравствуйте!

Код подтверждения: 573920

Никому не сообщайте этот код. Он действует 5 минут.

Служба поддержки: 8 800 555-35-35
125009, Москва, ул. Тверская, д. 7
`,
    expect: { code: '573920', verificationLink: null },
  },
  {
    file: 'ru-kod-weak-utf8-html.eml',
    from: 'Маркет Плюс <info@marketplus.test>',
    subject: 'Вход в Маркет Плюс',
    date: 'Thu, 13 Mar 2025 19:45:00 +0300',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'ru',
      title: 'Вход в Маркет Плюс',
      brand: 'MarketPlus',
      body: `<p>Здравствуйте!</p><p>Ваш код для входа:</p><p style="font-size:32px;font-weight:bold">4417</p><p>Заказ № 77120 на сумму 2 490 ₽ уже в пути.</p>`,
      footer: `ООО «Маркет Плюс», 123112, Москва, Пресненская наб., 10 · ${socialIcons('marketplus', ['youtube'])}`,
    }),
    expect: { code: '4417', verificationLink: null },
  },
];
