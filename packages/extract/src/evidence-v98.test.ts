import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 98, from the misses of heldout288–295 (opened after their clean scores): a code reported used or invalid in Japanese and
// Korean, in brackets right after it in any language, a Japanese or Korean subject that reports the code expired, and an approval
// code its own line asks to enter.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;

describe('spent codes in Japanese and Korean, and in brackets after them', () => {
  it.each([
    [
      '新しい端末でログインしました',
      'お客様のアカウントで、新しい端末からのログインがありました。\nご利用済みの認証コード：771204（この番号は無効になっています）\n',
    ],
    ['認証番号のお知らせ', '2025/11/02 14:02 にリクエストされた認証番号（582093）は無効になりました。\n'],
    ['인증번호 안내', '요청하신 인증번호 604917 (더 이상 사용할 수 없습니다)\n'],
    ['인증번호 안내', '인증번호: 604917 (만료된 코드입니다)\n'],
    ['Your sign-in code', 'Code 482913 (this code has expired).\nRequest a new one from the sign-in page.\n'],
  ])('%s: %j gives no code', (subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['認証コードのお知らせ', '認証コード：771204（使用済みの場合は再発行してください）\n', '771204'],
    ['인증번호 안내', '인증번호: 604917 (만료된 경우 다시 요청하세요)\n', '604917'],
    ['Your sign-in code', 'Your code: 482913 (if it has expired, request a new one)\n', '482913'],
    ['Your sign-in code', 'Your new code: 482913 (the previous code has expired)\n', '482913'],
  ])('%s: %j gives the code, the brackets speak of a condition or of another code', (subject, text, want) =>
    expect(code(subject, text)).toBe(want),
  );

  it('reads a Japanese subject that reports the code expired, when the body says so too', () => {
    const body =
      'LINE Pay をご利用いただきありがとうございます。\n\n2025/11/02 14:02 にリクエストされた認証番号（582093）は、\n有効期限（発行から10分）を過ぎたため無効になりました。\n';
    expect(code('[LINE Pay] 認証番号の有効期限が切れました', body)).toBeNull();
  });
});

describe('an approval code its own line asks to enter', () => {
  it('is the code, under a subject that names the approval code and asks for nothing', () =>
    expect(
      code(
        '[Coinvane] Device approval code',
        "Approve new device\n\nA sign-in attempt needs your approval. Enter the device approval code on the device you're signing in with:\n\nHJ8T2W\n\nDevice: Firefox 135 on Ubuntu\nIP address: 145.40.68.122\n",
      ),
    ).toBe('HJ8T2W'));

  it("is not a receipt's approval code", () =>
    expect(
      code('Your receipt', 'Total: $23.40\nCard: Visa ending 4471\nApproval code: 083311\nKeep this receipt for returns.\n'),
    ).toBeNull());
});
