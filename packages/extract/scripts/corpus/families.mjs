// Five families of mail that independent testing found extraction getting wrong, each written fresh in
// several languages: a marketing call to action and a calendar RSVP are not verification links; a
// double-opt-in confirmation is; a short number near the real code is not the code; a dashed code of
// letters (and digits) is a code when the mail says so.
import { button, codeBox, layout } from './templates.mjs';

const date = 'Wed, 19 Nov 2025 09:30:00 +0000';
const mail = (m) => ({ date, transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };

// ------------------------------------------------------------------ cta: marketing calls to action
const cta = [
  mail({
    family: 'cta', file: 'fam-cta-en-webinar-seat.eml', from: 'Growthly Events <events@growthly.test>',
    subject: 'Last chance: confirm your seat for Thursday’s webinar',
    html: layout({ title: 'Scaling support teams', brand: 'Growthly', body: `<h1>Scaling support without burning out</h1>
<p>Join our head of customer success live on Thursday, 27 November at 17:00 CET. 45 minutes, plus Q&amp;A.</p>
${button('https://events.growthly.test/webinars/scaling-support/register?src=email&cid=8812', 'Confirm your seat')}
<p>Seats are limited to 500 attendees.</p>`, footer: '<a href="https://growthly.test/unsubscribe?u=8812">Unsubscribe</a>' }),
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-de-webinar-platz.eml', from: 'Kanzlei Digital <webinar@kanzlei-digital.test>',
    subject: 'Sichern Sie sich Ihren Platz: Webinar zur E-Rechnung', charset: 'iso-8859-1',
    text: `Guten Tag,

ab 2025 wird die E-Rechnung Pflicht. In unserem kostenlosen Webinar am 4. Dezember um 10:00 Uhr
zeigen wir, was sich für Ihre Kanzlei ändert.

Jetzt Teilnahme bestätigen:
https://kanzlei-digital.test/webinar/e-rechnung/anmelden?kampagne=nl-2511

Die Teilnehmerzahl ist auf 300 begrenzt.

Kanzlei Digital GmbH · Königsallee 14 · 40212 Düsseldorf
Abmelden: https://kanzlei-digital.test/newsletter/abmelden
`,
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-fr-place-conference.eml', from: 'Salon Tech Lyon <invitations@salontech.test>',
    subject: 'Confirmez votre place pour le Salon Tech 2026',
    html: layout({ lang: 'fr', title: 'Salon Tech Lyon', brand: 'Salon Tech', body: `<p>Bonjour,</p>
<p>Le Salon Tech revient les 12 et 13 mars 2026 à Lyon : 120 exposants, 40 conférences.</p>
${button('https://salontech.test/billetterie/invitation?code-promo=VIP26&utm_source=mail', 'Confirmer ma place')}
<p>Votre badge vous sera envoyé sous 48 heures.</p>`, footer: '<a href="https://salontech.test/desinscription">Se désinscrire</a>' }),
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-es-asistencia-evento.eml', from: 'Fintech Forum <hola@fintechforum.test>',
    subject: 'Confirma tu asistencia al Fintech Forum Madrid',
    text: `Hola,

Te esperamos el 20 de enero en el Fintech Forum Madrid (Auditorio Norte, 9:30 h).
Confirma tu asistencia aquí para reservar tu plaza:
https://fintechforum.test/madrid-2026/asistencia?ref=newsletter

Plazas limitadas: 250 asistentes.

Fintech Forum S.L. · Calle de Alcalá 21 · 28014 Madrid
Darse de baja: https://fintechforum.test/baja
`,
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-pt-garanta-vaga.eml', from: 'Academia Vendas <contato@academiavendas.test>',
    subject: 'Garanta sua vaga na aula ao vivo desta quinta',
    html: layout({ lang: 'pt', title: 'Aula ao vivo', brand: 'Academia Vendas', body: `<p>Olá!</p>
<p>Nesta quinta, às 20h, aula ao vivo e gratuita: <b>Como fechar 30% mais contratos</b>.</p>
${button('https://academiavendas.test/aula-ao-vivo/inscricao?origem=email-2311', 'Confirmar minha vaga')}
<p>Vagas limitadas a 1000 participantes.</p>`, footer: '<a href="https://academiavendas.test/descadastrar">Descadastrar</a>' }),
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-nl-webinar-plek.eml', from: 'Boekhoud Academie <info@boekhoudacademie.test>',
    subject: 'Bevestig je plek voor het webinar over btw',
    text: `Hoi,

Op dinsdag 9 december om 15:00 uur geven we een gratis webinar over de nieuwe btw-regels.
Bevestig je plek via onderstaande link:
https://boekhoudacademie.test/webinars/btw-2026/aanmelden?bron=mail

Er zijn nog 120 plekken beschikbaar.

Boekhoud Academie B.V. · Keizersgracht 100 · 1015 CX Amsterdam
Afmelden: https://boekhoudacademie.test/afmelden
`,
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-it-conferma-posto.eml', from: 'Digital Summit <eventi@digitalsummit.test>',
    subject: 'Conferma il tuo posto al Digital Summit',
    html: layout({ lang: 'it', title: 'Digital Summit', brand: 'Digital Summit', body: `<p>Ciao,</p>
<p>Il Digital Summit torna a Milano il 5 febbraio 2026: 60 speaker, 3 palchi.</p>
${button('https://digitalsummit.test/milano/registrazione?fonte=newsletter', 'Conferma il tuo posto')}`, footer: '<a href="https://digitalsummit.test/disiscrivi">Disiscriviti</a>' }),
    expect: none,
  }),
  mail({
    family: 'cta', file: 'fam-cta-pl-udzial-webinar.eml', from: 'Szkoła Marketingu <webinar@szkolamarketingu.test>',
    subject: 'Potwierdź udział w bezpłatnym webinarze', charset: 'iso-8859-2',
    text: `Dzień dobry,

zapraszamy na bezpłatny webinar „Reklama w 2026 roku” – 3 grudnia, godz. 18:00.
Potwierdź udział, klikając w link:
https://szkolamarketingu.test/webinar/reklama-2026/zapis?zrodlo=mail

Liczba miejsc ograniczona do 400.

Szkoła Marketingu sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa
Wypisz się: https://szkolamarketingu.test/wypisz
`,
    expect: none,
  }),
];

// ------------------------------------------------------------------ calendar: RSVP links
const rsvp = (base, id) => ['accept', 'tentative', 'decline'].map((r) => `${base}?eid=${id}&rst=${r}`);
const calendar = [
  ...[
    { lang: 'en', file: 'fam-cal-en-invitation.eml', subject: 'Invitation: Quarterly planning @ Tue 2 Dec 2025 14:00 – 15:00 (CET)', words: ['Yes', 'Maybe', 'No'], intro: 'Quarterly planning', join: 'Join with Meet: meet.example.test/abc-defg-hij\nJoin by phone: +1 555 0134 PIN: 482 913 771#' },
    { lang: 'de', file: 'fam-cal-de-einladung.eml', subject: 'Einladung: Teamrunde am Do., 4. Dez. 2025 10:00 – 10:30', words: ['Annehmen', 'Vielleicht', 'Ablehnen'], intro: 'Teamrunde', join: 'Einwahl: +49 30 5557 0199, Konferenz-ID: 7735 1192' },
    { lang: 'fr', file: 'fam-cal-fr-invitation.eml', subject: 'Invitation : Point projet le lun. 8 déc. 2025 09:00 – 09:45', words: ['Accepter', 'Peut-être', 'Refuser'], intro: 'Point projet', join: 'Rejoindre par téléphone : +33 1 55 55 01 23, code : 551 203 887#' },
    { lang: 'es', file: 'fam-cal-es-invitacion.eml', subject: 'Invitación: Revisión de presupuesto, mié 10 dic 2025 16:00', words: ['Aceptar', 'Quizás', 'Rechazar'], intro: 'Revisión de presupuesto', join: 'ID de la reunión: 845 2231 9987' },
    { lang: 'pt', file: 'fam-cal-pt-convite.eml', subject: 'Convite: Reunião de alinhamento qui 11 dez 2025 11:00', words: ['Aceitar', 'Talvez', 'Recusar'], intro: 'Reunião de alinhamento', join: 'ID da reunião: 912 4470 3321' },
    { lang: 'nl', file: 'fam-cal-nl-uitnodiging.eml', subject: 'Uitnodiging: Sprint review vr 12 dec 2025 13:00 – 14:00', words: ['Accepteren', 'Misschien', 'Weigeren'], intro: 'Sprint review', join: 'Vergadering-ID: 398 1172 6650' },
    { lang: 'it', file: 'fam-cal-it-invito.eml', subject: 'Invito: Riunione di reparto lun 15 dic 2025 09:30', words: ['Accetta', 'Forse', 'Rifiuta'], intro: 'Riunione di reparto', join: 'ID riunione: 772 0931 4458' },
    { lang: 'sv', file: 'fam-cal-sv-inbjudan.eml', subject: 'Inbjudan: Veckomöte tis 16 dec 2025 08:30', words: ['Acceptera', 'Kanske', 'Avböj'], intro: 'Veckomöte', join: 'Mötes-ID: 615 2208 9934' },
  ].map(({ lang, file, subject, words, intro, join }, i) => {
    const links = rsvp('https://calendar.example.test/calendar/event', `ZXZ${i}k2${i}Nq`);
    return mail({
      family: 'calendar', file, from: 'Kalender <calendar-notification@example.test>', subject,
      html: layout({ lang, title: intro, brand: 'Calendar', body: `<h2>${intro}</h2>
<p>${join.replace(/\n/g, '<br>')}</p>
<p>${words.map((w, j) => `<a href="${links[j]}" style="padding:6px 12px;border:1px solid #ccc;">${w}</a>`).join(' ')}</p>
<p><a href="https://calendar.example.test/calendar/event?action=VIEW&eid=ZXZ${i}">${lang === 'en' ? 'More options' : '…'}</a></p>` }),
      expect: none,
    });
  }),
];

// ------------------------------------------------------------------ double opt-in: confirm a subscription
const optIn = [
  ['nl', 'fam-doi-nl-bevestig-inschrijving.eml', 'Bevestig je inschrijving voor de nieuwsbrief', 'Bedankt voor je aanmelding! Klik op de knop om je inschrijving te bevestigen.', 'Bevestig je inschrijving', 'https://nieuwsbrief.fietsweb.test/bevestig?id=7f3k9q2m8x&lijst=wekelijks'],
  ['nl', 'fam-doi-nl-aanmelding-text.eml', 'Nog één stap: bevestig je aanmelding', 'Je hebt je aangemeld voor onze nieuwsbrief. Bevestig je aanmelding via deze link:', null, 'https://mail.tuincentrum.test/optin/confirm/a81kd93jd02'],
  ['de', 'fam-doi-de-anmeldung-bestaetigen.eml', 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', 'Vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick:', 'Anmeldung bestätigen', 'https://newsletter.weinhaus.test/doi/bestaetigen?token=Qm93kX2p7Lz'],
  ['fr', 'fam-doi-fr-confirmer-inscription.eml', 'Confirmez votre inscription à notre lettre d’information', 'Merci de votre inscription. Pour la valider, cliquez sur le bouton ci-dessous.', 'Confirmer mon inscription', 'https://lettre.librairie-lumiere.test/inscription/confirmer?cle=8Hk2pQ91zT'],
  ['es', 'fam-doi-es-confirmar-suscripcion.eml', 'Confirma tu suscripción', 'Gracias por suscribirte a nuestro boletín. Confirma tu suscripción para empezar a recibirlo:', 'Confirmar suscripción', 'https://boletin.recetasfaciles.test/suscripcion/confirmar/3jd9Kq2Lm'],
  ['pt', 'fam-doi-pt-confirmar-inscricao.eml', 'Confirme sua inscrição na newsletter', 'Obrigado por se inscrever! Para começar a receber nossos e-mails, confirme sua inscrição:', 'Confirmar inscrição', 'https://news.cafecomdados.test/optin/confirmar?t=Zp82Kd0q1'],
  ['it', 'fam-doi-it-conferma-iscrizione.eml', 'Conferma la tua iscrizione alla newsletter', 'Grazie per esserti iscritto. Conferma la tua iscrizione cliccando sul pulsante:', 'Conferma iscrizione', 'https://newsletter.cucinaitaliana.test/conferma?sub=k2L9dQ7mZ'],
  ['pl', 'fam-doi-pl-potwierdz-subskrypcje.eml', 'Potwierdź subskrypcję newslettera', 'Dziękujemy za zapisanie się do newslettera. Potwierdź subskrypcję, klikając przycisk:', 'Potwierdź subskrypcję', 'https://newsletter.ksiegarnia.test/potwierdz?kod=Xq92Lm3Kd'],
  ['sv', 'fam-doi-sv-bekrafta-prenumeration.eml', 'Bekräfta din prenumeration', 'Tack för att du anmält dig till vårt nyhetsbrev. Bekräfta din prenumeration här:', 'Bekräfta prenumeration', 'https://nyhetsbrev.tradgard.test/bekrafta?id=Lm39Kd02pQ'],
].map(([lang, file, subject, intro, label, url]) =>
  mail({
    family: 'double-opt-in', file, from: `Newsletter <newsletter@${new URL(url).hostname}>`, subject,
    ...(label
      ? { html: layout({ lang, title: subject, brand: 'Newsletter', body: `<p>${intro}</p>\n${button(url, label)}`, footer: `<a href="https://${new URL(url).hostname}/privacy">Privacy</a>` }) }
      : { text: `${intro}\n${url}\n\nWas jij dit niet? Dan hoef je niets te doen.\n` }),
    expect: { code: null, verificationLink: url },
  }),
);

// ------------------------------------------------------------------ near-number: a short number near the code
const near = [
  mail({
    family: 'near-number', file: 'fam-near-ptbr-cartao-final.eml', from: 'Banco Horizonte <seguranca@bancohorizonte.test>',
    subject: 'Seu código de verificação',
    text: `Olá, Marina!

Para confirmar a compra no cartão final 4821, use o código de verificação abaixo:

738201

O código expira em 5 minutos. Nunca compartilhe este código com ninguém.

Banco Horizonte S.A. · Av. Paulista, 1000 · São Paulo – SP
`,
    expect: { code: '738201', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-ptbr-pedido-codigo.eml', from: 'Loja Aurora <nao-responda@lojaaurora.test>',
    subject: 'Código de acesso: confirme seu login',
    html: layout({ lang: 'pt', title: 'Código de acesso', brand: 'Loja Aurora', body: `<p>Olá! Recebemos um pedido de acesso à sua conta (pedido 4821 em andamento).</p>
<p>Seu código de acesso é:</p>${codeBox('915 306')}<p>Válido por 10 minutos.</p>` }),
    expect: { code: '915306', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-en-card-ending.eml', from: 'Northwind Bank <alerts@northwind.test>',
    subject: 'Your one-time passcode',
    text: `To approve the payment of $49.90 with your card ending 7712, enter this one-time passcode:

604218

It expires in 10 minutes. Northwind will never ask you for this code by phone.
`,
    expect: { code: '604218', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-es-codigo-pin.eml', from: 'Banco Sol <avisos@bancosol.test>',
    subject: 'Tu código de seguridad',
    text: `Hola:

Tu código de seguridad para la transferencia desde la cuenta terminada en 3390 es 827154.
No lo compartas con nadie.
`,
    expect: { code: '827154', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-de-kundennummer.eml', from: 'Stadtwerke Nord <kundenportal@stadtwerke-nord.test>',
    subject: 'Ihr Bestätigungscode für das Kundenportal',
    text: `Guten Tag,

für die Anmeldung mit Ihrer Kundennummer 5521 im Kundenportal lautet Ihr Bestätigungscode:

340967

Der Code ist 15 Minuten gültig.
`,
    expect: { code: '340967', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-fr-dossier-code.eml', from: 'Assurances Loire <ne-pas-repondre@assurancesloire.test>',
    subject: 'Votre code de confirmation',
    html: layout({ lang: 'fr', title: 'Code de confirmation', brand: 'Assurances Loire', body: `<p>Bonjour,</p><p>Dossier n° 2207 – voici votre code de confirmation :</p>${codeBox('581 024')}<p>Il expire dans 10 minutes.</p>` }),
    expect: { code: '581024', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-it-carta-codice.eml', from: 'Banca Tirreno <sicurezza@bancatirreno.test>',
    subject: 'Codice di verifica',
    text: `Gentile cliente,

per autorizzare il pagamento con la carta che termina con 6604, inserisci il codice di verifica 273819.

Il codice scade tra 5 minuti.
`,
    expect: { code: '273819', verificationLink: null },
  }),
  mail({
    family: 'near-number', file: 'fam-near-nl-pas-code.eml', from: 'Zuiderbank <beveiliging@zuiderbank.test>',
    subject: 'Je verificatiecode',
    text: `Hallo,

Je probeert in te loggen met pas 2918. Je verificatiecode is:

481726

Deze code is 5 minuten geldig.
`,
    expect: { code: '481726', verificationLink: null },
  }),
];

// ------------------------------------------------------------------ dashed codes, letters and digits or letters only
const dashed = [
  mail({ family: 'dashed-code', file: 'fam-dash-en-use-to-sign-in.eml', from: 'Quillpad <hello@quillpad.test>', subject: 'Sign in to Quillpad',
    text: 'Hi there,\n\nUse K7P-2QX to sign in to Quillpad. It works for 10 minutes.\n\nThe Quillpad team\n', expect: { code: 'K7P-2QX', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-en-letters-only.eml', from: 'Lumen Notes <no-reply@lumennotes.test>', subject: 'Your Lumen Notes code',
    text: 'Your code is ABC-DEF.\n\nEnter it in the app to finish signing in. If this was not you, ignore this mail.\n', expect: { code: 'ABC-DEF', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-fr-utilisez.eml', from: 'Carnet <bonjour@carnet.test>', subject: 'Connexion à Carnet',
    text: 'Bonjour,\n\nUtilisez RX4-9TK pour vous connecter à Carnet. Ce code expire dans 10 minutes.\n', expect: { code: 'RX4-9TK', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-de-verwende.eml', from: 'Notizwerk <hallo@notizwerk.test>', subject: 'Anmeldung bei Notizwerk',
    text: 'Hallo,\n\nVerwende 7HW-QK2 zum Anmelden bei Notizwerk. Der Code gilt 10 Minuten.\n', expect: { code: '7HW-QK2', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-es-usa.eml', from: 'Cuaderno <hola@cuaderno.test>', subject: 'Inicia sesión en Cuaderno',
    text: 'Hola:\n\nUsa MZ8-4PV para iniciar sesión en Cuaderno. Caduca en 10 minutos.\n', expect: { code: 'MZ8-4PV', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-pt-codigo-letras.eml', from: 'Caderno <ola@caderno.test>', subject: 'Seu código de acesso',
    text: 'Olá!\n\nSeu código de acesso é QWE-RTY.\nDigite-o no aplicativo para continuar.\n', expect: { code: 'QWE-RTY', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-nl-gebruik.eml', from: 'Schrift <hallo@schrift.test>', subject: 'Inloggen bij Schrift',
    text: 'Hoi,\n\nGebruik 3TB-X7M om in te loggen bij Schrift. De code is 10 minuten geldig.\n', expect: { code: '3TB-X7M', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-it-html-box.eml', from: 'Quaderno <ciao@quaderno.test>', subject: 'Il tuo codice di accesso',
    html: layout({ lang: 'it', title: 'Codice di accesso', brand: 'Quaderno', body: `<p>Ciao,</p><p>ecco il tuo codice di accesso:</p>${codeBox('KDF-WQP')}<p>Scade tra 10 minuti.</p>` }),
    expect: { code: 'KDF-WQP', verificationLink: null } }),
  mail({ family: 'dashed-code', file: 'fam-dash-pl-kod.eml', from: 'Zeszyt <czesc@zeszyt.test>', subject: 'Twój kod logowania', charset: 'iso-8859-2',
    text: 'Cześć,\n\nTwój kod logowania: 9PL-M3X\n\nKod jest ważny przez 10 minut.\n', expect: { code: '9PL-M3X', verificationLink: null } }),
];

export default [...cta, ...calendar, ...optIn, ...near, ...dashed];
