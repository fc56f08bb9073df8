import * as z from 'zod/mini';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';
import { isIpAddress } from './ip-range.js';
import { NO_REASONS, type DashboardFilters } from './risk-dashboard-queries.js';
import { riskRealmPath } from './risk-event.js';
import { RISK_FACETS, RISK_FACET_FIELD } from './risk-facets.js';
import { RISK_SCORE_MAX } from './risk-levels.js';

/** The response statuses the activity log filters by. */
export const RISK_ACTIVITY_RESULTS = ['SUCCESSFUL', 'FAILED'] as const;
export type RiskActivityResult = (typeof RISK_ACTIVITY_RESULTS)[number];

const MAX_VALUE_LENGTH = 256;
const MAX_VALUES = 50;
/** The longest period a search may cover: about two years. */
const MAX_SPAN_MS = 731 * 86_400_000;

const instant = z.iso.datetime({ offset: true, message: 'validation.invalid_value' });
const score = z
  .number()
  .check(ruleCheck('minValue', { min: 0 }), ruleCheck('maxValue', { max: RISK_SCORE_MAX }));
const text = z
  .string()
  .check(ruleCheck('required'), ruleCheck('maxLength', { length: MAX_VALUE_LENGTH }));

/** The activity log's filters: every scored event, narrowed by user, address, result and risk. */
const riskActivityFiltersSchema = z
  .object({
    from: instant,
    to: instant,
    riskMin: score,
    riskMax: score,
    /** The user's id or the name the user signed in with. */
    user: z.nullish(text),
    ipAddress: z.nullish(
      z.string().check(z.refine(isIpAddress, 'riskActivity.validation.ipAddress')),
    ),
    result: z.nullish(z.enum(RISK_ACTIVITY_RESULTS)),
    /** Feature values of which any must match, as feature exploration selects them. */
    attributes: z.nullish(
      z
        .array(
          z.object({
            facet: z.enum(RISK_FACETS),
            values: z.array(text).check(maxItemsCheck(MAX_VALUES)),
          }),
        )
        .check(maxItemsCheck(RISK_FACETS.length)),
    ),
  })
  .check(
    z.refine((input) => input.riskMin <= input.riskMax, {
      message: 'riskActivity.validation.riskRange',
      path: ['riskMax'],
    }),
    z.refine((input) => Date.parse(input.from) <= Date.parse(input.to), {
      message: 'riskActivity.validation.periodOrder',
      path: ['to'],
    }),
    z.refine((input) => Date.parse(input.to) - Date.parse(input.from) <= MAX_SPAN_MS, {
      message: 'riskActivity.validation.periodTooLong',
      path: ['from'],
    }),
  );
export type RiskActivityFiltersInput = z.infer<typeof riskActivityFiltersSchema>;

export const riskActivityArgsSchema = z.object({
  filters: riskActivityFiltersSchema,
  sort: z.nullish(z.enum(['risk', 'eventTime', 'user'])),
  after: z.nullish(z.string().check(ruleCheck('maxLength', { length: 512 }))),
});

/** The search filters of the activity log's inputs, for a realm: risky or not, every event. */
export function toActivityFilters(
  input: RiskActivityFiltersInput,
  realm: string,
): DashboardFilters {
  const attributes: Record<string, string[]> = {};
  for (const { facet, values } of input.attributes ?? []) {
    if (values.length > 0) attributes[RISK_FACET_FIELD[facet]] = values;
  }
  return {
    realm: riskRealmPath(realm),
    from: input.from,
    to: input.to,
    riskRange: [input.riskMin, input.riskMax],
    isRiskyEvent: null,
    attributes,
    reasons: NO_REASONS,
    ...(input.user ? { user: input.user.trim() } : {}),
    ...(input.ipAddress ? { ipAddress: input.ipAddress.trim() } : {}),
    ...(input.result ? { result: input.result } : {}),
  };
}
