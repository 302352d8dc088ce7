// Development mail, nineteenth round (files dv19-*, before the rules of extractor version 23), from the version 22
// review's leftovers, each a class rather than a wording. (a) A draw's numbers shown big between a short line and the
// sender's address ("12 34 56", "7 19 23 41"): sorted as lotteries show them, no code; twins: a poster code in pairs
// that do not rise ("52 91 83"). (b) A label the mail itself negates ("(not your PUK)", "(nicht Ihre PIN)", "(pas votre
// numéro de commande)") beside a real code's label; twins: the same value under the plain negative label.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sun, 6 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
/** A poster: a coloured panel with a short line and one big value, then the sender's address. */
const poster = (lead, value, footer) =>
  `<!doctype html><html><body style="margin:0;background:#f4f4f7"><table width="100%" style="background:#2b3a67;color:#fff"><tr><td style="padding:32px;text-align:center"><p style="font-size:18px">${lead}</p><p style="font-size:40px;font-weight:bold;letter-spacing:4px">${value}</p></td></tr></table><p style="font-size:11px;color:#888;text-align:center">${footer}</p></body></html>`;

const draws = [
  t('decoy', 'dv19-en-draw-tonights-numbers.eml', 'Luckyline <draws@luckyline.test>', "Tonight's numbers", '', none, poster("Tonight's numbers are in", '12 34 56', 'Luckyline Ltd · 1 High Street, London E1 6AN')),
  t('decoy', 'dv19-en-draw-four-balls.eml', 'Starball <results@starball.test>', 'The draw is in', '', none, poster('The draw is in', '7 19 23 41', 'Starball Games · 40 Park Road, Leeds LS1 4AB')),
  t('decoy', 'dv19-de-ziehung-zahlen.eml', 'Glückszahl <ziehung@glueckszahl.test>', 'Die Ziehung von heute', '', none, poster('Die Zahlen von heute', '24 48 72', 'Glückszahl GmbH · Hauptstraße 5, 10115 Berlin')),
  // Twins: a poster code whose pairs do not rise.
  t('unlabeled', 'dv19-en-poster-pairs-code.eml', 'Glowly <hi@glowly.test>', 'Welcome back', '', codeOnly('529183'), poster('Welcome back, Maya 👋', '52 91 83', 'Glowly Inc · 77 Bryant St, San Francisco, CA 94107')),
  t('unlabeled', 'dv19-en-poster-threes-code.eml', 'Sketcha <hi@sketcha.test>', 'Good to see you', '', codeOnly('318774'), poster('Good to see you again', '318 774', 'Sketcha Ltd · 9 Quay Street, Dublin D02')),
];

const negated = [
  t('code-only', 'dv19-en-not-your-puk.eml', 'Brightwave Mobile <account@brightwave.test>', 'Sign in to My Brightwave', 'Hi,\n\nTo sign in, enter this one-time code (not your PUK): 482913\n\nIt expires in 10 minutes.\n', codeOnly('482913')),
  t('languages', 'dv19-de-nicht-ihre-sim-pin.eml', 'Funkwerk Mobil <konto@funkwerk.test>', 'Ihre Anmeldung', 'Hallo,\n\nIhr Einmalcode für die Anmeldung (nicht die SIM-PIN): 702914\n\nEr ist 10 Minuten gültig.\n', codeOnly('702914')),
  t('languages', 'dv19-fr-pas-votre-numero-commande.eml', 'Boutika <compte@boutika.test>', 'Votre code de vérification', 'Bonjour,\n\nVotre code de vérification (pas votre numéro de commande) : 461920\n\nIl expire dans 10 minutes.\n', codeOnly('461920')),
  // Twins: the plain negative label still binds.
  t('decoy', 'dv19-en-puk-plain.eml', 'Brightwave Mobile <hello@brightwave.test>', 'Your SIM has arrived', 'Hi,\n\nYour SIM is active. Keep this safe.\nPUK: 48291377\n', none),
  t('decoy', 'dv19-fr-numero-commande-plain.eml', 'Boutika <commandes@boutika.test>', 'Votre commande', 'Bonjour,\n\nMerci pour votre achat.\nVotre numéro de commande : 461920\n', none),
  t('decoy', 'dv19-en-did-not-order.eml', 'Shopwell <orders@shopwell.test>', 'Your order has shipped', 'Hi,\n\nOrder 4619207 has shipped. If you did not order this, call us.\n', none),
];

export default [...draws, ...negated];
