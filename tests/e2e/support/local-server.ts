import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request to a local server, its body read whole. */
export interface LocalRequest {
  method: string;
  url: string;
  body: string;
}

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** An HTTP server on a free loopback port, for the e2e run's own helpers (not the product). */
export async function startLocalServer(
  handle: (request: LocalRequest, response: ServerResponse) => void,
): Promise<LocalServer> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      handle({ method: request.method ?? '', url: request.url ?? '', body }, response),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
