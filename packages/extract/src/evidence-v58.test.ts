import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The rules of extractor version 58, each written against the development mail of its class (corpus/dev, dv48-*) in
// other words. Each twin is a mail the new rule must not take away, or must not answer.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });

describe('codes', () => {
  it.each([
    // Digits under a line that signs in, in a shop's mail whose subject asks nothing; a coupon's line stays a sale.
    [
      'Seu código de acesso',
      'Para entrar na sua conta, use o código abaixo:\n\n604118\n\nFrete grátis no primeiro pedido com o cupom BEMVINDO.\n',
      '604118',
    ],
    ['Ofertas da semana', 'Use o código abaixo no checkout e ganhe 10% de desconto:\n\n604118\n\nFrete grátis no primeiro pedido.\n', null],
    // "… — X will get you in"; "to finish pairing".
    ['Your sign-in', "We just need to check it's you — 730155 will get you in. It works for 10 minutes.\n", '730155'],
    ['Pair your band', 'Your band is ready. Enter 5512 on your band to finish pairing.\n', '5512'],
    // A product's trade mark is no code; the code the line above points down to is.
    [
      'Verify your console account',
      'Enter the following verification code on your XB3™ console to verify your sign-in ID.\n\nMT4K-92QX\n\nOnline ID: Rook_7\nThis verification code is valid for 60 minutes.\n',
      'MT4K-92QX',
    ],
    ['Your XB3™ console', 'Thanks for registering your XB3™ console.\n', null],
  ])('%s', (subject, text, want) => expect(run(subject, text).code).toBe(want));
});
