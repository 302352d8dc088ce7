import { expect, it } from '@jest/globals';
import { responseText } from './http-call.js';

it('keeps the answer as text: a character cut by the 1 KiB limit dropped, NUL removed, bad bytes replaced', () => {
  const euro = Buffer.from('€');
  expect(responseText(Buffer.concat([Buffer.from('ab'), euro.subarray(0, 2)]))).toBe('ab');
  expect(responseText(Buffer.from('a\u0000b'))).toBe('ab');
  expect(responseText(Buffer.from([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
  expect(responseText(Buffer.alloc(0))).toBe('');
});
