import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 40, each written against the development mail of its class (corpus/dev, dv34-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['Verificación activada', 'Entidad inscrita en el Registro de Entidades del Banco de España con el código 2095.\n', '', null],
    ['Pagamento de serviços', '', '<table><tr><td>Entidade</td></tr><tr><td><b>21234</b></td></tr></table>', null],
    ['Вход в кабинет', 'Введите 5182 на странице входа в личный кабинет.\n\nЦифры действуют 5 минут.\n', '', '5182'],
    [
      '604118 - Pierhub CLI authentication',
      "If this was you, type the number from this email's subject line into your terminal.\n",
      '',
      '604118',
    ],
    ['Two-factor authentication is on', 'Two-factor authentication is now on for your account.\n\nBackup code count: 8\n', '', null],
  ])('%s', (subject, text, html, want) => expect(run(subject, text, html).code).toBe(want));
});

describe('links', () => {
  it('reads a booking confirmed in Arabic as a transaction, its check-in button no verification', () => {
    const html = '<h2>تأكيد الحجز</h2><p><a href="https://book.air.test/checkin?pnr=P7Q2XD&amp;ln=HADDAD">Check in online</a></p>';
    expect(run('Booking confirmed P7Q2XD | تأكيد الحجز', '', html).verificationLink).toBe(null);
  });
});
