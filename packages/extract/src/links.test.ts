import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';
import { cleanHref, verificationScore } from './links.js';
import { chooseVerificationLink } from './best-link.js';

const links = (html: string, text = ''): Array<{ url: string; text: string }> => extract({ subject: '', text, html }).links;
const verificationLink = (html: string, text = ''): string | null => extract({ subject: '', text, html }).verificationLink;
const anchor = (href: string, label: string): string => `<a href="${href}">${label}</a>`;

describe('link collection', () => {
  it('anchors are collected with their whitespace-collapsed text', () => {
    expect(links('<a href="https://a.test/x">\n  Verify   your\n email </a>')).toEqual([
      { url: 'https://a.test/x', text: 'Verify your email' },
    ]);
  });

  it('URLs in plain text are collected with empty text', () => {
    expect(links('', 'Go to https://a.test/confirm?t=1.\nOr (https://b.test/help)')).toEqual([
      { url: 'https://a.test/confirm?t=1', text: '' },
      { url: 'https://b.test/help', text: '' },
    ]);
  });

  it('a closing parenthesis that belongs to the URL is kept', () => {
    expect(links('', 'See https://wiki.test/Foo_(bar) now').map((l) => l.url)).toEqual(['https://wiki.test/Foo_(bar)']);
  });

  it('links keep document order', () => {
    const html = `${anchor('https://a.test/1', 'one')} text https://a.test/2 ${anchor('https://a.test/3', 'three')}`;
    expect(links(html).map((l) => l.url)).toEqual(['https://a.test/1', 'https://a.test/2', 'https://a.test/3']);
  });

  it('a URL repeated keeps its first occurrence and text', () => {
    const html = `${anchor('https://a.test/v', 'Verify')} ${anchor('https://a.test/v', 'click here')}`;
    expect(links(html)).toEqual([{ url: 'https://a.test/v', text: 'Verify' }]);
  });

  it('a URL in both the HTML and the text part is listed once', () => {
    const result = links(anchor('https://a.test/v?t=1&amp;u=2', 'Verify'), 'Verify: https://a.test/v?t=1&u=2');
    expect(result).toEqual([{ url: 'https://a.test/v?t=1&u=2', text: 'Verify' }]);
  });

  it('only http(s) links are kept (no mailto:, tel:, javascript:, #fragments)', () => {
    const html = [
      anchor('mailto:help@a.test', 'mail'),
      anchor('tel:+15550100', 'call'),
      anchor('javascript:alert(1)', 'js'),
      anchor('#top', 'top'),
      anchor('/relative', 'rel'),
      anchor('https://a.test/ok', 'ok'),
    ].join(' ');
    expect(links(html).map((l) => l.url)).toEqual(['https://a.test/ok']);
  });

  it('HTML entities in hrefs are decoded', () => {
    expect(links(anchor('https://a.test/c?a=1&amp;b=2&#38;c=3', 'x'))[0]?.url).toBe('https://a.test/c?a=1&b=2&c=3');
  });

  it('an image-only anchor takes the image alt text', () => {
    expect(links('<a href="https://x.com/acme"><img src="https://cdn.test/x.png" alt="X"></a>')).toEqual([
      { url: 'https://x.com/acme', text: 'X' },
    ]);
  });

  it('line breaks left in an href by quoted-printable wrapping are removed', () => {
    expect(cleanHref(' https://a.test/verify?token=ab\r\ncd ')).toBe('https://a.test/verify?token=abcd');
  });

  it('links in <head>, <style> and comments are ignored', () => {
    const html =
      '<head><link href="https://a.test/style.css"></head><!-- <a href="https://a.test/hidden">x</a> --><style>a{background:url(https://a.test/bg.png)}</style><p>hi</p>';
    expect(links(html)).toEqual([]);
  });
});

describe('verification link', () => {
  it.each([
    ['verify', 'Verify email address'],
    ['confirm', 'Confirm your account'],
    ['activate', 'Activate account'],
    ['magic link', 'Use magic link'],
    ['reset password', 'Reset your password'],
    ['accept invitation', 'Accept invitation'],
    ['validate', 'Validate email'],
    ['complete registration', 'Complete registration'],
    ['German bestätigen', 'E-Mail-Adresse bestätigen'],
    ['German passwort zurücksetzen', 'Passwort zurücksetzen'],
    ['French confirmer', 'Confirmer mon adresse'],
    ['French réinitialiser', 'Réinitialiser le mot de passe'],
    ['Spanish restablecer', 'Restablecer contraseña'],
    ['Portuguese confirmar', 'Confirmar e-mail'],
    ['Italian conferma', 'Conferma email'],
    ['Dutch bevestig', 'Bevestig e-mailadres'],
    ['Japanese 確認', 'メールアドレスを確認する'],
    ['Chinese 验证', '验证邮箱'],
    ['Russian подтвердить', 'Подтвердить email'],
  ])('anchor text saying "%s" makes the verification link', (_name, label) => {
    expect(verificationLink(anchor('https://a.test/go/abc1', label))).toBe('https://a.test/go/abc1');
  });

  it('words in a URL never make a link alone; in a mail about verifying they back it', () => {
    const confirmPath = anchor('https://a.test/email/confirm?t=9', 'Click here');
    expect(verificationLink(confirmPath)).toBeNull();
    expect(extract({ subject: 'Confirm your email', text: '', html: confirmPath }).verificationLink).toBe(
      'https://a.test/email/confirm?t=9',
    );
    const tracking = anchor('https://track.parcel.test/Confirm/Delivery/1Z84E2910398', 'Track your parcel');
    expect(extract({ subject: 'Your parcel is on its way', text: '', html: tracking }).verificationLink).toBeNull();
  });

  it('the one button of a mail about signing in is its link, whatever it says', () => {
    const html = `<p>Tap to finish.</p><a href="https://p.test/s/resume?k=7a1e" style="padding:12px;background:#000">Open Pinwall</a> <a href="https://p.test/about">About</a>`;
    expect(extract({ subject: 'Log in to Pinwall', text: '', html }).verificationLink).toBe('https://p.test/s/resume?k=7a1e');
    expect(extract({ subject: 'Spring news', text: '', html }).verificationLink).toBeNull();
  });

  it('a URL in the text part is chosen from the words that lead to it', () => {
    const text =
      'Hello,\n\nPlease verify your email address by opening this link:\nhttps://g.test/e/0b7c91\n\nOur blog: https://g.test/blog';
    expect(extract({ subject: 'Welcome', text, html: '' }).verificationLink).toBe('https://g.test/e/0b7c91');
  });

  it('sign-in links count only when they carry a token (magic links)', () => {
    expect(verificationLink(anchor('https://a.test/login', 'Log in'))).toBeNull();
    expect(verificationLink(anchor('https://a.test/auth/magic?token=zt9f8Kq2LmX7vB3nR5', 'Sign in'))).toBe(
      'https://a.test/auth/magic?token=zt9f8Kq2LmX7vB3nR5',
    );
    expect(verificationLink(anchor('https://a.test/l?x=Kq2LmX7vB3nR5tYw1', 'Войти'))).toBe('https://a.test/l?x=Kq2LmX7vB3nR5tYw1');
  });

  it('a tracking redirect is returned as is, not unwrapped', () => {
    const tracked = 'https://click.mail.test/ls/click?upn=u001.MAGIC7Kq9-2BQ9kLm4Pz7Xw3Rt8Yv2';
    expect(verificationLink(anchor(tracked.replace(/&/g, '&amp;'), 'Confirm email'))).toBe(tracked);
  });

  it('the strongest link wins; ties go to the first one', () => {
    const html = [
      anchor('https://a.test/login?t=Kq2LmX7vB3nR5tYw1', 'Sign in'),
      anchor('https://a.test/reset/abc1', 'Reset password'),
    ].join(' ');
    expect(verificationLink(html)).toBe('https://a.test/reset/abc1');
    expect(verificationLink([anchor('https://a.test/v/1', 'Verify'), anchor('https://a.test/v/2', 'Verify')].join(' '))).toBe(
      'https://a.test/v/1',
    );
  });

  it.each([
    ['unsubscribe', 'https://a.test/email/unsubscribe?u=1', 'Unsubscribe'],
    ['preferences', 'https://a.test/prefs', 'Manage preferences'],
    ['manage subscription', 'https://a.test/confirm/subscription?u=1', 'Manage subscription'],
    ['image URL', 'https://cdn.a.test/verify.png', 'Verify'],
    ['social link', 'https://twitter.com/acme_verify', 'Verify us on X'],
    ['bare home page', 'https://verify.a.test/', 'Confirm'],
    ['privacy page', 'https://a.test/privacy', 'Confirm our privacy policy'],
    ['help page', 'https://help.a.test/articles/verify-your-email', 'How to verify your email'],
    ['decline invitation', 'https://a.test/invitations/decline/1', 'Decline'],
    ['order page', 'https://a.test/orders/42', 'Confirm order details'],
  ])('a %s link is never the verification link', (_name, url, label) => {
    expect(verificationLink(anchor(url, label))).toBeNull();
  });

  it('mail with no qualifying link gives null', () => {
    expect(verificationLink(`${anchor('https://a.test/blog/post', 'Read more')} ${anchor('https://a.test/', 'Acme')}`)).toBeNull();
    expect(chooseVerificationLink([])).toBeNull();
  });

  it('unparseable URLs score zero', () => {
    expect(verificationScore({ url: 'https://exa mple.test/verify', text: 'Verify' })).toBe(0);
  });
});
