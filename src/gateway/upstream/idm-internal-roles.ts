import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const privilegeSchema = z.looseObject({
  name: z.string(),
  path: z.string(),
  permissions: z.array(z.enum(['VIEW', 'CREATE', 'UPDATE', 'DELETE'])).default([]),
  accessFlags: z.array(z.object({ attribute: z.string(), readOnly: z.boolean() })).default([]),
  actions: z.array(z.string()).optional(),
  filter: z.string().optional(),
});

const roleSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  name: z.string(),
  description: z.string().optional(),
  privileges: z.array(privilegeSchema).default([]),
  temporalConstraints: z.array(z.object({ duration: z.string() })).optional(),
});
export type StoredInternalRole = z.infer<typeof roleSchema>;

const rolePageSchema = z.looseObject({
  result: z.array(roleSchema),
  totalPagedResults: z.number().default(-1),
});

const userIdsSchema = z.looseObject({ result: z.array(z.looseObject({ _id: z.string() })) });
const anything = z.unknown();

export interface InternalRoleQuery {
  filter: string;
  sortKeys: string;
  pageSize: number;
  offset: number;
}

export type InternalRoleDocument = Omit<StoredInternalRole, '_id' | '_rev'>;

const rolePath = (id: string) => `internal/role/${encodeURIComponent(id)}`;

/** IDM's internal roles with their privileges and members, as an administrator manages them. */
export function createIdmInternalRoles(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async query(query: InternalRoleQuery) {
      return http.request(rolePageSchema, {
        path: 'internal/role',
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

    async read(id: string): Promise<StoredInternalRole> {
      return http.request(roleSchema, { path: rolePath(id), bearer: await accessToken() });
    },

    /** Creates (`rev` undefined) or replaces at the revision. */
    async save(id: string, rev: string | undefined, role: InternalRoleDocument) {
      return http.request(roleSchema, {
        method: 'PUT',
        path: rolePath(id),
        headers: rev === undefined ? {} : { 'if-match': `"${rev}"` },
        body: role,
        bearer: await accessToken(),
      });
    },

    async remove(id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: rolePath(id),
        bearer: await accessToken(),
      });
    },

    async userId(object: string, userName: string): Promise<string | undefined> {
      const found = await http.request(userIdsSchema, {
        path: `managed/${encodeURIComponent(object)}`,
        query: {
          _queryFilter: `userName eq ${JSON.stringify(userName)}`,
          _fields: '_id',
          _pageSize: '1',
        },
        bearer: await accessToken(),
      });
      return found.result[0]?._id;
    },

    async addMember(id: string, object: string, userId: string): Promise<void> {
      await http.request(anything, {
        method: 'POST',
        path: `${rolePath(id)}/authzMembers`,
        query: { _action: 'create' },
        body: { _ref: `managed/${object}/${userId}` },
        bearer: await accessToken(),
      });
    },

    async removeMember(id: string, object: string, userId: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: `${rolePath(id)}/authzMembers/${encodeURIComponent(object)}/${encodeURIComponent(userId)}`,
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmInternalRoles = ReturnType<typeof createIdmInternalRoles>;
