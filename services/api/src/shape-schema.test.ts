import { describe, expect, it } from '@jest/globals';
import { schemas } from '@throwbox/contracts';
import { parseCodeShape } from '@throwbox/extract';
import { compile } from './http/validate.js';

// The document's pattern for `shape` and the extractor's reading of it give the same answer for every
// hint: a generated client or a mock server accepts exactly what the server does.

const validate = compile('query', schemas.CodeQuery);
const schemaAccepts = (shape: string) => {
  try {
    validate({ shape });
    return true;
  } catch {
    return false;
  }
};
const serverAccepts = (shape: string) => 'shape' in parseCodeShape(shape);

const written = [
  ...['3', '4', '04', '9', '12', '13', '99', '004', '0', '6 ', ' 6', '\t6\n'],
  ...['digits', 'ALNUM', 'Digits:6', 'digits:06', 'digits:', 'digits:3', 'digits:13', 'digits:6:7', 'alnum:12', 'digits :6', 'hex'],
  ...['AAA-999', 'aaa-999', 'XXX XXX', '999', '9999', 'A9X.9A', '--AAAA--', 'AAAAAAAAAAAA', 'AAAAAAAAAAAAA', 'AAA_999', 'AAA\t999'],
  ...['^\\d{6}$', 'BBB-999', '', ' ', 'A-A-A-A', '9.9.9.9.9.9.9.9.9.9.9.9', '-. '],
];

describe('the shape of a code', () => {
  it.each(written)('%j: the schema and the server agree', (shape) => {
    expect(schemaAccepts(shape)).toBe(serverAccepts(shape));
  });

  it('agrees on 5,000 random hints made of the characters that matter', () => {
    const alphabet = [
      'A',
      'a',
      'X',
      'x',
      '9',
      '0',
      '1',
      '2',
      '4',
      '6',
      '-',
      '.',
      ' ',
      ':',
      'd',
      'i',
      'g',
      't',
      's',
      'l',
      'n',
      'u',
      'm',
      'B',
    ];
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const disagreements: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const hint = Array.from({ length: 1 + Math.floor(next() * 16) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      if (schemaAccepts(hint) !== serverAccepts(hint)) disagreements.push(hint);
    }
    expect(disagreements).toEqual([]);
  });
});
