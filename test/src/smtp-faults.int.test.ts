import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startIngest, loadIngestConfig, type IngestHandle } from '@throwbox/ingest';
import { serviceEnv } from '@throwbox/db/testing';
import { sendMail } from '@throwbox/testkit';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// SMTP faults on purpose, per inbox (DECISIONS §11), enforced by ingest over real SMTP: scripted
// replies, disconnects and delays, after/times sequences, on two ingest replicas sharing the rules.

let stack: Stack;
let api: Client;
/** A second ingest replica on the same database and Redis. */
let replica: IngestHandle;

const { newInbox } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => {
  ({ stack, api } = await startApiStack());
  replica = await startIngest(loadIngestConfig(serviceEnv(stack.env)));
});
afterAll(async () => {
  await replica?.stop();
  await stack?.stop();
});

async function setRules(address: string, rules: unknown[]): Promise<void> {
  const res = await api.request('PUT', `/inboxes/${address}/smtp-faults`, { body: { rules } });
  expect(res.status).toBe(200);
}
const hits = async (address: string): Promise<number[]> =>
  (await api.get(`/inboxes/${address}/smtp-faults`)).body.rules.map((r: { hits: number }) => r.hits);
const stored = async (address: string): Promise<number> =>
  (
    await stack.env.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1',
      [address],
    )
  ).rows[0]!.n;

/** One delivery attempt as a sending MTA makes it: the reply code it got (250 when accepted). */
async function attempt(port: number, to: string | string[], subject = 'hello'): Promise<number> {
  try {
    await sendMail(port, { to, subject, text: 'hello' });
    return 250;
  } catch (err) {
    const code = (err as { responseCode?: number }).responseCode;
    if (code === undefined) throw err;
    return code;
  }
}

interface Exchange {
  /** The reply to each line, in order; shorter than the lines when the server closed first. */
  replies: string[];
  /** Milliseconds from writing each line to its reply. */
  ms: number[];
  closed: boolean;
}

/** A raw SMTP session: each line is sent after the previous reply; stops when the server closes. */
async function converse(port: number, lines: string[]): Promise<Exchange> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const replies: string[] = [];
  let buffer = '';
  let closed = false;
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (line[3] !== '-') replies.push(line);
    }
    wake?.();
  });
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  socket.on('error', () => {});
  const until = (n: number) =>
    new Promise<void>((resolve) => {
      wake = () => (replies.length >= n || closed) && resolve();
      wake();
    });
  const ms: number[] = [];
  await until(1);
  for (const [i, line] of lines.entries()) {
    if (closed) break;
    const sent = performance.now();
    socket.write(`${line}\r\n`);
    await until(i + 2);
    if (replies.length >= i + 2) ms.push(performance.now() - sent);
  }
  socket.destroy();
  return { replies: replies.slice(1), ms, closed };
}

const envelope = (...to: string[]) => ['EHLO sender.test', 'MAIL FROM:<app@sender.test>', ...to.map((t) => `RCPT TO:<${t}>`)];
const body = 'Subject: faults\r\n\r\nhello\r\n.';

describe('a sender that retries', () => {
  it('sees 451, 451, then 250 and the message stored, in 100 of 100 runs, across two replicas; a control inbox meanwhile sees no injected reply', async () => {
    const control = await newInbox();
    const ports = [stack.smtpPort, replica.smtpPort];
    let stop = false;
    const controlCodes: number[] = [];
    const controlSender = (async () => {
      for (let i = 0; !stop; i++) controlCodes.push(await attempt(ports[i % 2]!, control, `control ${i}`));
    })();
    const run = async (): Promise<{ codes: number[]; stored: number; hits: number[] }> => {
      const address = await newInbox();
      await setRules(address, [{ stage: 'data', reply: { code: 451 }, times: 2 }]);
      const codes: number[] = [];
      // Retries go to the replicas in turn: the count is shared state, not one process's memory.
      for (let i = 0; codes.at(-1) !== 250 && i < 5; i++) codes.push(await attempt(ports[i % 2]!, address));
      return { codes, stored: await stored(address), hits: await hits(address) };
    };
    const results: Awaited<ReturnType<typeof run>>[] = [];
    try {
      for (let batch = 0; batch < 25; batch++) results.push(...(await Promise.all([run(), run(), run(), run()])));
    } finally {
      stop = true;
      await controlSender;
    }
    expect(results).toHaveLength(100);
    const exact = results.filter((r) => JSON.stringify(r) === JSON.stringify({ codes: [451, 451, 250], stored: 1, hits: [2] }));
    expect({ exact: exact.length, others: results.filter((r) => !exact.includes(r)) }).toEqual({ exact: 100, others: [] });
    expect(controlCodes.length).toBeGreaterThan(0);
    expect(controlCodes.filter((c) => c !== 250)).toEqual([]);
    expect(await stored(control)).toBe(controlCodes.length);
    // A cap, not a guess: 300 SMTP transactions and the control's took over 120 s at a load average of 20.
  }, 600_000);
});

describe('counting across replicas', () => {
  it('answers exactly `times` of many attempts made at once on two replicas, and counts as many hits', async () => {
    const address = await newInbox();
    await setRules(address, [{ stage: 'data', reply: { code: 451 }, times: 5 }]);
    const ports = [stack.smtpPort, replica.smtpPort];
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(ports[i % 2]!, address, `at once ${i}`)));
    expect({ 451: codes.filter((c) => c === 451).length, 250: codes.filter((c) => c === 250).length }).toEqual({ 451: 5, 250: 15 });
    expect([await hits(address), await stored(address)]).toEqual([[5], 15]);
  });
});

describe('rcpt and data stages', () => {
  it('a rcpt rule refuses its address with its reply and not the others in the same transaction', async () => {
    const [faulted, other] = [await newInbox(), await newInbox()];
    await setRules(faulted, [{ stage: 'rcpt', reply: { code: 550, text: 'Go away' } }]);
    const { replies } = await converse(stack.smtpPort, [...envelope(faulted, other), 'DATA', body, 'QUIT']);
    expect(replies.slice(2, 6).map((r) => r.slice(0, 3))).toEqual(['550', '250', '354', '250']);
    expect(replies[2]).toBe('550 5.1.1 Go away');
    expect([await stored(faulted), await stored(other), await hits(faulted)]).toEqual([0, 1, [1]]);
  });

  it('a data rule answers the whole transaction and stores none of it; the next transaction is stored', async () => {
    const [faulted, other] = [await newInbox(), await newInbox()];
    await setRules(faulted, [{ stage: 'data', reply: { code: 554 }, times: 1 }]);
    const { replies } = await converse(stack.smtpPort, [
      ...envelope(other, faulted),
      'DATA',
      body,
      ...envelope(other, faulted).slice(1),
      'DATA',
      body,
    ]);
    expect(replies.slice(1, 6)).toEqual([
      '250 Accepted',
      '250 Accepted',
      '250 Accepted',
      expect.stringMatching(/^354/),
      '554 5.6.0 Transaction failed',
    ]);
    expect(replies.at(-1)).toMatch(/^250 /);
    expect([await stored(faulted), await stored(other), await hits(faulted)]).toEqual([1, 1, [1]]);
  });

  it("with several recipients' data rules, the first recipient's applicable rule answers, and each address counts the attempt", async () => {
    const [a, b] = [await newInbox(), await newInbox()];
    await setRules(a, [{ stage: 'data', reply: { code: 451 }, after: 1 }]);
    await setRules(b, [{ stage: 'data', reply: { code: 554 }, times: 1 }]);
    const { replies } = await converse(stack.smtpPort, [...envelope(b, a), 'DATA', body, ...envelope(b, a).slice(1), 'DATA', body, 'QUIT']);
    // DATA 1: b's rule answers (a lets its first attempt pass); DATA 2: b's rule is spent, a's second attempt is answered.
    expect([replies[5], replies[10]]).toEqual(['554 5.6.0 Transaction failed', '451 4.3.0 Local error in processing, try again later']);
    expect([await hits(a), await hits(b), await stored(a), await stored(b)]).toEqual([[1], [1], 0, 0]);
  });

  it('gives each reply code the enhanced status code of its class, and closes after a 421', async () => {
    const address = await newInbox();
    await setRules(address, [
      { stage: 'rcpt', reply: { code: 450 }, times: 1 },
      { stage: 'rcpt', reply: { code: 421, text: 'Slow down' } },
    ]);
    const first = await converse(stack.smtpPort, [...envelope(address), 'QUIT']);
    expect(first.replies[2]).toBe('450 4.2.1 Mailbox unavailable, try again later');
    const second = await converse(stack.smtpPort, [...envelope(address), 'QUIT']);
    expect([second.replies[2], second.replies.length, second.closed]).toEqual(['421 4.4.2 Slow down', 3, true]);
  });

  it('disconnect closes the connection without a reply, at RCPT and at the end of DATA, storing nothing', async () => {
    const [atRcpt, atData] = [await newInbox(), await newInbox()];
    await setRules(atRcpt, [{ stage: 'rcpt', action: 'disconnect' }]);
    await setRules(atData, [{ stage: 'data', action: 'disconnect' }]);
    const rcpt = await converse(stack.smtpPort, [...envelope(atRcpt), 'DATA', body]);
    expect([rcpt.replies.length, rcpt.closed]).toEqual([2, true]);
    const data = await converse(replica.smtpPort, [...envelope(atData), 'DATA', body, 'QUIT']);
    expect([data.replies.length, data.replies[3], data.closed]).toEqual([4, expect.stringMatching(/^354/), true]);
    expect([await stored(atRcpt), await stored(atData), await hits(atRcpt), await hits(atData)]).toEqual([0, 0, [1], [1]]);
  });
});

describe('delays', () => {
  it('holds the normal reply, or the rule reply, by at least delayMs', async () => {
    const address = await newInbox();
    await setRules(address, [
      { stage: 'rcpt', delayMs: 300 },
      { stage: 'data', reply: { code: 451 }, delayMs: 400, times: 1 },
      { stage: 'data', delayMs: 200 },
    ]);
    const first = await converse(stack.smtpPort, [...envelope(address), 'DATA', body, 'QUIT']);
    expect(first.replies[2]).toMatch(/^250 /);
    expect(first.replies[4]).toMatch(/^451 4\.3\.0/);
    const second = await converse(stack.smtpPort, [...envelope(address), 'DATA', body, 'QUIT']);
    expect(second.replies[4]).toMatch(/^250 /);
    // The lower bound only: how far past it a reply comes is the machine's load (bench/scenarios/faults.ts).
    expect([first.ms[2]! >= 300, first.ms[4]! >= 400, second.ms[2]! >= 300, second.ms[4]! >= 200]).toEqual([true, true, true, true]);
    expect([await stored(address), await hits(address)]).toEqual([1, [2, 1, 1]]);
  });
});

describe('after and times', () => {
  it('"accept five, then 421" accepts five and answers 421 from then on', async () => {
    const address = await newInbox();
    await setRules(address, [{ stage: 'data', reply: { code: 421 }, after: 5 }]);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push(await attempt(i % 2 ? replica.smtpPort : stack.smtpPort, address));
    expect(codes).toEqual([250, 250, 250, 250, 250, 421, 421]);
    expect([await stored(address), await hits(address)]).toEqual([5, [2]]);
  });

  it('checks rules in order, the first applicable one acting, each counting the same attempts', async () => {
    const address = await newInbox();
    await setRules(address, [
      { stage: 'data', reply: { code: 451 }, times: 1 },
      { stage: 'data', reply: { code: 550 }, after: 2, times: 1 },
      { stage: 'data', reply: { code: 452 }, times: 10 },
    ]);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt(stack.smtpPort, address));
    // 1: the first rule; 2: the third (the second waits for two attempts); 3: the second; 4: the third again.
    expect(codes).toEqual([451, 452, 550, 452]);
    expect(await hits(address)).toEqual([1, 1, 2]);
  });

  it('setting rules again starts the count again', async () => {
    const address = await newInbox();
    await setRules(address, [{ stage: 'data', reply: { code: 451 }, times: 1 }]);
    expect([await attempt(stack.smtpPort, address), await attempt(stack.smtpPort, address)]).toEqual([451, 250]);
    await setRules(address, [{ stage: 'data', reply: { code: 451 }, times: 1 }]);
    expect([await attempt(stack.smtpPort, address), await attempt(stack.smtpPort, address)]).toEqual([451, 250]);
  });
});

describe('changes reach every replica at once', () => {
  it('a rule set, then cleared, applies to the very next RCPT on replicas that had the inbox cached', async () => {
    const address = await newInbox();
    // Both replicas now hold the inbox as active with no rules.
    expect([await attempt(stack.smtpPort, address), await attempt(replica.smtpPort, address)]).toEqual([250, 250]);
    await setRules(address, [{ stage: 'rcpt', reply: { code: 550 } }]);
    expect([await attempt(stack.smtpPort, address), await attempt(replica.smtpPort, address)]).toEqual([550, 550]);
    expect((await api.delete(`/inboxes/${address}/smtp-faults`)).body).toEqual({ deleted: 1 });
    expect([await attempt(stack.smtpPort, address), await attempt(replica.smtpPort, address)]).toEqual([250, 250]);
    expect(await stored(address)).toBe(4);
  });

  it("leaves every other inbox alone, another account's too", async () => {
    const address = await newInbox();
    await setRules(address, [
      { stage: 'rcpt', reply: { code: 550 } },
      { stage: 'data', reply: { code: 451 } },
    ]);
    const other = Client.for(stack, await createAccount(stack.env.pool));
    const others = [await newInbox(), (await other.post('/inboxes')).body.address as string];
    expect(await attempt(stack.smtpPort, others)).toBe(250);
    expect(await Promise.all(others.map(stored))).toEqual([1, 1]);
  });
});
