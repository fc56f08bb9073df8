import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const scriptSchema = z.looseObject({ type: z.string(), source: z.string() });

const assignmentSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  name: z.string(),
  description: z.string().optional(),
  mapping: z.string(),
  attributes: z
    .array(
      z.looseObject({
        name: z.string(),
        value: z.unknown(),
        assignmentOperation: z.enum(['mergeWithTarget', 'replaceTarget']),
        unassignmentOperation: z.enum(['removeFromTarget', 'noOp']),
      }),
    )
    .default([]),
  onAssignment: scriptSchema.optional(),
  onUnassignment: scriptSchema.optional(),
  roles: z.array(z.looseObject({ _ref: z.string() })).default([]),
});
export type StoredAssignment = z.infer<typeof assignmentSchema>;

const assignmentPageSchema = z.looseObject({
  result: z.array(assignmentSchema),
  totalPagedResults: z.number().default(-1),
});

const mappingsSchema = z.looseObject({
  result: z.array(z.looseObject({ name: z.string(), source: z.string(), target: z.string() })),
});

const systemSchema = z.looseObject({
  _id: z.string(),
  properties: z.record(
    z.string(),
    z.looseObject({ type: z.union([z.string(), z.array(z.string())]).optional() }),
  ),
});

const anything = z.unknown();

interface AssignmentQuery {
  filter: string;
  sortKeys: string;
  pageSize: number;
  offset: number;
}

export interface AssignmentDocument {
  name: string;
  description?: string;
  mapping: string;
  attributes: {
    name: string;
    value: string;
    assignmentOperation: string;
    unassignmentOperation: string;
  }[];
  onAssignment?: { type: string; source: string };
  onUnassignment?: { type: string; source: string };
}

const collection = (object: string) => `managed/${encodeURIComponent(object)}`;
const item = (object: string, id: string) => `${collection(object)}/${encodeURIComponent(id)}`;
const roleAssignments = (roleId: string) =>
  `internal/role/${encodeURIComponent(roleId)}/assignments`;

/** A realm's assignments (`managed/<realm>_assignment`), their role links, and the schemas of their targets. */
export function createIdmAssignments(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async query(object: string, query: AssignmentQuery) {
      return http.request(assignmentPageSchema, {
        path: collection(object),
        query: {
          _queryFilter: query.filter,
          _sortKeys: query.sortKeys,
          _pageSize: String(query.pageSize),
          _pagedResultsOffset: String(query.offset),
          _totalPagedResultsPolicy: 'EXACT',
        },
        bearer: await accessToken(),
      });
    },

    async read(object: string, id: string) {
      return http.request(assignmentSchema, {
        path: item(object, id),
        bearer: await accessToken(),
      });
    },

    async create(object: string, doc: AssignmentDocument) {
      return http.request(assignmentSchema, {
        method: 'POST',
        path: collection(object),
        query: { _action: 'create' },
        body: doc,
        bearer: await accessToken(),
      });
    },

    /** Replaces at the revision; the platform keeps the role links. */
    async replace(object: string, id: string, rev: string, doc: AssignmentDocument) {
      return http.request(assignmentSchema, {
        method: 'PUT',
        path: item(object, id),
        headers: { 'if-match': `"${rev}"` },
        body: doc,
        bearer: await accessToken(),
      });
    },

    async remove(object: string, id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: item(object, id),
        bearer: await accessToken(),
      });
    },

    async mappings() {
      return (
        await http.request(mappingsSchema, {
          path: 'sync/mappings',
          bearer: await accessToken(),
        })
      ).result;
    },

    /** The schema of a system resource such as `system/ldap/account`. */
    async systemSchema(resource: string) {
      return http.request(systemSchema, {
        path: `schema/${resource.split('/').map(encodeURIComponent).join('/')}`,
        bearer: await accessToken(),
      });
    },

    async ofRole(roleId: string) {
      return (
        await http.request(assignmentPageSchema, {
          path: roleAssignments(roleId),
          bearer: await accessToken(),
        })
      ).result;
    },

    async link(roleId: string, object: string, id: string): Promise<void> {
      await http.request(anything, {
        method: 'POST',
        path: roleAssignments(roleId),
        query: { _action: 'create' },
        body: { _ref: `managed/${object}/${id}` },
        bearer: await accessToken(),
      });
    },

    async unlink(roleId: string, object: string, id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: `${roleAssignments(roleId)}/${encodeURIComponent(object)}/${encodeURIComponent(id)}`,
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmAssignments = ReturnType<typeof createIdmAssignments>;
