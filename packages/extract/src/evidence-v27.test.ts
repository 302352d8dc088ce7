import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 27, each written against the development mail of its class (corpus/dev, dv22-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const page = (body: string) => `<html><body>${body}</body></html>`;

describe('codes', () => {
  it.each([
    [
      'Verify your email',
      'Enter this code in the app: 330 912\n\nTHIS WEEK\nTwo for one on pizzas. Use promo PIZZA2 at checkout.\n',
      '330912',
    ],
    [
      'Please confirm your email address',
      'Paying on your phone? Key this code into the box on the checkout page instead: 604417\n',
      '604417',
    ],
    [
      'Confirm your email to start booking trips',
      'Enter this code to verify your email address:\n\n218 404\n\nDEALS\nLisbon from $99\n',
      '218404',
    ],
    ['Approve your transfer', 'To approve it, type this in the app:\n\n27 81 604\n\nIt expires in 10 minutes.\n', '2781604'],
    ['Your one-time passcode', 'One-time passcode:   5512 038\n', '5512038'],
    [
      'Confirm your membership',
      'Thank you for applying to join the club for the coming season. Please enter\nthe following number on the sign-up page to confirm that we can reach you: 4471\n',
      '4471',
    ],
    [
      'Re: locked out (#58120)',
      'Please enter the security code below in the help centre (Request #58120 >\nVerify):\n\nK4TQ9M\n\nThe code is valid for 24 hours.\n',
      'K4TQ9M',
    ],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));

  it('reads a lone value named below by what the reader types', () =>
    expect(
      run('New phone', '', page('<p><b>702 551</b></p><p>↑ That’s what you’ll type on the screen to confirm this phone.</p>')).code,
    ).toBe('702551'));

  it.each([
    ['Our winter sale starts now', 'Winter sale: 30% off everything.\n\nEnter this code at checkout: 275019\n'],
    ['Your tickets are confirmed', 'Your tickets are confirmed.\n\nBooking code: 771204\n'],
    ['Planned works', 'We are working on your street on 14 May. Questions? Call 3390 417 between 9 and 5.\n'],
    ['Your subscription', 'Thanks for paying. For your records, the standing order goes to the club\naccount, number: 60114822\n'],
    ['Your top-up', 'You topped up on 4 May.\n\n20 45 118 points\n\nSee you soon.\n'],
  ])('answers no code for "%s"', (subject, text) => expect(run(subject, text).code).toBeNull());

  it('reads no uneven groups inside a sentence', () => expect(run('Approve', 'Please call 27 81 604 to approve.').code).toBeNull());
  it('reads no value above "That\'s what you paid"', () =>
    expect(run('Top-up', '', page('<p><b>€ 20.00</b></p><p>That’s what you paid on 4 May.</p>')).code).toBeNull());
});

const button = (href: string, label: string) =>
  `<p><a href="${href.replace(/&/g, '&amp;')}" style="padding:12px;background:#2563eb">${label}</a></p>`;
describe('links', () => {
  it.each([
    ['a home page with a campaign parameter that says verify', 'https://club.test/?utm_campaign=verify', 'Club'],
    ['a course page whose campaign says verification', 'https://club.test/courses/python?utm_medium=verificacion', 'Python'],
    ['a portal page to log in to, beside a code', 'https://portal.club.test/MyPortal/', 'Log in to MyPortal'],
    ['a news slug as the one button, beside a code', 'https://club.test/news/season-4-2-winterfall', 'SEASON 4.2 IS LIVE'],
  ])('chooses no %s', (_what, href, label) =>
    expect(
      run('Verify your email', '', page(`<p>Your verification code is <b>7KQ2ZP</b>.</p>${button(href, label)}`)).verificationLink,
    ).toBeNull(),
  );
  it('keeps a token link whose campaign parameters say verify', () => {
    const href = 'https://club.test/confirm?t=mp9Kx2Lq7Wz4Rt8Vn3&utm_campaign=verify';
    expect(run('Confirm your email', '', page(`<p>Confirm your address.</p>${button(href, 'Confirm email')}`)).verificationLink).toBe(href);
  });
  it('keeps a sign-in link that carries the code beside it', () => {
    const href = 'https://club.test/login/device?user_code=WDJB-MJHT';
    expect(run('Sign in', '', page(`<p>Your code: <b>WDJB-MJHT</b></p>${button(href, 'Sign in')}`)).verificationLink).toBe(href);
  });
  it('chooses no "Disable your account" button of a sign-in alert', () =>
    expect(
      run(
        'Login attempted from a new IP address',
        '',
        page(`<p>Not you?</p>${button('https://x.test/account/disable?e=dHJh&t=1739936485', 'Disable Your Account')}`),
      ).verificationLink,
    ).toBeNull());
  it('reads "in order to activate" as asking to activate, and an order link as an order', () => {
    const url = 'https://community.forum.test/ucp.php?mode=activate&u=5521&k=Q9X2M7K4PZ';
    expect(run('Welcome', `Please visit the following link in order to activate your account:\n\n${url}\n`).verificationLink).toBe(url);
    expect(run('Shipped', 'Track your order here:\n\nhttps://shop.test/account/orders?id=Q9X2M7K4PZ\n').verificationLink).toBeNull();
  });
  it('reads a Czech address that says ověření', () => {
    const url = 'https://katalog.knihovna.test/registrace/overeni?ctenar=5521&t=a91c0e7f2b3d';
    expect(run('Ověření e-mailové adresy', `Klikněte prosím na následující odkaz:\n\n${url}\n`).verificationLink).toBe(url);
  });
  it('joins a URL the text part cut at its width, and nothing else', () => {
    const text =
      'Please click on the link below to confirm your email address:\n\nhttps://members.club.test/index.php?page=register&action=confirm&me\nmber=H-2026-0077&hash=9c2e41b07d35a8e6f0b1c7d2\n\nThanks\n';
    expect(run('Confirm your email address', text).verificationLink).toBe(
      'https://members.club.test/index.php?page=register&action=confirm&member=H-2026-0077&hash=9c2e41b07d35a8e6f0b1c7d2',
    );
    const short = 'Confirm here:\nhttps://club.test/confirm?t=mp9Kx2Lq7Wz4Rt8Vn3\nthanks/bye\n';
    expect(run('Confirm your email', short).verificationLink).toBe('https://club.test/confirm?t=mp9Kx2Lq7Wz4Rt8Vn3');
  });
});
