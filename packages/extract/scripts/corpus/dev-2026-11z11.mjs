// Development mail, thirty-third round (files dv33-*, before the rules of extractor version 38), from the false codes and
// misses of heldout66–69 under version 37 (all four opened for this round; heldout70–73 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) a company's registry line; (b) a bank's
// registry code and an e-invoice's random code; (c) groups right after a code word; (d) "Copy the number below into …"
// two lines above a lone code; (e) a heading that asks to approve a transfer.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sun, 20 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;

export default [
  t('decoy', 'dv33-es-registro-mercantil-footer.eml', 'Banco Meseta <avisos@bancomeseta.test>', 'Confirmación de su compra', 'Su compra de 42,00 EUR se ha realizado.\n\nBanco Meseta, S.A. Inscrito en el Registro Mercantil de Valladolid, Tomo 1.234, Folio 56. Registro de Bancos del Banco de España con el código 0193.\n', none),
  t('decoy', 'dv33-it-codice-abi-footer.eml', 'Banca Dolomiti <avvisi@bancadolomiti.test>', 'Verifica in due passaggi attivata', 'La verifica in due passaggi è stata attivata sul tuo conto.\n\nBanca Dolomiti – Via Roma 5, 38122 Trento – Codice ABI 08311 – Albo Banche n. 4211\n', none),
  t('decoy', 'dv33-zh-einvoice-random-code.eml', '易購商城 <einvoice@yigou.test>', '電子發票開立通知', '發票號碼 AB-20481736\n隨機碼 Random code :8352\n總計 NT$ 1,280\n', none),
  t('alnum', 'dv33-en-groups-after-code-word.eml', 'Haneul Mail <no-reply@haneul.test>', '[Haneul] Recovery email verification code', 'To confirm that this address belongs to you, enter the following code on the settings page.\n\nVerification code K8MD 4Q2P\n\nThe code is valid for 30 minutes.\n', codeOnly('K8MD4Q2P')),
  t('unlabeled', 'dv33-en-copy-number-below-two-lines.eml', 'Harbour Mobile <esim@harbourmobile.test>', 'Your eSIM switch', '', codeOnly('771406'), page('<p>Copy the number below into the My Harbour app on your new phone.</p><p>Your current SIM will stop working once the eSIM is active.</p><p style="font-size:30px;font-weight:bold">771406</p><p>Expires in 10 minutes.</p>')),
];
