// Development mail, seventeenth round, second part (files dv17-*, before the rules of extractor version 20). (b) A false
// code in every clean set since heldout15; in heldout17 an airline's "CONFIRMATION CODE: HT4WQN" under the subject "Trip
// confirmation - HT4WQN", read as a subject asking to verify. A trip, flight, stay or rental confirmed reports a booking
// done and asks the reader to type nothing, in every covered language; twins: the same travel sender's sign-in or
// email-confirmation code, which is typed. (c) heldout17's "login code: MZ-4827" ("letters included"): two capitals, a
// dash, four digits, typed whole; twins: the same shape as an order's or a flight's number.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Fri, 4 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect) => mail({ family, file, from, subject, text, expect });

const booked = [
  t('decoy', 'dv17-en-trip-confirmation-pnr.eml', 'Skyline Air <reservations@skylineair.test>', 'Trip confirmation - QK7ZTM - SEA to DEN', 'Thank you for booking with Skyline Air. Your trip is confirmed.\n\nCONFIRMATION CODE: QK7ZTM\n\nSK 418 - Fri, Jan 8 - Seattle (SEA) 08:10 -> Denver (DEN) 11:45\n\nTotal charged: $289.40\nManage booking: https://www.skylineair.test/manage?pnr=QK7ZTM\n\nSkyline Air, 1 Airport Way, Seattle, WA 98158\n', none),
  t('decoy', 'dv17-en-hotel-stay-confirmed.eml', 'Harbor Inn <stays@harborinn.test>', 'Your stay is confirmed', 'See you soon! Your stay at Harbor Inn Portland is confirmed.\n\nConfirmation code: 7RK4QX\n\nCheck-in: Sat, Jan 9, from 15:00\nCheck-out: Mon, Jan 11, by 11:00\nTotal: $412.00\n\nHarbor Inn, 200 Front Ave, Portland, OR 97204\n', none),
  t('decoy', 'dv17-en-car-rental-confirmation.eml', 'Roadway Rentals <bookings@roadway.test>', 'Rental confirmation ZP4K7Q', 'Your car rental is confirmed.\n\nConfirmation code: ZP4K7Q\nPick-up: Denver Airport, Jan 8, 12:00\nCompact SUV, 3 days, $164.70\n\nRoadway Rentals, 5 Main St, Denver, CO 80202\n', none),
  t('decoy', 'dv17-de-reisebestaetigung.eml', 'Alpenflug <buchung@alpenflug.test>', 'Bestätigung Ihrer Reise - K4QZ7T', 'Vielen Dank für Ihre Buchung. Ihre Reise ist bestätigt.\n\nBestätigungscode: K4QZ7T\n\nAF 2210 · Sa, 9. Jan · München 07:15 → Wien 08:20\nGesamtpreis: 189,00 €\n\nAlpenflug GmbH · Flughafenstraße 1 · 85356 München\n', none),
  t('decoy', 'dv17-fr-confirmation-voyage.eml', 'Azur Vols <reservations@azurvols.test>', 'Confirmation de votre voyage - QX7K2P', 'Merci pour votre réservation. Votre voyage est confirmé.\n\nCode de confirmation : QX7K2P\n\nAZ 512 · sam. 9 janv. · Nice 09:40 → Paris-Orly 11:05\nMontant total : 142,00 €\n\nAzur Vols SA · 1 rue de l’Aéroport · 06200 Nice\n', none),
  t('decoy', 'dv17-es-confirmacion-viaje.eml', 'Iberavia <reservas@iberavia.test>', 'Confirmación de tu viaje - ZT4K7Q', 'Gracias por tu reserva. Tu viaje está confirmado.\n\nCódigo de confirmación: ZT4K7Q\n\nIV 3310 · sáb. 9 ene. · Madrid 07:00 → Lisboa 07:25\nImporte total: 98,00 €\n\nIberavia S.A. · Avenida del Aeropuerto 1 · 28042 Madrid\n', none),
  t('decoy', 'dv17-it-conferma-viaggio.eml', 'Volare Blu <prenotazioni@volareblu.test>', 'Conferma del viaggio - KX72QP', 'Grazie per la prenotazione. Il tuo viaggio è confermato.\n\nCodice di conferma: KX72QP\n\nVB 118 · sab 9 gen · Roma 08:30 → Milano 09:35\nTotale: 112,00 €\n\nVolare Blu S.p.A. · Via dell’Aeroporto 1 · 00054 Fiumicino\n', none),
  t('decoy', 'dv17-nl-bevestiging-reis.eml', 'Polderair <boekingen@polderair.test>', 'Bevestiging van je reis - QK4Z7X', 'Bedankt voor je boeking. Je reis is bevestigd.\n\nBevestigingscode: QK4Z7X\n\nPA 640 · za 9 jan · Amsterdam 09:10 → Londen 09:25\nTotaal: € 129,00\n\nPolderair B.V. · Schipholweg 1 · 1118 AA Schiphol\n', none),
  // Twins: the same senders' codes to type.
  t('alnum', 'dv17-en-airline-email-confirmation-code.eml', 'Skyline Air <account@skylineair.test>', 'Confirm your email for Skyline Air', 'Welcome to Skyline Air Miles.\n\nConfirmation code: 7QK2ZT\n\nEnter it on the sign-up page to confirm your email. It expires in 15 minutes.\n\nSkyline Air, 1 Airport Way, Seattle, WA 98158\n', codeOnly('7QK2ZT')),
  t('code-only', 'dv17-en-hotel-sign-in-code.eml', 'Harbor Inn <account@harborinn.test>', 'Your Harbor Inn sign-in code', 'Use this code to sign in and manage your stay:\n\n604 218\n\nIt works for 10 minutes.\n\nHarbor Inn, 200 Front Ave, Portland, OR 97204\n', codeOnly('604218')),
  t('languages', 'dv17-de-flug-bestaetigungscode-anmeldung.eml', 'Alpenflug <konto@alpenflug.test>', 'Ihr Bestätigungscode für die Anmeldung', 'Geben Sie diesen Bestätigungscode ein, um sich anzumelden und Ihre Reise zu verwalten:\n\n418 527\n\nDer Code ist 10 Minuten gültig.\n\nAlpenflug GmbH · Flughafenstraße 1 · 85356 München\n', codeOnly('418527')),
];

const prefixed = [
  t('alnum', 'dv17-en-login-code-two-capitals.eml', 'Crumbly <hello@crumbly.test>', 'Your Crumbly login code', 'Hi Sam, here is your login code: KT-5190\n\nType it in the Crumbly app exactly as shown, letters included. It works for 10 minutes.\n\nYour active order: ORD-5531902 from Pasta Corner.\n\nCrumbly B.V., Damrak 1, 1012 LG Amsterdam\n', codeOnly('KT-5190')),
  t('languages', 'dv17-de-anmeldecode-zwei-buchstaben.eml', 'Kiezbote <hallo@kiezbote.test>', 'Dein Anmeldecode', 'Hallo Kim, dein Anmeldecode: RB-7243\n\nGib ihn genau so in der App ein, mit Buchstaben. Er gilt 10 Minuten.\n\nKiezbote GmbH · Torstraße 9 · 10119 Berlin\n', codeOnly('RB-7243')),
  t('languages', 'dv17-fr-code-de-connexion-lettres.eml', 'Coursier <bonjour@coursier.test>', 'Votre code de connexion', 'Bonjour Léa, votre code de connexion : XN-3816\n\nSaisissez-le tel quel dans l’application, lettres comprises. Il expire dans 10 minutes.\n\nCoursier SAS · 3 rue Oberkampf · 75011 Paris\n', codeOnly('XN-3816')),
  t('decoy', 'dv17-en-order-two-capitals.eml', 'Crumbly <orders@crumbly.test>', 'Your order is on its way', 'Order KT-5190 from Pasta Corner is on its way.\n\nCourier: Dario · ETA 19:40\n\nCrumbly B.V., Damrak 1, 1012 LG Amsterdam\n', none),
  t('decoy', 'dv17-en-route-two-capitals.eml', 'Metrobus <info@metrobus.test>', 'Timetable change from Monday', 'From Monday the night line runs as NB-4410 every 30 minutes.\n\nMetrobus, 1 Station Sq, Leeds LS1 4DY\n', none),
];

export default [...booked, ...prefixed];
