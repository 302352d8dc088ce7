import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';
import { saysNotVerify } from './link-words.js';

// Version 103, from the misses of heldout337, 339, 341 and 343 (opened after their clean scores). Both models were retrained with them.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('"was used" in more languages', () => {
  it.each([
    ['Nuevo ingreso a tu cuenta', 'El código de verificación 739 204 se usó hoy a las 8:17 p. m. para iniciar sesión en tu cuenta.'],
    ['Prisijungimas prie Mano VMI', 'Informuojame, kad vienkartinis kodas 582013 buvo sėkmingai panaudotas prisijungiant prie Mano VMI.'],
    ['Přihlášení', 'Jednorázový kód 582013 byl již použit k přihlášení do vašeho účtu.'],
    ['Autentificare', 'Codul de verificare 582013 a fost deja folosit pentru autentificare.'],
    ['Вход', 'Кодът за потвърждение 582013 вече е използван за вход в профила ви.'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
  it('a code to use is still given', () =>
    expect(code('Prisijungimas', 'Jūsų vienkartinis kodas: 582013. Kodas galioja 10 minučių.')).toBe('582013'));
});

describe('values that are no code to type', () => {
  it('an example SMS quoted after "na primer:"', () =>
    expect(code('Novo: prijava uz SMS kod', 'Stići će vam SMS, na primer: "ePorezi: 123456 je vas kod. Ne delite ga."')).toBeNull());
  it.each([
    ['Bilet eIC 81024477', 'Kod kontrolny biletu: 7F3K-22QA'],
    ['Sofía te mandó una tarjeta de regalo', 'Tu código de regalo\nMNDT-7KQ2-PX9A\nSaldo: $500.00 MXN'],
    ['Потвърждение на посещение', 'Дата и час\n18.03.2025 г., 09:00 – 12:00\nАб. номер\n202783\nКод за входната врата\n4719#'],
  ])('%s', (subject, text) => expect(code(subject, text)).toBeNull());
  it('a card’s last digits ("terminación 0932") are not its activation code', () =>
    expect(
      code(
        'Activa tu tarjeta terminación 0932',
        'Código de activación para tu tarjeta terminación 0932:\n\nK7P-2QX\n\nVálido por 15 minutos.',
      ),
    ).not.toBe('0932'));
});

describe('links', () => {
  const html = (lead: string, text: string, url: string) => `<p>${lead}</p><p><a href="${url}">${text}</a></p>`;
  it.each([
    ['Paroles atjaunošana', 'Atjaunot paroli', 'https://pasts.lv/parole/atjaunot?t=bQ6Wm3Fk9Tz1'],
    ['Aktivacija računa', 'Aktiviraj račun »', 'https://mojelektro.si/aktivacija-racuna?kljuc=Rk9GdFlxN0hU'],
    ['Reposição da palavra-passe', 'Repor palavra-passe', 'https://www.bancoazulejo.pt/repor?token=dchsnLuwgdJkQ0PS'],
    ['Boð um aðgang að Skólagátt', 'Samþykkja boð', 'https://skolagatt.is/bod/samthykkja?k=Hx7Lq2Vb9Ft'],
  ])('%s: the button', (subject, text, url) =>
    expect(extract({ subject, text: '', html: html(subject, text, url) }).verificationLink).toBe(url),
  );
  it('the HTML button’s tracker over the text part’s address that carries the code', () => {
    const tracker = 'https://click.news.hbkk-nord.de/?qs=212f0e62a7bed183cf88b08cfd8b3a61dee37f2e';
    expect(
      extract({
        subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        text: 'Ihr Bestätigungscode: 584920\n\nOder bestätigen Sie Ihre E-Mail-Adresse hier:\nhttps://meine.hbkk-nord.de/registrierung/email-bestaetigen?t=Qm9vWk1h&c=584920\n',
        html: `<p>Ihr Bestätigungscode: <b>584920</b></p><p>Oder bestätigen Sie Ihre E-Mail-Adresse direkt hier:</p><p><a href="${tracker}">E-Mail-Adresse bestätigen</a></p>`,
      }).verificationLink,
    ).toBe(tracker);
  });
  it.each(['Conheça outros golpes comuns', 'Saiba mais', 'Mehr erfahren', 'En savoir plus'])('"%s" explains, it verifies nothing', (text) =>
    expect(saysNotVerify(text)).toBe(true),
  );
  it('a button that confirms is not an explanation', () => expect(saysNotVerify('Confirme o seu e-mail')).toBe(false));
});
