// Development mail, sixteenth round, second part (files dv16-*, written before the second set of rules of extractor
// version 19): what else heldout16 missed, by general reason. (4) A code named by its number of digits ("Your 6-digit
// code:", "Ihr 6-stelliger Code", "code à 6 chiffres") in a mail that also offers a discount. (5) A sentence that asks
// to enter "these digits", "the number below", or ends in its verb ("… by entering"), above a lone value, with no code
// word and no colon. (6) Capitals only after a strong label in the same line ("Recovery code: WQZNTR"). (7) A label
// sentence followed by a sentence about the code's form ("It is case-sensitive.") before the value. (8) A subject that
// asks to verify something named in quotation marks, whose name holds a word of another number ("Model", "Invoice",
// "Order"): a title, not what the mail is about. (9) An HTML link whose text is its own address after "Or tap:", the
// address carrying a short id with digits ("/a/verify/9c0b7e15d2"): no page to type a code into. Each with a twin.
import { block, card, codeLink, codeOnly, legal, none } from './card.mjs';
const mail = (m) => ({ date: 'Thu, 3 Dec 2026 09:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const c = (brand, host, blocks, address, lang = 'en') => card(block, { lang, brand, host, blocks, links: legal(host, ['Help', 'Privacy', 'Terms']), address });
const t = (family, file, from, subject, text, expect) => mail({ family, file, from, subject, text, expect });

// 4. A code named by its count of digits, beside a discount. Twins: a discount code named by its length is still a promo.
const digitCount = [
  t('code-link', 'dv16-en-four-digit-code-discount.eml', 'Boxfresh <hello@boxfresh.test>', 'Confirm your Boxfresh account', 'Welcome to Boxfresh! Confirm your account to get 15% off your first order.\n\nYour 4-digit code: 7204\n\nOr tap: https://boxfresh.test/a/verify/7c2e91b0d4\n\nBoxfresh Ltd · 3 Mill Lane, Leeds LS1 4AB\n', codeLink('7204', 'https://boxfresh.test/a/verify/7c2e91b0d4')),
  t('languages', 'dv16-de-sechsstelliger-code-rabatt.eml', 'Gemüsekiste <hallo@gemuesekiste.test>', 'Konto bestätigen', 'Willkommen! Bestätigen Sie Ihr Konto und sichern Sie sich 10 € Rabatt auf die erste Kiste.\n\nIhr 6-stelliger Code: 418 207\n\nGemüsekiste GmbH · Feldweg 2 · 04109 Leipzig\n', codeOnly('418207')),
  t('languages', 'dv16-fr-code-a-six-chiffres-promo.eml', 'Panier Frais <bonjour@panierfrais.test>', 'Confirmez votre compte', 'Bienvenue ! Confirmez votre compte pour profiter de 20 % de réduction.\n\nVotre code à 6 chiffres : 905 316\n\nPanier Frais SAS · 4 rue des Halles · 75001 Paris\n', codeOnly('905316')),
  t('languages', 'dv16-es-codigo-de-cuatro-digitos.eml', 'Huerta Ya <hola@huertaya.test>', 'Confirma tu cuenta', 'Te damos la bienvenida. Confirma tu cuenta y llévate un 10 % de descuento.\n\nTu código de 4 dígitos: 6631\n\nHuerta Ya S.L. · Calle Mayor 9 · 46001 Valencia\n', codeOnly('6631')),
  t('decoy', 'dv16-en-six-digit-discount-code.eml', 'Boxfresh <hello@boxfresh.test>', 'A treat for you', 'Your 6-digit discount code: 530214\nUse it at checkout for 25% off. Valid until 31 December.\n\nBoxfresh Ltd · 3 Mill Lane, Leeds LS1 4AB\n', none),
];

// 5. A sentence asks to enter what follows, with no code word and no colon. Twins: the same sentence over a phone number.
const enterThese = [
  t('unlabeled', 'dv16-en-enter-these-digits-sign-up.eml', 'Peakform Gyms <hello@peakform.test>', 'Finish creating your account', 'Enter these digits on the sign-up screen to finish your Peakform membership\n\n804 126\n\nThey work for 15 minutes. Your first class is on 4 Dec 2026 at Peakform Central (Club #7).\n\nPeakform Ltd, 9 Quay St, Bristol BS1 4DJ. Tel 0117 555 0190.\n', codeOnly('804126')),
  t('unlabeled', 'dv16-en-confirm-by-entering-split.eml', 'Shopwell <orders@shopwell.test>', 'Your order is on hold', 'Order 112-5518830-2291 | Total $94.10\n\nWe paused this order because it ships to a new address. To release it, confirm it is you by entering\n\n    527-930\n\non the order page within 30 minutes.\n\nShopwell, Inc., 12 Pine St, Seattle, WA 98101\n', codeOnly('527930')),
  t('languages', 'dv16-de-geben-sie-diese-ziffern-ein.eml', 'Fitwerk <hallo@fitwerk.test>', 'Mitgliedschaft abschließen', 'Geben Sie diese Ziffern in der App ein, um Ihre Mitgliedschaft abzuschließen\n\n372 915\n\nSie gelten 15 Minuten. Studio Fitwerk Mitte, Torstraße 4, 10119 Berlin.\n', codeOnly('372915')),
  t('languages', 'dv16-fr-saisissez-ces-chiffres.eml', 'Forme Plus <bonjour@formeplus.test>', 'Terminez votre inscription', 'Saisissez ces chiffres dans l’application pour terminer votre inscription\n\n640 281\n\nIls sont valables 15 minutes. Forme Plus, 8 rue Oberkampf, 75011 Paris.\n', codeOnly('640281')),
  t('languages', 'dv16-es-introduce-estos-numeros.eml', 'Gimnasio Sol <hola@gimsol.test>', 'Termina tu registro', 'Introduce estos números en la app para terminar tu registro\n\n218 904\n\nSon válidos 15 minutos. Gimnasio Sol, Calle Luna 3, 28004 Madrid.\n', codeOnly('218904')),
  t('decoy', 'dv16-en-enter-these-digits-phone-menu.eml', 'Peakform Gyms <hello@peakform.test>', 'Your membership', 'To reach your club, call and enter these digits at the menu\n\n0117 555 0190\n\nPeakform Ltd, 9 Quay St, Bristol BS1 4DJ.\n', none),
  t('decoy', 'dv16-en-by-entering-order-number.eml', 'Shopwell <orders@shopwell.test>', 'Track your order', 'You can follow your parcel at any time by entering\n\n    5518830\n\non the tracking page.\n\nShopwell, Inc., 12 Pine St, Seattle, WA 98101\n', none),
];

// 6. Capitals only, after a strong label in the same line. Twins: capitals after a reference label.
const capitalsLabelled = [
  t('alnum', 'dv16-en-recovery-code-capitals.eml', 'Postbox <security@postbox.test>', 'Recovery request RQ-40219', 'Account: m.ito@postbox.test\n\nRecovery code: HZKQWT\n\nType the six letters into the recovery page. This request is cancelled in 48 hours.\n\nPostbox KK, 1-2-3 Shibuya, Tokyo 150-0002\n', codeOnly('HZKQWT')),
  t('languages', 'dv16-de-wiederherstellungscode-buchstaben.eml', 'Postfach <sicherheit@postfach.test>', 'Wiederherstellung Ihres Kontos', 'Konto: a.berg@postfach.test\n\nWiederherstellungscode: MVXTRQ\n\nGeben Sie die sechs Buchstaben auf der Wiederherstellungsseite ein.\n\nPostfach AG, Ringstraße 1, 1010 Wien\n', codeOnly('MVXTRQ')),
  t('languages', 'dv16-fr-code-de-verification-lettres.eml', 'Boîte <securite@boite.test>', 'Votre code de vérification', 'Code de vérification : KWZPDN\n\nSaisissez ces six lettres sur la page de connexion. Il expire dans 10 minutes.\n\nBoîte SA, 5 rue Lafayette, 75009 Paris\n', codeOnly('KWZPDN')),
  t('decoy', 'dv16-en-booking-reference-capitals.eml', 'Skyway <bookings@skyway.test>', 'Your trip to Lisbon', 'Booking reference: HZKQWT\n\nShow it at check-in. Flight SW 2210, 14 Dec, 07:40.\n\nSkyway Airlines, 1 Airport Way, Luton LU2 9LY\n', none),
];

// 7. "Enter the following verification code. It is case-sensitive." above the value. Twin: the same above a reference.
const formSentence = [
  t('alnum', 'dv16-en-following-code-case-sensitive.eml', 'Tablewise <security@tablewise.test>', 'Tablewise: confirm the export', 'VERIFY IT IS YOU\n\nEnter the following verification code. It is case-sensitive.\n\nq7Rm2Xk\n\nExpires at 14:35. Workspace: north-ops · Seat 4 of 25\n\nTablewise, Inc. · 600 Congress Ave, Austin, TX 78701\n', codeOnly('q7Rm2Xk')),
  t('languages', 'dv16-de-folgenden-code-gross-klein.eml', 'Tabellix <sicherheit@tabellix.test>', 'Export bestätigen', 'Geben Sie den folgenden Bestätigungscode ein. Achten Sie auf Groß- und Kleinschreibung.\n\nwK4pZ8t\n\nGültig bis 14:35 Uhr.\n\nTabellix GmbH · Bahnhofstraße 3 · 80335 München\n', codeOnly('wK4pZ8t')),
  t('languages', 'dv16-es-codigo-siguiente-mayusculas.eml', 'Tablero <seguridad@tablero.test>', 'Confirma la exportación', 'Introduce el siguiente código de verificación. Distingue mayúsculas y minúsculas.\n\nXp3nR8q\n\nCaduca a las 14:35.\n\nTablero S.L. · Calle Alcalá 20 · 28014 Madrid\n', codeOnly('Xp3nR8q')),
  t('decoy', 'dv16-en-following-reference-case-sensitive.eml', 'Tablewise <billing@tablewise.test>', 'Your invoice', 'Quote the following reference when you pay. It is case-sensitive.\n\nq7Rm2Xk\n\nTablewise, Inc. · 600 Congress Ave, Austin, TX 78701\n', none),
];

// 8. A quoted title in the subject holding a word of another number. Twin: the same word unquoted, about an order.
const quotedTitle = [
  t('alnum', 'dv16-en-verify-export-quoted-model.eml', 'Sheetly <security@sheetly.test>', 'Sheetly: verify export of "Pricing Model 2027"', 'We need to confirm it is you before the export.\n\nEnter the following verification code. It is case-sensitive.\n\nm4Tq8Zw\n\nSheetly Inc. · 1 Main St, Austin, TX 78701\n', codeOnly('m4Tq8Zw')),
  t('languages', 'dv16-de-freigabe-rechnung-titel.eml', 'Aktenwerk <sicherheit@aktenwerk.test>', 'Freigabe bestätigen: „Rechnung Vorlage Q4“', 'Bevor Sie das Dokument teilen, bestätigen Sie bitte, dass Sie es sind.\n\nGeben Sie den folgenden Bestätigungscode ein. Groß- und Kleinschreibung zählen.\n\nRk7pW2x\n\nAktenwerk GmbH · Hafenweg 3 · 20457 Hamburg\n', codeOnly('Rk7pW2x')),
  t('languages', 'dv16-fr-partage-commande-titre.eml', 'Dossia <securite@dossia.test>', 'Confirmez le partage de « Commande fournisseurs »', 'Avant de partager ce dossier, confirmez qu’il s’agit bien de vous.\n\nSaisissez le code de vérification suivant. Respectez les majuscules.\n\nPz3kQ9v\n\nDossia SAS · 2 rue du Bac · 75007 Paris\n', codeOnly('Pz3kQ9v')),
  t('decoy', 'dv16-en-verify-order-unquoted.eml', 'Sheetly <billing@sheetly.test>', 'Verify your order details', 'Thanks for your purchase. Your licence key:\n\nm4Tq8Zw\n\nKeep it for reinstalling. Sheetly Inc. · 1 Main St, Austin, TX 78701\n', none),
];

// 9. A written-out link carrying a short id, beside a code. Twins: a written-out page to type the code into.
const selfText = (u) => `<a href="${u}" style="color:#4d7c0f">${u}</a>`;
const writtenOutId = [
  ...[
    ['en', 'veggiebox.test', 'Confirm your Veggiebox account', 'Your code:', 'Or tap:', '5831', 'https://veggiebox.test/a/verify/3f9c1e07ab'],
    ['de', 'biokiste.test', 'Konto bestätigen', 'Ihr Code:', 'Oder tippen Sie auf:', '2960', 'https://biokiste.test/k/bestaetigen/8d21c4e0f7'],
    ['fr', 'paniers.test', 'Confirmez votre compte', 'Votre code :', 'Ou touchez :', '7145', 'https://paniers.test/c/confirmer/a70e3b9d12'],
    ['es', 'cestas.test', 'Confirma tu cuenta', 'Tu código:', 'O toca:', '4082', 'https://cestas.test/v/confirmar/b3e81f04c6'],
  ].map(([lang, host, subject, label, lead, code, url]) =>
    mail({
      family: 'code-link', file: `dv16-${lang}-or-tap-written-out-id.eml`, from: `Box <hello@${host}>`, subject, text: '',
      html: c('Box', host, [`${label} <b style="font-size:26px">${code}</b>`, { html: `<p>${lead} ${selfText(url)}</p>` }], 'Box Ltd, 1 High St, Leeds LS1 4AB', lang),
      expect: codeLink(code, url),
    }),
  ),
  mail({
    family: 'decoy', file: 'dv16-en-enter-code-at-written-out-page.eml', from: 'Streamly <tv@streamly.test>', subject: 'Sign in on your TV', text: '',
    html: c('Streamly', 'streamly.test', ['Your TV sign-in code: <b style="font-size:26px">KQ7-ZXM</b>', { html: `<p>Enter it at: ${selfText('https://streamly.test/tv')}</p>` }], 'Streamly Inc., 1 Main St, Austin, TX 78701'),
    expect: codeOnly('KQ7-ZXM'),
  }),
];

export default [...digitCount, ...enterThese, ...capitalsLabelled, ...formSentence, ...quotedTitle, ...writtenOutId];
