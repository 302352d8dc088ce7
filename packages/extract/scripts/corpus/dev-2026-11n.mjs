// Development mail, fourteenth round, second part (files dv14-*, written with dev-2026-11m.mjs before any rule of extractor
// version 17): a value a verb introduces among account numbers, balances, dates and phone numbers, with a later sentence
// giving "it" a short life; and what a review of version 16 left: French "pour vous connecter", "Enter this code on your
// TV / console:", lowercase prefixed codes ("ab-7k2q9x"), a prefixed password reset code; and the false codes version
// 16 gave, each beside a twin that is a code: "Confirmation code" of a booking, a licence or a ticket; "Activation code"
// of a software licence; "Access code" of an event ticket; a parcel locker's code; a member number to sign in with.
// Rules are tuned against these, never against corpus/heldout*.
import { block, card, codeOnly, legal, none } from './card.mjs';
const mail = (m) => ({ date: 'Mon, 30 Nov 2026 10:00:00 +0000', transfer: 'quoted-printable', charset: 'utf-8', ...m });
const c = (brand, host, blocks, address, lang = 'en') => card(block, { lang, brand, host, blocks, links: legal(host, ['Help', 'Privacy', 'Terms']), address });

// 4. A verb introduces the value among many numbers; a later sentence says "it" lasts minutes. Decoys: a payment
// reference and a voucher the same verb introduces, one lasting a billing period, one twelve months.
const amongNumbers = [
  mail({
    family: 'unlabeled', file: 'dv14-en-key-in-among-meter-numbers.eml', from: 'Brightwater <account@brightwater.test>', subject: 'Connect your water meter',
    text: 'Dear customer,\n\nYou asked to connect meter 88-2041-77 at 14 Elm Row, Bath BA1 2QT to your online account. Last reading: 00412 m3 on 02/11/2026. Balance: £63.10.\n\nTo finish, key in 618302 when the app asks for it. It remains valid for 20 minutes.\n\nNot you? Call 0800 555 0190, 8am-8pm.\n\nBrightwater Utilities plc, PO Box 400, Bath BA1 1AA\n',
    expect: codeOnly('618302'),
  }),
  mail({
    family: 'languages', file: 'dv14-de-eingeben-zwischen-zahlen.eml', from: 'Stadtwerke Lindau <konto@sw-lindau.test>', subject: 'Kundenkonto verknüpfen', transfer: '8bit',
    text: 'Guten Tag,\n\nSie möchten den Vertrag 7700-1482-3 (Zählernummer 1ESY1160 4471, Abschlag 92,00 €, fällig am 15.12.2026) mit Ihrem Online-Konto verknüpfen.\n\nGeben Sie dazu 730915 ein, sobald die Website danach fragt. Die Zahl bleibt 30 Minuten gültig.\n\nFragen? 08382 555 010, Mo-Fr 8-18 Uhr.\n\nStadtwerke Lindau GmbH · Seestraße 9 · 88131 Lindau\n',
    expect: codeOnly('730915'),
  }),
  mail({
    family: 'unlabeled', file: 'dv14-en-type-when-prompted-payee.eml', from: 'Larkfield Bank <secure@larkfield.test>', subject: 'New payee',
    text: '',
    html: c('Larkfield Bank', 'larkfield.test', ['Dear Mr Okafor,', 'You are adding J. Mensah (sort code 40-11-62, account 71829304) as a payee. Your available balance is £2,481.06.', { html: 'To add this payee, type <b>904117</b> when the website prompts you. It stays valid for 15 minutes.' }, 'If this was not you, call us on 0345 555 0172 straight away.'], 'Larkfield Bank plc, 1 Cheapside, London EC2V 6DN'),
    expect: codeOnly('904117'),
  }),
  mail({
    family: 'decoy', file: 'dv14-en-type-payment-reference.eml', from: 'Brightwater <billing@brightwater.test>', subject: 'Your bill is ready',
    text: 'Dear customer,\n\nYour bill for meter 88-2041-77 is £63.10, due 15/12/2026.\n\nTo pay by phone, call 0800 555 0191 and type 205517 when the line prompts you. That payment reference stays valid for the whole billing period.\n\nBrightwater Utilities plc, PO Box 400, Bath BA1 1AA\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-type-voucher-months.eml', from: 'Larkfield Rewards <rewards@larkfield.test>', subject: 'A thank-you from Larkfield',
    text: 'Dear Mr Okafor,\n\nThanks for 10 years with Larkfield. To redeem your £20 gift, type 904117 when the checkout prompts you. It stays valid for 12 months.\n\nLarkfield Bank plc, 1 Cheapside, London EC2V 6DN\n',
    expect: none,
  }),
];

// 5. What the review left: French "pour vous connecter", a code for a TV or a console, lowercase prefixed codes, a
// prefixed reset code; and a gift card for a console, a lowercase prefixed ticket id, a reset notice's request id.
const reviewMisses = [
  mail({
    family: 'languages', file: 'dv14-fr-code-pour-vous-connecter-sous.eml', from: 'Mutuelle Alizé <ne-pas-repondre@alize.test>', subject: 'Votre espace adhérent', transfer: '8bit',
    text: 'Bonjour Madame Roux,\n\nVoici de quoi vous connecter à votre espace adhérent, adhérent n° 4471 0923 :\n\n583920\n\nCe code expire dans 10 minutes. Votre remboursement du 12/11 (48,20 €) est disponible en ligne.\n\nMutuelle Alizé · 22 cours Mirabeau, 13100 Aix-en-Provence\n',
    expect: codeOnly('583920'),
  }),
  mail({
    family: 'languages', file: 'dv14-fr-pour-vous-connecter-saisissez.eml', from: 'Cinétoile <compte@cinetoile.test>', subject: 'Cinétoile', transfer: '8bit',
    text: 'Bonjour,\n\nPour vous connecter sur votre téléviseur, saisissez le code 72 61 94 sur l’écran d’accueil.\n\nCinétoile SAS · 5 rue Lafayette, 75009 Paris · Service client : 01 55 55 01 20\n',
    expect: codeOnly('726194'),
  }),
  mail({
    family: 'alnum', file: 'dv14-en-tv-console-code.eml', from: 'Arcadia Play <no-reply@arcadiaplay.test>', subject: 'Finish setting up your device',
    text: 'Almost there!\n\nEnter this code on your TV / console:\n\nKQ7-ZXM\n\nIt expires in 15 minutes.\n\nArcadia Play Inc., 600 Pine St, Seattle WA 98101\n',
    html: c('Arcadia Play', 'arcadiaplay.test', [{ heading: 'Almost there!' }, 'Enter this code on your TV / console:', { box: 'KQ7-ZXM' }, 'It expires in 15 minutes.'], 'Arcadia Play Inc., 600 Pine St, Seattle WA 98101'),
    expect: codeOnly('KQ7-ZXM'),
  }),
  mail({
    family: 'alnum', file: 'dv14-en-lowercase-prefixed-sign-in.eml', from: 'Devly <auth@devly.test>', subject: 'Sign in to Devly',
    text: 'Hi Ana,\n\nYour sign-in code is ab-7k2q9x\n\nIt expires in 10 minutes.\n\nDevly Inc, 1 Hacker Way, Austin TX 78701\n',
    expect: codeOnly('ab-7k2q9x'),
  }),
  mail({
    family: 'alnum', file: 'dv14-en-lowercase-prefixed-verify-email.eml', from: 'Notewise <hello@notewise.test>', subject: 'Confirm your email',
    text: '',
    html: c('Notewise', 'notewise.test', ['Thanks for signing up!', 'Enter this code to verify your email:', { box: 'nw-4k7q2t' }, 'It works for 30 minutes.'], 'Notewise Ltd, 5 Clerkenwell Rd, London EC1M 5PA'),
    expect: codeOnly('nw-4k7q2t'),
  }),
  mail({
    family: 'alnum', file: 'dv14-en-password-reset-code-prefixed.eml', from: 'Acmeline <security@acmeline.test>', subject: 'Reset your password',
    text: 'Hi,\n\nSomeone asked to reset the password of your Acmeline account.\n\nYour password reset code: RS-4KQ72X\n\nIt expires in 15 minutes. Ignore this mail if it was not you.\n\nAcmeline Inc, 12 Main St, Denver CO 80202\n',
    expect: codeOnly('RS-4KQ72X'),
  }),
  mail({
    family: 'languages', file: 'dv14-de-passwort-code-praefix.eml', from: 'Kontor <sicherheit@kontor.test>', subject: 'Passwort zurücksetzen', transfer: '8bit',
    text: 'Hallo,\n\nCode zum Zurücksetzen Ihres Passworts: PW-7KQ2MT\n\nEr ist 15 Minuten gültig.\n\nKontor AG · Bahnhofstraße 1 · 8001 Zürich\n',
    expect: codeOnly('PW-7KQ2MT'),
  }),
  mail({
    family: 'decoy', file: 'dv14-en-console-gift-card.eml', from: 'Arcadia Play <store@arcadiaplay.test>', subject: 'You received a gift card',
    text: 'Sam sent you a $25 Arcadia gift card!\n\nEnter this code on your TV / console to redeem it:\n\nXK4Q-7ZPM-2WRT\n\nArcadia Play Inc., 600 Pine St, Seattle WA 98101\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-lowercase-prefixed-ticket.eml', from: 'Devly Support <support@devly.test>', subject: 'We got your message',
    text: 'Hi Ana,\n\nThanks for writing in. Your ticket id: tk-7k2q9x\n\nWe reply within a day.\n\nDevly Inc, 1 Hacker Way, Austin TX 78701\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-password-changed-request-id.eml', from: 'Acmeline <security@acmeline.test>', subject: 'Your password was changed',
    text: 'Hi,\n\nThe password of your Acmeline account was changed today at 09:12.\n\nRequest ID: RS-4KQ72X\n\nIf this was not you, contact support.\n\nAcmeline Inc, 12 Main St, Denver CO 80202\n',
    expect: none,
  }),
];

// 6. False codes of version 16, with a twin that is a code: confirmation, activation and access codes of a booking, a
// licence or a ticket; a parcel locker's code; a member number to sign in with.
const falseCodes = [
  mail({
    family: 'decoy', file: 'dv14-en-booking-confirmation-code.eml', from: 'Staylo <stays@staylo.test>', subject: 'Your booking is confirmed',
    text: 'Hi Ana,\n\nThanks for booking Harbour Loft, 3 nights from 14 Dec.\n\nConfirmation code: HMX4KQ2P\n\nCheck-in from 15:00. Show this code at reception.\n\nStaylo Ltd, 4 Quay St, Bristol BS1 4DB\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-licence-renewal-confirmation-code.eml', from: 'Motor Licensing Office <no-reply@mlo.test>', subject: 'Driving licence renewal received',
    text: 'Dear applicant,\n\nWe have received your application to renew your driving licence. Fee paid: £14.00.\n\nConfirmation code: 48213377\n\nKeep it to track your application. Your new licence should arrive within 10 working days.\n\nMotor Licensing Office, Longview Road, Swansea SA6 7JL\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-flight-ticket-confirmation-code.eml', from: 'Skyrail Air <trips@skyrail.test>', subject: 'Your e-ticket: LIS to AMS',
    text: 'Hi Ana,\n\nYour ticket is issued. Flight SR 482, Lisbon 07:40 to Amsterdam 11:15, 18 Dec.\n\nConfirmation code: QX7K2M\n\nCheck in online from 24 hours before departure.\n\nSkyrail Air, Rua Augusta 10, Lisboa\n',
    expect: none,
  }),
  mail({
    family: 'alnum', file: 'dv14-en-confirm-email-confirmation-code.eml', from: 'Staylo <hello@staylo.test>', subject: 'Confirm your email address',
    text: 'Hi Ana,\n\nWelcome to Staylo. Enter it in the app to confirm your email address.\n\nConfirmation code: 583104\n\nIt expires in 30 minutes.\n\nStaylo Ltd, 4 Quay St, Bristol BS1 4DB\n',
    expect: codeOnly('583104'),
  }),
  mail({
    family: 'decoy', file: 'dv14-en-software-licence-activation-code.eml', from: 'PixelForge <store@pixelforge.test>', subject: 'Your PixelForge Pro licence',
    text: 'Thanks for your purchase of PixelForge Pro (1 seat, lifetime). Total: $89.00.\n\nActivation code: PF7K-2QXM-9TRW\n\nEnter it under Help > Activate in PixelForge Pro. Keep this email.\n\nPixelForge Software, 20 Canal St, Boston MA 02114\n',
    expect: none,
  }),
  mail({
    family: 'unlabeled', file: 'dv14-en-account-activation-code.eml', from: 'PixelForge <accounts@pixelforge.test>', subject: 'Activate your PixelForge account',
    text: 'Welcome to PixelForge!\n\nActivation code: 604218\n\nEnter it on the sign-up page to activate your account. It expires in 20 minutes.\n\nPixelForge Software, 20 Canal St, Boston MA 02114\n',
    expect: codeOnly('604218'),
  }),
  mail({
    family: 'decoy', file: 'dv14-en-event-ticket-access-code.eml', from: 'Gigvault <tickets@gigvault.test>', subject: 'Your tickets: Night Ferry, Fri 11 Dec',
    text: 'Hi Jo,\n\nYou have 2 tickets for Night Ferry at the Roundhouse, Fri 11 Dec, doors 19:00.\n\nAccess code: 48213377\n\nShow it at the door with your ID.\n\nGigvault Ltd, 8 Camden Rd, London NW1 9DP\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-de-veranstaltung-zugangscode.eml', from: 'Konzertkasse <tickets@konzertkasse.test>', subject: 'Deine Tickets für Sa., 12.12.', transfer: '8bit',
    text: 'Hallo Jo,\n\nhier sind deine 2 Tickets für „Nachtfähre“, Sa., 12.12., Einlass 19 Uhr, Columbiahalle.\n\nZugangscode: 7K2Q9X4M\n\nZeig ihn am Einlass vor.\n\nKonzertkasse GmbH · Oranienstraße 5 · 10997 Berlin\n',
    expect: none,
  }),
  mail({
    family: 'unlabeled', file: 'dv14-en-portal-access-code.eml', from: 'Clientdesk <portal@clientdesk.test>', subject: 'Sign in to your client portal',
    text: 'Hi Jo,\n\nAccess code: 771093\n\nUse it to sign in to the client portal. It expires in 10 minutes.\n\nClientdesk Ltd, 8 Camden Rd, London NW1 9DP\n',
    expect: codeOnly('771093'),
  }),
  mail({
    family: 'decoy', file: 'dv14-en-order-pickup-locker.eml', from: 'Shopwell <orders@shopwell.test>', subject: 'Your order is ready to collect',
    text: 'Hi Jo,\n\nYour order 5521-0193 is waiting in a pickup locker at Central Station.\n\nUse code 739214 at the locker to open it. You have 3 days to collect.\n\nShopwell Ltd, 1 Market Sq, Leeds LS1 6DT\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-de-abholcode-paketstation.eml', from: 'Paketbote <info@paketbote.test>', subject: 'Deine Bestellung ist abholbereit', transfer: '8bit',
    text: 'Hallo Jo,\n\ndeine Bestellung 4471-0923 liegt in der Paketstation 118, Hauptbahnhof.\n\nAbholcode: 739214\n\nDu hast 7 Tage Zeit.\n\nPaketbote GmbH · Hafenstraße 3 · 20359 Hamburg\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-sign-in-with-member-number.eml', from: 'FitClub <welcome@fitclub.test>', subject: 'Welcome to FitClub',
    text: 'Hi Jo,\n\nWelcome to FitClub! To sign in at fitclub.test, sign in with your member number 48213377 and the password you chose.\n\nFitClub Ltd, 2 Gym Lane, Leeds LS2 7AA\n',
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv14-en-log-in-using-customer-number.eml', from: 'Readmore Library <loans@readmore.test>', subject: 'Your library account',
    text: 'Hello,\n\nYour library account is ready. Log in to the catalogue using your card number:\n\n20551734\n\nand your 4-digit PIN.\n\nReadmore Library, 1 Civic Sq, Hull HU1 3RQ\n',
    expect: none,
  }),
  mail({
    family: 'unlabeled', file: 'dv14-en-sign-in-with-code-not-number.eml', from: 'FitClub <auth@fitclub.test>', subject: 'Your FitClub sign-in',
    text: 'Hi Jo,\n\nSign in with 48213377 on fitclub.test. It works once, for 10 minutes.\n\nYour member number stays 2210-4471.\n\nFitClub Ltd, 2 Gym Lane, Leeds LS2 7AA\n',
    expect: codeOnly('48213377'),
  }),
];

export default [...amongNumbers, ...reviewMisses, ...falseCodes];
