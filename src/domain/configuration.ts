import * as z from 'zod/mini';
import { jsonTextWithinLimits } from './validation/json-text-check.js';
import { parseJsonObject } from './json-object.js';
import { ruleCheck } from './validation/rule-check.js';

/** The most characters of a configuration document the editor sends. */
const CONFIGURATION_MAX_LENGTH = 200_000;
const INVALID_JSON_MESSAGE = 'adminConfig.validation.invalidJson';

const configurationId = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 200 }),
    z.regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, 'adminConfig.validation.id'),
  );

export const configurationArgsSchema = z.object({ id: configurationId });

export const saveConfigurationInputSchema = z.object({
  id: configurationId,
  rev: z.string().check(z.maxLength(32)),
  json: z.string().check(
    ruleCheck('maxLength', { length: CONFIGURATION_MAX_LENGTH }),
    z.refine((text) => parseJsonObject(text) !== undefined, INVALID_JSON_MESSAGE),
    jsonTextWithinLimits(),
  ),
});
