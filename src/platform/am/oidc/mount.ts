import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROOT_REALM } from '../../../domain/realms.js';
import type { PlatformConfig } from '../../config.js';
import { notFound } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { completeInteraction } from './interaction.js';
import { INTERACTION_ROUTE } from './provider.js';
import type { OidcProviders } from './providers.js';
import { unusableParameter } from './unusable-parameter.js';

const OAUTH_URL = /^\/am\/oauth2\/realms\/root(?:\/realms\/([^/?#]+))?(\/[^?#]*)?(\?[^#]*)?$/;
const INTERACTION_URL = new RegExp(`^${INTERACTION_ROUTE}/[^/]+$`);

/**
 * Serves `/am/oauth2/{realmPath}/...` from the realm's oidc-provider (a Koa app): the request
 * goes to the provider with the mount path stripped from `url` and kept in `originalUrl`, and
 * with the public URL's host and protocol, so every URL the provider writes is the public one.
 */
/** Headers set by hooks (CORS) are written by the provider's response, not by Fastify's. */
function carryHeadersToRaw(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
}

export function registerOidcRoutes(
  app: FastifyInstance,
  deps: { config: PlatformConfig; db: Db; providers: OidcProviders },
): void {
  const { config, db, providers } = deps;
  const publicUrl = new URL(config.PLATFORM_PUBLIC_URL);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/am/oauth2/*', async (request, reply) => {
    const match = OAUTH_URL.exec(request.url);
    const path = match?.[2];
    if (!match || !path || path === '/') throw notFound('Resource not found');
    const realm = match[1] ?? ROOT_REALM;
    const entry = await providers.forRealm(realm);
    if (!entry) throw notFound(`Realm ${realm} not found`);
    const unusable = unusableParameter(match[3] ?? '');
    if (unusable !== undefined) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: `parameter ${unusable} holds control characters`,
      });
    }

    if (INTERACTION_URL.test(path)) {
      if (request.method !== 'GET') throw notFound('Resource not found');
      return completeInteraction({ config, db, provider: entry.provider, realm }, request, reply);
    }

    carryHeadersToRaw(reply);
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    raw.originalUrl = raw.url;
    raw.url = `${path}${match[3] ?? ''}`;
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    await entry.handle(raw, reply.raw);
  });
}
