import { expect, it } from '@jest/globals';
import { ephemeralLow, freePortBase } from './ports.js';

it('never hands out the same port to calls made at once', async () => {
  const bases = await Promise.all(Array.from({ length: 200 }, () => freePortBase([0, 1])));
  const ports = bases.flatMap((b) => [b, b + 1]);
  expect(new Set(ports).size).toBe(ports.length);
  // Below the system's ephemeral range, where listen(0) and outgoing connections never land.
  expect(Math.max(...ports)).toBeLessThan(ephemeralLow());
});
