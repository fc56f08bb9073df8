import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifySecureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { z } from 'zod';
import { accessTokenProvider } from './auth/access-token.js';
import { sessionAccess } from './auth/session.js';
import { createGatewayCaches } from './cache/gateway-caches.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext, YogaServerContext } from './context.js';
import { maskError } from './mask-error.js';
import { clientDevice } from './http/client-device.js';
import { csrfGuard } from './http/csrf.js';
import { createMetrics } from './http/metrics.js';
import { registerUi } from './http/ui.js';
import { buildSchema } from './schema.js';
import { createAmAccountClient } from './upstream/am-account.js';
import { createAmClient } from './upstream/am.js';
import { createUpstreamHttp } from './upstream/http.js';
import { createIdmClient } from './upstream/idm.js';
import { createOAuthClient } from './upstream/oauth.js';

export const SESSION_COOKIE = 'ic_session';

export interface GatewayOptions {
  config: GatewayConfig;
  schemaDir?: string;
}

export async function buildGateway({
  config,
  schemaDir = 'schema',
}: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      name: 'gateway',
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
  });
  const metrics = createMetrics();
  const caches = createGatewayCaches(config);
  metrics.register(app);

  const upstream = (service: string, baseUrl: string) =>
    createUpstreamHttp({
      service,
      baseUrl,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      observe: metrics.observeUpstream,
    });
  const amHttp = upstream('am', config.AM_URL);
  const idmHttp = upstream('idm', config.IDM_URL);
  const am = createAmClient(amHttp);
  const amAccount = createAmAccountClient(amHttp);
  const oauth = createOAuthClient({
    amHttp,
    clientId: config.OAUTH_CLIENT_ID,
    redirectUri: config.redirectUri,
    scopes: config.OAUTH_SCOPES,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", ...config.THEME_SCRIPT_SOURCES],
      },
    },
  });
  await app.register(fastifySecureSession, {
    key: createHash('sha256').update(config.SESSION_SECRET).digest(),
    cookieName: SESSION_COOKIE,
    expiry: config.SESSION_MAX_AGE_SECONDS,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
  });

  const yoga = createYoga<YogaServerContext, GatewayContext>({
    schema: buildSchema(schemaDir),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: app.log,
    maskedErrors: { maskError: (error, message) => maskError(error, message, app.log) },
    context: ({ req, reply }) => {
      const session = sessionAccess(req);
      const accessToken = accessTokenProvider(session, oauth);
      return {
        config,
        log: req.log,
        session,
        am,
        amAccount,
        oauth,
        idm: createIdmClient(
          idmHttp,
          accessToken,
          () => session.signedIn()?.identity,
          caches.schemas,
        ),
        upstream: { am: amHttp, idm: idmHttp },
        accessToken,
        caches,
        client: clientDevice(req, reply, config.secureCookies),
      };
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    preHandler: csrfGuard(config.allowedOrigins),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') void reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });

  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [amCheck, idmCheck] = await Promise.allSettled([
      amHttp.request(z.unknown(), { path: 'json/serverinfo/*' }),
      idmHttp.request(z.unknown(), { path: 'info/version' }),
    ]);
    const ready = amCheck.status === 'fulfilled' && idmCheck.status === 'fulfilled';
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', am: amCheck.status, idm: idmCheck.status });
  });

  await registerUi(app, config.UI_DIST_DIR);
  return app;
}
