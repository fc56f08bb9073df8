import { isIpAddress } from '../../../domain/autoaccess/ip-range.js';
import {
  RISK_ACTIVITY_RESULTS,
  type RiskActivityResult,
} from '../../../domain/autoaccess/risk-activity-filters.js';
import { RISK_FACETS, type RiskFacet } from '../../../domain/autoaccess/risk-facets.js';
import { RISK_SCORE_MAX } from '../../../domain/autoaccess/risk-levels.js';
import type { RiskActivityFiltersInput } from '../../gql/graphql.js';
import type { PeriodRange } from '../../lib/risk-period.js';

/** The date presets of the activity log (spec §2: today, this_week, this_month, custom). */
export const ACTIVITY_PERIODS = ['today', 'thisWeek', 'thisMonth', 'custom'] as const;
type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

const ACTIVITY_SORTS = ['eventTime', 'risk', 'user'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** The features the log filters by value; the user has a filter of its own. */
export const ACTIVITY_FACETS = RISK_FACETS.filter(
  (facet): facet is Exclude<RiskFacet, 'user'> => facet !== 'user',
);

/** Any result, or one response status. */
export const RESULT_CHOICES = ['any', ...RISK_ACTIVITY_RESULTS] as const;

/** Everything the activity log's URL holds, so that a view can be shared and reloaded. */
export interface ActivityState {
  period: ActivityPeriod;
  customFrom: string | null;
  customTo: string | null;
  user: string;
  ipAddress: string;
  result: RiskActivityResult | null;
  riskRange: [number, number];
  /** Feature values chosen in feature exploration. */
  attributes: Partial<Record<RiskFacet, string[]>>;
  sort: ActivitySort;
  /** The event whose detail is open. */
  event: string | null;
}

export const DEFAULT_ACTIVITY_STATE: ActivityState = {
  period: 'thisWeek',
  customFrom: null,
  customTo: null,
  user: '',
  ipAddress: '',
  result: null,
  riskRange: [0, RISK_SCORE_MAX],
  attributes: {},
  sort: 'eventTime',
  event: null,
};

const MAX_TEXT = 256;
const MAX_VALUES = 50;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function score(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed)
    ? Math.min(RISK_SCORE_MAX, Math.max(0, parsed))
    : fallback;
}

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    DAY_PATTERN.test(value) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value
  );
}

/** The activity state a URL's query holds; anything missing or invalid takes its default. */
export function parseActivityState(search: string): ActivityState {
  const params = new URLSearchParams(search);
  const [low, high] = (params.get('risk') ?? '').split('-');
  const lower = score(low, 0);
  const upper = score(high, RISK_SCORE_MAX);
  const day = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDay(value) ? value : null;
  };
  const ipAddress = params.get('ip')?.trim() ?? '';
  const attributes: ActivityState['attributes'] = {};
  for (const facet of ACTIVITY_FACETS) {
    const values = [
      ...new Set(
        params.getAll(facet).filter((value) => value.length > 0 && value.length <= MAX_TEXT),
      ),
    ].slice(0, MAX_VALUES);
    if (values.length > 0) attributes[facet] = values;
  }
  const result = params.get('result');
  return {
    period: oneOf(ACTIVITY_PERIODS, params.get('period'), DEFAULT_ACTIVITY_STATE.period),
    customFrom: day('from'),
    customTo: day('to'),
    user: params.get('user')?.trim().slice(0, MAX_TEXT) ?? '',
    ipAddress: isIpAddress(ipAddress) ? ipAddress : '',
    result: RISK_ACTIVITY_RESULTS.find((each) => each === result) ?? null,
    riskRange: lower <= upper ? [lower, upper] : [upper, lower],
    attributes,
    sort: oneOf(ACTIVITY_SORTS, params.get('sort'), DEFAULT_ACTIVITY_STATE.sort),
    event: params.get('event')?.slice(0, 128) || null,
  };
}

/** The query string of a state, without the values that are defaults. */
export function serializeActivityState(state: ActivityState): string {
  const params = new URLSearchParams();
  if (state.period !== DEFAULT_ACTIVITY_STATE.period) params.set('period', state.period);
  if (state.period === 'custom') {
    if (state.customFrom) params.set('from', state.customFrom);
    if (state.customTo) params.set('to', state.customTo);
  }
  if (state.user) params.set('user', state.user);
  if (state.ipAddress) params.set('ip', state.ipAddress);
  if (state.result) params.set('result', state.result);
  if (state.riskRange[0] !== 0 || state.riskRange[1] !== RISK_SCORE_MAX) {
    params.set('risk', `${state.riskRange[0]}-${state.riskRange[1]}`);
  }
  for (const facet of ACTIVITY_FACETS) {
    for (const value of state.attributes[facet] ?? []) params.append(facet, value);
  }
  if (state.sort !== DEFAULT_ACTIVITY_STATE.sort) params.set('sort', state.sort);
  if (state.event) params.set('event', state.event);
  return params.toString();
}

/** The gateway's filters for a state over a period. */
export function toActivityFiltersInput(
  state: ActivityState,
  range: PeriodRange,
): RiskActivityFiltersInput {
  const attributes = ACTIVITY_FACETS.flatMap((facet) => {
    const values = state.attributes[facet] ?? [];
    return values.length > 0 ? [{ facet, values }] : [];
  });
  return {
    from: range.from,
    to: range.to,
    riskMin: state.riskRange[0],
    riskMax: state.riskRange[1],
    user: state.user || null,
    ipAddress: state.ipAddress || null,
    result: state.result,
    attributes: attributes.length > 0 ? attributes : null,
  };
}
