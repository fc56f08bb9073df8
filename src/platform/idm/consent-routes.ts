import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { requirePrincipal } from './access.js';
import { consentMappingsOf } from './consent-mappings.js';
import { parseInput } from '../http/parse-input.js';
import type { IdmDeps } from './idm-deps.js';

const actionQuerySchema = z.object({ _action: z.string() });

/** The mappings that may share the caller's personal data once the caller consents. */
export function registerConsentRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.post('/openidm/consent', async (request) => {
    const principal = await requirePrincipal(deps, request);
    const { _action } = parseInput(actionQuerySchema, request.query, 'query parameters');
    if (_action !== 'getConsentMappings') throw badRequest(`Unsupported action: ${_action}`);
    return consentMappingsOf(deps.db, principal.component);
  });
}
