import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors.js';
import { requireSelfOrAdministrator } from './access.js';
import { loadObjectSchema } from './managed-config.js';
import { objectIdParamsSchema } from './managed-params.js';
import { parseInput } from '../http/parse-input.js';
import { objectPolicyFailures } from './property-policies.js';
import type { IdmDeps } from './idm-deps.js';

const actionQuerySchema = z.object({ _action: z.string() });
const objectBodySchema = z.record(z.string(), z.unknown());

/** Policy evaluation of managed objects without storing anything. */
export function registerPolicyRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.post('/openidm/policy/managed/:object/:id', async (request) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    await requireSelfOrAdministrator(deps, request, object, id);
    const { _action } = parseInput(actionQuerySchema, request.query, 'query parameters');
    if (_action !== 'validateObject') throw badRequest(`Unsupported action: ${_action}`);
    const doc = parseInput(objectBodySchema, request.body ?? {}, 'object');
    const schema = await loadObjectSchema(deps.db, object);
    if (!schema) throw notFound(`No schema for managed/${object}`);
    const failed = await objectPolicyFailures(deps.db, { object, id, schema }, doc);
    return { result: failed.length === 0, failedPolicyRequirements: failed };
  });
}
