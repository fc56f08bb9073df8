import type { FastifyRequest } from 'fastify';
import { parseFieldPath } from '../../../domain/query-filter/json-pointer.js';
import { realmOwningObject } from '../../../domain/realms.js';
import type { QueryFilterNode } from '../../../domain/query-filter/query-filter-ast.js';
import type { PrivilegePermission } from '../../../domain/validation/privilege.js';
import type { Principal } from '../../auth/principal.js';
import { forbidden } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { administersObject, isSelf, requirePrincipal } from '../access.js';
import type { IdmDeps } from '../idm-deps.js';
import type { ManagedRow } from '../managed-store.js';
import type { CrestQuery } from '../../http/crest/query-params.js';
import { internalRoleIds } from './authz-roles.js';
import {
  coveredByAny,
  grantsCovering,
  grantsOn,
  union,
  withPermission,
  type Grant,
} from './grants.js';
import { privilegesOfRoles } from './internal-roles-store.js';

/**
 * How a caller reaches managed objects: as an administrator, as the object itself, or as a
 * delegated administrator through the privileges of their internal roles.
 */
export type ManagedAccess =
  | { kind: 'administrator' | 'self'; principal: Principal }
  | { kind: 'delegated'; principal: Principal; grants: Grant[] };

/**
 * Every grant the principal's internal roles give on `managed/{object}`. Privileges reach only
 * the objects of the realm the principal signed in to.
 */
export async function delegatedGrants(
  db: Db,
  principal: Principal,
  object: string,
): Promise<Grant[]> {
  if (realmOwningObject(object) !== principal.realm) return [];
  const privileges = await privilegesOfRoles(db, internalRoleIds(principal.roles));
  return grantsOn(privileges, `managed/${object}`);
}

async function delegated(
  db: Db,
  principal: Principal,
  object: string,
  permission: PrivilegePermission,
): Promise<ManagedAccess> {
  const grants = withPermission(await delegatedGrants(db, principal, object), permission);
  if (grants.length === 0) throw forbidden();
  return { kind: 'delegated', principal, grants };
}

/** The caller on one object: its realm's administrator, the object itself, or holding `permission` on it. */
export async function authorizeManagedObject(
  deps: IdmDeps,
  request: FastifyRequest,
  object: string,
  id: string,
  permission: PrivilegePermission,
): Promise<ManagedAccess> {
  const principal = await requirePrincipal(deps, request);
  if (administersObject(principal, object)) return { kind: 'administrator', principal };
  if (isSelf(principal, object, id)) return { kind: 'self', principal };
  return delegated(deps.db, principal, object, permission);
}

/** The caller on a query of the type: an administrator of its realm, or holding View on it. */
export async function authorizeManagedQuery(
  deps: IdmDeps,
  request: FastifyRequest,
  object: string,
): Promise<ManagedAccess> {
  const principal = await requirePrincipal(deps, request);
  if (administersObject(principal, object)) return { kind: 'administrator', principal };
  return delegated(deps.db, principal, object, 'VIEW');
}

/**
 * The grants through which the access reaches a stored object; undefined when nothing restricts
 * it. An object outside every grant's filter is Forbidden.
 */
export function grantsForObject(access: ManagedAccess, row: ManagedRow): Grant[] | undefined {
  if (access.kind !== 'delegated') return undefined;
  const covering = grantsCovering(access.grants, row);
  if (covering.length === 0) throw forbidden();
  return covering;
}

/** A query result row's grants: the same as a direct read, without failing the whole page. */
export function grantsForQueryRow(access: ManagedAccess, row: ManagedRow): Grant[] | undefined {
  return access.kind === 'delegated' ? grantsCovering(access.grants, row) : undefined;
}

/** The resource without the attributes the grants do not show. */
export function visibleThrough(
  grants: readonly Grant[] | undefined,
  resource: Record<string, unknown>,
): Record<string, unknown> {
  if (!grants) return resource;
  const readable = union(grants, (grant) => grant.readable);
  return Object.fromEntries(
    Object.entries(resource).filter(
      ([name]) => name === '_id' || name === '_rev' || readable.has(name),
    ),
  );
}

function topLevelName(field: string): string {
  try {
    return parseFieldPath(field, 0)[0] ?? field;
  } catch {
    return field;
  }
}

/** Refuses a change to an attribute that none of the grants makes Read/Write. */
export function assertWritable(
  grants: readonly Grant[] | undefined,
  operations: readonly { field: string }[],
): void {
  if (!grants) return;
  const writable = union(grants, (grant) => grant.writable);
  for (const { field } of operations) {
    const name = topLevelName(field);
    if (!writable.has(name)) throw forbidden(`Attribute ${name} is read-only`);
  }
}

function referencedNames(node: QueryFilterNode): string[] {
  switch (node.kind) {
    case 'literal':
      return [];
    case 'presence':
    case 'comparison':
      return [node.path[0] ?? ''];
    case 'not':
      return referencedNames(node.operand);
    case 'and':
    case 'or':
      return node.operands.flatMap(referencedNames);
  }
}

/**
 * A delegated administrator's query, confined to the objects their grants cover; filtering or
 * sorting on an attribute they cannot read is Forbidden.
 */
export function confineQuery(access: ManagedAccess, query: CrestQuery): CrestQuery {
  if (access.kind !== 'delegated') return query;
  const readable = union(access.grants, (grant) => grant.readable);
  const names = [
    ...referencedNames(query.filter),
    ...query.sortKeys.map((key) => key.path[0] ?? ''),
  ];
  for (const name of names) {
    if (name !== '_id' && !readable.has(name)) {
      throw forbidden(`Attribute ${name} cannot be queried`);
    }
  }
  return {
    ...query,
    filter: { kind: 'and', operands: [query.filter, coveredByAny(access.grants)] },
  };
}
