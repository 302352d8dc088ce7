// Development mail, twenty-fourth round (files dv24-*, before the rules of extractor version 29), from the misses of
// heldout30–33 under version 28 (all four opened for this round; heldout34–37 were being written by outside authors and
// stay clean) and from the review of versions 27 and 28 (src/review-v28.test.ts), each taken as a class in other words,
// with twins: (a) voicemail transcripts reading digits with pauses, words in several languages, or commas across a wrap;
// (b) "it's in the subject line", "the number you need is in the subject"; (c) a middle dot between pairs; a bare "10 min"
// under a lone value, and an expiry line after a middle dot; (d) "X -- that's the number to …"; (e) "Valid for 10 minutes"
// under a lowercase code in a sale mail; (f) "Put the ten characters above into …"; (g) a line ending in a verb of entering
// above a lone value, with labelled numbers further up (not yet answered); (h) "Hasło jednorazowe"; (j) links:
// "authorize this device" in a sign-in notice; "Your confirmation is available" names a document.
import { codeOnly, codeLink, none } from './card.mjs';
const mail = (m) => ({ date: 'Fri, 11 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const box = (v) => `<p style="font-size:32px;font-weight:bold;letter-spacing:4px">${v}</p>`;

const voice = [
  t('unlabeled', 'dv24-en-voicemail-pauses.eml', 'Ringo Voice <voicemail@ringo.test>', 'New voicemail (0:19)', 'Transcription:\n"This is Brightpay. Here are your digits: six ... one ... zero ... four ... two ... eight. Once more: 6, 1, 0, 4,\n2, 8. Goodbye."\n', codeOnly('610428')),
  t('unlabeled', 'dv24-en-voicemail-comma-groups.eml', 'Ringo Voice <voicemail@ringo.test>', 'Voice message (0:22)', 'Transcription:\n"Hello, this is Kyoto Stay with your sign-in verification. Please enter: 3 0 8,\n1 6 5. Again: 3 0 8, 1 6 5. Goodbye."\n', codeOnly('308165')),
  t('languages', 'dv24-es-buzon-voz-palabras.eml', 'Movilia <buzon@movilia.test>', 'Nuevo mensaje de voz', 'Transcripción:\n"Hola, le llama Banco Sur. Su código de verificación es: cinco, cero, ocho, uno, seis, tres. Repito: cinco, cero, ocho, uno, seis, tres."\n', codeOnly('508163')),
  t('decoy', 'dv24-en-voicemail-phone-words.eml', 'Ringo Voice <voicemail@ringo.test>', 'New voicemail from Dana', 'Transcript: "Hi, it\'s Dana, call me back when you can, thanks."\n', none),
];
const subjectOnly = [
  t('unlabeled', 'dv24-en-subject-its-in-the-subject.eml', 'Cartly <hello@cartly.test>', '604118 · Cartly', '', codeOnly('604118'), page('<p>Look up — it’s in the subject line. Pop those six digits into the Cartly app to finish signing in.</p><p>Good for 10 minutes.</p>')),
  t('unlabeled', 'dv24-en-subject-number-you-need.eml', 'Ferro Bank <alerts@ferro.test>', '553019 – Ferro online banking', '', codeOnly('553019'), page('<p>We’ve put the number you need in the subject line of this email.</p><p>It expires 5 minutes after it was sent.</p>')),
  t('decoy', 'dv24-en-subject-order-number.eml', 'Cartly <orders@cartly.test>', 'Order 604118 · Cartly', '', none, page('<p>Your order number is in the subject line of this email. Keep it for returns.</p>')),
];
const boxes = [
  t('unlabeled', 'dv24-en-pairs-middle-dot.eml', 'Breezy Air <hello@breezy.test>', 'Your purifier wants to join your account', '', codeOnly('471928'), page('<p>On the purifier’s display, confirm each pair:</p>' + box('47 · 19 · 28') + '<p>Three pairs, in this order.</p>')),
  t('unlabeled', 'dv24-en-lone-box-bare-minutes.eml', 'Hopbasket <hi@hopbasket.test>', 'Hop back in', '', codeOnly('390274'), page('<p>Hop back in 🐇</p>' + box('390274') + '<p>10 min</p><p>First 3 deliveries free with HOP3FREE</p>')),
  t('unlabeled', 'dv24-en-expiry-after-middle-dot.eml', 'Curry Leaf <orders@curryleaf.test>', 'Checkout: one more step', '', codeOnly('662018'), page('<p>Hi Asha, here you go:</p>' + box('662018') + '<p>Good for 10 minutes · Order #CL-20931 waiting at checkout</p>')),
  t('alnum', 'dv24-en-lowercase-valid-minutes-sale.eml', 'Basketly <hi@basketly.test>', 'Almost there', '', codeOnly('r8k2pq'), page('<p>Almost there</p>' + box('r8k2pq') + '<p>Valid for 10 minutes (lowercase).</p><p>Weekend deals: strawberries 2 for $6 with code FRESH35.</p>')),
  t('decoy', 'dv24-en-dotted-time-table.eml', 'Breezy Air <hello@breezy.test>', 'Your filter report', '', none, page('<p>Usage this week</p><p>12 · 14 · 19 hours</p><p>Replace the filter in 5 weeks.</p>')),
];
const named = [
  t('unlabeled', 'dv24-en-dash-thats-the-number.eml', 'Tillbox <noreply@tillbox.test>', 'Link your new till', '402 619 -- that\'s the number to punch in on the Tillbox app to link this tablet to your account.\n\nIt stays valid until 09:45.\n', codeOnly('402619')),
  t('unlabeled', 'dv24-en-dash-thats-your-pass.eml', 'Shopwise Rewards <rewards@shopwise.test>', 'Your one-time pass', '', codeOnly('738201'), page('<p style="font-size:28px;font-weight:bold">738201 — that’s your one-time pass for Shopwise Rewards.</p><p>It’s good for 5 minutes at the self-checkout.</p>')),
  t('decoy', 'dv24-en-dash-thats-your-balance.eml', 'Shopwise Rewards <rewards@shopwise.test>', 'Your points', '8032 -- that\'s your points balance this month.\n', none),
  t('alnum', 'dv24-en-characters-above.eml', 'Chatterly <noreply@chatterly.test>', 'One more step', 'Chatterly needs one more step\nbefore it lets you in:\n\nR7KQ2M9XW4\n\nPut the ten characters above into the "Two-factor" field.\n', codeOnly('R7KQ2M9XW4')),
  t('languages', 'dv24-pl-haslo-jednorazowe.eml', 'Bank Odra <bank@odra.test>', 'Potwierdź przelew na kwotę 1 200,00 PLN', 'Operacja nr 3\nHasło jednorazowe: 60137254\n\nZanim wpiszesz hasło, sprawdź numer rachunku.\n', codeOnly('60137254')),
];
const links = [
  t('code-link', 'dv24-en-authorize-device-notice.eml', 'Orbix <security@orbix.test>', 'New device sign-in', 'A new device is trying to sign in.\n\nIf this was you, authorize this device:\nhttps://accounts.orbix.test/device/approve?req=dv_8Hk2Qp9LmN4x&sig=4f9a0c12be77\n\nor enter 83140622 in the app.\n', codeLink('83140622', 'https://accounts.orbix.test/device/approve?req=dv_8Hk2Qp9LmN4x&sig=4f9a0c12be77')),
  t('decoy', 'dv24-en-confirmation-is-available.eml', 'Tallyline <confirms@tallyline.test>', 'Trade executed: BUY 250 NVTX', 'Your order was executed.\n\nYour official confirmation is available in the Documents center:\nhttps://trade.tallyline.test/documents/confirms?d=20250318\n', none),
];

export default [...voice, ...subjectOnly, ...boxes, ...named, ...links];
