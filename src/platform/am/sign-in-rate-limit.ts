import type { RouteShorthandOptions } from 'fastify';
import type { PlatformConfig } from '../config.js';
import { tooManyRequests } from '../http/errors.js';

const MINUTE_MS = 60_000;

/**
 * The journey endpoints' request limit per client address (@fastify/rate-limit, registered with
 * `global: false` on access management): SIGN_IN_ADDRESS_MAX_REQUESTS a minute, then 429 with
 * Retry-After in the platform's error shape.
 */
export function signInRateLimit(config: PlatformConfig): RouteShorthandOptions {
  return {
    config: {
      rateLimit: {
        max: config.SIGN_IN_ADDRESS_MAX_REQUESTS,
        timeWindow: MINUTE_MS,
        errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
      },
    },
  };
}
