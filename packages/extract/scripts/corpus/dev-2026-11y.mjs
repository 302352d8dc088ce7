// Development mail, twenty-second round (files dv22-*, before the rules of extractor version 27), from the misses of
// heldout21, heldout23, heldout24 and heldout25 under version 26 (all four opened for this round; heldout26–29 were written
// before any rule changed and stay clean), each taken as a class in other words and senders, with twins: (a) a mail whose
// subject asks to verify, with a sale or shop wording below its digits; (b) "verify your email" beside a ticket or a
// booking in the subject; (c) digits in unequal groups, alone or after a label's colon; (d) a text part wrapped at a fixed
// width; (e) "That's what you'll type …" under a lone value; (f) tracking parameters that say "verify"; (g) a sign-in or
// password page beside a code, with nothing unique in its address; (h) "Disable your account" in a sign-in alert; (i) a
// page's slug as its one button; (j) "in order to activate"; (k) Czech and Slovak addresses; (l) a URL cut by the wrap.
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Wed, 9 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const button = (href, label) => `<p><a href="${href.replace(/&/g, '&amp;')}" style="display:inline-block;padding:12px 24px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${label}</a></p>`;

const saleBelow = [
  t('code-only', 'dv22-en-verify-subject-sale-below.eml', 'Streetbite <hello@streetbite.test>', 'Confirm your email, Jo', 'Welcome to Streetbite!\n\nConfirm your email so we can send receipts.\n\nType this code in the app: 604 118\n\nTHIS WEEK ONLY\nHalf price on all burritos. Use promo TACO50 at checkout.\n', codeOnly('604118')),
  t('code-only', 'dv22-en-verify-subject-checkout-box.eml', 'Pottery Barnacle <shop@barnacle.test>', 'Please verify your email address', 'Verify your email before your first order.\n\nOn another device? Put this code into the box on the checkout page: 275019\n\nFree delivery over $50.\n', codeOnly('275019')),
  t('decoy', 'dv22-en-sale-subject-code-checkout.eml', 'Pottery Barnacle <offers@barnacle.test>', 'Our winter sale starts now', 'Winter sale: 30% off everything.\n\nEnter this code at checkout: 275019\n', none),
];
const transactionSubject = [
  t('code-only', 'dv22-en-verify-email-buy-tickets.eml', 'Gigscape <accounts@gigscape.test>', 'Verify your email to start buying tickets', 'One more step. Enter this code to verify your email address:\n\n771 204\n\nON SALE NOW\nThe Lumineers | Fri 4 Apr | from $65\n', codeOnly('771204')),
  t('decoy', 'dv22-en-booking-confirmed-number.eml', 'Gigscape <tickets@gigscape.test>', 'Your tickets are confirmed', 'Your tickets are confirmed.\n\nBooking code: 771204\nThe Lumineers, Fri 4 Apr, doors 19:00.\n', none),
];
const unevenGroups = [
  t('unlabeled', 'dv22-en-uneven-groups-alone.eml', 'Vaultly <security@vaultly.test>', 'Approve your withdrawal', 'To approve sending 0.25 ETH, type this in the Vaultly app:\n\n61 40 528\n\nThis expires in 15 minutes.\n', codeOnly('6140528')),
  t('alnum', 'dv22-en-uneven-groups-after-label.eml', 'Northline Water <myaccount@northline.test>', 'Northline: one-time passcode', 'A one-time passcode was requested for your account.\n\nOne-time passcode:  3390 417\n\nIt can be used once within 20 minutes.\n', codeOnly('3390417')),
  t('decoy', 'dv22-en-uneven-phone-in-sentence.eml', 'Northline Water <care@northline.test>', 'Planned works on your street', 'We are replacing a main on your street on 14 May. Questions? Call 3390 417 between 9 and 5.\n', none),
];
const wrapped = [
  t('unlabeled', 'dv22-en-wrapped-sentence-colon.eml', 'Kestrel Rowing <membership@kestrel.test>', 'Kestrel Rowing - confirm your application', 'Dear Sam,\n\nThank you for applying to join Kestrel Rowing Club for the coming season.\nPlease type the following number into the membership form to confirm\nthat we can reach you at this address: 5082\n\nOur sort code is 20-11-54, account 60114822.\n', codeOnly('5082')),
  t('decoy', 'dv22-en-wrapped-account-number.eml', 'Kestrel Rowing <treasurer@kestrel.test>', 'Kestrel Rowing - your subscription', 'Dear Sam,\n\nThank you for paying your subscription for the coming season. For your\nrecords, the standing order goes to the club account, number: 60114822\n', none),
  t('alnum', 'dv22-en-wrapped-label-beside-ticket.eml', 'Helpwise <support@helpwise.test>', '[Helpwise] Re: locked out (#77120)', 'Hi Dana,\n\nBefore we can unlock the account on this ticket we need to confirm it is yours.\nPlease enter the security code below in the help centre (Request #77120 >\nVerify):\n\nQ7MXK2\n\nThe code is valid for 24 hours.\n', codeOnly('Q7MXK2')),
];
const whatYouType = [
  t('unlabeled', 'dv22-en-thats-what-youll-type.eml', 'Tramlink <account@tramlink.test>', 'A new phone was added', '', codeOnly('850413'), page('<p style="font-size:28px;font-weight:bold">850 413</p><p>↑ That’s what you’ll type on the Tramlink screen to confirm this new phone. It works for 5 minutes.</p>')),
  t('decoy', 'dv22-en-thats-what-you-paid.eml', 'Tramlink <receipts@tramlink.test>', 'Your top-up', '', none, page('<p style="font-size:28px;font-weight:bold">€ 20.00</p><p>That’s what you paid for your top-up on 4 May. Card ending 4471.</p>')),
];
const links = [
  t('code-only', 'dv22-en-utm-verify-home.eml', 'Matchpoint <noreply@matchpoint.test>', 'Verify your email address', '', codeOnly('7KQ2ZP'), page(`<p>Your verification code is <b>7KQ2ZP</b>.</p><p><a href="https://matchpoint.test/?utm_source=email&amp;utm_campaign=verify">Matchpoint</a></p>`)),
  t('code-only', 'dv22-es-utm-verificacion-curso.eml', 'Campus Sur <hola@campussur.test>', '804211 es tu código de verificación', '', codeOnly('804211'), page(`<p>Tu código de verificación es <b>804211</b>.</p><p>Mirá nuestro curso: <a href="https://campussur.test/cursos/python-inicial?utm_source=mail&amp;utm_medium=verificacion">Python inicial</a></p>`)),
  t('links', 'dv22-en-utm-on-token-link.eml', 'Matchpoint <noreply@matchpoint.test>', 'Confirm your email', '', linkOnly('https://matchpoint.test/confirm?t=mp9Kx2Lq7Wz4Rt8Vn3&utm_source=email&utm_campaign=verify'), page(`<p>Confirm your address to finish signing up.</p>${button('https://matchpoint.test/confirm?t=mp9Kx2Lq7Wz4Rt8Vn3&utm_source=email&utm_campaign=verify', 'Confirm email')}`)),
  t('unlabeled', 'dv22-en-code-beside-portal-login.eml', 'Riverside Clinic <portal@riverside.test>', 'Riverside Clinic: confirm it is you', '', codeOnly('392018'), page(`<p>Please use 392018 to confirm it is you. It expires in 10 minutes.</p>${button('https://portal.riverside.test/MyPortal/', 'Log in to MyPortal')}`)),
  t('languages', 'dv22-hi-code-beside-password-page.eml', 'RailSeva <noreply@railseva.test>', 'RailSeva: लॉगिन के लिए आपका OTP', 'आपका OTP 640217 है। यह 10 मिनट के लिए मान्य है।\n\nअपना पासवर्ड बदलें: https://www.railseva.test/account/password/change?src=otp_mail\n', codeOnly('640217')),
  t('decoy', 'dv22-en-login-alert-disable-account.eml', 'Tradex <security@tradex.test>', '[Tradex] Login attempted from a new IP address', '', none, page(`<p>A login to your account was attempted from 185.107.56.201.</p><p>If this was not you, disable your account now.</p>${button('https://www.tradex.test/my/security/account/disable?e=dHJhZGVy&t=1739936485', 'Disable Your Account')}`)),
  t('unlabeled', 'dv22-en-code-beside-news-slug.eml', 'Runequest <hello@runequest.test>', 'Almost there! Finish creating your Runequest account', '', codeOnly('51730'), page(`<p>Type this in the game to finish creating your account:</p><p style="font-size:30px;font-weight:bold">51730</p>${button('https://runequest.test/news/season-4-2-winterfall', 'SEASON 4.2 IS LIVE')}`)),
  t('links', 'dv22-en-forum-in-order-to-activate.eml', 'Luthier Forum <forum@luthiers.test>', 'Welcome to "Luthier Forum"', 'Please keep this email for your records.\n\nPlease visit the following link in order to activate your account:\n\nhttps://community.luthiers.test/ucp.php?mode=activate&u=5521&k=Q9X2M7K4PZ\n\nThank you for registering.\n', linkOnly('https://community.luthiers.test/ucp.php?mode=activate&u=5521&k=Q9X2M7K4PZ')),
  t('decoy', 'dv22-en-order-status-link.eml', 'Luthier Supply <orders@luthiers.test>', 'Your order has shipped', 'Track your order here:\n\nhttps://shop.luthiers.test/account/orders?id=Q9X2M7K4PZ\n', none),
  t('languages', 'dv22-cs-overeni-odkaz.eml', 'Městská knihovna Opava <katalog@knihovna-opava.test>', 'Ověření e-mailové adresy', 'Dobrý den,\n\npro dokončení registrace potřebujeme ověřit Vaši e-mailovou adresu.\n\nKlikněte prosím na následující odkaz:\n\nhttps://katalog.knihovna-opava.test/registrace/overeni?ctenar=5521&t=a91c0e7f2b3d\n', linkOnly('https://katalog.knihovna-opava.test/registrace/overeni?ctenar=5521&t=a91c0e7f2b3d')),
  t('links', 'dv22-en-url-cut-by-wrap.eml', 'Harbour Sailing Club <secretary@harboursail.test>', 'Harbour Sailing Club - please confirm your email address', 'Dear Alex,\n\nPlease click on the link below, or copy it into your browser, to confirm your\nemail address:\n\nhttps://members.harboursail.test/index.php?page=register&action=confirm&me\nmber=H-2026-0077&hash=9c2e41b07d35a8e6f0b1c7d2\n\nIf you did not apply you can ignore this message.\n', linkOnly('https://members.harboursail.test/index.php?page=register&action=confirm&member=H-2026-0077&hash=9c2e41b07d35a8e6f0b1c7d2')),
];

export default [...saleBelow, ...transactionSubject, ...unevenGroups, ...wrapped, ...whatYouType, ...links];
