import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, sendMail } from '@throwbox/testkit';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The message page's "why this code?" section (issue 32): the candidates the extractor weighed and why.

let env: ConsoleStack;

beforeAll(async () => {
  env = await startConsoleStack();
});

afterAll(async () => {
  await env.stop();
});

async function messagePage(subject: string, text: string) {
  const a = new ConsoleAgent(env.console.url);
  expect((await a.signUp(uniqueEmail('why'))).status).toBe(303);
  await a.get('/inboxes');
  const made = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
  const address = decodeURIComponent(/^\/inboxes\/([^/?]+)/.exec(made.location!)![1]!);
  await sendMail(env.stack.smtpPort, { to: address, subject, text });
  const inbox = await eventually(async () => {
    const page = await a.get(`/inboxes/${encodeURIComponent(address)}`);
    return /href="(\/inboxes\/[^"]+\/messages\/[^"]+)"/.test(page.html) ? page : undefined;
  });
  return a.get(/href="(\/inboxes\/[^"]+\/messages\/[^"]+)"/.exec(inbox.html)![1]!);
}

describe('why this code', () => {
  it('shows the chosen code with its confidence and the evidence for it, and what ruled another number out', async () => {
    const page = await messagePage('Finish signing in', 'Use 553311 to finish signing in.\nOrder 48213 ships Monday.');
    expect(page.status).toBe(200);
    const why = page.html.slice(page.html.indexOf('<section id="why"'));
    expect(why).toContain('Why this code?');
    expect(why).toMatch(/Code 553311 with \d+ % confidence/);
    expect(why).toMatch(/<tr class="chosen"><td><code>553311<\/code>/);
    expect(why).toContain('a verb like &quot;use&quot;, &quot;enter&quot;, &quot;type&quot; introduces it');
    expect(why).toMatch(/<code>48213<\/code>[\s\S]*?class="against"><code>-100<\/code> labelled as something else/);
  });

  it('says why there is no code when nothing reached the threshold', async () => {
    const page = await messagePage('Our news', 'We now have 120000 members in 40 countries.');
    expect(page.html).toMatch(/No code: the best candidate reached \d+ % confidence, under the 50 % needed\./);
  });
});
