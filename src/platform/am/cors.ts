import fastifyCors, { type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.js';
import { SSO_COOKIE_NAME } from './sso-token.js';

/** The parts of AM that browser applications (the JavaScript SDK) call from their own origin. */
const CORS_PATHS = /^\/am\/(?:json|oauth2)\//;

const ALLOWED_HEADERS = [
  'accept',
  'accept-api-version',
  'accept-language',
  'authorization',
  'content-type',
  'if-match',
  'if-none-match',
  'x-requested-with',
  'x-requested-platform',
  SSO_COOKIE_NAME,
];

const EXPOSED_HEADERS = ['etag', 'www-authenticate'];

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * AM's CORS filter: the configured origins may call the JSON API and the OAuth 2.0 endpoints
 * with credentials (the SSO cookie); any other origin gets no CORS headers at all.
 */
export async function registerAmCors(
  app: FastifyInstance,
  config: Pick<PlatformConfig, 'amCorsOrigins'>,
): Promise<void> {
  const allowed = new Set(config.amCorsOrigins);
  const corsFor = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const enabled = CORS_PATHS.test(request.url) && origin !== undefined && allowed.has(origin);
    if (!enabled) return { origin: false };
    return {
      origin,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    };
  };
  const delegate: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    callback(null, corsFor(request));
  };
  await app.register(fastifyCors, () => delegate);
}
