// Development mail, thirty-second round (files dv32-*, before the rules of extractor version 37), from the misses and false
// answers of heldout62–65 under version 36 (all four opened for this round; heldout66–69 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) a mobile-money receipt's transaction,
// "Confirmed"; (b) "Auth. code" and a bank's branch code; (c) a Persian trip code; (d) a code's groups each in its own
// cell; (e) "No need to type the dashes"; (f) a friend's request confirmed; (g) "Change your password" and "Shop deals"
// beside a code; (h) a PIN reset, an Urdu password reset; (i) "Pop it into the … screen"; (j) "enter the confirmation
// number on the sign-in page"; (k) a browser's extension; "Yes, approve device"; (l) approving a pay run.
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sat, 19 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const approve = 'https://vaultly.test/device/approve?req=dv_01JB7Y3M8Q4T5H6Z2K9W&sig=ZGV2aWNlLWFw';

export default [
  t('decoy', 'dv32-en-mobile-money-confirmed.eml', 'Cashwave <receipts@cashwave.test>', 'QK47XZ2M9T Confirmed: you paid KES 1,200.00', 'QK47XZ2M9T Confirmed. You paid KES 1,200.00 to CITY GROCERS on 14/3/25 at 6:42 PM. New balance KES 8,874.50.\n', none),
  t('decoy', 'dv32-it-card-receipt-auth-code.eml', 'Farmacia Centrale <cassa@farmacia.test>', 'Ricevuta di pagamento / Receipt', 'Pagamento con carta / Card payment\nVISA **** 4417\nAuth. code:  562209\nRisposta: 00 APPROVATA\n', none),
  t('decoy', 'dv32-en-branch-code-statement.eml', 'Parkside Lettings <rent@parkside.test>', 'Rent statement May 2025', 'Banking details: Parkside Trust Account, branch code 198765, account no. 62841193057.\nPlease use reference PARK-7B.\n', none),
  t('decoy', 'dv32-fa-trip-code.eml', 'سفرینو <no-reply@safarino.test>', 'رسید سفر شما', 'از اینکه با سفرینو سفر کردید متشکریم.\nکد سفر: S-4417210\nمبلغ کل: ۱۲۰٬۰۰۰ تومان\n', none),
  t('alnum', 'dv32-en-group-cells.eml', 'Tunnelbox <no-reply@tunnelbox.test>', 'Activate Tunnelbox on your TV', '', codeOnly('QW7K2M9T'), page('<p>Open the app on your TV and enter this activation code when prompted:</p><table><tr><td style="font-size:28px;font-weight:bold">QW7K</td><td style="font-size:28px;font-weight:bold">2M9T</td></tr></table><p>Leave out the space. This code works once.</p>')),
  t('alnum', 'dv32-en-no-need-dashes.eml', 'Orbit Mobile <no-reply@orbitmobile.test>', 'Confirm your email - My Orbit', 'Copy the confirmation code below into the app:\n\n7HG-2KQ-9WX\n\n(No need to type the dashes.) It expires in 30 minutes.\n', codeOnly('7HG2KQ9WX')),
  t('decoy', 'dv32-en-friend-request-confirm.eml', 'Chatterly <notify@chatterly.test>', 'You have 2 new friend requests', '', none, page('<p>Ana Silva sent you a friend request.</p><p><a href="https://www.chatterly.test/n/?friends%2Frequests&amp;profile_id=1000888&amp;action=confirm&amp;mid=61f2e0b1cG5af4">Confirm request</a></p>')),
  t('unlabeled', 'dv32-en-change-password-beside-code.eml', 'Streamix <info@streamix.test>', 'Your sign-in code', '', codeOnly('4729'), page('<p>Enter this code on your TV to sign in:</p><p style="font-size:30px;font-weight:bold">4729</p><p>If this wasn\'t you, <a href="https://www.streamix.test/password?g=7c4a1e0b-2d9f-4e33&amp;lkid=URL_CHANGE_PW">Change your password</a>.</p>')),
  t('links', 'dv32-en-reset-library-pin.eml', 'Eastvale Libraries <noreply@eastvale.test>', 'Reset your library PIN', '', linkOnly('https://eastvale.librarycat.test/cgi-bin/reset-pin?borrower=21900700552&token=9c7e5d1b9a8f4e2d'), page('<p>We received a request to reset the PIN for library card ending 0552.</p><p><a href="https://eastvale.librarycat.test/cgi-bin/reset-pin?borrower=21900700552&amp;token=9c7e5d1b9a8f4e2d">Reset my PIN</a></p>')),
  t('languages', 'dv32-ur-password-reset.eml', 'Kamai <no-reply@kamai.test>', 'اپنا پاس ورڈ دوبارہ ترتیب دیں', 'نیا پاس ورڈ بنانے کے لیے یہ لنک کھولیں:\nhttps://kamai.test/account/reset-password?token=pk_rst_71c9e2a4f0b8d73e&uid=92001\n', linkOnly('https://kamai.test/account/reset-password?token=pk_rst_71c9e2a4f0b8d73e&uid=92001')),
  t(
    'unlabeled',
    'dv32-en-pop-it-into.eml',
    'Grillhouse <hello@grillhouse.test>',
    'Is this you?',
    '',
    codeOnly('504183'),
    page('<p>Before we fire up the grill for your first order, we need to check this is your email.</p><p>Here it is:</p><p style="font-size:28px"><b>5 0 4 1 8 3</b></p><p>Pop it into the checkout screen. It will expire in 10 minutes.</p>'),
  ),
  t('code-link', 'dv32-en-confirmation-number-sign-in.eml', 'Fleetly Console <no-reply@fleetly.test>', 'Confirm your Fleetly Console sign-in', 'To continue, click the link to confirm it\'s you:\n  https://console.fleetly.test/login/email-confirm?c=Q2FzdGVsbGFu&n=8f41b2\n\nIf the link doesn\'t open, enter the confirmation number on the sign-in page instead:  207 519\n', codeLink('207519', 'https://console.fleetly.test/login/email-confirm?c=Q2FzdGVsbGFu&n=8f41b2')),
  t('code-link', 'dv32-en-browser-extension-approve-device.eml', 'Vaultly <security@vaultly.test>', 'New device wants access to your vault', '', codeLink('663018', approve), page(`<p>A sign-in was requested from a device we don't recognise.</p><p><a href="${approve}">Yes, approve device</a></p><p>or type this code into the browser extension: <b>66 30 18</b></p>`)),
  t('unlabeled', 'dv32-en-approve-pay-run.eml', 'Payline <approvals@payline.test>', 'Approve pay run PR-2025-12-A (Tui & Kea Ltd)', 'Total net: NZD 88,402.16\n\nUse 5520 8193 to approve this pay run in Payline.\n', codeOnly('55208193')),
];
