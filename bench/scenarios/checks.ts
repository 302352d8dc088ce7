/**
 * checks: GET /v1/messages/{id}/checks of a mail with 100 distinct links to a local site that answers each
 * request after SITE_DELAY_MS (a remote site's round trip). Measures the first check (every link fetched,
 * at most 10 at once), the most fetches the site saw at once, and a second check (from the 10-minute cache).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measure, type Measurement } from '../report.js';
import { createAccounts, createInboxes, type BenchContext } from '../setup.js';
import { SmtpPool } from '../smtp.js';

const LINKS = 100;
const SITE_DELAY_MS = 100;

export async function checksScenario(ctx: BenchContext): Promise<Measurement[]> {
  let inFlight = 0;
  let maxInFlight = 0;
  let requests = 0;
  const site = http.createServer((_, res) => {
    requests++;
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    res.once('close', () => inFlight--);
    setTimeout(() => res.end('ok'), SITE_DELAY_MS);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const port = (site.address() as AddressInfo).port;
    const [inbox] = (await createInboxes(ctx, await createAccounts(ctx, 1, 'checks'), 1)).flat();
    const links = Array.from({ length: LINKS }, (_, i) => `<a href="http://127.0.0.1:${port}/page/${i}">page ${i}</a>`).join('<br>\r\n');
    const data = Buffer.from(
      `From: Shop <news@shop.example>\r\nTo: <${inbox!.address}>\r\nSubject: 100 links\r\nMIME-Version: 1.0\r\n` +
        `Content-Type: text/html; charset=utf-8\r\n\r\n<html><body>${links}</body></html>\r\n`,
    );
    const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 1);
    try {
      const sent = await smtp.send({ to: inbox!.address, data });
      if (!sent.ok) throw new Error(`sending the mail: ${sent.reply.code} ${sent.reply.text}`);
    } finally {
      await smtp.close();
    }
    const key = { apiKey: inbox!.account.apiKey };
    const list = await ctx.api.request<{ messages: { id: string }[] }>(
      'GET',
      `/v1/inboxes/${encodeURIComponent(inbox!.address)}/messages?wait=30`,
      key,
    );
    const id = list.body.messages[0]!.id;
    const path = `/v1/messages/${id}/checks?address=${encodeURIComponent(inbox!.address)}`;
    const first = await ctx.phase('checks: 100 links', () =>
      ctx.api.request<{ links: { ok: boolean }[] }>('GET', path, { ...key, timeoutMs: 60_000 }),
    );
    if (first.status !== 200) throw new Error(`checks answered ${first.status}`);
    const ok = first.body.links.filter((l) => l.ok).length;
    const fetched = requests;
    const second = await ctx.api.request('GET', path, key);
    return [
      measure(
        'checks',
        'first check, 100 links',
        first.endedAt - first.startedAt,
        'ms',
        { op: '<=', value: 10_000 },
        `${ok}/${LINKS} ok, ${fetched} fetches`,
      ),
      measure('checks', 'most fetches at once', maxInFlight, 'fetches', { op: '<=', value: 10 }),
      measure('checks', 'second check (cached links)', second.endedAt - second.startedAt, 'ms', undefined, `${requests - fetched} fetches`),
    ];
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
}
