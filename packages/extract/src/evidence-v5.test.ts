import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';
import { affirmsSelf, mailIsNotice, offersAlternative } from './notices.js';

// The evidence added in extractor version 5, each written against the development mail of its family
// (corpus/dev, dv4-*), none against held-out mail. Each case with an answer fails under version 4 or is its twin.
const mail = (subject: string, text: string, html = ''): { code: string | null; link: string | null } => {
  const r = extract({ subject, text, html });
  return { code: r.code, link: r.verificationLink };
};
const button = (href: string, label: string): string =>
  `<table><tr><td><a href="${href}" style="display:inline-block;padding:12px;background:#111;color:#fff">${label}</a></td></tr></table>`;
const stores =
  '<p><a href="https://apps.apple.com/app/id77">App Store</a> · <a href="https://play.google.com/store/apps">Google Play</a> · <a href="https://ex.test/help">Help</a></p>';
const token = 'k_9f2c0e71b3a45d88';

describe('receipts: a transaction label in a mail naming money is no code', () => {
  it('rejects "approval / operation / authentication" ids of a payment, in its line or the cell above', () => {
    expect(mail('Payment sent', 'You sent 64,00 € to Ivo.\nCódigo de operación: Q7K2M9T4\n').code).toBeNull();
    expect(
      mail(
        'Recibo',
        '',
        `<table><tr><td>Valor</td><td>R$ 310,00</td></tr><tr><td>Autenticação</td></tr><tr><td><b>7HQ2K9XW31</b></td></tr></table>`,
      ).code,
    ).toBeNull();
  });

  it('a receipt named by its subject needs no amount', () => {
    expect(mail('Comprovante de Pix', 'Código de autenticação: 9XK2Q7MB4T\n').code).toBeNull();
  });

  it('keeps a code the mail asks to type, money or not, and a transaction label where no money is named', () => {
    expect(mail('Approve this payment', 'To approve the payment of $40.00, enter 662810 in the app. It expires in 5 minutes.\n').code).toBe(
      '662810',
    );
    expect(mail('Sign in', 'Your authentication code: 318220\n').code).toBe('318220');
  });
});

describe('notices: a shipment, a reported change or sign-in gives no verification link', () => {
  it('reads the subject or a heading', () => {
    expect(mailIsNotice('Your password has been reset', [])).toBe(true);
    expect(mailIsNotice('Hello', [{ text: 'New sign-in from Safari', emphasized: true }])).toBe(true);
    expect(mailIsNotice('Your box is out for delivery', [])).toBe(true);
    expect(mailIsNotice('Confirm your new device', [])).toBe(false);
    expect(mailIsNotice('Verify your email', [])).toBe(false);
  });

  it('takes no button of a notice, and no "confirm delivery" button anywhere', () => {
    expect(
      mail('New sign-in to Quill', '', `<p>Chrome on Mac.</p>${button(`https://quill.test/activity?e=${token}`, 'Check activity')}`).link,
    ).toBeNull();
    expect(
      mail('Hello', '', `<p>Parcel on the way.</p>${button(`https://post.test/x?step=confirm&e=${token}`, 'Confirm delivery slot')}`).link,
    ).toBeNull();
    expect(mail('Your email was changed', '', button(`https://q.test/confirm?t=${token}`, 'Confirm your new email')).link).toBe(
      `https://q.test/confirm?t=${token}`,
    );
  });
});

describe('links: affirmative answers and "Or tap:" beside a code', () => {
  it('an answer that identifies the reader is the link; other answers are not', () => {
    expect(affirmsSelf("Yes, that's me")).toBe(true);
    expect(affirmsSelf('Oui, c’est bien moi')).toBe(true);
    expect(affirmsSelf('Yes, please')).toBe(false);
    expect(affirmsSelf('No, this is not me')).toBe(false);
    expect(mail('Quick check', '', `${button(`https://pip.test/ok?t=${token}`, 'Yes, this is my address')}${stores}`).link).toBe(
      `https://pip.test/ok?t=${token}`,
    );
    expect(mail('Feedback', '', `${button(`https://pip.test/nps?a=yes&t=${token}`, 'Yes, loved it')}${stores}`).link).toBeNull();
  });

  it('a written-out URL offered instead of the code is the link', () => {
    expect(offersAlternative('Or tap:')).toBe(true);
    expect(offersAlternative('Or read our guide to settings:')).toBe(false);
    expect(mail('Sign in', 'Your code: 2209\nOr open: https://s.test/q/Zx81\n')).toEqual({ code: '2209', link: 'https://s.test/q/Zx81' });
    expect(mail('Hi', 'Or open: https://s.test/q/Zx81\n').link).toBeNull();
  });
});

describe('codes: read aloud, named later, under a CJK "enter the following number"', () => {
  it('digits read one by one with commas, a code twice read', () => {
    expect(mail('Voicemail', 'Transcript: "Your PIN is 3, 0, 9, 4. Again: 3, 0, 9, 4."\n').code).toBe('3094');
    expect(mail('Voicemail', 'Transcript: "Call us on 0, 2, 0, 7, 9, 4, 6, 0, 1, 1."\n').code).toBeNull();
  });

  it('a verb introduces it and the next sentence calls it a code', () => {
    expect(mail('Welcome', 'Type 820417 on the first screen.\nThe code lasts a quarter of an hour.\n').code).toBe('820417');
    expect(mail('Welcome', 'Type 820417 on the first screen.\nSee you soon.\n').code).toBeNull();
  });

  it('a use-verb before the code wins over a phone label after it', () => {
    expect(mail('تأكيد', 'استخدم 317204 لتأكيد رقم هاتفك.\n').code).toBe('317204');
  });

  it('"enter the following number" in Japanese and Korean, not "keep the following number"', () => {
    expect(mail('本人確認', '下記の番号をご入力ください。\n\n\u3000\u3000604127\n').code).toBe('604127');
    expect(mail('ログイン', '下の番号を入力してください。\n\n\u3000\u3000604127\n').code).toBe('604127');
    expect(mail('본인 확인', '다음 번호를 입력하세요.\n\n\u3000\u3000604127\n').code).toBe('604127');
    expect(mail('受付', '以下の受付番号をお控えください。\n\n\u3000\u3000604127\n').code).toBeNull();
  });
});
