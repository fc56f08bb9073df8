import * as z from 'zod/mini';
import { ruleCheck } from '../validation/rule-check.js';
import { riskRealmPath } from './risk-event.js';
import { RISK_FACET_FIELD } from './risk-facets.js';

const PR = 'predictionResult';

/** The authentication features explored, each with its field in the risk index. */
const EXPLORATION_FIELDS = {
  city: RISK_FACET_FIELD.city,
  country: RISK_FACET_FIELD.country,
  os: RISK_FACET_FIELD.os,
  osVersion: RISK_FACET_FIELD.osVersion,
  device: RISK_FACET_FIELD.device,
  deviceType: RISK_FACET_FIELD.deviceType,
  userAgentType: RISK_FACET_FIELD.userAgentType,
  dayparting: RISK_FACET_FIELD.dayparting,
  weekday: `${PR}.features.weekday`,
} as const;
export type ExplorationFeature = keyof typeof EXPLORATION_FIELDS;
export const EXPLORATION_FEATURES = Object.keys(EXPLORATION_FIELDS) as ExplorationFeature[];

/** The most values one feature's distribution shows. */
const EXPLORATION_VALUES = 50;
const MAX_SPAN_MS = 731 * 86_400_000;

const instant = z.iso.datetime({ offset: true, message: 'validation.invalid_value' });

export const featureExplorationArgsSchema = z
  .object({
    feature: z.enum(EXPLORATION_FEATURES as [ExplorationFeature, ...ExplorationFeature[]]),
    from: instant,
    to: instant,
    user: z.nullish(
      z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 256 })),
    ),
  })
  .check(
    z.refine((input) => Date.parse(input.from) <= Date.parse(input.to), {
      message: 'featureExploration.validation.periodOrder',
      path: ['to'],
    }),
    z.refine((input) => Date.parse(input.to) - Date.parse(input.from) <= MAX_SPAN_MS, {
      message: 'featureExploration.validation.periodTooLong',
      path: ['from'],
    }),
  );

/**
 * One feature's values over a period (terms size 50 on `.keyword`): of every event, of the
 * risky ones only, or of one user's (by id or by the name they signed in with).
 */
export function featureDistributionQuery(input: {
  realm: string;
  feature: ExplorationFeature;
  from: string;
  to: string;
  risky?: boolean;
  user?: string;
}): Record<string, unknown> {
  const must: Record<string, unknown>[] = [
    { range: { [`${PR}.features.timestamp`]: { gte: input.from, lte: input.to } } },
    { term: { realm: riskRealmPath(input.realm) } },
  ];
  if (input.risky) must.push({ term: { [`${PR}.risk_score_data.is_risky_event`]: true } });
  if (input.user) {
    must.push({
      bool: {
        should: [
          { term: { [`${PR}.features.userId.keyword`]: input.user } },
          { term: { [`${PR}.features.rawUserId.keyword`]: input.user } },
        ],
        minimum_should_match: 1,
      },
    });
  }
  return {
    size: 0,
    track_total_hits: true,
    query: { bool: { must } },
    aggs: {
      values: {
        terms: { field: `${EXPLORATION_FIELDS[input.feature]}.keyword`, size: EXPLORATION_VALUES },
      },
    },
  };
}
