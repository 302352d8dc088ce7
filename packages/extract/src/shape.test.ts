import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';
import { fitsShape, parseCodeShape, type CodeShape } from './shape.js';

const shape = (hint: string): CodeShape => {
  const parsed = parseCodeShape(hint);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.shape;
};

describe('parseCodeShape', () => {
  it('reads a length, a kind, both, and a pattern', () => {
    expect(parseCodeShape('6')).toEqual({ shape: { length: 6 } });
    expect(parseCodeShape('digits')).toEqual({ shape: { kind: 'digits' } });
    expect(parseCodeShape('ALNUM:7')).toEqual({ shape: { kind: 'alnum', length: 7 } });
    expect(parseCodeShape('AAA-999')).toEqual({ shape: { pattern: 'AAA999' } });
    expect(parseCodeShape(' xxx.xxx ')).toEqual({ shape: { pattern: 'XXXXXX' } });
  });

  it('says what is wrong with a hint it cannot read', () => {
    expect(parseCodeShape('')).toEqual({ error: 'must be 1 to 32 characters' });
    expect(parseCodeShape('3')).toEqual({ error: 'must be a length from 4 to 12' });
    expect(parseCodeShape('digits:99')).toEqual({ error: 'must give a length from 4 to 12 after the kind, as in digits:6' });
    expect(parseCodeShape('digits:6:2')).toEqual({ error: 'takes one length after the kind, as in digits:6' });
    expect(parseCodeShape('^\\d{6}$')).toMatchObject({ error: expect.stringContaining('pattern of A (letter), 9 (digit) and X (either)') });
    expect(parseCodeShape('AA-9')).toEqual({ error: 'must have 4 to 12 letters or digits in its pattern' });
    expect(parseCodeShape('9'.repeat(40))).toEqual({ error: 'must be 1 to 32 characters' });
  });
});

describe('fitsShape', () => {
  it('matches letters, digits and separators sign by sign', () => {
    expect(fitsShape('K7P-2QX', shape('XXX-XXX'))).toBe(true);
    expect(fitsShape('ABC-123', shape('AAA-999'))).toBe(true);
    expect(fitsShape('ABC123', shape('AAA-999'))).toBe(true);
    expect(fitsShape('AB1-123', shape('AAA-999'))).toBe(false);
    expect(fitsShape('ABC-1234', shape('AAA-999'))).toBe(false);
    expect(fitsShape('482913', shape('digits:6'))).toBe(true);
    expect(fitsShape('4829', shape('digits:6'))).toBe(false);
    expect(fitsShape('48A913', shape('digits'))).toBe(false);
    expect(fitsShape('482913', shape('alnum'))).toBe(false);
    expect(fitsShape('ABC-DEF', shape('alnum:6'))).toBe(true);
  });
});

describe('extract with a shape', () => {
  const mail = { subject: 'Seu código', text: 'Seu código de verificação é 4821 93 ... use 738201 para entrar. Pedido 4821.', html: '' };

  it('lets only a code of the shape count, so one that would lose can win', () => {
    const text = 'Your code: 4821. Your backup code is 738201.';
    expect(extract({ subject: 'Sign in', text, html: '' }).code).toBe('4821');
    expect(extract({ subject: 'Sign in', text, html: '' }, { shape: shape('digits:6') }).code).toBe('738201');
    expect(extract(mail, { shape: shape('AAA-999') }).code).toBeNull();
  });
});

describe('a shape is a search', () => {
  const code = (subject: string, text: string, hint: string, html = '') => {
    const parsed = parseCodeShape(hint);
    if (!('shape' in parsed)) throw new Error(parsed.error);
    return extract({ subject, text, html }, { shape: parsed.shape }).code;
  };

  it('makes every string of the shape a candidate and answers the best, even one no rule reads as a code', () => {
    expect(extract({ subject: 'Sign in', text: 'Your sign-in code QWERTZ', html: '' }).code).toBeNull();
    expect(code('Sign in', 'Your sign-in code QWERTZ', 'AAAAAA')).toBe('QWERTZ');
    expect(code('Your code', 'Use 553311 to finish signing in.', '6')).toBe('553311');
  });

  it('still answers nothing when only ordinary words or labelled numbers have the shape', () => {
    expect(code('Verify your email', '', 'AAAAAA', '<h1>VERIFY</h1><p>Please verify your email.</p>')).toBeNull();
    expect(code('Your order', 'Order 553311 ships on Monday.', '6')).toBeNull();
  });
});
