import {
  DEFAULT_RISK_THRESHOLDS,
  RISK_LEVELS,
  RISK_SCORE_MAX,
  type RiskLevel,
  type RiskThresholds,
} from '../../../domain/autoaccess/risk-levels.js';
import { RISK_FACETS, type RiskFacet } from '../../../domain/autoaccess/risk-facets.js';
import { HEURISTIC_KEYS, type HeuristicKey } from '../../../domain/autoaccess/heuristic-keys.js';

export const PERIODS = [
  'lastHour',
  'last6Hours',
  'today',
  'thisWeek',
  'thisMonth',
  'custom',
] as const;
type Period = (typeof PERIODS)[number];

const EVENT_SORTS = ['risk', 'eventTime', 'user'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** Which events by the model's verdict: the risky ones (the default), the others, or all. */
export const RISKY_CHOICES = ['risky', 'notRisky', 'all'] as const;
type RiskyChoice = (typeof RISKY_CHOICES)[number];

export interface MapArea {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
}

/** Everything the dashboard's URL holds, so that a view can be shared and reloaded. */
export interface DashboardState {
  period: Period;
  /** Days (YYYY-MM-DD) of a custom period, both included. */
  customFrom: string | null;
  customTo: string | null;
  utc: boolean;
  riskRange: [number, number];
  risky: RiskyChoice;
  levels: RiskLevel[];
  /** Where the medium and high levels start: as the URL says, else as the realm's settings do. */
  thresholds: RiskThresholds;
  heuristics: HeuristicKey[];
  ueba: string[];
  clustering: string[];
  attributes: Partial<Record<RiskFacet, string[]>>;
  area: MapArea | null;
  sort: EventSort;
  /** The event whose detail is open. */
  event: string | null;
}

export const DEFAULT_STATE: DashboardState = {
  period: 'thisWeek',
  customFrom: null,
  customTo: null,
  utc: false,
  riskRange: [0, RISK_SCORE_MAX],
  risky: 'risky',
  levels: [],
  thresholds: DEFAULT_RISK_THRESHOLDS,
  heuristics: [],
  ueba: [],
  clustering: [],
  attributes: {},
  area: null,
  sort: 'risk',
  event: null,
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const FEATURE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_LIST = 50;
const MAX_VALUE_LENGTH = 256;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function score(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed)
    ? Math.min(RISK_SCORE_MAX, Math.max(0, parsed))
    : fallback;
}

function list(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[] {
  const values = params
    .getAll(name)
    .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH && valid(value));
  return [...new Set(values)].slice(0, MAX_LIST);
}

function parseArea(value: string | null): MapArea | null {
  const parts = value?.split(',').map(Number) ?? [];
  if (parts.length !== 5 || parts.some((part) => !Number.isFinite(part))) return null;
  const [north, south, east, west, zoom] = parts as [number, number, number, number, number];
  const latitude = (n: number) => n >= -90 && n <= 90;
  const longitude = (n: number) => n >= -180 && n <= 180;
  if (![north, south].every(latitude) || ![east, west].every(longitude) || zoom < 0) return null;
  return { north, south, east, west, zoom };
}

/** Whether a YYYY-MM-DD is a day of the calendar: not 2026-02-30, which Date.parse rolls over. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The dashboard state a URL's query holds; anything missing or invalid takes its default, the
 * levels the realm's.
 */
export function parseDashboardState(search: string, realmLevels: RiskThresholds): DashboardState {
  const params = new URLSearchParams(search);
  const [low, high] = (params.get('risk') ?? '').split('-');
  const lower = score(low, 0);
  const upper = score(high, RISK_SCORE_MAX);
  const medium = score(params.get('medium') ?? undefined, realmLevels.medium);
  const highLevel = score(params.get('high') ?? undefined, realmLevels.high);
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY_PATTERN.test(value) && isCalendarDay(value) ? value : null;
  };
  const attributes: DashboardState['attributes'] = {};
  for (const facet of RISK_FACETS) {
    const values = list(params, facet, () => true);
    if (values.length > 0) attributes[facet] = values;
  }
  return {
    period: oneOf(PERIODS, params.get('period'), DEFAULT_STATE.period),
    customFrom: day('from'),
    customTo: day('to'),
    utc: params.get('utc') === '1',
    riskRange: lower <= upper ? [lower, upper] : [upper, lower],
    risky: oneOf(RISKY_CHOICES, params.get('risky'), DEFAULT_STATE.risky),
    levels: RISK_LEVELS.filter((level) => params.getAll('level').includes(level)),
    thresholds: medium < highLevel ? { medium, high: highLevel } : realmLevels,
    heuristics: HEURISTIC_KEYS.filter((key) => params.getAll('reason').includes(key)),
    ueba: list(params, 'ueba', (value) => FEATURE_PATTERN.test(value)),
    clustering: list(params, 'clustering', (value) => FEATURE_PATTERN.test(value)),
    attributes,
    area: parseArea(params.get('area')),
    sort: oneOf(EVENT_SORTS, params.get('sort'), DEFAULT_STATE.sort),
    event: params.get('event')?.slice(0, 128) || null,
  };
}

/** The query string of a state, without the values that are defaults, the levels the realm's. */
export function serializeDashboardState(
  state: DashboardState,
  realmLevels: RiskThresholds,
): string {
  const params = new URLSearchParams();
  if (state.period !== DEFAULT_STATE.period) params.set('period', state.period);
  if (state.period === 'custom') {
    if (state.customFrom) params.set('from', state.customFrom);
    if (state.customTo) params.set('to', state.customTo);
  }
  if (state.utc) params.set('utc', '1');
  if (state.riskRange[0] !== 0 || state.riskRange[1] !== RISK_SCORE_MAX) {
    params.set('risk', `${state.riskRange[0]}-${state.riskRange[1]}`);
  }
  if (state.risky !== DEFAULT_STATE.risky) params.set('risky', state.risky);
  for (const level of state.levels) params.append('level', level);
  if (state.thresholds.medium !== realmLevels.medium) {
    params.set('medium', String(state.thresholds.medium));
  }
  if (state.thresholds.high !== realmLevels.high) {
    params.set('high', String(state.thresholds.high));
  }
  for (const key of state.heuristics) params.append('reason', key);
  for (const feature of state.ueba) params.append('ueba', feature);
  for (const feature of state.clustering) params.append('clustering', feature);
  for (const facet of RISK_FACETS) {
    for (const value of state.attributes[facet] ?? []) params.append(facet, value);
  }
  if (state.area) {
    const { north, south, east, west, zoom } = state.area;
    params.set('area', [north, south, east, west, zoom].map(round).join(','));
  }
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.event) params.set('event', state.event);
  return params.toString();
}

/** How many filters differ from the defaults, for the filter panel's toggle. */
export function activeFilterCount(state: DashboardState): number {
  return (
    Number(state.riskRange[0] !== 0 || state.riskRange[1] !== RISK_SCORE_MAX) +
    Number(state.risky !== DEFAULT_STATE.risky) +
    Number(state.levels.length > 0) +
    state.heuristics.length +
    state.ueba.length +
    state.clustering.length +
    Object.values(state.attributes).reduce((sum, values) => sum + values.length, 0) +
    Number(state.area !== null)
  );
}
