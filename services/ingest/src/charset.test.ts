import { describe, expect, it } from '@jest/globals';
import { parseMessage } from './parse.js';

const mail = (charset: string, body: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `From: a@example.com\r\nTo: b@throwbox.test\r\nSubject: hi\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=${charset}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`,
    ),
    body,
    Buffer.from('\r\n'),
  ]);

describe('body charsets', () => {
  it('reads an unknown charset as Windows-1252, not as replacement characters', async () => {
    const parsed = await parseMessage(mail('x-unknown-charset', Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35])));
    expect(parsed.text.trim()).toBe('Café €5');
  });

  it('still reads known charsets, and ISO-2022-JP', async () => {
    expect((await parseMessage(mail('iso-8859-2', Buffer.from([0xb1])))).text.trim()).toBe('ą');
    expect((await parseMessage(mail('utf-8', Buffer.from('Grüße', 'utf8')))).text.trim()).toBe('Grüße');
    const jis = Buffer.from([0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42]);
    expect((await parseMessage(mail('ISO-2022-JP', jis))).text.trim()).toBe('日本');
  });
});
