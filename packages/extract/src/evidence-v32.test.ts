import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 32, each written against the development mail of its class (corpus/dev, dv27-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    ['Your receipt', 'Thank you for your gift.\n\nSupporter number\n\n2288104\n', null],
    ['Ενεργοποίηση', 'Κωδικός πελάτη: 77104 · Πόντοι: 120\n', null],
    ['Your customer code', 'Customer code: 77104\n', null],
    ['Your access key (applicant 34117305)', 'Your access key is below.\n\nAccess key:\n\nKT4K-9QWZ\n', 'KT4K-9QWZ'],
    [
      'Sign in',
      'Your reference for this sign-in:\n\n        SA-582913\n\nOn the sign-in screen the "SA-" part is already filled in.\n',
      '582913',
    ],
    ['Order confirmed', 'ORDER NUMBER\nWH-50028813\n\nView order status\n\nOrder WH-50028813 ships in 2 days.\n', null],
    ['Your check', 'Q-604281\n\nThat is your check. The Q- bit is already filled in on the app.\n', '604281'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it("reads phpBB's inactive-account mail", () => {
    const url = 'https://forum.harbourdevs.test/ucp.php?mode=activate&u=28842&k=8F3KQ2M9XW';
    const text = `Your account is currently inactive. You cannot use it until you visit the following link:\n\n${url}\n`;
    expect(run('Welcome', text).verificationLink).toBe(url);
  });
});
