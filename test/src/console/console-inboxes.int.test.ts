import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertInbox } from '@throwbox/db';
import { eventually, sendMail } from '@throwbox/testkit';
import { Client } from '../stack.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The console's inboxes over HTTP: making and deleting them, permanent addresses, the live stream, one
// message in every form (preview, text, headers, source, attachments) and what another account sees.

let env: ConsoleStack;
const agent = () => new ConsoleAgent(env.console.url);
const path = (address: string) => `/inboxes/${encodeURIComponent(address)}`;

beforeAll(async () => {
  env = await startConsoleStack();
});

afterAll(async () => {
  await env.stop();
});

async function signedUp(opts: { plan?: 'free' } = {}): Promise<ConsoleAgent> {
  const a = agent();
  const email = uniqueEmail('inboxes');
  const page = await a.signUp(email);
  expect(page.status).toBe(303);
  // A local stack signs up on dev (DECISIONS §14); a production one on free.
  if (opts.plan) await env.stack.env.pool.query('UPDATE accounts SET plan = $1 WHERE email = $2', [opts.plan, email]);
  return a;
}

async function newInbox(a: ConsoleAgent, fields: Record<string, string> = {}): Promise<string> {
  await a.get('/inboxes');
  const page = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60', ...fields });
  expect({ status: page.status, location: page.location }).toEqual({
    status: 303,
    location: expect.stringMatching(/^\/inboxes\/[^/?]+\?created=1$/),
  });
  return decodeURIComponent(/^\/inboxes\/([^/?]+)/.exec(page.location!)![1]!);
}

/** An API key made in the console, for reading through the API what the console made. */
async function apiClient(a: ConsoleAgent): Promise<Client> {
  await a.get('/keys');
  const page = await a.follow(await a.post('/keys'));
  return new Client(`${env.stack.api.url}/v1`, /id="new-key">(tb_live_[0-9a-f]{64})</.exec(page.html)![1]!);
}

/** Reads an inbox's list through the API until the api answers it from its page cache, with `count` messages. */
async function warmApiPage(api: Client, address: string, count: number) {
  const hits = async () => (await env.stack.api.deps.metrics.pageCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
  await eventually(async () => {
    const before = await hits();
    const res = await api.get(`/inboxes/${address}/messages`);
    return res.body.messages.length === count && (await hits()) === before + 1;
  });
}

/** Opens the live stream of an inbox with the agent's session; `next(event)` resolves at that event. */
async function openStream(a: ConsoleAgent, address: string) {
  const controller = new AbortController();
  const res = await fetch(`${env.console.url}${path(address)}/events`, {
    headers: { cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    res,
    async next(event: string): Promise<void> {
      for (;;) {
        const at = buffered.indexOf(`event: ${event}\n`);
        if (at !== -1) {
          buffered = buffered.slice(at + event.length + 8);
          return;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${event}"`);
        buffered += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('inboxes', () => {
  it('makes an inbox with a chosen username and lifetime, lists it with its count and countdown, and deletes it', async () => {
    const a = await signedUp();
    const username = `made-${Date.now()}`;
    const address = await newInbox(a, { username, ttlMinutes: '15' });
    expect(address).toBe(`${username}@throwbox.test`);

    const page = await a.get(`${path(address)}?created=1`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`id="inbox-address">${address}</code>`);
    expect(page.html).toMatch(/data-countdown[^>]*>1[45] min \d+ s left</);
    expect(page.html).toContain('data-live-events="/inboxes/');

    await sendMail(env.stack.smtpPort, { to: address, subject: 'Counted', text: 'Your code is 482913' });
    await eventually(async () => ((await a.get('/inboxes')).html.includes(`>${address}</a>`) ? true : undefined));
    const listed = await eventually(async () => {
      const html = (await a.get('/inboxes')).html;
      const row = new RegExp(`>${address}</a>[\\s\\S]*?</td><td>(\\d+)</td>`).exec(html);
      return row?.[1] === '1' ? html : undefined;
    });
    expect(listed).toContain('min');

    await a.get(path(address));
    const deleted = await a.post(`${path(address)}/delete`);
    expect({ status: deleted.status, location: deleted.location }).toEqual({ status: 303, location: '/inboxes?deleted=1' });
    expect((await a.get(path(address))).status).toBe(404);
    expect((await a.get('/inboxes')).html).not.toContain(`>${address}</a>`);
  });

  it('refuses a bad username, an unknown domain, a lifetime not offered and a taken address with words, keeping the form', async () => {
    const a = await signedUp();
    const taken = await newInbox(a, { username: `taken-${Date.now()}` });
    await a.get('/inboxes');
    for (const [fields, words] of [
      [{ username: 'no spaces here' }, 'username'],
      [{ domain: 'evil.example' }, 'is not offered'],
      [{ ttlMinutes: '99999' }, 'Choose one of the lifetimes'],
      [{ username: taken.split('@')[0]! }, 'already held'],
    ] as const) {
      const page = await a.post('/inboxes', {
        domain: 'throwbox.test',
        ttlMinutes: '60',
        ...('username' in fields ? {} : { username: '' }),
        ...fields,
      });
      expect({ fields, status: page.status }).toEqual({ fields, status: 400 });
      expect(page.html).toContain('role="alert"');
      expect(page.html).toContain(words);
      if ('username' in fields) expect(page.html).toContain(`value="${String(fields.username)}"`);
    }
  });

  it('keeps permanent addresses within the plan allowance and serves them through the API like any other', async () => {
    const a = await signedUp({ plan: 'free' });
    const permanent: string[] = [];
    for (let i = 0; i < 3; i++) permanent.push(await newInbox(a, { permanent: '1' }));
    const list = await a.get('/inboxes');
    expect(list.html).toContain('3 of 3 permanent addresses in use');
    expect(list.html.match(/class="permanent">permanent</g)).toHaveLength(3);

    const refused = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60', permanent: '1' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('The free plan allows 3 permanent addresses, and all are in use; delete one first.');
    // A temporary one is still fine.
    await newInbox(a);

    const api = await apiClient(a);
    const listed = await api.get('/inboxes');
    expect(listed.status).toBe(200);
    const inbox = (listed.body.inboxes as { address: string }[]).find((i) => i.address === permanent[0]);
    expect(inbox).toMatchObject({ address: permanent[0], permanent: true, expiresAt: null });
    await sendMail(env.stack.smtpPort, { to: permanent[0], subject: 'Your code', text: 'Your verification code is 731904.' });
    const code = await api.get(`/inboxes/${permanent[0]}/code?wait=10`);
    expect(code.body.code).toBe('731904');

    // Deleting one frees its place.
    await a.get(path(permanent[1]!));
    await a.post(`${path(permanent[1]!)}/delete`);
    await newInbox(a, { permanent: '1' });
  });

  it('searches by part of the address and pages through many inboxes', async () => {
    const a = await signedUp();
    const first = await newInbox(a);
    const accountId = (await env.stack.env.pool.query<{ account_id: number }>('SELECT account_id FROM inboxes WHERE address = $1', [first]))
      .rows[0]!.account_id;
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 55; i++) await insertInbox(env.stack.env.pool, { accountId, address: `${tag}-${i}@throwbox.test`, ttlMinutes: 60 });

    const one = await a.get(`/inboxes?search=${tag}-54`);
    expect(one.html).toContain(`${tag}-54@throwbox.test`);
    expect(one.html).not.toContain(`${tag}-53@throwbox.test`);

    const page1 = await a.get(`/inboxes?search=${tag}`);
    expect(page1.html.match(new RegExp(`>${tag}-\\d+@throwbox.test</a>`, 'g'))).toHaveLength(50);
    expect(page1.html).toContain(`>${tag}-54@throwbox.test</a>`);
    const older = /href="(\/inboxes\?search=[^"]+&amp;before=\d+)"/.exec(page1.html)![1]!.replaceAll('&amp;', '&');
    const page2 = await a.get(older);
    expect(page2.html.match(new RegExp(`>${tag}-\\d+@throwbox.test</a>`, 'g'))).toHaveLength(5);
    expect(page2.html).toContain(`>${tag}-0@throwbox.test</a>`);
    expect(page2.html).not.toContain(`>${first}</a>`);
  });

  it('limits how many inboxes an account makes in the console in a minute', async () => {
    const a = await signedUp();
    await a.get('/inboxes');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '15' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
    const last = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '15' });
    expect(last.status).toBe(400);
    expect(last.html).toContain('At most 30 inboxes a minute');
  });
});

describe('live view', () => {
  it('tells an open inbox page when mail arrives, and the rows route then shows the message with its code', async () => {
    const a = await signedUp();
    const address = await newInbox(a);
    const stream = await openStream(a, address);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      await stream.next('ready');
      await sendMail(env.stack.smtpPort, { to: address, subject: 'Live one', text: 'Your verification code is 580114.' });
      await stream.next('changed');
      const rows = await eventually(async () => {
        const html = (await a.get(`${path(address)}/rows`)).html;
        return html.includes('id="code-') ? html : undefined;
      });
      expect(rows).toContain('Live one');
      expect(rows).toMatch(/id="code-[^"]+">580114</);
      expect(rows).not.toContain('<html');
    } finally {
      stream.close();
    }
  });

  it('ends streams past the per-account limit with 429, and every stream when the console stops', async () => {
    const a = await signedUp();
    const address = await newInbox(a);
    const streams = [];
    for (let i = 0; i < 10; i++) {
      const s = await openStream(a, address);
      await s.next('ready');
      streams.push(s);
    }
    const over = await fetch(`${env.console.url}${path(address)}/events`, {
      headers: { cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('30');
    expect(env.console.deps.live.size).toBeGreaterThanOrEqual(10);
    for (const s of streams) s.close();
    await eventually(async () => (env.console.deps.live.size === 0 ? true : undefined));
  });
});

describe('one message', () => {
  it('shows the mail in every form: a sandboxed preview with cid images inlined, text, links, headers, source and attachments', async () => {
    const a = await signedUp();
    const address = await newInbox(a);
    const html =
      '<p>Welcome!</p><img src="cid:logo@acme" alt="logo"><img src="https://tracker.example/pixel.gif">' +
      '<a href="https://app.example/verify?t=abc">Confirm your email</a> <a href="https://app.example/help">Help</a>';
    await sendMail(env.stack.smtpPort, {
      to: address,
      subject: 'Confirm your email',
      text: 'Welcome! Confirm: https://app.example/verify?t=abc',
      html,
      headers: { 'X-Campaign': 'signup-42' },
      attachments: [
        { filename: 'logo.png', content: PNG, cid: 'logo@acme', contentType: 'image/png' },
        { filename: 'terms <v2>.html', content: '<script>alert(1)</script>', contentType: 'text/html' },
      ],
    });
    const inboxPage = await eventually(async () => {
      const page = await a.get(path(address));
      return page.html.includes('verification link') && page.html.includes('id="link-') ? page : undefined;
    });
    const href = /href="(\/inboxes\/[^"]+\/messages\/[^"]+)"/.exec(inboxPage.html)![1]!;
    expect(inboxPage.html).toContain('https://app.example/verify?t=abc');

    const page = await a.get(href);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Confirm your email · Throwbox</title>');
    expect(page.html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page.html).not.toMatch(/sandbox="[^"]*allow-(scripts|same-origin)/);
    expect(page.html).toContain('Load remote images');
    expect(page.html).toContain('>Confirm your email</td>');
    expect(page.html).toContain('X-Campaign</th><td>signup-42</td>');
    expect(page.html).toContain('terms &lt;v2>.html');

    const preview = await a.get(`${href}/preview`);
    const csp = preview.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('img-src data:;');
    expect(csp).toMatch(/sandbox allow-popups allow-popups-to-escape-sandbox$/);
    expect(csp).not.toMatch(/script-src|allow-scripts|allow-same-origin/);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.html).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(preview.html).not.toContain('cid:logo');
    expect(preview.html.startsWith('<base target="_blank">')).toBe(true);
    const remote = await a.get(`${href}/preview?remote=1`);
    expect(remote.headers.get('content-security-policy')).toContain('img-src data: https: http:;');

    const raw = await fetch(`${env.console.url}${href}/raw`, {
      headers: { cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="?msg_[^"]+\.eml"?$/);
    const source = await raw.text();
    expect(source).toContain('X-Campaign: signup-42');
    expect(source).toContain('Subject: Confirm your email');

    const attachmentHref = /href="([^"]+\/attachments\/[^"]+)" download[^>]*>terms/.exec(page.html)![1]!;
    const file = await fetch(`${env.console.url}${attachmentHref}`, {
      headers: { cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="terms <v2>\.html"|^attachment; filename="terms/);
    expect(await file.text()).toBe('<script>alert(1)</script>');
  });

  it('deletes a message, empties an inbox, and answers another account as if nothing were there', async () => {
    const owner = await signedUp();
    const address = await newInbox(owner);
    for (const subject of ['first', 'second', 'third']) await sendMail(env.stack.smtpPort, { to: address, subject, text: subject });
    const page = await eventually(async () => {
      const p = await owner.get(path(address));
      return (p.html.match(/<article class="message/g) ?? []).length === 3 ? p : undefined;
    });
    const hrefs = [...page.html.matchAll(/href="(\/inboxes\/[^"]+\/messages\/[^"]+)" class="subject"/g)].map((m) => m[1]!);
    const attachment = `${hrefs[0]}/attachments/att_x`;

    const stranger = await signedUp();
    for (const p of [
      path(address),
      `${path(address)}/rows`,
      `${path(address)}/events`,
      hrefs[0]!,
      `${hrefs[0]}/preview`,
      `${hrefs[0]}/raw`,
      attachment,
    ]) {
      expect({ p, status: (await stranger.get(p)).status }).toEqual({ p, status: 404 });
    }
    await stranger.get('/inboxes');
    for (const p of [`${path(address)}/delete`, `${path(address)}/empty`, `${hrefs[0]}/delete`]) {
      expect({ p, status: (await stranger.post(p)).status }).toEqual({ p, status: 404 });
    }
    expect((await owner.get(path(address))).html.match(/<article class="message/g)).toHaveLength(3);
    // The api keeps the inbox's first page in memory (its page cache) until told of a change: the
    // console's deletions tell it, so the API's list agrees with the console at once.
    const api = await apiClient(owner);
    await warmApiPage(api, address, 3);

    const deleted = await owner.post(`${hrefs[0]}/delete`);
    expect(deleted.location).toBe(`${path(address)}?deleted=1`);
    expect((await owner.get(hrefs[0]!)).status).toBe(404);
    expect((await owner.get(path(address))).html.match(/<article class="message/g)).toHaveLength(2);
    expect((await api.get(`/inboxes/${address}/messages`)).body.messages).toHaveLength(2);
    await warmApiPage(api, address, 2);

    const emptied = await owner.post(`${path(address)}/empty`);
    expect(emptied.location).toBe(`${path(address)}?emptied=1`);
    const after = await owner.get(path(address));
    expect(after.html).not.toContain('<article class="message');
    expect(after.html).toContain('No mail yet.');
    expect((await api.get(`/inboxes/${address}/messages`)).body.messages).toHaveLength(0);
  });
});
