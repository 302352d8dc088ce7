// Development mail, seventh round (files dv7-*), written on 2026-11-26 before any rule of extractor version 8, from
// the descriptions (never the files) of held-out v6's misses and an earlier review, and their generalisations:
// a sign-up code under a welcome offer (a coupon, prices, an address with a phone number, an unsubscribe footer);
// a terse "<Brand> - <code>" first line with a sentence below saying what it is for; a CLI or device login whose
// "if you didn't …, revoke the session at <link>" is no verification link; a sign-in code mail from a meetings
// product that speaks of joining meetings and meeting IDs. And decoy twins for each loosening: welcome offers whose
// only number is a coupon, "<Brand> - <number>" receipts, bookings, bib numbers and points, real meeting invitations
// that speak of signing in, security notices whose only links revoke or review.
// Rules are tuned against these, never against corpus/heldout*.
import { button, codeBox, layout } from './templates.mjs';

const mail = (m) => ({ date: 'Thu, 26 Nov 2026 18:00:00 +0000', transfer: 'quoted-printable', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const linkOnly = (verificationLink) => ({ code: null, verificationLink });
const utf8 = (m) => mail({ charset: 'utf-8', transfer: 'base64', ...m });
const foot = (s, unsub = 'Unsubscribe') =>
  `${s}<br><a href="https://example.test/privacy">Privacy</a> · <a href="https://example.test/unsubscribe">${unsub}</a>`;
const step = (t) => `<h2 style="font-size:18px;font-weight:800;letter-spacing:1px;text-transform:none;margin:28px 0 8px">${t}</h2>`;
const products = (rows) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows
    .map(
      ([name, price, url]) =>
        `<tr><td style="padding:8px 0"><a href="${url}">${name}</a></td><td align="right" style="padding:8px 0;font-weight:700">${price}</td></tr>`,
    )
    .join('')}</table>`;

// A welcome offer, then the one step that verifies the address: a code in a sentence, prices, an address, a phone.
const welcome = [
  mail({
    family: 'unlabeled', file: 'dv7-en-welcome-offer-then-code.eml', from: 'Saltmarsh Goods <hello@saltmarsh.test>', subject: 'Welcome to Saltmarsh 🌊',
    charset: 'utf-8',
    html: layout({ title: 'Saltmarsh', brand: 'Saltmarsh', pre: 'Your welcome gift is inside', body: `<p>Welcome aboard, Robin!</p><p>Here's 15% off your first order with code <b>WELCOME15</b> at checkout.</p>${step('ONE LAST STEP: verify your email to activate your account')}<p>Enter 527093 on the page where you signed up. (It expires in 30 minutes.)</p><p><b>New this week</b></p>${products([['Linen throw', '$89.00', 'https://shop.saltmarsh.test/p/linen-throw'], ['Stoneware mug', '$24.00', 'https://shop.saltmarsh.test/p/stoneware-mug'], ['Beeswax candle, 3 pack', '$31.50', 'https://shop.saltmarsh.test/p/candles']])}`, footer: foot('Saltmarsh Goods, 14 Harbour Rd, Portland ME 04101 · (207) 555-0143') }),
    expect: codeOnly('527093'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-welcome-text-confirm-type.eml', from: 'Fernhill <team@fernhill.test>', subject: 'Welcome to Fernhill', transfer: '7bit',
    text: `Thanks for joining Fernhill!\n\nYour welcome gift: 20% off your first order with code HELLO20.\n\nLAST THING: confirm your email address\nType 604 219 in the sign-up window to confirm it's you. Good for 20 minutes.\n\nNew in:\nMerino socks - GBP 18.00\nWaxed jacket - GBP 149.00\n\nFernhill Ltd, 3 Mill Yard, Leeds LS1 4AB. Tel 0113 555 0182\nUnsubscribe: https://fernhill.test/unsubscribe?u=8812\n`,
    expect: codeOnly('604219'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-welcome-box-under-colon.eml', from: 'Brambleberry <hi@brambleberry.test>', subject: 'You’re nearly in',
    charset: 'utf-8',
    html: layout({ title: 'Brambleberry', brand: 'Brambleberry', body: `<p>Welcome to Brambleberry! Take 10% off anything with code FIRST10.</p>${step('Finish creating your account')}<p>Almost there. Pop this into the sign-up page:</p>${codeBox('739 104')}<p>It works for 15 minutes.</p>${products([['Jam trio', '$22.00', 'https://brambleberry.test/shop/jam-trio'], ['Scone mix', '$9.50', 'https://brambleberry.test/shop/scone-mix']])}`, footer: foot('Brambleberry Farm, 220 Orchard Lane, Hood River OR 97031 · +1 541 555 0117') }),
    expect: codeOnly('739104'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-sale-banner-pop-into.eml', from: 'Pebble & Pine <hello@pebblepine.test>', subject: 'Welcome! One more step',
    html: layout({ title: 'Pebble & Pine', brand: 'Pebble & Pine', body: `<p style="background:#111;color:#fff;padding:8px;text-align:center">WINTER SALE: 30% off everything until Sunday</p><p>Hi Alex, thanks for signing up.</p><p>Pop 402 918 into the sign-up screen to activate your account. It stops working in 1 hour.</p>${products([['Pine wreath', '$45.00', 'https://pebblepine.test/p/wreath'], ['Pebble coasters', '$28.00', 'https://pebblepine.test/p/coasters']])}`, footer: foot('Pebble &amp; Pine, 9 Ridge Rd, Asheville NC 28801 · (828) 555-0166') }),
    expect: codeOnly('402918'),
  }),
  utf8({
    family: 'languages', file: 'dv7-de-willkommen-rabatt-dann-code.eml', from: 'Kiefer <hallo@kiefer.test>', subject: 'Willkommen bei Kiefer',
    html: layout({ lang: 'de', title: 'Kiefer', brand: 'Kiefer', body: `<p>Schön, dass du da bist!</p><p>Dein Willkommensgeschenk: 15 % Rabatt auf deine erste Bestellung mit dem Code HALLO15.</p>${step('LETZTER SCHRITT: Bestätige deine E-Mail-Adresse')}<p>Gib 482 730 auf der Seite ein, auf der du dich registriert hast. (Gültig für 30 Minuten.)</p>${products([['Leinenkissen', '29,90 €', 'https://kiefer.test/p/kissen'], ['Holzbrett', '39,00 €', 'https://kiefer.test/p/brett']])}`, footer: foot('Kiefer GmbH, Lindenstraße 12, 10969 Berlin, Tel. +49 30 5557 2210', 'Abmelden') }),
    expect: codeOnly('482730'),
  }),
  utf8({
    family: 'languages', file: 'dv7-fr-bienvenue-remise-puis-code.eml', from: 'Lavande <bonjour@lavande.test>', subject: 'Bienvenue chez Lavande',
    html: layout({ lang: 'fr', title: 'Lavande', brand: 'Lavande', body: `<p>Bienvenue !</p><p>Profitez de 15 % de remise sur votre première commande avec le code BIENVENUE15.</p>${step('DERNIÈRE ÉTAPE : vérifiez votre adresse e-mail')}<p>Saisissez 305 861 sur la page où vous vous êtes inscrit. (Il expire dans 30 minutes.)</p>${products([['Savon au miel', '8,50 €', 'https://lavande.test/p/savon'], ['Bougie lavande', '24,00 €', 'https://lavande.test/p/bougie']])}`, footer: foot('Lavande SAS, 4 rue des Lices, 84000 Avignon, tél. +33 4 90 55 01 22', 'Se désabonner') }),
    expect: codeOnly('305861'),
  }),
  utf8({
    family: 'languages', file: 'dv7-es-bienvenida-descuento-luego-codigo.eml', from: 'Olivo <hola@olivo.test>', subject: 'Te damos la bienvenida a Olivo',
    html: layout({ lang: 'es', title: 'Olivo', brand: 'Olivo', body: `<p>¡Hola, Marta!</p><p>Tienes un 15 % de descuento en tu primer pedido con el código HOLA15.</p>${step('ÚLTIMO PASO: verifica tu correo para activar tu cuenta')}<p>Introduce 710 294 en la página donde te registraste. (Caduca en 30 minutos.)</p>${products([['Aceite de oliva 1 l', '14,90 €', 'https://olivo.test/p/aceite'], ['Aceitunas', '6,50 €', 'https://olivo.test/p/aceitunas']])}`, footer: foot('Olivo S.L., Calle Mayor 8, 28013 Madrid, tel. +34 91 555 0143', 'Darse de baja') }),
    expect: codeOnly('710294'),
  }),
  utf8({
    family: 'languages', file: 'dv7-pt-boas-vindas-cupom-depois-codigo.eml', from: 'Caju Store <oi@cajustore.test>', subject: 'Boas-vindas à Caju',
    html: layout({ lang: 'pt', title: 'Caju', brand: 'Caju Store', body: `<p>Que bom ter você aqui!</p><p>Ganhe 15% de desconto na primeira compra com o cupom BEMVINDO15.</p>${step('ÚLTIMO PASSO: confirme seu e-mail para ativar sua conta')}<p>Digite 583 016 na página de cadastro. (Expira em 30 minutos.)</p>${products([['Camiseta', 'R$ 79,90', 'https://cajustore.test/p/camiseta'], ['Boné', 'R$ 49,90', 'https://cajustore.test/p/bone']])}`, footer: foot('Caju Store Ltda., Rua Augusta, 1508, São Paulo - SP, 01304-001, tel. (11) 5555-0143', 'Descadastrar') }),
    expect: codeOnly('583016'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-welcome-text-one-last-step.eml', from: 'Marrowby <hello@marrowby.test>', subject: 'Welcome to Marrowby', transfer: '7bit',
    text: `Welcome to Marrowby!\n\nHere's 15% off your first order with code WELCOME15.\n\nONE LAST STEP: verify your email to activate your account\nEnter 261804 on the page where you signed up. (It expires in 30 minutes.)\n\nBestsellers\nCanvas tote  $38.00\nEnamel pin  $12.00\n\nMarrowby, 2200 Division St, Portland OR 97202\n(503) 555-0182\n\nUnsubscribe: https://marrowby.test/unsubscribe?u=77\n`,
    expect: codeOnly('261804'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-welcome-plain-heading-html.eml', from: 'Tidewell <hello@tidewell.test>', subject: 'Welcome to Tidewell',
    html: `<html><body style="font-family:Arial,sans-serif"><p>Welcome to Tidewell, Sam!</p><p>Here's 15% off your first order with code TIDE15.</p><p>Last step: confirm your email address to finish your account</p><p>Type 905316 on the page where you signed up. It expires in 30 minutes.</p><p>Sea salt scrub $26.00<br>Driftwood diffuser $42.00</p><p>Tidewell Co., 41 Wharf St, Charleston SC 29401 · 843-555-0190</p><p><a href="https://tidewell.test/unsubscribe?u=5">Unsubscribe</a></p></body></html>`,
    expect: codeOnly('905316'),
  }),
  utf8({
    family: 'languages', file: 'dv7-es-bienvenida-texto-ultimo-paso.eml', from: 'Olivo <hola@olivo.test>', subject: 'Te damos la bienvenida a Olivo',
    text: `¡Hola, Marta!\n\nTienes un 15 % de descuento en tu primer pedido con el código HOLA15.\n\nÚLTIMO PASO: verifica tu correo para activar tu cuenta\nIntroduce 417 209 en la página donde te registraste. (Caduca en 30 minutos.)\n\nAceite de oliva 1 l  14,90 €\nAceitunas  6,50 €\n\nOlivo S.L., Calle Mayor 8, 28013 Madrid. Tel. 91 555 0143\nDarse de baja: https://olivo.test/baja?u=31\n`,
    expect: codeOnly('417209'),
  }),
  utf8({
    family: 'languages', file: 'dv7-de-willkommen-text-letzter-schritt.eml', from: 'Kiefer <hallo@kiefer.test>', subject: 'Willkommen bei Kiefer',
    text: `Schön, dass du da bist!\n\n15 % Rabatt auf deine erste Bestellung mit dem Code HALLO15.\n\nLETZTER SCHRITT: Bestätige deine E-Mail-Adresse\nGib 630 418 auf der Seite ein, auf der du dich registriert hast. (Gültig für 30 Minuten.)\n\nLeinenkissen  29,90 €\n\nKiefer GmbH, Lindenstraße 12, 10969 Berlin, 030 5557 2210\nAbmelden: https://kiefer.test/abmelden?u=9\n`,
    expect: codeOnly('630418'),
  }),
];

// The same welcome offers with no code to verify: the only numbers are coupons, prices, addresses and phones.
const welcomeDecoys = [
  mail({
    family: 'decoy', file: 'dv7-en-welcome-offer-only.eml', from: 'Saltmarsh Goods <hello@saltmarsh.test>', subject: 'Welcome to Saltmarsh 🌊',
    charset: 'utf-8',
    html: layout({ title: 'Saltmarsh', brand: 'Saltmarsh', body: `<p>Welcome aboard, Robin!</p><p>Here's 15% off your first order with code <b>WELCOME15</b> at checkout. (It expires in 30 days.)</p>${step('ONE LAST THING: find your new favourite')}${products([['Linen throw', '$89.00', 'https://shop.saltmarsh.test/p/linen-throw'], ['Stoneware mug', '$24.00', 'https://shop.saltmarsh.test/p/stoneware-mug']])}${button('https://shop.saltmarsh.test/new?utm_source=welcome', 'Shop now')}`, footer: foot('Saltmarsh Goods, 14 Harbour Rd, Portland ME 04101 · (207) 555-0143') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-signup-verify-button-digit-coupon.eml', from: 'Fernhill <team@fernhill.test>', subject: 'Welcome to Fernhill: verify your email',
    html: layout({ title: 'Fernhill', brand: 'Fernhill', body: `<p>Your account is ready. Verify your email with the button below.</p>${button('https://fernhill.test/verify-email?t=fh_7Qm2xT9kLp4Wz81', 'Verify email')}<p>Here's a thank-you: enter 482019 at checkout for 10% off your first order. It expires in 30 minutes.</p>${products([['Merino socks', '£18.00', 'https://fernhill.test/p/socks']])}`, footer: foot('Fernhill Ltd, 3 Mill Yard, Leeds LS1 4AB · 0113 555 0182') }),
    expect: linkOnly('https://fernhill.test/verify-email?t=fh_7Qm2xT9kLp4Wz81'),
  }),
  mail({
    family: 'decoy', file: 'dv7-en-one-last-step-claim-offer.eml', from: 'Brambleberry <hi@brambleberry.test>', subject: 'One last step to claim your gift',
    html: layout({ title: 'Brambleberry', brand: 'Brambleberry', body: `${step('ONE LAST STEP: claim your welcome offer')}<p>Enter 731 902 at checkout within 30 minutes to get 15% off your first box.</p>${products([['Jam trio', '$22.00', 'https://brambleberry.test/shop/jam-trio']])}`, footer: foot('Brambleberry Farm, 220 Orchard Lane, Hood River OR 97031 · +1 541 555 0117') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-signup-only-number-coupon-text.eml', from: 'Pebble & Pine <hello@pebblepine.test>', subject: 'Thanks for signing up', transfer: '7bit',
    text: `Hi Alex, thanks for signing up to Pebble & Pine.\n\nYour account is active. As a welcome, use 402918 at checkout for 10% off. Valid for 48 hours.\n\nPine wreath - $45.00\nPebble coasters - $28.00\n\nPebble & Pine, 9 Ridge Rd, Asheville NC 28801. Call (828) 555-0166\nUnsubscribe: https://pebblepine.test/unsubscribe?u=120\n`,
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-de-willkommen-gutschein-an-der-kasse.eml', from: 'Kiefer <hallo@kiefer.test>', subject: 'Willkommen bei Kiefer',
    html: layout({ lang: 'de', title: 'Kiefer', brand: 'Kiefer', body: `<p>Schön, dass du da bist! Dein Konto ist eingerichtet.</p>${step('LETZTER SCHRITT: Sichere dir deinen Rabatt')}<p>Gib 482 730 an der Kasse ein und spare 15 % auf deine erste Bestellung. (Gültig für 30 Minuten.)</p>${products([['Leinenkissen', '29,90 €', 'https://kiefer.test/p/kissen']])}`, footer: foot('Kiefer GmbH, Lindenstraße 12, 10969 Berlin, Tel. +49 30 5557 2210', 'Abmelden') }),
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-fr-bienvenue-code-au-paiement.eml', from: 'Lavande <bonjour@lavande.test>', subject: 'Bienvenue chez Lavande',
    html: layout({ lang: 'fr', title: 'Lavande', brand: 'Lavande', body: `<p>Votre compte est créé, bienvenue !</p><p>Saisissez 305 861 au moment du paiement pour obtenir 15 % de remise. Offre valable 30 minutes.</p>${products([['Savon au miel', '8,50 €', 'https://lavande.test/p/savon']])}`, footer: foot('Lavande SAS, 4 rue des Lices, 84000 Avignon, tél. +33 4 90 55 01 22', 'Se désabonner') }),
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-pt-boas-vindas-apresente-no-caixa.eml', from: 'Caju Store <oi@cajustore.test>', subject: 'Boas-vindas ao clube Caju',
    html: layout({ lang: 'pt', title: 'Caju', brand: 'Caju Store', body: `<p>Seu cadastro no clube está ativo.</p><p>Apresente 583 016 no caixa de qualquer loja e ganhe 15% de desconto. Válido por 24 horas.</p>${products([['Camiseta', 'R$ 79,90', 'https://cajustore.test/p/camiseta']])}`, footer: foot('Caju Store Ltda., Rua Augusta, 1508, São Paulo - SP, 01304-001, tel. (11) 5555-0143', 'Descadastrar') }),
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-signup-button-item-numbers.eml', from: 'Olive & Oak <hello@oliveoak.test>', subject: 'Activate your Olive & Oak account',
    html: layout({ title: 'Olive & Oak', brand: 'Olive &amp; Oak', body: `<p>Welcome! Save 15% this week with code OAK15.</p>${button('https://oliveoak.test/account/activate?k=oo_5Rk2q9Wm7Tz3Lx0', 'Activate account')}<p>Item 402918 Oak board - $64.00<br>Item 402931 Olive bowl - $38.00</p>`, footer: foot('Olive &amp; Oak, 18 Vine St, Napa CA 94559 · (707) 555-0139') }),
    expect: linkOnly('https://oliveoak.test/account/activate?k=oo_5Rk2q9Wm7Tz3Lx0'),
  }),
  mail({
    family: 'decoy', file: 'dv7-en-verify-heading-over-coupon-text.eml', from: 'Marrowby <hello@marrowby.test>', subject: 'Welcome to Marrowby', transfer: '7bit',
    text: `Welcome to Marrowby!\n\nConfirm your address here: https://marrowby.test/verify?t=mb_4Lq8Zx2Wk9Tp7Rn3\n\nVERIFY YOUR EMAIL AND SAVE 15%\nEnter 482019 at checkout to get 15% off once your email is verified. (It expires in 30 minutes.)\n\nCanvas tote  $38.00\n\nMarrowby, 2200 Division St, Portland OR 97202\n(503) 555-0182\n\nUnsubscribe: https://marrowby.test/unsubscribe?u=77\n`,
    expect: linkOnly('https://marrowby.test/verify?t=mb_4Lq8Zx2Wk9Tp7Rn3'),
  }),
  mail({
    family: 'decoy', file: 'dv7-en-one-last-step-text-loyalty.eml', from: 'Tidewell <hello@tidewell.test>', subject: 'Welcome to Tidewell Rewards', transfer: '7bit',
    text: `Welcome to Tidewell Rewards!\n\nONE LAST STEP: add your card to your wallet\nShow 90531 at the till to collect points on every order.\n\nSea salt scrub  $26.00\n\nTidewell Co., 41 Wharf St, Charleston SC 29401. 843-555-0190\nUnsubscribe: https://tidewell.test/unsubscribe?u=5\n`,
    expect: none,
  }),
];

// "<Brand> - <code>" as the first line, a sentence below saying what it is for.
const terse = [
  mail({
    family: 'unlabeled', file: 'dv7-en-terse-brand-dash-log-in.eml', from: 'Kestrel <no-reply@kestrel.test>', subject: 'Log in to Kestrel', transfer: '7bit',
    text: `Kestrel - 590427\nUse this to log in. Expires at 10:45 UTC.\n`,
    expect: codeOnly('590427'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-terse-emdash-sign-in.eml', from: 'Tern <auth@tern.test>', subject: 'Sign in to Tern', charset: 'utf-8',
    text: `Tern — 318 942\nEnter it to sign in. Valid for 10 minutes.\n`,
    expect: codeOnly('318942'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-terse-html-en-dash.eml', from: 'Plover <login@plover.test>', subject: 'Your Plover login', charset: 'utf-8',
    html: `<html><body style="font-family:Arial,sans-serif"><p>Plover – 604821</p><p>Use this to sign in. It expires in 15 minutes.</p></body></html>`,
    expect: codeOnly('604821'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-terse-pipe-verify.eml', from: 'Anchorly <verify@anchorly.test>', subject: 'Verify your email', transfer: '7bit',
    text: `Anchorly | 482 019\nUse this to verify your email. Expires in 1 hour.\n`,
    expect: codeOnly('482019'),
  }),
  mail({
    family: 'alnum', file: 'dv7-en-terse-alnum-sign-in.eml', from: 'Wren <no-reply@wren.test>', subject: 'Sign in to Wren', transfer: '7bit',
    text: `Wren - K7P-2QX\nUse this to sign in. Expires at 09:15 UTC.\n`,
    expect: codeOnly('K7P-2QX'),
  }),
  utf8({
    family: 'languages', file: 'dv7-de-knapp-marke-strich.eml', from: 'Kobold <anmeldung@kobold.test>', subject: 'Anmeldung bei Kobold',
    text: `Kobold - 730518\nDamit meldest du dich an. Gültig bis 10:45 Uhr.\n`,
    expect: codeOnly('730518'),
  }),
  utf8({
    family: 'languages', file: 'dv7-es-breve-marca-guion.eml', from: 'Garza <acceso@garza.test>', subject: 'Inicia sesión en Garza',
    text: `Garza - 261947\nÚsalo para iniciar sesión. Caduca a las 10:45 UTC.\n`,
    expect: codeOnly('261947'),
  }),
  utf8({
    family: 'languages', file: 'dv7-fr-bref-marque-tiret.eml', from: 'Héron <connexion@heron.test>', subject: 'Connexion à Héron',
    text: `Héron - 845 302\nUtilisez-le pour vous connecter. Il expire dans 10 minutes.\n`,
    expect: codeOnly('845302'),
  }),
  utf8({
    family: 'languages', file: 'dv7-pt-curto-marca-traco.eml', from: 'Sabiá <acesso@sabia.test>', subject: 'Entrar no Sabiá',
    text: `Sabiá - 519 630\nUse para entrar. Expira às 10:45 UTC.\n`,
    expect: codeOnly('519630'),
  }),
];

// "<Brand> - <number>" that is a receipt, a booking, a bib, points or a voucher.
const terseDecoys = [
  mail({
    family: 'decoy', file: 'dv7-en-terse-receipt-order.eml', from: 'Kestrel <orders@kestrel.test>', subject: 'Your Kestrel receipt', transfer: '7bit',
    text: `Kestrel - 302918\nThanks for your order. Total $42.10. We'll email you when it ships.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-table-booked.eml', from: 'Olive Kitchen <bookings@olivekitchen.test>', subject: 'Table booked at Olive Kitchen', transfer: '7bit',
    text: `Olive Kitchen - 48213\nYour table for 4 is booked for Friday at 19:30. Show this number when you arrive.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-table-for-four.eml', from: 'Olive Kitchen <bookings@olivekitchen.test>', subject: 'See you Friday', transfer: '7bit',
    text: `Your table for 4 - 19:30\nOlive Kitchen, 12 Quay St. Reply to change your booking.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-log-in-statement-year.eml', from: 'Kestrel <statements@kestrel.test>', subject: 'Log in to see your Kestrel statement', transfer: '7bit',
    text: `Kestrel - 2026 statement\nLog in to view your annual statement. It is available until 31 January.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-bib-number.eml', from: 'Harbour 10K <race@harbour10k.test>', subject: 'Your race pack', transfer: '7bit',
    text: `Harbour 10K - 48213\nThat's your bib number. Use it to collect your pack at the start village before 08:30.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-sign-in-points.eml', from: 'Tern <rewards@tern.test>', subject: 'Sign in to Tern to spend your points', transfer: '7bit',
    text: `Tern - 1482 points\nLog in to spend them before they expire at 23:59 on Sunday.\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-terse-voucher.eml', from: 'Plover <offers@plover.test>', subject: 'Your Plover voucher', transfer: '7bit',
    text: `Plover - 604821\nUse this at checkout for 10% off. Expires at midnight.\n`,
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-de-knapp-bestellung.eml', from: 'Kobold <bestellung@kobold.test>', subject: 'Deine Bestellung bei Kobold',
    text: `Kobold - 730518\nVielen Dank für deine Bestellung. Wir melden uns, sobald sie versandt ist.\n`,
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-es-breve-pedido.eml', from: 'Garza <pedidos@garza.test>', subject: 'Tu pedido está en camino',
    text: `Garza - 261947\nTu pedido sale hoy. Llegará el jueves antes de las 14:00.\n`,
    expect: none,
  }),
];

// A CLI or device login: "if you didn't …, revoke / review / sign out at <link>" is no verification link.
const cli = [
  mail({
    family: 'alnum', file: 'dv7-en-cli-login-revoke-text.eml', from: 'Dockhand <security@dockhand.test>', subject: '[Dockhand] Confirm CLI login', transfer: '7bit',
    text: `Hi sam,\n\nSomeone is logging in to Dockhand from the command line on a Linux machine (203.0.113.7).\n\nCheck that your terminal shows the same confirmation code, then type it to finish:\n\nq7d-2mx-k9r\n\nIf you didn't run 'dockhand login', revoke the session from https://dash.dockhand.test/settings/sessions.\n\nThe Dockhand team\n`,
    expect: codeOnly('q7d-2mx-k9r'),
  }),
  mail({
    family: 'alnum', file: 'dv7-en-device-login-review-sessions-anchor.eml', from: 'Gantry <no-reply@gantry.test>', subject: 'Confirm your device login',
    html: layout({ title: 'Gantry', brand: 'Gantry', body: `<p>A new device wants to sign in to your Gantry account.</p><p>Make sure the device shows this code, then type it there:</p>${codeBox('HX4-92K')}<p>If you don't recognise this, <a href="https://app.gantry.test/account/sessions?focus=new">review your sessions</a> and change your password.</p>`, footer: foot('Gantry Inc., Oakland CA') }),
    expect: codeOnly('HX4-92K'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-login-code-revoke-button.eml', from: 'Cairn <security@cairn.test>', subject: 'Your Cairn login code',
    html: layout({ title: 'Cairn', brand: 'Cairn', body: `<p>Your login code: <b>482 017</b></p><p>It expires in 10 minutes.</p><p>Unrecognised sign-in?</p>${button('https://cairn.test/security/sessions/revoke?sid=cs_8Tq2Lm4Xz9Wk1Rp0', 'Revoke access', '#cf222e')}`, footer: foot('Cairn Ltd, Glasgow') }),
    expect: codeOnly('482017'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-code-review-devices-text.eml', from: 'Lantern <account@lantern.test>', subject: 'Your Lantern verification code', transfer: '7bit',
    text: `Your Lantern verification code is 705 218.\n\nWas this you? If not, review your devices at https://app.lantern.test/settings/devices?k=ld_9F2kQ7mX3pZ8 and sign out of any you don't know.\n`,
    expect: codeOnly('705218'),
  }),
  mail({
    family: 'links', file: 'dv7-en-approve-button-manage-sessions.eml', from: 'Lodestar <security@lodestar.test>', subject: 'Approve sign-in to Lodestar',
    html: layout({ title: 'Lodestar', brand: 'Lodestar', body: `<p>Someone is trying to sign in to your Lodestar account from Safari on macOS.</p>${button('https://lodestar.test/login/approve?req=ls_4Kx8Qm2Tz7Wp1Rn5', 'Approve sign-in')}<p>Didn't try to sign in? <a href="https://lodestar.test/settings/sessions?req=ls_4Kx8Qm2Tz7Wp1Rn5">Manage your sessions</a>.</p>`, footer: foot('Lodestar Labs, Dublin') }),
    expect: linkOnly('https://lodestar.test/login/approve?req=ls_4Kx8Qm2Tz7Wp1Rn5'),
  }),
  mail({
    family: 'links', file: 'dv7-en-magic-link-sign-out-everywhere.eml', from: 'Quayside <login@quayside.test>', subject: 'Your Quayside sign-in link', transfer: '7bit',
    text: `Hi,\n\nClick to sign in to Quayside (the link works once, for 15 minutes):\nhttps://quayside.test/auth/magic?token=qs_3Vb8Nk2Lm7Xq9Tz1\n\nIf you didn't ask for this, sign out everywhere: https://quayside.test/account/sign-out-all?token=qs_3Vb8Nk2Lm7Xq9Tz1\n`,
    expect: linkOnly('https://quayside.test/auth/magic?token=qs_3Vb8Nk2Lm7Xq9Tz1'),
  }),
  utf8({
    family: 'languages', file: 'dv7-de-cli-anmeldung-sitzung-beenden.eml', from: 'Kran <sicherheit@kran.test>', subject: '[Kran] CLI-Anmeldung bestätigen',
    text: `Hallo Jana,\n\njemand meldet sich über die Kommandozeile bei Kran an.\n\nPrüfe, ob dein Terminal denselben Bestätigungscode zeigt, und gib ihn dort ein:\n\nh4t-9wq-2pz\n\nFalls du 'kran login' nicht ausgeführt hast, beende die Sitzung unter https://konto.kran.test/einstellungen/sitzungen.\n`,
    expect: codeOnly('h4t-9wq-2pz'),
  }),
  utf8({
    family: 'languages', file: 'dv7-es-cli-revoca-la-sesion.eml', from: 'Grúa <seguridad@grua.test>', subject: '[Grúa] Confirma el inicio de sesión en la CLI',
    text: `Hola, Leo:\n\nComprueba que tu terminal muestra el mismo código de confirmación y escríbelo allí para terminar:\n\nw2k-7pd-m9x\n\nSi no ejecutaste 'grua login', revoca la sesión en https://panel.grua.test/ajustes/sesiones.\n`,
    expect: codeOnly('w2k-7pd-m9x'),
  }),
  utf8({
    family: 'languages', file: 'dv7-fr-cli-revoquez-la-session.eml', from: 'Grue <securite@grue.test>', subject: '[Grue] Confirmez la connexion de la CLI',
    text: `Bonjour,\n\nVérifiez que votre terminal affiche le même code de confirmation, puis saisissez-le pour terminer :\n\nz8m-3qt-k4v\n\nSi vous n'avez pas lancé « grue login », révoquez la session sur https://console.grue.test/parametres/sessions.\n`,
    expect: codeOnly('z8m-3qt-k4v'),
  }),
  mail({
    family: 'decoy', file: 'dv7-en-new-login-secure-account-only.eml', from: 'Dockhand <security@dockhand.test>', subject: '[Dockhand] A CLI session was started',
    html: layout({ title: 'Dockhand', brand: 'Dockhand', body: `<p>Someone logged in to Dockhand from the command line on a Linux machine (203.0.113.7) at 10:42 UTC.</p><p>If this was you, there's nothing to do. If you didn't run 'dockhand login', revoke the session now.</p>${button('https://dash.dockhand.test/settings/sessions/revoke?sid=dh_6Wq1Zx8Kp3Lm9Tn2', 'Revoke session', '#cf222e')}`, footer: foot('Dockhand Inc., Portland OR') }),
    expect: none,
  }),
];

// A meetings product's own sign-in and sign-up codes, and real meeting invitations that speak of signing in.
const meetingsProduct = [
  mail({
    family: 'unlabeled', file: 'dv7-en-meetings-product-sign-in-code.eml', from: 'Confab <no-reply@confab.test>', subject: 'Your Confab sign-in code', transfer: '7bit',
    text: `Hi Priya,\n\nYour verification code is 482 913. Enter it in the Confab app to sign in.\n\nOnce you're signed in you can join a meeting from your calendar or with a meeting ID, and start your own in one click.\n\nConfab, San Jose CA\n`,
    expect: codeOnly('482913'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-meetings-product-dial-in-tips.eml', from: 'Parley <account@parley.test>', subject: 'Sign in to Parley',
    html: layout({ title: 'Parley', brand: 'Parley', body: `<p>Your one-time code: <b>730 215</b></p><p>It expires in 10 minutes.</p><p><b>Get more from Parley</b></p><ul><li>Join meetings with one click from your calendar.</li><li>Dial-in numbers in 90 countries for when you're on the road.</li><li>Invite guests with a meeting ID and passcode.</li></ul>`, footer: foot('Parley Inc., Seattle WA') }),
    expect: codeOnly('730215'),
  }),
  utf8({
    family: 'languages', file: 'dv7-de-meeting-produkt-anmeldecode.eml', from: 'Confab <no-reply@confab.test>', subject: 'Dein Confab-Anmeldecode',
    text: `Hallo Jonas,\n\ndein Anmeldecode: 604 218\n\nMit Confab kannst du mit der Meeting-ID jedem Meeting beitreten oder Kollegen einladen.\n`,
    expect: codeOnly('604218'),
  }),
  utf8({
    family: 'languages', file: 'dv7-es-producto-reuniones-codigo.eml', from: 'Webcall <cuentas@webcall.test>', subject: 'Tu código de verificación de Webcall',
    text: `Hola:\n\nTu código de verificación de Webcall es 215 804.\n\nCon Webcall puedes unirte a una reunión con el ID de reunión o invitar a tu equipo.\n`,
    expect: codeOnly('215804'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-webinar-platform-verify-email.eml', from: 'Growthcamp <accounts@growthcamp.test>', subject: 'Verify your email to start hosting',
    html: layout({ title: 'Growthcamp', brand: 'Growthcamp', body: `<p>Welcome to Growthcamp!</p><p>Your verification code: <b>918 204</b></p><p>Once you're verified you can schedule webinars, invite attendees and share your webinar ID, dial-in numbers and passcode with them.</p>`, footer: foot('Growthcamp, Berlin') }),
    expect: codeOnly('918204'),
  }),
  mail({
    family: 'unlabeled', file: 'dv7-en-sign-in-to-join-named-meeting.eml', from: 'Confab <no-reply@confab.test>', subject: 'Your Confab verification code', transfer: '7bit',
    text: `Hi,\n\nThe host of meeting ID 845 2291 0473 asks participants to sign in before they join.\n\nYour verification code: 302 918\n\nEnter it in the sign-in window. It expires in 10 minutes.\n`,
    expect: codeOnly('302918'),
  }),
];

const meetingDecoys = [
  mail({
    family: 'decoy', file: 'dv7-en-invitation-sign-in-to-join.eml', from: 'Dana Ortiz (via Confab) <no-reply@confab.test>', subject: 'Dana Ortiz invited you to a Confab meeting', transfer: '7bit',
    text: `Dana Ortiz is inviting you to a scheduled Confab meeting.\n\nTopic: Roadmap review\nTime: 3 Dec 2026, 15:00 London\n\nPlease sign in to your Confab account to join.\nhttps://confab.test/j/84522910473?pwd=Zk2Lq8\n\nMeeting ID: 845 2291 0473\nPasscode: 604417\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-meeting-reminder-passcode.eml', from: 'Parley <reminders@parley.test>', subject: 'Reminder: Design review starts in 10 minutes',
    html: layout({ title: 'Parley', brand: 'Parley', body: `<p>Your meeting <b>Design review</b> starts in 10 minutes.</p>${button('https://parley.test/j/91244102281?tk=Pq81Zx4', 'Join meeting')}<p>Meeting ID: 912 4410 2281<br>Passcode: 518204</p>`, footer: foot('Parley Inc., Seattle WA') }),
    expect: none,
  }),
  utf8({
    family: 'decoy', file: 'dv7-de-einladung-anmelden-kenncode.eml', from: 'Jonas Weber <jonas@werkbank.test>', subject: 'Jonas Weber lädt Sie zu einem Meeting ein',
    text: `Jonas Weber lädt Sie zu einem geplanten Confab-Meeting ein.\n\nBitte melden Sie sich an, um dem Meeting beizutreten:\nhttps://confab.test/j/84522910473\n\nMeeting-ID: 845 2291 0473\nKenncode: 730215\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-passcode-subject-meeting.eml', from: 'Marco Ruiz <marco@harbourworks.test>', subject: "Passcode for Tuesday's call", transfer: '7bit',
    text: `Hi all,\n\nHere are the details for Tuesday's call.\n\nJoin: https://confab.test/j/38190244618\nMeeting ID: 381 902 446 18\nPasscode: 739201\n\nSee you there,\nMarco\n`,
    expect: none,
  }),
  mail({
    family: 'decoy', file: 'dv7-en-webinar-unique-access-code.eml', from: 'Ledgerly Events <events@ledgerly.test>', subject: "You're registered: Closing the books faster",
    html: layout({ title: 'Ledgerly', brand: 'Ledgerly', body: `<p>Thanks for registering. Join us on 4 December at 16:00 GMT.</p><p>Your unique access code: <b>518 204</b></p><p>Webinar ID: 912 4410 2281. Join from your browser or dial in: +44 20 3481 5237.</p>`, footer: foot('Ledgerly Ltd, London') }),
    expect: none,
  }),
];

// Written after the first rules of version 8, for the loosening of the meeting reading (an ID must give its number):
// an invitation that gives it in the next cell, and in the next line of its text part.
const late = [
  mail({
    family: 'decoy', file: 'dv7-en-invitation-id-in-next-cell.eml', from: 'Dana Ortiz (via Confab) <no-reply@confab.test>', subject: 'Roadmap review',
    text: `Dana Ortiz is inviting you to a scheduled Confab meeting.\nJoin meeting: https://confab.test/j/84522910473?pwd=Qm9xR2d3\nMeeting ID\n845 2291 0473\nPasscode\n739201\n`,
    html: `<html><body style="font-family:Arial,sans-serif"><p>Dana Ortiz is inviting you to a scheduled Confab meeting.</p><p><a href="https://confab.test/j/84522910473?pwd=Qm9xR2d3">Join meeting</a></p><table><tr><td>Meeting ID</td><td>845 2291 0473</td></tr><tr><td>Passcode</td><td>739201</td></tr></table></body></html>`,
    expect: none,
  }),
];

export default [...welcome, ...welcomeDecoys, ...terse, ...terseDecoys, ...cli, ...meetingsProduct, ...meetingDecoys, ...late];
