import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// GET /messages/{id}/extraction, the confidence on the code and the message, and mail stored under an
// older extractor brought up to date when read (issue 32).

let stack: Stack;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, api } = await startApiStack()));
afterAll(() => stack.stop());

describe('why this code', () => {
  it('explains the chosen code with its candidates, evidence and confidence, as /code and the message give it', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Finish signing in', text: 'Use 553311 to finish signing in.\nOrder 48213 ships Monday.' });
    const code = await api.get(`/inboxes/${address}/code?wait=30`);
    expect(code.status).toBe(200);
    expect(code.body).toMatchObject({ code: '553311', confidence: expect.any(Number) });
    expect(code.body.confidence).toBeGreaterThanOrEqual(0.5);

    const id = code.body.messageId as string;
    const res = await api.get(`/messages/${id}/extraction?address=${address}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ messageId: id, extractorVersion: expect.any(Number), code: '553311', verificationLink: null });
    expect(res.body.confidence).toBeCloseTo(code.body.confidence, 2);
    const [best, ...rest] = res.body.codeCandidates;
    expect(best).toMatchObject({ value: '553311', source: 'text', context: 'Use 553311 to finish signing in.' });
    expect(best.evidence).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'introduced-by-verb', weight: expect.any(Number) })]),
    );
    const order = rest.find((c: { value: string }) => c.value === '48213');
    expect(order.evidence).toEqual([expect.objectContaining({ kind: 'negative-label', weight: -100 })]);

    const message = await api.get(`/messages/${id}?address=${address}`);
    expect(message.body).toMatchObject({ code: '553311', confidence: code.body.confidence });
  });

  it('answers 404 for an unknown message and for another account’s message, 400 without an address', async () => {
    const address = await newInbox();
    expectError(await api.get(`/messages/msg_nope/extraction?address=${address}`), 404, 'message_not_found');
    expectError(await api.get('/messages/msg_nope/extraction'), 400, 'validation_failed');
    const otherApi = Client.for(stack, await createAccount(stack.env.pool));
    const theirs = (await otherApi.post('/inboxes')).body.address as string;
    await send(theirs, { subject: 'Your code', text: 'Your code is 482913' });
    const { messageId } = (await otherApi.get(`/inboxes/${theirs}/code?wait=30`)).body;
    expect(messageId).toEqual(expect.any(String));
    expectError(await api.get(`/messages/${messageId}/extraction?address=${theirs}`), 404, 'inbox_not_found');
    expectError(await api.get(`/messages/${messageId}/extraction?address=${address}`), 404, 'message_not_found');
  });
});

describe('mail stored under an older extractor', () => {
  it('is extracted again on read, so /code and /code?shape= agree and the row carries the current version', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Confirm your email', text: 'To confirm your address, enter 553311 in the app.' });
    const first = await api.get(`/inboxes/${address}/code?wait=30`);
    const id = first.body.messageId as string;
    const { extractorVersion } = (await api.get(`/messages/${id}/extraction?address=${address}`)).body;
    expect(extractorVersion).toBeGreaterThan(1);
    // Stored stamped with the current extractor (ingest extracted this small mail itself).
    const stored = await stack.env.pool.query(`SELECT extractor_version FROM messages WHERE id = $1`, [id]);
    expect(stored.rows[0].extractor_version).toBe(extractorVersion);
    // What the label-dictionary extractor stored for this wording: nothing, under version 1, extracted long ago.
    const extractedAt = '2026-01-02T03:04:05.678Z';
    await stack.env.pool.query(
      `UPDATE messages SET code = NULL, code_confidence = NULL, extractor_version = 1, extracted_at = $2 WHERE id = $1`,
      [id, extractedAt],
    );

    const plain = await api.get(`/inboxes/${address}/code`);
    const shaped = await api.get(`/inboxes/${address}/code?shape=6`);
    expect(plain.body).toMatchObject({ messageId: id, code: '553311' });
    expect(shaped.body).toMatchObject({ messageId: id, code: '553311' });
    const { rows } = await stack.env.pool.query(`SELECT code, extractor_version, code_confidence FROM messages WHERE id = $1`, [id]);
    expect(rows[0]).toMatchObject({ code: '553311', extractor_version: extractorVersion });
    expect(rows[0].code_confidence).toBeGreaterThanOrEqual(0.5);
    // The message's timings still say when its code first became readable, not when it was read again.
    const message = await api.get(`/messages/${id}?address=${address}`);
    expect(message.body.timings.extractedAt).toBe(extractedAt);
  });
});
