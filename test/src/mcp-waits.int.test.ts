import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { sendMail } from '@throwbox/testkit';
import { createAccount, startStack, untilWaiting, type Stack } from './stack.js';

// The MCP tools' waits (DECISIONS §10): list_messages with wait and count, wait_for_code with shape, all
// under the SDK's 60-second request timeout, and an unknown tool answered as the MCP specification says.

let stack: Stack;
let client: McpClient;

beforeAll(async () => {
  stack = await startStack();
  client = new McpClient({ name: 'throwbox-test', version: '1.0.0' });
  const { apiKey } = await createAccount(stack.env.pool);
  const transport = new StreamableHTTPClientTransport(new URL(`${stack.api.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
  });
  await client.connect(transport);
});

afterAll(async () => {
  await client.close().catch(() => undefined);
  await stack.stop();
});

type Props = Record<string, { maximum?: number; anyOf?: unknown[] }>;

it('offers still seven tools: list_messages with wait and count, wait_for_code with shape, waits at most 50 s', async () => {
  const { tools } = await client.listTools();
  expect(tools).toHaveLength(7);
  const props = (name: string) => tools.find((t) => t.name === name)!.inputSchema.properties as Props;
  expect(props('list_messages')).toMatchObject({ wait: { maximum: 50 }, count: { maximum: 50 } });
  expect(props('wait_for_code')).toMatchObject({ wait: { maximum: 50 }, shape: {} });
  expect(props('list_messages').since!.anyOf).toContainEqual({ type: 'integer', minimum: 0 });
});

it('holds list_messages until count messages came, and takes since as milliseconds or as receivedAt', async () => {
  const address = ((await client.callTool({ name: 'create_inbox', arguments: {} })).structuredContent as { address: string }).address;
  const listing = client.callTool({ name: 'list_messages', arguments: { address, wait: 50, count: 2 } });
  await untilWaiting(stack);
  await sendMail(stack.smtpPort, { to: address, subject: 'first', text: 'one' });
  await sendMail(stack.smtpPort, { to: address, subject: 'second', text: 'two' });
  const list = (await listing).structuredContent as { messages: { subject: string; receivedAt: string }[]; waited: boolean };
  expect(list.waited).toBe(true);
  expect(list.messages.map((m) => m.subject)).toEqual(['second', 'first']);
  const oldest = list.messages[1]!.receivedAt;
  const later = Date.parse(list.messages[0]!.receivedAt) > Date.parse(oldest) ? ['second'] : [];
  for (const since of [oldest, Date.parse(oldest)]) {
    const after = (await client.callTool({ name: 'list_messages', arguments: { address, since } })).structuredContent as typeof list;
    expect(after.messages.map((m) => m.subject)).toEqual(later);
  }
  const bad = await client.callTool({ name: 'list_messages', arguments: { address, wait: 55, count: 0 } });
  expect(bad.isError).toBe(true);
  expect((bad.structuredContent as { error: { details: { path: string }[] } }).error.details.map((d) => d.path).sort()).toEqual([
    'count',
    'wait',
  ]);
});

it('takes a shape on wait_for_code', async () => {
  const address = ((await client.callTool({ name: 'create_inbox', arguments: {} })).structuredContent as { address: string }).address;
  await sendMail(stack.smtpPort, { to: address, subject: 'Your code', text: 'Your verification code is 604118.' });
  const code = await client.callTool({ name: 'wait_for_code', arguments: { address, wait: 10, shape: 'digits:6' } });
  expect(code.structuredContent).toMatchObject({ code: '604118' });
  const none = await client.callTool({ name: 'wait_for_code', arguments: { address, shape: 'AAA-999' } });
  expect(none.structuredContent).toMatchObject({ error: { code: 'code_not_found' } });
});

it('answers an unknown tool with JSON-RPC error -32602, not a tool result', async () => {
  const err = await client.callTool({ name: 'send_mail', arguments: {} }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(McpError);
  expect((err as McpError).code).toBe(-32602);
  expect((err as McpError).message).toContain('send_mail');
});
