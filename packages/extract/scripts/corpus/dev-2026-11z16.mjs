// Development mail, thirty-eighth round (files dv38-*, before the rules of extractor version 44), from the false codes and
// misses of heldout86–89 under version 43 (all four opened for this round; heldout90–93 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) opening hours ("8am-8pm") and an
// academic year ("2024-2025"), which are no codes; (b) a value after a dotted leader ("Verification ...... BK4-92X");
// (c) lowercase groups that spell nothing ("h7k2 9wqp"); (d) "your personal registration code"; (e) a number first, then
// "– mit dieser Zahl …"; (f) "within 10 minutes" in the sentence that asks to enter it.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Fri, 25 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('decoy', 'dv38-en-2fa-on-hours.eml', 'Banque Volcane <securite@volcane.test>', 'Two-step verification turned on', 'Two-step verification is now on.\nFrom now on we will send a verification code by SMS when you sign in from a new device. You can also approve the request in the Volcane app.\nIf you did not make this change, call us on 04 73 11 22 33 (Monday to Saturday, 9am-7pm).\n', none),
  t('decoy', 'dv38-en-enrolment-year.eml', 'Université du Fleuve <scolarite@fleuve.test>', 'Enrolment confirmation 2025-2026', 'ENROLMENT CONFIRMATION - Academic year 2025-2026\nStudent ID: N00518237120\nYour enrolment is confirmed. Classes start on Monday 27/10/2025.\n', none),
  t('alnum', 'dv38-en-dotted-leader.eml', 'Curl & Co <bookings@curlco.test>', 'Please verify your booking request #B-31842', 'Before we can reserve the chair for you, we need to verify your email.\n\nBooking ref ......... #B-31842\nStylist ............. Ana\nVerification ........ QK7-31M\n\nType the verification in the booking window. Unverified requests are cancelled after 30 minutes.\n', codeOnly('QK7-31M')),
  t('alnum', 'dv38-en-lowercase-groups.eml', 'Fern & Clay <shop@fernclay.test>', 'Your code: m4k8 2xqt', 'Your code: m4k8 2xqt\nEnter it on the sign-in page to sign in to your account. It expires in 15 minutes.\n', codeOnly('m4k82xqt')),
  t('alnum', 'dv38-en-personal-registration-code.eml', 'Nordsee Versicherung <portal@nordsee.test>', 'My portal: your registration code', 'To complete your registration we need to make sure that this e-mail address belongs to you.\nPlease enter your personal registration code on the registration page. Pay attention to lower case letters.\nYour personal registration code:\n7rq2wk5e\nThe registration code is valid for 14 days.\n', codeOnly('7rq2wk5e')),
  t('decoy', 'dv38-en-company-registration-code.eml', 'Tallinn Trade <info@tallinntrade.test>', 'Your invoice', 'Thank you for your order.\nCompany registration code: 14208817\nVAT no: EE102345678\n', none),
  t('languages', 'dv38-de-zahl-zuerst.eml', 'Alpen Leben <portal@alpenleben.test>', 'Änderung Ihrer Bankverbindung freischalten', 'Sehr geehrter Herr Maier,\n\n514 207 – mit dieser Zahl schalten Sie die Änderung Ihrer Bankverbindung im Kundenportal frei. Sie gilt bis 16:05 Uhr.\n\nVertragsnummer: AL-0093311\n', codeOnly('514207')),
  t('unlabeled', 'dv38-en-within-minutes-to-sign.eml', 'State Portal <noreply@stateportal.test>', 'Signing application AP-2026-44120', 'You are signing the application "Change of address" (application no. AP-2026-44120) in the state portal.\nEnter 52 09 18 on the portal screen within 10 minutes to sign.\nPersonal identification code: 38102075511\n', codeOnly('520918')),
];
