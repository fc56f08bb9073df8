import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifySecureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { DestinationStream } from 'pino';
import { GRAPHQL_PATH } from '../domain/app-paths.js';
import { accessTokenProvider } from './auth/access-token.js';
import { sessionAccess } from './auth/session.js';
import { browserSsoCookie } from './auth/sso-cookie.js';
import { createGatewayCaches } from './cache/gateway-caches.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext, YogaServerContext } from './context.js';
import { graphqlLimits } from './graphql-limits.js';
import { refuseNonGraphQLRequest, requestBodyErrorHandler } from './http/request-body-error.js';
import { gatewayLogging } from './logger.js';
import { maskError } from './mask-error.js';
import { yogaLogger } from './yoga-logger.js';
import { clientDevice } from './http/client-device.js';
import { csrfGuard } from './http/csrf.js';
import { createMetrics } from './http/metrics.js';
import { isOwnPlatform } from './http/own-platform.js';
import { registerReadiness } from './http/readiness.js';
import { registerReportDownloads } from './http/report-downloads.js';
import { registerUi } from './http/ui.js';
import { buildSchema } from './schema.js';
import { createUpstreamHttp } from './upstream/http.js';
import {
  createAmClients,
  createAnalyticsClients,
  createAutoAccessClients,
  createGovernanceClients,
  createIdmClients,
} from './upstream-clients.js';

const SESSION_COOKIE = 'ic_session';

export interface GatewayOptions {
  config: GatewayConfig;
  schemaDir?: string;
  /** Where log lines go instead of stdout. */
  logStream?: DestinationStream;
}

export async function buildGateway({
  config,
  schemaDir = 'schema',
  logStream,
}: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...gatewayLogging(config, logStream),
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
      connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
      breaker: {
        resetTimeoutMs: config.UPSTREAM_BREAKER_RESET_MS,
        minimumCalls: config.UPSTREAM_BREAKER_MIN_CALLS,
        errorPercent: config.UPSTREAM_BREAKER_ERROR_PERCENT,
      },
      observe: metrics.observeUpstream,
    });
  const http = { am: upstream('am', config.AM_URL), idm: upstream('idm', config.IDM_URL) };
  const autoAccessHttp = {
    autoaccessApi: upstream('autoaccess-api', config.AUTOACCESS_API_URL),
    autoaccessJas: upstream('autoaccess-jas', config.AUTOACCESS_JAS_URL),
  };
  const igaHttp = upstream('iga', config.IGA_URL);
  const analyticsHttp = upstream('analytics', config.ANALYTICS_URL);
  const amClients = createAmClients(http, config);
  const { am, oauth } = amClients;

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
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    plugins: graphqlLimits(config),
    logging: yogaLogger(app.log),
    maskedErrors: { maskError },
    context: ({ req, reply }) => {
      const session = sessionAccess(req);
      const accessToken = accessTokenProvider(session, oauth);
      return {
        config,
        log: req.log,
        session,
        ssoCookie: browserSsoCookie({ reply, am, publicUrl: config.GATEWAY_PUBLIC_URL }),
        ...amClients,
        ...createIdmClients(http, session, accessToken, caches),
        ...createAutoAccessClients(autoAccessHttp, session, accessToken),
        ...createGovernanceClients(igaHttp, accessToken),
        ...createAnalyticsClients(analyticsHttp, accessToken),
        accessToken,
        caches,
        client: clientDevice(req, reply, config.secureCookies),
      };
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    preHandler: [csrfGuard(config.allowedOrigins), refuseNonGraphQLRequest],
    errorHandler: requestBodyErrorHandler,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') void reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });

  app.get('/healthz', () => ({ status: 'ok', instance: config.INSTANCE_ID }));
  registerReadiness(app, http, config.READY_TIMEOUT_MS, () =>
    isOwnPlatform(config, config.READY_TIMEOUT_MS),
  );

  registerReportDownloads(app, { analyticsUrl: config.ANALYTICS_URL, oauth });
  await registerUi(app, config.UI_DIST_DIR);
  return app;
}
