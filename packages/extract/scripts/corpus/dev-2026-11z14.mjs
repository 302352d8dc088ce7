// Development mail, thirty-sixth round (files dv36-*, before the rules of extractor version 42), from the false codes and
// misses of heldout78–81 under version 41 (all four opened for this round; heldout82–85 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) the "<#>" of an SMS retriever;
// (b) Malaysia's "TAC" and a device's registration, which is no sign-in notice; (c) the number in the subject named by
// the body with its purpose; (d) an approval code a sign-in asks for; (e) a Hebrew password reset; (f) a value typed into a
// box "to continue creating"; (g) a value in a drawn box, "the thing in the box"; (h) "(6 characters, letters and
// numbers)" under a value; (i) "-- or --" before a link; (j) a reservation code; (k) a parent's approval; (l) keycap
// digits; (m) three groups of five; (n) an employer's code; (o) a request's id in the subject; (p) a code that authorises
// "this transaction".
import { codeOnly, codeLink, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Wed, 23 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  // (a)
  t('unlabeled', 'dv36-en-sms-retriever.eml', 'Vendaval <sms@vendaval.test>', 'SMS from Vendaval', '<#> 551902 is your Vendaval code. Do not share it. Kq8+2VxWmZa\n', codeOnly('551902')),
  t('decoy', 'dv36-en-order-hash-shipped.eml', 'Vendaval <orders@vendaval.test>', 'Order shipped', 'Your order #55190 has shipped and arrives on Friday.\n', none),
  // (b)
  t('code-link', 'dv36-ms-tac-new-device.eml', 'Bank Cahaya <noreply@bankcahaya.test>', 'Daftar peranti baharu / Register new device', 'You are registering a new device (Galaxy S24) for Cahaya Online.\nYour TAC is 730418. Valid for 3 minutes.\nAlternatively, verify this device by opening the link below on the same device:\nhttps://secure.bankcahaya.test/ib/device/verify?tkn=5c2e91a0d4b7&lang=en\n\nTAC anda ialah 730418. Sah selama 3 minit.\n', codeLink('730418', 'https://secure.bankcahaya.test/ib/device/verify?tkn=5c2e91a0d4b7&lang=en')),
  t('decoy', 'dv36-en-new-device-signed-in.eml', 'Bank Cahaya <noreply@bankcahaya.test>', 'New device signed in', 'A new device (Galaxy S24) signed in to Cahaya Online on 23 Dec at 10:02.\nIf this was not you, review your devices: https://secure.bankcahaya.test/ib/devices?s=8812aa\n', none),
  // (c)
  t('unlabeled', 'dv36-id-subject-number.eml', 'DompetKu <no-reply@dompetku.test>', '[DompetKu] 604729', 'Hai Budi,\n\nGunakan angka di judul email ini untuk melanjutkan masuk ke DompetKu.\nUse the number in the subject line of this email to finish signing in. Valid for 3 minutes.\n\nPT Dompet Digital - Jl. Thamrin 10, Jakarta 10230\n', codeOnly('604729')),
  // (d)
  t('alnum', 'dv36-en-approval-code-sign-in.eml', 'Vaultline <security@vaultline.test>', 'Action needed: approve sign-in from 198.51.100.4', 'Approve sign-in from a new network\n\nSomeone signed in as m.ortiz from an address that is not on the allowlist yet.\nTo let this sign-in continue, enter the approval code in the Vaultline console:\n\nApproval code: QX4M8T2R\nIP address: 198.51.100.4\nLocation: Lisbon, PT (AS3243)\n\nThe code expires in 20 minutes.\n', codeOnly('QX4M8T2R')),
  t('decoy', 'dv36-en-card-approval-code.eml', 'Café Norte <receipts@cafenorte.test>', 'Your receipt from Café Norte', 'Thank you for your visit.\n\nTotal: EUR 14.20\nCard: VISA ****4412\nApproval code: 093741\n', none),
  // (e)
  t('languages', 'dv36-he-reset-link.eml', 'Kesefly <no-reply@kesefly.test>', 'איפוס סיסמה לחשבון Kesefly', 'שלום דנה,\n\nקיבלנו בקשה לאפס את הסיסמה לחשבון שלך.\nכדי לבחור סיסמה חדשה, היכנסו לקישור:\nhttps://secure.kesefly.test/password/reset/Zk28QpLm0wXyTr5vBn7Ha?locale=he\n\nהקישור תקף לשעה אחת.\n', linkOnly('https://secure.kesefly.test/password/reset/Zk28QpLm0wXyTr5vBn7Ha?locale=he')),
  // (f)
  t('unlabeled', 'dv36-en-type-into-box-continue.eml', 'Hookform <hello@hookform.test>', 'One last step to create your endpoint', 'One last step\n\nType 40918 into the box on your screen to continue creating your form endpoint.\n\nPlan: Starter (250 submissions/month)\n', codeOnly('40918')),
  // (g)
  t('alnum', 'dv36-en-ascii-box-thing.eml', 'Stormhold <accounts@stormhold.test>', '[Stormhold] Verify your account', 'You just created a Stormhold account with this email. Verify it to unlock ranked play.\n\n   +--------------------------+\n   |                          |\n   |        7QK3ZP9M          |\n   |                          |\n   +--------------------------+\n\nCopy the thing in the box into the launcher. It expires at\n18:45 CET. Letters are always capitals.\n\nAccount ID: 5510-2281-0091\n', codeOnly('7QK3ZP9M')),
  // (h)
  t('alnum', 'dv36-es-characters-under-value.eml', 'Sonoro <hola@sonoro.test>', 'Lucía te invitó a Sonoro Familia', 'Lucía invited you to join her Sonoro Familia plan.\nWe sent this to check it is you joining. In the app, open the invitation and type:\n  7PW3KD\n(6 characters, letters and numbers)\n\nPrice: MX$ 199.00 / month\n', codeOnly('7PW3KD')),
  // (i)
  t('code-link', 'dv36-es-or-line-link.eml', 'Mercadillo <hola@mercadillo.test>', 'Confirma tu email / Confirm your email', 'To confirm this email address, enter 5 2 7 1 in the app\n-- or --\nopen this link: <https://mercadillo.test/v/0a9c4e71b2d84f36>\nBoth expire at 21:15.\n', codeLink('5271', 'https://mercadillo.test/v/0a9c4e71b2d84f36')),
  // (j)
  t('decoy', 'dv36-en-reservation-code-checkin.eml', 'Pampa Air <no-reply@pampaair.test>', 'Check-in open: PA 2210 Córdoba - Salta', 'Check-in is open!\n\nReservation code:  QZ7RLM\nFlight:            PA 2210\nSeat:              14C\n\nCheck in now: https://www.pampaair.test/checkin?rloc=QZ7RLM&ln=PEREZ\n', none),
  // (k)
  t('links', 'dv36-en-parent-approves.eml', 'Kidoverse <parents@kidoverse.test>', 'Tomas2015 needs your permission to play', 'Tomas2015 wants to create a Kidoverse account and entered this address as a parent email.\n\nI approve this account:\nhttps://parents.kidoverse.test/consent?req=KV-2210-Q8&h=3e7d9a1c\n\nDon\'t allow:\nhttps://parents.kidoverse.test/refuse?req=KV-2210-Q8&h=3e7d9a1c\n', linkOnly('https://parents.kidoverse.test/consent?req=KV-2210-Q8&h=3e7d9a1c')),
  // (l)
  t('unlabeled', 'dv36-en-keycap-digits.eml', 'Skylark <hello@skylark.test>', 'Your sign-in numbers', 'You are signing in to the Skylark app. Your numbers:\n3️⃣8️⃣1️⃣0️⃣5️⃣7️⃣\nTap them in on the next screen.\n\nNext trip: 14 Aug 2026, SK 412, seat 9C\n', codeOnly('381057')),
  // (m)
  t('alnum', 'dv36-en-three-groups-of-five.eml', 'Harbor Clinic <portal@harborclinic.test>', 'Your MyHarbor Activation Code', 'Thank you for requesting access to MyHarbor. To finish signing up you will need the activation code below.\n\nMyHarbor Activation Code:   4TQX8-KM2RW-9HZP3\nCode expires:               01/15/2027\n\nEnter the activation code exactly as it appears above (with dashes).\n', codeOnly('4TQX8-KM2RW-9HZP3')),
  t('decoy', 'dv36-en-product-key-five-groups.eml', 'Softhaus <orders@softhaus.test>', 'Your Softhaus Office licence', 'Thank you for your purchase.\n\nProduct key: 7QK3Z-P9MTW-4HXR2-B8NLD-6VCJY\n\nKeep this key for reinstalling.\n', none),
  // (n)
  t('decoy', 'dv36-en-employer-code-verified.eml', 'Riverside Pension Fund <mypension@riverside.test>', 'Email address verified - My Pension', 'Your email address has been verified.\n\nMember reference: RPF/0033481/1\nEmployer: Riverside City Council (employer code 0719)\n\nSign in: https://www.riversidepension.test/mypension/login\n', none),
  // (o)
  t('links', 'dv36-en-list-request-id.eml', 'LISTSERV <listserv@lists.townofhale.test>', 'HALENEWS: Subscription confirmation request (7C2D9E41)', 'Your request to join the HALENEWS list has been received. To confirm the request, please click on the link below:\nhttps://lists.townofhale.test/scripts/wa.exe?OK=7C2D9E41&L=HALENEWS\n\nThe request will expire in 48 hours.\n', linkOnly('https://lists.townofhale.test/scripts/wa.exe?OK=7C2D9E41&L=HALENEWS')),
  // (p)
  t('alnum', 'dv36-en-otp-authorise-transaction.eml', 'Sindh Bank Online <alerts@sindhonline.test>', 'OTP for your fund transfer request', 'A request to transfer funds has been made from your profile.\nYour One Time Password (OTP) to authorise this transaction is 4KD7QW. It is valid for 180 seconds.\n', codeOnly('4KD7QW')),
];
