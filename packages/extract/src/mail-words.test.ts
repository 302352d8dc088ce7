import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MAX_BODY_CHARS, mailAsksOdds, mailWords, mailWordsOf, wordsCountingMost } from './mail-words.js';
import { OPENED_SETS } from './corpus-floors.js';
import { textToSegments } from './segments.js';

const words = (subject: string, body: string) => mailWords(subject, [textToSegments(body)]);
const odds = (subject: string, body: string) => mailAsksOdds(words(subject, body));

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

  it('reads a whole mail as extract() does: the subject normalized, the HTML part, then the text part', () => {
    const read = mailWordsOf({ subject: '  Your   code ', text: 'Enter 604917', html: '<p>Hi <b>there</b></p>' });
    for (const w of ['s:your code', 'b:hi', 'b:there', 'b:enter #6']) expect(read).toContain(w);
  });

  it('reads no further than the top of the body, however long it is', () => {
    const far = words('', `${'word '.repeat(MAX_BODY_CHARS / 5)}\nfaraway`);
    expect(far).not.toContain('b:faraway');
    expect(words('', 'near\nfaraway')).toContain('b:faraway');
  });
});

describe('mailAsksOdds and wordsCountingMost', () => {
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
    const read = new Set(['b:unsubscribe', 'b:zzz-unknown', 's:code', 'b:code']);
    expect(wordsCountingMost(read, -1)).toEqual(['unsubscribe']);
    expect(wordsCountingMost(read, 1)).toEqual(['code']);
  });

  // Both models scripts/train-mail-words.mjs writes (this one and value-words-model.ts) name the sets they learnt from.
  it.each(['mail-words-model.ts', 'value-words-model.ts'])(
    '%s was trained on the opened corpus sets as they are (retrain with scripts/train-mail-words.mjs after opening one)',
    (model) => {
      const header = readFileSync(new URL(`./${model}`, import.meta.url), 'utf8')
        .split('\n')
        .slice(0, 3)
        .join('\n');
      const digest = createHash('sha256');
      for (const set of OPENED_SETS) digest.update(`${set}\0${readFileSync(new URL(`../corpus/${set}/expected.json`, import.meta.url))}\0`);
      expect(header).toContain(`of ${OPENED_SETS.length} opened corpus sets`);
      expect(header).toContain(`// Training sets: ${digest.digest('hex')}`);
    },
  );
});
