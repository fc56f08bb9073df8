import type { FastifyInstance } from 'fastify';
import { CrestError, notFound, preconditionFailed } from '../http/errors.js';
import { requirePrincipal, requireSelfOrAdministrator } from './access.js';
import { loadKbaConfig } from './kba-config.js';
import {
  KBA_INFO_PROPERTY,
  hashKbaInfo,
  kbaInfoBodySchema,
  kbaInfoFailures,
  kbaInfoView,
} from './kba-info.js';
import { objectIdParamsSchema } from './managed-params.js';
import {
  findManagedObject,
  replaceManagedObjectAtRevision,
  type ManagedRow,
} from './managed-store.js';
import { parseInput } from './parse-input.js';
import { policyFailure } from './patch/policy-failure.js';
import { notifyProfileChange } from './profile-change-notifications.js';
import { etag, expectedRevision } from './revision.js';
import type { IdmDeps } from './idm-deps.js';

function kbaResource(row: ManagedRow) {
  return { _id: row.id, _rev: String(row.rev), [KBA_INFO_PROPERTY]: kbaInfoView(row.doc) };
}

/**
 * Security questions: the realm's configuration (`selfservice.kba`), and each user's questions
 * with answers that are stored hashed and never served.
 */
export function registerKbaRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/selfservice/kba', async (request) => {
    await requirePrincipal(deps, request);
    return loadKbaConfig(deps.db);
  });

  app.get('/openidm/selfservice/kba/managed/:object/:id', async (request, reply) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    await requireSelfOrAdministrator(deps, request, object, id);
    const row = await findManagedObject(deps.db, object, id);
    if (!row) throw notFound(`Object managed/${object}/${id} not found`);
    void reply.header('ETag', etag(row.rev));
    return kbaResource(row);
  });

  app.put('/openidm/selfservice/kba/managed/:object/:id', async (request, reply) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    await requireSelfOrAdministrator(deps, request, object, id);
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const { kbaInfo } = parseInput(kbaInfoBodySchema, request.body, 'security questions');
    const failures = kbaInfoFailures(kbaInfo, await loadKbaConfig(deps.db));
    if (failures.length > 0) {
      throw policyFailure([{ property: KBA_INFO_PROPERTY, policyRequirements: failures }]);
    }

    const row = await findManagedObject(deps.db, object, id);
    if (!row) throw notFound(`Object managed/${object}/${id} not found`);
    if (expected !== undefined && row.rev !== expected) throw preconditionFailed();
    const doc = { ...row.doc, [KBA_INFO_PROPERTY]: await hashKbaInfo(kbaInfo) };
    const updated = await deps.db.transaction().execute(async (trx) => {
      const written = await replaceManagedObjectAtRevision(trx, object, id, row.rev, doc);
      if (written) {
        await notifyProfileChange(trx, `managed/${object}/${id}`, {
          profile: true,
          password: false,
        });
      }
      return written;
    });
    if (!updated) {
      if (expected !== undefined) throw preconditionFailed();
      throw new CrestError(409, 'The object changed concurrently; try again');
    }
    void reply.header('ETag', etag(updated.rev));
    return kbaResource(updated);
  });
}
