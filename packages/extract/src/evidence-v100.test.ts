import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 100, from the misses of heldout304–319 (opened after their clean scores): codes reported used or expired in Korean,
// Japanese, Ukrainian, Russian, Vietnamese and Indonesian; "only an example" and an example caption with a colon in more
// languages; accepting an invitation in Korean, Japanese, Chinese and Uzbek.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string) => run(subject, text).code;

describe('spent codes', () => {
  it.each([
    [
      '[한게임] 인증번호 사용 안내',
      '요청된 인증번호가 아래와 같이 사용되었습니다.\n\n- 사용된 인증번호 : 602913\n- 사용 일시 : 2025.03.14 21:07\n',
    ],
    ['인증번호 안내', '인증번호 602913 (사용 완료)\n'],
    ['セキュリティコードのお知らせ', '入力されたセキュリティコード: 275 604 (有効期限切れ)\n'],
    ['Дія', 'Код 482913, який ми надіслали вам 14.11.2024 о 10:02, більше не дійсний — минуло 5 хвилин.\n'],
    ['Ví MoMo', 'Mã OTP 482913 mà Quý khách yêu cầu lúc 09:12 đã hết hạn và không còn hiệu lực.\n'],
    ['Kode OTP', 'Kode OTP 482913 yang Anda minta sudah kedaluwarsa.\n'],
  ])('%s: %j gives no code', (subject, text) => expect(code(subject, text)).toBeNull());

  it.each([
    ['認証コード', '認証コード：275604\n有効期限切れの場合は、再度お手続きください。\n', '275604'],
    ['인증번호 안내', '인증번호: 602913\n사용 완료 후 이 메일은 삭제하세요.\n', '602913'],
  ])('%s: %j gives the code', (subject, text, want) => expect(code(subject, text)).toBe(want));
});

describe('examples', () => {
  it.each([
    [
      'Waspada penipuan',
      'BCA tidak pernah meminta kode OTP.\nContoh SMS resmi dari BCA:\nBCA: Kode OTP: 482913 untuk transaksi Transfer Rp 1.000.000. Berlaku 3 menit.\nKode di atas hanyalah contoh.\n',
    ],
    ['Cảnh báo lừa đảo', 'Tin nhắn giả mạo thường có dạng:\nMã OTP của bạn là 604917\nMã trên chỉ là ví dụ.\n'],
  ])('%s gives no code', (subject, text) => expect(code(subject, text)).toBeNull());
});

describe('accepting an invitation', () => {
  it.each([
    [
      "[당근] '망원동 오늘의꽃' 관리자 초대",
      '초대 수락하기',
      'https://business.daangn.com/invitation/accept?inviteId=INV-2503-88412&token=Dg7Kq2Xm9Pz4',
    ],
    [
      '«Baraka Savdo» sizni OLX Biznes hisobiga taklif qildi',
      'Taklifni qabul qilish',
      'https://www.olx.uz/uz/business/invite/accept/?invite=8c3e1f7a2d9b4e06',
    ],
    [
      '【LINE WORKS】への招待',
      '招待を承諾する',
      'https://auth.worksmobile.com/invitation/accept?inviteKey=cTdqAs4W85fPXFZGPdp5NqoY59mwplM8Ycsb',
    ],
  ])('%s: the "%s" button', (subject, text, url) =>
    expect(run(subject, '', `<p>${subject}</p><p><a href="${url}">${text}</a></p>`).verificationLink).toBe(url),
  );
});
