import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const menuEntrySchema = z.looseObject({
  privilegePath: z.string(),
  title: z.string(),
  'mat-icon': z.string().nullish(),
});
export type PrivilegeMenuEntry = z.infer<typeof menuEntrySchema>;

const attributesSchema = z.looseObject({
  allowed: z.boolean(),
  properties: z.array(z.string()).default([]),
});

const resourcePrivilegeSchema = z.looseObject({
  VIEW: attributesSchema,
  CREATE: attributesSchema,
  UPDATE: attributesSchema,
  DELETE: z.looseObject({ allowed: z.boolean() }),
});
export type ResourcePrivilege = z.infer<typeof resourcePrivilegeSchema>;

const privilegeMapSchema = z
  .record(z.string().max(256), z.union([z.boolean(), resourcePrivilegeSchema]))
  .refine((map) => Object.keys(map).length <= 256);
export type PrivilegeMap = z.infer<typeof privilegeMapSchema>;

const propertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  viewable: z.boolean().optional(),
  searchable: z.boolean().optional(),
  scope: z.string().optional(),
  enum: z.array(z.unknown()).optional(),
});
export type ManagedProperty = z.infer<typeof propertySchema>;

const managedSchemaSchema = z.looseObject({
  title: z.string().optional(),
  order: z.array(z.string()).default([]),
  required: z.array(z.string()).default([]),
  properties: z.record(z.string(), propertySchema).default({}),
});
export type ManagedSchema = z.infer<typeof managedSchemaSchema>;

const managedObjectSchema = z.looseObject({ _id: z.string(), _rev: z.string() });
export type ManagedObjectDocument = z.infer<typeof managedObjectSchema>;

const queryPageSchema = z.looseObject({
  result: z.array(managedObjectSchema),
  totalPagedResults: z.number().default(-1),
  pagedResultsCookie: z.string().nullish(),
});
export type ManagedQueryPage = z.infer<typeof queryPageSchema>;

export interface ManagedQuery {
  filter: string;
  fields: readonly string[];
  sortKeys?: string | undefined;
  pageSize: number;
  offset: number;
}

export interface ManagedPatch {
  operation: 'add' | 'remove' | 'replace';
  field: string;
  value?: unknown;
}

/** `managed/<name>` as a path segment pair, with the name encoded. */
const managedPath = (name: string) => `managed/${encodeURIComponent(name)}`;

/**
 * Delegated administration in IDM: the caller's privileges, and the managed objects they reach
 * through them. The platform enforces every privilege; this client only asks.
 */
export function createIdmPrivileges(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async menuEntries(): Promise<PrivilegeMenuEntry[]> {
      return http.request(z.array(menuEntrySchema), {
        path: 'privilege',
        query: { _action: 'listPrivileges' },
        bearer: await accessToken(),
      });
    },

    /** `GET privilege/`: the caller's privileges per path, with the `FederationAdmin` flag. */
    async privilegeMap(): Promise<PrivilegeMap> {
      return http.request(privilegeMapSchema, {
        path: 'privilege/',
        bearer: await accessToken(),
      });
    },

    async resourcePrivilege(name: string, id?: string): Promise<ResourcePrivilege> {
      const object = id === undefined ? '' : `/${encodeURIComponent(id)}`;
      return http.request(resourcePrivilegeSchema, {
        path: `privilege/${managedPath(name)}${object}`,
        bearer: await accessToken(),
      });
    },

    async schema(name: string): Promise<ManagedSchema> {
      return http.request(managedSchemaSchema, {
        path: `schema/${managedPath(name)}`,
        bearer: await accessToken(),
      });
    },

    async query(name: string, query: ManagedQuery): Promise<ManagedQueryPage> {
      return http.request(queryPageSchema, {
        path: managedPath(name),
        query: {
          _queryFilter: query.filter,
          _fields: query.fields.join(','),
          _sortKeys: query.sortKeys,
          _pageSize: String(query.pageSize),
          _pagedResultsOffset: String(query.offset),
          _totalPagedResultsPolicy: 'EXACT',
        },
        bearer: await accessToken(),
      });
    },

    async read(name: string, id: string): Promise<ManagedObjectDocument> {
      return http.request(managedObjectSchema, {
        path: `${managedPath(name)}/${encodeURIComponent(id)}`,
        bearer: await accessToken(),
      });
    },

    async patch(
      name: string,
      id: string,
      rev: string,
      operations: readonly ManagedPatch[],
    ): Promise<ManagedObjectDocument> {
      return http.request(managedObjectSchema, {
        method: 'PATCH',
        path: `${managedPath(name)}/${encodeURIComponent(id)}`,
        headers: { 'if-match': `"${rev}"` },
        body: operations,
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmPrivileges = ReturnType<typeof createIdmPrivileges>;
