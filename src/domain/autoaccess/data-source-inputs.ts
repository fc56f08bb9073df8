import * as z from 'zod/mini';
import { JSON_LIMITS } from '../json-limits.js';
import { JsltSyntaxError } from '../jslt/errors.js';
import { parseJslt } from '../jslt/parse-jslt.js';
import { entityListInputSchema } from './entity-list-inputs.js';
import { jsonTextWithinLimits } from '../validation/json-text-check.js';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';

/** Objects of a bucket are listed this many at a time (spec §9). */
export const BUCKET_OBJECTS_PAGE_SIZE = 6;
/** A data source's name: 1 to 64 characters, unique in the realm. */
const DATA_SOURCE_NAME_MAX_LENGTH = 64;
/** The feature the mapping editor leaves out: the entity service sets it. */
export const UNMAPPED_FEATURE = 'isAuth';
/** How many buckets the add dialog lists. */
export const BUCKETS_MAX = 100;

const PATH_MAX_LENGTH = 1024;
const EXPRESSION_MAX_LENGTH = 1000;
const MAX_FEATURES = 50;
const MAX_OBJECT_START = 100_000;

const text = (max: number) => z.string().check(ruleCheck('maxLength', { length: max }));

const idSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[^/\s]+$/, 'validation.noWhitespace'),
  );
const revSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[^"\s]*$/, 'validation.revision'),
  );
const bucketSchema = z
  .string()
  .check(
    ruleCheck('required'),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'validation.invalid_value'),
  );
/** A path inside a bucket: relative, without `..` segments; `*` is a wildcard. */
const pathInBucket = (required: boolean) =>
  z.string().check(
    ...(required ? [ruleCheck<string>('required')] : []),
    ruleCheck('maxLength', { length: PATH_MAX_LENGTH }),
    z.refine(
      (path) => !path.startsWith('/') && !path.split('/').includes('..'),
      'validation.invalid_value',
    ),
  );
const featureSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.invalid_value'));

const featureMappingSchema = z
  .array(
    z.object({
      feature: featureSchema,
      expression: text(EXPRESSION_MAX_LENGTH),
    }),
  )
  .check(maxItemsCheck(MAX_FEATURES));

const dataSourceNameSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: DATA_SOURCE_NAME_MAX_LENGTH }),
    ruleCheck('noLeadingTrailingSpace'),
  );

export const dataSourcesInputSchema = entityListInputSchema;

export const dataSourceArgsSchema = z.object({ id: idSchema });

export const bucketsArgsSchema = z.object({ prefix: z.nullish(text(128)) });

export const bucketObjectsInputSchema = z.object({
  bucket: bucketSchema,
  prefix: pathInBucket(false),
  start: z
    .number()
    .check(
      ruleCheck('integer'),
      ruleCheck('minValue', { min: 0 }),
      ruleCheck('maxValue', { max: MAX_OBJECT_START }),
    ),
});

export const filePreviewInputSchema = z.object({
  bucket: bucketSchema,
  filePath: pathInBucket(true),
});

export const jsltPreviewInputSchema = z.object({
  /** The sample event as JSON text. */
  data: z
    .string()
    .check(
      ruleCheck('required'),
      ruleCheck('maxLength', { length: JSON_LIMITS.maxBytes }),
      ruleCheck('json'),
      jsonTextWithinLimits(),
    ),
  mapping: featureMappingSchema,
});

export const createDataSourceInputSchema = z.object({
  name: dataSourceNameSchema,
  bucket: bucketSchema,
  filePath: pathInBucket(true),
});

/** The syntax error of an expression, or undefined when it parses. */
function jsltSyntaxError(expression: string): string | undefined {
  try {
    parseJslt(expression);
    return undefined;
  } catch (error) {
    if (error instanceof JsltSyntaxError) return error.message;
    throw error;
  }
}

/**
 * A mapping as saved: besides the preview's bounds, every expression parses. An expression may
 * still fail on a record; one that does not parse fails on every record.
 */
const savedFeatureMappingSchema = featureMappingSchema.check(
  z.superRefine((mapping, ctx) => {
    mapping.forEach(({ feature, expression }, index) => {
      if (expression.trim() === '') return;
      const detail = jsltSyntaxError(expression);
      if (detail === undefined) return;
      ctx.addIssue({
        code: 'custom',
        input: expression,
        path: [index, 'expression'],
        message: 'dataSources.validation.jsltSyntax',
        params: { feature, detail },
      });
    });
  }),
);

export const saveDataSourceMappingInputSchema = z.object({
  id: idSchema,
  rev: revSchema,
  mapping: savedFeatureMappingSchema,
});

export const setDataSourceActiveInputSchema = z.object({
  id: idSchema,
  rev: revSchema,
  active: z.boolean(),
});

export const deleteDataSourceArgsSchema = z.object({ id: idSchema, rev: revSchema });

export type DataSourcesInput = z.infer<typeof dataSourcesInputSchema>;
export type BucketObjectsInput = z.infer<typeof bucketObjectsInputSchema>;
export type FilePreviewInput = z.infer<typeof filePreviewInputSchema>;
export type JsltPreviewInput = z.infer<typeof jsltPreviewInputSchema>;
export type CreateDataSourceInput = z.infer<typeof createDataSourceInputSchema>;
export type SaveDataSourceMappingInput = z.infer<typeof saveDataSourceMappingInputSchema>;
export type SetDataSourceActiveInput = z.infer<typeof setDataSourceActiveInputSchema>;
export type DeleteDataSourceArgs = z.infer<typeof deleteDataSourceArgsSchema>;
export type FeatureExpression = z.infer<typeof featureMappingSchema>[number];

/** The stored form of a data source's file: `<bucket>/<path in the bucket>`. */
export function dataSourceInput(bucket: string, filePath: string): string {
  return `${bucket}/${filePath}`;
}

/** The bucket and the path inside it of a stored `input`. */
export function splitDataSourceInput(input: string): { bucket: string; filePath: string } {
  const slash = input.indexOf('/');
  return slash === -1
    ? { bucket: input, filePath: '' }
    : { bucket: input.slice(0, slash), filePath: input.slice(slash + 1) };
}
