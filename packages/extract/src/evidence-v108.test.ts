import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { extract } from './index.js';
import { readCorpusMail } from './corpus-mail.js';

// Version 108, from the misses of heldout374, 375 and 377 (opened after their clean scores under version 107). Both models were
// retrained with them.
const code = (subject: string, text: string) => extract({ subject, text, html: '' }).code;
const link = (subject: string, html: string) => extract({ subject, text: '', html }).verificationLink;
const mail = async (path: string) => readCorpusMail(readFileSync(new URL(`../corpus/${path}`, import.meta.url)));

describe('other numbers', () => {
  it('an Italian locker’s pickup PIN', () =>
    expect(
      code(
        'Il tuo pacco è pronto nel Locker Milano Centrale 04',
        'Il tuo pacco è arrivato ed è pronto per il ritiro.\nLocker\nMilano Centrale 04\nRitira entro il 21/02/2025 ore 23:59\nPIN DI RITIRO\n583 114\nDigita il PIN sul display del locker.',
      ),
    ).toBeNull());
  it('a gift certificate’s code, in Russian', () =>
    expect(
      code(
        'Наталья подарила вам сертификат на 100 BYN',
        'Наталья отправила вам подарочный сертификат книжного магазина.\n\nКод сертификата: GIFT-8K2M-77QD\nНоминал: 100 BYN, действует до 31.12.2025',
      ),
    ).toBeNull());
});

describe('codes', () => {
  it('a phone number named with its masked value in the line above', () =>
    expect(
      extract({
        subject: 'Confirm your new phone number',
        text: '',
        html: '<p>Hi Farid,</p><p>Confirm your new phone number (012-***-8842) with</p><p style="font-size:30px"><b>8317 42</b></p><p>This replaces 019-***-3306 on your KedaiKita account. It works for 15 minutes.</p>',
      }).code,
    ).toBe('831742'));
});

describe('links', () => {
  it('a Belarusian invitation', () =>
    expect(
      link(
        'Сяргей Лукашэвіч запрашае вас у Minsk Mobile Team',
        '<p>Сяргей запрашае вас у працоўную прастору.</p><p><a href="https://app.zubrtasks.by/invite/accept?i=wsp_7Fq2Lx9Kp3&amp;h=9e41c7d2">Далучыцца / Присоединиться</a></p>',
      ),
    ).toBe('https://app.zubrtasks.by/invite/accept?i=wsp_7Fq2Lx9Kp3&h=9e41c7d2'));
});

describe('opened mail', () => {
  it('Spanish "Teclea" before nine digits in threes (heldout375)', async () =>
    expect(extract(await mail('heldout375/h375-un-iberluz-tres-tres-tres.eml')).code).toBe('481902337'));
  it('"view the devices" after a new sign-in, in Ukrainian, is no verification (heldout377)', async () =>
    expect(extract(await mail('heldout377/h377-dc-new-signin-kashtan.eml')).verificationLink).toBeNull());
});
