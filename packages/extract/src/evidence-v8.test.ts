import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 8, each written against the development mail of its family
// (corpus/dev, dv7-*), none against held-out mail. Each case with an answer, and each revoke link, fails under
// version 7 (a false link, or no code); the other cases are their twins, which the new evidence must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;

describe('a sign-up code under a welcome offer, after a step heading', () => {
  const shop = '\nCanvas tote  $38.00\nEnamel pin  $12.00\n\nMarrowby, 2200 Division St, Portland OR 97202\n(503) 555-0182\n';
  it('reads the code a verb opens under a heading that asks to verify', () => {
    const text = `Welcome!\nHere's 15% off your first order with code WELCOME15.\n\nONE LAST STEP: verify your email to activate your account\nEnter 318406 on the page where you signed up. (It expires in 30 minutes.)\n${shop}`;
    expect(code('Welcome to Marrowby', text)).toBe('318406');
    const html = `<p>Take 15% off with code TIDE15.</p><p>Last step: confirm your email address</p><p>Type 905316 on the page where you signed up.</p><p>Scrub $26.00</p>`;
    expect(code('Welcome to Tidewell', '', html)).toBe('905316');
  });

  it('not a coupon under a heading that sells, nor a coupon sentence under a verify button', () => {
    const text = `Welcome!\n\nVERIFY YOUR EMAIL AND SAVE 15%\nEnter 482019 at checkout to get 15% off once your email is verified.\n${shop}`;
    expect(code('Welcome to Marrowby', text)).toBeNull();
    expect(
      code('Welcome', `Welcome!\n\nONE LAST STEP: claim your welcome offer\nEnter 731902 at checkout within 30 minutes.\n${shop}`),
    ).toBeNull();
    const html = `<p>Verify your email with the button below.</p><p><a href="https://f.test/verify?t=fh_7Qm2xT9kLp4Wz81" style="padding:12px">Verify email</a></p><p>Here's a thank-you: enter 482019 at checkout for 10% off. It expires in 30 minutes.</p>`;
    expect(run('Welcome to Fernhill: verify your email', '', html)).toMatchObject({
      code: null,
      verificationLink: 'https://f.test/verify?t=fh_7Qm2xT9kLp4Wz81',
    });
  });
});

describe('a terse "<Brand> - <code>" first line', () => {
  it('reads the code when the line below or the subject speaks of signing in', () => {
    expect(code('Log in to Kestrel', 'Kestrel - 590427\nUse this to log in. Expires at 10:45 UTC.\n')).toBe('590427');
    expect(code('Your Plover login', '', '<p>Plover – 604821</p><p>Use this to sign in. It expires in 15 minutes.</p>')).toBe('604821');
    expect(code('Sign in to Wren', 'Wren - K7P-2QX\nUse this to sign in.\n')).toBe('K7P-2QX');
    expect(code('Anmeldung bei Kobold', 'Kobold - 730518\nDamit meldest du dich an. Gültig bis 10:45 Uhr.\n')).toBe('730518');
  });

  it('not a receipt, a booking, a voucher, a year or points', () => {
    expect(code('Your Kestrel receipt', "Kestrel - 302918\nThanks for your order. We'll email you when it ships.\n")).toBeNull();
    expect(code('Table booked', 'Olive Kitchen - 48213\nYour table for 4 is booked. Show this number when you arrive.\n')).toBeNull();
    expect(code('Your Plover voucher', 'Plover - 604821\nUse this at checkout for 10% off. Expires at midnight.\n')).toBeNull();
    expect(code('Log in to see your statement', 'Kestrel - 2026 statement\nLog in to view your annual statement.\n')).toBeNull();
    expect(code('Sign in to Tern to spend your points', 'Tern - 1482 points\nLog in to spend them before 23:59.\n')).toBeNull();
    expect(code('Deine Bestellung bei Kobold', 'Kobold - 730518\nVielen Dank für deine Bestellung.\n')).toBeNull();
  });
});

describe('a link that ends a session', () => {
  it('is no verification link, in text and in anchors, after "if you didn\'t …"', () => {
    const cli =
      "Check that your terminal shows the same confirmation code, then type it to finish:\n\nq7d-2mx-k9r\n\nIf you didn't run 'dockhand login', revoke the session from https://dash.dockhand.test/settings/sessions.\n";
    expect(run('[Dockhand] Confirm CLI login', cli)).toMatchObject({ code: 'q7d-2mx-k9r', verificationLink: null });
    const de =
      "Gib den Bestätigungscode ein:\n\nh4t-9wq-2pz\n\nFalls du 'kran login' nicht ausgeführt hast, beende die Sitzung unter https://konto.kran.test/s.\n";
    expect(run('[Kran] CLI-Anmeldung bestätigen', de).verificationLink).toBeNull();
    const es =
      "Escribe el código de confirmación:\n\nw2k-7pd-m9x\n\nSi no ejecutaste 'grua login', revoca la sesión en https://panel.grua.test/ajustes/sesiones.\n";
    expect(run('[Grúa] Confirma el inicio de sesión', es).verificationLink).toBeNull();
    const button = `<p>Your login code: <b>482 017</b></p><p>Unrecognised sign-in?</p><a href="https://cairn.test/security/sessions/revoke?sid=cs_8Tq2Lm4Xz9Wk1Rp0" style="padding:12px 28px;background-color:#cf222e">Revoke access</a>`;
    expect(run('Your Cairn login code', '', button)).toMatchObject({ code: '482017', verificationLink: null });
  });

  it('leaves the link that signs in beside it', () => {
    const text =
      "Click to sign in to Quayside (the link works once, for 15 minutes):\nhttps://quayside.test/auth/magic?token=qs_3Vb8Nk2Lm7Xq9Tz1\n\nIf you didn't ask for this, sign out everywhere: https://quayside.test/account/sign-out-all?token=qs_3Vb8Nk2Lm7Xq9Tz1\n";
    expect(run('Your Quayside sign-in link', text).verificationLink).toBe('https://quayside.test/auth/magic?token=qs_3Vb8Nk2Lm7Xq9Tz1');
  });

  it('leaves a reminder\'s link after its "not yet" (pas encore, noch nicht): that disowns nothing', () => {
    const link = 'https://app.exemple.test/verify?token=Zx81Qm2Lp9Kt7Wq4';
    const fr = `Bonjour,\nSi vous n'avez pas encore confirmé votre adresse, cliquez ici : ${link}\nMerci`;
    expect(run('Confirmez votre adresse e-mail', fr).verificationLink).toBe(link);
    const de = `Hallo,\nFalls du deine Adresse noch nicht bestätigt hast, klicke hier: ${link}\nDanke`;
    expect(run('Bitte bestätige deine E-Mail-Adresse', de).verificationLink).toBe(link);
    const pt = `Olá,\nSe você não confirmou seu e-mail ainda, clique aqui: ${link}\nObrigado`;
    expect(run('Confirme seu e-mail', pt).verificationLink).toBe(link);
    // Still disowned: what the sender did not ask for.
    expect(run('Confirmez votre adresse e-mail', `Si vous n'avez pas demandé ce compte, ignorez : ${link}`).verificationLink).toBeNull();
    expect(
      run('Bitte bestätige deine E-Mail-Adresse', `Falls du das nicht angefordert hast, klicke hier: ${link}`).verificationLink,
    ).toBeNull();
  });
});

describe("a meetings product's own sign-in code", () => {
  it('is read whatever the mail says of joining meetings, meeting IDs and dial-in', () => {
    const tips =
      'Your verification code is 482 913. Enter it in the app to sign in.\n\nOnce signed in you can join a meeting with a meeting ID.\n';
    expect(code('Your Confab sign-in code', tips)).toBe('482913');
    const dial = 'Your one-time code: 730 215\nJoin meetings with one click.\nDial-in numbers in 90 countries.\n';
    expect(code('Sign in to Parley', dial)).toBe('730215');
    const named =
      'The host of meeting ID 845 2291 0473 asks participants to sign in before they join.\n\nYour verification code: 302 918\n';
    expect(code('Your Confab verification code', named)).toBe('302918');
  });

  it("not a meeting's passcode or access code, even under a subject that names it or asks to sign in", () => {
    const call = 'Join: https://confab.test/j/38190244618\nMeeting ID: 381 902 446 18\nPasscode: 739201\n';
    expect(code("Passcode for Tuesday's call", call)).toBeNull();
    const invite =
      'Please sign in to your Confab account to join.\nhttps://confab.test/j/84522910473\n\nMeeting ID: 845 2291 0473\nPasscode: 604417\n';
    expect(code('Dana Ortiz invited you to a Confab meeting', invite)).toBeNull();
    const webinar = 'Your unique access code: 518 204\nWebinar ID: 912 4410 2281. Join from your browser or dial in: +44 20 3481 5237.\n';
    expect(code("You're registered", webinar)).toBeNull();
    expect(
      code('Q4 update call', 'Our Q4 conference call is on 9 December.\nJoin by phone\n+44 20 5555 0100\nAccess code: 582014\n'),
    ).toBeNull();
    const cells = 'Dana Ortiz is inviting you to a scheduled Confab meeting.\nJoin meeting\nMeeting ID\n845 2291 0473\nPasscode\n739201\n';
    expect(code('Roadmap review', cells)).toBeNull();
  });
});
