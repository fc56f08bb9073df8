import { RISK_ACTIVITY_PATH } from '../../../domain/app-paths.js';
import {
  EXPLORATION_FEATURES,
  type ExplorationFeature,
} from '../../../domain/autoaccess/feature-exploration.js';
import { RISK_FACETS, type RiskFacet } from '../../../domain/autoaccess/risk-facets.js';

export const EXPLORATION_PERIODS = ['today', 'thisWeek', 'thisMonth', 'custom'] as const;
type ExplorationPeriod = (typeof EXPLORATION_PERIODS)[number];

/** What the page's URL holds: the feature, the period and the user compared. */
export interface ExplorationState {
  feature: ExplorationFeature;
  period: ExplorationPeriod;
  customFrom: string | null;
  customTo: string | null;
  user: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export function parseExplorationState(search: string): ExplorationState {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDay(value) ? value : null;
  };
  return {
    feature: EXPLORATION_FEATURES.find((each) => each === params.get('feature')) ?? 'country',
    period: EXPLORATION_PERIODS.find((each) => each === params.get('period')) ?? 'thisMonth',
    customFrom: day('from'),
    customTo: day('to'),
    user: params.get('user')?.trim().slice(0, 256) ?? '',
  };
}

export function serializeExplorationState(state: ExplorationState): string {
  const params = new URLSearchParams({ feature: state.feature, period: state.period });
  if (state.period === 'custom') {
    if (state.customFrom) params.set('from', state.customFrom);
    if (state.customTo) params.set('to', state.customTo);
  }
  if (state.user) params.set('user', state.user);
  return params.toString();
}

/** The features the activity log filters by value. */
export function activityFacetOf(feature: ExplorationFeature): RiskFacet | undefined {
  return RISK_FACETS.find((facet) => facet === feature);
}

/** The activity log over the same period, filtered to one value of the feature. */
export function activityPathFor(state: ExplorationState, facet: RiskFacet, value: string): string {
  const params = new URLSearchParams({ period: state.period });
  if (state.period === 'custom') {
    if (state.customFrom) params.set('from', state.customFrom);
    if (state.customTo) params.set('to', state.customTo);
  }
  if (state.user) params.set('user', state.user);
  params.set(facet, value);
  return `${RISK_ACTIVITY_PATH}?${params.toString()}`;
}
