import { z } from 'zod';
import {
  DEFAULT_PIPELINE_PARAMETERS,
  DEFAULT_UEBA_RISK_THRESHOLD,
} from '../../../domain/autoaccess/pipeline-parameters.js';

const id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits, . _ : -');
const revision = z.union([z.string().max(16), z.number().int()]).optional();
const isoDate = z.iso.datetime({ offset: true });

const MAX_DATASOURCE_NAME = 64;
const MAX_MAPPING_EXPRESSION = 1000;

const datasourceRecordSchema = z.object({
  datasource_id: id.optional(),
  name: z.string().trim().min(1).max(MAX_DATASOURCE_NAME),
  input: z.string().min(1).max(1024),
  isActive: z.boolean().default(false),
  is_ootb: z.boolean().default(false),
  feature_mapping: z.record(z.string(), z.string().max(MAX_MAPPING_EXPRESSION)).default({}),
  datasource_created: isoDate.optional(),
  _rev: revision,
});

const execution = z.looseObject({
  execution_id: z.string().min(1).max(128),
  status: z.string().max(32),
  start_time: z.union([z.number(), z.string().max(64)]).optional(),
  end_time: z.union([z.number(), z.string().max(64)]).optional(),
});

const pipelineRecordSchema = z.object({
  pipeline_definition_id: id.optional(),
  pipeline_name: z.string().trim().min(1).max(64),
  pipeline_type: z.enum(['Training', 'Prediction']),
  pipeline_parameters: z.record(z.string(), z.unknown()).default(DEFAULT_PIPELINE_PARAMETERS),
  datasource_id: id.optional(),
  training_pipeline_definition_id: id.optional(),
  pipeline_executions: z.array(execution).max(1000).default([]),
  pipeline_created: isoDate.optional(),
  ueba_risk_threshold: z.number().min(0).max(100).default(DEFAULT_UEBA_RISK_THRESHOLD),
  _rev: revision,
});

/** An entity type the service stores, with its id field, its created field and its default sort. */
export interface EntityKind {
  namespace: string;
  name: string;
  idField: string;
  createdField: string;
  defaultSort: string;
  schema: z.ZodType<Record<string, unknown> & { _rev?: string | number | undefined }>;
}

export const DATASOURCES: EntityKind = {
  namespace: 'autoaccess',
  name: 'datasources',
  idField: 'datasource_id',
  createdField: 'datasource_created',
  defaultSort: 'name',
  schema: datasourceRecordSchema,
};

export const PIPELINE_DEFINITIONS: EntityKind = {
  namespace: 'autoaccess/api',
  name: 'pipeline_definition',
  idField: 'pipeline_definition_id',
  createdField: 'pipeline_created',
  defaultSort: 'pipeline_name',
  schema: pipelineRecordSchema,
};

export const ENTITY_KINDS = [DATASOURCES, PIPELINE_DEFINITIONS] as const;

export const ENTITY_VERSION = '1';
