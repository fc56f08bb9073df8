import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/graphql', '/auth/', '/healthz', '/readyz', '/metrics'];

/** Serves the built UI; any other GET for a page falls back to index.html. */
export async function registerUi(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasUi = existsSync(resolve(root, 'index.html'));
  if (hasUi) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // A route per built file, listed once at start: the build does not change while the gateway
      // runs. Serving by wildcard read the folder (about 900 entries) again for every request.
      wildcard: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/'))
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendApp = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The static plugin answers 403 for its root directory, so the app's entry point is a route.
  if (hasUi) app.get('/', (_request, reply) => sendApp(reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!hasUi || !isPage) return reply.code(404).send({ message: 'Not found' });
    return sendApp(reply);
  });
}
