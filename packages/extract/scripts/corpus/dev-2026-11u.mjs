// Development mail, eighteenth round (files dv18-*, before the rules of extractor version 21), from heldout18's four
// false codes, each a class rather than a wording. (a) A number given as an example of a code's shape ("a 6-digit code
// (like 123456)", "z. B. 123456", "par exemple", "por ejemplo", "ad esempio", "bijvoorbeeld") in release notes, help
// articles and API news; twins: the same senders' real codes. (b) A SIM card's PIN and PUK in telecom mail ("SIM PIN
// (default): 0000", "PUK: 48213977", "code PUK", "PIN de la SIM"); twins: the same operators' one-time codes. (c) A
// ticket's or booking's reference named "code" after its noun ("Codice biglietto (PNR)", "código de billete", "code du
// billet", "localizador") in a reset mail that asks for a link; twins: a reset mail whose code is typed. (d) A brand's
// one-capital prefix the mail says is typed ('including the "G-"', "mit dem Präfix"); twins: the bare "G-" (not typed).
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sat, 5 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect) => mail({ family, file, from, subject, text, expect });

const examples = [
  t('decoy', 'dv18-en-release-notes-otp-example.eml', 'Relaykit <news@relaykit.test>', 'Relaykit 3.1: one-time codes for your users', "What's new in Relaykit 3.1.0\n\n1. Verification codes by email\nCall POST /v1/otp and we email your user a 6-digit verification code (like 482913) that they type back in. Codes expire after 10 minutes.\n\n2. Faster queues\nMedian latency dropped from 320 ms to 90 ms.\n\nFull changelog: https://relaykit.test/changelog/3-1-0\n", none),
  t('decoy', 'dv18-en-help-article-code-eg.eml', 'Tillpoint Help <help@tillpoint.test>', 'How sign-in codes work at Tillpoint', 'You asked how our sign-in codes work.\n\nWhen you log in from a new device we send a verification code, e.g. 204817, to your email. Type it on the sign-in page within 10 minutes.\n\nRead more: https://help.tillpoint.test/articles/sign-in-codes\n', none),
  t('decoy', 'dv18-de-versionshinweise-beispiel.eml', 'Formwerk <news@formwerk.test>', 'Formwerk 5.2: Bestätigungscodes per E-Mail', 'Neu in Formwerk 5.2\n\nIhre Nutzer erhalten jetzt einen Bestätigungscode per E-Mail (z. B. 731904), den sie in der App eingeben. Der Code ist 10 Minuten gültig.\n\nAlle Änderungen: https://formwerk.test/changelog/5-2\n', none),
  t('decoy', 'dv18-fr-nouveautes-par-exemple.eml', 'Pixelo <nouveautes@pixelo.test>', 'Nouveautés : code de vérification par e-mail', 'Nouveau ce mois-ci\n\nVos clients reçoivent désormais un code de vérification à 6 chiffres, par exemple 590213, à saisir dans l’application. Il expire au bout de 10 minutes.\n\nEn savoir plus : https://pixelo.test/nouveautes\n', none),
  t('decoy', 'dv18-es-novedades-por-ejemplo.eml', 'Tramitia <novedades@tramitia.test>', 'Novedades: códigos de verificación por correo', 'Novedades de marzo\n\nTus usuarios ya pueden recibir un código de verificación por correo (por ejemplo: 318274) e introducirlo en la aplicación. Caduca a los 10 minutos.\n\nMás información: https://tramitia.test/novedades\n', none),
  // Twins: the same senders' codes to type.
  t('code-only', 'dv18-en-relaykit-real-code.eml', 'Relaykit <account@relaykit.test>', 'Your Relaykit verification code', 'Your verification code is 482913.\n\nType it back in to finish signing in. It expires in 10 minutes.\n', codeOnly('482913')),
  t('code-only', 'dv18-en-tillpoint-real-code-eg-elsewhere.eml', 'Tillpoint <account@tillpoint.test>', 'Your Tillpoint sign-in code', 'Use this code to sign in on your new device:\n\n204817\n\nIt works for 10 minutes. Tip: use a password manager, e.g. a free one, to keep your account safe.\n', codeOnly('204817')),
  t('languages', 'dv18-de-formwerk-echter-code.eml', 'Formwerk <konto@formwerk.test>', 'Ihr Bestätigungscode', 'Ihr Bestätigungscode lautet: 731904\n\nGeben Sie ihn in der App ein. Der Code ist 10 Minuten gültig.\n', codeOnly('731904')),
  t('languages', 'dv18-es-tramitia-codigo-real.eml', 'Tramitia <cuenta@tramitia.test>', 'Tu código de verificación', 'Tu código de verificación es 318274.\n\nIntrodúcelo en la aplicación. Caduca en 10 minutos.\n', codeOnly('318274')),
];

const sims = [
  t('decoy', 'dv18-en-sim-dispatched-pin-puk.eml', 'Brightwave Mobile <hello@brightwave.test>', 'Your new SIM is on its way', 'Your SIM has been dispatched.\n\nOrder number: BW-58120394\nKeep these safe:\n  SIM PIN (default): 1234\n  PUK: 71830264\n\nIf you enter the wrong PIN three times, your SIM will ask for the PUK.\n', none),
  t('decoy', 'dv18-de-sim-karte-pin-puk.eml', 'Funkwerk Mobil <service@funkwerk.test>', 'Ihre neue SIM-Karte', 'Ihre SIM-Karte ist unterwegs.\n\nSIM-PIN: 4821\nPUK: 50917342\n\nBewahren Sie PIN und PUK sicher auf.\n', none),
  t('decoy', 'dv18-fr-carte-sim-code-puk.eml', 'Onda Mobile <service@ondamobile.test>', 'Votre carte SIM est en route', 'Votre nouvelle carte SIM arrive sous 48 h.\n\nCode PIN de la carte SIM : 0000\nCode PUK : 38204719\n\nConservez ces codes précieusement.\n', none),
  t('decoy', 'dv18-es-tarjeta-sim-pin-puk.eml', 'Movilia <hola@movilia.test>', 'Tu nueva tarjeta SIM', 'Tu tarjeta SIM ya está en camino.\n\nPIN de la SIM: 1111\nCódigo PUK: 62039185\n\nGuarda estos códigos en un lugar seguro.\n', none),
  t('decoy', 'dv18-it-sim-codice-puk.eml', 'Celeste Mobile <info@celestemobile.test>', 'La tua nuova SIM', 'La tua SIM è stata spedita.\n\nPIN della SIM: 0000\nCodice PUK: 84120375\n\nConserva questi codici.\n', none),
  // Twins: the same operators' one-time codes.
  t('code-only', 'dv18-en-brightwave-login-code.eml', 'Brightwave Mobile <account@brightwave.test>', 'Your Brightwave login code', 'Your one-time login code is 583016.\n\nEnter it in the My Brightwave app. It expires in 10 minutes. Never share it, not even with us.\n', codeOnly('583016')),
  t('languages', 'dv18-de-funkwerk-einmal-pin.eml', 'Funkwerk Mobil <konto@funkwerk.test>', 'Ihre Einmal-PIN', 'Ihre Einmal-PIN für die Anmeldung: 702914\n\nSie ist 10 Minuten gültig.\n', codeOnly('702914')),
  t('languages', 'dv18-fr-onda-code-verification.eml', 'Onda Mobile <compte@ondamobile.test>', 'Votre code de vérification', 'Votre code de vérification est 461920.\n\nSaisissez-le dans l’application Onda. Il expire dans 10 minutes.\n', codeOnly('461920')),
];

const tickets = [
  t('languages', 'dv18-it-reimposta-codice-biglietto.eml', 'Treniveloci <assistenza@treniveloci.test>', 'Reimposta la password', 'Ciao Marco,\n\nper scegliere una nuova password apri questo collegamento entro 60 minuti:\nhttps://www.treniveloci.test/account/reimposta?token=Kq82Lm4Zp\n\nIl tuo prossimo viaggio: Roma -> Napoli, 4 aprile\nCodice biglietto (PNR): ZK4T8Q\n', linkOnly('https://www.treniveloci.test/account/reimposta?token=Kq82Lm4Zp')),
  t('languages', 'dv18-es-restablecer-codigo-billete.eml', 'Rutavía <soporte@rutavia.test>', 'Restablece tu contraseña', 'Hola Ana,\n\npara restablecer tu contraseña abre este enlace en los próximos 60 minutos:\nhttps://www.rutavia.test/cuenta/restablecer?token=Bq71Xr9Lm\n\nTu próximo viaje: Madrid -> Valencia, 4 de abril\nCódigo de billete: XR72KQ\n', linkOnly('https://www.rutavia.test/cuenta/restablecer?token=Bq71Xr9Lm')),
  t('languages', 'dv18-fr-reinitialiser-code-billet.eml', 'Railo <aide@railo.test>', 'Réinitialisez votre mot de passe', 'Bonjour Paul,\n\npour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\nhttps://www.railo.test/compte/reinitialiser?jeton=Pz81Qm3Kx\n\nVotre prochain trajet : Lyon -> Paris, 4 avril\nCode du billet : QT83ZW\n', linkOnly('https://www.railo.test/compte/reinitialiser?jeton=Pz81Qm3Kx')),
  t('decoy', 'dv18-en-reset-record-locator.eml', 'Skyhop <help@skyhop.test>', 'Reset your Skyhop password', 'We received a request to reset your password.\n\nTo reset your password, open this link within 60 minutes:\nhttps://www.skyhop.test/account/reset?token=Wm28Kx7Qp\n\nYour next flight: SH 214, 4 April\nRecord locator: WK7Q2Z\n', linkOnly('https://www.skyhop.test/account/reset?token=Wm28Kx7Qp')),
  // Twins: reset mails whose code is typed.
  t('languages', 'dv18-it-codice-reimpostazione.eml', 'Treniveloci <assistenza@treniveloci.test>', 'Il tuo codice per reimpostare la password', 'Ciao Marco,\n\nil tuo codice di verifica è 640281. Inseriscilo nella pagina di reimpostazione entro 15 minuti.\n', codeOnly('640281')),
  t('languages', 'dv18-es-codigo-restablecer.eml', 'Rutavía <soporte@rutavia.test>', 'Tu código para restablecer la contraseña', 'Hola Ana,\n\ntu código de verificación es 915306. Escríbelo en la página para restablecer tu contraseña. Caduca en 15 minutos.\n', codeOnly('915306')),
];

const prefixes = [
  t('alnum', 'dv18-en-prefix-including-quoted.eml', 'Carewell Portal <portal@carewell.test>', 'Your Carewell Portal login', 'To finish logging in, enter the code below. It expires in 10 minutes.\n\nH-720483\n\nEnter the full code, including the "H-".\n\nPatient number: 00917324\n', codeOnly('H-720483')),
  t('languages', 'dv18-de-praefix-mit-eingeben.eml', 'Praxisnet <portal@praxisnet.test>', 'Ihr Anmeldecode', 'Ihr Anmeldecode: P-384106\n\nBitte geben Sie ihn mit dem Präfix ein. Er gilt 10 Minuten.\n', codeOnly('P-384106')),
  // Twins: the bare prefix, not typed.
  t('unlabeled', 'dv18-en-bare-prefix-not-typed.eml', 'Carewell <no-reply@carewell.test>', 'H-720483 is your Carewell code', 'H-720483 is your Carewell verification code.\n', codeOnly('720483')),
];

export default [...examples, ...sims, ...tickets, ...prefixes];
