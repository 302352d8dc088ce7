import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 33, each written against the development mail of its class (corpus/dev, dv28-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A spaced "=" introduces a value; a glued one is a parameter's, an amount's "=" labels nothing.
    ['Your OTP', 'OTP = 771203 (Ref: KQWD)\nValid for 5 minutes.\n', '771203'],
    ['Your points', 'Points earned = 4500\nPoints redeemed = 1200\n', null],
    ['Report', 'Query: id=48213377 returned no rows.\n', null],
    // A prefix quoted in the long paragraph above: only its digits are typed.
    [
      'Account recovery',
      'Someone is trying to get back into the Fernway account of kim@fernway.test from a new phone. To be sure it is you, type the 6 digits after "F-" where the recovery screen asks:\n\nF-240815\n',
      '240815',
    ],
    // An aside in brackets, wrapped onto its own line, goes on its sentence.
    [
      'Activa tu cuenta',
      'En la aplicación, en la pantalla «Verifica tu correo», escribe estos seis caracteres\n(en minúsculas):\n\n    z8pq4n\n',
      'z8pq4n',
    ],
    // German and Spanish verbs of entering, and a portal or a window as the place.
    ['Ihr Rückruf', 'Tippen Sie 604 219 im Kundenportal ein.\n\nDie Zahl gilt 10 Minuten lang.\n', '604219'],
    ['Tu recibo', 'Copia y pega 5521 0937 en la ventana de acceso del portal.\n\nTienes 5 minutos.\n', '55210937'],
    // Rioplatense: the subject asks to confirm.
    ['Confirmá tu pago', '', '902114', '<p style="font-size:30px;font-weight:bold">902114</p><p>Con este número confirmás el pago.</p>'],
    // A booking's code in Vietnamese labels its own value, which is no code to type.
    ['Xác nhận đặt chỗ', 'Mã đặt chỗ: K7QX2M\n', null],
    // A bilingual label: its bare "code" after "Mã xác nhận" takes a letters-first value.
    ['Liên kết ví', 'Mã xác nhận liên kết ví / Wallet linking code:\n\nRTW5930\n\nHiệu lực 3 phút.\n', 'RTW5930'],
    ['Your coupon', 'Discount code:\n\nSAVE20\n', null],
    // How to type it, said after it.
    ['Approve batch', 'To approve it, type 4409 1827 into the "Response" field on the approval screen. (No spaces needed.)\n', '44091827'],
    ['Order update', 'Your order 4409 1827 has shipped.\n', null],
    // The mail's one contender and its short life.
    ['Terminal setup', 'Key in 330417 when the terminal asks, then press Enter.\n\nThis works only for the next 15 minutes.\n', '330417'],
    ['Parking', 'Enter 4821 at the gate keypad when you leave.\nYour session is valid for the next 2 hours.\n', null],
    ['Your tickets', 'You have 2 tickets, doors 19:00.\n\nAccess code: 48213377\n\nShow it at the door.\n', null],
    // A dictated code whose second reading is announced.
    ['New voicemail', '"Hi, this is Quillpay. Six. One. Eight. Two. Four. Once more: 6, 1, 8, 2, 4. Bye."\n', '61824'],
  ])('%s', (subject, text, want, html = '') => expect(run(subject, text, html).code).toBe(want));
});

describe('links', () => {
  const confirm = 'https://choir.us8.list-manage.sendloop.test/subscribe/confirm?u=9a1c2e&id=4b7f0d&e=77c1a2';
  it.each([
    ['Please Confirm Subscription', `Yes, subscribe me to this list.\n${confirm}\n`, confirm],
    ['This week at the choir', `Yes, subscribe me to the summer digest:\n${confirm}\n`, null],
    [
      '[Tracker] Lost password',
      'To change your password, click on the following link:\nhttps://tracker.test/account/lost_password?token=6d1a9f0c3b7e2a54d8c1f6e0b9a37d24\n',
      'https://tracker.test/account/lost_password?token=6d1a9f0c3b7e2a54d8c1f6e0b9a37d24',
    ],
    [
      'Aktywacja konta',
      'Aby aktywować konto, kliknij w poniższy link:\nhttps://przetargi.test/konto/aktywacja/3b8e1c20-77df-4a6c-b3f1-0d2e8a9c5b11\n',
      'https://przetargi.test/konto/aktywacja/3b8e1c20-77df-4a6c-b3f1-0d2e8a9c5b11',
    ],
    [
      '【ホビー館】会員仮登録のお知らせ',
      '下記のURLをクリックして、本登録を完了させてください。\nhttps://www.hobby.test/member/entry/finish?key=c2a9e7704a8f3e2d19c7b40e6b5d2f18\n',
      'https://www.hobby.test/member/entry/finish?key=c2a9e7704a8f3e2d19c7b40e6b5d2f18',
    ],
    // "Paczkon" is a brand, no parcel: its "Aktywuj konto" button verifies.
    [
      'Aktywuj swoje konto w Paczkomix',
      'Kliknij w poniższy link, aby aktywować konto:\nhttps://moje.paczkomix.test/rejestracja/aktywuj/5f0c2ad1-88e4-4b7a-a0d3-91be22f6c410\n',
      'https://moje.paczkomix.test/rejestracja/aktywuj/5f0c2ad1-88e4-4b7a-a0d3-91be22f6c410',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).verificationLink).toBe(want));
});
