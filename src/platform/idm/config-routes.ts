import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, preconditionFailed } from '../http/errors.js';
import { requireAdministrator } from './access.js';
import { readConfig, writeConfig, type ConfigRow } from './config-store.js';
import { parseFields, pickFields } from './fields.js';
import { managedConfigSchema } from './managed-config.js';
import { parseInput } from './parse-input.js';
import { etag, expectedRevision } from './revision.js';
import { SYSTEM_NOTIFICATION_CONFIG_ID, systemNotificationSchema } from './system-notification.js';
import type { IdmDeps } from './idm-deps.js';

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

export function registerConfigRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/config/*', async (request, reply) => {
    const id = configId(request);
    if (!ANONYMOUS_READ.some((pattern) => pattern.test(id)))
      await requireAdministrator(deps, request);
    const { _fields } = parseInput(configQuerySchema, request.query, 'query parameters');
    const row = await readConfig(deps.db, id);
    if (!row) throw notFound(`No configuration exists with id ${id}`);
    void reply.header('ETag', etag(row.rev));
    return configResource(row, parseFields(_fields));
  });

  app.put('/openidm/config/*', async (request, reply) => {
    const id = configId(request);
    await requireAdministrator(deps, request);
    const { _id, _rev, ...doc } = parseInput(configBodySchema, request.body, 'configuration');
    const documentSchema = DOCUMENT_SCHEMAS[id];
    if (documentSchema && !documentSchema.safeParse(doc).success) {
      throw badRequest(`Invalid ${id} configuration`);
    }
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const row = await writeConfig(deps.db, id, doc, expected);
    if (!row) throw preconditionFailed();
    void reply.header('ETag', etag(row.rev));
    return configResource(row);
  });
}
