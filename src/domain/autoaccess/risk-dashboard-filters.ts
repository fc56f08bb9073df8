import * as z from 'zod/mini';
import { ruleCheck, maxItemsCheck } from '../validation/rule-check.js';
import { NO_REASONS, type DashboardFilters } from './risk-dashboard-queries.js';
import { HEURISTIC_KEYS } from './heuristic-keys.js';
import { riskRealmPath } from './risk-event.js';
import { RISK_FACETS, RISK_FACET_FIELD } from './risk-facets.js';
import {
  DEFAULT_RISK_THRESHOLDS,
  RISK_LEVELS,
  RISK_SCORE_MAX,
  type RiskLevel,
  type RiskThresholds,
} from './risk-levels.js';

/** The score band `[gte, lt)` of a level, so that a rounded score falls in its level's band. */
function levelBand(level: RiskLevel, thresholds: RiskThresholds): readonly [number, number] {
  if (level === 'high') return [thresholds.high - 0.5, RISK_SCORE_MAX + 0.5];
  if (level === 'medium') return [thresholds.medium - 0.5, thresholds.high - 0.5];
  return [0, thresholds.medium - 0.5];
}

const MAX_VALUE_LENGTH = 256;
const MAX_VALUES = 50;
const REASON_FEATURE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The longest period a search may cover: about two years. */
const MAX_SPAN_MS = 731 * 86_400_000;

const instant = z.iso.datetime({ offset: true, message: 'validation.invalid_value' });
const score = z
  .number()
  .check(ruleCheck('minValue', { min: 0 }), ruleCheck('maxValue', { max: RISK_SCORE_MAX }));
const text = z
  .string()
  .check(ruleCheck('required'), ruleCheck('maxLength', { length: MAX_VALUE_LENGTH }));
const reasonFeature = z.string().check(z.regex(REASON_FEATURE, 'validation.invalid_value'));
const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

export const riskFiltersInputSchema = z
  .object({
    from: instant,
    to: instant,
    riskMin: score,
    riskMax: score,
    /** Only risky events (true), only the others (false), or both (null). */
    riskyEvents: z.nullish(z.boolean()),
    levels: z.nullish(z.array(z.enum(RISK_LEVELS)).check(maxItemsCheck(RISK_LEVELS.length))),
    thresholds: z.nullish(z.object({ medium: score, high: score })),
    reasons: z.nullish(
      z.object({
        heuristics: z.array(z.enum(HEURISTIC_KEYS)).check(maxItemsCheck(HEURISTIC_KEYS.length)),
        ueba: z.array(reasonFeature).check(maxItemsCheck(MAX_VALUES)),
        clustering: z.array(reasonFeature).check(maxItemsCheck(MAX_VALUES)),
      }),
    ),
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
    area: z.nullish(
      z.object({
        north: latitude,
        south: latitude,
        east: longitude,
        west: longitude,
        zoom: z.number().check(z.gte(0), z.lte(30)),
      }),
    ),
  })
  .check(
    z.refine((input) => input.riskMin <= input.riskMax, {
      message: 'riskDashboard.validation.riskRange',
      path: ['riskMax'],
    }),
    z.refine((input) => Date.parse(input.from) <= Date.parse(input.to), {
      message: 'riskDashboard.validation.periodOrder',
      path: ['to'],
    }),
    z.refine((input) => Date.parse(input.to) - Date.parse(input.from) <= MAX_SPAN_MS, {
      message: 'riskDashboard.validation.periodTooLong',
      path: ['from'],
    }),
    z.refine((input) => !input.thresholds || input.thresholds.medium < input.thresholds.high, {
      message: 'riskDashboard.validation.riskThresholds',
      path: ['thresholds', 'high'],
    }),
  );
export type RiskFiltersInput = z.infer<typeof riskFiltersInputSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const riskDashboardArgsSchema = z.object({
  filters: riskFiltersInputSchema,
  timeZone: z.nullish(
    z
      .string()
      .check(
        ruleCheck('maxLength', { length: 64 }),
        z.refine(isTimeZone, 'validation.invalid_value'),
      ),
  ),
});

export const riskEventsArgsSchema = z.object({
  filters: riskFiltersInputSchema,
  sort: z.nullish(z.enum(['risk', 'eventTime', 'user'])),
  after: z.nullish(z.string().check(ruleCheck('maxLength', { length: 512 }))),
});

export const riskFacetValuesArgsSchema = z.object({
  facet: z.enum(RISK_FACETS),
  search: z.nullish(z.string().check(ruleCheck('maxLength', { length: MAX_VALUE_LENGTH }))),
  filters: riskFiltersInputSchema,
});

const eventId = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[A-Za-z0-9._:@-]+$/, 'validation.invalid_value'),
  );
export const riskEventArgsSchema = z.object({ eventId });
export const riskNormalViewArgsSchema = z.object({ userId: text, at: z.nullish(instant) });

/** The search filters of the dashboard's inputs, for a realm. */
export function toDashboardFilters(input: RiskFiltersInput, realm: string): DashboardFilters {
  const thresholds = input.thresholds ?? DEFAULT_RISK_THRESHOLDS;
  const heuristics = input.reasons?.heuristics ?? [];
  const attributes: Record<string, string[]> = {};
  for (const { facet, values } of input.attributes ?? []) {
    if (values.length > 0) attributes[RISK_FACET_FIELD[facet]] = values;
  }
  const levels = input.levels ?? [];
  return {
    realm: riskRealmPath(realm),
    from: input.from,
    to: input.to,
    riskRange: [input.riskMin, input.riskMax],
    isRiskyEvent: input.riskyEvents ?? null,
    ...(levels.length > 0 && levels.length < RISK_LEVELS.length
      ? { scoreBands: levels.map((level) => levelBand(level, thresholds)) }
      : {}),
    ...(input.area ? { geo: input.area } : {}),
    attributes,
    reasons: {
      ...NO_REASONS,
      heuristics: heuristics.filter(
        (key) => key !== 'is_ip_blocked' && key !== 'is_advanced_bot_detection',
      ),
      ipBlocked: heuristics.includes('is_ip_blocked'),
      bot: heuristics.includes('is_advanced_bot_detection'),
      ueba: input.reasons?.ueba ?? [],
      clustering: input.reasons?.clustering ?? [],
    },
  };
}
