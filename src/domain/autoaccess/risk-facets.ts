import { FACET_FIELDS } from './risk-dashboard-queries.js';

/** The facets of the filter panel, by the name the gateway and the URL use. */
export const RISK_FACETS = [
  'city',
  'country',
  'os',
  'osVersion',
  'userAgentType',
  'device',
  'deviceType',
  'dayparting',
  'user',
] as const;
export type RiskFacet = (typeof RISK_FACETS)[number];

/** Each facet's field in the index, in the order of `RISK_FACETS`. */
export const RISK_FACET_FIELD = Object.fromEntries(
  RISK_FACETS.map((facet, index) => [facet, FACET_FIELDS[index]!]),
) as Record<RiskFacet, string>;

/** The normal view compares the last 6 months. */
export const NORMAL_VIEW_MONTHS = 6;

/** A facet with more values than this is searched by what the user types, not listed. */
export const FACET_LIST_LIMIT = 50;

/** UEBA explanations that are not reasons (autoaccess-domain.md, `ignoreReasons`). */
export const IGNORED_REASONS: readonly string[] = ['failed', 'unknown'];
