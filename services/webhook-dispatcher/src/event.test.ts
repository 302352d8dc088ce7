import { describe, expect, it } from '@jest/globals';
import { deliveryJobId, eventIdFor, messageReceivedEvent, serializeEvent, testEvent } from './event.js';

const source = {
  messageId: 'msg_abc123def456ghi789jk',
  accountId: 7,
  address: 'signup@throwbox.test',
  from: 'Acme <hello@acme.test>',
  subject: 'Your code',
  intro: 'Your code is 482913',
  receivedAt: new Date('2025-03-01T12:00:00.123Z'),
};

describe('message.received events', () => {
  it('carry the spec fields plus an evt_ id derived from the message, the same each time', () => {
    const event = messageReceivedEvent(source);
    expect(event).toEqual({
      id: 'evt_abc123def456ghi789jk',
      event: 'message.received',
      createdAt: '2025-03-01T12:00:00.123Z',
      data: {
        address: 'signup@throwbox.test',
        from: 'Acme <hello@acme.test>',
        subject: 'Your code',
        intro: 'Your code is 482913',
        receivedAt: '2025-03-01T12:00:00.123Z',
        messageId: 'msg_abc123def456ghi789jk',
      },
    });
    expect(serializeEvent(messageReceivedEvent(source))).toBe(serializeEvent(event));
    expect(eventIdFor(source.messageId)).toBe(event.id);
  });

  it('serialise with a fixed key order and nothing else', () => {
    expect(serializeEvent(messageReceivedEvent(source))).toBe(
      '{"id":"evt_abc123def456ghi789jk","event":"message.received","createdAt":"2025-03-01T12:00:00.123Z","data":{"address":"signup@throwbox.test","from":"Acme <hello@acme.test>","subject":"Your code","intro":"Your code is 482913","receivedAt":"2025-03-01T12:00:00.123Z","messageId":"msg_abc123def456ghi789jk"}}',
    );
  });

  it('go to each endpoint under one job id per event and endpoint', () => {
    expect(deliveryJobId('evt_x', 12)).toBe('evt_x-wh12');
    expect(deliveryJobId('evt_x', 12)).not.toContain(':');
  });
});

describe('webhook.test events', () => {
  it('are shaped like message.received with sample values on the first domain', () => {
    const event = testEvent('evt_sample', 'throwbox.test', new Date('2025-03-01T12:00:00Z'));
    expect(event.event).toBe('webhook.test');
    expect(event.data.address).toBe('test@throwbox.test');
    expect(Object.keys(event.data)).toEqual(Object.keys(messageReceivedEvent(source).data));
  });
});
