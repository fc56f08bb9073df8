import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  PUBLISHED_PIPELINE_CONFIG_ID,
  parsePublishedPipelinePath,
  type PublishedPipelineRef,
} from '../../domain/autoaccess/published-pipeline.js';
import { RISK_EVENT_INDEX, riskEventSchema } from '../../domain/autoaccess/risk-event.js';
import { autoAccessAuth, type AutoAccessCaller } from './autoaccess-api.js';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp } from './http.js';

const DATA_SOURCES_ENTITY = 'autoaccess/datasources/1';

const definitionSchema = z.looseObject({
  _meta: z.looseObject({
    properties: z.record(
      z.string(),
      z.looseObject({ type: z.string().optional(), description: z.string().optional() }),
    ),
  }),
});
export type EntityDefinition = z.infer<typeof definitionSchema>;

const definitionListSchema = z.looseObject({
  result: z.array(
    definitionSchema.extend({
      namespace: z.string(),
      name: z.string(),
      version: z.string(),
      latest: z.boolean().default(false),
    }),
  ),
});

const anyAnswerSchema = z.record(z.string(), z.unknown());

const commonConfigAnswerSchema = z.looseObject({
  hits: z.looseObject({
    hits: z.array(
      z.looseObject({
        _source: z.looseObject({
          common_settings: z
            .looseObject({
              JSLT_MAPPER_PATH: z.string().optional(),
              published: z.string().optional(),
            })
            .optional(),
        }),
      }),
    ),
  }),
});

export interface PublishedPipelineRecord extends PublishedPipelineRef {
  /** When it was published, as the configuration says. */
  published: string | null;
}

const dataSourceRecordSchema = z.looseObject({
  datasource_id: z.string(),
  name: z.string(),
  input: z.string(),
  isActive: z.boolean().default(false),
  is_ootb: z.boolean().default(false),
  feature_mapping: z.record(z.string(), z.string()).default({}),
  datasource_created: z.string().optional(),
  _rev: z.union([z.string(), z.number()]).transform(String),
});
export type DataSourceRecord = z.infer<typeof dataSourceRecordSchema>;
export type NewDataSourceRecord = Omit<DataSourceRecord, '_rev'>;

const searchAnswerSchema = z.looseObject({
  hits: z.looseObject({
    total: z.looseObject({ value: z.number().int().nonnegative() }),
    hits: z.array(
      z.looseObject({
        _id: z.string().optional(),
        _source: dataSourceRecordSchema,
        sort: z.array(z.union([z.string(), z.number(), z.null()])).optional(),
      }),
    ),
  }),
});
export type DataSourceSearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The subset of the search body the data-source screens send. */
export interface DataSourceSearch {
  query: Record<string, unknown>;
  sort: Record<string, 'asc' | 'desc'>[];
  size: number;
  track_total_hits: boolean;
  search_after?: readonly (string | number | null)[];
}

const riskEventSearchAnswerSchema = z.looseObject({
  hits: z.looseObject({
    total: z.looseObject({ value: z.number().int().nonnegative() }).optional(),
    hits: z.array(
      z.looseObject({
        _source: riskEventSchema,
        sort: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      }),
    ),
  }),
  aggregations: z.record(z.string(), z.unknown()).optional(),
});
export type RiskEventSearchAnswer = z.infer<typeof riskEventSearchAnswerSchema>;

const writeAnswerSchema = z.looseObject({ entityData: z.array(dataSourceRecordSchema).min(1) });

const previewAnswerSchema = z.looseObject({
  result: z.record(z.string(), z.unknown()).default({}),
});
const previewFailureSchema = z.looseObject({
  detail: z.looseObject({
    errors: z.record(z.string(), z.string()),
    result: z.record(z.string(), z.unknown()).default({}),
  }),
});

/** What the JSLT preview made of each feature: a value, or why it failed. */
export interface JsltPreviewAnswer {
  result: Record<string, unknown>;
  errors: Record<string, string>;
}

/** The body every entity write carries, around its one record. */
export function entityWrite(record: object) {
  return {
    branch: 'actual',
    contextId: `UI Changes - ${randomUUID()}`,
    entityData: [record],
    indexingRequired: true,
    tags: {},
    indexInSync: true,
  };
}

/** The entity service (JAS): definitions, data-source records and the JSLT preview. */
export function createAutoAccessJas(http: UpstreamHttp, caller: () => Promise<AutoAccessCaller>) {
  const auth = () => autoAccessAuth(caller);

  const writeDataSource = async (method: 'POST' | 'PATCH', record: object) => {
    const answer = await http.request(writeAnswerSchema, {
      method,
      path: `entity/${method === 'POST' ? 'persist' : 'upsert'}/${DATA_SOURCES_ENTITY}`,
      body: entityWrite(record),
      ...(await auth()),
    });
    return answer.entityData[0]!;
  };

  return {
    async authenticationDefinition(): Promise<EntityDefinition> {
      return http.request(definitionSchema, {
        path: 'entityDefinitions/autoaccess/base/authentication',
        query: { latest: 'true' },
        ...(await auth()),
      });
    },

    /** Every definition the entity service serves, with its version and whether it is the latest. */
    async entityDefinitions() {
      return http.request(definitionListSchema, {
        path: 'entityDefinitions',
        ...(await auth()),
      });
    },

    /** A search body as the console wrote it, answered as the service answers it. */
    async searchIndex(
      index: 'risk_explainability' | 'datasources' | 'pipeline_definition',
      query: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      return http.request(anyAnswerSchema, {
        method: 'POST',
        ...(index === 'risk_explainability'
          ? { path: 'entity/search/', body: { indexName: RISK_EVENT_INDEX, query } }
          : {
              path:
                index === 'datasources'
                  ? `entity/search/${DATA_SOURCES_ENTITY}`
                  : 'entity/search/autoaccess/api/pipeline_definition/1',
              body: query,
            }),
        ...(await auth()),
      });
    },

    async dataSourceDefinition(): Promise<EntityDefinition> {
      return http.request(definitionSchema, {
        path: 'entityDefinitions/autoaccess/datasources',
        query: { latest: 'true' },
        ...(await auth()),
      });
    },

    async searchDataSources(search: DataSourceSearch): Promise<DataSourceSearchAnswer> {
      return http.request(searchAnswerSchema, {
        method: 'POST',
        path: `entity/search/${DATA_SOURCES_ENTITY}`,
        body: search,
        ...(await auth()),
      });
    },

    /** An Elasticsearch search of the realm's scored events (`risk_explainability`). */
    async searchRiskEvents(query: Record<string, unknown>): Promise<RiskEventSearchAnswer> {
      return http.request(riskEventSearchAnswerSchema, {
        method: 'POST',
        path: 'entity/search/',
        body: { indexName: RISK_EVENT_INDEX, query },
        ...(await auth()),
      });
    },

    /** The Training run predictions use, from the realm's common configuration; null if none. */
    async publishedPipeline(): Promise<PublishedPipelineRecord | null> {
      const answer = await http.request(commonConfigAnswerSchema, {
        method: 'POST',
        path: 'entity/search/common/config',
        body: { query: { term: { _id: PUBLISHED_PIPELINE_CONFIG_ID } }, size: 1 },
        ...(await auth()),
      });
      const settings = answer.hits.hits[0]?._source.common_settings;
      const ref = parsePublishedPipelinePath(settings?.JSLT_MAPPER_PATH ?? '');
      return ref ? { ...ref, published: settings?.published ?? null } : null;
    },

    createDataSource: (record: NewDataSourceRecord) => writeDataSource('POST', record),

    /** Replaces a record; a stale `_rev` is refused with 412 and nothing changes. */
    updateDataSource: (record: DataSourceRecord) => writeDataSource('PATCH', record),

    /**
     * Deletes a record at the revision given: a stale `_rev` is refused with 412, a data source a
     * pipeline reads with 409, and nothing changes.
     */
    async deleteDataSource(id: string, rev: string): Promise<void> {
      await http.request(anyAnswerSchema, {
        method: 'DELETE',
        path: `entity/delete/${DATA_SOURCES_ENTITY}`,
        body: entityWrite({ datasource_id: id, _rev: rev }),
        ...(await auth()),
      });
    },

    async jsltPreview(
      data: unknown,
      featureMapping: Record<string, string>,
    ): Promise<JsltPreviewAnswer> {
      try {
        const answer = await http.request(previewAnswerSchema, {
          method: 'POST',
          path: 'jslt/preview',
          body: { data, feature_mapping: featureMapping },
          ...(await auth()),
        });
        return { result: answer.result, errors: {} };
      } catch (error) {
        const failed = error instanceof UpstreamError && error.status === 400;
        const parsed = failed ? previewFailureSchema.safeParse(error.body) : undefined;
        if (!parsed?.success) throw error;
        return parsed.data.detail;
      }
    },
  };
}

export type AutoAccessJas = ReturnType<typeof createAutoAccessJas>;
