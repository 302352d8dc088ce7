// Development mail, twentieth round (files dv20-*, before the rules of extractor version 24), from heldout19's seven
// misses under version 23 (opened for this round), each taken as a class in other words, senders and languages:
// (a) a status or error code in parentheses in a sentence about a failure ("failed (code 4012)"); twins: a real code
// after "if the link failed". (b) A PIN "for" something held (changes, managing a booking) in a booking's mail; twins: a
// one-time PIN to sign in. (c) A device's standing PIN (router, WPS, voicemail, alarm); twins: a verification PIN from the
// same senders. (d) A confirmation number the mail asks to enter ("Enter this confirmation number on the order page");
// twins: a booking's confirmation number, not asked for. (e) A value typed to link or connect an email to an account;
// twins: linking a bank card. (f) "the 4 digits below" naming a lone value after an earlier reference in the same line;
// twins: a reference alone above a number. (g) A sign-in button whose address carries a short mixed-case id
// ("/m/9Xk2Qd7LpR"); twins: a newsletter's "Log in" to a plain page.
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Mon, 7 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f5f5"><div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">${body}</div></body></html>`;

const statusCodes = [
  t('decoy', 'dv20-en-build-failed-code.eml', 'Shipyard CI <ci@shipyard.test>', 'Build #2291 failed on main', 'Build #2291 on main failed after 4m 12s.\n\nStep "publish" failed: registry upload rejected (code 4031).\n\nView the log: https://shipyard.test/acme/web/builds/2291\n', none),
  t('decoy', 'dv20-en-payment-declined-code.eml', 'Tollway <billing@tollway.test>', 'We could not charge your card', 'Hi Dana,\n\nYour monthly payment of $12.00 was declined by your bank (code 5120). We will try again in 3 days.\n\nUpdate your card: https://tollway.test/billing\n', none),
  t('decoy', 'dv20-de-sync-fehler-code.eml', 'Ablage <support@ablage.test>', 'Synchronisierung fehlgeschlagen', 'Hallo,\n\ndie Synchronisierung Ihres Ordners „Rechnungen“ ist fehlgeschlagen (Code 7702). Wir versuchen es in einer Stunde erneut.\n', none),
  t('decoy', 'dv20-fr-echec-import-code.eml', 'Carnet <aide@carnet.test>', 'Échec de l’import', 'Bonjour,\n\nl’import de vos contacts a échoué (code 3318). Vérifiez le format du fichier puis réessayez.\n', none),
  // Twins: a real code beside a failure word.
  t('code-only', 'dv20-en-link-failed-use-code.eml', 'Shipyard <account@shipyard.test>', 'Your Shipyard sign-in code', 'If the sign-in link failed, enter the code 640291 instead. It expires in 10 minutes.\n', codeOnly('640291')),
  t('code-only', 'dv20-en-error-then-code.eml', 'Tollway <account@tollway.test>', 'Verify your email', 'Sorry about the error earlier. Your verification code is 503817 (valid for 15 minutes).\n', codeOnly('503817')),
];

const heldPins = [
  t('decoy', 'dv20-en-hotel-pin-for-changes.eml', 'Harbour Inn <stay@harbourinn.test>', 'Booking confirmed – confirmation no. 55120874', 'Dear Ms Novak,\n\nYour reservation is confirmed.\n\nConfirmation number: 55120874\nPIN for changes: 8813\nCheck-in: Fri 4 Sep 2026, from 15:00\nTotal: £412.00\n\nManage your booking: https://harbourinn.test/manage\n', none),
  t('decoy', 'dv20-en-ferry-pin-to-manage.eml', 'Northsail Ferries <bookings@northsail.test>', 'Your ferry booking NS-20417', 'Thanks for booking with Northsail.\n\nBooking reference: NS-20417\nPIN to manage your booking: 2291\nSailing: Sat 12 Sep, 08:30 Oban → Craignure\n', none),
  t('decoy', 'dv20-de-hotel-pin-fuer-aenderungen.eml', 'Seehotel Lindau <buchung@seehotel.test>', 'Buchungsbestätigung 77120493', 'Guten Tag,\n\nIhre Reservierung ist bestätigt.\n\nBuchungsnummer: 77120493\nPIN für Änderungen: 4407\nAnreise: 18.09.2026\n', none),
  // Twins: a one-time PIN to sign in.
  t('code-only', 'dv20-en-harbour-signin-pin.eml', 'Harbour Inn <account@harbourinn.test>', 'Your sign-in PIN', 'Your one-time PIN to sign in: 8813\n\nIt expires in 10 minutes.\n', codeOnly('8813')),
  t('code-only', 'dv20-en-pin-to-sign-in.eml', 'Northsail Ferries <account@northsail.test>', 'Sign in to Northsail', 'PIN to sign in: 229104\n\nIt works once, for the next 10 minutes.\n', codeOnly('229104')),
];

const devicePins = [
  t('decoy', 'dv20-en-router-wps-pin.eml', 'Netcove <updates@netcove.test>', 'Firmware 3.1.7 installed', 'Your Netcove router updated to firmware 3.1.7 overnight.\n\n- Fixed pairing when the router PIN 40182275 was turned off\n- Faster 5 GHz roaming\n\nRelease notes: https://netcove.test/firmware/3-1-7\n', none),
  t('decoy', 'dv20-en-voicemail-pin.eml', 'Ringo Mobile <hello@ringo.test>', 'Your voicemail is ready', 'Your voicemail is set up.\n\nVoicemail PIN: 7720\nCall 121 from your phone to listen to your messages.\n', none),
  t('decoy', 'dv20-en-alarm-pin.eml', 'Safenest <care@safenest.test>', 'Your alarm is installed', 'Thanks for choosing Safenest.\n\nYour alarm PIN is 5193. Change it in the app at any time.\n', none),
  t('decoy', 'dv20-de-router-pin.eml', 'Netzhaus <service@netzhaus.test>', 'Ihr neuer Router', 'Ihr Router ist eingerichtet.\n\nWPS-PIN: 66120475\nWLAN-Name: Netzhaus-5G\n', none),
  // Twins: the same senders' verification PINs.
  t('code-only', 'dv20-en-netcove-verification-pin.eml', 'Netcove <account@netcove.test>', 'Your Netcove verification PIN', 'Your verification PIN is 401822.\n\nEnter it in the Netcove app to sign in. It expires in 10 minutes.\n', codeOnly('401822')),
  t('code-only', 'dv20-en-ringo-login-pin.eml', 'Ringo Mobile <account@ringo.test>', 'Your login PIN', 'Your login PIN for My Ringo: 772031\n', codeOnly('772031')),
];

const confirmationNumbers = [
  t('code-link', 'dv20-en-enter-this-confirmation-number.eml', 'Kitecell <orders@kitecell.test>', 'Confirm your email to finish your Kitecell order', 'Hi Sam,\n\nYour order KC-2026-11842 is almost complete. Confirm your email address to release your SIM.\n\nConfirm my email: https://my.kitecell.test/confirm?req=KC11842&sig=7f21c9aa\n\nPrefer to type it? Enter this confirmation number on the order page:\n\n5520-1934\n', codeLink('55201934', 'https://my.kitecell.test/confirm?req=KC11842&sig=7f21c9aa')),
  t('code-only', 'dv20-en-type-this-confirmation-number.eml', 'Fernway <accounts@fernway.test>', 'Confirm your email address', 'Type this confirmation number on the sign-up page to confirm your email:\n\n71 40 92\n', codeOnly('714092')),
  // Twins: a booking's confirmation number, not asked for.
  t('decoy', 'dv20-en-booking-confirmation-number.eml', 'Kitecell Travel <trips@kitecell.test>', 'Your trip is booked', 'Your trip is booked.\n\nConfirmation number: 55201934\nDeparture: 4 Oct, 07:15\n', none),
  t('decoy', 'dv20-en-keep-this-confirmation-number.eml', 'Fernway <orders@fernway.test>', 'Order received', 'Thanks for your order. Keep this confirmation number for your records: 71409233\n', none),
];

const linking = [
  t('unlabeled', 'dv20-en-enter-to-link-email.eml', 'Starforge <hello@starforge.test>', 'One more step, pilot', 'Almost there!\n\nEnter 60418 in the Starforge client to link this email to your account (UID 77120954).\n\nLinked accounts get 500 credits.\n', codeOnly('60418')),
  t('unlabeled', 'dv20-en-type-to-connect-email.eml', 'Quillo <team@quillo.test>', 'Connect your email', 'Type 318207 in the Quillo app to connect your email to your account.\n', codeOnly('318207')),
  // Twins: linking a bank card.
  t('decoy', 'dv20-en-link-card-last-digits.eml', 'Starforge <store@starforge.test>', 'Link your card', 'To link your card to your account, enter the last 4 digits of the card (ending 4471) in the store.\n', none),
];

const digitsBelow = [
  t('unlabeled', 'dv20-en-four-digits-below.eml', 'Revenue Online <noreply@revenue.test>', 'Confirm your identity', 'To continue with your 2025 return (reference RT-2025-0044172), enter the 4 digits below on the confirmation screen:\n\n    5836\n\nThey expire 5 minutes after this email was sent.\n', codeOnly('5836')),
  t('unlabeled', 'dv20-en-six-digits-below.eml', 'Pension Portal <noreply@pensions.test>', 'Confirm it is you', 'For your request (case 44120957), type the six digits below on the screen you came from:\n\n    207 514\n', codeOnly('207514')),
  t('languages', 'dv20-de-vier-ziffern-unten.eml', 'Steuerportal <noreply@steuer.test>', 'Bestätigen Sie Ihre Identität', 'Für Ihre Erklärung (Vorgang ST-2025-7741) geben Sie die 4 Ziffern unten auf der Bestätigungsseite ein:\n\n    9310\n', codeOnly('9310')),
  // Twins: a reference alone above a number.
  t('decoy', 'dv20-en-reference-above-number.eml', 'Revenue Online <noreply@revenue.test>', 'Your return was received', 'Your 2025 return was received. Your reference:\n\n    5836\n\nKeep it for your records.\n', none),
];

const shortIdLinks = [
  t('links', 'dv20-en-signin-button-short-id.eml', 'Hopride <login@hopride.test>', 'Your Hopride access is here', '', linkOnly('https://go.hopride.test/m/7Tq2Xk9LpW?src=login'), page('<p>We got a request to sign in to your account. Just tap the button below:</p><p><a href="https://go.hopride.test/m/7Tq2Xk9LpW?src=login" style="background:#5a189a;color:#fff;padding:12px 24px">Sign in to Hopride</a></p><p>The button works for 15 minutes.</p><p><a href="https://hopride.test/help">Help</a> | <a href="https://hopride.test/unsubscribe">Unsubscribe</a></p>')),
  t('languages', 'dv20-pt-entrar-botao-id-curto.eml', 'Levaí <acesso@levai.test>', 'Seu acesso ao Levaí chegou', '', linkOnly('https://entrar.levai.test/m/4Hx8Tq2ZkP'), page('<p>Recebemos um pedido para entrar na sua conta. É só tocar no botão abaixo:</p><p><a href="https://entrar.levai.test/m/4Hx8Tq2ZkP" style="background:#6a1b9a;color:#fff;padding:12px 24px">Entrar no Levaí</a></p><p>O botão vale por 15 minutos.</p><p><a href="https://ajuda.levai.test">Central de ajuda</a></p>')),
  // Twins: a newsletter's "Log in" to a plain page.
  t('decoy', 'dv20-en-newsletter-log-in.eml', 'Hopride <news@hopride.test>', 'Hopride this month: new cities', '', none, page('<h1>New cities this month</h1><p>Hopride now runs in Leeds and Bristol.</p><p><a href="https://hopride.test/account/login">Log in</a> to see rides near you.</p><p><a href="https://hopride.test/unsubscribe">Unsubscribe</a></p>')),
];

export default [...statusCodes, ...heldPins, ...devicePins, ...confirmationNumbers, ...linking, ...digitsBelow, ...shortIdLinks];
