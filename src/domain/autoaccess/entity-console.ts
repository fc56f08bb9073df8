import * as z from 'zod/mini';
import { jsonTextWithinLimits } from '../validation/json-text-check.js';
import { ruleCheck } from '../validation/rule-check.js';

/** The indexes the dev console searches: the scored events and the two entity stores. */
export const ENTITY_SEARCH_INDEXES = [
  'risk_explainability',
  'datasources',
  'pipeline_definition',
] as const;
export type EntitySearchIndex = (typeof ENTITY_SEARCH_INDEXES)[number];

/** The longest query text the console sends. */
export const MAX_ENTITY_QUERY_CHARS = 20_000;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export const entitySearchArgsSchema = z.object({
  index: z.enum(ENTITY_SEARCH_INDEXES),
  query: z
    .string()
    .check(
      ruleCheck('required'),
      ruleCheck('maxLength', { length: MAX_ENTITY_QUERY_CHARS }),
      z.refine(isJsonObject, 'devConsole.validation.jsonObject'),
      jsonTextWithinLimits(),
    ),
});
