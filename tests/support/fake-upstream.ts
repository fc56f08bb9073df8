import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = (request: IncomingMessage, response: ServerResponse) => void;

/** Accepts every request and never answers, like a frozen process. */
export const frozen: FakeAnswer = () => undefined;

export const answering =
  (status: number, body: unknown = {}): FakeAnswer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

/** A platform stand-in whose behaviour a test switches, counting the requests it receives. */
export async function startFakeUpstream(answer: FakeAnswer = frozen) {
  let current = answer;
  let received = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    received += 1;
    for (const waiter of waiters.filter(({ count }) => received >= count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    current(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    /** Resolves once `count` requests in all have arrived. */
    receivedAtLeast: (count: number) =>
      received >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    answerWith(next: FakeAnswer) {
      current = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
