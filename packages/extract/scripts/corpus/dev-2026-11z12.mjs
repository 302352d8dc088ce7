// Development mail, thirty-fourth round (files dv34-*, before the rules of extractor version 40), from the false codes and
// misses of heldout70–73 under version 39 (all four opened for this round; heldout74–77 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) a bank's registry of entities; (b) a
// Multibanco payment's "Entidade"; (c) a booking confirmed in Arabic beside a check-in button; (d) the Russian noun of
// signing in in its cases; (e) a command line's authentication named in the subject.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Mon, 21 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;

export default [
  t('decoy', 'dv34-es-registro-entidades.eml', 'Banco Cantábrico <avisos@bancocantabrico.test>', 'Has activado la verificación en dos pasos', 'La verificación en dos pasos está activada.\n\nEntidad inscrita en el Registro de Entidades del Banco de España con el código 2095.\n', none),
  t('decoy', 'dv34-pt-multibanco-entidade.eml', 'Banco Atlântico <avisos@bancoatlantico.test>', 'Pagamento de serviços', '', none, page('<p>Detalhe da operação</p><table><tr><td>Entidade</td></tr><tr><td><b>21234</b></td></tr><tr><td>Referência</td></tr><tr><td>123 456 789</td></tr></table>')),
  t('decoy', 'dv34-ar-booking-checkin.eml', 'Sahara Air <booking@saharaair.test>', 'Booking confirmed P7Q2XD | تأكيد الحجز', '', none, page('<h2>تأكيد الحجز</h2><p>Booking reference: P7Q2XD</p><p><a href="https://book.saharaair.test/checkin?pnr=P7Q2XD&amp;ln=HADDAD" style="background:#a60;color:#fff;padding:10px 20px">Check in online</a></p>')),
  t('languages', 'dv34-ru-stranitse-vkhoda.eml', 'Таксопарк <no-reply@taksopark.test>', 'Вход в кабинет водителя', 'Здравствуйте!\n\nВведите 5182 на странице входа в личный кабинет водителя.\n\nЦифры действуют 5 минут.\n', codeOnly('5182')),
  t('unlabeled', 'dv34-en-cli-authentication-subject.eml', 'Pierhub <no-reply@pierhub.test>', '604118 - Pierhub CLI authentication', 'Someone is trying to authenticate the Pierhub CLI on a device called "kim-mbp". If this was you, type the number from this email\'s subject line into your terminal.\n', codeOnly('604118')),
];
