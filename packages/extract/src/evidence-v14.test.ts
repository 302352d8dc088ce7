import { describe, expect, it } from '@jest/globals';
import { explainExtraction, extract } from './index.js';

// The structure added in extractor version 14, each written against the development mail of its family
// (corpus/dev, dv12-*), none against held-out mail. Each case with an answer, and each code given as none where version
// 13 gave one, fails under version 13; the other cases are their twins, which the new structure must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;
const link = (subject: string, text: string): string | null => run(subject, text).verificationLink;

describe('capitals right after a strong label and a colon', () => {
  const mail = (line: string) => `Dear customer,\n\n${line}\n\nPlease type it on the checkout page before we ship your order.\n`;

  it('are the code, in any covered language', () => {
    expect(code('Confirm your email', mail('Your verification code is: MQTRVZ'))).toBe('MQTRVZ');
    expect(code('Confirmez votre adresse', mail('Votre code de vérification : BXQLMT'))).toBe('BXQLMT');
    expect(code('Bitte bestätigen', mail('Dein Bestätigungscode lautet: KRVTMD'))).toBe('KRVTMD');
  });

  it('not a status, a plan or a promo code after a colon, nor capitals without the colon', () => {
    expect(code('Your order has shipped', mail('Order status: SHIPPED'))).toBeNull();
    expect(code('Welcome', mail('Your plan: PREMIUM'))).toBeNull();
    expect(code('This weekend only', mail('Your promo code is: SPRING'))).toBeNull();
    expect(code('Confirm your email', mail('Your verification code comes next: PLEASE'))).toBeNull();
  });
});

describe('capitals a verb enters for signing in', () => {
  it('are the code when the clause right after signs in', () => {
    expect(code('Sign in', 'Enter QMTRZX to finish signing in on your TV.\n\nLetters only.\n')).toBe('QMTRZX');
    expect(code('Anmeldung', 'Gib WKTRZM ein, um die Anmeldung im Browser fortzusetzen.\n')).toBe('WKTRZM');
  });

  it('not a promo code entered at checkout, whatever the sentence says later', () => {
    expect(code('We miss you', 'Enter COMEBACK at checkout for 3 months at £1, then sign in on any device.\n')).toBeNull();
  });
});

describe('a lone value under a heading that is a code label', () => {
  const mail = (heading: string) => `${heading}\n\nXr4pKw\n\nCopy it exactly - it is case-sensitive.\n`;

  it('is the code under "One-time code", not under "Your referral code"', () => {
    expect(code('Your one-time code', mail('One-time code'))).toBe('Xr4pKw');
    expect(code('Give a month, get a month', mail('Your referral code'))).toBeNull();
  });
});

describe('an SMS forwarded as mail', () => {
  const relay = '--\nFrom: QUILLBANK (+44 7700 900182)\nReceived: 27/11/2026 08:12:40\nDelivered by Textpost SMS-to-email\n';

  it('reads the message above the relay\'s "--" lines as the whole mail', () => {
    expect(code('SMS from QUILLBANK', `Quillbank: 730418. Valid 10 min. Never share it.\n${relay}`)).toBe('730418');
  });

  it('not a delivery notice forwarded the same way', () => {
    expect(code('SMS from PARCELIO', `Parcelio: parcel 482193 arrives today 14:00-16:00.\n${relay}`)).toBeNull();
  });
});

describe('a Dutch postcode', () => {
  it('is an address, so digit pairs typed into the app stay the only plausible code', () => {
    const text = 'Voer 61 07 49 in de app in wanneer die erom vraagt.\n\nMoestuin B.V. · Oudegracht 45, 3511 AB Utrecht · KvK 80417263\n';
    const explained = explainExtraction({ subject: 'Rond je aanmelding af', text, html: '' });
    expect(explained.code).toBe('610749');
    expect(explained.codeCandidates.find((c) => c.value === '3511')?.evidence.map((e) => e.kind)).toContain('looks-like-other-number');
  });
});

describe('a code that opens something physical', () => {
  it("is no code in a stay's or a membership's mail", () => {
    expect(code('Your check-in details', 'The key is in the key safe by the back door, code 6 2 0 4.\n')).toBeNull();
    expect(code('Ihre Anreise', 'Der Schlüssel liegt in der Schlüsselbox, Code 1 9 5 3.\n')).toBeNull();
    expect(code('Welcome to Deskyard', 'Your door PIN is 7391, then press #. It works 6am-11pm.\n')).toBeNull();
    expect(code('Your membership is active', 'The studio alarm code is 1164.\n')).toBeNull();
  });

  it('stays a code when the mail asks to sign in, or its sentence or a short expiry says it is for one use', () => {
    expect(code('Sign in to Latchly', 'Use 715204 to sign in to the Latchly app and manage your door locks.\n')).toBe('715204');
    expect(code('Your account', 'Your sign-in code for the door lock app is 482913. It expires in 10 minutes.\n')).toBe('482913');
  });
});

describe('links', () => {
  it('a written-out URL after a wrapped "activate … by opening this" ⏎ "link" clause is the verification link', () => {
    const text =
      'Your activation code: 8264\n\nType it on the welcome screen, or activate right away by opening this\nlink on the same device:\n\n  https://nestling.test/a/8264/5d2e9a1c\n';
    expect(link('Activate your account', text)).toBe('https://nestling.test/a/8264/5d2e9a1c');
    const article =
      'Winter brassicas: what to sow now.\n\nRead the full article by opening this\nlink on any device:\n\n  https://news.test/2026/brassicas\n';
    expect(link('This week', article)).toBeNull();
  });

  it("a URL under a sentence that finishes a registration (本登録, 完成注册, 가입 완료), not a shop's", () => {
    expect(
      link(
        '本登録のお願い',
        '現在は仮登録の状態です。下記のURLにアクセスして、本登録を完了してください。\n\nhttps://k.test/activate?key=8f3a91c2d7\n',
      ),
    ).toBe('https://k.test/activate?key=8f3a91c2d7');
    expect(link('请完成注册', '请点击以下链接完成注册：\n\nhttps://q.test/register/confirm?code=4bd92e07a1\n')).toBe(
      'https://q.test/register/confirm?code=4bd92e07a1',
    );
    expect(
      link('[책마루] 회원가입을 완료해 주세요', '아래 링크를 클릭하여 가입을 완료하세요.\n\nhttps://c.test/join/complete?t=c27e81fa90\n'),
    ).toBe('https://c.test/join/complete?t=c27e81fa90');
    expect(
      link('冬の新刊', '冬の新刊が入荷しました。下記のURLにアクセスしてご覧ください。\n\nhttps://k.test/shop/new-arrivals\n'),
    ).toBeNull();
  });
});

describe('hostile input to the version 14 readings', () => {
  const KB100 = 100 * 1024;
  // Each case takes well under a second; the bound says "not minutes" (catastrophic backtracking), on a loaded shared machine too.
  const NOT_MINUTES_MS = 20_000;
  it.each([
    ['Sign in', `Enter ${'ABCDE '.repeat(KB100 / 6)}`],
    ['Sign in', `Your verification code is:${' '.repeat(KB100)}ABCDEFGHIJK`],
    ['Sign in', `${'Enter QWERTY '.repeat(KB100 / 13)}\n`],
    ['Sign in', `${'Your verification code is: QWERTY\n'.repeat(KB100 / 34)}`],
    ['SMS', `Quillbank: 730418.\n${'--\n'.repeat(KB100 / 3)}`],
    ['Welcome', `${'key safe door gate '.repeat(KB100 / 19)} code 4417`],
    ['Activate', `${'activate by opening this '.repeat(KB100 / 25)}\nhttps://a.test/x\n`.repeat(3)],
    ['Address', `${'1234 AB '.repeat(KB100 / 8)}Utrecht`],
  ])('finishes on 100 KB of repeats built to backtrack (%s, case %#)', (subject, text) => {
    const start = performance.now();
    run(subject, text);
    expect(performance.now() - start).toBeLessThan(NOT_MINUTES_MS);
  });
});
