import net from 'node:net';

/**
 * A TCP proxy between a service and Postgres or Redis, for fault tests: cutting or stalling it takes the
 * dependency away from that one service without touching the shared server other tests use.
 */
export interface TcpProxy {
  port: number;
  /** Connections clients have opened to the proxy so far (refused ones included). */
  readonly connections: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  /**
   * Stops passing bytes either way, on open connections and on new ones (accepted, never answered), until
   * restore(): a server that is up but silent.
   */
  stall(): void;
  /**
   * Stops passing the server's bytes to the clients (theirs still reach the server) until restore(): a
   * server that works but whose answers are late.
   */
  holdReplies(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let state: 'up' | 'cut' | 'stalled' | 'holding' = 'up';
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  /** Connections accepted while stalled: joined to the server on restore(). */
  const held = new Set<net.Socket>();

  const join = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    sockets.add(client).add(upstream);
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    if (state !== 'holding') upstream.pipe(client);
    client.resume();
  };

  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    if (state === 'cut') {
      client.destroy();
      return;
    }
    if (state === 'stalled') {
      client.pause();
      held.add(client);
      sockets.add(client);
      client
        .on('error', () => client.destroy())
        .on('close', () => {
          held.delete(client);
          sockets.delete(client);
        });
      return;
    }
    join(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    state = 'cut';
    for (const s of sockets) s.destroy();
    sockets.clear();
    pairs.clear();
    held.clear();
  };
  return {
    port,
    get connections() {
      return connections;
    },
    cut,
    stall() {
      state = 'stalled';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    holdReplies() {
      if (state !== 'up') throw new Error(`holdReplies() while ${state}`);
      state = 'holding';
      for (const { client, upstream } of pairs) {
        upstream.unpipe(client);
        upstream.pause();
      }
    },
    restore() {
      if (state === 'holding') for (const { client, upstream } of pairs) upstream.pipe(client);
      if (state === 'stalled') {
        for (const { client, upstream } of pairs) client.pipe(upstream).pipe(client);
        for (const client of held) join(client);
        held.clear();
      }
      state = 'up';
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
