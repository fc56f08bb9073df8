import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999): a port from that range, found free, can be
 * taken by any outgoing connection of the run before the test's server listens on it.
 */
const LOW_PORTS = { first: 20_000, last: 32_767 };
const ATTEMPTS = 20;

function listensOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

/** A port free on 127.0.0.1 now, for a server that must know its port before it listens. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const candidate =
      LOW_PORTS.first + Math.floor(Math.random() * (LOW_PORTS.last - LOW_PORTS.first + 1));
    const port = await listensOn(candidate);
    if (port !== undefined) return port;
  }
  const port = await listensOn(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}
