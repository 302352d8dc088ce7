import { describe, expect, it } from '@jest/globals';
import { findCandidates } from './candidates.js';
import { extract } from './index.js';
import { normalizeText } from './normalize.js';

// The evidence added in extractor version 4, each written against the development mail of its family
// (corpus/dev, dv3-*), none against held-out mail. Each positive case fails under version 3.
const mail = (subject: string, text: string, html = ''): { code: string | null; link: string | null } => {
  const r = extract({ subject, text, html });
  return { code: r.code, link: r.verificationLink };
};
const button = (href: string, label: string): string =>
  `<table><tr><td><a href="${href}" style="display:inline-block;padding:12px;background:#111;color:#fff">${label}</a></td></tr></table>`;
const box = (code: string): string => `<p style="font-size:30px;font-weight:bold;letter-spacing:4px">${code}</p>`;

describe('code shapes of version 4', () => {
  it('digits of other scripts are read as the digits a person types', () => {
    expect(normalizeText('کد ورود شما: ۵۳۰۷۱۸')).toBe('کد ورود شما: 530718');
    expect(normalizeText('১০ মিনিট, ๑๒, ०९')).toBe('10 মিনিট, 12, 09');
    expect(mail('کد ورود', 'کد ورود شما: ۵۳۰۷۱۸\n').code).toBe('530718');
  });

  it('nine digits in threes are a code alone in their box, a phone number in a sentence, a dial-in PIN before "#"', () => {
    expect(findCandidates('482-913-705').map((c) => c.value)).toEqual(['482913705']);
    expect(findCandidates('Call us on 601 123 456 any day.').map((c) => c.value)).toEqual([]);
    expect(findCandidates('PIN: 482 913 771#').map((c) => c.value)).toEqual([]);
    expect(mail('Approve a new device', '', `<p>Approve it by keying in:</p>${box('482-913-705')}`).code).toBe('482913705');
  });
});

describe('evidence of version 4', () => {
  it('a clause that names where to put the string introduces it, in any covered language', () => {
    expect(mail('Finish setting up', 'Punch 318064 into the Pinecone app, or tap Open. It expires in 10 minutes.\n').code).toBe('318064');
    expect(mail('Registrace', 'Zadejte kód 730418 do aplikace a pokračujte v registraci.\nKód platí 15 minut.\n').code).toBe('730418');
    expect(mail('Soko', 'Weka 307215 kwenye programu ya Soko ili kuthibitisha akaunti yako.\n').code).toBe('307215');
  });

  it('a verb that closes the clause after the string (Persian, Bengali) or sits right before it (Chinese)', () => {
    expect(mail('ورود به کتابخوان', 'لطفاً 482910 را در برنامه وارد کنید تا ورود شما کامل شود.\n').code).toBe('482910');
    expect(mail('বইঘর লগইন', 'অ্যাপে 518204 লিখুন এবং লগইন সম্পূর্ণ করুন।\n').code).toBe('518204');
    expect(mail('拾光', '请在拾光 App 中输入 860372 完成登录，或点击下方按钮。\n').code).toBe('860372');
  });

  it('the line above asks to enter it (Japanese) or to confirm a sign-in (Czech)', () => {
    expect(mail('ようこそ', '次の番号をアプリの画面に入力してください：\n\n739214\n').code).toBe('739214');
    expect(mail('Banka', '', `<p>Přihlášení potvrďte zadáním těchto čísel:</p>${box('39207714')}`).code).toBe('39207714');
  });

  it('a balance line under the code names its own number and rejects nothing', () => {
    const html = `<p>Чтобы подтвердить вход, введите эти цифры:</p>${box('305 718 264')}<p>Баланс: 12 450,00 ₽</p>`;
    expect(mail('Новое устройство', '', html).code).toBe('305718264');
  });

  it('"expires in 10 minutes" is evidence; a gift card valid for 12 months, or an order number after "enter", is no code', () => {
    expect(mail('Leihrad', 'gib 640219 in der Leihrad-App ein oder tippe auf "App öffnen".\n').code).toBeNull();
    expect(mail('Leihrad', 'gib 640219 in der Leihrad-App ein oder tippe auf "App öffnen".\nDie Zahl gilt 10 Minuten.\n').code).toBe(
      '640219',
    );
    const gift = `<h1>Sam sent you £25</h1><p>Enter this at checkout to spend it:</p>${box('4821 9930')}<p>Valid for 12 months.</p>`;
    expect(mail('You’ve received a gift card!', '', gift).code).toBeNull();
    expect(mail('Your parcel', 'To follow it, enter 88120345 on swiftpost.test/track or in the Swiftpost app.\n').code).toBeNull();
  });
});

describe('links of version 4', () => {
  it('"… added you to …" invites: its one button ("Join") is the link', () => {
    const html = `<p>Dana Kim added you to the Orbit workspace Northstar.</p>${button('https://orbit.test/join/ob_5f21c0a9d3e7b2', 'Join')}`;
    expect(mail('Your seat on Orbit is ready', '', html).link).toBe('https://orbit.test/join/ob_5f21c0a9d3e7b2');
  });

  it('the one button of a mail that says it expires within minutes is the link when it carries a token', () => {
    const body = '<p>It opens Quire on this device and expires in 10 minutes.</p>';
    expect(mail('Here’s the link you asked for', '', body + button('https://quire.test/m/q_7a0e9c3b51d2f48e', 'Open')).link).toBe(
      'https://quire.test/m/q_7a0e9c3b51d2f48e',
    );
    expect(mail('Here’s the link you asked for', '', body + button('https://quire.test/app', 'Open')).link).toBeNull();
    expect(
      mail('Your November', '', `<p>Streak: 14 days.</p>${button('https://b.test/app/open?ref=nl_nov26_a81c0e9f', 'Open')}`).link,
    ).toBeNull();
  });

  it('beside a code, a mail’s bare "Open the app" button is no verification link', () => {
    const html = `<p>Введіть <b>285130</b> у застосунку або натисніть кнопку нижче.</p>${button('https://koshyk.test/app', 'Відкрити застосунок')}`;
    expect(mail('Підтвердження пошти', '', html)).toEqual({ code: '285130', link: null });
  });

  it('verify words of Ukrainian, Czech, Romanian, Swahili, Persian and Bengali', () => {
    for (const label of [
      'Підтвердити пошту',
      'Ověřit e-mail',
      'Confirmă adresa de e-mail',
      'Thibitisha barua pepe',
      'تأیید ایمیل',
      'ইমেল যাচাই করুন',
    ])
      expect(mail('Hello', '', `<p>Hi</p>${button('https://x.test/a/tok_81c2e0aa9f31b7d4', label)}`).link).toBe(
        'https://x.test/a/tok_81c2e0aa9f31b7d4',
      );
  });
});
