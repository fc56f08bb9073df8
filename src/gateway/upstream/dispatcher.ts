import { Agent } from 'undici';

/**
 * The connection pool of one platform service: connections are kept alive, and a connection
 * that is not established within `connectTimeoutMs` fails at once instead of waiting for the
 * whole request timeout.
 */
export function upstreamDispatcher(connectTimeoutMs: number): Agent {
  return new Agent({ connect: { timeout: connectTimeoutMs }, keepAliveTimeout: 10_000 });
}
