import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv } from 'ajv';
import { generateApiKey, insertApiKey, listRequestLog } from '@throwbox/db';
import { eventually, sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { createAccount, startStack, untilWaiting, type Stack } from './stack.js';

let stack: Stack;
const open: McpClient[] = [];

async function connect(apiKey?: string): Promise<McpClient> {
  const client = new McpClient({ name: 'throwbox-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${stack.api.url}/mcp`), {
    requestInit: { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} },
  });
  await client.connect(transport);
  open.push(client);
  return client;
}

const usedRequests = async (account: TestAccount) => {
  await stack.api.deps.quota.flush();
  const { rows } = await stack.env.pool.query<{ used: number }>(
    'SELECT coalesce(sum(used), 0)::int AS used FROM usage_months WHERE account_id = $1',
    [account.accountId],
  );
  return rows[0]!.used;
};

beforeAll(async () => {
  // Progress every 300 ms while a tool call waits (10 s by default), so the progress test is short.
  stack = await startStack({ MCP_PROGRESS_MS: '300' });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close().catch(() => undefined)));
  await stack.stop();
});

describe('the MCP server', () => {
  it('lists exactly the seven tools, with valid input schemas and annotations', async () => {
    const client = await connect((await createAccount(stack.env.pool)).apiKey);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'create_inbox',
      'delete_inbox',
      'get_message',
      'get_usage',
      'list_domains',
      'list_messages',
      'wait_for_code',
    ]);
    const ajv = new Ajv({ strict: false });
    for (const tool of tools) {
      expect(ajv.validateSchema(tool.inputSchema)).toBe(true);
      // structuredContent follows the API's response schema, written out whole (no $ref to resolve).
      expect([tool.name, tool.outputSchema?.type, JSON.stringify(tool.outputSchema).includes('$ref')]).toEqual([
        tool.name,
        'object',
        false,
      ]);
      expect(ajv.validateSchema(tool.outputSchema!)).toBe(true);
    }
    const anyOf = (tools.find((t) => t.name === 'wait_for_code')!.outputSchema as unknown as { anyOf: { required: string[] }[] }).anyOf;
    expect(anyOf.map((s) => s.required)).toEqual([
      ['address', 'code', 'link', 'messageId', 'from', 'subject', 'receivedAt'],
      ['error', 'requestId'],
    ]);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.delete_inbox!.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(byName.wait_for_code!.annotations).toMatchObject({ readOnlyHint: true });
    // Under the official SDK's default 60-second request timeout.
    expect(byName.list_messages!.inputSchema).toMatchObject({
      required: ['address'],
      properties: { wait: { maximum: 50 }, limit: { maximum: 100 } },
    });
    expect(byName.wait_for_code!.inputSchema).toMatchObject({ properties: { wait: { maximum: 50 } } });
  });

  it('runs a whole flow: create an inbox, mail arrives over SMTP, wait_for_code returns the code', async () => {
    const account = await createAccount(stack.env.pool);
    const client = await connect(account.apiKey);
    const created = await client.callTool({ name: 'create_inbox', arguments: { username: 'agent-flow' } });
    expect(created.isError).toBeFalsy();
    const address = (created.structuredContent as { address: string }).address;
    expect(address).toBe('agent-flow@throwbox.test');
    const waiting = client.callTool({ name: 'wait_for_code', arguments: { address, wait: 30 } });
    const listing = client.callTool({ name: 'list_messages', arguments: { address, wait: 30 } });
    await untilWaiting(stack, 2);
    await sendMail(stack.smtpPort, { to: address, subject: 'Your login code', text: 'Your verification code is 604118.' });
    const code = await waiting;
    expect(code.structuredContent).toMatchObject({ address, code: '604118', link: null });
    expect((code.content as { text: string }[])[0]!.text).toContain('604118');
    const list = await listing;
    expect((list.structuredContent as { messages: unknown[]; waited: boolean }).messages).toHaveLength(1);
    expect((list.structuredContent as { waited: boolean }).waited).toBe(true);
    const id = (code.structuredContent as { messageId: string }).messageId;
    const message = await client.callTool({ name: 'get_message', arguments: { id, address } });
    expect(message.structuredContent).toMatchObject({ id, code: '604118', subject: 'Your login code' });
    // Listed again, the page comes from the api's page cache the second time: the same result.
    const hits = async () => (await stack.api.deps.metrics.pageCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
    const [fromPostgres, fromMemory] = await eventually(async () => {
      const [first, before] = [await client.callTool({ name: 'list_messages', arguments: { address } }), await hits()];
      const second = await client.callTool({ name: 'list_messages', arguments: { address } });
      return (await hits()) > before && ([first, second] as const);
    });
    expect(fromMemory).toEqual(fromPostgres);
    expect((fromMemory.structuredContent as { messages: { id: string }[] }).messages.map((m) => m.id)).toEqual([id]);
    // Each result's structuredContent is valid against the outputSchema its tool declares.
    const declared = Object.fromEntries((await client.listTools()).tools.map((t) => [t.name, t.outputSchema]));
    const ajv = new Ajv({ strict: false, validateFormats: false });
    for (const [name, result] of [
      ['create_inbox', created],
      ['wait_for_code', code],
      ['list_messages', list],
      ['get_message', message],
    ] as const) {
      const validate = ajv.compile(declared[name]!);
      expect([name, validate(result.structuredContent), validate.errors]).toEqual([name, true, null]);
    }
    expect((await client.callTool({ name: 'list_domains', arguments: {} })).structuredContent).toEqual({
      domains: ['throwbox.test', 'alt.throwbox.test'],
    });
    expect((await client.callTool({ name: 'delete_inbox', arguments: { address } })).structuredContent).toEqual({ deleted: true, address });
  });

  it('ends a waiting tool call when the agent disconnects: its waiting slot is free at once, not at the deadline', async () => {
    const account = await createAccount(stack.env.pool);
    const client = await connect(account.apiKey);
    const created = await client.callTool({ name: 'create_inbox', arguments: {} });
    const address = (created.structuredContent as { address: string }).address;
    const waiting = async () => (await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0;
    expect(await waiting()).toBe(0);
    // The call as an agent's HTTP request, so that the test can drop the connection under it.
    const req = http.request(`${stack.api.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
    });
    const answered = new Promise<string>((resolve) => {
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', () => resolve('dropped'));
    });
    req.end(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_messages', arguments: { address, wait: 30 } } }),
    );
    await eventually(async () => (await waiting()) === 1, 5000);
    req.destroy();
    expect(await answered).toBe('dropped');
    // Without the abort the self-call would hold the slot for the rest of its 30 s.
    await eventually(async () => (await waiting()) === 0, 3000);
    // The account's waiting slots are free again too: a new waiting call is held, not refused with 429.
    const again = client.callTool({ name: 'list_messages', arguments: { address, wait: 2 } });
    await eventually(async () => (await waiting()) === 1, 5000);
    expect((await again).structuredContent).toMatchObject({ messages: [], waited: true });
  });

  it('refuses missing and invalid keys', async () => {
    await expect(connect()).rejects.toThrow(/401|missing_api_key/);
    await expect(connect('tb_live_nope')).rejects.toThrow(/401|invalid_api_key/);
  });

  it('lets a read-only key connect and call read-only tools, but not create or delete', async () => {
    const account = await createAccount(stack.env.pool);
    const apiKey = generateApiKey();
    await insertApiKey(stack.env.pool, { accountId: account.accountId, key: apiKey, readOnly: true });
    const client = await connect(apiKey);
    expect((await client.callTool({ name: 'list_domains', arguments: {} })).isError).toBeFalsy();
    const create = await client.callTool({ name: 'create_inbox', arguments: {} });
    expect(create.isError).toBe(true);
    expect(create.structuredContent).toMatchObject({ error: { code: 'api_key_read_only', type: 'authentication_error' } });
    const del = await client.callTool({ name: 'delete_inbox', arguments: { address: 'x@throwbox.test' } });
    expect((del.structuredContent as { error: { code: string } }).error.code).toBe('api_key_read_only');
    // The key's controls come before the arguments are judged, and a refusal by them is not counted.
    const bad = await client.callTool({ name: 'create_inbox', arguments: { username: 'NOT VALID', ttlMinutes: -1 } });
    expect((bad.structuredContent as { error: { code: string } }).error.code).toBe('api_key_read_only');
    expect((await stack.api.deps.quota.usage(account.accountId, 'paid')).used).toBe(1);
  });

  it('counts each tool call once and not protocol messages; a free account runs out exactly at its limit', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'free' });
    const client = await connect(account.apiKey);
    await client.listTools();
    await client.listTools();
    expect(await usedRequests(account)).toBe(0);
    const outcomes: string[] = [];
    for (let i = 0; i < 105; i++) {
      const r = await client.callTool({ name: 'list_domains', arguments: {} });
      outcomes.push(r.isError ? (r.structuredContent as { error: { code: string } }).error.code : 'ok');
      if (i % 60 === 59) await new Promise((r) => setTimeout(r, 1000)); // under 100 a second
    }
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(100);
    expect(outcomes.slice(100)).toEqual(Array(5).fill('quota_exceeded'));
    expect(await usedRequests(account)).toBe(100);
    // Out of quota with bad arguments too: still a tool error, never a protocol failure.
    const bad = await client.callTool({ name: 'list_messages', arguments: { address: 'a@throwbox.test', limit: 0 } });
    expect([bad.isError, (bad.structuredContent as { error: { code: string } }).error.code]).toEqual([true, 'quota_exceeded']);
  });

  it('logs a tool call once, as the API call it makes, and protocol messages not at all', async () => {
    const account = await createAccount(stack.env.pool);
    const client = await connect(account.apiKey);
    await client.listTools();
    await client.callTool({ name: 'list_domains', arguments: {} });
    const bad = await client.callTool({ name: 'list_messages', arguments: { address: 'a@throwbox.test', limit: 500 } });
    await stack.api.deps.requestLog.flush();
    const entries = await listRequestLog(stack.env.pool, { accountId: account.accountId });
    expect(entries.map((e) => [e.method, e.path, e.status, e.errorCode])).toEqual([
      ['POST', '/mcp', 400, 'validation_failed'],
      ['GET', '/v1/domains', 200, null],
    ]);
    expect(entries[0]!.requestId).toBe((bad.structuredContent as { requestId: string }).requestId);
  });

  it('sends progress while a wait is held, so a client timeout shorter than the wait does not end it', async () => {
    const client = await connect((await createAccount(stack.env.pool)).apiKey);
    const address = ((await client.callTool({ name: 'create_inbox', arguments: {} })).structuredContent as { address: string }).address;
    const progress: number[] = [];
    const waited = await client.callTool({ name: 'wait_for_code', arguments: { address, wait: 3 } }, undefined, {
      timeout: 1500,
      resetTimeoutOnProgress: true,
      onprogress: (p) => progress.push(p.progress),
    });
    expect((waited.structuredContent as { error: { code: string } }).error.code).toBe('code_not_found');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // What the progress prevents: the same timeout without it ends the call on the client's side.
    await expect(client.callTool({ name: 'wait_for_code', arguments: { address, wait: 3 } }, undefined, { timeout: 1500 })).rejects.toThrow(
      /timed out/i,
    );
    // The client gave up but sent no cancellation: the call waits out its 3 s on the server.
    await eventually(async () => ((await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0) === 0);
  });

  it('answers bad arguments with a tool error naming the bad field', async () => {
    const client = await connect((await createAccount(stack.env.pool)).apiKey);
    const bad = await client.callTool({ name: 'list_messages', arguments: { address: 'a@throwbox.test', limit: 500 } });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'limit' }] } });
    expect((bad.content as { text: string }[])[0]!.text).toMatch(/limit/);
    const missing = await client.callTool({ name: 'wait_for_code', arguments: {} });
    expect(missing.structuredContent).toMatchObject({
      error: { code: 'validation_failed', details: [{ path: 'address', message: 'is required' }] },
    });
    expect((missing.content as { text: string }[])[0]!.text).toContain('address is required');
    const unknown = await client.callTool({ name: 'get_message', arguments: { id: 'msg_x', address: 'a@throwbox.test', colour: 'red' } });
    expect((unknown.structuredContent as { error: { details: { path: string }[] } }).error.details[0]!.path).toBe('colour');
    const notFound = await client.callTool({ name: 'get_message', arguments: { id: 'msg_x', address: 'nobody@throwbox.test' } });
    expect(notFound.structuredContent).toMatchObject({ error: { code: 'inbox_not_found' } });
  });
});
