import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 76, each in other words than the held-out mail whose miss it answers (heldout166–169, opened).
const run = (subject: string, text: string) => extract({ subject, text, html: '' });

describe('codes', () => {
  it.each([
    // A newsletter that warns never to give a code away quotes a scam's code as its example.
    [
      'Remember: we never ask for your PIN',
      'Fraudsters are phoning customers and asking for the PIN we send.\n\nOne of their texts read:\n"NORTHBANK: Your payment of £212.00 is on hold. Reply with the PIN 570913 to release it."\n\nWe will never ask you for it. Report such calls to 0800 111 222.\n\nUnsubscribe: https://northbank.example/unsubscribe\n',
      null,
    ],
    [
      'Ne communiquez jamais votre code',
      'Lettre d’information - mars\n\nUn escroc peut vous envoyer ceci :\n> Votre code de confirmation est 730264. Ne le donnez à personne.\npuis vous demander de le lui lire.\n\nSe désinscrire : https://banque.example/desinscription\n',
      null,
    ],
    // A prefix and its digits alone on their line, the prefix named by the next line.
    [
      'Your Greenway sign-in',
      'Here is what you need to sign in to Greenway:\n\n  GW-604731\n\nThe screen already shows GW-, so type only the six digits after it.\nIt lasts 15 minutes.\n',
      '604731',
    ],
    [
      'Bevestig je aanmelding',
      'Je logt in op een nieuw apparaat.\n\nK-227510\n\nVul de 6 cijfers na K- in op het scherm. Dit kan tot 15 minuten na ontvangst.\n',
      '227510',
    ],
    // A code label above whose other noun names its own value in brackets.
    [
      'Ihr Aktivierungscode für SecureSign',
      'Sie haben die Aktivierung von SecureSign auf Ihrem Telefon beantragt. Ihr Aktivierungscode (Kundennummer: KD-2291-704) lautet:\nQM7T 4XR9\nGeben Sie ihn ohne Leerzeichen in der App ein.\n',
      'QM7T4XR9',
    ],
    // Capitals under a long paragraph whose last sentence asks to enter them in the app.
    [
      'Finish setting up your Oven & Co. account',
      'Spring pre-orders for collection on 12 and 13 April are open now, with hot cross buns and simnel cakes. To finish setting up your Oven & Co. account, enter this code in the app:\nPLMKTR\nLetters only; it is valid for 30 minutes.\n',
      'PLMKTR',
    ],
    // Capitals under "Use this code to verify …", with no colon.
    [
      'Verify your email address',
      'Use this code to verify your email address and finish opening your Tillpoint account for Café Noord.\nZQTRVB\nThis code expires in 1 hour.\n',
      'ZQTRVB',
    ],
    // The line above names an order by its own number; the line below uses the code.
    [
      'Your exchange code for order #KB-55120',
      'Start your exchange\nYou asked to exchange items from order #KB-55120 (placed 3 March 2025).\n3 8 1 6 2\nPaste it into the exchanges page to open your order. It stays valid for one hour.\n',
      '38162',
    ],
    // Dutch: the line below types "these digits" in the app to confirm the address.
    ['Nog één stap, Eva', 'Bijna klaar, Eva!\n5172\nTyp deze cijfers in de app om je e-mailadres te bevestigen.\n', '5172'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  const html = (subject: string, body: string) => extract({ subject, text: '', html: body });
  it.each([
    // A newsletter's link to look a fact up ("Confirm how it works").
    [
      'Summer launches: passkeys, device trust and $25 in credits',
      '<p>Passkeys, device trust and $25 in credits for your next app.</p><h2>Device trust for every team</h2><p>Sign-in codes are now sent only to new devices: verify a laptop once and we will ask for a fresh 6-digit code only when it matters.</p><p><a href="https://e.espmail.example/e/c/eyJlbWFpbF9pZCI6IjEyMzQ1Njc4OTAiLCJocmVmIjoiaHR0cHM6Ly9kb2NzIn0">Confirm how it works in the guide →</a></p><p>You are receiving this because you have a Northwind account. <a href="https://northwind.example/unsubscribe">Unsubscribe</a></p>',
      null,
    ],
    // A code's mail whose one button sells.
    [
      'Your Greenbasket sign-in code',
      '<p>Your sign-in code is <b>518204</b>. It expires in 10 minutes.</p><p><a style="background:#0a0;padding:12px" href="https://click.greenbasket.example/ls/click?upn=u001.Qm9vZGxlcy1mb3ItYnJlYWtmYXN0">Browse this week’s recipes</a></p>',
      null,
    ],
    // A coupon to activate, the verb last.
    [
      'Ihr 15%-Gutschein wartet',
      '<p>Nur diese Woche: 15% auf Ihren Einkauf.</p><p><a style="background:#f60;padding:10px" href="https://t.news.example.ch/r/?id=a1b2c3,d4e5f6">Jetzt Gutschein aktivieren</a></p><p><a href="https://example.ch/abmelden">Abmelden</a></p>',
      null,
    ],
    // A forum's summary of its topics.
    [
      '[Maple Makers Forum] Summary',
      '<p>Popular topics since your last visit:</p><p><a href="https://forum.maplemakers.example/t/verify-your-glaze-recipe-before-firing/3310">Verify your glaze recipe before firing</a></p><p><a href="https://forum.maplemakers.example/my/preferences">Unsubscribe</a></p>',
      null,
    ],
  ])('%s', (subject, body, want) => expect(html(subject, body).verificationLink).toBe(want));
});

describe('links in words of other languages and steps', () => {
  it.each([
    // A forum's German activation ("… wenn du es über folgenden Link aktiviert hast:").
    [
      'Willkommen im „Terrarium-Forum“',
      'Dein Benutzerkonto ist noch inaktiv. Du kannst es erst benutzen, wenn du es über folgenden Link aktiviert hast:\nhttps://forum.terrarium.example/ucp.php?mode=activate&u=2210&k=9B1C7D02AE\n\nDanke für deine Registrierung.\n',
      'https://forum.terrarium.example/ucp.php?mode=activate&u=2210&k=9B1C7D02AE',
    ],
    // Recovering an account.
    [
      'Recover your account',
      'Hi mo_ri,\nPlease click the following link to recover your account within 3 hours:\nhttps://git.example.org/user/recover_account?code=8f3a9c1e2b7d4f60a5c8e1d3b9f7a2c4\nIf you did not request this, you can ignore this email.\n',
      'https://git.example.org/user/recover_account?code=8f3a9c1e2b7d4f60a5c8e1d3b9f7a2c4',
    ],
    // A French sign-in notice's "yes, allow the sign-in".
    [
      'Nouvelle connexion à votre compte Nuvola',
      'Une connexion à votre compte a été demandée depuis un nouvel appareil (Firefox, Lyon).\nS’il s’agit de vous :\nOui, autoriser la connexion : https://login.nuvola.example/device/approve/q81mz4k0ra9w2t7\nSinon, changez votre mot de passe.\n',
      'https://login.nuvola.example/device/approve/q81mz4k0ra9w2t7',
    ],
  ])('%s', (subject, text, want) => expect(extract({ subject, text, html: '' }).verificationLink).toBe(want));
});
