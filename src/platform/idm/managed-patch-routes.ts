import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { CrestError, forbidden, notFound, preconditionFailed } from '../http/errors.js';
import { loadKbaConfig } from './kba-config.js';
import { KBA_INFO_PROPERTY, kbaInfoToStore, withKbaQuestionsOnly } from './kba-info.js';
import { loadObjectSchema, type ObjectSchema } from './managed-config.js';
import { storePasswordHash } from './managed-credentials.js';
import { objectIdParamsSchema } from './managed-params.js';
import { PASSWORD_CHANGED, recordManagedChange } from './managed-activity.js';
import { findManagedObject, replaceManagedObjectAtRevision } from './managed-store.js';
import { managedResource, type ManagedViewOptions } from './managed-view.js';
import { parseInput } from '../http/parse-input.js';
import { applyPatch } from './patch/apply-patch.js';
import { patchRequestSchema, type PatchOperation } from './patch/patch-request.js';
import { preparePasswordChange, type PasswordChange } from './password-change.js';
import {
  assertWritable,
  authorizeManagedObject,
  grantsForObject,
  visibleThrough,
} from './privileges/managed-access.js';
import { notifyProfileChange } from './profile-change-notifications.js';
import { enforcePatchPolicies } from './property-policies.js';
import { etag, expectedRevision } from '../http/crest/revision.js';
import type { IdmDeps } from './idm-deps.js';

const ATTEMPTS_WITHOUT_IF_MATCH = 3;

interface PatchTarget {
  object: string;
  id: string;
  schema: ObjectSchema;
  self: boolean;
  /** The user themself and administrators: the only callers who read or write `kbaInfo`. */
  ownerOrAdministrator: boolean;
  principal: Principal;
}

export function registerManagedPatchRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.patch('/openidm/managed/:object/:id', async (request, reply) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    const access = await authorizeManagedObject(deps, request, object, id, 'UPDATE');
    const { principal } = access;
    const self = access.kind === 'self';
    const operations = parseInput(patchRequestSchema, request.body, 'patch request');
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const schema = await loadObjectSchema(deps.db, object);
    if (!schema) throw notFound(`Object managed/${object}/${id} not found`);
    const ownerOrAdministrator = access.kind !== 'delegated';
    const target = { object, id, schema, self, ownerOrAdministrator, principal };
    const view: ManagedViewOptions = { kbaQuestions: ownerOrAdministrator };

    let passwordChange: PasswordChange | undefined;
    for (let attempt = 0; attempt < ATTEMPTS_WITHOUT_IF_MATCH; attempt += 1) {
      const row = await findManagedObject(deps.db, object, id);
      if (!row) throw notFound(`Object managed/${object}/${id} not found`);
      const grants = grantsForObject(access, row);
      if (expected !== undefined && row.rev !== expected) throw preconditionFailed();
      assertWritable(grants, operations);
      const patched = await patchedDocument(deps, target, row.doc, operations);
      if (typeof patched.password === 'string') {
        passwordChange ??= await preparePasswordChange(
          deps,
          request,
          principal,
          { ...target, userName: typeof row.doc.userName === 'string' ? row.doc.userName : id },
          patched.password,
        );
      }
      const profileChanged = JSON.stringify(patched.doc) !== JSON.stringify(row.doc);
      if (!passwordChange && !profileChanged) {
        void reply.header('ETag', etag(row.rev));
        return visibleThrough(grants, managedResource(row, schema, undefined, view));
      }
      const change = passwordChange;
      const updated = await deps.db.transaction().execute(async (trx) => {
        const written = await replaceManagedObjectAtRevision(trx, object, id, row.rev, patched.doc);
        if (!written) return written;
        if (change) await storePasswordHash(trx, change.realm, id, change.passwordHash);
        await notifyProfileChange(trx, `managed/${object}/${id}`, {
          profile: profileChanged,
          password: change !== undefined,
        });
        if (!self) {
          const after = change ? { ...patched.doc, ...PASSWORD_CHANGED } : patched.doc;
          await recordManagedChange(
            trx,
            principal,
            { object, id, operation: 'update' },
            row.doc,
            after,
          );
        }
        return written;
      });
      if (updated) {
        void reply.header('ETag', etag(updated.rev));
        return visibleThrough(grants, managedResource(updated, schema, undefined, view));
      }
      if (expected !== undefined) throw preconditionFailed();
    }
    throw new CrestError(409, 'The object changed concurrently; try again');
  });
}

/**
 * The document the operations make of `current`. They see `kbaInfo` as its readers do, questions
 * without answers; the answers they set are hashed, and those they leave out are kept.
 */
async function patchedDocument(
  deps: IdmDeps,
  { object, id, schema, self, ownerOrAdministrator }: PatchTarget,
  current: Record<string, unknown>,
  operations: PatchOperation[],
) {
  const patched = applyPatch(withKbaQuestionsOnly(current), operations, schema, { self });
  await enforcePatchPolicies(deps.db, { object, id, schema }, patched);
  if (patched.touched.has(KBA_INFO_PROPERTY)) {
    if (!ownerOrAdministrator) throw forbidden(`Attribute ${KBA_INFO_PROPERTY} is read-only`);
    const config = await loadKbaConfig(deps.db);
    patched.doc[KBA_INFO_PROPERTY] = await kbaInfoToStore(
      patched.doc[KBA_INFO_PROPERTY],
      current,
      config,
    );
  } else if (Object.hasOwn(current, KBA_INFO_PROPERTY)) {
    patched.doc[KBA_INFO_PROPERTY] = current[KBA_INFO_PROPERTY];
  }
  return patched;
}
