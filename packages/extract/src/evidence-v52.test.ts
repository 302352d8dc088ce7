import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 52, each written against the development mail of its class (corpus/dev, dv43-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // Mail that talks about codes: a tracker's notification, a bug report, a newsletter's issue, an advisory.
    [
      'Re: [orbit/orbit-web] OTP rejected after password change (#88)',
      '> I entered the code 551204 and got "expired".\n\nFixed in 2.3.1.\n\nReply to this email directly or view it on the web.\n',
      null,
    ],
    ['[Bug 4410] Reset code sent twice', 'Steps: request a reset, enter the code 730912, request again.\n', null],
    [
      'Weekly Stack #47: better login codes',
      'WEEKLY STACK, Issue #47\nLead the subject with the code, as in "605118 is your code".\nUnsubscribe: https://weekly.test/u\n',
      null,
    ],
    ['Advisory: code brute force (CVE-2026-10021)', 'Fixed in 2.1.4. An attacker could guess a verification code such as 551207.\n', null],
    // Its twin: a verification mail that names its own issue tracker is still one.
    ['Verify your Orbit account', 'Your verification code is 551204.\nFound a bug? Tell us at orbit.test/issues.\n', '551204'],
    // A code its own sentence says is spent; the new one in the next sentence is read.
    ['Your code', 'The code 604 918 we sent at 14:02 has expired and can no longer be used.\n', null],
    ['Sign-in code', 'Der Code 604918 ist abgelaufen. Fordere in der App einen neuen an.\n', null],
    ['Your new sign-in code', 'The code 604918 has expired.\nYour new sign-in code is 771203.\n', '771203'],
    ['Sign-in code', 'Your sign-in code is 771203. If the code has expired, ask for a new one.\n', '771203'],
    // A piece of a masked id, and a log's duration, are nothing to type; decoration beside a code is none of that.
    ['Confirm your email', 'Your national id: 150392-***K\nConfirm your email with the button in the app.\n', null],
    ['Your sign-in code', 'Your sign-in code: 615027 ***\nIt expires in 10 minutes.\n', '615027'],
    ['Cron <root@nas> backup', 'backup done, exit code 0, duration 1h05m\n', null],
    // Dashed groups after a colon or alone in their line; a serial number beside them.
    ['Remote access', 'Device S/N: ZX4-88QD-71\nOne-time password: KR-29QD-7M\nIt expires in 5 minutes.\n', 'KR-29QD-7M'],
    ['Your access code', 'Your one-time access code is:\nqP4-x7Km-R2\nIt works once.\n', 'qP4-x7Km-R2'],
    ['Your router', 'Model: RT-AX86U\nFirmware: 3.0.0.4\n', null],
    // A verb whose prompt comes after it; "punch … into".
    ['Link your speaker', 'To link your speaker to Harbor Radio on your TV, type 44 81 20 when the TV asks for it.\n', '448120'],
    ['Pair your till', 'Punch 5512 into the till when it asks.\n', '5512'],
    ['Call us', 'Enter 5512 when the phone menu asks.\n', null],
    // "That's your one-time code" below a lone value.
    ['Tollgate: link your records', "Tollgate\n\n730 155\n\nThat's your single-use number for the Tollgate app.\n", '730155'],
    ['Your points', '730 155\n\nThat is your points balance this month.\n', null],
    // A text message's fields after the value, one of them the warning.
    ['Sparrow setup', '604412 · Sparrow Hub setup · expires in 10 min · never share it\n', '604412'],
    ['Sparrow order', '604412 · Sparrow order · shipped · track it in the app\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('reads activating in Ukrainian and a password reset in Korean', () => {
    const uk = 'https://git.example.test/user/activate?code=20251104c9e1f0';
    expect(
      run('Активуйте обліковий запис', `Будь ласка, активуйте обліковий запис, перейшовши за посиланням:\n${uk}\n`).verificationLink,
    ).toBe(uk);
    const ko = 'https://wiki.example.test/member/reset_password?token=b0d8f35e6a12';
    expect(run('비밀번호 재설정 안내', `아래 링크를 눌러 비밀번호를 재설정해 주세요.\n${ko}\n`).verificationLink).toBe(ko);
  });
  it('gives no link from a newsletter or a tracker', () => {
    const url = 'https://weekly.example.test/l/47-2?token=9af2c1d0';
    const issue = `WEEKLY STACK, Issue #47\nVerify webhook signatures the right way:\n${url}\nUnsubscribe: https://weekly.test/u\n`;
    expect(run('Weekly Stack #47: signing webhooks', issue).verificationLink).toBeNull();
  });
});
