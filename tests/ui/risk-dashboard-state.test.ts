import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { riskFiltersInputSchema } from '../../src/domain/autoaccess/risk-dashboard-filters.js';
import { DEFAULT_RISK_THRESHOLDS } from '../../src/domain/autoaccess/risk-levels.js';
import { periodRange } from '../../src/ui/lib/risk-period.js';
import {
  DEFAULT_STATE,
  activeFilterCount,
  parseDashboardState,
  serializeDashboardState,
  type DashboardState,
} from '../../src/ui/features/risk-dashboard/dashboard-state.js';
import { toFiltersInput } from '../../src/ui/features/risk-dashboard/filters-input.js';
import { riskDashboardMessages } from '../../src/ui/features/risk-dashboard/messages.js';
import { reasonLabel } from '../../src/ui/components/risk-reason/reason-label.js';
import { loadFeatureMessages } from '../../src/ui/i18n/feature-messages.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';

const state = (overrides: Partial<DashboardState> = {}): DashboardState => ({
  ...DEFAULT_STATE,
  ...overrides,
});

/** A state in which every field differs from its default. */
const EVERYTHING = state({
  period: 'custom',
  customFrom: '2026-11-01',
  customTo: '2026-11-03',
  utc: true,
  riskRange: [40, 90],
  risky: 'all',
  levels: ['medium', 'high'],
  thresholds: { medium: 40, high: 70 },
  heuristics: ['is_brute_force', 'is_impossible_travel'],
  ueba: ['city', 'time_of_day'],
  clustering: ['os'],
  attributes: { city: ['Paris, 75', 'Lyon'], country: ['France'], user: ['smith, ann'] },
  area: { north: 51.5, south: 41.25, east: 9.5, west: -5.125, zoom: 4.5 },
  sort: 'eventTime',
  event: 'evt-1',
});

const parse = (query: string, realmLevels = DEFAULT_RISK_THRESHOLDS) =>
  parseDashboardState(query, realmLevels);
const serialize = (each: DashboardState, realmLevels = DEFAULT_RISK_THRESHOLDS) =>
  serializeDashboardState(each, realmLevels);

describe('the dashboard state in the URL', () => {
  it('writes every field and reads the same state back', () => {
    const query = serialize(EVERYTHING);
    expect(query).toBe(
      [
        'period=custom',
        'from=2026-11-01',
        'to=2026-11-03',
        'utc=1',
        'risk=40-90',
        'risky=all',
        'level=medium',
        'level=high',
        'medium=40',
        'high=70',
        'reason=is_brute_force',
        'reason=is_impossible_travel',
        'ueba=city',
        'ueba=time_of_day',
        'clustering=os',
        'city=Paris%2C+75',
        'city=Lyon',
        'country=France',
        'user=smith%2C+ann',
        'area=51.5%2C41.25%2C9.5%2C-5.125%2C4.5',
        'sort=eventTime',
        'event=evt-1',
      ].join('&'),
    );
    expect(parse(query)).toEqual(EVERYTHING);
    expect(parse(`?${query}`)).toEqual(EVERYTHING);
  });

  it('keeps a value with commas whole, as one repeated parameter', () => {
    const read = parse('city=Paris%2C+75&city=Lyon%2C%2C&user=smith,ann');
    expect(read.attributes).toEqual({ city: ['Paris, 75', 'Lyon,,'], user: ['smith,ann'] });
  });

  it('rounds the map area to four decimals', () => {
    const area = { north: 51.123456, south: 41.00004, east: 9.99999, west: -5.5, zoom: 3.33333 };
    const query = serialize(state({ area }));
    expect(query).toBe('area=51.1235%2C41%2C10%2C-5.5%2C3.3333');
    expect(parse(query).area).toEqual({
      north: 51.1235,
      south: 41,
      east: 10,
      west: -5.5,
      zoom: 3.3333,
    });
  });

  it('leaves the defaults out of the query', () => {
    expect(serialize(DEFAULT_STATE)).toBe('');
    expect(parse('')).toEqual(DEFAULT_STATE);
    expect(
      serialize(state({ riskRange: [0, 100], thresholds: { medium: 50, high: 80 }, sort: 'risk' })),
    ).toBe('');
    expect(serialize(state({ thresholds: { medium: 50, high: 90 } }))).toBe('high=90');
    expect(serialize(state({ riskRange: [0, 99] }))).toBe('risk=0-99');
  });

  it('writes the custom days only for a custom period', () => {
    const days = { customFrom: '2026-11-01', customTo: '2026-11-03' };
    expect(serialize(state({ ...days, period: 'today' }))).toBe('period=today');
    expect(serialize(state({ period: 'custom', customFrom: '2026-11-01' }))).toBe(
      'period=custom&from=2026-11-01',
    );
  });
});

describe('reading a URL with invalid values', () => {
  it('takes the default period, order and verdict for unknown ones', () => {
    const read = parse('period=yesterday&sort=ip&risky=maybe&utc=true');
    expect(read.period).toBe('thisWeek');
    expect(read.sort).toBe('risk');
    expect(read.risky).toBe('risky');
    expect(read.utc).toBe(false);
    expect(parse('risky=notRisky').risky).toBe('notRisky');
  });

  it('swaps a reversed risk range and clamps scores to 0..100', () => {
    expect(parse('risk=90-10').riskRange).toEqual([10, 90]);
    expect(parse('risk=20-150').riskRange).toEqual([20, 100]);
    expect(parse('risk=abc-xyz').riskRange).toEqual([0, 100]);
    expect(parse('risk=10.5-60').riskRange).toEqual([0, 60]);
    expect(parse('risk=30').riskRange).toEqual([30, 100]);
    expect(parse('medium=-10').thresholds).toEqual({ medium: 0, high: 80 });
    expect(parse('high=150').thresholds).toEqual({ medium: 50, high: 100 });
  });

  it('takes the default thresholds when medium does not start below high', () => {
    expect(parse('medium=80&high=80').thresholds).toEqual({ medium: 50, high: 80 });
    expect(parse('medium=90&high=60').thresholds).toEqual({ medium: 50, high: 80 });
    expect(parse('high=40').thresholds).toEqual({ medium: 50, high: 80 });
    expect(parse('medium=20&high=30').thresholds).toEqual({ medium: 20, high: 30 });
  });

  it('drops an area that is not five numbers within the globe', () => {
    expect(parse('area=1,2,3').area).toBeNull();
    expect(parse('area=a,b,c,d,e').area).toBeNull();
    expect(parse('area=95,0,10,0,4').area).toBeNull();
    expect(parse('area=10,0,190,0,4').area).toBeNull();
    expect(parse('area=10,0,10,0,-1').area).toBeNull();
    expect(parse('area=10,0,10,0,4,5').area).toBeNull();
    expect(parse('area=10,0,10,0,4').area).toEqual({
      north: 10,
      south: 0,
      east: 10,
      west: 0,
      zoom: 4,
    });
  });

  it('drops unknown heuristics and levels, and keeps the known ones in their order', () => {
    const read = parse(
      'reason=is_teleport&reason=is_suspicious_ip&reason=is_brute_force&level=extreme&level=high&level=low',
    );
    expect(read.heuristics).toEqual(['is_brute_force', 'is_suspicious_ip']);
    expect(read.levels).toEqual(['low', 'high']);
  });

  it('drops empty, repeated, over-long and malformed values', () => {
    const long = 'x'.repeat(257);
    const longest = 'y'.repeat(256);
    const read = parse(
      new URLSearchParams([
        ['city', ''],
        ['city', long],
        ['city', longest],
        ['city', 'Lyon'],
        ['city', 'Lyon'],
        ['ueba', 'city'],
        ['ueba', '1city'],
        ['ueba', 'time of day'],
        ['ueba', `a${'b'.repeat(64)}`],
        ['clustering', 'a'.repeat(64)],
        ['os', ''],
      ]).toString(),
    );
    expect(read.attributes).toEqual({ city: [longest, 'Lyon'] });
    expect(read.ueba).toEqual(['city']);
    expect(read.clustering).toEqual(['a'.repeat(64)]);
  });

  it('keeps at most fifty values of a facet', () => {
    const params = new URLSearchParams();
    for (let index = 0; index < 60; index += 1) params.append('device', `d${index}`);
    expect(parse(params.toString()).attributes.device).toHaveLength(50);
    expect(parse(params.toString()).attributes.device?.at(-1)).toBe('d49');
  });

  it('drops custom days that are not real days', () => {
    expect(parse('period=custom&from=2026-13-01&to=11/03/2026')).toMatchObject({
      customFrom: null,
      customTo: null,
    });
    expect(parse('period=custom&from=2026-02-30&to=2026-04-31')).toMatchObject({
      customFrom: null,
      customTo: null,
    });
    expect(parse('period=custom&from=2028-02-29').customFrom).toBe('2028-02-29');
  });
});

describe('the realm’s levels in the URL', () => {
  const REALM = { medium: 60, high: 90 };

  it('takes the realm’s levels where the URL names none', () => {
    expect(parse('', REALM).thresholds).toEqual(REALM);
    expect(parse('medium=55', REALM).thresholds).toEqual({ medium: 55, high: 90 });
    expect(parse('high=95', REALM).thresholds).toEqual({ medium: 60, high: 95 });
    expect(parse('medium=40&high=70', REALM).thresholds).toEqual({ medium: 40, high: 70 });
  });

  it('takes the realm’s levels when the URL’s medium does not start below high', () => {
    expect(parse('medium=95', REALM).thresholds).toEqual(REALM);
    expect(parse('high=50', REALM).thresholds).toEqual(REALM);
    expect(parse('medium=abc&high=', REALM).thresholds).toEqual(REALM);
  });

  it('leaves a level equal to the realm’s out of the URL, and writes the others', () => {
    expect(serialize(state({ thresholds: REALM }), REALM)).toBe('');
    expect(serialize(state({ thresholds: { medium: 60, high: 80 } }), REALM)).toBe('high=80');
    expect(serialize(state({ thresholds: DEFAULT_RISK_THRESHOLDS }), REALM)).toBe(
      'medium=50&high=80',
    );
    expect(parse(serialize(state({ thresholds: { medium: 50, high: 90 } }), REALM), REALM)).toEqual(
      state({ thresholds: { medium: 50, high: 90 } }),
    );
  });
});

describe('activeFilterCount', () => {
  it('counts none for the defaults, nor for the period, the order, the thresholds or the open event', () => {
    expect(activeFilterCount(DEFAULT_STATE)).toBe(0);
    expect(
      activeFilterCount(
        state({
          period: 'custom',
          customFrom: '2026-11-01',
          utc: true,
          thresholds: { medium: 40, high: 70 },
          sort: 'user',
          event: 'evt-1',
        }),
      ),
    ).toBe(0);
  });

  it('counts the risk range, the verdict and the levels once each, and every reason and value', () => {
    expect(activeFilterCount(state({ riskRange: [0, 99] }))).toBe(1);
    expect(activeFilterCount(state({ risky: 'all' }))).toBe(1);
    expect(activeFilterCount(state({ levels: ['low', 'high'] }))).toBe(1);
    expect(activeFilterCount(state({ heuristics: ['is_brute_force', 'is_ip_blocked'] }))).toBe(2);
    expect(activeFilterCount(state({ area: EVERYTHING.area }))).toBe(1);
    // 1 range + 1 verdict + 1 levels + 2 heuristics + 2 UEBA + 1 clustering + 4 values + 1 area
    expect(activeFilterCount(EVERYTHING)).toBe(13);
  });
});

describe('periodRange', () => {
  const NOW_UTC = new Date('2026-11-04T15:30:45.123Z');
  const utc = (overrides: Partial<DashboardState>) =>
    periodRange(state({ utc: true, ...overrides }), NOW_UTC);

  it('covers the hours before now', () => {
    expect(utc({ period: 'lastHour' })).toEqual({
      from: '2026-11-04T14:30:45.123Z',
      to: '2026-11-04T15:30:45.123Z',
    });
    expect(utc({ period: 'last6Hours' })).toEqual({
      from: '2026-11-04T09:30:45.123Z',
      to: '2026-11-04T15:30:45.123Z',
    });
    expect(utc({ period: 'thisWeek' })).toEqual({
      from: '2026-10-28T15:30:45.123Z',
      to: '2026-11-04T15:30:45.123Z',
    });
  });

  it('starts today and this month at midnight UTC in UTC mode', () => {
    expect(utc({ period: 'today' })).toEqual({
      from: '2026-11-04T00:00:00.000Z',
      to: '2026-11-04T15:30:45.123Z',
    });
    expect(utc({ period: 'thisMonth' })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T15:30:45.123Z',
    });
  });

  it('covers the custom days whole, the last one to 23:59:59.999, in either order', () => {
    const days = { period: 'custom', customFrom: '2026-11-01', customTo: '2026-11-03' } as const;
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T23:59:59.999Z' };
    expect(utc(days)).toEqual(range);
    expect(utc({ ...days, customFrom: '2026-11-03', customTo: '2026-11-01' })).toEqual(range);
    expect(utc({ ...days, customTo: '2026-11-01' })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-01T23:59:59.999Z',
    });
  });

  it('runs a custom period without days from seven days back to the end of today', () => {
    expect(utc({ period: 'custom' })).toEqual({
      from: '2026-10-28T00:00:00.000Z',
      to: '2026-11-04T23:59:59.999Z',
    });
    expect(utc({ period: 'custom', customFrom: '2026-10-01' })).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-11-04T23:59:59.999Z',
    });
  });

  describe('in the browser’s time zone', () => {
    const NOW = new Date(2026, 10, 4, 15, 30, 45, 123);
    const local = (overrides: Partial<DashboardState>) => periodRange(state(overrides), NOW);
    const iso = (...parts: [number, number, number, number?, number?, number?, number?]) =>
      new Date(...parts).toISOString();

    it('starts today and this month at local midnight', () => {
      expect(local({ period: 'today' })).toEqual({
        from: iso(2026, 10, 4),
        to: NOW.toISOString(),
      });
      expect(local({ period: 'thisMonth' })).toEqual({
        from: iso(2026, 10, 1),
        to: NOW.toISOString(),
      });
      expect(local({ period: 'lastHour' }).from).toBe(
        new Date(NOW.getTime() - 3_600_000).toISOString(),
      );
    });

    it('covers the custom days from local midnight to the last local millisecond', () => {
      expect(local({ period: 'custom', customFrom: '2026-11-01', customTo: '2026-11-03' })).toEqual(
        { from: iso(2026, 10, 1), to: iso(2026, 10, 3, 23, 59, 59, 999) },
      );
      expect(local({ period: 'custom' })).toEqual({
        from: iso(2026, 9, 28),
        to: iso(2026, 10, 4, 23, 59, 59, 999),
      });
    });

    // Days on which North America (March 8, November 1), Europe (March 29, October 25) or
    // south-eastern Australia (April 5, October 4) change their clocks in 2026; ordinary in UTC.
    const CLOCK_CHANGES = [
      [2026, 2, 8],
      [2026, 2, 29],
      [2026, 3, 5],
      [2026, 9, 4],
      [2026, 9, 25],
      [2026, 10, 1],
    ] as const;

    it('ends a custom period at its last local millisecond on days the clocks change', () => {
      for (const [year, month, day] of CLOCK_CHANGES) {
        const last = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(local({ period: 'custom', customFrom: '2026-01-01', customTo: last }).to).toBe(
          iso(year, month, day, 23, 59, 59, 999),
        );
      }
    });

    it('starts a custom period without days seven calendar days back, across a clock change', () => {
      for (const [year, month, day] of CLOCK_CHANGES) {
        const justAfterMidnight = new Date(year, month, day + 1, 0, 30);
        expect(periodRange(state({ period: 'custom' }), justAfterMidnight).from).toBe(
          iso(year, month, day - 6),
        );
      }
    });
  });
});

describe('toFiltersInput', () => {
  const RANGE = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T23:59:59.999Z' };

  it('sends the defaults as risky events of any score, level, reason and value', () => {
    expect(toFiltersInput(DEFAULT_STATE, RANGE)).toEqual({
      ...RANGE,
      riskMin: 0,
      riskMax: 100,
      riskyEvents: true,
      levels: null,
      thresholds: null,
      reasons: null,
      attributes: [],
      area: null,
    });
  });

  it('sends the thresholds only with a level filter, which bands the scores by them', () => {
    const thresholds = { medium: 60, high: 90 };
    expect(toFiltersInput(state({ thresholds }), RANGE).thresholds).toBeNull();
    expect(toFiltersInput(state({ thresholds, levels: ['high'] }), RANGE)).toMatchObject({
      levels: ['high'],
      thresholds,
    });
  });

  it('asks for the risky events, the others, or all of them', () => {
    expect(toFiltersInput(state({ risky: 'risky' }), RANGE).riskyEvents).toBe(true);
    expect(toFiltersInput(state({ risky: 'notRisky' }), RANGE).riskyEvents).toBe(false);
    expect(toFiltersInput(state({ risky: 'all' }), RANGE).riskyEvents).toBeNull();
  });

  it('sends every filter of the state, with only the facets that have values', () => {
    expect(
      toFiltersInput({ ...EVERYTHING, attributes: { ...EVERYTHING.attributes, os: [] } }, RANGE),
    ).toEqual({
      ...RANGE,
      riskMin: 40,
      riskMax: 90,
      riskyEvents: null,
      levels: ['medium', 'high'],
      thresholds: { medium: 40, high: 70 },
      reasons: {
        heuristics: ['is_brute_force', 'is_impossible_travel'],
        ueba: ['city', 'time_of_day'],
        clustering: ['os'],
      },
      attributes: [
        { facet: 'city', values: ['Paris, 75', 'Lyon'] },
        { facet: 'country', values: ['France'] },
        { facet: 'user', values: ['smith, ann'] },
      ],
      area: EVERYTHING.area,
    });
  });

  it('sends all three reason lists as soon as one has a reason', () => {
    expect(toFiltersInput(state({ clustering: ['os'] }), RANGE).reasons).toEqual({
      heuristics: [],
      ueba: [],
      clustering: ['os'],
    });
  });

  it('sends filters that the gateway accepts, for any state a URL can hold', () => {
    const states = [DEFAULT_STATE, EVERYTHING, parse('risk=90-10&medium=90&high=60&area=1,2,3')];
    for (const each of states) {
      const filters = toFiltersInput(each, periodRange(each, new Date('2026-11-04T12:00:00Z')));
      expect(riskFiltersInputSchema.safeParse(filters).success).toBe(true);
    }
  });
});

describe('reasonLabel', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = createI18n('en');
    await loadFeatureMessages(i18n, riskDashboardMessages, 'en');
    t = i18n.t;
  });

  it('names each heuristic', () => {
    expect(reasonLabel(t, { kind: 'heuristic', key: 'is_brute_force' })).toBe('Brute Force');
    expect(reasonLabel(t, { kind: 'heuristic', key: 'is_impossible_travel' })).toBe(
      'Impossible Travel',
    );
    expect(reasonLabel(t, { kind: 'heuristic', key: 'is_ip_blocked' })).toBe('IP Blocked');
  });

  it('names an unusual feature by its canonical name, whichever model found it', () => {
    expect(reasonLabel(t, { kind: 'ueba', key: 'city' })).toBe('Unusual City');
    expect(reasonLabel(t, { kind: 'clustering', key: 'time_of_day' })).toBe('Unusual Time of Day');
    expect(reasonLabel(t, { kind: 'clustering', key: 'user_agent' })).toBe(
      'Unusual Browser Family',
    );
  });

  it('falls back to "Unusual" and the feature’s own name', () => {
    expect(reasonLabel(t, { kind: 'ueba', key: 'screenSize' })).toBe('Unusual screenSize');
  });

  it('says no explainable reason for none, or for a reason it cannot name', () => {
    expect(reasonLabel(t, { kind: 'none', key: null })).toBe('No explainable reason');
    expect(reasonLabel(t, { kind: 'heuristic', key: 'is_teleport' })).toBe('No explainable reason');
    expect(reasonLabel(t, { kind: 'ueba', key: null })).toBe('No explainable reason');
  });
});
