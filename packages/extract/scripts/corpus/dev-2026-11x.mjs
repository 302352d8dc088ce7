// Development mail, twenty-first round (files dv21-*, before the rules of extractor version 25), from the fifteen misses of
// heldout20 and heldout22 under version 24 (both opened for this round; heldout21 and heldout23 stay clean), each taken as
// a class in other words and senders, with twins: (a) an approval code the mail asks to enter; (b) a phone number with its
// area code in parentheses; (c) a link whose query carries the mail's code; (d) a verify path under a contact or profile
// page; (e) "Yes, it's me" with a token in a mail that asks to approve a sign-in and says it expires; (f) app download
// links; (g) Catalan imperatives of validating; (h) a token link whose address says verify in a mail whose code a label
// names; (i) "kôd" and "jednokratni kôd"; (j) a company's registration number; (k) "these digits" / "the following digits"
// and a "claim center" named as a place; (l) "N will get you back into X" after a greeting; (m) finishing linking an account.
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Tue, 8 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;

const approvals = [
  t('alnum', 'dv21-en-enter-this-approval-code.eml', 'Pinecrest Bank <alerts@pinecrest.test>', 'Action needed: approve your transfer', 'We received a request to send $980.00 from your checking account.\n\n  Reference: TRX-880142\n\nEnter this approval code in online banking or the Pinecrest app:\n\n    7QM4KD\n\nThe code expires in 10 minutes.\n', codeOnly('7QM4KD')),
  t('decoy', 'dv21-en-receipt-approval-code.eml', 'Pinecrest Bank <receipts@pinecrest.test>', 'Your card receipt', 'Thanks for your purchase at Corner Deli.\n\nAmount: $14.20\nApproval code: 804512\nCard ending 4471\n', none),
];
const phones = [
  t('decoy', 'dv21-en-phone-parenthesized.eml', 'Ridgefield Mobile <care@ridgefield.test>', 'Your number is moving', 'We got a request to move (555) 014-7733 to a new device. If this was you, nothing to do. Questions? Call (555) 010-2299.\n', none),
  t('code-only', 'dv21-en-phone-then-code.eml', 'Ridgefield Mobile <account@ridgefield.test>', 'Approve your eSIM transfer', 'We got a request to move (555) 014-7733 to a new phone.\n\nYour verification code: 318207\n\nIt expires in 20 minutes.\n', codeOnly('318207')),
];
const codeLinks = [
  t('code-link', 'dv21-en-link-prefilled-code.eml', 'Questly <hello@questly.test>', 'Link your console', 'Go to questly.test/link and enter the code shown on your TV:\n\nK4TR9P\n\nOr skip the typing, we filled it in for you:\nhttps://questly.test/link?code=K4TR9P&src=email\n\nThis code expires in 10 minutes.\n', codeLink('K4TR9P', 'https://questly.test/link?code=K4TR9P&src=email')),
  t('code-only', 'dv21-en-link-other-code.eml', 'Questly <hello@questly.test>', 'Your Questly code', 'Your verification code is K4TR9P.\n\nBrowse the store: https://questly.test/store?code=SUMMER24\n', codeOnly('K4TR9P')),
];
const contactVerify = [
  t('code-link', 'dv21-en-contact-verify-path.eml', 'Brightgrid Energy <account@brightgrid.test>', 'Confirm your new mobile number', 'Please confirm this change. Enter the 6-digit verification code on the Contact preferences page:\n\n611903\n\nOr confirm with one click:\nhttps://my.brightgrid.test/profile/contact/verify?rid=PHN-2291&sig=9c81f0a8d7e6b5c4\n', codeLink('611903', 'https://my.brightgrid.test/profile/contact/verify?rid=PHN-2291&sig=9c81f0a8d7e6b5c4')),
  t('decoy', 'dv21-en-contact-page.eml', 'Brightgrid Energy <news@brightgrid.test>', 'Keep your details up to date', 'Moved recently? Update your contact details:\nhttps://my.brightgrid.test/profile/contact?src=news\n', none),
];
const approveSignIn = [
  t('links', 'dv21-en-yes-its-me-approve.eml', 'Ledgerly <security@ledgerly.test>', 'New sign-in to Ledgerly: is this you?', 'We noticed a sign-in from a new browser.\n\nIf this was you, approve the sign-in to continue. The request expires in 10 minutes.\n\nYes, it\'s me: https://secure.ledgerly.test/login/approve?req=lr_01J1A7Q9XK3M8Z2V6T4B&decision=approve&sig=f0a9c3e2\n\nNo, secure my account: https://secure.ledgerly.test/login/approve?req=lr_01J1A7Q9XK3M8Z2V6T4B&decision=deny&sig=f0a9c3e2\n', linkOnly('https://secure.ledgerly.test/login/approve?req=lr_01J1A7Q9XK3M8Z2V6T4B&decision=approve&sig=f0a9c3e2')),
  t('decoy', 'dv21-en-new-signin-notice-report.eml', 'Ledgerly <security@ledgerly.test>', 'New sign-in to Ledgerly', 'We noticed a sign-in from a new browser on 4 July.\n\nIf this was you, you can ignore this email.\n\nNot you? Secure your account: https://secure.ledgerly.test/security/review?req=lr_01J1A7Q9XK3M8Z2V6T4B\n', none),
];
const downloads = [
  t('alnum', 'dv21-en-enroll-download-app.eml', 'Tessera ID <noreply@tesseraid.test>', 'Action required: set up Tessera Verify', 'To finish, open the Tessera Verify app and enter this enrollment code:\n\n    W8KD-3QPM\n\nThe enrollment code works once and expires in 72 hours.\n\nDon\'t have the app yet?\nhttps://tesseraid.test/verify/download?platform=ios&src=enroll-mail\n', codeOnly('W8KD-3QPM')),
  t('links', 'dv21-en-verify-link-and-app-badge.eml', 'Tessera ID <noreply@tesseraid.test>', 'Verify your email', '', linkOnly('https://tesseraid.test/verify-email?token=Qx81Lm4ZpT7vW2nB'), page('<p>Confirm your address:</p><p><a href="https://tesseraid.test/verify-email?token=Qx81Lm4ZpT7vW2nB">Verify email</a></p><p><a href="https://tesseraid.test/verify/download?platform=android">Get it on Google Play</a></p>')),
];
const catalan = [
  t('languages', 'dv21-ca-valideu-adreca.eml', 'Universitat de Pinós <secretaria@upinos.test>', "Validació de l'adreça de correu", "Benvolgut/da,\n\nValideu l'adreça fent clic en l'enllaç següent (vàlid durant 48 hores):\nhttps://secretaria.upinos.test/validacio-correu?niu=2284411&clau=Pq71Lm4ZxT9r\n", linkOnly('https://secretaria.upinos.test/validacio-correu?niu=2284411&clau=Pq71Lm4ZxT9r')),
  t('languages', 'dv21-ca-confirmeu-registre.eml', 'Ajuntament de Vilanova <tramits@vilanova.test>', 'Confirmeu el vostre registre', "Confirmeu el registre amb aquest enllaç:\nhttps://tramits.vilanova.test/registre/confirmacio?t=Hx82Qm1ZpL7k\n", linkOnly('https://tramits.vilanova.test/registre/confirmacio?t=Hx82Qm1ZpL7k')),
];
const tokenLinkWithCode = [
  t('code-link', 'dv21-en-ticket-verify-open-link.eml', 'Northgate IT <support@northgate.test>', '[Northgate IT] INC-55120: printer offline', 'Your request INC-55120 was received.\n\nBefore you can follow the ticket in the portal, please verify your email address. Enter this verification code on the portal:\n\n402 817\n\nor open this link:\nhttps://support.northgate.test/portal/verify-email?token=aW2xZp0Qm7WcL9tK4yB1&requester=4417\n\nThe code and link expire in 24 hours.\n', codeLink('402817', 'https://support.northgate.test/portal/verify-email?token=aW2xZp0Qm7WcL9tK4yB1&requester=4417')),
  t('decoy', 'dv21-en-ticket-no-code.eml', 'Northgate IT <support@northgate.test>', '[Northgate IT] INC-55121: received', 'Your request INC-55121 was received. Follow it here:\nhttps://support.northgate.test/portal/tickets/55121?token=aW2xZp0Qm7WcL9tK4yB1\n', none),
];
const croatian = [
  t('languages', 'dv21-hr-jednokratni-kod-kapica.eml', 'Moja banka <info@mojabanka.test>', 'Potvrda registracije', 'Za potvrdu registracije u mobilnu aplikaciju unesite jednokratni kôd: 774120\n\nKôd vrijedi 24 sata.\n', codeOnly('774120')),
  t('languages', 'dv21-hr-kod-kapica.eml', 'Moja banka <info@mojabanka.test>', 'Vaš kôd za prijavu', 'Vaš kôd za prijavu: 330918\n', codeOnly('330918')),
];
const registries = [
  t('links', 'dv21-en-company-number-subject.eml', 'Companies Online <noreply@companies.test>', 'Confirm your email address for BRAMBLE STUDIO LTD (10472883)', 'Company name:    BRAMBLE STUDIO LTD\nCompany number:  10472883\n\nTo confirm, use this link within 5 days:\nhttps://www.companies.test/account/confirm-email?ref=CO-10472883&token=9VqK2xP9mT4nW8cJ\n', linkOnly('https://www.companies.test/account/confirm-email?ref=CO-10472883&token=9VqK2xP9mT4nW8cJ')),
  t('decoy', 'dv21-en-registration-number.eml', 'Companies Online <noreply@companies.test>', 'Your filing was accepted', 'Registration number: 08812047\nYour annual confirmation statement was accepted.\n', none),
];
const theseDigits = [
  t('unlabeled', 'dv21-en-these-digits-claim-center.eml', 'Harbourside Insurance <claims@harbourside.test>', "Claim center: confirm it's you", "You're checking your claim in the claim center. Type these digits into the claim center to continue:\n\n  4  0  2  9  1  7\n\nThey expire in 15 minutes.\n\nClaim number: CLM-2025-0771042\n", codeOnly('402917')),
  t('unlabeled', 'dv21-en-following-digits-release.eml', 'Ostbank Business <alerts@ostbank.test>', 'Payment of EUR 1,200.00 awaits approval', 'A transfer is waiting for your approval.\n\n  Amount: EUR 1,200.00\n  Reference: RE-2025-991 / Order 2291\n\nType the following digits into the Ostbank app to release it:\n\n    55 18 02\n\nThey expire in 5 minutes.\n', codeOnly('551802')),
  t('decoy', 'dv21-en-claim-number-alone.eml', 'Harbourside Insurance <claims@harbourside.test>', 'Your claim was received', 'Your claim was received. Your claim number:\n\n  4029171\n', none),
];
const backInto = [
  t('unlabeled', 'dv21-en-greeting-will-get-you-back.eml', 'Chatloom <hello@chatloom.test>', 'Your way back into Chatloom', "Hi Sam, 730418 will get you back into Chatloom.\n\nType it on the screen that's waiting for you. It's good for 10 minutes.\n", codeOnly('730418')),
  t('decoy', 'dv21-en-greeting-unread-count.eml', 'Chatloom <hello@chatloom.test>', 'You have unread messages', 'Hi Sam, 14 unread messages are waiting in 3 channels.\n', none),
];
const linking = [
  t('unlabeled', 'dv21-en-finish-linking-account.eml', 'Taxdesk <noreply@taxdesk.test>', 'Link your business tax account', "401557\n\nThat's the number to enter on the Taxdesk screen to finish linking your business tax account. It stops working in 15 minutes.\n\nUnique Taxpayer Ref: 81944 20375\n", codeOnly('401557')),
  t('decoy', 'dv21-en-link-bank-promo.eml', 'Spendly <offers@spendly.test>', 'Link your bank account and get $10', 'Link your bank account by 31 Dec and get $10. Offer code 4471 applies at checkout.\n', none),
];

export default [...approvals, ...phones, ...codeLinks, ...contactVerify, ...approveSignIn, ...downloads, ...catalan, ...tokenLinkWithCode, ...croatian, ...registries, ...theseDigits, ...backInto, ...linking];
