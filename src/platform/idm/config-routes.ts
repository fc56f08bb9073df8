import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, preconditionFailed } from '../http/errors.js';
import type { Principal } from '../auth/principal.js';
import { forbidden } from '../http/errors.js';
import { isAdministrator, isPlatformAdministrator, requirePrincipal } from './access.js';
import { isRealmPartitioned, realmPart, withRealmPart } from './realm-config.js';
import { readConfig, writeConfig, type ConfigRow } from './config-store.js';
import { parseFields, pickFields } from '../http/crest/fields.js';
import { managedConfigSchema } from './managed-config.js';
import { parseInput } from '../http/parse-input.js';
import { etag, expectedRevision } from '../http/crest/revision.js';
import { SYSTEM_NOTIFICATION_CONFIG_ID, systemNotificationSchema } from './system-notification.js';
import { recordActivity } from './admin-activity.js';
import type { IdmDeps } from './idm-deps.js';
import { TENANT_CONFIG_ID, tenantInfoSchema } from './tenant-info.js';

const CONFIG_ID = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
const ANONYMOUS_READ = [
  /^ui\/themerealm$/,
  /^ui\/systemnotification$/,
  /^uilocale\/[A-Za-z0-9_-]+$/,
];
/** Access management's own documents (signing keys among them) are not configuration. */
const PRIVATE_PREFIX = 'am/';

const configIdSchema = z.object({ '*': z.string().transform((id) => id.replace(/\/+$/, '')) });
const configQuerySchema = z.object({ _fields: z.string().optional() });
const configBodySchema = z.record(z.string(), z.unknown());

/** Documents that other routes read back with a schema are checked on the way in. */
const DOCUMENT_SCHEMAS: Record<string, z.ZodType> = {
  managed: managedConfigSchema,
  [SYSTEM_NOTIFICATION_CONFIG_ID]: systemNotificationSchema,
  [TENANT_CONFIG_ID]: tenantInfoSchema,
};

function configId(request: FastifyRequest): string {
  const { '*': id } = parseInput(configIdSchema, request.params, 'configuration id');
  if (!CONFIG_ID.test(id) || id.startsWith(PRIVATE_PREFIX)) {
    throw notFound(`No configuration exists with id ${id}`);
  }
  return id;
}

/** A configuration document as served; its revision travels in the ETag header. */
function configResource(row: ConfigRow, fields?: Set<string>) {
  return pickFields({ _id: row.id, ...row.doc }, fields);
}

/**
 * Who reads or writes a document as a realm's administrator, seeing only their realm's part; null
 * for the platform administrator, who sees it whole. Anyone else is refused.
 */
async function configCaller(
  deps: IdmDeps,
  request: FastifyRequest,
  id: string,
): Promise<Principal | null> {
  const principal = await requirePrincipal(deps, request);
  if (isPlatformAdministrator(principal)) return null;
  if (isRealmPartitioned(id) && isAdministrator(principal)) return principal;
  throw forbidden();
}

/** A realm administrator reading a document anyone may read still sees only their realm's part. */
async function anonymousReader(
  deps: IdmDeps,
  request: FastifyRequest,
  id: string,
): Promise<Principal | null> {
  if (!isRealmPartitioned(id) || request.headers.authorization === undefined) return null;
  const principal = await deps.principalFromRequest(request);
  return principal && isAdministrator(principal) && !isPlatformAdministrator(principal)
    ? principal
    : null;
}

export function registerConfigRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/config/*', async (request, reply) => {
    const id = configId(request);
    const realmAdministrator = ANONYMOUS_READ.some((pattern) => pattern.test(id))
      ? await anonymousReader(deps, request, id)
      : await configCaller(deps, request, id);
    const { _fields } = parseInput(configQuerySchema, request.query, 'query parameters');
    const row = await readConfig(deps.db, id);
    if (!row) throw notFound(`No configuration exists with id ${id}`);
    void reply.header('ETag', etag(row.rev));
    const doc = realmAdministrator ? realmPart(row.doc, realmAdministrator.realm) : row.doc;
    return configResource({ ...row, doc }, parseFields(_fields));
  });

  app.put('/openidm/config/*', async (request, reply) => {
    const id = configId(request);
    const realmAdministrator = await configCaller(deps, request, id);
    const { _id, _rev, ...submitted } = parseInput(configBodySchema, request.body, 'configuration');
    const documentSchema = DOCUMENT_SCHEMAS[id];
    if (documentSchema && !documentSchema.safeParse(submitted).success) {
      throw badRequest(`Invalid ${id} configuration`);
    }
    let expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    let doc = submitted;
    const stored = await readConfig(deps.db, id);
    if (realmAdministrator) {
      if (!stored) throw forbidden();
      if (expected !== undefined && stored.rev !== expected) throw preconditionFailed();
      expected = stored.rev;
      doc = withRealmPart(stored.doc, submitted, realmAdministrator.realm);
    }
    const row = await writeConfig(deps.db, id, doc, expected);
    if (!row) throw preconditionFailed();
    await recordActivity(deps.db, realmAdministrator ?? (await requirePrincipal(deps, request)), {
      objectType: 'config',
      objectId: id,
      operation: stored ? 'update' : 'create',
      before:
        stored && realmAdministrator
          ? realmPart(stored.doc, realmAdministrator.realm)
          : stored?.doc,
      after: realmAdministrator ? realmPart(row.doc, realmAdministrator.realm) : row.doc,
    });
    void reply.header('ETag', etag(row.rev));
    return configResource(
      realmAdministrator ? { ...row, doc: realmPart(row.doc, realmAdministrator.realm) } : row,
    );
  });
}
