import DataLoader from 'dataloader';
import { z } from 'zod';
import type { TtlCache } from '../cache/ttl-cache.js';
import type { UpstreamHttp } from './http.js';
import { createIdmNotifications } from './idm-notifications.js';
import { createIdmTenant } from './idm-tenant.js';
import { createIdmThemes } from './idm-themes.js';

const versionSchema = z.looseObject({
  productVersion: z.string(),
  productBuildDate: z.string().optional(),
  productRevision: z.string().optional(),
});

const uiConfigSchema = z.looseObject({
  configuration: z.looseObject({
    lang: z.string().default('en'),
    defaultLocale: z.string().default('en'),
    platformSettings: z
      .looseObject({
        hostedPages: z.boolean().default(true),
        helpUrl: z.string().optional(),
        docsUrl: z.string().optional(),
      })
      .default({ hostedPages: true }),
  }),
});

const featuresSchema = z.looseObject({
  result: z.array(z.looseObject({ name: z.string(), enabled: z.boolean() })),
});

const authorizationSchema = z.looseObject({
  authorization: z.looseObject({
    id: z.string(),
    component: z.string(),
    roles: z.array(z.string()).default([]),
  }),
});
export type IdmAuthorization = z.infer<typeof authorizationSchema>['authorization'];

const managedObjectSchema = z.looseObject({ _id: z.string(), _rev: z.string() });
export type ManagedObject = z.infer<typeof managedObjectSchema>;

const propertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  viewable: z.boolean().optional(),
  userEditable: z.boolean().optional(),
  searchable: z.boolean().optional(),
});
const objectSchemaSchema = z.looseObject({
  title: z.string().optional(),
  order: z.array(z.string()).default([]),
  required: z.array(z.string()).default([]),
  properties: z.record(z.string(), propertySchema).default({}),
});
export type ObjectSchemaDocument = z.infer<typeof objectSchemaSchema>;

const localeSchema = z.record(z.string(), z.unknown());

export interface PatchOperation {
  operation: 'add' | 'remove' | 'replace';
  field: string;
  value?: unknown;
}

/**
 * Identity management. Reads that several resolvers of one request share go through
 * per-request loaders, so each REST call is made once.
 */
export interface IdmIdentity {
  component: string;
  id: string;
}

/**
 * @param knownIdentity the signed-in user's component and id when the session already holds
 *   them, which saves the authentication call on every request.
 * @param sharedSchemas schemas kept across requests (they are the same for every user).
 */
export function createIdmClient(
  http: UpstreamHttp,
  accessToken: () => Promise<string>,
  knownIdentity: () => IdmIdentity | undefined = () => undefined,
  sharedSchemas?: TtlCache<ObjectSchemaDocument>,
) {
  let featuresRead: Promise<{ name: string; enabled: boolean }[]> | undefined;
  const authorization = new DataLoader<'self', IdmAuthorization>(async (keys) => {
    const bearer = await accessToken();
    const answer = await http.request(authorizationSchema, {
      method: 'POST',
      path: 'authentication',
      query: { _action: 'login' },
      bearer,
    });
    return keys.map(() => answer.authorization);
  });

  const managedObjects = new DataLoader<string, ManagedObject>(async (paths) => {
    const bearer = await accessToken();
    return Promise.all(paths.map((path) => http.request(managedObjectSchema, { path, bearer })));
  });

  const schemas = new DataLoader<string, ObjectSchemaDocument>(async (resources) => {
    const bearer = await accessToken();
    return Promise.all(
      resources.map(async (resource) => {
        const shared = sharedSchemas?.get(resource);
        if (shared) return shared;
        const schema = await http.request(objectSchemaSchema, {
          path: `schema/${resource}`,
          bearer,
        });
        sharedSchemas?.set(resource, schema);
        return schema;
      }),
    );
  });

  return {
    ...createIdmNotifications(http, accessToken),
    ...createIdmTenant(http, accessToken),
    ...createIdmThemes(http, accessToken),
    version: () => http.request(versionSchema, { path: 'info/version' }),

    async uiConfig() {
      const { configuration } = await http.request(uiConfigSchema, { path: 'info/uiconfig' });
      return {
        lang: configuration.lang,
        defaultLocale: configuration.defaultLocale,
        hostedPages: configuration.platformSettings.hostedPages,
        helpUrl: configuration.platformSettings.helpUrl ?? null,
        docsUrl: configuration.platformSettings.docsUrl ?? null,
      };
    },

    /** Read once per request: the menu's two auto-access probes both check the flag. */
    features() {
      return (featuresRead ??= http
        .request(featuresSchema, { path: 'info/features', query: { _queryFilter: 'true' } })
        .then((answer) => answer.result.map(({ name, enabled }) => ({ name, enabled }))));
    },

    async localeMessages(locale: string, packages: string[] | undefined) {
      const answer = await http.request(localeSchema, {
        path: `config/uilocale/${encodeURIComponent(locale)}`,
        query: { _fields: packages?.join(',') },
      });
      const { _id: _omitted, ...messages } = answer;
      return messages;
    },

    authorization: () => authorization.load('self'),
    async identity(): Promise<IdmIdentity> {
      const known = knownIdentity();
      if (known) return known;
      const { component, id } = await authorization.load('self');
      return { component, id };
    },
    managedObject: (component: string, id: string) =>
      managedObjects.load(`${component}/${encodeURIComponent(id)}`),
    schema: (component: string) => schemas.load(component),

    async patchManagedObject(
      component: string,
      id: string,
      rev: string,
      operations: PatchOperation[],
    ) {
      const path = `${component}/${encodeURIComponent(id)}`;
      const updated = await http.request(managedObjectSchema, {
        method: 'PATCH',
        path,
        headers: { 'if-match': `"${rev}"` },
        body: operations,
        bearer: await accessToken(),
      });
      managedObjects.clear(path).prime(path, updated);
      return updated;
    },
  };
}

export type IdmClient = ReturnType<typeof createIdmClient>;
