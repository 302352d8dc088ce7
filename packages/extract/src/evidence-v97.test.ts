import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { explainExtraction } from './index.js';
import { readCorpusMail } from './corpus-mail.js';

// Version 97: the words around a value (src/value-words.ts) hold back an answer they and the mail's words find unlikely (a
// tax office's service code, a gift card, a code the mail says has expired) and answer the one value the rules left short
// that they find likely (a code alone in a styled box, an SMS relayed by email, a code split 4+2). The cases are opened corpus
// mails version 96 answered wrongly; the guards are mails whose likely-looking value is no code.
const mail = async (path: string) => readCorpusMail(readFileSync(new URL(`../corpus/${path}`, import.meta.url)));
const wordsOf = (explained: ReturnType<typeof explainExtraction>) =>
  explained.codeCandidates.flatMap((c) => c.evidence).find((e) => e.kind === 'value-words');

describe('codes held back', () => {
  it.each([
    'heldout106/h106-dc-pt-financas-senha-alterada.eml',
    'heldout269/h269-dc-jumia-gift-card.eml',
    'heldout269/h269-dc-mtn-momo-code-expired.eml',
  ])('%s gives no code, and says which words counted', async (path) => {
    const explained = explainExtraction(await mail(path));
    expect(explained.code).toBeNull();
    // Version 100: retrained, the mail's words alone hold some of these back before the words around the value are read.
    const words = explained.codeCandidates.flatMap((c) => c.evidence).find((e) => e.kind === 'value-words' || e.kind === 'mail-words');
    expect(words?.weight).toBeLessThan(0);
    expect(words?.note).toMatch(/^the (?:words around it read as no code's|mail's words read as asking for no code) \(.+\)$/);
  });
});

describe('codes lifted', () => {
  it.each([
    ['heldout265/h265-un-alone-in-styled-box.eml', '907316'],
    ['heldout305/h305-un-sms-relay-maya.eml', '283746'], // version 107: heldout265's relayed SMS is now named by rule (layouts.ts smsStyleName)
    ['heldout37/h37-un-fitquest-odd-grouping.eml', '481927'],
    ['heldout33/h33-un-miraistay-tv-paste.eml', '44712209'],
    ['heldout30/h30-an-hollowmere-ticket-ownership.eml', 'ZWQ-48T-KLM'],
  ])('%s gives %j at the threshold, and says which words counted', async (path, code) => {
    const explained = explainExtraction(await mail(path));
    expect(explained.code).toBe(code);
    expect(explained.confidence).toBe(0.5);
    const words = explained.codeCandidates[0]?.evidence.find((e) => e.kind === 'value-words');
    expect(words?.weight).toBeGreaterThan(0);
    expect(words?.note).toMatch(/^the words around it read as a code's \(.+\)$/);
  });

  it('lifts no fiscal year printed "2025-26", however alone it stands', async () => {
    const explained = explainExtraction(await mail('heldout106/h106-an-in-incometax-evc-itr.eml'));
    expect(explained.code).toBeNull();
    expect(wordsOf(explained)).toBeUndefined();
  });
});
