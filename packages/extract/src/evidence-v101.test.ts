import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// Version 101, from the misses of heldout320–327 (opened after their clean scores): accepting an invitation in Persian, Arabic and
// Hebrew. Both models were retrained with the eight sets.
describe('accepting an invitation', () => {
  it.each([
    ['دعوت به حساب سازمانی اسنپ', 'پذیرش دعوت', 'https://org.snapp.ir/invitation/accept/3f9a0c12-7be4-4d51-9e28-c06b1d47a8e5'],
    ['دعوة للانضمام إلى فريق سلة', 'قبول الدعوة', 'https://team.salla.example/invitation/accept?token=Zk82pQw7Lm4'],
    ['הזמנה להצטרף לקבוצה', 'קבלת ההזמנה', 'https://kvutza.example.co.il/invite/accept?g=30771&t=Zx81kQpL3m'],
  ])('%s: the "%s" button', (subject, text, url) =>
    expect(extract({ subject, text: '', html: `<p>${subject}</p><p><a href="${url}">${text}</a></p>` }).verificationLink).toBe(url),
  );
});
