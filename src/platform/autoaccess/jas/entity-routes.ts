import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { realmOf } from '../caller.js';
import type { Db } from '../../store/db.js';
import { ENTITY_DEFINITIONS } from './entity-definitions.js';
import { RISK_INDEX_DEFINITION } from './risk-index-definition.js';
import { ENTITY_KINDS, ENTITY_VERSION, type EntityKind } from './entity-kinds.js';
import { searchDocuments } from './entity-search.js';
import { listEntities, type EntityScope } from './entity-store.js';
import {
  deleteEntityRecord,
  persistEntity,
  recordOf,
  upsertEntity,
  type EntityWriteContext,
} from './entity-writes.js';

export interface JasDeps {
  db: Db;
  bucketsDir: string;
}

const versionParams = z.object({ version: z.string().max(16) });
const definitionQuery = z.object({ latest: z.enum(['true', 'false']).optional() });

/** The common configuration documents, such as `active-access-prediction-config`. */
const COMMON_CONFIG = { namespace: 'common', name: 'config' };

function scopeOf(request: FastifyRequest, kind: { namespace: string; name: string }): EntityScope {
  return {
    realm: realmOf(request),
    namespace: kind.namespace,
    name: kind.name,
    version: ENTITY_VERSION,
  };
}

function writeContext(deps: JasDeps, request: FastifyRequest, kind: EntityKind) {
  const { version } = parseInput(versionParams, request.params, 'path');
  if (version !== ENTITY_VERSION) {
    throw notFound(`No entity ${kind.namespace}/${kind.name} of version ${version}`);
  }
  return { ...deps, kind, scope: scopeOf(request, kind) } satisfies EntityWriteContext;
}

export function registerEntityDefinitionRoutes(app: FastifyInstance): void {
  // Every definition the service serves, each at its one version, which is the latest.
  app.get('/entityDefinitions', () => ({
    result: [...ENTITY_DEFINITIONS, RISK_INDEX_DEFINITION].map((definition) => ({
      ...definition,
      latest: true,
    })),
  }));
  for (const definition of ENTITY_DEFINITIONS) {
    app.get(`/entityDefinitions/${definition.namespace}/${definition.name}`, (request) => {
      parseInput(definitionQuery, request.query, 'query parameters');
      return definition;
    });
  }
}

/** Persist, upsert, delete and search of data sources and pipeline definitions. */
export function registerEntityRoutes(app: FastifyInstance, deps: JasDeps): void {
  for (const kind of ENTITY_KINDS) {
    const path = `${kind.namespace}/${kind.name}/:version`;
    app.post(`/entity/persist/${path}`, (request) =>
      persistEntity(writeContext(deps, request, kind), request.body),
    );
    app.patch(`/entity/upsert/${path}`, (request) =>
      upsertEntity(writeContext(deps, request, kind), request.body),
    );
    app.delete(`/entity/delete/${path}`, (request) =>
      deleteEntityRecord(writeContext(deps, request, kind), request.body),
    );
    app.post(`/entity/search/${path}`, async (request) => {
      const context = writeContext(deps, request, kind);
      const entities = await listEntities(deps.db, context.scope);
      const documents = entities.map((entity) => ({ _id: entity.id, _source: recordOf(entity) }));
      return searchDocuments(documents, request.body, kind.defaultSort);
    });
  }
}

/** `POST /entity/search/common/config`: the realm's common configuration documents. */
export function registerCommonConfigRoute(app: FastifyInstance, deps: JasDeps): void {
  app.post('/entity/search/common/config', async (request) => {
    const entities = await listEntities(deps.db, scopeOf(request, COMMON_CONFIG));
    const documents = entities.map((entity) => ({
      _id: entity.id,
      _source: { _id: entity.id, ...entity.data },
    }));
    return searchDocuments(documents, request.body, '_id');
  });
}
