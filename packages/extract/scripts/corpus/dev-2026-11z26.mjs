// Development mail, forty-eighth round (files dv48-*, before the rules of extractor version 58), from the misses and false
// codes of heldout126–129 under version 57 (all four opened for this round; heldout130–133 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: digits under a line that signs in, in a shop's
// mail whose subject asks nothing; "… — X will get you in"; "to finish pairing"; a product's trade mark.
import { codeOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Mon, 4 Jan 2027 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('languages', 'dv48-pt-entrar-codigo-abaixo.eml', 'Pratofeito <oi@pratofeito.test>', 'Seu código de acesso ao Pratofeito', 'Olá, Marina!\n\nPara entrar na sua conta do Pratofeito, use o código abaixo:\n\n771204\n\nAproveite: frete grátis no primeiro pedido com o cupom BEMVINDO.\n', codeOnly('771204')),
  t('unlabeled', 'dv48-en-dash-will-get-you-in.eml', 'Orbitly <hi@orbitly.test>', 'Orbitly', 'Hi Sam,\n\nWe just need to make sure it\'s you — 604118 will get you in. It works for 10 minutes.\n', codeOnly('604118')),
  t('unlabeled', 'dv48-en-finish-pairing.eml', 'Tickwatch <support@tickwatch.test>', 'Pair your Tickwatch', 'Your Tickwatch is ready. Enter 7731 on your watch to finish pairing.\n', codeOnly('7731'), '<p>Your Tickwatch is ready. Enter <b>7731</b> on your watch to finish pairing.</p>'),
  t('alnum', 'dv48-en-trademark-beside-code.eml', 'PlayDeck Network <no-reply@playdeck.test>', 'Verification code for your PlayDeck™ Network account', 'Verify your email address\n\nEnter the following verification code on your PD5™ console to verify your sign-in ID.\n\nQK7R-38TZ\n\nOnline ID: SilverFox_22\nThis verification code is valid for 60 minutes.\n', codeOnly('QK7R-38TZ')),
];
