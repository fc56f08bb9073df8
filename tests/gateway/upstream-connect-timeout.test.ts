import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';

/**
 * A listener that never accepts, with a backlog of one: once its queue is full the kernel
 * drops further connection attempts, as it does for a host that is down or unreachable.
 */
const NEVER_ACCEPTS = `
import socket, sys
s = socket.socket()
s.bind(('127.0.0.1', 0))
s.listen(0)
print(s.getsockname()[1], flush=True)
sys.stdin.read()
`;

let listener: ChildProcess;
let port: number;
const queued: Socket[] = [];

beforeAll(async () => {
  listener = spawn('python3', ['-c', NEVER_ACCEPTS], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await once(listener.stdout!, 'data')) as [Buffer];
  port = Number(line.toString().trim());
  for (let i = 0; i < 3; i += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    queued.push(socket);
  }
});

afterAll(() => {
  for (const socket of queued) socket.destroy();
  listener.kill();
});

describe('connecting to a platform service', () => {
  it('fails after the connect timeout, long before the request timeout', async () => {
    const http = createUpstreamHttp({
      service: 'am',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 60_000,
      connectTimeoutMs: 300,
    });
    const started = performance.now();
    const failure = await http
      .request(z.unknown(), { path: 'ping' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ status: 503, message: 'am unreachable' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
