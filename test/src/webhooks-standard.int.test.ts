import { expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '@throwbox/client/webhooks';
import { eventually } from '@throwbox/testkit';
import { useWebhookStack } from './webhook-stack.js';

// Deliveries verified by Standard Webhooks' own library, with the secret exactly as Throwbox showed it.

const ws = useWebhookStack();

it('Standard Webhooks verifies every attempt, first and retry, with the whsec_ secret as given, beside our own headers', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 500);
  const other = await ws.register(api, 500);
  const first = ws.receiver.next(hook.path);
  await ws.send(address, 'Standard');
  const failed = await first;
  const retried = ws.receiver.next(hook.path);
  ws.receiver.behave(hook.path, 200);
  const delivered = await retried;
  const eventId = JSON.parse(delivered.raw.toString()).id as string;

  const wh = new Webhook(hook.secret);
  for (const r of [failed, delivered]) {
    const headers = r.headers as Record<string, string>;
    expect(headers['webhook-id']).toBe(eventId);
    expect(headers['webhook-timestamp']).toBe(headers['throwbox-timestamp']);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(wh.verify(r.raw.toString('utf8'), headers)).toMatchObject({ id: eventId, event: 'message.received' });
    expect(
      verifyWebhook({
        secret: hook.secret,
        rawBody: r.raw,
        signature: headers['throwbox-signature'],
        timestamp: headers['throwbox-timestamp'],
      }),
    ).toMatchObject({ valid: true });
    // Another endpoint's secret, or one changed byte, does not verify.
    expect(() => new Webhook(other.secret).verify(r.raw.toString('utf8'), headers)).toThrow(/signature/i);
    expect(() => wh.verify(r.raw.toString('utf8').replace('Standard', 'standard'), headers)).toThrow(/signature/i);
  }
  await eventually(async () => ws.receiver.requestsTo(other.path).length >= 1);
});
