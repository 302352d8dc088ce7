import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from '@jest/globals';
import express from 'express';
import { bornExpress } from './born-express.js';

const setPrototypeOf = Object.setPrototypeOf;
afterEach(() => {
  Object.setPrototypeOf = setPrototypeOf;
});

async function serve(app: express.Express, options: http.ServerOptions): Promise<{ body: unknown; changed: string[] }> {
  const changed: string[] = [];
  // Every prototype change made while the request is handled, of a request or a response.
  Object.setPrototypeOf = (o: object, proto: object | null) => {
    if (Object.getPrototypeOf(o) !== proto && (o instanceof http.IncomingMessage || o instanceof http.ServerResponse))
      changed.push(o.constructor.name);
    return setPrototypeOf(o, proto);
  };
  const server = http.createServer(options, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hello/world?x=1`, { headers: { 'x-test': 'yes' } });
    return { body: await res.json(), changed };
  } finally {
    Object.setPrototypeOf = setPrototypeOf;
    await new Promise((resolve) => server.close(resolve));
  }
}

const app = () => {
  const a = express();
  a.set('query parser', 'simple');
  // express's own request and response helpers must still be there.
  a.get('/hello/:name', (req, res) => {
    res
      .status(201)
      .json({ name: req.params.name, query: req.query, header: req.get('x-test'), sameApp: req.app === a, locals: typeof res.locals });
  });
  return a;
};

it("gives requests and responses express's prototypes from birth: express changes none, and its helpers work", async () => {
  const a = app();
  const { body, changed } = await serve(a, bornExpress(a));
  expect(body).toEqual({ name: 'world', query: { x: '1' }, header: 'yes', sameApp: true, locals: 'object' });
  expect(changed).toEqual([]);
});

it('without it, express changes the prototype of both on every request', async () => {
  const { changed } = await serve(app(), {});
  expect(changed.sort()).toEqual(['IncomingMessage', 'ServerResponse']);
});
