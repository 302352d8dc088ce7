// Development mail, thirteenth round (files dv13-*), written on 2026-11-26 before any rule of extractor version 16, from
// heldout12's misses under version 15 (those mails opened for this round, no longer clean), each family in other words,
// languages and layouts: a generated mixed-case code after "enter this code:" in a security mail that speaks of a shop;
// a code with a letter prefix and a dash ("HX-7KQ2MT") after a strong label; capitals alone under "Enter this … code in
// the … app:"; spaced digits under a greeting that names a player's handle ("Vex#40127"); a value a verb of entering
// introduces in a clause that signs in, after an earlier clause naming an invoice, a policy or a claim; "N is how you get
// back into …" and "N is what you need to sign in"; a sign-in link whose query names the page to land on afterwards
// ("next=%2Ftickets"). And decoys for each: coupons in shop mail, prefixed references, tickets and promo codes, a
// locker's capitals, a season score and a guild's count under a handle, an order to track, a loyalty target, a room, and
// order links whose own path or a wrapped address names the order.
// Rules are tuned against these, never against corpus/heldout*.
import { block, card, codeLink, codeOnly, legal, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sun, 29 Nov 2026 09:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });

// 1. A generated mixed-case code after a weak label ("enter this code:") in a security mail of a seller's shop, which
// disowns what it was not asked for ("Not you?"); and coupons after the same words in shop mail.
const shopSecurity = [
  mail({
    family: 'alnum', file: 'dv13-en-shop-withdrawal-mixed-case.eml', from: 'Crafthive <security@crafthive.test>', subject: 'Confirm a withdrawal',
    text: 'Hi Priya,\n\nA withdrawal of £420.00 from your Crafthive shop to a new bank account was requested a moment ago.\n\nTo let it go ahead, enter this code: pX7mK2qW\n\nUpper and lower case matter.\n\nNot you? Leave it, and change your password.\n\nCrafthive Ltd · 12 Tanner Row, Bristol BS1 4QA\n',
    html: card(block, { brand: 'Crafthive', host: 'crafthive.test', blocks: ['Hi Priya,', 'A withdrawal of £420.00 from your Crafthive shop to a new bank account was requested a moment ago.', { html: 'To let it go ahead, enter this code: <b style="font-size:20px;">pX7mK2qW</b>' }, 'Upper and lower case matter.', 'Not you? Leave it, and change your password.'], links: legal('crafthive.test', ['Help', 'Privacy', 'Terms']), address: 'Crafthive Ltd · 12 Tanner Row, Bristol BS1 4QA' }),
    expect: codeOnly('pX7mK2qW'),
  }),
  mail({
    family: 'languages', file: 'dv13-de-shop-auszahlung-gemischt.eml', from: 'Werkbank Markt <sicherheit@werkbank.test>', subject: 'Neue Auszahlungsdaten', transfer: '8bit',
    text: 'Hallo Jonas,\n\nfür deinen Shop „Holz & Faden“ sollen die Auszahlungsdaten geändert werden.\n\nUm die Änderung freizugeben, tippe diesen Code ein: Tn4wQ8rZ\n\nAchte auf Groß- und Kleinschreibung.\n\nFalls du das nicht warst, ändere bitte sofort dein Passwort.\n\nWerkbank Markt GmbH · Hafenweg 3 · 48155 Münster\n',
    expect: codeOnly('Tn4wQ8rZ'),
  }),
  mail({
    family: 'languages', file: 'dv13-es-shop-cuenta-bancaria-mixto.eml', from: 'Mercado Shop <seguridad@mercadoshop.test>', subject: 'Cambio de cuenta bancaria', transfer: '8bit',
    text: 'Hola, Marta:\n\nAlguien quiere cambiar la cuenta bancaria de tu tienda en Mercado Shop.\n\nPara autorizarlo, escribe este código: hR6tY3mK\n\nDistingue mayúsculas y minúsculas.\n\nSi no solicitaste este cambio, no escribas nada y cambia tu contraseña.\n\nMercado Shop S.L. · Calle de Atocha 40, 28012 Madrid\n',
    expect: codeOnly('hR6tY3mK'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-shop-thank-you-coupon-mixed.eml', from: 'Crafthive <hello@crafthive.test>', subject: 'Thanks for shopping with us',
    text: 'Hi Priya,\n\nThanks for shopping at Crafthive this month.\n\nHere is a little thank-you for your next visit, enter this code: bW7kP3xR\n\nCrafthive Ltd · 12 Tanner Row, Bristol BS1 4QA\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-shop-sale-coupon-disowned.eml', from: 'Crafthive <news@crafthive.test>', subject: 'Flash sale: 25% off yarn',
    text: 'Hi Priya,\n\nFlash sale! 25% off every yarn in the shop until midnight.\n\nTo claim it, enter this code: kT4mX9pQ\n\nDidn\'t sign up for these emails? Unsubscribe below.\n\nCrafthive Ltd · 12 Tanner Row, Bristol BS1 4QA\nUnsubscribe: https://crafthive.test/u/7741\n',
    expect: none,
  }),
];

// 2. A code with a letter prefix and a dash after a strong label ("Security code: PT-83QF7L"): the code as shown; and
// prefixed references, tickets and promo codes after their own labels.
const prefixed = [
  mail({
    family: 'alnum', file: 'dv13-en-prefixed-verification-code.eml', from: 'Hirewell <no-reply@hirewell.test>', subject: 'Your Hirewell verification code', transfer: '7bit',
    text: 'Hello Sam,\n\nYou are signing in to view your contract documents.\n\nVerification code: HX-7KQ2MT\nType all of it, the HX- too.\n\nThe code works for 10 minutes.\n\nHirewell Ltd · 9 Dock Street, Leeds LS10 1JF\n',
    html: card(block, { brand: 'Hirewell', host: 'hirewell.test', blocks: ['Hello Sam,', 'You are signing in to view your contract documents.', { html: 'Verification code: <b style="font-size:20px;">HX-7KQ2MT</b><br>Type all of it, the HX- too.' }, 'The code works for 10 minutes.'], links: legal('hirewell.test', ['Help', 'Privacy', 'Terms']), address: 'Hirewell Ltd · 9 Dock Street, Leeds LS10 1JF' }),
    expect: codeOnly('HX-7KQ2MT'),
  }),
  mail({
    family: 'languages', file: 'dv13-de-praefix-sicherheitscode.eml', from: 'Lohnkompass <no-reply@lohnkompass.test>', subject: 'Ihr Sicherheitscode', transfer: '8bit',
    text: 'Guten Tag,\n\nbevor Sie Ihre Lohnabrechnung öffnen können, bestätigen Sie bitte Ihre Identität.\n\nSicherheitscode: ZB-48KQ7T\nBitte vollständig eingeben, mit ZB-.\n\nDer Code ist 10 Minuten gültig.\n\nLohnkompass GmbH · Königstraße 10 · 70173 Stuttgart\n',
    expect: codeOnly('ZB-48KQ7T'),
  }),
  mail({
    family: 'languages', file: 'dv13-es-prefijo-codigo-seguridad.eml', from: 'Nominia <no-responder@nominia.test>', subject: 'Tu código de seguridad', transfer: '8bit',
    text: 'Hola, Andrés:\n\nPara ver tus nóminas de noviembre, confirma tu identidad.\n\nCódigo de seguridad: MX-72QKTF\nEscríbelo completo, incluido MX-.\n\nEl código caduca en 10 minutos.\n\nNominia S.L. · Paseo de Gracia 21, 08007 Barcelona\n',
    expect: codeOnly('MX-72QKTF'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-prefixed-ticket-reference.eml', from: 'Hirewell Support <support@hirewell.test>', subject: 'We received your request', transfer: '7bit',
    text: 'Hello Sam,\n\nThanks for contacting Hirewell support.\n\nTicket: TK-48QZ7M\nReference: RF-7K2QX9\n\nWe usually reply within one working day.\n\nHirewell Ltd · 9 Dock Street, Leeds LS10 1JF\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-prefixed-promo-code.eml', from: 'Hirewell <news@hirewell.test>', subject: 'Hire faster this winter', transfer: '7bit',
    text: 'Hello Sam,\n\nPost three jobs, pay for two this December.\n\nPromo code: SP-4KQ72X\n\nHirewell Ltd · 9 Dock Street, Leeds LS10 1JF\nUnsubscribe: https://hirewell.test/u/3391\n',
    expect: none,
  }),
];

// 3. Capitals alone under "Enter this (pairing) code in the … app:"; and capitals for a parcel locker and for a sale.
const lettersBelowApp = [
  mail({
    family: 'alnum', file: 'dv13-en-letters-under-tv-app.eml', from: 'Stagebox <no-reply@stagebox.test>', subject: 'Pair your TV', transfer: '7bit',
    text: 'Add your living-room TV\n\nType this code into the Stagebox app on your phone:\n\nQZRTBK\n\nIt works for 15 minutes.\n\nStagebox Media Ltd, 4 Canal Walk, Manchester M1 3LA\n',
    html: card(block, { brand: 'Stagebox', host: 'stagebox.test', blocks: [{ heading: 'Add your living-room TV' }, 'Type this code into the Stagebox app on your phone:', { box: 'QZRTBK' }, 'It works for 15 minutes.'], links: legal('stagebox.test', ['Help', 'Privacy', 'Terms']), address: 'Stagebox Media Ltd, 4 Canal Walk, Manchester M1 3LA' }),
    expect: codeOnly('QZRTBK'),
  }),
  mail({
    family: 'languages', file: 'dv13-fr-lettres-sous-application.eml', from: 'Domia <no-reply@domia.test>', subject: 'Ajout d’une nouvelle prise connectée', transfer: '8bit',
    text: 'Une nouvelle prise attend d’être ajoutée à votre maison « Rue des Lilas ».\n\nSaisissez ce code dans l’application Domia :\n\nWKTZRM\n\nIl reste valable 30 minutes.\n\nDomia SAS · 5 quai Perrache, 69002 Lyon\n',
    expect: codeOnly('WKTZRM'),
  }),
  mail({
    family: 'languages', file: 'dv13-es-letras-bajo-app.eml', from: 'Hogara <no-responder@hogara.test>', subject: 'Vincula tu nuevo termostato', transfer: '8bit',
    text: 'Tu termostato Hogara está listo para vincularse.\n\nIntroduce este código en la app de Hogara:\n\nPRKTZW\n\nCaduca en 30 minutos.\n\nHogara Tech S.L. · Calle Colón 12, 46004 Valencia\n',
    expect: codeOnly('PRKTZW'),
  }),
  mail({
    family: 'languages', file: 'dv13-de-buchstaben-unter-app.eml', from: 'Klangraum <no-reply@klangraum.test>', subject: 'Neuen Lautsprecher koppeln', transfer: '8bit',
    text: 'Dein neuer Lautsprecher wartet auf die Kopplung.\n\nGib diesen Code in der Klangraum-App ein:\n\nMXRTKZ\n\nDer Code gilt 20 Minuten.\n\nKlangraum GmbH · Lindenstraße 5 · 50674 Köln\n',
    expect: codeOnly('MXRTKZ'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-locker-screen-letters.eml', from: 'Boxwise Lockers <notify@boxwise.test>', subject: 'Your parcel is in locker 14',
    text: 'Your parcel is waiting at Boxwise Lockers, Station Road.\n\nEnter this code on the locker screen:\n\nQWXZRT\n\nCollect it within 3 days.\n\nBoxwise Ltd, 1 Station Road, Reading RG1 1LX\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-sale-letters-in-app.eml', from: 'Stagebox <offers@stagebox.test>', subject: 'Black Friday: 50% off Stagebox Premium', transfer: '7bit',
    text: 'Black Friday is here: 50% off a year of Premium.\n\nEnter this code in the Stagebox app:\n\nBLKFRD\n\nOffer ends Monday.\n\nStagebox Media Ltd, 4 Canal Walk, Manchester M1 3LA\nUnsubscribe: https://stagebox.test/u/1187\n',
    expect: none,
  }),
];

// 4. Spaced digits under a greeting with a player's handle ("Vex#40127"): the handle's "#" labels its own number, not the
// code two lines below; and a score and a count under such a greeting.
const handleGreeting = [
  mail({
    family: 'unlabeled', file: 'dv13-en-handle-launcher-digits.eml', from: 'Riftborne <no-reply@riftborne.test>', subject: 'New device sign-in',
    text: 'Pilot Kestrel#8812,\n\nSomeone is signing in from a new PC (Lyon, FR). Type the numbers below into the game client to let it in.\n\n5 1 8 2 0 4\n\nSeason 3 ends 20 Dec.\n\n(c) 2026 Riftborne Games.\nEmail preferences: https://riftborne.test/account/email\n',
    html: card(block, { brand: 'Riftborne', host: 'riftborne.test', blocks: [{ html: 'Pilot <b>Kestrel#8812</b>,' }, 'Someone is signing in from a new PC (Lyon, FR). Type the numbers below into the game client to let it in.', { box: '5 1 8 2 0 4' }, 'Season 3 ends 20 Dec.'], links: legal('riftborne.test', ['Help', 'Privacy', 'Terms']), address: '© 2026 Riftborne Games.' }),
    expect: codeOnly('518204'),
  }),
  mail({
    family: 'unlabeled', file: 'dv13-en-handle-desktop-client.eml', from: 'Hexfall <account@hexfall.test>', subject: 'Approve a new device',
    text: 'Hi ash#0931,\n\nA console wants to join your account. Put the digits below into the desktop client to approve it.\n\n7 3 0 9 1 5\n\nYour ladder rank: Silver III.\n\nHexfall Interactive\n',
    expect: codeOnly('730915'),
  }),
  mail({
    family: 'languages', file: 'dv13-de-handle-spiel-client.eml', from: 'Frostwerk <konto@frostwerk.test>', subject: 'Neues Gerät verknüpfen', transfer: '8bit',
    text: 'Hallo Frostbeil#5521,\n\nein neues Gerät möchte sich mit deinem Konto verbinden. Gib die Zahlen unten im Spiel-Client ein, um es zu bestätigen.\n\n6 3 0 4 1 8\n\nDeine Saison endet am 14. Dezember.\n\nFrostwerk Studios GmbH\n',
    expect: codeOnly('630418'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-handle-season-score.eml', from: 'Riftborne <news@riftborne.test>', subject: 'Your season recap',
    text: 'Pilot Kestrel#8812,\n\nWhat a season! Your final score is below.\n\n4 8 2 1 0\n\nSee you in Season 4.\n\n(c) 2026 Riftborne Games.\nEmail preferences: https://riftborne.test/account/email\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-guild-members-count.eml', from: 'Hexfall <guilds@hexfall.test>', subject: 'Ironhold weekly summary',
    text: 'Guild Ironhold#2210, weekly summary\n\nMembers online this week:\n\n4 1 2 0\n\nKeep it up!\n\nHexfall Interactive\n',
    expect: none,
  }),
];

// 5. A verb of entering introduces the value in a clause that signs in, after an earlier clause naming an invoice, a
// policy, a claim or an order; and an order's number after "To track your order, enter".
const verbAfterOtherClause = [
  mail({
    family: 'unlabeled', file: 'dv13-en-policy-clause-sign-in-page.eml', from: 'Harbourline Insurance <no-reply@harbourline.test>', subject: 'Sign in to Harbourline',
    text: '',
    html: '<html><body style="font-family:Arial,sans-serif;color:#1f2933"><div style="padding:20px"><p>Dear Alex,</p><p>To see your policy documents, enter <strong style="font-size:20px">582047</strong> on the sign-in page.</p><p>It expires in 15 minutes.</p><p style="font-size:12px;color:#667">Harbourline Insurance · 2 Quay Parade, Swansea SA1 1SR</p></div></body></html>\n',
    expect: codeOnly('582047'),
  }),
  mail({
    family: 'unlabeled', file: 'dv13-en-claim-clause-login-screen.eml', from: 'Brightcover <no-reply@brightcover.test>', subject: 'Your login', transfer: '7bit',
    text: 'Hello Robin,\n\nTo check your claim, type 613094 on the login screen.\n\nThis code expires in 10 minutes.\n\nBrightcover Ltd, 30 Mill Lane, Norwich NR1 3JF\n',
    expect: codeOnly('613094'),
  }),
  mail({
    family: 'languages', file: 'dv13-fr-facture-clause-connexion.eml', from: 'Énergie Claire <ne-pas-repondre@energieclaire.test>', subject: 'Connexion à votre espace', transfer: '8bit',
    text: 'Bonjour,\n\nPour consulter votre facture, saisissez 406182 sur la page de connexion.\n\nCe code expire dans 10 minutes.\n\nÉnergie Claire SAS · 18 rue de la République, 13001 Marseille\n',
    expect: codeOnly('406182'),
  }),
  mail({
    family: 'languages', file: 'dv13-es-pedido-clause-iniciar-sesion.eml', from: 'Tiendalia <no-responder@tiendalia.test>', subject: 'Tu acceso', transfer: '8bit',
    text: 'Hola:\n\nPara ver tu pedido, introduce 518204 en la página para iniciar sesión.\n\nCaduca en 10 minutos.\n\nTiendalia S.L. · Gran Vía 30, 28013 Madrid\n',
    expect: codeOnly('518204'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-track-order-enter-number.eml', from: 'Tiendalia <orders@tiendalia.test>', subject: 'Your order has shipped', transfer: '7bit',
    text: 'Hello,\n\nYour parcel is on its way. To track your order, enter 48291735 on the tracking page.\n\nTiendalia S.L. · Gran Vía 30, 28013 Madrid\n',
    expect: none,
  }),
];

// 6. The value opens its sentence, and a copula says what it is for: "N is how you get back into …", "N is what you need
// to finish signing in", "N es lo que necesitas para iniciar sesión"; and a loyalty target and a room that sign nothing in.
const isHowYou = [
  mail({
    family: 'unlabeled', file: 'dv13-en-is-how-you-get-back-in.eml', from: 'Tollgate <no-reply@tollgate.test>', subject: 'Tollgate sign-in', transfer: '7bit',
    text: '582049 is how you get back into Tollgate. It stops working in 15 minutes.\n\nWe will never phone you to ask for it.\n\n--\nTollgate Ltd, 7 Bridge Street, Chester\n',
    expect: codeOnly('582049'),
  }),
  mail({
    family: 'unlabeled', file: 'dv13-en-is-what-you-need-signing-in.eml', from: 'Pebbledash <no-reply@pebbledash.test>', subject: 'Finish signing in', transfer: '7bit',
    text: '604127 is what you need to finish signing in to Pebbledash. It expires in 10 minutes.\n\nPebbledash Inc., 400 Alder Ave, Portland OR\n',
    expect: codeOnly('604127'),
  }),
  mail({
    family: 'languages', file: 'dv13-es-es-lo-que-necesitas.eml', from: 'Lumbre <no-responder@lumbre.test>', subject: 'Inicio de sesión en Lumbre', transfer: '8bit',
    text: '502918 es lo que necesitas para iniciar sesión en Lumbre. Caduca en 10 minutos.\n\nNunca te lo pediremos por teléfono.\n\nLumbre S.A. · Calle Sierpes 4, 41004 Sevilla\n',
    expect: codeOnly('502918'),
  }),
  mail({
    family: 'languages', file: 'dv13-pt-e-o-que-voce-precisa.eml', from: 'Cajuína <nao-responda@cajuina.test>', subject: 'Seu acesso à Cajuína', transfer: '8bit',
    text: '730418 é o que você precisa para entrar na Cajuína. Expira em 10 minutos.\n\nNunca vamos pedir esse número por telefone.\n\nCajuína Tecnologia Ltda. · Rua da Aurora 120, Recife - PE\n',
    expect: codeOnly('730418'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-loyalty-what-you-need.eml', from: 'Tollgate Rewards <rewards@tollgate.test>', subject: 'You are close to Gold', transfer: '7bit',
    text: '2500 is what you need to reach Gold status this year.\n\nSign in to see your points.\n\nTollgate Ltd, 7 Bridge Street, Chester\nUnsubscribe: https://tollgate.test/u/5520\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-room-where-you-sign-in.eml', from: 'Pebbledash Events <events@pebbledash.test>', subject: 'Saturday workshop', transfer: '7bit',
    text: '4120 is the room where you sign in for Saturday\'s workshop. Doors open at 09:30.\n\nPebbledash Inc., 400 Alder Ave, Portland OR\n',
    expect: none,
  }),
];

// 7. A sign-in link whose query names the page to land on afterwards ("next=%2Ftickets", "redirect=/orders/…"); and order
// links whose own path, or the address a click tracker wraps, is the order.
const landingPath = [
  mail({
    family: 'code-link', file: 'dv13-en-link-next-tickets.eml', from: 'Encore Tix <no-reply@encoretix.test>', subject: 'Sign in to Encore Tix',
    text: '',
    html: '<html><body style="font-family:Arial;background:#111;color:#eee"><div style="width:560px;margin:auto;padding:24px"><h2>Your Encore Tix sign-in</h2><p>Your code: <b style="font-size:24px">720418</b></p><p>Or just <a style="color:#7cf" href="https://encoretix.test/login/link?token=EN7d21c09af3&amp;next=%2Ftickets%2Fupcoming">log in with this link</a>.</p><p style="font-size:12px;color:#aaa">Next up: Night Ferry, Fri 11 Dec, Block C, Row 4. Order #EN-5521-0193.</p><p style="font-size:11px"><a style="color:#888" href="https://encoretix.test/help">Help</a></p></div></body></html>\n',
    expect: codeLink('720418', 'https://encoretix.test/login/link?token=EN7d21c09af3&next=%2Ftickets%2Fupcoming'),
  }),
  mail({
    family: 'links', file: 'dv13-en-text-link-redirect-orders.eml', from: 'Potterly <no-reply@potterly.test>', subject: 'Your Potterly sign-in link', transfer: '7bit',
    text: 'Hi Jo,\n\nSign in to Potterly with this link:\nhttps://potterly.test/auth/magic?t=a91f0c2e77&redirect=/orders/88213\n\nIt works once, for 15 minutes.\n\nPotterly Ltd, 3 Kiln Yard, Stoke-on-Trent\n',
    expect: linkOnly('https://potterly.test/auth/magic?t=a91f0c2e77&redirect=/orders/88213'),
  }),
  mail({
    family: 'languages', file: 'dv13-de-link-weiter-rechnung.eml', from: 'Stromfix <no-reply@stromfix.test>', subject: 'Anmeldung bei Stromfix', transfer: '8bit',
    text: '',
    html: '<html><body style="font-family:Arial"><div style="padding:20px"><h2>Anmeldung bei Stromfix</h2><p>Dein Code: <b>318604</b></p><p>Oder ohne Tippen: <a href="https://stromfix.test/login/email?key=SF4c81be20d7&amp;weiter=%2Finvoice%2F2026-11">Mit diesem Link anmelden</a></p><p style="font-size:12px">Stromfix GmbH · Hafenstraße 2 · 20359 Hamburg</p></div></body></html>\n',
    expect: codeLink('318604', 'https://stromfix.test/login/email?key=SF4c81be20d7&weiter=%2Finvoice%2F2026-11'),
  }),
  mail({
    family: 'decoy', file: 'dv13-en-order-link-sign-in-text.eml', from: 'Potterly <orders@potterly.test>', subject: 'Your order has shipped',
    text: '',
    html: '<html><body style="font-family:Arial"><div style="padding:20px"><p>Your order is on its way.</p><p><a href="https://potterly.test/orders/88213?src=email&amp;t=a91f0c2e77">Sign in to see your order</a></p><p style="font-size:12px">Potterly Ltd, 3 Kiln Yard, Stoke-on-Trent</p></div></body></html>\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv13-en-tracker-wrapped-order-login.eml', from: 'Potterly <news@potterly.test>', subject: 'Your Potterly account',
    text: '',
    html: '<html><body style="font-family:Arial"><div style="padding:20px"><p>Your order history is waiting.</p><p><a href="https://click.potterly.test/c?u=https%3A%2F%2Fpotterly.test%2Forders%2F88213&amp;tk=8f7e6d5c4b3a">Log in</a></p><p style="font-size:12px">Potterly Ltd, 3 Kiln Yard, Stoke-on-Trent</p></div></body></html>\n',
    expect: none,
  }),
];

export default [...shopSecurity, ...prefixed, ...lettersBelowApp, ...handleGreeting, ...verbAfterOtherClause, ...isHowYou, ...landingPath];
