import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrivilegePermission } from '../../../domain/validation/privilege.js';
import type { Principal } from '../../auth/principal.js';
import { forbidden, notFound } from '../../http/errors.js';
import {
  administersObject,
  isAdministrator,
  isPlatformAdministrator,
  isSelf,
  requirePrincipal,
} from '../access.js';
import type { IdmDeps } from '../idm-deps.js';
import { isPrivateProperty, loadObjectSchema, type ObjectSchema } from '../managed-config.js';
import { objectIdParamsSchema, objectParamsSchema } from '../managed-params.js';
import { findManagedObject } from '../managed-store.js';
import { parseInput } from '../../http/parse-input.js';
import { internalRoleIds } from './authz-roles.js';
import { grantsCovering, union, withPermission, type Grant } from './grants.js';
import { privilegesOfRoles } from './internal-roles-store.js';
import { delegatedGrants } from './managed-access.js';

const MANAGED_PATH = /^managed\/([A-Za-z0-9_-]{1,64})$/;

const listQuerySchema = z.object({ _action: z.literal('listPrivileges') });
const mapQuerySchema = z.object({ _action: z.undefined().optional() });

interface PermissionDetail {
  allowed: boolean;
  properties: string[];
}

/** What a caller may do on a resource, per permission, with the attributes each one covers. */
interface ResourcePrivilege {
  VIEW: PermissionDetail;
  CREATE: PermissionDetail;
  UPDATE: PermissionDetail;
  DELETE: { allowed: boolean };
  ACTION: { allowed: boolean; actions: string[] };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Attribute names of the schema that may leave the platform, in the schema's order. */
function publicAttributes(schema: ObjectSchema): string[] {
  const names = [...new Set([...(schema.order ?? []), ...Object.keys(schema.properties)])];
  return names.filter(
    (name) => Object.hasOwn(schema.properties, name) && !isPrivateProperty(schema.properties[name]),
  );
}

function everything(schema: ObjectSchema): ResourcePrivilege {
  const properties = publicAttributes(schema);
  return {
    VIEW: { allowed: true, properties },
    CREATE: { allowed: true, properties },
    UPDATE: { allowed: true, properties },
    DELETE: { allowed: true },
    ACTION: { allowed: false, actions: [] },
  };
}

function ownObject(schema: ObjectSchema): ResourcePrivilege {
  const properties = publicAttributes(schema);
  return {
    VIEW: { allowed: true, properties },
    CREATE: { allowed: false, properties: [] },
    UPDATE: {
      allowed: true,
      properties: properties.filter((name) => schema.properties[name]?.userEditable === true),
    },
    DELETE: { allowed: false },
    ACTION: { allowed: false, actions: [] },
  };
}

function throughGrants(schema: ObjectSchema, grants: readonly Grant[]): ResourcePrivilege {
  const attributes = publicAttributes(schema);
  const detail = (permission: PrivilegePermission, pick: (grant: Grant) => ReadonlySet<string>) => {
    const granted = withPermission(grants, permission);
    const names = union(granted, pick);
    return {
      allowed: granted.length > 0,
      properties: attributes.filter((name) => names.has(name)),
    };
  };
  const actions = [...new Set(grants.flatMap((grant) => grant.actions))];
  return {
    VIEW: detail('VIEW', (grant) => grant.readable),
    CREATE: detail('CREATE', (grant) => grant.writable),
    UPDATE: detail('UPDATE', (grant) => grant.writable),
    DELETE: { allowed: withPermission(grants, 'DELETE').length > 0 },
    ACTION: { allowed: actions.length > 0, actions },
  };
}

async function resourcePrivilege(
  deps: IdmDeps,
  principal: Principal,
  object: string,
  id: string | undefined,
): Promise<ResourcePrivilege> {
  const schema = await loadObjectSchema(deps.db, object);
  if (!schema) throw notFound(`No managed object type ${object}`);
  if (administersObject(principal, object)) return everything(schema);
  if (id !== undefined && isSelf(principal, object, id)) return ownObject(schema);
  let grants = await delegatedGrants(deps.db, principal, object);
  if (id !== undefined && grants.length > 0) {
    const row = await findManagedObject(deps.db, object, id);
    if (!row) throw notFound(`Object managed/${object}/${id} not found`);
    grants = grantsCovering(grants, row);
  }
  if (grants.length === 0) throw forbidden();
  return throughGrants(schema, grants);
}

/**
 * The caller's privileges per managed object path their roles reach, with `FederationAdmin`:
 * whether they administer the platform's federation (the platform administrator).
 */
async function privilegeMap(
  deps: IdmDeps,
  principal: Principal,
): Promise<Record<string, ResourcePrivilege | boolean>> {
  const map: Record<string, ResourcePrivilege | boolean> = {
    FederationAdmin: isPlatformAdministrator(principal),
  };
  if (isAdministrator(principal)) return map;
  const privileges = await privilegesOfRoles(deps.db, internalRoleIds(principal.roles));
  for (const path of new Set(privileges.map((privilege) => privilege.path))) {
    const object = MANAGED_PATH.exec(path)?.[1];
    const schema = object && (await loadObjectSchema(deps.db, object));
    if (!object || !schema) continue;
    const grants = await delegatedGrants(deps.db, principal, object);
    if (grants.length > 0) map[path] = throughGrants(schema, grants);
  }
  return map;
}

/**
 * Delegated administration: `GET privilege/` maps the caller's privileges by path,
 * `privilege?_action=listPrivileges` lists the caller's menu entries,
 * `privilege/managed/{object}[/{id}]` what they may do there.
 */
export function registerPrivilegeRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/openidm/privilege',
    handler: async (request) => {
      if (request.method === 'GET' && mapQuerySchema.safeParse(request.query).success) {
        return privilegeMap(deps, await requirePrincipal(deps, request));
      }
      parseInput(listQuerySchema, request.query, 'action');
      const principal = await requirePrincipal(deps, request);
      if (isAdministrator(principal)) return [];
      const privileges = await privilegesOfRoles(deps.db, internalRoleIds(principal.roles));
      const paths = [...new Set(privileges.map((privilege) => privilege.path))];
      const entries = await Promise.all(
        paths.map(async (path) => {
          const object = MANAGED_PATH.exec(path)?.[1];
          const schema = object && (await loadObjectSchema(deps.db, object));
          if (!object || !schema) return [];
          return [
            {
              _id: path,
              privilegePath: path,
              title: schema.title ?? object,
              icon: text(schema.icon) ?? null,
              'mat-icon': text(schema['mat-icon']) ?? null,
            },
          ];
        }),
      );
      return entries.flat();
    },
  });

  app.get('/openidm/privilege/managed/:object', async (request) => {
    const { object } = parseInput(objectParamsSchema, request.params, 'path');
    const principal = await requirePrincipal(deps, request);
    return resourcePrivilege(deps, principal, object, undefined);
  });

  app.get('/openidm/privilege/managed/:object/:id', async (request) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    const principal = await requirePrincipal(deps, request);
    return resourcePrivilege(deps, principal, object, id);
  });
}
