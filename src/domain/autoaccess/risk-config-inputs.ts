import * as z from 'zod/mini';
import { ruleCheck } from '../validation/rule-check.js';
import { filePreviewInputSchema } from './data-source-inputs.js';
import { MAX_RISK_CONFIG_CHARS } from './risk-config.js';

/** The evaluation preview scores at most this many events of a file. */
export const RISK_PREVIEW_MAX_EVENTS = 10;

/** The seeded events file the evaluation preview offers first. */
export const RISK_PREVIEW_DEFAULT_FILE = {
  bucket: 'autoaccess-training',
  filePath: 'events/auth-events.jsonl',
} as const;

const yamlSchema = z.string().check(ruleCheck('maxLength', { length: MAX_RISK_CONFIG_CHARS }));

export const saveRiskUserConfigInputSchema = z.object({
  yaml: yamlSchema,
  rev: z
    .string()
    .check(
      ruleCheck('required'),
      ruleCheck('maxLength', { length: 128 }),
      z.regex(/^[^"\s]*$/, 'validation.revision'),
    ),
});

export const riskEvaluationPreviewInputSchema = z.object({
  ...filePreviewInputSchema.shape,
  yaml: yamlSchema,
  numOfEvents: z
    .number()
    .check(
      ruleCheck('integer'),
      ruleCheck('minValue', { min: 1 }),
      ruleCheck('maxValue', { max: RISK_PREVIEW_MAX_EVENTS }),
    ),
});

export type SaveRiskUserConfigInput = z.infer<typeof saveRiskUserConfigInputSchema>;
export type RiskEvaluationPreviewInput = z.infer<typeof riskEvaluationPreviewInputSchema>;
