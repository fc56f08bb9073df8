import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach } from 'vitest';
import { startFakeUpstream } from '../../support/fake-upstream.js';

export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

export interface ScriptedUpstream {
  /** The upstream's base URL in the current test. */
  url: string;
  /** The calls it received in the current test, in order. */
  received: ReceivedCall[];
  /** What it answers next, one a call; a call with none left gets a 500. */
  answers: ScriptedAnswer[];
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? (JSON.parse(text) as unknown) : undefined));
  });
}

/**
 * A fake upstream for each test of the file: it records every call and answers it with the next
 * scripted answer. The arrays are emptied before each test, so they may be destructured once.
 */
export function useScriptedUpstream(): ScriptedUpstream {
  const upstream: ScriptedUpstream = { url: '', received: [], answers: [] };
  let server: Awaited<ReturnType<typeof startFakeUpstream>>;
  beforeEach(async () => {
    upstream.received.length = 0;
    upstream.answers.length = 0;
    server = await startFakeUpstream((request: IncomingMessage, response: ServerResponse) => {
      void readBody(request).then((body) => {
        upstream.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        });
        const answer = upstream.answers.shift() ?? {
          status: 500,
          body: { message: 'unexpected call' },
        };
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    upstream.url = server.url;
  });
  afterEach(async () => {
    await server.close();
  });
  return upstream;
}
