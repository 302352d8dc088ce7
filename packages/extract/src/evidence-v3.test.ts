import { describe, expect, it } from '@jest/globals';
import { findCandidates } from './candidates.js';
import { extract } from './index.js';

// The evidence added in extractor version 3, each written against the development mail of its family
// (corpus/dev, dv2-*), none against held-out mail. Each case fails under version 2.
const mail = (subject: string, text: string, html = ''): { code: string | null; link: string | null } => {
  const r = extract({ subject, text, html });
  return { code: r.code, link: r.verificationLink };
};
const button = (href: string, label: string): string =>
  `<table><tr><td><a href="${href}" style="display:inline-block;padding:12px;background:#111;color:#fff">${label}</a></td></tr></table>`;

describe('code shapes of version 3', () => {
  it('letters then three digits is a candidate; a short model name or "MP3" is not', () => {
    expect(findCandidates('Your access code: JKN204').map((c) => c.value)).toEqual(['JKN204']);
    expect(findCandidates('H264 MP3 GPT4').map((c) => c.value)).toEqual([]);
    expect(mail('Ferro access code', 'Your access code: JKN204\n').code).toBe('JKN204');
  });

  it('a lowercase dashed code is read as written; a word with a number is not a code', () => {
    expect(findCandidates('Sign-in code: rk2-9wd').map((c) => c.value)).toEqual(['rk2-9wd']);
    expect(findCandidates('covid-19 x-ray').map((c) => c.value)).toEqual([]);
    expect(mail('Pebble sign-in code', 'Sign-in code: rk2-9wd\n').code).toBe('rk2-9wd');
  });
});

describe('evidence of version 3', () => {
  it('"X is your Brand one-time number": the noun after "is your" names a secret', () => {
    expect(mail('Cobble', '208417 is your Cobble one-time number.\nIt runs out in 5 minutes.\n').code).toBe('208417');
  });

  it('the line above says where to put what follows ("into the window you signed up in:")', () => {
    const html = `<p>Drop these digits into the window you signed up in:</p><p style="font-size:36px;font-weight:bold">629104</p>`;
    expect(mail('One more step', '', html).code).toBe('629104');
  });

  it('"Use X to authorise …" names a purpose, as "to sign in" does', () => {
    expect(mail('Is this you?', 'Use MRV-TQD to authorise the new phone on your account.\n').code).toBe('MRV-TQD');
  });

  it('a sale line in a mail that asks to verify weighs less than in a marketing mail', () => {
    const box = `<h1>Confirm your email</h1><p>Type this into the sign-up tab:</p><p style="font-size:32px;font-weight:bold">P4X9TQ</p><p>Autumn sale: 25% off all knitwear.</p>`;
    expect(mail('Confirm your Knitly email', '', box).code).toBe('P4X9TQ');
    expect(mail('Autumn sale', '', box.replace('<h1>Confirm your email</h1>', '')).code).toBeNull();
  });

  it('a number after a street address on its line is the postal code, not a second candidate', () => {
    const html = `<h1>Welcome!</h1><p>Here’s what you need to get in:</p><p style="font-size:40px;font-weight:800">884102</p><p>Tandem, 12 Canal St, Amsterdam 1012</p>`;
    expect(mail('Welcome to Tandem', '', html).code).toBe('884102');
  });

  it('labels and verbs of Vietnamese, Indonesian, Polish and Korean', () => {
    expect(mail('Đăng nhập', 'Mã đăng nhập của bạn là 330827.\n').code).toBe('330827');
    expect(mail('Masuk', 'Gunakan kode 802114 untuk masuk ke akun Anda.\n').code).toBe('802114');
    expect(mail('Logowanie', 'Wpisz 771023, aby się zalogować.\n').code).toBe('771023');
    expect(mail('[Haru] 로그인 인증', '인증코드: 408813\n고객센터 1600-0000\n').code).toBe('408813');
    expect(mail('Xác nhận đơn hàng', 'Mã đơn hàng: 552013\nTổng cộng: 350.000đ\n').code).toBeNull();
  });
});

describe('links of version 3', () => {
  it('a link after "Not you?" or "If you didn’t try to sign in" recovers an account: it is not the verification link', () => {
    const html = `<p>Your login code is <b>730155</b>.</p><p>Not you? <a href="https://p.test/password/reset">Reset your password</a>.</p>`;
    expect(mail('Your login code', '', html)).toEqual({ code: '730155', link: null });
  });

  it('a calendar invitation’s "Join" button is not an invitation to an account', () => {
    const html = `<p>Design review, Monday 10am</p>${button('https://meet.test/r/530912/join', 'Join with Meetspace')}<p><a href="https://calendar.test/event?action=RESPOND&amp;rst=1">Yes</a></p>`;
    expect(mail('Invitation: Design review @ Mon Nov 30, 2026 10am', '', html).link).toBeNull();
  });

  it('"… invited you to collaborate" in the body makes the one button ("Accept") the link', () => {
    const html = `<p>Sam Patel invited you to collaborate on Roadmap 2027.</p>${button('https://d.test/share/a?inv=dr_72be01f9c4', 'Accept')}`;
    expect(mail('Sam shared a document with you', '', html).link).toBe('https://d.test/share/a?inv=dr_72be01f9c4');
  });

  it('verify and sign-in words of Indonesian, Vietnamese, Korean and Polish', () => {
    for (const label of ['Verifikasi Email', 'Kích hoạt tài khoản', '이메일 인증하기', 'Zaloguj się'])
      expect(mail('Hello', '', `<p>Hi</p>${button('https://x.test/a/tok_81c2e0aa9f31b7d4', label)}`).link).toBe(
        'https://x.test/a/tok_81c2e0aa9f31b7d4',
      );
  });
});
