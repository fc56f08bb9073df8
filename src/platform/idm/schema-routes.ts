import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { requirePrincipal } from './access.js';
import { loadObjectSchema } from './managed-config.js';
import { objectParamsSchema } from './managed-params.js';
import { parseInput } from '../http/parse-input.js';
import type { IdmDeps } from './idm-deps.js';

export function registerSchemaRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/schema/managed/:object', async (request) => {
    await requirePrincipal(deps, request);
    const { object } = parseInput(objectParamsSchema, request.params, 'path');
    const schema = await loadObjectSchema(deps.db, object);
    if (!schema) throw notFound(`No schema for managed/${object}`);
    return { _id: `managed/${object}`, ...schema };
  });
}
