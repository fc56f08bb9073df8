import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkJsonLimits,
  describeJsonLimitViolation,
  isStorableText,
} from '../../domain/json-limits.js';
import { badRequest } from './errors.js';

/** The OAuth 2.0 endpoints answer in their own error shape (see oidc/mount.ts). */
const OAUTH_PREFIX = '/am/oauth2/';

function firstUnstorable(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  for (const [name, value] of Object.entries(record)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!isStorableText(name) || values.some((v) => typeof v === 'string' && !isStorableText(v))) {
      return name;
    }
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  const param = firstUnstorable(request.params);
  if (param !== undefined) {
    throw badRequest(`Path parameter ${param} holds a NUL character or an unpaired surrogate`);
  }
  const query = firstUnstorable(request.query);
  if (query !== undefined) {
    throw badRequest(`Query parameter ${query} holds a NUL character or an unpaired surrogate`);
  }
  if (request.body === undefined) return;
  const violation = checkJsonLimits(request.body);
  if (violation) throw badRequest(`Invalid request body: ${describeJsonLimitViolation(violation)}`);
}

/**
 * Refuses, with a 400 naming the limit, every request whose body breaks the shared JSON limits
 * or whose path or query parameters hold text the store cannot hold, before any route runs.
 */
export function registerInputLimits(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (!request.url.startsWith(OAUTH_PREFIX)) checkRequest(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
