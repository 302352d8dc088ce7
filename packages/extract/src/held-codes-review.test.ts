import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Review of the held-code rule (version 17): the words that name something held must not be the verb 'stay', a
// support ticket, a licence agreement or the inbox ('bandeja/caixa de entrada'), all common in sign-up mail.
const code = (subject: string, text: string): string | null => extract({ subject, text, html: '' }).code;

describe('a confirmation or access code in ordinary mail that names nothing held', () => {
  it('is the code beside "Stay safe", a support ticket, a licence agreement or the inbox (null under 17-21)', () => {
    expect(code('Welcome to Acme', 'Hi,\n\nWelcome aboard! Your confirmation code: 482913\n\nStay safe,\nThe Acme Team')).toBe('482913');
    expect(code('Acme', 'Your access code: 482913\n\nStay tuned for more.')).toBe('482913');
    expect(code('Acme', 'Your access code: 482913\n\nQuestions? Open a ticket at help.acme.com')).toBe('482913');
    expect(code('Welcome to Acme', 'Hi,\n\nYour confirmation code: 482913\n\nBy continuing you accept the License Agreement.')).toBe(
      '482913',
    );
    expect(code('Bienvenido a Acme', 'Hola,\n\nTu código de confirmación: 482913\n\nSi no lo ves, revisa tu bandeja de entrada.')).toBe(
      '482913',
    );
    expect(code('Benvindo à Acme', 'Olá,\n\nSeu código de confirmação: 482913\n\nVerifique sua caixa de entrada.')).toBe('482913');
  });

  it('twins: a stay, tickets or entradas held are still named (no code, as under 21)', () => {
    expect(code('Acme', 'Thanks for booking your stay with us.\n\nConfirmation code: KX7Q2MPT\n\nShow it at reception.')).toBeNull();
    expect(code('Acme', 'Two tickets for the Roundhouse, Sat 12 Dec.\n\nAccess code: 73319044\n\nShow it at the gate.')).toBeNull();
    expect(code('Acme', 'Tus entradas para el concierto del sábado.\n\nCódigo de acceso: 73319044\n\nMuéstralo en la puerta.')).toBeNull();
  });
});
