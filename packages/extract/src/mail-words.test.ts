import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { MAX_BODY_CHARS, mailAsksOdds, mailWords } from './mail-words.js';
import { OPENED } from './corpus-floors.js';
import { textToSegments } from './segments.js';

const words = (subject: string, body: string) => mailWords(subject, [textToSegments(body)]);
const odds = (subject: string, body: string) => mailAsksOdds(words(subject, body)).asks;

describe('mailWords', () => {
  it('reads subject and body apart, words and word pairs, and numbers by their length alone', () => {
    const read = words('Your code', 'Enter 604917 now');
    for (const w of ['s:your', 's:code', 's:your code', 'b:enter', 'b:#6', 'b:enter #6', 'b:#6 now']) expect(read).toContain(w);
    expect([...read].some((w) => w.includes('604917'))).toBe(false);
  });

  it('reads scripts written without spaces in pairs of characters too', () => {
    const read = words('', '認証コードです');
    expect(read).toContain('b:認証');
    expect(read).toContain('b:コー');
  });

  it('reads no further than the top of the body, however long it is', () => {
    const far = words('', `${'word '.repeat(MAX_BODY_CHARS / 5)}\nfaraway`);
    expect(far).not.toContain('b:faraway');
    expect(words('', 'near\nfaraway')).toContain('b:faraway');
  });
});

describe('mailAsksOdds', () => {
  it('reads a shipping notice as asking for no code, and a sign-in mail as asking for one', () => {
    const notice = odds(
      'Your order has shipped',
      'Good news! Your order is on its way.\nTracking number: 1Z999AA10123456784\nItems: 2 x T-shirt, $38.00\nView your order. Unsubscribe.',
    );
    const signIn = odds('Your sign-in code', 'Use this code to sign in to your account: 604917\nIt expires in 10 minutes.');
    expect(notice).toBeLessThan(0.05);
    expect(signIn).toBeGreaterThan(0.9);
  });

  it('names the words that counted most against and for', () => {
    const odds = mailAsksOdds(new Set(['b:unsubscribe', 'b:zzz-unknown', 's:code']));
    expect(odds.against).toEqual(['unsubscribe']);
    expect(odds.for).toEqual(['code']);
  });

  it('was trained on every opened corpus set (retrain with scripts/train-mail-words.mjs after opening one)', () => {
    const header = readFileSync(new URL('./mail-words-model.ts', import.meta.url), 'utf8').split('\n')[0] ?? '';
    expect(header).toContain(`of ${2 + 11 + OPENED.length} opened corpus sets`);
  });
});
