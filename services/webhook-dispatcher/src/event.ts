import type { MessageEventSource } from '@throwbox/db';

export type EventKind = 'message.received' | 'webhook.test';

/** The body POSTed to an endpoint; keys in this order, so the bytes are the same on every retry. */
export interface WebhookEvent {
  id: string;
  event: EventKind;
  createdAt: string;
  /** messageId: read the message with GET /messages/{messageId}?address= (a sample id in webhook.test). */
  data: { address: string; from: string; subject: string; intro: string; receivedAt: string; messageId: string };
}

/**
 * One message.received event per stored message: its id is derived from the message id, so it is the
 * same on every retry and for every endpoint, and fan-out can run again without minting a new event.
 */
export const eventIdFor = (messageId: string): string => `evt_${messageId.replace(/^msg_/, '')}`;

/** A fixed job id per event and endpoint: fanning out twice adds each delivery once. */
export const deliveryJobId = (eventId: string, webhookId: number): string => `${eventId}-wh${webhookId}`;

export function messageReceivedEvent(m: MessageEventSource): WebhookEvent {
  const receivedAt = m.receivedAt.toISOString();
  return {
    id: eventIdFor(m.messageId),
    event: 'message.received',
    // The event comes into being with the message, in the same transaction.
    createdAt: receivedAt,
    data: { address: m.address, from: m.from, subject: m.subject, intro: m.intro, receivedAt, messageId: m.messageId },
  };
}

/** The sample POST /webhooks/{id}/test sends: shaped like message.received, with sample values. */
export function testEvent(id: string, domain: string, now: Date): WebhookEvent {
  const at = now.toISOString();
  return {
    id,
    event: 'webhook.test',
    createdAt: at,
    data: {
      address: `test@${domain}`,
      from: 'Throwbox <no-reply@throwbox.test>',
      subject: 'Test event from Throwbox',
      intro: 'Your verification code is 123456',
      receivedAt: at,
      messageId: 'msg_test',
    },
  };
}

export const serializeEvent = (e: WebhookEvent): string =>
  JSON.stringify({
    id: e.id,
    event: e.event,
    createdAt: e.createdAt,
    data: {
      address: e.data.address,
      from: e.data.from,
      subject: e.data.subject,
      intro: e.data.intro,
      receivedAt: e.data.receivedAt,
      messageId: e.data.messageId,
    },
  });
