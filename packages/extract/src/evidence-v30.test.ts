import { describe, expect, it } from '@jest/globals';
import { explainExtraction, extract } from './index.js';

// The rules of extractor version 30, each written against the development mail of its class (corpus/dev, dv25-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['Confirm it is you', 'Enter BRTZ58 in the box on the payslip screen.\n', 'BRTZ58'],
    ['Your sign-in code', 'Type this on the sign-in screen:\n\nhx7qd\n\nIt expires in 10 minutes.\n', 'hx7qd'],
    ['Aktywuj swoje konto', 'Możesz też przepisać w aplikacji ten numer: 480 215\n', '480215'],
    [
      'Bevestig jou e-posadres',
      'Gebruik jy die toep op jou selfoon? Tik dan eerder die kode\n714826 in die toep in. Die kode verval oor 24 uur.\n',
      '714826',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it.each([
    ['A gift for you', 'Take 20% off your next order with SAVE20 at checkout.\n'],
    ['Phone number changed', 'The phone number on your account is now XXXXXX4471.\n'],
    ['Your benefits', 'Medical:   Silver PPO 2500 (plan code MED-S2500)   $118.40 per paycheck\n'],
    ['Appointment booked', 'Booking reference 702731.\n\nManage your booking: https://afya.test/bookings/manage?ref=702731\n'],
  ])('answers no code for "%s"', (subject, text) => expect(run(subject, text).code).toBeNull());

  it('takes the code a verification link carries in its code parameter, and says so', () => {
    const url = 'https://auth.afya.test/confirmUser?client_id=5k1qv8m3n2b7&user_name=3f8a6c1e&confirmation_code=702731';
    const r = explainExtraction({
      subject: 'Confirm your patient portal account',
      text: `Confirm your account:\n${url}\n\nIn the app, you can instead type the confirmation number 702731.\n`,
      html: '',
    });
    expect(r).toMatchObject({ code: '702731', verificationLink: url });
    expect(r.codeCandidates[0]?.evidence.some((e) => e.kind === 'carried-by-link')).toBe(true);
  });
});

describe('links', () => {
  it("takes a help desk's own activation link its words ask for", () => {
    const url = 'https://help.northgate.test/support/activate?code=651208&email=ops%40example.test';
    expect(run('Your support account', `Activate your account:\n${url}\n`).verificationLink).toBe(url);
  });
  it.each([
    ['Salasanan vaihto', 'Voit asettaa uuden salasanan tästä linkistä:', 'https://koulutie.test/salasana/uusi?avain=KQ7d1e2b9c04fa3e'],
    ['Сырсөз', 'Жаңы сырсөз коюу үчүн төмөнкү шилтемени ачыңыз:', 'https://bilimkana.test/account/reset-password?token=bk_r3Z9xQw7LmT2'],
  ])('reads a new password in %s', (subject, line, url) => expect(run(subject, `${line}\n${url}\n`).verificationLink).toBe(url));
});
