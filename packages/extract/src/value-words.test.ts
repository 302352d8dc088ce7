import { describe, expect, it } from '@jest/globals';
import type { Evidence } from './evidence-kinds.js';
import { mailWords } from './mail-words.js';
import { textToSegments } from './segments.js';
import { valueOdds, valueWords, weighValueWords } from './value-words.js';

const at = (value: string, context: string, source = 'text') => valueWords({ value, source, context });
const odds = (value: string, context: string) => valueOdds(at(value, context));

describe('valueWords', () => {
  it('reads the words just before and after the value on its line, the nearest apart, numbers by their length', () => {
    const read = at('604917', 'Your sign-in code: 604917 (valid for 10 minutes)');
    for (const w of ['l:sign', 'l1:code', 'l2:in code', 'r1:valid', 'r2:valid for', 'r:#2', 'lc::', 'rc:(', 'src:text'])
      expect(read).toContain(w);
    expect([...read].some((w) => w.includes('604917'))).toBe(false);
  });

  it('finds a value printed with spaces or dashes, and reads both shapes', () => {
    const read = at('518226', 'The number 518 226 must be entered');
    for (const w of ['shape:96', 'printed:93  1 93', 'l1:number', 'r1:must']) expect(read).toContain(w);
    const dashed = at('KQ7ZXM', 'Code KQ7-ZXM');
    for (const w of ['shape:A2 91 A3', 'printed:A2 91 -1 A3', 'len:6']) expect(dashed).toContain(w);
  });

  it('finds the value on its own, not inside a longer number or word', () => {
    const read = at('4821', 'Request ID 74821: enter code 4821 on the sign-in page.');
    for (const w of ['l1:code', 'r1:on']) expect(read).toContain(w);
    expect(read).not.toContain('l1:id');
  });

  it('reads a line of markup as its text, and a value alone on its line as such', () => {
    const read = at('2960', 'Ihr Code: <b style="font-size:26px">2960</b>');
    expect(read).toContain('l1:code');
    expect(read).not.toContain('l:px');
    const alone = at('482913', '482913');
    for (const w of ['l1:^', 'r1:$']) expect(alone).toContain(w);
  });

  it('reads the whole line when the value is not in it', () => {
    const read = at('482913', 'Your code is below');
    expect(read).toContain('ctx:none');
    expect(read).toContain('c:below');
  });
});

describe('valueOdds', () => {
  it('reads a labelled sign-in code as likely and an order number as unlikely', () => {
    expect(odds('604917', 'Your verification code is 604917')).toBeGreaterThan(0.5);
    expect(odds('604917', 'Order #604917 has shipped')).toBeLessThan(0.05);
  });
});

// Mails of 50 words and word pairs or more: shorter ones the rules read whole.
const SIGN_IN = [
  'Someone, hopefully you, asked to sign in to your Lumen account from a new browser on Windows.',
  'To finish signing in, enter the verification code below on the page that asked for it.',
  'It expires in 10 minutes and works only once. If this was not you, change your password now.',
].join('\n');
const SHIPPING = [
  'Good news: your order has shipped and is on its way to you.',
  'Items: 2 x cotton T-shirt, 1 x canvas tote. Subtotal $58.00, shipping $4.99, total $62.99.',
  'Track your parcel on the carrier website. Thanks for shopping with us! Unsubscribe from these emails.',
].join('\n');
const mail = (body: string) => () => mailWords('Your sign-in code', [textToSegments(`${SIGN_IN}\n${body}`)]);
const shipped = (body: string) => () => mailWords('Your order has shipped', [textToSegments(`${SHIPPING}\n${body}`)]);
const value = (v: string, context: string, score: number, evidence: Evidence[] = []) => ({
  value: v,
  source: 'text',
  context,
  score,
  evidence,
});
const never = () => false;

describe('weighValueWords', () => {
  it('holds back an answer whose words read as an order number, unless it scores beyond doubt or is typed once', () => {
    const order = value('604917', 'Order #604917 has shipped', 90);
    const [held, ...more] = weighValueWords([order], 70, shipped(order.context), never);
    expect(more).toEqual([]);
    expect(held?.value).toBe(order);
    expect(held?.evidence.weight).toBe(-21);
    expect(held?.evidence.note).toMatch(/^the words around it read as no code's \(.+\)$/);
    expect(weighValueWords([{ ...order, score: 160 }], 70, shipped(order.context), never)).toEqual([]);
    expect(weighValueWords([order], 70, shipped(order.context), () => true)).toEqual([]);
  });

  it('holds back each unlikely answer in turn and stops at the first that stands, which then answers', () => {
    const order = value('604917', 'Order #604917 has shipped', 120);
    const tracking = value('771203', 'Order #771203 has shipped', 100);
    const sure = value('482913', 'Your verification code is 482913', 170);
    const read = shipped(order.context);
    expect(weighValueWords([order, sure, tracking], 70, read, never).map((w) => w.value)).toEqual([order]);
    expect(weighValueWords([order, tracking, sure], 70, read, never).map((w) => w.value)).toEqual([order, tracking]);
  });

  it('answers the one value the rules left short whose words read as a code, in a mail long enough to read', () => {
    const code = value('604917', 'Your verification code is 604917', 20);
    const [lifted] = weighValueWords([code], 70, mail(code.context), never);
    expect(lifted?.value).toBe(code);
    expect(lifted?.evidence.weight).toBe(50);
    expect(lifted?.evidence.note).toMatch(/^the words around it read as a code's \(.+\)$/);
    // Two such values, a short mail, a rejected or promotional value, or a year range: none.
    const twin = value('482913', 'Your verification code is 482913', 20);
    expect(weighValueWords([code, twin], 70, mail(code.context), never)).toEqual([]);
    expect(weighValueWords([code], 70, () => mailWords('Code', [textToSegments(code.context)]), never)).toEqual([]);
    const rejected: Evidence = { kind: 'negative-label', weight: -100, note: 'rejected' };
    expect(weighValueWords([{ ...code, evidence: [rejected] }], 70, mail(code.context), never)).toEqual([]);
    const promo: Evidence = { kind: 'promotional', weight: -25, note: 'sells' };
    expect(weighValueWords([{ ...code, evidence: [promo] }], 70, mail(code.context), never)).toEqual([]);
    expect(weighValueWords([value('202526', '2025-26', 55)], 70, mail('2025-26'), never)).toEqual([]);
    // A card or an id masked but for its end, however alone it stands.
    expect(weighValueWords([value('XXXXXX821Q', 'XXXXXX821Q', 45)], 70, mail('XXXXXX821Q'), never)).toEqual([]);
    expect(weighValueWords([value('ZK4P821Q', 'ZK4P821Q', 45)], 70, mail('ZK4P821Q'), never)).toHaveLength(1);
  });
});
