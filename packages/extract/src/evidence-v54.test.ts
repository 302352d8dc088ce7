import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 54, each written against the development mail of its class (corpus/dev, dv45-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // A phone number after its area code in brackets; a code beside it is read.
    [
      'Your OTP was used',
      'The one-time PIN sent to your mobile was used to authorize a transfer.\nIf you did NOT authorize this transaction, please call our Contact Center at (02) 8777-1234.\n',
      null,
    ],
    ['Your OTP', 'Your one-time PIN is 552019. Questions? Call (02) 8777-1234.\n', '552019'],
    // A Czech or Slovak document's code.
    ['Vaše jízdenka', 'Kód dokladu: 9XQ4K2\nCena: 189 Kč\n', null],
    // A customer's own words quoted in a help desk's reply; the agent's new code is read.
    [
      'RE: Login code [#55120]',
      'Please use the new code 730155 to sign in.\n\n-----Original Message-----\nHello, when I enter the code 118230 it says the code is wrong.\n',
      '730155',
    ],
    ['RE: Login code [#55120]', 'Hello, when I enter the code 118230 it says the code is wrong. Can you help?\n', null],
    ['Your code', "Here's your code: 118230. I'm here if you need help.\n", '118230'],
    // A postcode after a French street.
    // A help desk's thread reference in the subject.
    ['RE: Code never arrives [ ref:!00D5K0003c.!500Ab00000zQ7M:ref ]', 'We reset two-step verification on your account.\n', null],
    // A verb that says where, then a colon.
    [
      'Approve your wire transfer of $900.00',
      'Wire reference: WT-2605-0041\nTo approve the wire, enter in Online Banking: 66120934\n',
      '66120934',
    ],
    ['Your statement', 'Balance in the Lakeside app: 66120934\n', null],
    // "If the app asks you to …, X is what you need to type".
    [
      'Confirm it is you to place your trade',
      'You are placing a trade from a new device. If the screen asks you to confirm it is you, 551207 is what you need to enter there.\n',
      '551207',
    ],
    // Portuguese "introduza", and a transaction's code whose next line gives its own life.
    ['Código de autorização', 'Para concluir a operação, introduza o seguinte código:\n\nCódigo de autorização: 4K7Q2D\n', '4K7Q2D'],
    [
      'Approve transfer of NGN 10,000.00',
      'AUTHORISATION TOKEN: 9QK4T2M\nThe token works for 5 minutes and only for this transfer.\n',
      '9QK4T2M',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('reads a postcode after a French street as no code beside the link', () => {
    const url = 'https://espace.mutuelle.example/activation?jeton=c91e2b5d40a7f368';
    const text = `Activez votre espace adhérent en cliquant sur le lien ci-dessous (valable 48 heures) :\n${url}\n\nMutuelle – 4 quai de la Fosse, 44000\nNantes\n`;
    expect(run('Activez votre espace adhérent', text)).toMatchObject({ code: null, verificationLink: url });
  });
  it("gives no link from a help centre's article or a mailing list's digest", () => {
    const article = 'https://support.example.test/hc/en-us/articles/4410-verify-your-domain';
    expect(run('Your domain is verified', `Read how verification works:\n${article}\n`).verificationLink).toBeNull();
    const digest =
      'Message: 1\nMy verification links look like https://example.test/accounts/verify/MTI4/c4k9z1-8f2a1e6b3d0c/ and expire.\n';
    expect(run('dev-users Digest, Vol 12, Issue 3', digest).verificationLink).toBeNull();
    const verify = 'https://support.example.test/account/verify?t=9f8e7d6c5b4a3';
    expect(run('Verify your email', `Verify your email address:\n${verify}\n`).verificationLink).toBe(verify);
  });
});
