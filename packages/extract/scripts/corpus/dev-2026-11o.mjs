// Development mail, fifteenth round, first part (files dv15-*, written with dev-2026-11p.mjs before any rule of extractor
// version 18, after heldout15 was opened): bare codes with no label, the "unlabeled" family heldout15 missed. A value a verb
// introduces to approve a transfer or a withdrawal, among account numbers and amounts; one digit per cell under a line
// that asks to type them in an app to approve; a code that only the subject holds, which the body points at; an SMS-style
// message whose origin-bound line stands last before a "-- " signature. Each beside a decoy twin. Rules are tuned against
// these, never against corpus/heldout*.
import { block, card, codeOnly, legal, none } from './card.mjs';
const mail = (m) => ({ date: 'Tue, 1 Dec 2026 10:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });
const c = (brand, host, blocks, address, lang = 'en') => card(block, { lang, brand, host, blocks, links: legal(host, ['Help', 'Privacy', 'Terms']), address });
const cells = (digits) =>
  `<table cellpadding="0" cellspacing="0" border="0"><tr>${[...digits].map((d) => `<td width="40" height="50" align="center" style="border:1px solid #234;font-size:26px;font-weight:bold;">${d}</td><td width="6"></td>`).join('')}</tr></table>`;

// 1. Approving a transfer, a withdrawal or a payment: the verb introduces the value among account numbers and amounts.
const approve = [
  mail({
    family: 'unlabeled', file: 'dv15-en-approve-withdrawal-among-numbers.eml', from: 'Kestrel Credit Union <alerts@kestrelcu.test>', subject: 'Withdrawal request: $600.00',
    text: 'Kestrel Credit Union\n\nFrom: Savings ****2207\nAmount: $600.00\nRequested: 12/01/2026 09:14\nRequest ID: 77120-4418\n\nTo approve this withdrawal, type 41 70 92 in the Kestrel app.\nOnly do this if you asked for it yourself.\n\nKestrel Credit Union, 88 Harbor Rd, Portland ME 04101. 1-800-555-0142\n',
    expect: codeOnly('417092'),
  }),
  mail({
    family: 'languages', file: 'dv15-de-ueberweisung-freigeben.eml', from: 'Nordbank <service@nordbank.test>', subject: 'Überweisung freigeben: 1.240,00 EUR', transfer: '8bit',
    text: 'Guten Tag,\n\nEmpfänger: Stadtwerke Kiel, IBAN DE12 2105 0170 0012 3456 78\nBetrag: 1.240,00 EUR\nAusführung: 02.12.2026\n\nUm diese Überweisung freizugeben, geben Sie 582 091 in der Nordbank-App ein.\n\nNordbank AG · Holstenstraße 40 · 24103 Kiel · 0431 555 0100\n',
    expect: codeOnly('582091'),
  }),
  mail({
    family: 'languages', file: 'dv15-fr-approuver-virement.eml', from: 'Banque Alpine <securite@alpine.test>', subject: 'Virement de 450,00 € à valider', transfer: '8bit',
    text: '',
    html: c('Banque Alpine', 'alpine.test', ['Bénéficiaire : SCI Les Tilleuls (FR76 3000 4000 0312 3456 7890 143)', 'Montant : 450,00 € · Date : 01/12/2026', { html: 'Pour approuver ce virement, saisissez <b>730 418</b> dans l’application.' }, 'Ne le faites que si vous êtes à l’origine de ce virement.'], 'Banque Alpine SA, 3 place Grenette, 38000 Grenoble', 'fr'),
    expect: codeOnly('730418'),
  }),
  mail({
    family: 'languages', file: 'dv15-es-aprobar-transferencia.eml', from: 'Banco Pinar <avisos@pinar.test>', subject: 'Transferencia pendiente', transfer: '8bit',
    text: 'Hola Marta:\n\nDestino: ES91 2100 0418 4502 0005 1332\nImporte: 1.980,00 EUR\n\nPara aprobar esta transferencia, introduce 604 219 en la banca online.\n\nBanco Pinar, Calle Mayor 12, 28013 Madrid · 910 555 200\n',
    expect: codeOnly('604219'),
  }),
  mail({
    family: 'decoy', file: 'dv15-en-transfer-approved-reference.eml', from: 'Kestrel Credit Union <alerts@kestrelcu.test>', subject: 'Transfer approved',
    text: 'Kestrel Credit Union\n\nYou approved a transfer of $1,250.00 to J. Blake.\nTransfer ID: 55018-2290\nConfirmation: 308194\n\nAvailable balance: $3,406.18\n\nKestrel Credit Union, 88 Harbor Rd, Portland ME 04101\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-en-approve-transfer-call-reference.eml', from: 'Granby Bank <alerts@granby.test>', subject: 'Approve your transfer of $980.00',
    text: 'Granby Bank\n\nA transfer of $980.00 to Acct ****4410 is waiting.\n\nTo approve this transfer, call 1-866-555-0177 and quote reference 48213377.\n\nGranby Bank, 10 Elm St, Hartford CT 06103\n',
    expect: none,
  }),
];

// 2. One digit per cell under a line that asks to type them in an app to approve; a subject that asks to approve a payment.
const digitCells = [
  mail({
    family: 'unlabeled', file: 'dv15-en-approve-payment-digit-cells.eml', from: 'Norrvik Bank <notify@norrvik.test>', subject: 'Approve payment EUR 89.00',
    text: '',
    html: c('Norrvik Bank', 'norrvik.test', [{ heading: 'Approve your card payment to STREAMLY' }, 'Amount: EUR 89.00 · Card ending 4471', 'Key these digits into the Norrvik app to approve:', { raw: cells('530217') }, 'Never approve a payment you did not make.'], 'Norrvik Bank ASA, Kaigata 4, 0150 Oslo'),
    expect: codeOnly('530217'),
  }),
  mail({
    family: 'languages', file: 'dv15-no-godkjenn-betaling-sifre.eml', from: 'Fjellbanken <varsel@fjellbanken.test>', subject: 'Godkjenn betaling NOK 1 200,00', transfer: '8bit',
    text: '',
    html: c('Fjellbanken', 'fjellbanken.test', ['Betaling til ELKRAFT AS, forfall 03.12.2026, konto 1503 22 87114.', 'Tast inn disse sifrene i appen for å godkjenne:', { raw: cells('926104') }, 'Fjellbanken ASA, org.nr. 912 440 118.'], 'Fjellbanken ASA, Strandkaien 2, 5013 Bergen', 'no'),
    expect: codeOnly('926104'),
  }),
  mail({
    family: 'decoy', file: 'dv15-en-lottery-number-cells.eml', from: 'Lucky Lines <draws@luckylines.test>', subject: 'Your numbers for Saturday',
    text: '',
    html: c('Lucky Lines', 'luckylines.test', [{ heading: 'Good luck this Saturday!' }, 'Your numbers for draw 2291:', { raw: cells('814206') }, 'Results are published on Sunday morning.'], 'Lucky Lines Ltd, 4 Mill Lane, Leeds LS1 4AB'),
    expect: none,
  }),
];

// 3. The subject holds the only code, and the body points at the subject.
const subjectOnly = [
  mail({
    family: 'unlabeled', file: 'dv15-en-subject-code-body-points.eml', from: 'Harbor Mutual <online@harbormutual.test>', subject: '730416 - Harbor Mutual sign-in',
    text: 'Hi Sam,\n\nSomeone is signing in to Harbor Mutual on a new browser. Type the number in this email\'s subject on the sign-in page.\n\nPolicy: Auto AX-00412291\nRenewal: 03/02/2027\n\nNot you? Call 1-800-555-0131.\n\nHarbor Mutual, 400 Bay St, Boston MA 02110\n',
    expect: codeOnly('730416'),
  }),
  mail({
    family: 'languages', file: 'dv15-de-zahl-aus-dem-betreff.eml', from: 'Kronbank <online@kronbank.test>', subject: '482916 – Kronbank Anmeldung', transfer: '8bit',
    text: 'Guten Tag,\n\nSie melden sich auf einem neuen Gerät an. Geben Sie die Zahl aus dem Betreff dieser E-Mail auf der Anmeldeseite ein.\n\nKundennummer: 0045 1187 22\n\nKronbank AG · Marktplatz 1 · 70173 Stuttgart\n',
    expect: codeOnly('482916'),
  }),
  mail({
    family: 'languages', file: 'dv15-fr-nombre-dans-objet.eml', from: 'Mutalis <connexion@mutalis.test>', subject: '603918 · Connexion à Mutalis', transfer: '8bit',
    text: 'Bonjour,\n\nPour vous connecter, saisissez le nombre indiqué dans l’objet de cet e-mail.\n\nContrat n° 44 1187 902\n\nMutalis · 12 rue Nationale, 59000 Lille\n',
    expect: codeOnly('603918'),
  }),
  mail({
    family: 'decoy', file: 'dv15-en-subject-order-quote-number.eml', from: 'Tallow & Co <orders@tallow.test>', subject: '48213377 - your parcel has shipped',
    text: 'Hi Sam,\n\nGood news: your candles are on their way. Quote the number in the subject line if you contact us.\n\nTallow & Co, 9 Canal St, Manchester M1 3HE\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-en-subject-ticket-keep-number.eml', from: 'Helpdesk <support@lanternapp.test>', subject: '551902 - Support request received',
    text: 'Hello,\n\nThanks for writing to Lantern support. Please keep the number in the subject line when you reply.\n\nLantern Apps Ltd, 2 Dock St, Dublin D01 K2F3\n',
    expect: none,
  }),
];

// 4. An SMS-style message: its origin-bound line is its last line before the "-- " that opens the signature.
const sig = (lines) => `\n\n-- \n${lines.join('\n')}\n`;
const smsSignature = [
  mail({
    family: 'unlabeled', file: 'dv15-en-sms-origin-before-signature.eml', from: 'Tidewell <alerts@tidewell.test>', subject: 'Tidewell secure message',
    text: `Tidewell: 518204 opens your lab results. Don't share it.\n\n@tidewell.test #518204${sig(['Tidewell Clinics | 40 Shore Rd, Mobile AL 36602', 'Messages from this address are automated; please do not reply.', 'Change delivery preferences: https://my.tidewell.test/preferences'])}`,
    expect: codeOnly('518204'),
  }),
  mail({
    family: 'languages', file: 'dv15-de-sms-origin-vor-signatur.eml', from: 'Praxisnetz <hinweis@praxisnetz.test>', subject: 'Neue Nachricht', transfer: '8bit',
    text: `Praxisnetz: 662018 öffnet Ihren Befund. Nicht weitergeben.\n@praxisnetz.test #662018${sig(['Praxisnetz Nord GmbH · Am Markt 3 · 20095 Hamburg', 'Diese Nachricht wurde automatisch erstellt.'])}`,
    expect: codeOnly('662018'),
  }),
  mail({
    family: 'languages', file: 'dv15-pt-sms-origem-antes-assinatura.eml', from: 'Clinimed <avisos@clinimed.test>', subject: 'Mensagem segura', transfer: '8bit',
    text: `Clinimed: 730519 libera o seu resultado. Valido por 10 min.\n\n@clinimed.test #730519${sig(['Clinimed · Av. Brasil 1200 · Rio de Janeiro', 'Mensagem automática, não responda.', 'Preferências: https://clinimed.test/preferencias'])}`,
    expect: codeOnly('730519'),
  }),
  mail({
    family: 'decoy', file: 'dv15-en-sale-hashtag-before-signature.eml', from: 'Harbour Shop <news@harbourshop.test>', subject: 'Anniversary sale',
    text: `Our anniversary sale ends Sunday: 20% off everything. Shop now and tag your haul!\n\n@harbourshop.test #482193${sig(['Harbour Shop, 1 Quay St, Bristol BS1 4DJ', 'Unsubscribe: https://harbourshop.test/unsubscribe'])}`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv15-en-contest-tag-before-signature.eml', from: 'Lakeside Parks <hello@lakeside.test>', subject: 'Photo contest is open',
    text: `Lakeside: the summer photo contest is open. Post your best shot with our tag.\n\n@lakeside.test #summer2026${sig(['Lakeside Parks Trust, 7 Water Ln, Keswick CA12 5AA'])}`,
    expect: none,
  }),
];

export default [...approve, ...digitCells, ...subjectOnly, ...smsSignature];
