// Development mail, third round (files dv3-*), written on 2026-11-26 before any rule of extractor version 4:
// codes introduced by a verb with more clauses after them, long grouped codes under an "enter / approve" line,
// invitation and sign-in mails whose one button is a bare verb, languages not covered yet (Japanese, Chinese,
// Russian, Ukrainian, Persian, Bengali, Swahili, Dutch, Czech, Romanian), and a decoy for every loosening.
// Rules are tuned against these, never against corpus/heldout*.
import { button, codeBox, layout, newsletter, spacedCells } from './templates.mjs';

const mail = (m) => ({ date: 'Thu, 26 Nov 2026 09:30:00 +0000', transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const foot = (s) => `${s}<br><a href="https://example.test/privacy">Privacy</a> · <a href="https://example.test/unsubscribe">Unsubscribe</a>`;

// A verb introduces the code, and the sentence goes on ("…, or tap the button below").
const verbs = [
  mail({
    family: 'unlabeled', file: 'dv3-en-punch-in-or-tap.eml', from: 'Pinecone <auth@pinecone.test>', subject: 'Finish setting up Pinecone', transfer: '7bit',
    text: `Hi Ada,\n\nPunch 318064 into the Pinecone app, or tap Open Pinecone on this phone and we'll fill it in for you.\nThe number stops working at 10:45 UTC.\n\nPinecone Ltd, 14 Quay St, Bristol BS1 4DJ\n`,
    expect: codeOnly('318064'),
  }),
  mail({
    family: 'languages', file: 'dv3-nl-voer-in-of-tik.eml', from: 'Fietsdeel <account@fietsdeel.test>', subject: 'Je account bij Fietsdeel',
    html: layout({ lang: 'nl', title: 'Fietsdeel', brand: 'Fietsdeel', body: `<p>Hoi Sanne,</p><p>Voer <b>582091</b> in de app in, of tik op de knop hieronder om je e-mailadres meteen te bevestigen.</p>${button('https://fietsdeel.test/account/bevestig?t=fd_3a91c0e27b5d', 'E-mailadres bevestigen')}<p>Groet, het Fietsdeel-team</p>`, footer: foot('Fietsdeel B.V., Oudegracht 120, 3511 AX Utrecht') }),
    expect: { code: '582091', verificationLink: 'https://fietsdeel.test/account/bevestig?t=fd_3a91c0e27b5d' },
  }),
  mail({
    family: 'languages', file: 'dv3-cs-zadejte-kod.eml', from: 'Jízdenky <ucet@jizdenky.test>', charset: 'iso-8859-2', subject: 'Dokončete registraci', transfer: '8bit',
    text: `Dobrý den,\n\nzadejte kód 730418 do aplikace Jízdenky a pokračujte v registraci.\nKód platí 15 minut.\n\nJízdenky s.r.o., Vinohradská 12, 120 00 Praha 2\n`,
    expect: codeOnly('730418'),
  }),
  mail({
    family: 'languages', file: 'dv3-ro-introduceti-codul.eml', from: 'Bilete <cont@bilete.test>', subject: 'Contul tău Bilete',
    html: layout({ lang: 'ro', title: 'Bilete', brand: 'Bilete', body: `<p>Bună, Andrei!</p><p>Introduceți codul <b>419027</b> în aplicație sau apăsați butonul de mai jos pentru a continua pe acest telefon.</p>${button('https://bilete.test/app/deschide', 'Deschide aplicația')}<p>Codul expiră în 10 minute.</p>`, footer: foot('Bilete SRL, Str. Lipscani 20, 030031 București') }),
    expect: codeOnly('419027'),
  }),
  mail({
    family: 'languages', file: 'dv3-ru-vvedite-chtoby.eml', from: 'Полка <no-reply@polka.test>', charset: 'koi8-r', subject: 'Вход в Полку', transfer: 'base64',
    text: `Здравствуйте!\n\nВведите 604913 в приложении, чтобы завершить вход, или просто закройте это письмо, если это были не вы.\n\nООО «Полка», Москва, ул. Тверская, 7\n`,
    expect: codeOnly('604913'),
  }),
  mail({
    family: 'languages', file: 'dv3-uk-vvedit-kod.eml', from: 'Кошик <info@koshyk.test>', charset: 'utf-8', subject: 'Підтвердження пошти', transfer: 'base64',
    html: layout({ lang: 'uk', title: 'Кошик', brand: 'Koshyk', body: `<p>Вітаємо!</p><p>Введіть <b>285130</b> у застосунку Кошик або натисніть кнопку нижче, щоб продовжити.</p>${button('https://koshyk.test/app', 'Відкрити застосунок')}<p>Служба підтримки: 0 800 300 545</p>`, footer: foot('ТОВ «Кошик», Київ, вул. Хрещатик, 22') }),
    expect: codeOnly('285130'),
  }),
  mail({
    family: 'languages', file: 'dv3-zh-shuru-wancheng.eml', from: '拾光 <noreply@shiguang.test>', charset: 'utf-8', subject: '拾光 登录', transfer: 'base64',
    text: `您好：\n\n请在拾光 App 中输入 860372 完成登录，或点击下方按钮直接打开应用。\n此数字 10 分钟内有效。\n\n客服热线：400-820-8820\n`,
    expect: codeOnly('860372'),
  }),
  mail({
    family: 'languages', file: 'dv3-ja-nyuryoku-box.eml', from: 'ことば帳 <info@kotoba.test>', charset: 'iso-2022-jp', subject: 'ことば帳へようこそ', transfer: '7bit',
    text: `ご登録ありがとうございます。\n\n次の番号をアプリの画面に入力してください：\n\n    739214\n\n有効期限は30分です。\nことば帳株式会社　〒150-0002 東京都渋谷区渋谷2-21-1\n`,
    expect: codeOnly('739214'),
  }),
  mail({
    family: 'languages', file: 'dv3-fa-vared-konid.eml', from: 'Ketabkhan <no-reply@ketabkhan.test>', charset: 'utf-8', subject: 'ورود به کتابخوان', transfer: 'base64',
    text: `سلام،\n\nلطفاً 482910 را در برنامه وارد کنید تا ورود شما کامل شود.\nاین عدد تا ۱۰ دقیقه معتبر است.\n`,
    expect: codeOnly('482910'),
  }),
  mail({
    family: 'languages', file: 'dv3-fa-persian-digits.eml', from: 'Bazarche <otp@bazarche.test>', charset: 'utf-8', subject: 'کد ورود بازارچه', transfer: 'base64',
    text: `کد ورود شما: ۵۳۰۷۱۸\nاین کد را در اختیار دیگران قرار ندهید.\n`,
    expect: codeOnly('530718'),
  }),
  mail({
    family: 'languages', file: 'dv3-bn-likhun.eml', from: 'Boi Ghor <no-reply@boighor.test>', charset: 'utf-8', subject: 'বইঘর লগইন', transfer: 'base64',
    html: layout({ lang: 'bn', title: 'বইঘর', brand: 'BoiGhor', body: `<p>নমস্কার,</p><p>অ্যাপে <b>518204</b> লিখুন এবং লগইন সম্পূর্ণ করুন।</p><p>এই সংখ্যাটি ১০ মিনিট পর্যন্ত বৈধ।</p>`, footer: foot('বইঘর, ঢাকা ১২০৫') }),
    expect: codeOnly('518204'),
  }),
  mail({
    family: 'languages', file: 'dv3-sw-weka-ili.eml', from: 'Soko <akaunti@soko.test>', subject: 'Thibitisha akaunti yako ya Soko', transfer: '7bit',
    text: `Habari Amina,\n\nWeka 307215 kwenye programu ya Soko ili kuthibitisha akaunti yako, kisha uendelee kununua.\nNambari hii itaisha baada ya dakika 10.\n\nSoko Ltd, Moi Avenue, Nairobi\n`,
    expect: codeOnly('307215'),
  }),
  mail({
    family: 'languages', file: 'dv3-de-gib-ein-oder.eml', from: 'Leihrad <konto@leihrad.test>', charset: 'iso-8859-1', subject: 'Anmeldung bei Leihrad', transfer: '8bit',
    text: `Hallo Jonas,\n\ngib 640219 in der Leihrad-App ein oder tippe auf dem Handy auf "App öffnen".\nDie Zahl gilt 10 Minuten.\n\nLeihrad GmbH, Torstraße 5, 10119 Berlin\n`,
    expect: codeOnly('640219'),
  }),
];

// Long codes in groups, alone in a box under a line that asks to enter or approve.
const grouped = [
  mail({
    family: 'unlabeled', file: 'dv3-tv-link-4-space-4.eml', from: 'Reelhouse <devices@reelhouse.test>', subject: 'Link your TV',
    html: layout({ title: 'Link your TV', brand: 'Reelhouse', body: `<h2>Link your TV</h2><p>Type the number below on your TV to link it to your account:</p>${codeBox('4417 0926', { size: 30, spacing: 4 })}<p>Plan: Family, €13.99 a month.</p>`, footer: foot('Reelhouse BV, Keizersgracht 300, 1016 EX Amsterdam') }),
    expect: codeOnly('44170926'),
  }),
  mail({
    family: 'unlabeled', file: 'dv3-bank-3-3-3-approve.eml', from: 'Harbor Bank <security@harborbank.test>', subject: 'Approve a new device',
    html: layout({ title: 'Approve', brand: 'Harbor Bank', body: `<p>Someone is adding a device to your online banking.</p><p>If it’s you, approve it by keying in:</p>${codeBox('482-913-705', { size: 28, spacing: 3 })}<p>Checking balance $1,240.55</p>`, footer: foot('Harbor Bank, 100 Federal St, Boston, MA 02110') }),
    expect: codeOnly('482913705'),
  }),
  mail({
    family: 'unlabeled', file: 'dv3-watch-4-dash-4.eml', from: 'Tempo <pair@tempo.test>', subject: 'Pair your watch', transfer: '7bit',
    text: `To finish pairing, enter this on your watch:\n\n    7261-0843\n\nIt stays valid until the watch restarts.\nTempo Wearables, 9 Harbour Rd, Cork\n`,
    expect: codeOnly('72610843'),
  }),
  mail({
    family: 'languages', file: 'dv3-ru-3-3-3-podtverdite.eml', from: 'Банк Север <alert@sever.test>', charset: 'utf-8', subject: 'Новое устройство', transfer: 'base64',
    html: layout({ lang: 'ru', title: 'Новое устройство', brand: 'Sever', body: `<p>Чтобы подтвердить вход с нового устройства, введите эти цифры:</p>${codeBox('305 718 264', { size: 28 })}<p>Баланс: 12 450,00 ₽</p>`, footer: foot('АО «Север», Санкт-Петербург') }),
    expect: codeOnly('305718264'),
  }),
  mail({
    family: 'languages', file: 'dv3-cs-8-cells-potvrdte.eml', from: 'Banka Praha <info@bankapraha.test>', charset: 'utf-8', subject: 'Potvrzení přihlášení', transfer: 'base64',
    html: layout({ lang: 'cs', title: 'Přihlášení', brand: 'BankaPraha', body: `<p>Přihlášení potvrďte zadáním těchto čísel:</p>${spacedCells('39207714')}<p>Zůstatek: 24 310 Kč</p>`, footer: foot('Banka Praha a.s., Na Příkopě 3, 110 00 Praha 1') }),
    expect: codeOnly('39207714'),
  }),
];

// One button whose text is a bare verb: the rest of the evidence is in the mail or the link.
const bareLinks = [
  mail({
    family: 'links', file: 'dv3-ledgerly-added-accept.eml', from: 'Ledgerly <team@ledgerly.test>', subject: 'Priya added you to Finch on Ledgerly',
    html: layout({ title: 'Ledgerly', brand: 'Ledgerly', body: `<p>Priya Raman added you to the <b>Finch</b> team on Ledgerly.</p>${button('https://ledgerly.test/invitations/accept?token=lg_8c1e4f07a2d9b3', 'Accept')}<p>This link is for you alone and expires in 7 days.</p>`, footer: foot('Ledgerly Inc, 300 Pine St, San Francisco, CA 94104') }),
    expect: linkOnly('https://ledgerly.test/invitations/accept?token=lg_8c1e4f07a2d9b3'),
  }),
  mail({
    family: 'links', file: 'dv3-orbit-join.eml', from: 'Orbit <hello@orbit.test>', subject: 'Your seat on Orbit is ready',
    html: layout({ title: 'Orbit', brand: 'Orbit', body: `<p>Dana Kim added you to the Orbit workspace <b>Northstar</b>.</p>${button('https://orbit.test/join/ob_5f21c0a9d3e7b2', 'Join')}<p>You can leave the workspace at any time.</p>`, footer: foot('Orbit, 2 Rue du Mail, 75002 Paris') }),
    expect: linkOnly('https://orbit.test/join/ob_5f21c0a9d3e7b2'),
  }),
  mail({
    family: 'links', file: 'dv3-lumen-continue-once.eml', from: 'Lumen <login@lumen.test>', subject: 'Your Lumen link',
    html: layout({ title: 'Lumen', brand: 'Lumen', body: `<p>Tap below to get back into Lumen. The link works once and for 15 minutes.</p>${button('https://lumen.test/auth/magic?t=lm_91ce07b3f4a2c6', 'Continue')}`, footer: foot('Lumen Labs, 8 Wharf Rd, London N1 7GR') }),
    expect: linkOnly('https://lumen.test/auth/magic?t=lm_91ce07b3f4a2c6'),
  }),
  mail({
    family: 'links', file: 'dv3-quire-open.eml', from: 'Quire <no-reply@quire.test>', subject: 'Here’s the link you asked for',
    html: layout({ title: 'Quire', brand: 'Quire', body: `<p>It opens Quire on this device. For your safety it expires in 10 minutes.</p>${button('https://quire.test/m/q_7a0e9c3b51d2f48e', 'Open')}`, footer: foot('Quire, 45 Queen St, Auckland') }),
    expect: linkOnly('https://quire.test/m/q_7a0e9c3b51d2f48e'),
  }),
  mail({
    family: 'languages', file: 'dv3-uk-pidtverdyty-link.eml', from: 'Читанка <hello@chytanka.test>', charset: 'utf-8', subject: 'Ласкаво просимо до Читанки', transfer: 'base64',
    html: layout({ lang: 'uk', title: 'Читанка', brand: 'Chytanka', body: `<p>Дякуємо за реєстрацію!</p>${button('https://chytanka.test/email/pidtverdzhennia/ch_40d1f9a7', 'Підтвердити пошту')}`, footer: foot('Читанка, Львів, пл. Ринок, 1') }),
    expect: linkOnly('https://chytanka.test/email/pidtverdzhennia/ch_40d1f9a7'),
  }),
  mail({
    family: 'languages', file: 'dv3-cs-overit-link.eml', from: 'Recepty <ucet@recepty.test>', charset: 'utf-8', subject: 'Vítejte v Receptech', transfer: 'base64',
    html: layout({ lang: 'cs', title: 'Recepty', brand: 'Recepty', body: `<p>Děkujeme za registraci.</p>${button('https://recepty.test/ucet/overeni?k=rc_66b0e2d41f', 'Ověřit e-mail')}`, footer: foot('Recepty s.r.o., Brno') }),
    expect: linkOnly('https://recepty.test/ucet/overeni?k=rc_66b0e2d41f'),
  }),
  mail({
    family: 'languages', file: 'dv3-ro-confirma-link.eml', from: 'Cărți <cont@carti.test>', charset: 'utf-8', subject: 'Bine ai venit la Cărți', transfer: 'base64',
    html: layout({ lang: 'ro', title: 'Cărți', brand: 'Carti', body: `<p>Mulțumim că te-ai înscris.</p>${button('https://carti.test/cont/c_1f7e03a9bd', 'Confirmă adresa de e-mail')}`, footer: foot('Cărți SRL, Cluj-Napoca') }),
    expect: linkOnly('https://carti.test/cont/c_1f7e03a9bd'),
  }),
  mail({
    family: 'languages', file: 'dv3-sw-thibitisha-link.eml', from: 'Safari Pay <akaunti@safaripay.test>', subject: 'Karibu Safari Pay',
    html: layout({ lang: 'sw', title: 'Safari Pay', brand: 'SafariPay', body: `<p>Asante kwa kujisajili.</p>${button('https://safaripay.test/a/sp_8d2c41e0b7', 'Thibitisha barua pepe')}`, footer: foot('Safari Pay, Dar es Salaam') }),
    expect: linkOnly('https://safaripay.test/a/sp_8d2c41e0b7'),
  }),
  mail({
    family: 'languages', file: 'dv3-fa-taeid-link.eml', from: 'Ketabkhan <hello@ketabkhan.test>', charset: 'utf-8', subject: 'به کتابخوان خوش آمدید', transfer: 'base64',
    html: layout({ lang: 'fa', title: 'کتابخوان', brand: 'Ketabkhan', body: `<p dir="rtl">از ثبت‌نام شما سپاسگزاریم.</p>${button('https://ketabkhan.test/e/kt_2b9f60c1d8', 'تأیید ایمیل')}`, footer: foot('کتابخوان، تهران') }),
    expect: linkOnly('https://ketabkhan.test/e/kt_2b9f60c1d8'),
  }),
  mail({
    family: 'languages', file: 'dv3-bn-jachai-link.eml', from: 'Boi Ghor <hello@boighor.test>', charset: 'utf-8', subject: 'বইঘরে স্বাগতম', transfer: 'base64',
    html: layout({ lang: 'bn', title: 'বইঘর', brand: 'BoiGhor', body: `<p>নিবন্ধনের জন্য ধন্যবাদ।</p>${button('https://boighor.test/e/bg_5c03d7e19a', 'ইমেল যাচাই করুন')}`, footer: foot('বইঘর, ঢাকা') }),
    expect: linkOnly('https://boighor.test/e/bg_5c03d7e19a'),
  }),
];

// Decoys for every loosening of this round.
const decoys = [
  mail({
    family: 'decoy', file: 'dv3-enter-tracking-number.eml', from: 'Swiftpost <track@swiftpost.test>', subject: 'Your parcel is on its way', transfer: '7bit',
    text: `Your parcel left our depot this morning.\n\nTo follow it, enter 88120345 on swiftpost.test/track or in the Swiftpost app.\nExpected delivery: Friday 27 November.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-enter-order-number-kiosk.eml', from: 'Bolt Burger <orders@boltburger.test>', subject: 'Your order is ready',
    html: layout({ title: 'Ready', brand: 'Bolt Burger', body: `<h2>Your food is ready</h2><p>Enter your order number at the pickup locker:</p>${codeBox('5512')}<p>Total paid: $18.40</p>`, footer: foot('Bolt Burger, 410 Market St, Denver, CO 80202') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-call-to-confirm-appointment.eml', from: 'Smile Dental <desk@smiledental.test>', subject: 'Please confirm your appointment', transfer: '7bit',
    text: `Hi Sam,\n\nYou have a check-up on Tuesday 1 December at 14:30.\nCall 020 7946 0321 to confirm, or reply to this email.\n\nSmile Dental, 22 High St, Oxford OX1 4AA\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-cookie-banner-accept.eml', from: 'Trailmag <news@trailmag.test>', subject: 'Five ridge walks for December',
    html: newsletter({ title: 'Trailmag', brand: 'Trailmag', sections: ['<h1>Five ridge walks for December</h1><p>From Striding Edge to the Cuillin: our winter picks, with 2,300 m of climbing.</p>', button('https://trailmag.test/articles/ridge-walks?utm_source=nl', 'Read the guide'), '<p style="font-size:12px;color:#777">We use cookies to remember your reading list.</p><p><a href="https://trailmag.test/consent/accept?c=ck_8812aa90bb31f4" style="font-size:12px;">Accept</a></p>'], footer: foot('Trailmag, 4 Fell Rd, Keswick CA12 5DQ') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-webinar-join-button.eml', from: 'Dataworks Events <events@dataworks.test>', subject: 'Starting in 1 hour: Data pipelines live',
    html: layout({ title: 'Live', brand: 'Dataworks', body: `<h2>Data pipelines, live</h2><p>Today 16:00 CET with Marta Ruiz. Meeting ID 881 2093 4551.</p>${button('https://meet.dataworks.test/j/88120934551?pwd=dw_Qk81ZtX0a7Lm4', 'Join')}<p>Add to calendar: <a href="https://dataworks.test/calendar/dw-live-77.ics">.ics</a></p>`, footer: foot('Dataworks, Calle Mayor 4, 28013 Madrid') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-newsletter-open-app.eml', from: 'Budgetly <hello@budgetly.test>', subject: 'Your November in numbers',
    html: layout({ title: 'November', brand: 'Budgetly', body: `<h2>Your November</h2><p>You spent 1480 on groceries and saved 320. Your streak: 14 days.</p>${button('https://budgetly.test/app/open?ref=nl_nov26_a81c0e9f', 'Open')}`, footer: foot('Budgetly, 1 Dock St, Leith EH6 6AA') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-gift-card-4-4.eml', from: 'Kettle & Co <gifts@kettle.test>', subject: 'You’ve received a gift card!',
    html: layout({ title: 'Gift card', brand: 'Kettle', body: `<h1>Sam sent you £25</h1><p>Enter this at checkout to spend it:</p>${codeBox('4821 9930')}<p>Valid for 12 months on everything in our shop.</p>`, footer: foot('Kettle & Co, 8 Mill Lane, York YO1 7HU') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-meeting-id-3-3-3.eml', from: 'Jonas Berg <jonas@fjord.test>', subject: 'Quarterly planning, Wed 2 Dec',
    html: `<html><body style="font-family:Arial"><p>Hi all, link for Wednesday below.</p><p>Enter the meeting ID:</p><p style="font-size:20px;font-weight:bold">482 913 705</p><p><a href="https://calls.fjord.test/j/482913705">Join the call</a></p><p>Jonas</p></body></html>`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-cs-objednavka-cena.eml', from: 'Obchod <objednavky@obchod.test>', charset: 'iso-8859-2', subject: 'Potvrzení objednávky 40217', transfer: '8bit',
    text: `Děkujeme za objednávku č. 40217.\nCelkem: 4990 Kč\nSledovací číslo: DR4821CZ\nDoručení do 3 pracovních dnů.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-sw-muamala.eml', from: 'PesaHub <taarifa@pesahub.test>', subject: 'Umepokea pesa', transfer: '7bit',
    text: `QJK7T2M9PZ Imethibitishwa. Umepokea Ksh 1,500.00 kutoka JOHN MWANGI 0712 345 678 tarehe 26/11/26.\nSalio lako jipya ni Ksh 4,210.00.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-zh-dingdan.eml', from: '好物商城 <order@haowu.test>', charset: 'gb2312', subject: '订单已发货', transfer: 'base64',
    text: `您的订单号 88120347 已发货。\n请在 App 中输入运单号查询物流：SF1402217730\n合计：¥299.00\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-ru-zakaz-vvedite.eml', from: 'Пункт выдачи <pvz@punkt.test>', charset: 'utf-8', subject: 'Заказ ждёт вас', transfer: 'base64',
    text: `Ваш заказ № 730915 прибыл в пункт выдачи.\nНазовите номер заказа сотруднику или введите его в постамате.\nХранение до 3 декабря.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-ja-chumon.eml', from: '山の道具店 <shop@yamadogu.test>', charset: 'shift_jis', subject: 'ご注文ありがとうございます', transfer: 'base64',
    text: `ご注文ありがとうございます。\nご注文番号：7712045\nお支払い金額：12,800円\nお問い合わせは 03-1234-5678 まで。\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-continue-reading.eml', from: 'Longreads Weekly <editor@longreads.test>', subject: 'The lighthouse keepers of 1898',
    html: layout({ title: 'Longreads', brand: 'Longreads', body: `<h2>The lighthouse keepers of 1898</h2><p>In the winter of 1898 three keepers on Flannan Isle kept a log that ran to 4120 entries…</p>${button('https://longreads.test/story/flannan-1898?src=wk48_c81f3a90d2e7', 'Continue')}`, footer: foot('Longreads, 1 Print Row, Dundee DD1 1AA') }),
    expect: none,
  }),
];

// Mixed: alphanumeric after a verb, a code and a bare-verb button in the same sign-in mail.
const mixed = [
  mail({
    family: 'alnum', file: 'dv3-en-type-alnum-then.eml', from: 'Stackyard <auth@stackyard.test>', subject: 'New sign-in to Stackyard', transfer: '7bit',
    text: `Type Q7M-4KD on the sign-in page, then choose whether to trust this browser.\nIt expires in 5 minutes.\n`,
    expect: codeOnly('Q7M-4KD'),
  }),
  mail({
    family: 'code-link', file: 'dv3-ja-code-and-button.eml', from: 'まなび <no-reply@manabi.test>', charset: 'utf-8', subject: '【まなび】ログインのご案内', transfer: 'base64',
    html: layout({ lang: 'ja', title: 'まなび', brand: 'Manabi', body: `<p>アプリに <b>205716</b> を入力するか、下のボタンを押してログインしてください。</p>${button('https://manabi.test/login/ml_4c2e9d07a1b3', 'ログイン')}`, footer: foot('株式会社まなび 〒530-0001 大阪府大阪市北区梅田1-1') }),
    expect: { code: '205716', verificationLink: 'https://manabi.test/login/ml_4c2e9d07a1b3' },
  }),
];

// Decoys for two loosenings found while writing the rules: "… added you to …" and a mail that says something
// expires within minutes (a sale's deadline, a parking session).
const lateDecoys = [
  mail({
    family: 'decoy', file: 'dv3-added-to-group-chat.eml', from: 'Chatterbox <notify@chatterbox.test>', subject: 'Jane added you to a group',
    html: layout({ title: 'New group', brand: 'Chatterbox', body: `<p>Jane Okafor added you to the group chat <b>Weekend hike</b> (6 people).</p>${button('https://chatterbox.test/g/weekend-hike?ref=nt_81c0e4a9f2b35d7', 'Open chat')}`, footer: foot('Chatterbox, 10 Dean St, London W1D 3RS') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-flash-sale-hours.eml', from: 'Threadbare <sale@threadbare.test>', subject: 'Ends tonight: 30% off knitwear',
    html: layout({ title: 'Flash sale', brand: 'Threadbare', body: `<h1>Flash sale ends in 2 hours</h1><p>30% off every jumper, valid online only. Use 4821 at the till in store.</p>${button('https://threadbare.test/sale?c=em_81c0e4a9f2b35d7', 'Shop now')}`, footer: foot('Threadbare, 5 Wool St, Leeds LS1 6HD') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv3-parking-session-expires.eml', from: 'ParkNow <alerts@parknow.test>', subject: 'Your parking ends soon', transfer: '7bit',
    text: `Your parking session 55102 at zone 4471 expires in 15 minutes (at 17:45).
Extend it in the ParkNow app before then to avoid a fine.
`,
    expect: none,
  }),
];

export default [...verbs, ...grouped, ...bareLinks, ...decoys, ...mixed, ...lateDecoys];
