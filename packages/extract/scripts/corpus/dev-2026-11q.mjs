// Development mail, sixteenth round (files dv16-*, written before any rule of extractor version 19): the general reasons
// behind heldout16's misses, in other wordings, layouts and languages. (1) A prefix of three or four capitals is part of
// the code that is typed ("BNK-402817"); a one- or two-letter brand initial ("G-", "FB-") is not. (2) A "verify / confirm
// your schedule, preferences, details" link whose address holds nothing unique (no digit, no token): a page anyone could
// open, verifying nothing. (3) The words of confirming, approving a device and setting a new password in the languages
// the vocabulary lacked (Bulgarian, Serbian, Croatian, Danish, Norwegian, Ukrainian). Each with a twin.
import { block, card, codeLink, codeOnly, legal, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Wed, 2 Dec 2026 09:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });
const c = (brand, host, blocks, address, lang = 'en') => card(block, { lang, brand, host, blocks, links: legal(host, ['Help', 'Privacy', 'Terms']), address });

// 1. A code written with a prefix of three or four capitals, typed whole. Twins: a reference of that shape; a brand initial.
const typedPrefix = [
  mail({
    family: 'alnum', file: 'dv16-en-bank-prefixed-code-box.eml', from: 'Bankly <security@bankly.test>', subject: 'Confirm your new payee',
    text: '', html: c('Bankly', 'bankly.test', [{ heading: 'Confirm your new payee' }, 'To add Harbour Rentals as a payee, enter this code in online banking:', { box: 'BNK-402817' }, 'It expires in 15 minutes. We will never call you to ask for it.'], 'Bankly plc, 20 Gresham St, London EC2V 7JE'),
    expect: codeOnly('BNK-402817'),
  }),
  mail({
    family: 'decoy', file: 'dv16-en-support-ticket-prefixed.eml', from: 'Bankly Support <help@bankly.test>', subject: 'We received your request',
    text: '', html: c('Bankly', 'bankly.test', [{ heading: 'We received your request' }, 'Your ticket number:', { box: 'SUP-402817' }, 'An adviser will reply within two working days.'], 'Bankly plc, 20 Gresham St, London EC2V 7JE'),
    expect: none,
  }),
  mail({
    family: 'languages', file: 'dv16-de-bestaetigungscode-mit-praefix.eml', from: 'Telvia <konto@telvia.test>', subject: 'Neue Rufnummer bestätigen', transfer: '8bit',
    text: 'TELVIA\n\nSie ändern die Rufnummer Ihres Telvia-Kontos (Kundennummer 5512-0093).\n\nIhr Bestätigungscode:\n\n  TEL-583920\n\nDer Code ist 20 Minuten gültig.\n\nTelvia GmbH, Lindenallee 4, 50968 Köln\n',
    expect: codeOnly('TEL-583920'),
  }),
  mail({
    family: 'decoy', file: 'dv16-de-auftragsnummer-mit-praefix.eml', from: 'Telvia <service@telvia.test>', subject: 'Ihr Auftrag ist eingegangen', transfer: '8bit',
    text: 'TELVIA\n\nVielen Dank für Ihren Auftrag.\n\nAuftragsnummer:\n\n  AUF-583920\n\nWir melden uns, sobald der Anschluss geschaltet ist.\n\nTelvia GmbH, Lindenallee 4, 50968 Köln\n',
    expect: none,
  }),
  mail({
    family: 'languages', file: 'dv16-fr-code-verification-prefixe.eml', from: 'Moneo <securite@moneo.test>', subject: 'Votre code de vérification', transfer: '8bit',
    text: 'Bonjour,\n\nCode de vérification : MNO-771204\n\nSaisissez-le dans l’application Moneo. Il est valable 10 minutes.\n\nMoneo SA, 12 rue de la Paix, 75002 Paris\n',
    expect: codeOnly('MNO-771204'),
  }),
  mail({
    family: 'codes-en', file: 'dv16-es-codigo-inicial-de-marca.eml', from: 'Clavo <seguridad@clavo.test>', subject: 'Tu código de Clavo', transfer: '8bit',
    text: 'C-309518 es tu código de verificación de Clavo. No lo compartas con nadie.\n\nClavo S.L., Calle Mayor 5, 28013 Madrid\n',
    expect: codeOnly('309518'),
  }),
];

// 2. "Verify your schedule" to a page anyone could open. Twins: the same verb for an address, with a token.
const plainPage = (file, lang, brand, host, subject, heading, lead, anchor, path, address) =>
  mail({
    family: 'decoy', file, from: `${brand} <info@${host}>`, subject, transfer: '8bit', text: '',
    html: c(brand, host, [{ heading }, lead, { html: `<a href="https://portal.${host}${path}">${anchor}</a>` }], address, lang),
    expect: none,
  });
const withToken = (file, lang, brand, host, subject, lead, anchor, url, address) =>
  mail({
    family: 'languages', file, from: `${brand} <info@${host}>`, subject, transfer: '8bit', text: '',
    html: c(brand, host, [{ heading: subject }, lead, { button: url, label: anchor }], address, lang),
    expect: linkOnly(url),
  });
const plainPages = [
  plainPage('dv16-en-verify-your-timetable.eml', 'en', 'Northgate College', 'northgate.test', 'Your timetable for spring', 'Timetable published', 'Your spring timetable has been published: 4 modules, 12 contact hours a week.', 'Verify your timetable and reading list in the student portal', '/student/timetable', 'Northgate College, 1 College Rd, Leeds LS2 9JT'),
  withToken('dv16-en-verify-student-email-token.eml', 'en', 'Northgate College', 'northgate.test', 'Verify your student email', 'Before you can see your timetable, verify this address.', 'Verify your email address', 'https://portal.northgate.test/verify?t=ng81kq2p9x', 'Northgate College, 1 College Rd, Leeds LS2 9JT'),
  plainPage('dv16-de-kurswahl-bestaetigen-portal.eml', 'de', 'Hochschule Weser', 'hs-weser.test', 'Kurswahl eingegangen', 'Kurswahl eingegangen', 'Wir haben Ihre Kurswahl für das Sommersemester erhalten.', 'Bestätigen Sie Ihre Kurswahl im Studierendenportal', '/studium/kurswahl', 'Hochschule Weser, Am Deich 7, 28199 Bremen'),
  withToken('dv16-de-adresse-bestaetigen-token.eml', 'de', 'Hochschule Weser', 'hs-weser.test', 'E-Mail-Adresse bestätigen', 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse.', 'E-Mail-Adresse bestätigen', 'https://portal.hs-weser.test/bestaetigen?k=hw73bd01qe', 'Hochschule Weser, Am Deich 7, 28199 Bremen'),
  plainPage('dv16-fr-verifiez-vos-preferences.eml', 'fr', 'Marché Vert', 'marchevert.test', 'Vos préférences de livraison', 'Livraisons du samedi', 'Nous livrons désormais le samedi matin dans votre quartier.', 'Vérifiez vos préférences de livraison', '/compte/preferences', 'Marché Vert SAS, 3 rue Verte, 69002 Lyon'),
  plainPage('dv16-es-confirma-tus-datos-fiscales.eml', 'es', 'Facturalia', 'facturalia.test', 'Cierre del trimestre', 'Cierre del trimestre', 'El plazo para presentar el modelo trimestral termina el 20 de enero.', 'Confirma tus datos fiscales antes del cierre', '/cuenta/datos-fiscales', 'Facturalia S.L., Gran Vía 40, 28013 Madrid'),
];

// 3. Vocabulary: confirm, approve a device, set a new password, in languages the lists lacked. Twins: a notice of it done.
const vocab = [
  withToken('dv16-bg-potvardete-imeila.eml', 'bg', 'Книжарница Перо', 'pero.test', 'Потвърдете имейла си', 'Благодарим Ви за регистрацията. Остава една стъпка.', 'Потвърждавам имейла', 'https://pero.test/potvardi?k=pr4Kq81zXw', 'Перо ЕООД, ул. Шипка 12, 1504 София'),
  mail({
    family: 'decoy', file: 'dv16-bg-imeilat-e-potvarden.eml', from: 'Книжарница Перо <info@pero.test>', subject: 'Имейлът Ви е потвърден', transfer: '8bit', text: '',
    html: c('Перо', 'pero.test', [{ heading: 'Имейлът Ви е потвърден' }, 'Вашият профил вече е активен.', { button: 'https://pero.test/katalog', label: 'Към каталога' }], 'Перо ЕООД, ул. Шипка 12, 1504 София', 'bg'),
    expect: none,
  }),
  withToken('dv16-sr-postavite-novu-lozinku.eml', 'sr', 'Дрина Банка', 'drina.test', 'Промена лозинке', 'Примили смо захтев за промену лозинке.', 'Поставите нову лозинку', 'https://drina.test/lozinka/nova?z=dr57Lq20vX', 'Дрина Банка а.д., Кнеза Милоша 9, 11000 Београд'),
  withToken('dv16-hr-potvrdite-adresu.eml', 'hr', 'Jadranka', 'jadranka.test', 'Potvrdite adresu e-pošte', 'Hvala na registraciji u Jadranka trgovini.', 'Potvrdite adresu', 'https://jadranka.test/potvrda?t=jd62Pz91kW', 'Jadranka d.o.o., Ilica 5, 10000 Zagreb'),
  withToken('dv16-da-bekraeft-din-email.eml', 'da', 'Cykelkassen', 'cykelkassen.test', 'Din konto er næsten klar', 'Tak fordi du oprettede en konto hos Cykelkassen.', 'Bekræft din e-mail', 'https://cykelkassen.test/bekraeft?t=ck40Wz7nQ2', 'Cykelkassen ApS, Nørregade 3, 1165 København'),
  withToken('dv16-nb-bekreft-e-postadressen.eml', 'nb', 'Fjellsport', 'fjellsport.test', 'Kontoen din venter', 'Takk for at du registrerte deg hos Fjellsport.', 'Bekreft e-postadressen', 'https://fjellsport.test/bekreft?t=fs93Jd2kL0', 'Fjellsport AS, Karl Johans gate 2, 0154 Oslo'),
  withToken('dv16-uk-novyi-parol.eml', 'uk', 'Книгарня Світ', 'svit.test', 'Зміна пароля', 'Ми отримали запит на зміну пароля до Вашого акаунта.', 'Встановити новий пароль', 'https://svit.test/parol/novyi?t=sv28Hq61pZ', 'ТОВ «Світ», вул. Хрещатик 1, 01001 Київ'),
  mail({
    family: 'code-link', file: 'dv16-en-approve-this-device.eml', from: 'Cloudkit <noreply@cloudkit.test>', subject: 'A device wants to sign in', text: '',
    html: c('Cloudkit', 'cloudkit.test', [{ heading: 'A device wants to sign in' }, 'Check that your terminal shows this code, then approve:', { box: '57 20 48' }, { html: '<a href="https://id.cloudkit.test/device/approve?user_code=57-20-48&amp;s=ck91ab02">Approve this device</a>' }], 'Cloudkit Inc., 1 Market St, San Francisco, CA 94105'),
    expect: codeLink('572048', 'https://id.cloudkit.test/device/approve?user_code=57-20-48&s=ck91ab02'),
  }),
  mail({
    family: 'decoy', file: 'dv16-en-approve-expense-report.eml', from: 'Spendly <noreply@spendly.test>', subject: 'Expense report waiting for you', text: '',
    html: c('Spendly', 'spendly.test', [{ heading: 'Expense report waiting for you' }, 'Dana Ruiz submitted 3 expenses (EUR 412.50).', { button: 'https://app.spendly.test/reports/approve?r=sp82kd01xq', label: 'Approve the report' }], 'Spendly BV, Keizersgracht 1, 1015 Amsterdam'),
    expect: none,
  }),
];

export default [...typedPrefix, ...plainPages, ...vocab];
