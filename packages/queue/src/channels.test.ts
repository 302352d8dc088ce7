import { describe, expect, it } from '@jest/globals';
import { readWakeup, wakeupMessage } from './channels.js';

describe('inbox wake-ups', () => {
  it('carry the message id and its commit instant to a thousandth of a millisecond', () => {
    expect(wakeupMessage('msg_01ab', 1764120000123.4567)).toBe('msg_01ab 1764120000123.457');
    expect(readWakeup(wakeupMessage('msg_01ab', 1764120000123.4567))).toEqual({ messageId: 'msg_01ab', committedAt: 1764120000123.457 });
  });

  it('read nothing from a wake-up without an instant: a bare id (the code-extractor), "changed", or garbage', () => {
    for (const message of ['msg_01ab', 'changed', 'msg_01ab soon', 'msg_01ab ']) expect(readWakeup(message)).toBeUndefined();
  });
});
