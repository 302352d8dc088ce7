import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { extract } from './index.js';
import { readCorpusMail } from './corpus-mail.js';

// Version 107, from the misses of heldout359, 361, 363 and 364 (opened after their clean scores), and the fresh-eyes review of version
// 106 (review-probes/v106.json). Both models were retrained with them.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;
const mail = async (path: string) => readCorpusMail(readFileSync(new URL(`../corpus/${path}`, import.meta.url)));

describe('other numbers', () => {
  it('a smart lock’s guest access code', () =>
    expect(
      code(
        'Guest code for Marta (cleaner) is ready',
        'Hi Priya, you created a recurring guest code on your Brightdoor Deadbolt Pro.\n\nGuest access code: 739158\nValid: Tuesdays, 09:00-13:00\n\nTo unlock, Marta types the code on the keypad.',
      ),
    ).toBeNull());
  it('an example in brackets, in Japanese', () =>
    expect(
      code(
        '【ソラ証券】二段階認証の設定が完了しました',
        '今後ログイン時には、パスワード入力後にSMSで6桁の認証コード（例：123456）をお送りします。\n認証コードの有効期限は5分間です。',
      ),
    ).toBeNull());
  it('a library’s reader card below the code', () =>
    expect(
      extract({
        subject: 'Your sign-in code',
        text: '',
        html: "<p>918204 is your Bibljoteka Ħal Kbir sign-in code.</p><p>Don't share it with anyone.</p><table><tr><td>Reader card</td></tr><tr><td>2207-1190</td></tr></table>",
      }).code,
    ).toBe('918204'));
});

describe('a line above names another thing', () => {
  it('"the driver’s seat" is no seat number', () =>
    expect(
      code(
        'Add a phone key to your Corvane E7',
        "Sit in the driver's seat with the new phone, then enter this number on the car's centre display (Settings > Keys > Add phone key):\n\n    204 118 739\n\nThe number stays valid for 15 minutes.",
      ),
    ).toBe('204118739'));
  it('a serial number named with its own value', () =>
    expect(
      code(
        'Your Formosa Link Cloud verification code',
        'Use the verification code below to finish linking your FL-AX3000 router (S/N FLX3K22480175) to your Formosa Link Cloud account.\nh4Tz9W\nCase-sensitive · valid for 10 minutes',
      ),
    ).toBe('h4Tz9W'));
  it('Chinese: "请将 184-220-957 填入页面"', () =>
    expect(
      code(
        '墨点阅读 · 邮箱绑定',
        '完成邮箱绑定\n亲爱的墨点读者：\n请将 184-220-957 填入页面以完成邮箱绑定（30 分钟内有效）。\n绑定后，你可以使用邮箱登录墨点阅读。',
      ),
    ).toBe('184220957'));
});

describe('links', () => {
  it('a button whose tracker wraps the text part’s own address wins, whatever its words', () => {
    const tracker =
      'https://click.pstmrk.it/3s/clani.vkzelenica.si%2Fpovabilo%2Fsprejmi%3Fi%3D9Tq4Lm2Xv7%26k%3D640271/Yk2R/8XwQAQ/AQ/5f3c9a1e/1/Lm3Nq8Rv';
    const r = extract({
      subject: "Urška invited you to VK Zelenica's members' area",
      text:
        "Urška has invited you to the VK Zelenica members' area.\n\nAccept the invitation:\nhttps://clani.vkzelenica.si/povabilo/sprejmi?i=9Tq4Lm2Xv7&k=640271\n\n" +
        'Joining from the VK Zelenica app? Use invitation code 640271.',
      html: `<p>Urška has invited you to the VK Zelenica members' area.</p><p><a href="${tracker}">Accept invitation</a></p><p>Joining from the app? Use invitation code <b>640271</b>.</p>`,
    });
    expect([r.code, r.verificationLink]).toEqual(['640271', tracker]);
  });
  it('a Latvian "open this link" (saite) to set a new password', () =>
    expect(
      extract({
        subject: 'Paroles atjaunošana',
        text: 'Lai iestatītu jaunu paroli, atveriet šo saiti:\nhttps://katalogs.biblioteka.lv/parole/atjaunot?t=Zk4qP9wX2mR7vN1bT6yH\n\nSaite ir derīga 60 minūtes.',
        html: '',
      }).verificationLink,
    ).toBe('https://katalogs.biblioteka.lv/parole/atjaunot?t=Zk4qP9wX2mR7vN1bT6yH'));
  it.each([
    ['رمز التحقق لتسجيل الدخول من جهاز جديد', 'الموافقة على الجهاز'],
    ['Slaptažodžio keitimas', 'Keisti slaptažodį'],
  ])('buttons: %s', (subject, button) =>
    expect(
      extract({
        subject,
        text: '',
        html: `<p><a href="https://links.example.lt/ls/click?upn=u001.Vx8kQ2mN7pL0aR5tY3wZ-2FbH6cJ9dE1fG4hK-3D">${button}</a></p>`,
      }).verificationLink,
    ).toBe('https://links.example.lt/ls/click?upn=u001.Vx8kQ2mN7pL0aR5tY3wZ-2FbH6cJ9dE1fG4hK-3D'),
  );
});

describe('an SMS that opens with its sender’s tag and the value', () => {
  it('"KORVEX: 771204 confirms your withdrawal …"', () =>
    expect(
      code(
        'SMS from KORVEX (48120)',
        'New SMS received on your Textport number +1 (415) 555-0199\n\nFrom:     KORVEX (short code 48120)\n\n    KORVEX: 771204 confirms your withdrawal of 250.00 USDC to 0x3fA9...c91E. Not you? Lock your account in the app. Never share.',
      ),
    ).toBe('771204'));
  it('not a receipt’s number that confirms a payment', () =>
    expect(code('Payment received', 'Thanks! Receipt 771204 confirms your payment of $50.00 to Acme Utilities.')).toBeNull());
});

it('a sentence that protects a card payment sells nothing, whatever the shop’s words', () =>
  expect(
    code(
      'Payment confirmation for order 2025/03/118244',
      'Hi Agnieszka,\n\nto protect your card payment for order 2025/03/118244 (329,47 zł),\ntype 4 8 1 0 2 7 into the box on the checkout page.\n\n' +
        'Merchant:  Koszyk24 S.A.\nAmount:    329,47 PLN\n\nIf you are not shopping at Koszyk24.pl right now, cancel the payment and call your bank.',
    ),
  ).toBe('481027'));

// From heldout366, 368, 371 and 372 (opened after their clean scores under version 107).
describe('spent and shown as examples', () => {
  it('a German compound in a subject that reports it expired', () =>
    expect(
      code(
        'Ihr Bestätigungscode ist abgelaufen',
        'Guten Tag Herr Brandt,\n\nder Bestätigungscode 482915, den wir Ihnen am 12.03.2025 um 09:14 Uhr für die\nFreigabe Ihres neuen Geräts gesendet haben, ist abgelaufen.',
      ),
    ).toBeNull());
  it('an SMS shown after "zum Beispiel:" and its sender, unquoted', () =>
    expect(
      code(
        'Neu ab 1. April: Ihr Konto mit Zwei-Faktor-Schutz',
        'Wir schicken Ihnen eine SMS, zum Beispiel: Vitalis: Ihr Code lautet 123456\nTippen Sie den Code aus Ihrer SMS in das Feld »Sicherheitscode« ein.',
      ),
    ).toBeNull());
  it('Greek: "… ο κωδικός μίας χρήσης 739204, ο οποίος έχει πλέον λήξει"', () =>
    expect(
      code(
        'Επιβεβαίωση μεταφοράς 320,00 €',
        'Για την έγκριση χρησιμοποιήθηκε ο κωδικός μίας χρήσης 739204, ο οποίος έχει πλέον λήξει και δεν μπορεί να ξαναχρησιμοποιηθεί.',
      ),
    ).toBeNull());
});

describe('codes and links', () => {
  it('"tragen Sie bitte folgende Ziffern … ein:"', () =>
    expect(
      code(
        'Ihre Registrierung beim ServiceKonto Nord',
        'Zum Abschluss tragen Sie bitte folgende Ziffern auf der Seite ein, auf der Sie sich registriert haben:\n\n        8241 07\n\nDie Eingabe ist bis heute, 16:35 Uhr möglich.',
      ),
    ).toBe('824107'));
  it('an account ("Konto") named in a step, without its number, labels nothing', () =>
    expect(
      extract({
        subject: 'Fast geschafft!',
        text: '',
        html: '<h1>Fast geschafft!</h1><p>Nur noch ein Schritt bis zu deinem Bergwerk-Konto.</p><p style="font-size:32px"><b>447190</b></p><p>Läuft in 20 Minuten ab.</p>',
      }).code,
    ).toBe('447190'));
  it('a browser extension named as where to paste it is no phone extension', () =>
    expect(
      code(
        'Approve the Quillguard extension in Brave',
        'To approve the new browser extension on this account, paste this one-time\ncode into the Quillguard extension:\n\nh4Tq9Z\n\nThe code is case-sensitive and expires in 10 minutes.',
      ),
    ).toBe('h4Tq9Z'));
  it('Greek: typed to approve a purchase', () =>
    expect(
      extract({
        subject: 'Έγκριση αγοράς 54,90 € – PLAKA FOODS E-SHOP',
        text: '',
        html: '<p>Πληκτρολογήστε 8137 29 στη σελίδα πληρωμής για να εγκρίνετε την αγορά:</p><p>Ποσό 54,90 €</p><p>Ισχύει για 5 λεπτά.</p>',
      }).code,
    ).toBe('813729'));
  it.each([
    ['Recover your Portcullis account', 'Continue recovery'],
    ['إعادة تعيين كلمة المرور – سوق دانة', 'إعادة تعيين كلمة المرور'],
  ])('buttons: %s', (subject, button) =>
    expect(
      extract({
        subject,
        text: '',
        html: `<p><a href="https://r.eu-west-1.awstrack.me/L0/https:%2F%2Fsouqdana.com.kw%2Far%2Faccount%2Freset-password%3Ft=-Q2eG1ReTw9zsCTBGPxJXZOvwh/1/0102-000000/MEBEJOEu=392">${button}</a></p>`,
      }).verificationLink,
    ).toBe(
      'https://r.eu-west-1.awstrack.me/L0/https:%2F%2Fsouqdana.com.kw%2Far%2Faccount%2Freset-password%3Ft=-Q2eG1ReTw9zsCTBGPxJXZOvwh/1/0102-000000/MEBEJOEu=392',
    ),
  );
});

describe('opened mail', () => {
  it('a link whose code parameter is written with its dash carries the split code (heldout366)', async () =>
    expect(extract(await mail('heldout366/h366-cl-servicekonto-aktivierung.eml')).code).toBe('44719023'));
});
