import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { CrestError, notFound, preconditionFailed } from '../http/errors.js';
import { loadObjectSchema, type ObjectSchema } from './managed-config.js';
import { storePasswordHash } from './managed-credentials.js';
import { objectIdParamsSchema } from './managed-params.js';
import {
  findManagedObject,
  replaceManagedObjectAtRevision,
  userNameTaken,
} from './managed-store.js';
import { managedResource } from './managed-view.js';
import { parseInput } from './parse-input.js';
import { applyPatch } from './patch/apply-patch.js';
import { patchRequestSchema, type PatchOperation } from './patch/patch-request.js';
import { policyFailure } from './patch/policy-failure.js';
import { preparePasswordChange, type PasswordChange } from './password-change.js';
import {
  assertWritable,
  authorizeManagedObject,
  grantsForObject,
  visibleThrough,
} from './privileges/managed-access.js';
import { notifyProfileChange } from './profile-change-notifications.js';
import { etag, expectedRevision } from './revision.js';
import type { IdmDeps } from './idm-deps.js';

const ATTEMPTS_WITHOUT_IF_MATCH = 3;

interface PatchTarget {
  object: string;
  id: string;
  schema: ObjectSchema;
  self: boolean;
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
    const target = { object, id, schema, self, principal };

    let passwordChange: PasswordChange | undefined;
    for (let attempt = 0; attempt < ATTEMPTS_WITHOUT_IF_MATCH; attempt += 1) {
      const row = await findManagedObject(deps.db, object, id);
      if (!row) throw notFound(`Object managed/${object}/${id} not found`);
      if (expected !== undefined && row.rev !== expected) throw preconditionFailed();
      const grants = grantsForObject(access, row);
      assertWritable(grants, operations);
      const patched = await patchedDocument(deps, target, row.doc, operations);
      if (patched.password !== undefined) {
        passwordChange ??= await preparePasswordChange(
          deps.db,
          request,
          principal,
          target,
          patched.password,
        );
      }
      const profileChanged = JSON.stringify(patched.doc) !== JSON.stringify(row.doc);
      if (!passwordChange && !profileChanged) {
        void reply.header('ETag', etag(row.rev));
        return visibleThrough(grants, managedResource(row, schema));
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
        return written;
      });
      if (updated) {
        void reply.header('ETag', etag(updated.rev));
        return visibleThrough(grants, managedResource(updated, schema));
      }
      if (expected !== undefined) throw preconditionFailed();
    }
    throw new CrestError(409, 'The object changed concurrently; try again');
  });
}

async function patchedDocument(
  deps: IdmDeps,
  { object, id, schema, self }: PatchTarget,
  current: Record<string, unknown>,
  operations: PatchOperation[],
) {
  const patched = applyPatch(current, operations, schema, { self });
  const userName = patched.doc.userName;
  if (patched.touched.has('userName') && typeof userName === 'string') {
    if (await userNameTaken(deps.db, object, id, userName)) {
      throw policyFailure([
        { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
      ]);
    }
  }
  return patched;
}
