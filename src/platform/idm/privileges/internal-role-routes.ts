import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { checkPrivilege } from '../../../domain/validation/check-privilege.js';
import type { Privilege } from '../../../domain/validation/privilege.js';
import { badRequest, notFound, preconditionFailed } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { Principal } from '../../auth/principal.js';
import { forbidden } from '../../http/errors.js';
import {
  administersRealm,
  isAdministrator,
  isPlatformAdministrator,
  requirePrincipal,
} from '../access.js';
import { realmOwningObject } from '../../../domain/realms.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { loadObjectSchema } from '../managed-config.js';
import { parseInput } from '../../http/parse-input.js';
import { parseFilterParam } from '../../http/crest/query-params.js';
import { etag, expectedRevision } from '../../http/crest/revision.js';
import {
  findInternalRole,
  internalRoleSchema,
  writeInternalRole,
  type InternalRole,
  type InternalRoleRow,
} from './internal-roles-store.js';

const MANAGED_PATH = /^managed\/([A-Za-z0-9_-]{1,64})$/;
const roleParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

export function roleResource(row: InternalRoleRow) {
  return { _id: row.id, _rev: String(row.rev), ...row.doc };
}

export async function requireAnyAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
): Promise<Principal> {
  const principal = await requirePrincipal(deps, request);
  if (!isAdministrator(principal)) throw forbidden();
  return principal;
}

function parseRole(body: unknown): InternalRole {
  const {
    _id: _ignoredId,
    _rev: _ignoredRev,
    ...doc
  } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = mini.safeParse(internalRoleSchema, doc);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw badRequest(`Invalid internal role: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * Checks each privilege against the object it names, with the shared privilege rules; every
 * privilege that breaks one is listed in the 400's detail.
 */
async function checkPrivileges(db: Db, privileges: readonly Privilege[]): Promise<void> {
  const failures = [];
  for (const [index, privilege] of privileges.entries()) {
    const object = MANAGED_PATH.exec(privilege.path)?.[1];
    const schema = object ? await loadObjectSchema(db, object) : undefined;
    if (!schema) throw badRequest(`Unknown privilege path ${privilege.path}`, { index });
    if (privilege.filter) parseFilterParam(privilege.filter);
    const unknown = privilege.accessFlags.filter(
      (flag) => !Object.hasOwn(schema.properties, flag.attribute),
    );
    if (unknown.length > 0) {
      throw badRequest(`Unknown attribute ${unknown[0]!.attribute} in ${privilege.path}`, {
        index,
      });
    }
    const violations = checkPrivilege(privilege, {
      required: schema.required ?? [],
      properties: schema.properties,
    });
    if (violations.length > 0) failures.push({ index, name: privilege.name, violations });
  }
  if (failures.length > 0) throw badRequest('Invalid privileges', { privileges: failures });
}

/** The realms whose objects a role's privileges reach; a role without privileges reaches every realm. */
function realmsOf(doc: unknown): string[] | 'all' {
  const privileges = (doc as { privileges?: unknown } | null)?.privileges;
  if (!Array.isArray(privileges) || privileges.length === 0) return 'all';
  return privileges.map((privilege: unknown) => {
    const path = (privilege as { path?: unknown } | null)?.path;
    const object = typeof path === 'string' ? MANAGED_PATH.exec(path)?.[1] : undefined;
    return object === undefined ? '' : realmOwningObject(object);
  });
}

/**
 * Roles are shared by every realm: a realm's administrator reads and writes only the roles whose
 * privileges all reach objects of that realm; the platform administrator reads and writes all.
 */
export function requireRoleInScope(principal: Principal, doc: unknown): void {
  const realms = realmsOf(doc);
  const allowed =
    realms === 'all'
      ? isPlatformAdministrator(principal)
      : realms.every((realm) => administersRealm(principal, realm));
  if (!allowed) throw forbidden();
}

/** Internal roles and their privileges, for administrators: `internal/role/{id}`. */
export function registerInternalRoleRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/internal/role/:id', async (request, reply) => {
    const principal = await requireAnyAdministrator(deps, request);
    const { id } = parseInput(roleParams, request.params, 'path');
    const row = await findInternalRole(deps.db, id);
    if (!row) throw notFound(`Internal role ${id} not found`);
    requireRoleInScope(principal, row.doc);
    void reply.header('ETag', etag(row.rev));
    return roleResource(row);
  });

  app.put('/openidm/internal/role/:id', async (request, reply) => {
    const principal = await requireAnyAdministrator(deps, request);
    const { id } = parseInput(roleParams, request.params, 'path');
    const role = parseRole(request.body);
    requireRoleInScope(principal, role);
    const stored = await findInternalRole(deps.db, id);
    if (stored) requireRoleInScope(principal, stored.doc);
    await checkPrivileges(deps.db, role.privileges);
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const row = await writeInternalRole(deps.db, id, role, expected);
    if (!row) throw preconditionFailed();
    await recordActivity(deps.db, principal, {
      objectType: 'internal/role',
      objectId: id,
      operation: stored ? 'update' : 'create',
      before: stored?.doc,
      after: row.doc,
    });
    void reply.header('ETag', etag(row.rev));
    return roleResource(row);
  });
}
