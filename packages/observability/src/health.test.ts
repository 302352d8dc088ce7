import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { startHealthServer } from './health.js';

describe('the health server', () => {
  it('rejects when its port is in use, rather than crashing the process on an unhandled error', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      await expect(
        startHealthServer(port, '127.0.0.1', { checks: {}, registry: new Registry(), isShuttingDown: () => false }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
