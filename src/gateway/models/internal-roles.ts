import { randomUUID } from 'node:crypto';
import type { FieldError } from '../../domain/api-error-contract.js';
import type { SaveInternalRoleInput } from '../../domain/internal-roles.js';
import { managedUserObject } from '../../domain/realms.js';
import { checkPrivilege } from '../../domain/validation/check-privilege.js';
import { gatewayError } from '../errors.js';
import type { IdmInternalRoles, StoredInternalRole } from '../upstream/idm-internal-roles.js';
import type { IdmPrivileges, ManagedSchema } from '../upstream/idm-privileges.js';
import { toCsv } from '../../domain/csv.js';

export interface RoleListQuery {
  search?: string | null | undefined;
  sortKey?: 'name' | 'description' | null | undefined;
  sortDescending?: boolean | null | undefined;
}

const CSV_MAX_ROWS = 10_000;

function roleFilter(search: string | null | undefined): string {
  const text = search?.trim();
  if (!text) return 'true';
  const quoted = JSON.stringify(text);
  return `name co ${quoted} or description co ${quoted}`;
}

const sortKeys = (query: RoleListQuery) =>
  `${query.sortDescending ? '-' : ''}${query.sortKey ?? 'name'}`;

function roleView(role: StoredInternalRole) {
  const [start, end] = role.temporalConstraints?.[0]?.duration.split('/') ?? [];
  return {
    id: role._id,
    rev: role._rev,
    name: role.name,
    description: role.description ?? null,
    privileges: role.privileges.map((privilege) => ({
      name: privilege.name,
      path: privilege.path,
      permissions: privilege.permissions,
      accessFlags: privilege.accessFlags,
      filter: privilege.filter ?? null,
    })),
    timeConstraint: start && end ? { start, end } : null,
  };
}

export async function listInternalRoles(
  roles: IdmInternalRoles,
  input: RoleListQuery & { pageSize: number; offset: number },
) {
  const page = await roles.query({
    filter: roleFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: input.pageSize,
    offset: input.offset,
  });
  return { total: Math.max(page.totalPagedResults, 0), rows: page.result.map(roleView) };
}

export async function internalRolesCsv(roles: IdmInternalRoles, input: RoleListQuery) {
  const page = await roles.query({
    filter: roleFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: CSV_MAX_ROWS,
    offset: 0,
  });
  const rows = page.result.map((role) => [
    role.name,
    role.description ?? '',
    role.privileges.length,
  ]);
  return {
    filename: 'internal-roles.csv',
    csv: toCsv(['Name', 'Description', 'Privileges'], rows),
    rowCount: rows.length,
  };
}

export async function loadInternalRole(roles: IdmInternalRoles, id: string) {
  return roleView(await roles.read(id));
}

function targetView(path: string, schema: ManagedSchema) {
  const names = [...new Set([...schema.order, ...Object.keys(schema.properties)])].filter(
    (name) => Object.hasOwn(schema.properties, name) && schema.properties[name]?.viewable !== false,
  );
  return {
    path,
    title: schema.title ?? path,
    attributes: names.map((name) => ({
      name,
      title: schema.properties[name]?.title ?? name,
      required: schema.required.includes(name),
    })),
  };
}

/** The managed objects of the realm a privilege may name, with their attributes. */
export async function privilegeTargets(privileges: IdmPrivileges, realm: string) {
  const object = managedUserObject(realm);
  return [targetView(`managed/${object}`, await privileges.schema(object))];
}

/**
 * Checks every privilege with the shared rules against its object's schema, as the platform
 * does again; each broken rule is a field error on `privileges.<index>`.
 */
async function checkPrivileges(privileges: IdmPrivileges, input: SaveInternalRoleInput) {
  const errors: FieldError[] = [];
  for (const [index, privilege] of input.privileges.entries()) {
    const object = privilege.path.slice('managed/'.length);
    const schema = await privileges.schema(object);
    const known = new Set(Object.keys(schema.properties));
    if (privilege.accessFlags.some((flag) => !known.has(flag.attribute))) {
      errors.push({ field: `privileges.${index}.accessFlags`, message: 'validation.oneOf' });
    }
    for (const violation of checkPrivilege(
      { ...privilege, filter: privilege.filter ?? undefined },
      { required: schema.required, properties: schema.properties },
    )) {
      errors.push({ field: `privileges.${index}`, ...violation });
    }
  }
  if (errors.length > 0) throw gatewayError('BAD_USER_INPUT', 'Invalid privileges', errors);
}

export async function saveInternalRole(
  clients: { roles: IdmInternalRoles; privileges: IdmPrivileges },
  input: SaveInternalRoleInput,
) {
  await checkPrivileges(clients.privileges, input);
  const saved = await clients.roles.save(
    input.id ?? randomUUID(),
    input.id ? (input.rev ?? '') : undefined,
    {
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      privileges: input.privileges.map((privilege) => ({
        name: privilege.name,
        path: privilege.path,
        permissions: privilege.permissions,
        accessFlags: privilege.accessFlags,
        actions: [],
        ...(privilege.filter?.trim() ? { filter: privilege.filter.trim() } : {}),
      })),
      ...(input.timeConstraint
        ? {
            temporalConstraints: [
              {
                duration: `${new Date(input.timeConstraint.start).toISOString()}/${new Date(input.timeConstraint.end).toISOString()}`,
              },
            ],
          }
        : {}),
    },
  );
  return roleView(saved);
}

/** The realm's user named `userName`; NOT_FOUND when there is none. */
async function memberId(roles: IdmInternalRoles, realm: string, userName: string) {
  const id = await roles.userId(managedUserObject(realm), userName);
  if (id === undefined) throw gatewayError('NOT_FOUND', `No user ${userName}`);
  return id;
}

export async function assignInternalRole(
  roles: IdmInternalRoles,
  realm: string,
  input: { roleId: string; userName: string },
) {
  await roles.addMember(
    input.roleId,
    managedUserObject(realm),
    await memberId(roles, realm, input.userName),
  );
  return true;
}

export async function unassignInternalRole(
  roles: IdmInternalRoles,
  realm: string,
  input: { roleId: string; userName: string },
) {
  await roles.removeMember(
    input.roleId,
    managedUserObject(realm),
    await memberId(roles, realm, input.userName),
  );
  return true;
}
