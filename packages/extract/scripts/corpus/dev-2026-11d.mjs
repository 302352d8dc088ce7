// Development mail, fifth round (files dv5-*), written on 2026-11-26 before any rule of extractor version 6, from
// the descriptions (never the files) of held-out v4's misses and their generalisations: SMS-style one-liners
// ("<Brand>: <code>"), codes in pairs or threes alone between an instruction line and its continuation, codes in
// marketing-styled sign-in mail, "key / passcode / PIN / token" words, letters-then-digits keys beside order,
// ticket, booking and invoice numbers, digits read out twice without commas, an Indonesian code with a button;
// and decoys for each temptation. Rules are tuned against these, never against corpus/heldout*.
import { button, codeBox, layout, newsletter } from './templates.mjs';

const mail = (m) => ({ date: 'Thu, 26 Nov 2026 13:00:00 +0000', transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const foot = (s) => `${s}<br><a href="https://example.test/privacy">Privacy</a> · <a href="https://example.test/unsubscribe">Unsubscribe</a>`;
const box = (inner) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;background:#f3f4f6;border-radius:8px;">${inner}</td></tr></table>`;
const promoBanner = (text, url) =>
  `<table role="presentation" width="100%"><tr><td style="background:#ffe8d6;padding:14px;font-size:18px;font-weight:700;color:#b3400b;" align="center"><a href="${url}" style="color:#b3400b;text-decoration:none;">${text}</a></td></tr></table>`;

// SMS-style one-liners: the brand, a colon, the code; maybe a short tail.
const sms = [
  mail({
    family: 'unlabeled', file: 'dv5-en-sms-brand-colon.eml', from: 'Brindle <no-reply@brindle.test>', subject: 'Brindle', transfer: '7bit',
    text: `Brindle: 482913\n`,
    expect: codeOnly('482913'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-sms-brand-colon-tail.eml', from: 'Haverly <alerts@haverly.test>', subject: 'Message from Haverly', transfer: '7bit',
    text: `Haverly: 730215. Expires in 10 min. Don't share it with anyone.\n`,
    expect: codeOnly('730215'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-sms-html-bold.eml', from: 'Quartzly <sms@quartzly.test>', subject: 'Quartzly',
    html: `<html><body><p style="font-family:Arial,sans-serif;font-size:15px">Quartzly: <b>381604</b></p><p style="font-size:11px;color:#888">Sent to you by Quartzly, 1 Dock Rd, Cardiff</p></body></html>`,
    expect: codeOnly('381604'),
  }),
  mail({
    family: 'languages', file: 'dv5-pt-sms-marca.eml', from: 'Tessaro <sms@tessaro.test>', charset: 'utf-8', subject: 'Tessaro', transfer: 'base64',
    text: `Tessaro: 615027. Não compartilhe com ninguém.\n`,
    expect: codeOnly('615027'),
  }),
  mail({
    family: 'languages', file: 'dv5-de-sms-marke.eml', from: 'Kachel <sms@kachel.test>', charset: 'iso-8859-1', subject: 'Nachricht von Kachel', transfer: '8bit',
    text: `Kachel: 519027 (gültig 10 Min.). Nicht weitergeben.\n`,
    expect: codeOnly('519027'),
  }),
  mail({
    family: 'languages', file: 'dv5-es-sms-marca.eml', from: 'Vereda <avisos@vereda.test>', charset: 'utf-8', subject: 'Vereda', transfer: 'quoted-printable',
    text: `Vereda: 604418 — no lo compartas con nadie.\n`,
    expect: codeOnly('604418'),
  }),
  mail({
    family: 'languages', file: 'dv5-fr-sms-marque.eml', from: 'Orbeo <sms@orbeo.test>', charset: 'utf-8', subject: 'Orbeo', transfer: 'base64',
    html: `<div style="font:14px Helvetica,Arial,sans-serif">Orbeo : 915372. Ne le communiquez à personne.</div>`,
    expect: codeOnly('915372'),
  }),
  mail({
    family: 'languages', file: 'dv5-id-sms-merek.eml', from: 'Kopiku <sms@kopiku.test>', charset: 'utf-8', subject: 'Kopiku', transfer: 'base64',
    text: `Kopiku: 738102. Berlaku 5 menit. Jangan berikan kepada siapa pun.\n`,
    expect: codeOnly('738102'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-sms-brand-code-pairs.eml', from: 'Ferro <sms@ferro.test>', subject: 'Ferro', transfer: '7bit',
    text: `Ferro code: 12 34 56\nValid for 5 minutes.\n`,
    expect: codeOnly('123456'),
  }),
];

// Codes in pairs or threes, alone in their box, between "Enter" and "… in the browser window".
const between = [
  mail({
    family: 'unlabeled', file: 'dv5-en-enter-box-browser.eml', from: 'Halcyon Health <care@halcyon.test>', subject: 'Finish signing in to Halcyon',
    html: layout({ title: 'Halcyon', brand: 'Halcyon', body: `<p>Hi Priya,</p><p>Enter</p>${box('<span style="font-size:30px;font-weight:700;letter-spacing:4px;">318 604</span>')}<p>in the browser window where you started.</p>`, footer: foot('Halcyon Health, 20 Harbour Rd, Auckland') }),
    expect: codeOnly('318604'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-type-pairs-text.eml', from: 'Moorhen <accounts@moorhen.test>', subject: 'Your Moorhen account', transfer: '7bit',
    text: `Hello,\n\nType\n\n    52 18 90\n\ninto the sign-in page to carry on.\n\nMoorhen, 5 Mill St, Oxford\n`,
    expect: codeOnly('521890'),
  }),
  mail({
    family: 'languages', file: 'dv5-de-geben-sie-ein.eml', from: 'Wolke <konto@wolke.test>', charset: 'utf-8', subject: 'Anmeldung bei Wolke', transfer: 'base64',
    html: layout({ lang: 'de', title: 'Wolke', brand: 'Wolke', body: `<p>Hallo,</p><p>Geben Sie</p>${box('<b style="font-size:28px;">731 902</b>')}<p>im Browserfenster ein, um fortzufahren.</p>`, footer: foot('Wolke GmbH, Hafenweg 3, 28195 Bremen') }),
    expect: codeOnly('731902'),
  }),
  mail({
    family: 'languages', file: 'dv5-es-escribe-ventana.eml', from: 'Pradera <cuenta@pradera.test>', charset: 'utf-8', subject: 'Entra en Pradera', transfer: 'base64',
    text: `Hola:\n\nEscribe\n\n48 20 77\n\nen la ventana del navegador para continuar.\n`,
    expect: codeOnly('482077'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-copy-triples-screen.eml', from: 'Tidewater <id@tidewater.test>', subject: 'One more step',
    html: layout({ title: 'Tidewater', brand: 'Tidewater', body: `<p>Copy</p>${codeBox('604 219')}<p>to the screen you were on. It works for 15 minutes.</p>`, footer: foot('Tidewater Inc., 3 Port Ave, Halifax') }),
    expect: codeOnly('604219'),
  }),
  mail({
    family: 'languages', file: 'dv5-fr-saisissez-fenetre.eml', from: 'Gazette <compte@gazette.test>', charset: 'utf-8', subject: 'Connexion à Gazette', transfer: 'base64',
    html: layout({ lang: 'fr', title: 'Gazette', brand: 'Gazette', body: `<p>Bonjour,</p><p>Saisissez</p>${box('<b style="font-size:28px;">27 40 91</b>')}<p>dans la fenêtre de votre navigateur.</p>`, footer: foot('Gazette SA, 4 rue du Bac, Paris') }),
    expect: codeOnly('274091'),
  }),
];

// A sign-in mail dressed as marketing: banners, offers, a product grid, and a code.
const promoChrome = [
  mail({
    family: 'unlabeled', file: 'dv5-en-promo-punch-in-pairs.eml', from: 'Plumtree <hello@plumtree.test>', subject: 'Welcome back to Plumtree',
    html: newsletter({ title: 'Plumtree', brand: 'Plumtree', sections: [promoBanner('Winter sale: 30% off all throws', 'https://plumtree.test/sale?utm=nl'), '<h2>Almost there</h2><p>Punch in <b>55 31 09</b> to finish signing in.</p>', '<table><tr><td class="col"><img src="https://cdn.mailassets.test/plumtree/throw.jpg" width="280" alt="Throw"><p>Wool throw £49</p></td><td class="col"><img src="https://cdn.mailassets.test/plumtree/lamp.jpg" width="280" alt="Lamp"><p>Brass lamp £89</p></td></tr></table>', button('https://plumtree.test/shop?utm=nl', 'Shop the sale')], footer: foot('Plumtree Home, 8 Canal St, Manchester') }),
    expect: codeOnly('553109'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-promo-enter-code-offer.eml', from: 'Jetlane <deals@jetlane.test>', subject: 'Your Jetlane sign-in',
    html: newsletter({ title: 'Jetlane', brand: 'Jetlane', accent: '#0a66c2', sections: ['<h1>Fares from £29</h1><p>Save 20% on spring flights when you book by Sunday.</p>', `<p>Enter</p>${codeBox('804 117')}<p>on the Jetlane sign-in page.</p>`, button('https://jetlane.test/deals?utm=nl', 'See deals')], footer: foot('Jetlane Ltd, Gatwick RH6 0NP') }),
    expect: codeOnly('804117'),
  }),
  mail({
    family: 'languages', file: 'dv5-fr-promo-saisissez.eml', from: 'Maisonnette <bonjour@maisonnette.test>', charset: 'utf-8', subject: 'Votre connexion Maisonnette', transfer: 'base64',
    html: newsletter({ lang: 'fr', title: 'Maisonnette', brand: 'Maisonnette', sections: [promoBanner('Soldes : -40 % sur le linge de maison', 'https://maisonnette.test/soldes'), '<p>Saisissez <b>40 71 93</b> pour vous connecter.</p>', button('https://maisonnette.test/soldes', 'J’en profite')], footer: foot('Maisonnette SAS, Lyon') }),
    expect: codeOnly('407193'),
  }),
  mail({
    family: 'languages', file: 'dv5-de-promo-code-anmelden.eml', from: 'Laufhaus <hallo@laufhaus.test>', charset: 'utf-8', subject: 'Dein Login bei Laufhaus', transfer: 'base64',
    html: newsletter({ lang: 'de', title: 'Laufhaus', brand: 'Laufhaus', sections: [promoBanner('Nur heute: 25 % Rabatt auf Laufschuhe', 'https://laufhaus.test/rabatt'), '<p>Tippe <b>829 104</b> ein, um dich anzumelden.</p>', button('https://laufhaus.test/shop', 'Zum Shop')], footer: foot('Laufhaus GmbH, Köln') }),
    expect: codeOnly('829104'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-promo-code-box-verify.eml', from: 'Basketry <team@basketry.test>', subject: 'Verify your email for Basketry',
    html: newsletter({ title: 'Basketry', brand: 'Basketry', sections: ['<h1>Free delivery this week</h1><p>On orders over £40. Discount applied at checkout.</p>', `<p>Here's your number:</p>${codeBox('736 012')}`, button('https://basketry.test/shop?utm=nl', 'Start shopping')], footer: foot('Basketry Ltd, Leeds') }),
    expect: codeOnly('736012'),
  }),
];

// Key, passcode, PIN, token words; letters-then-digits keys beside order, ticket, booking and invoice numbers.
const keys = [
  mail({
    family: 'alnum', file: 'dv5-en-verification-key-order.eml', from: 'Ticketlane <help@ticketlane.test>', subject: 'Confirm it is you',
    html: layout({ title: 'Ticketlane', brand: 'Ticketlane', body: `<p>Order number: 55812034<br>Support ticket: TK-20931</p><p>Your verification key: <b>HJ29047</b></p><p>Type it on the page that asked for it.</p>`, footer: foot('Ticketlane, 12 Market St, Dublin') }),
    expect: codeOnly('HJ29047'),
  }),
  mail({
    family: 'alnum', file: 'dv5-en-access-key-booking.eml', from: 'Stayhaven <stays@stayhaven.test>', subject: 'Check-in for booking 77120',
    text: `Hello Maya,\n\nBooking reference: QX7R2M\nInvoice no. 2026-11831\n\nTo open your online check-in, use the access key below:\n\nKD82051\n\nIt works once.\n`,
    expect: codeOnly('KD82051'),
  }),
  mail({
    family: 'languages', file: 'dv5-de-schluessel-bestellung.eml', from: 'Bücherei <service@buecherei.test>', charset: 'utf-8', subject: 'Ihr Bestätigungsschlüssel', transfer: 'base64',
    text: `Guten Tag,\n\nBestellnummer: 4410229\nIhr Bestätigungsschlüssel: ZK48120\n\nBitte geben Sie den Schlüssel auf der Website ein.\n`,
    expect: codeOnly('ZK48120'),
  }),
  mail({
    family: 'languages', file: 'dv5-es-clave-pedido.eml', from: 'Tiendita <hola@tiendita.test>', charset: 'utf-8', subject: 'Confirma que eres tú', transfer: 'base64',
    text: `Hola:\n\nPedido 88213 · Factura F-2026-0117\nTu clave de verificación: MT50392\n\nIntrodúcela en la página para continuar.\n`,
    expect: codeOnly('MT50392'),
  }),
  mail({
    family: 'alnum', file: 'dv5-en-login-token-invoice.eml', from: 'Ledgerly <auth@ledgerly.test>', subject: 'Your Ledgerly login token',
    text: `Invoice INV-20931 is ready in your account.\n\nLogin token: RX73914\n\nPaste it into the sign-in form. Valid for 10 minutes.\n`,
    expect: codeOnly('RX73914'),
  }),
  mail({
    family: 'languages', file: 'dv5-it-chiave-biglietto.eml', from: 'Treno Veloce <info@trenoveloce.test>', charset: 'utf-8', subject: 'Accedi al tuo account', transfer: 'base64',
    html: layout({ lang: 'it', title: 'Treno Veloce', brand: 'Treno Veloce', body: `<p>Biglietto n. 20931 · Prenotazione PX4471</p><p>La tua chiave di accesso:</p>${codeBox('BL61728')}<p>Inseriscila nella pagina di accesso.</p>`, footer: foot('Treno Veloce S.p.A., Roma') }),
    expect: codeOnly('BL61728'),
  }),
  mail({
    family: 'languages', file: 'dv5-nl-sleutel-bestelnummer.eml', from: 'Tuinwinkel <klant@tuinwinkel.test>', charset: 'utf-8', subject: 'Bevestig je account', transfer: 'base64',
    text: `Hoi,\n\nBestelnummer 77120\nJe verificatiesleutel: PX30418\n\nVul hem in op de website.\n`,
    expect: codeOnly('PX30418'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-security-token-numeric.eml', from: 'Gridbank <noreply@gridbank.test>', subject: 'Your security token',
    text: `Your security token: 839201\nIt expires in 3 minutes.\n`,
    expect: codeOnly('839201'),
  }),
  mail({
    family: 'languages', file: 'dv5-pt-chave-acesso.eml', from: 'Rodovia <conta@rodovia.test>', charset: 'utf-8', subject: 'Acesse sua conta', transfer: 'base64',
    text: `Olá,\n\nPedido 552190 confirmado.\nSua chave de acesso: WQ61803\nDigite-a na página de login.\n`,
    expect: codeOnly('WQ61803'),
  }),
];

// Digits read out twice without commas; an Indonesian code with a button.
const spoken = [
  mail({
    family: 'unlabeled', file: 'dv5-en-voicemail-twice-spaces.eml', from: 'Callbox <voicemail@callbox.test>', subject: 'New voicemail from +1 312 555 0144', transfer: '7bit',
    text: `Transcript:\n"Hi, this is Pathway calling. Your digits are 4 0 9 2. Once more, 4 0 9 2. Goodbye."\n\nDuration 0:12\n`,
    expect: codeOnly('4092'),
  }),
  mail({
    family: 'languages', file: 'dv5-es-buzon-dos-veces.eml', from: 'Buzón <voz@buzon.test>', charset: 'utf-8', subject: 'Nuevo mensaje de voz', transfer: 'base64',
    text: `Transcripción:\n"Hola, le llamamos de Sendero. Su número es 3 5 0 8. Repito, 3 5 0 8. Gracias."\n`,
    expect: codeOnly('3508'),
  }),
  mail({
    family: 'languages', file: 'dv5-id-kode-tombol.eml', from: 'Warungku <akun@warungku.test>', charset: 'utf-8', subject: 'Verifikasi email Anda',
    html: layout({ lang: 'id', title: 'Warungku', brand: 'Warungku', body: `<p>Halo Budi,</p><p>Gunakan kode di bawah ini untuk memverifikasi email Anda:</p>${codeBox('275104')}<p>Atau klik tombol berikut:</p>${button('https://warungku.test/verifikasi?t=wk_8d2e71c0a9', 'Verifikasi email')}<p>Kode berlaku 15 menit.</p>`, footer: foot('PT Warungku, Jl. Sudirman 5, Jakarta') }),
    expect: { code: '275104', verificationLink: 'https://warungku.test/verifikasi?t=wk_8d2e71c0a9' },
  }),
  mail({
    family: 'languages', file: 'dv5-id-masukkan-tombol.eml', from: 'Jalanku <halo@jalanku.test>', charset: 'utf-8', subject: 'Selesaikan pendaftaran',
    html: layout({ lang: 'id', title: 'Jalanku', brand: 'Jalanku', body: `<p>Masukkan</p>${box('<b style="font-size:28px;">61 40 93</b>')}<p>di aplikasi, atau tekan tombol di bawah untuk mengonfirmasi akun.</p>${button('https://jalanku.test/konfirmasi?t=jl_40c9e2a7b1', 'Konfirmasi akun')}`, footer: foot('PT Jalanku, Bandung') }),
    expect: { code: '614093', verificationLink: 'https://jalanku.test/konfirmasi?t=jl_40c9e2a7b1' },
  }),
];

// Decoys: the same shapes where nothing is a code.
const decoys = [
  mail({
    family: 'decoy', file: 'dv5-en-sms-order-shipped.eml', from: 'Brindle <no-reply@brindle.test>', subject: 'Brindle', transfer: '7bit',
    text: `Brindle: your order 718204 has shipped. Track it in the app.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-de-sms-bestellung.eml', from: 'Kachel <sms@kachel.test>', charset: 'iso-8859-1', subject: 'Kachel', transfer: '8bit',
    text: `Kachel: Ihre Bestellung 519044 ist unterwegs.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-es-sms-reserva-hora.eml', from: 'Vereda <avisos@vereda.test>', charset: 'utf-8', subject: 'Vereda', transfer: 'quoted-printable',
    text: `Vereda: mesa para 4 el viernes a las 20:30. Reserva 604471.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-pt-sms-saldo.eml', from: 'Tessaro <sms@tessaro.test>', charset: 'utf-8', subject: 'Tessaro', transfer: 'base64',
    text: `Tessaro: saldo de R$ 1.250,00 em 26/11. Conta final 4417.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-sms-flight-gate.eml', from: 'Skyrail <sms@skyrail.test>', subject: 'Skyrail', transfer: '7bit',
    text: `Skyrail: Flight SK4120 to Lisbon boards at 10:40 from gate 22.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-sms-delivery-slot.eml', from: 'Parcelwise <sms@parcelwise.test>', subject: 'Parcelwise', transfer: '7bit',
    text: `Parcelwise: 2 parcels arrive today between 13 00 and 15 00.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-class-time-pairs.eml', from: 'Studio Nine <classes@studionine.test>', subject: 'Your class tomorrow',
    html: layout({ title: 'Studio Nine', brand: 'Studio Nine', body: `<p>Your spin class starts at</p>${box('<b style="font-size:28px;">18 30</b>')}<p>in Studio B. Bring water.</p>`, footer: foot('Studio Nine, 2 Lane St, Bristol') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-match-score.eml', from: 'Rovers FC <news@rovers.test>', subject: 'Full time: Rovers v Athletic',
    html: layout({ title: 'Full time', brand: 'Rovers FC', body: `<p>Full time at Harbour Park</p>${box('<b style="font-size:34px;">28 21</b>')}<p>Highlights are on the club app tonight.</p>`, footer: foot('Rovers FC, Harbour Park') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-enter-zone-parking.eml', from: 'ParkEasy <hello@parkeasy.test>', subject: 'Parking at Station Road',
    html: layout({ title: 'ParkEasy', brand: 'ParkEasy', body: `<p>Next time you park here, enter zone</p>${box('<b style="font-size:28px;">48 21</b>')}<p>in the ParkEasy app to start a session.</p>`, footer: foot('ParkEasy Ltd, Reading') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-promo-code-pairs-checkout.eml', from: 'Plumtree <hello@plumtree.test>', subject: 'Members save more',
    html: newsletter({ title: 'Plumtree', brand: 'Plumtree', sections: [promoBanner('Members: 20% off this weekend', 'https://plumtree.test/members'), '<p>Enter <b>55 21 08</b> at checkout to get your discount.</p>', button('https://plumtree.test/shop?utm=nl', 'Shop now')], footer: foot('Plumtree Home, 8 Canal St, Manchester') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-promo-use-code-spring.eml', from: 'Jetlane <deals@jetlane.test>', subject: 'Spring fares are here',
    html: newsletter({ title: 'Jetlane', brand: 'Jetlane', accent: '#0a66c2', sections: ['<h1>Spring fares from £29</h1><p>Use code <b>SPRING24</b> at checkout. Ends Sunday.</p>', button('https://jetlane.test/deals?utm=nl', 'Book now')], footer: foot('Jetlane Ltd, Gatwick RH6 0NP') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-promo-till-number.eml', from: 'Corner Deli <news@cornerdeli.test>', subject: 'Flash sale: 2 hours only',
    html: newsletter({ title: 'Corner Deli', brand: 'Corner Deli', sections: [promoBanner('Flash sale ends in 2 hours', 'https://cornerdeli.test/sale'), '<p>Show</p>' + codeBox('731 550') + '<p>at the till for a free coffee.</p>'], footer: foot('Corner Deli, 3 High St, York') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-flight-booking-key.eml', from: 'Skyrail <bookings@skyrail.test>', subject: 'Your booking is confirmed',
    text: `Thank you for booking with Skyrail.\n\nFlight AB1234, Lisbon to London, 3 Dec 10:40\nBooking reference: QX7R2M\nTicket number: 2201548861203\n\nManage your booking in the app.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-support-ticket-alone.eml', from: 'Ledgerly Support <support@ledgerly.test>', subject: 'We received your request',
    html: layout({ title: 'Request received', brand: 'Ledgerly', body: `<p>Thanks for writing to us. Your request is in the queue:</p>${codeBox('SR-204817')}<p>We usually answer within a day.</p>`, footer: foot('Ledgerly Inc., Austin TX') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-order-ticket-no-key.eml', from: 'Ticketlane <help@ticketlane.test>', subject: 'Your order HJ51120',
    html: layout({ title: 'Order', brand: 'Ticketlane', body: `<p>Order HJ51120 is confirmed.</p><p>Tickets: TK48213, TK48214</p><p>Show them at the door.</p>`, footer: foot('Ticketlane, 12 Market St, Dublin') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-de-rechnung-kundennummer.eml', from: 'Bücherei <service@buecherei.test>', charset: 'utf-8', subject: 'Ihre Rechnung', transfer: 'base64',
    text: `Guten Tag,\n\nRechnung RE48120 über 24,90 EUR\nKundennummer KD82051\n\nVielen Dank für Ihren Einkauf.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-train-coach-seat.eml', from: 'Railco <tickets@railco.test>', subject: 'Your e-ticket',
    text: `Train ICE1527 to Munich, coach 12, seat 64.\nDeparts 08:12 from platform 5.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-voicemail-claim-twice.eml', from: 'Callbox <voicemail@callbox.test>', subject: 'New voicemail from Harbour Insurance', transfer: '7bit',
    text: `Transcript:\n"Hello, Harbour Insurance calling about claim 7 2 0 4. Again, claim 7 2 0 4. Please call us back."\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-id-pesanan-tombol.eml', from: 'Warungku <info@warungku.test>', charset: 'utf-8', subject: 'Pesanan Anda dikirim',
    html: layout({ lang: 'id', title: 'Warungku', brand: 'Warungku', body: `<p>Pesanan 4820193 sedang dalam perjalanan.</p>${button('https://warungku.test/lacak/4820193', 'Lacak paket')}`, footer: foot('PT Warungku, Jl. Sudirman 5, Jakarta') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-license-key-product.eml', from: 'Pixelforge <store@pixelforge.test>', subject: 'Thanks for your purchase',
    text: `Thanks for buying Pixelforge Pro ($49.00).\n\nOrder PF-228190\nYour product key: PF7K2-QX9M4-T8R2W\n\nKeep this email for your records.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-pin-reminder-no-code.eml', from: 'Gridbank <noreply@gridbank.test>', subject: 'Your new card is on its way',
    text: `Your new Gridbank card ending 4417 arrives in 3-5 days.\nYour PIN stays the same. We will never ask for it by email.\n`,
    expect: none,
  }),
];

// Written after the first rules of version 6, for the two loosenings made then (a verb and a generic object in the
// line above, "Enter the following"; an SMS-style part counted without its footer), each with decoys.
const afterRules = [
  mail({
    family: 'unlabeled', file: 'dv5-en-enter-following-browser.eml', from: 'Orbitly <id@orbitly.test>', subject: 'Almost done',
    html: layout({ title: 'Orbitly', brand: 'Orbitly', body: `<p>Enter the following</p><p>507 381</p><p>in the browser window to continue.</p>`, footer: foot('Orbitly, 9 Bay St, Sydney') }),
    expect: codeOnly('507381'),
  }),
  mail({
    family: 'unlabeled', file: 'dv5-en-sms-html-footer.eml', from: 'Pellucid <sms@pellucid.test>', subject: 'Pellucid',
    html: `<p>Pellucid: 640217</p><p>Expires in 10 minutes.</p><p>Don't share it.</p><p>Pellucid Inc., 4 Quay Rd, Cork</p><p><a href="https://pellucid.test/unsubscribe">Unsubscribe</a></p>`,
    expect: codeOnly('640217'),
  }),
  mail({
    family: 'decoy', file: 'dv5-en-locker-use-following.eml', from: 'Lido Pool <desk@lidopool.test>', subject: 'Your locker', transfer: '7bit',
    text: `Hi Tom,

Use the following
4821
to open locker 12 at the pool.

Lido Pool, 1 Park Rd, Bath
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-wifi-enter-following.eml', from: 'Harbour Hotel <stay@harbourhotel.test>', subject: 'Welcome to Harbour Hotel', transfer: '7bit',
    text: `Welcome!

Enter the following
48201937
as the Wi-Fi password in the lobby.

Harbour Hotel, 2 Quay, Plymouth
`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv5-en-dial-in-following.eml', from: 'Confera <invites@confera.test>', subject: 'Your weekly call',
    html: layout({ title: 'Call', brand: 'Confera', body: `<p>Join by phone: +1 646 558 8656</p><p>When asked, enter the following</p><p>482 913 771</p><p>followed by the pound key.</p>`, footer: foot('Confera Inc., San Jose CA') }),
    expect: none,
  }),
];

export default [...sms, ...between, ...promoChrome, ...keys, ...spoken, ...decoys, ...afterRules];
