import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 28, each written against the development mail of its class (corpus/dev, dv23-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const page = (body: string) => `<html><body>${body}</body></html>`;
const box = (v: string) => `<p style="font-size:32px;font-weight:bold">${v}</p>`;

describe('codes', () => {
  it.each([
    ['Finish setting up your shop', page(`<p>Almost there</p>${box('602913')}<p>Expires in 10 minutes.</p>`), '602913'],
    ['One more step', page(`<p>One last step.</p>${box('ZQ4M7K')}<p>It expires in 15 minutes.</p>`), 'ZQ4M7K'],
    ['Finish your desk booking', page(`<p>Almost there.</p>${box('771204')}<p>Expires in 15 minutes.</p>`), '771204'],
  ])('reads a lone value whose next line says only that it expires within minutes: %s', (subject, html, want) =>
    expect(run(subject, '', html).code).toBe(want),
  );
  it.each([
    ['Your locker is ready', page(`<p>Your parcel is in locker 14.</p>${box('4821')}<p>Valid for 48 hours.</p>`)],
    ['Flash sale', page(`<p>The garden range</p>${box('€ 20.00')}<p>Offer expires in 2 hours.</p>`)],
  ])('reads no lone value that lasts hours or is sold: %s', (subject, html) => expect(run(subject, '', html).code).toBeNull());

  it.each([
    ['Your trip', 'Thanks for riding.\n\nRidewise Kenya Ltd, Chiromo Rd, Nairobi. PIN P051948210Q.\n', null],
    ['Your sign-in PIN', 'Welcome back to Kopa Bank Ltd.\n\nYour sign-in PIN: 4821 (valid for 5 minutes).\n', '4821'],
    ['Tap to sign in', 'Tap the link to sign in. It is good for 10 minutes.\n\nUpcoming stay: Aug 8-10, confirmation 72114860\n', null],
    ['New voicemail', 'Your security code is: six. two. zero. four. one. eight. Once again: six. two. zero. four. one. eight.\n', '620418'],
    ['Our guide', 'Steps one, two, three and four are in the guide.\n', null],
    ['पासवर्ड रीसेट', 'पोर्टल पर पासवर्ड रीसेट करने के लिए 772104 का उपयोग करें।\nयह 10 मिनट तक मान्य है।\n', '772104'],
    ['Approve the remote session', 'Type 40731 into the Linkdesk window on your screen when it asks, and the session starts.\n', '40731'],
    [
      'Link this machine',
      'Paste 5519 2084 at the prompt to link it to your account.\nWith or without the space, both are fine.\n',
      '55192084',
    ],
    ['Your account recovery', 'Paste the key below exactly as shown.\n\nRecovery key:  qP7xK2mZ\n', 'qP7xK2mZ'],
    [
      'Activation key',
      'Student ID: 3041772\n\nType this activation key together with the student ID above:\n\n  RW7Q2M9KX4\n',
      'RW7Q2M9KX4',
    ],
    ['Pair your thermostat', 'Use 6104 27 in the Gridwise app within the next 15 minutes.\n', '610427'],
    ['Continue', 'Enter 380914 on the page that asked for it. After 20 minutes you will need to ask for a new one.\n', '380914'],
    ['Signing in to Parkpass', 'Here you go: 71920455\n\nIt works once and expires at 14:05.\n', '71920455'],
    ['Your receipt', 'Here you go: 71920455\n\nThanks for your order. It ships in 2 days.\n', null],
    ['Login attempt', "Someone's trying to log in as you. If that's you, 504217 will get you in. If not, ignore this.\n", '504217'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('approves a device from a sign-in notice when its link carries a token', () => {
    const url = 'https://secure.tradewell.test/device/approve?rid=dv_01JX4Q8K2M7TZ9&sig=3f3a9c21e0b4';
    const text = `New device trying to access your account.\n\nIf this was you, approve the device:\n${url}\n\nor key in the security code 771 204.\n`;
    expect(run('Was this you? New device sign-in', text)).toMatchObject({ code: '771204', verificationLink: url });
  });
  it('reads a URL in angle brackets under "set your password"', () => {
    const url = 'https://blog.shed.test/wp-login.php?action=rp&key=Lm2Xq9HkT4bN8pRzWc1V&login=jmarsh';
    expect(run('Login Details', `To set your password, visit the following address:\n\n<${url}>\n`).verificationLink).toBe(url);
  });
  it('reads a paragraph a wrap broke before the URL', () => {
    const url = 'https://sso.rachunki.test/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.Qm4v9Lq2Xz';
    const text = `Jeżeli to Ty, kliknij w poniższy link,\naby ustawić nowe hasło.\n\n${url}\n`;
    expect(run('Zmiana hasła', text).verificationLink).toBe(url);
  });
  it("takes a forum's sign-in link on its community host, not its topics", () => {
    const url = 'https://community.guild.test/session/email-login/ab3791435b1a1bd55252d0d27b11b494';
    expect(run('Log in with email', `You can log in by clicking the following link:\n\n  ${url}\n`).verificationLink).toBe(url);
    expect(
      run('New topics', 'New since your last visit:\n\nhttps://community.guild.test/t/which-laser/48213\n').verificationLink,
    ).toBeNull();
  });
  it('reads "для её активации" as asking to activate', () => {
    const url = 'https://forum.zavod.test/ucp.php?mode=activate&u=5521&k=7F2KD7Q1MZ';
    expect(run('Добро пожаловать', `Для её активации перейдите по ссылке:\n\n${url}\n`).verificationLink).toBe(url);
  });
});
