// Development mail, twenty-seventh round (files dv27-*, before the rules of extractor version 32), from the false codes and
// misses of heldout42–45 under version 31 (all four opened for this round; heldout46–49 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) a supporter's, a patient's or a
// customer's own number or code; (b) a label whose aside in brackets names its own number; (c) a prefix the mail explains
// ("The "HX-" part is already filled in"); (d) phpBB's "You cannot use it until you visit the following link".
import { codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Mon, 14 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('decoy', 'dv27-en-supporter-number.eml', 'Harbour Rescue <giving@harbourrescue.test>', 'Your donation receipt', 'Thank you for your gift of £25.00.\n\nSupporter number\n\n2288104\n', none),
  t('decoy', 'dv27-el-customer-code.eml', 'Φαρμακείο Νέας Σμύρνης <eshop@farmakeio.test>', 'Ενεργοποίηση λογαριασμού', 'Κωδικός πελάτη: 77104 · Πόντοι: 120\n', none),
  t('alnum', 'dv27-en-key-aside-applicant.eml', 'Westbrook University <admissions@westbrook.test>', 'Your Applicant Portal access key (applicant 34117305)', 'Your access key is below. It expires in 30 minutes.\n\nAccess key:\n\nKT4K-9QWZ\n', codeOnly('KT4K-9QWZ')),
  t('unlabeled', 'dv27-en-prefix-explained.eml', 'St Anne Hospital <portal@stanne.test>', 'Signing in to the patient portal', 'Your reference for this sign-in:\n\n        SA-582913\n\nOn the sign-in screen the "SA-" part is already filled in, so you only type the six digits.\n', codeOnly('582913')),
  t('decoy', 'dv27-en-order-number-prefix.eml', 'Westhome <orders@westhome.test>', 'Order confirmed: WH-50028813', 'ORDER NUMBER\nWH-50028813\n\nView order status\n\nOrder WH-50028813 ships in 2 days.\n', none),
  t('links', 'dv27-en-phpbb-inactive.eml', 'Harbour Devs forum <forum@harbourdevs.test>', 'Welcome to "Harbour Devs"', 'Your account is currently inactive. You cannot use it until you visit the following link:\n\nhttps://forum.harbourdevs.test/ucp.php?mode=activate&u=28842&k=8F3KQ2M9XW\n', linkOnly('https://forum.harbourdevs.test/ucp.php?mode=activate&u=28842&k=8F3KQ2M9XW')),
];
