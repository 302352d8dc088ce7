import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { wantsEmbedded } from './embedded.js';

describe('wantsEmbedded', () => {
  it('is true when said, or when unset and nothing answers on the default port; false for a URL or a server there', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const listening = (server.address() as net.AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nothing = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    try {
      expect(await wantsEmbedded('embedded', listening)).toBe(true);
      expect(await wantsEmbedded(undefined, nothing)).toBe(true);
      expect(await wantsEmbedded('', nothing)).toBe(true);
      expect(await wantsEmbedded(undefined, listening)).toBe(false);
      expect(await wantsEmbedded('postgres://postgres@127.0.0.1:5432/throwbox', nothing)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
