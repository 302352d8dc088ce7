import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// A fresh-eyes review of version 56 (its probes, each of ordinary mail), mended in version 57. Every case here was answered
// wrongly by version 56 and is answered rightly now.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const button = (href: string, label: string, lead: string) =>
  `<p>${lead}</p><a href="${href}">${label}</a><p>If you did not sign up, ignore this email.</p>`;

describe('codes', () => {
  it.each([
    // What the code was for, between it and "has expired", is no other thing.
    ['Your code expired', 'The code 482913 we sent to reset your password has expired. Please request a new one from the app.\n', null],
    ['Your code expired', 'The sign-in code 604918 for your session has expired and can no longer be used.\n', null],
    // A customer's report in other verbs.
    ['Re: Verification issue', "Customer wrote:\nI'm stuck on the verification page, code 118230 does not work.\n", null],
    ['Re: Verification issue', 'I keep entering 118230 but it says wrong code.\n', null],
    // A login id signs in with a password.
    ['Welcome to Acme', "Welcome aboard!\n48213377\nThat's all you need to sign in, along with your password.\n", null],
    // A new code given after a sender's name and a colon.
    ['Acme verification', 'Acme: new code 482913, earlier codes are no longer valid.\n', '482913'],
    ['Acme verification', 'Acme: code 482913 (all earlier codes have been revoked). Valid 10 min.\n', '482913'],
    // An account or a card named in the line above or an earlier sentence of the line, not about the value.
    ['Almost there', "You're almost done setting up your account.\nEnter 482913 when the app asks for it.\n", '482913'],
    ['Acme', 'Hi Sam, thanks for opening an account with us. Enter 482913 when the app asks for it.\n', '482913'],
    // A later sentence about something else lasting.
    ['Reset requested', 'Type 482913 when the website prompts you. Your password stays the same until you pick a new one.\n', '482913'],
    // "… and you're in — no password needed".
    ['Welcome back, Sam', "Type 482913 and you're in — no password needed.\n", '482913'],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});

describe('links', () => {
  it('keeps a verifying link whose text names a price, a payment method behind a token, and a view button of a sign-up', () => {
    const trial = 'https://app.shopr.example/verify-email?token=9fK2mQx7LpR4tZ8wYb3N';
    const lead = 'Verify your email to start your free trial.';
    expect(run('Verify your email', lead, button(trial, 'Verify email — $0.00 today', lead)).verificationLink).toBe(trial);
    const card = 'https://pay.acme.example/confirm-card?token=9fK2mQx7LpR4tZ8wYb3N';
    const setup = 'To finish setting up your account, confirm your payment method.';
    expect(run('Confirm your payment method', setup, button(card, 'Confirm your payment method', setup)).verificationLink).toBe(card);
    const tracked = 'https://u4821.ct.sendgrid.example/ls/click?upn=9fK2mQx7LpR4tZ8wYb3N-2BaX7kLmN0pQ';
    const signup = 'Thanks for registering. One last step: confirm your email address.';
    expect(run('Confirm your email address', signup, button(tracked, 'See confirmation', signup)).verificationLink).toBe(tracked);
  });
  it('keeps a newsletter that asks to confirm the subscription', () => {
    const url = 'https://news.acme.example/confirm-subscription?token=9fK2mQx7LpR4tZ8wYb3N';
    const text = `Issue #88\nPlease confirm you still want Acme Weekly by clicking below:\n${url}\nUnsubscribe anytime.\n`;
    expect(run('Acme Weekly #88: Please confirm you still want to hear from us', text).verificationLink).toBe(url);
  });
});
