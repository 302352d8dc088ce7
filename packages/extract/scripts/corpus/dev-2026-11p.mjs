// Development mail, fifteenth round, second part (files dv15-*, written with dev-2026-11o.mjs before any rule of extractor
// version 18): what else heldout15 missed. A delivery's PIN told to the driver (a handover code, like a locker's), beside
// a delivery company's own sign-in code; a URL written out after a code as "Or continue in this browser:", beside the same
// line before a page without a token; a newsletter whose headlines say "verify" and whose footer says "confirm your
// newsletter choices", beside a newsletter's double opt-in. Rules are tuned against these, never against corpus/heldout*.
import { block, card, codeLink, codeOnly, legal, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Tue, 1 Dec 2026 11:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });
const c = (brand, host, blocks, address, lang = 'en') => card(block, { lang, brand, host, blocks, links: legal(host, ['Help', 'Privacy', 'Terms']), address });

// 5. A delivery PIN, told to the driver: no code to type anywhere. Twins: a delivery company's sign-in code.
const deliveryPin = [
  mail({
    family: 'decoy', file: 'dv15-en-delivery-pin-driver.eml', from: 'Swiftdrop <noreply@swiftdrop.test>', subject: 'Your parcel from Oakhouse arrives today',
    text: 'SWIFTDROP\n\nTracking number: SD 4410 2291 7730\nDelivery window: 13:00-15:00\n\nYour delivery PIN is 4417. Give it to the driver when the parcel arrives.\n\nSwiftdrop Ltd, Unit 4, Park Royal, London NW10 7NZ\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-de-zustell-pin-fahrer.eml', from: 'Paketblitz <info@paketblitz.test>', subject: 'Ihr Paket kommt morgen', transfer: '8bit',
    text: 'Paketblitz\n\nSendungsnummer: PB 3301 8820 1147\nZustellung: Mittwoch, 10–14 Uhr\n\nIhre Zustell-PIN lautet 7731. Nennen Sie sie dem Fahrer bei der Übergabe.\n\nPaketblitz GmbH · Hafenstraße 8 · 28217 Bremen\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-fr-code-de-livraison-livreur.eml', from: 'Colirapide <suivi@colirapide.test>', subject: 'Votre colis arrive demain', transfer: '8bit',
    text: '',
    html: c('Colirapide', 'colirapide.test', [{ heading: 'Votre colis arrive demain' }, 'Numéro de suivi : CR 5520 1183 90', 'Votre code de livraison : 5820', 'Communiquez-le au livreur à la remise du colis.'], 'Colirapide SAS, 8 quai de la Loire, 75019 Paris', 'fr'),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-es-pin-de-entrega-repartidor.eml', from: 'Envialo <avisos@envialo.test>', subject: 'Tu paquete llega el jueves', transfer: '8bit',
    text: 'Envíalo\n\nNúmero de seguimiento: EV 7710 3398 21\n\nTu PIN de entrega es 9042. Díselo al repartidor cuando llegue.\n\nEnvíalo S.L., Calle Alcalá 200, 28028 Madrid\n',
    expect: none,
  }),
  mail({
    family: 'codes-en', file: 'dv15-en-delivery-app-sign-in-pin.eml', from: 'Swiftdrop <noreply@swiftdrop.test>', subject: 'Sign in to Swiftdrop',
    text: 'SWIFTDROP\n\nYour sign-in PIN is 551902. Enter it in the Swiftdrop app to manage your deliveries. It expires in 10 minutes.\n\nSwiftdrop Ltd, Unit 4, Park Royal, London NW10 7NZ\n',
    expect: codeOnly('551902'),
  }),
  mail({
    family: 'languages', file: 'dv15-de-paketdienst-bestaetigungscode.eml', from: 'Paketblitz <konto@paketblitz.test>', subject: 'Ihr Bestätigungscode', transfer: '8bit',
    text: 'Paketblitz\n\nIhr Bestätigungscode für das Kundenkonto lautet 604 218. Er ist 15 Minuten gültig.\n\nPaketblitz GmbH · Hafenstraße 8 · 28217 Bremen\n',
    expect: codeOnly('604218'),
  }),
];

// 6. A URL after the code as the other way: "Or continue in this browser:". Twin: the same line before a page with no token.
const tokenUrl = (host, k) => `https://id.${host}/login/confirm?session=${k}q7m2x9p4r8t1v6w3z5y0b2n4c6d8f1`;
const continueInBrowser = [
  ...[
    ['en', 'civicid.test', 'CivicID: your one-time passcode', 'Passcode: 482-913', 'Or continue in this browser:', '482913', 'a'],
    ['de', 'buergerkonto.test', 'Bürgerkonto: Ihr Einmalcode', 'Einmalcode: 730-418', 'Oder direkt in diesem Browser fortfahren:', '730418', 'b'],
    ['fr', 'franceid.test', 'Votre code à usage unique', 'Code à usage unique : 604-219', 'Ou continuez dans ce navigateur :', '604219', 'c'],
    ['es', 'clavepub.test', 'Tu código de un solo uso', 'Código de un solo uso: 915-062', 'O sigue en este navegador:', '915062', 'd'],
  ].map(([lang, host, subject, label, lead, code, k]) =>
    mail({
      family: 'code-link', file: `dv15-${lang}-or-continue-in-browser.eml`, from: `ID <noreply@${host}>`, subject, transfer: '8bit',
      text: `${label}\n\n${lead}\n${tokenUrl(host, k)}\n\nhttps://${host}/accessibility\n`,
      expect: codeLink(code, tokenUrl(host, k)),
    }),
  ),
  mail({
    family: 'decoy', file: 'dv15-en-or-continue-in-browser-no-token.eml', from: 'CivicID <noreply@civicid.test>', subject: 'CivicID: your one-time passcode',
    text: 'Passcode: 318-604\n\nOr continue in this browser:\nhttps://civicid.test/services\n\nhttps://civicid.test/accessibility\n',
    expect: codeOnly('318604'),
  }),
];

// 7. A newsletter: headlines that say "verify", a footer that says "confirm your newsletter choices". Twin: a double opt-in.
const nl = (host, k) => `https://${host}/r/?u=https%3A%2F%2F${host}%2F${k}&n=3310`;
const newsletters = [
  mail({
    family: 'decoy', file: 'dv15-en-newsletter-how-we-verify.eml', from: 'The Morning Ledger <letters@ledger.test>', subject: 'Verified: your Monday digest',
    text: '',
    html: c('The Morning Ledger', 'ledger.test', [{ html: `<a href="${nl('ledger.test', 'verify%2Fhow-we-verified-the-leaked-memo')}">Fact check: How we verified the leaked memo</a>` }, { html: `<a href="${nl('ledger.test', 'money%2Frates')}">Rates hold at 4.25%</a>` }, { html: `<a href="https://ledger.test/account/newsletters?confirm=weekly&amp;uid=4471">Update or confirm your newsletter choices</a>` }], 'The Morning Ledger, 1 Fleet St, London EC4Y 1AA'),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-en-newsletter-why-verify-text.eml', from: 'Tidings <brief@tidings.test>', subject: 'Trust, but verify: the weekend read',
    text: `TIDINGS\n\n1. Why you should verify every invoice before you pay\n   ${nl('tidings.test', 'money%2Fverify-invoices')}\n\n2. What we confirmed about the new rail timetable\n   ${nl('tidings.test', 'travel%2Frail')}\n\nUpdate or confirm your newsletter choices:\nhttps://tidings.test/account/newsletters?confirm=daily&uid=8812\nUnsubscribe: https://tidings.test/unsubscribe?uid=8812\n\nTidings Media, 3 Quay St, Bristol BS1 4DJ\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-de-newsletter-wie-wir-pruefen.eml', from: 'Der Morgen <brief@dermorgen.test>', subject: 'Ihr Morgenbriefing: Vertrauen ist gut', transfer: '8bit',
    text: `DER MORGEN\n\n1. Faktencheck: Wie wir virale Videos verifizieren\n   ${nl('dermorgen.test', 'faktencheck%2Fvideos')}\n\nNewsletter-Auswahl bestätigen oder ändern:\nhttps://dermorgen.test/konto/newsletter?auswahl=1&uid=5510\n\nDer Morgen Verlag · Pressehaus 1 · 20095 Hamburg\n`,
    expect: none,
  }),
  mail({
    family: 'double-opt-in', file: 'dv15-en-newsletter-double-opt-in.eml', from: 'The Morning Ledger <letters@ledger.test>', subject: 'Confirm your subscription to The Morning Ledger',
    text: '',
    html: c('The Morning Ledger', 'ledger.test', [{ heading: 'One more step' }, 'Please confirm that you want the Morning Ledger in your inbox every weekday.', { button: 'https://ledger.test/subscribe/confirm?t=Q8m2Kx7pR4vW9zT1', label: 'Confirm my subscription' }], 'The Morning Ledger, 1 Fleet St, London EC4Y 1AA'),
    expect: linkOnly('https://ledger.test/subscribe/confirm?t=Q8m2Kx7pR4vW9zT1'),
  }),
];

// 8. Written after the first rules of version 18, from a review of every opened set's unlabeled misses (heldout9's
// "Here's the number you asked for" ⏎ lone value ⏎ "Go back to … and type it in to reset your password."): the line below
// a lone value goes back to the app or the page and types "it" there. Decoys: the same words for a locker and a Wi-Fi.
const backAndType = [
  mail({
    family: 'unlabeled', file: 'dv15-en-go-back-and-type-it.eml', from: 'Lumen Notes <hello@lumennotes.test>', subject: 'Your Lumen Notes password',
    text: "Here's what you asked for\n\n604 918\n\nGo back to Lumen Notes and type it in to choose a new password. It works for 15 minutes.\n\nLumen Notes Inc., 12 King St, Toronto ON M5H 1A1\n",
    expect: codeOnly('604918'),
  }),
  mail({
    family: 'unlabeled', file: 'dv15-en-switch-back-and-enter-it.eml', from: 'Pollen <team@pollen.test>', subject: 'Pollen',
    text: '',
    html: c('Pollen', 'pollen.test', ['Almost there, Ada.', { box: '318274' }, 'Switch back to the Pollen app and enter it to finish signing in.'], 'Pollen Labs, 9 Mill Rd, Cambridge CB1 2AD'),
    expect: codeOnly('318274'),
  }),
  mail({
    family: 'unlabeled', file: 'dv15-en-head-back-then-paste-it.eml', from: 'Orchard ID <id@orchard.test>', subject: 'Confirm your email',
    text: 'One more step\n\n730 512\n\nHead back to the Orchard sign-up page and paste it into the box.\n\nOrchard Software, 1 Apple Way, Austin TX 78701\n',
    expect: codeOnly('730512'),
  }),
  mail({
    family: 'decoy', file: 'dv15-en-go-back-and-type-it-locker.eml', from: 'Boxly <lockers@boxly.test>', subject: 'Your parcel is in locker 14',
    text: 'Your parcel is ready\n\n604 918\n\nGo back to the Boxly locker and type it in on the keypad to open door 14.\n\nBoxly Lockers Ltd, 3 Station Rd, Leeds LS1 4DY\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-en-go-back-and-type-it-wifi.eml', from: 'Harbour Hotel <stay@harbourhotel.test>', subject: 'Your stay',
    text: 'Guest Wi-Fi\n\n73920145\n\nGo back to the network screen and type it in to connect. It works for 24 hours.\n\nHarbour Hotel, 1 Quay St, Bristol BS1 4DJ\n',
    expect: none,
  }),
];

export default [...deliveryPin, ...continueInBrowser, ...newsletters, ...backAndType];
