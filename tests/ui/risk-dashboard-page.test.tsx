import type { MockLink } from '@apollo/client/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardCharts } from '../../src/ui/features/risk-dashboard/dashboard-charts.js';
import type { DashboardMap } from '../../src/ui/features/risk-dashboard/dashboard-map.js';
import { chartTimeZone } from '../../src/ui/lib/risk-period.js';
import { riskDashboardMessages } from '../../src/ui/features/risk-dashboard/messages.js';
import { RiskDashboardPage } from '../../src/ui/features/risk-dashboard/risk-dashboard-page.js';
import {
  NormalView_FeaturesDocument,
  NotScoredNotice_RolesDocument,
  RealmRiskLevels_SettingsDocument,
  RiskDashboardPage_DashboardDocument,
  RiskEventDetail_EventDocument,
  RiskEventLog_EventsDocument,
  type RiskFiltersInput,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { REPORTS_FEATURE } from '../../src/domain/reports/report-feature.js';
import { FRAUD_ANALYST_ROLE } from '../../src/domain/autoaccess/risk-analyst-roles.js';
import { IDM_ADMIN_ROLE } from '../../src/domain/roles.js';
import {
  DEFAULT_RISK_THRESHOLDS,
  type RiskThresholds,
} from '../../src/domain/autoaccess/risk-levels.js';

// recharts and the world atlas are not what this page is tested for: the charts and the map are
// stubs that record what the page gives them.
const stubs = vi.hoisted(() => ({
  charts: vi.fn<(props: Parameters<typeof DashboardCharts>[0]) => null>(() => null),
  map: vi.fn<(props: Parameters<typeof DashboardMap>[0]) => null>(() => null),
}));
vi.mock('../../src/ui/features/risk-dashboard/dashboard-charts.js', () => ({
  DashboardCharts: stubs.charts,
}));
vi.mock('../../src/ui/features/risk-dashboard/dashboard-map.js', () => ({
  DashboardMap: stubs.map,
}));

// The whole page renders at each step: on a busy machine that takes longer than findBy*'s second.
configure({ asyncUtilTimeout: 5_000 });

// The page loads its messages, its filters, its log with the kit table and the detail drawer (with
// recharts) on demand: loaded once here, their first transform does not eat into findBy*'s time.
beforeAll(async () => {
  await Promise.all([
    riskDashboardMessages.catalogues['en']?.(),
    import('../../src/ui/features/risk-dashboard/filters-panel.js'),
    import('../../src/ui/features/risk-dashboard/event-log.js'),
    import('../../src/ui/components/data-table/data-table.js'),
    import('../../src/ui/components/risk-event/event-detail-drawer.js'),
  ]);
}, 30_000);

afterEach(() => {
  stubs.charts.mockClear();
  stubs.map.mockClear();
  vi.useRealTimers();
});

const PATH = '/risk-dashboard';
const NOVEMBER = 'period=custom&from=2026-11-01&to=2026-11-03&utc=1';
const FILTERED = `${NOVEMBER}&risk=40-90&reason=is_brute_force&country=France`;

/** The filters the page sends for the three November days in UTC, with nothing else chosen. */
const novemberFilters = (overrides: Partial<RiskFiltersInput> = {}): RiskFiltersInput => ({
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-03T23:59:59.999Z',
  riskMin: 0,
  riskMax: 100,
  riskyEvents: true,
  levels: null,
  thresholds: null,
  reasons: null,
  attributes: [],
  area: null,
  ...overrides,
});

const FILTERED_FILTERS = novemberFilters({
  riskMin: 40,
  riskMax: 90,
  reasons: { heuristics: ['is_brute_force'], ueba: [], clustering: [] },
  attributes: [{ facet: 'country', values: ['France'] }],
});

const bucket = (value: string, count: number) => ({ __typename: 'RiskFacetValue', value, count });

const DASHBOARD = {
  __typename: 'RiskDashboard',
  total: 12,
  facets: [
    {
      __typename: 'RiskFacetValues',
      facet: 'country',
      searchable: false,
      values: [bucket('France', 9), bucket('Australia', 3)],
    },
  ],
  reasonFeatures: {
    __typename: 'RiskReasonFeatures',
    ueba: [bucket('city', 4)],
    clustering: [],
  },
  map: [
    { __typename: 'RiskMapPoint', lat: 48.85, longitude: 2.35, count: 9, averageScore: 61.2 },
    { __typename: 'RiskMapPoint', lat: -33.87, longitude: 151.21, count: 3, averageScore: 88.9 },
  ],
  accessResults: [
    {
      __typename: 'RiskAccessResultsDay',
      day: '2026-11-01T00:00:00.000Z',
      successful: 5,
      other: 2,
    },
  ],
  riskOverTime: [
    { __typename: 'RiskAverageDay', day: '2026-11-01T00:00:00.000Z', count: 7, averageScore: 70.1 },
  ],
  riskiestUsers: [
    { __typename: 'RiskiestUser', userId: 'u-2', userName: 'bob', count: 4, averageScore: 88.1 },
  ],
  scored: true,
};

const reason = (kind: string, key: string | null) => ({ __typename: 'RiskReason', kind, key });

// Scores with decimals, as the index holds them: the log shows them rounded, in the level of the
// rounded score (79.6 shows as 80, High).
const EVENTS = [
  {
    __typename: 'RiskEvent',
    eventId: 'e-1',
    ipAddress: '203.0.113.7',
    riskScore: 91.4,
    time: '2026-11-02T10:15:00.000Z',
    userId: 'u-1',
    userName: 'ann',
    device: 'iPhone',
    deviceType: 'mobile',
    userAgentType: 'Mobile Safari',
    result: 'SUCCESSFUL',
    city: 'Sydney',
    country: 'Australia',
    reasons: [reason('heuristic', 'is_impossible_travel'), reason('ueba', 'city')],
  },
  {
    __typename: 'RiskEvent',
    eventId: 'e-2',
    ipAddress: '198.51.100.4',
    riskScore: 79.6,
    time: '2026-11-01T08:00:00.000Z',
    userId: 'u-2',
    userName: null,
    device: null,
    deviceType: 'desktop',
    userAgentType: 'Chrome',
    result: 'FAILED',
    city: null,
    country: 'France',
    reasons: [reason('none', null)],
  },
];

const DETAIL = {
  __typename: 'RiskEventDetail',
  event: {
    ...EVENTS[0],
    transactionId: 'tx-77',
    lat: -33.87,
    longitude: 151.21,
    os: 'iOS',
    osVersion: '17.4',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
    dayparting: 'morning',
    weekday: 'monday',
  },
  previousAttempts: [
    {
      __typename: 'RiskEvent',
      eventId: 'e-0',
      time: '2026-11-02T09:10:00.000Z',
      riskScore: 64,
      city: 'Paris',
      country: 'France',
      reasons: [reason('heuristic', 'is_brute_force')],
    },
    {
      __typename: 'RiskEvent',
      eventId: 'e-00',
      time: '2026-10-30T22:00:00.000Z',
      riskScore: 83,
      city: null,
      country: 'Spain',
      reasons: [reason('clustering', 'time_of_day')],
    },
  ],
  previousAttemptsTotal: 7,
  travel: {
    __typename: 'RiskTravel',
    distanceKm: 16_990.4,
    hours: 1.0833,
    speedKmh: 15_683.5,
    previous: {
      __typename: 'RiskEvent',
      eventId: 'e-0',
      time: '2026-11-02T09:10:00.000Z',
      city: 'Paris',
      country: 'France',
      lat: 48.85,
      longitude: 2.35,
    },
  },
};

interface Gateway {
  /** The answers to the dashboard and to the event log, asked for each request. */
  dashboard?: () => FormattedExecutionResult;
  events?: () => FormattedExecutionResult;
  /** Never answer: the page stays loading. */
  pending?: boolean;
  /** The realm's saved levels; never answered while pending, an error when unreadable. */
  levels?: RiskThresholds | 'pending' | 'unreadable';
  /** How many milliseconds the levels take to come. */
  levelsDelay?: number;
  /** The reader's internal roles. */
  roles?: readonly string[];
}

interface Sent {
  dashboard: { filters: RiskFiltersInput; timeZone: string | null }[];
  events: { filters: RiskFiltersInput; sort: string; after: string | null }[];
  detail: { eventId: string }[];
}

const answerDashboard = (total = DASHBOARD.total) => ({
  data: { riskDashboard: { ...DASHBOARD, total } },
});
const answerEvents = (events = EVENTS) => ({
  data: {
    riskEvents: { __typename: 'RiskEventPage', total: events.length, nextCursor: null, events },
  },
});

/** A gateway that records each operation's variables and answers every request. */
function gateway({
  dashboard,
  events,
  pending = false,
  levels = DEFAULT_RISK_THRESHOLDS,
  levelsDelay = 0,
  roles = [FRAUD_ANALYST_ROLE],
}: Gateway = {}) {
  const sent: Sent = { dashboard: [], events: [], detail: [] };
  const recording =
    <T,>(list: T[]) =>
    (variables: Record<string, unknown>) => {
      list.push(variables as T);
      return true;
    };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: RiskDashboardPage_DashboardDocument, variables: recording(sent.dashboard) },
      result: () => dashboard?.() ?? answerDashboard(),
      maxUsageCount: Number.POSITIVE_INFINITY,
      ...(pending ? { delay: Number.POSITIVE_INFINITY } : {}),
    },
    {
      request: { query: RiskEventLog_EventsDocument, variables: recording(sent.events) },
      result: () => events?.() ?? answerEvents(),
      maxUsageCount: Number.POSITIVE_INFINITY,
      ...(pending ? { delay: Number.POSITIVE_INFINITY } : {}),
    },
    {
      request: { query: RealmRiskLevels_SettingsDocument },
      result:
        typeof levels === 'object'
          ? {
              data: {
                riskSettings: {
                  __typename: 'RiskSettings',
                  mediumLevel: levels.medium,
                  highLevel: levels.high,
                },
              },
            }
          : { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: levels === 'pending' ? Number.POSITIVE_INFINITY : levelsDelay,
    },
    {
      request: { query: NotScoredNotice_RolesDocument },
      result: { data: { me: { __typename: 'Me', id: 'u-reader', idmRoles: roles, amRoles: [] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: RiskEventDetail_EventDocument, variables: recording(sent.detail) },
      result: { data: { riskEvent: DETAIL } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: {
        query: NormalView_FeaturesDocument,
        variables: (variables: Record<string, unknown>) => variables.userId === 'u-1',
      },
      result: {
        data: {
          riskNormalView: {
            __typename: 'RiskNormalView',
            userId: 'u-1',
            userEvents: 40,
            realmEvents: 900,
            features: [],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { sent, mocks };
}

function renderPage(query: string, options: Gateway = {}) {
  const { sent, mocks } = gateway(options);
  const view = renderWithProviders(<RiskDashboardPage />, {
    path: query ? `${PATH}?${query}` : PATH,
    mocks,
    boot: { enabledFeatures: [REPORTS_FEATURE] },
  });
  return { ...view, sent };
}

const lastOf = <T,>(list: readonly T[]): T | undefined => list.at(-1);

const logTable = () => screen.findByRole('grid', { name: 'Event log' });

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the risk dashboard page', { timeout: 20_000 }, () => {
  it('sends the filters of the URL to the dashboard and the event log', async () => {
    const view = renderPage(FILTERED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk Dashboard' })).toBeTruthy();
    await waitFor(() => expect(view.sent.events).toHaveLength(1));
    expect(view.sent.dashboard).toEqual([{ filters: FILTERED_FILTERS, timeZone: 'UTC' }]);
    expect(view.sent.events).toEqual([{ filters: FILTERED_FILTERS, sort: 'risk', after: null }]);
  });

  it('asks for the log’s first page once, though the page and the log both read it', async () => {
    const view = renderPage(FILTERED);
    expect(await within(await logTable()).findByRole('rowheader', { name: '203.0.113.7' }));
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    expect(view.sent.events).toEqual([{ filters: FILTERED_FILTERS, sort: 'risk', after: null }]);
  });

  it('asks for the last seven days up to now, in the browser’s time zone, by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-04T15:30:00.000Z'));
    const view = renderPage('');
    await waitFor(() => expect(view.sent.dashboard).toHaveLength(1));
    expect(view.sent.dashboard[0]).toEqual({
      filters: {
        ...novemberFilters(),
        from: '2026-10-28T15:30:00.000Z',
        to: '2026-11-04T15:30:00.000Z',
      },
      timeZone: chartTimeZone(false),
    });
  });

  const NOT_SCORED =
    'No sign-in of this realm has been scored yet. Scores appear here once an administrator or data analyst has run the realm’s training pipeline and then its prediction pipeline (Risk Administration › Pipelines).';
  const notScored = () => ({
    data: { riskDashboard: { ...DASHBOARD, total: 0, scored: false } },
  });

  it('says so when the realm has no scored sign-in at all, and only then', async () => {
    renderPage(FILTERED, { dashboard: notScored });
    // A fraud analyst may not open the pipelines: the remark, shown once the roles are read, links
    // nowhere.
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(NOT_SCORED);
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('links an administrator, who may run the pipelines, to them', async () => {
    renderPage(FILTERED, { dashboard: notScored, roles: [IDM_ADMIN_ROLE] });
    const link = await within(await screen.findByRole('note')).findByRole('link', {
      name: 'Open Pipelines',
    });
    expect(link.getAttribute('href')).toBe('/autoaccess/pipelines');
    expect(screen.getByRole('note').textContent).toBe(`${NOT_SCORED} Open Pipelines`);
  });

  it('shows no such remark over a realm with scored sign-ins', async () => {
    renderPage(FILTERED);
    await screen.findByRole('status');
    await waitFor(() => expect(stubs.charts).toHaveBeenCalled());
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the period and how many events match', async () => {
    renderPage(FILTERED);
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    const subtitle = screen.getByText('12 events match the filters').closest('p');
    expect(subtitle?.textContent).toBe(
      'November 1, 2026 12:00 AM – November 3, 2026 11:59 PM · 12 events match the filters',
    );
    expect(await screen.findByText('3 filters set')).toBeTruthy();
  });

  it('gives the map and the charts the dashboard’s data', async () => {
    renderPage(`${FILTERED}&medium=40&high=70`);
    await waitFor(() => expect(stubs.charts).toHaveBeenCalled());
    expect(lastOf(stubs.map.mock.calls)?.[0]).toMatchObject({
      points: DASHBOARD.map,
      area: null,
      thresholds: { medium: 40, high: 70 },
    });
    expect(lastOf(stubs.charts.mock.calls)?.[0]).toMatchObject({
      dashboard: {
        accessResults: DASHBOARD.accessResults,
        riskOverTime: DASHBOARD.riskOverTime,
        riskiestUsers: DASHBOARD.riskiestUsers,
      },
      timeZone: 'UTC',
    });
  });

  it('filters on the map’s area and on the user chosen in the charts', async () => {
    const view = renderPage(NOVEMBER);
    await waitFor(() => expect(stubs.charts).toHaveBeenCalled());
    const area = { north: 51.5, south: 41.3, east: 9.6, west: -5.1, zoom: 4 };
    act(() => lastOf(stubs.map.mock.calls)?.[0].onAreaChange(area));
    await waitFor(() => expect(lastOf(view.sent.dashboard)?.filters.area).toEqual(area));
    expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}&area=51.5%2C41.3%2C9.6%2C-5.1%2C4`);
    expect(lastOf(stubs.map.mock.calls)?.[0].area).toEqual(area);

    act(() => lastOf(stubs.charts.mock.calls)?.[0].onSelectUser('u-2'));
    await waitFor(() =>
      expect(lastOf(view.sent.events)?.filters.attributes).toEqual([
        { facet: 'user', values: ['bob'] },
      ]),
    );
    expect(view.currentPath()).toBe(
      `${PATH}?${NOVEMBER}&user=bob&area=51.5%2C41.3%2C9.6%2C-5.1%2C4`,
    );
  });

  it('rewrites the URL, and so the filters, when a reason is checked, and resets them', async () => {
    const view = renderPage(FILTERED);
    const heuristics = await screen.findByRole('group', { name: 'Heuristics' });
    expect(
      within(heuristics).getByRole<HTMLInputElement>('checkbox', { name: 'Brute Force' }).checked,
    ).toBe(true);
    fireEvent.click(within(heuristics).getByRole('checkbox', { name: 'Impossible Travel' }));

    const both = {
      ...FILTERED_FILTERS,
      reasons: { heuristics: ['is_brute_force', 'is_impossible_travel'], ueba: [], clustering: [] },
    };
    await waitFor(() => expect(lastOf(view.sent.events)?.filters).toEqual(both));
    expect(lastOf(view.sent.dashboard)?.filters).toEqual(both);
    expect(view.currentPath()).toBe(
      `${PATH}?${NOVEMBER}&risk=40-90&reason=is_brute_force&reason=is_impossible_travel&country=France`,
    );
    expect(screen.getByText('4 filters set')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastOf(view.sent.events)?.filters).toEqual(novemberFilters()));
    expect(lastOf(view.sent.dashboard)?.filters).toEqual(novemberFilters());
    expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}`);
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('starts with its filters hidden on a phone, above the events, and shows them on request', async () => {
    const { happyDOM } = window as unknown as {
      happyDOM: { setViewport: (viewport: { width: number }) => void };
    };
    const width = window.innerWidth;
    happyDOM.setViewport({ width: 390 });
    try {
      renderPage(FILTERED);
      const show = await screen.findByRole('button', { name: 'Show filters' });
      expect(show.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('group', { name: 'Heuristics' })).toBeNull();
      expect(screen.getByText('3 filters set')).toBeTruthy();

      fireEvent.click(show);
      expect(await screen.findByRole('group', { name: 'Heuristics' })).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded'),
      ).toBe('true');
    } finally {
      happyDOM.setViewport({ width });
    }
  });

  it('lists the events with rounded scores and their levels, user names and reasons', async () => {
    renderPage(NOVEMBER);
    const table = await logTable();
    await within(table).findByRole('rowheader', { name: '203.0.113.7' });
    expect(cellTexts(table)).toEqual([
      [
        'IP address',
        'Risk score▼',
        'Event time',
        'User',
        'Device',
        'User agent',
        'Result',
        'Location',
        'Reasons',
      ],
      [
        '203.0.113.7',
        '91 High',
        'November 2, 2026 10:15 AM',
        'ann',
        'iPhone (mobile)',
        'Mobile Safari',
        'Successful',
        'Sydney, Australia',
        'Impossible TravelUnusual City',
      ],
      [
        '198.51.100.4',
        '80 High',
        'November 1, 2026 8:00 AM',
        'u-2',
        'desktop',
        'Chrome',
        'Failed',
        'France',
        'No explainable reason',
      ],
    ]);
  });

  it('bands the scores by the thresholds of the URL', async () => {
    renderPage(`${NOVEMBER}&medium=60&high=95`);
    const table = await logTable();
    await within(table).findByRole('rowheader', { name: '203.0.113.7' });
    expect(cellTexts(table).map((row) => row[1])).toEqual([
      'Risk score▼',
      '91 Medium',
      '80 Medium',
    ]);
  });

  it('opens an event’s detail from its row, with the travel and the last attempts, until Escape', async () => {
    const view = renderPage(NOVEMBER);
    const table = await logTable();
    fireEvent.click(await within(table).findByRole('rowheader', { name: '203.0.113.7' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}&event=e-1`));

    const drawer = await screen.findByRole('dialog', { name: 'Risk event' });
    const travel = await within(drawer).findByRole('region', { name: 'Impossible Travel' });
    expect(view.sent.detail).toEqual([{ eventId: 'e-1' }]);
    expect(travel.textContent).toBe(
      'Impossible Travel' +
        '16,990 km from Paris, France in 1.1 hours: 15,684 km/h.' +
        'Previous sign-in: November 2, 2026 9:10 AM',
    );
    const attempts = within(drawer).getByRole('region', { name: 'Last risky attempts' });
    expect(within(attempts).getByText('7 risky attempts before this one.')).toBeTruthy();
    expect(
      within(attempts)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL')
        .map((item) => item.textContent),
    ).toEqual([
      '64 MediumNovember 2, 2026 9:10 AMParis, FranceBrute Force',
      '83 HighOctober 30, 2026 10:00 PMSpainUnusual Time of Day',
    ]);
    expect(
      within(drawer)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toContainEqual(['User', 'ann (u-1)']);

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}`);
  });

  it('opens the detail of the event in the URL', async () => {
    const view = renderPage(`${NOVEMBER}&event=e-1`);
    const drawer = await screen.findByRole('dialog', { name: 'Risk event' });
    expect(await within(drawer).findByText('tx-77')).toBeTruthy();
    expect(view.sent.detail).toEqual([{ eventId: 'e-1' }]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}`));
  });

  it('shows that it is loading until the gateway answers', async () => {
    renderPage(NOVEMBER, { pending: true });
    const page = (await screen.findByRole('heading', { level: 1 })).closest('section');
    await screen.findByRole('group', { name: 'Heuristics' });
    await screen.findByRole('heading', { level: 2, name: 'Event log' });
    expect(page?.getAttribute('aria-busy')).toBe('true');
    // The dashboard's panel and the event log each wait for their answer.
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(screen.queryByText(/events? match/)).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says when no event matches the filters', async () => {
    renderPage(NOVEMBER, { dashboard: () => answerDashboard(0), events: () => answerEvents([]) });
    expect(await screen.findByText('No events match the filters.')).toBeTruthy();
    expect(screen.getByText('0 events match the filters')).toBeTruthy();
  });

  it('says when the events cannot be read, and reads them again on request', async () => {
    const failure = { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] };
    let failing = true;
    const view = renderPage(NOVEMBER, {
      dashboard: () => (failing ? failure : answerDashboard()),
      events: () => (failing ? failure : answerEvents()),
    });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'The risk events could not be read.',
        'The risk events could not be read.',
      ]),
    );
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);
    failing = false;
    for (const retry of retries) fireEvent.click(retry);
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    expect(await within(await logTable()).findByRole('rowheader', { name: '203.0.113.7' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.sent.dashboard).toHaveLength(2);
  });

  it('reads a period of fixed days again on Refresh: the dashboard and the log’s first page', async () => {
    const view = renderPage(FILTERED);
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    await waitFor(() => expect(view.sent.events).toHaveLength(1));
    expect(view.sent.dashboard).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(view.sent.dashboard).toHaveLength(2));
    await waitFor(() => expect(view.sent.events).toHaveLength(2));
    expect(view.sent.dashboard[1]).toEqual(view.sent.dashboard[0]);
    expect(view.sent.events[1]).toEqual(view.sent.events[0]);
  });

  it('reads a period that ends now up to the new now on Refresh, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-04T15:30:00.000Z'));
    const view = renderPage('');
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    expect(view.sent.dashboard).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-04T15:35:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(view.sent.dashboard).toHaveLength(2));
    expect(view.sent.dashboard[1]?.filters).toMatchObject({ to: '2026-11-04T15:35:00.000Z' });
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
    expect(view.sent.dashboard).toHaveLength(2);
  });

  it('reads impossible custom days in the URL as the default ones rather than failing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-04T15:30:00.000Z'));
    const view = renderPage('period=custom&from=2026-02-30&to=2026-11-03&utc=1');
    await waitFor(() => expect(view.sent.dashboard).toHaveLength(1));
    expect(view.sent.dashboard[0]?.filters).toMatchObject({
      from: '2026-10-28T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
    });
    expect(await screen.findByText('12 events match the filters')).toBeTruthy();
  });
});

describe('the realm’s risk levels on the dashboard', { timeout: 20_000 }, () => {
  const scoreCells = async () => {
    const table = await logTable();
    await within(table).findByRole('rowheader', { name: '203.0.113.7' });
    return () => cellTexts(table).map((row) => row[1]);
  };

  it('bands the scores and the map by the realm’s levels, without asking again', async () => {
    // The levels come after the events, which the page asked for without them.
    const view = renderPage(NOVEMBER, { levels: { medium: 55, high: 92 }, levelsDelay: 300 });
    const scores = await scoreCells();
    await waitFor(() => expect(scores()).toEqual(['Risk score▼', '91 Medium', '80 Medium']));
    await waitFor(() =>
      expect(lastOf(stubs.map.mock.calls)?.[0].thresholds).toEqual({ medium: 55, high: 92 }),
    );
    expect(view.sent.dashboard).toEqual([{ filters: novemberFilters(), timeZone: 'UTC' }]);
    expect(view.sent.events).toEqual([{ filters: novemberFilters(), sort: 'risk', after: null }]);
  });

  it('asks for the events without waiting for the realm’s levels when no level is filtered', async () => {
    const view = renderPage(NOVEMBER, { levels: 'pending' });
    const scores = await scoreCells();
    expect(scores()).toEqual(['Risk score▼', '91 High', '80 High']);
    expect(view.sent.dashboard).toHaveLength(1);
  });

  it('filters the levels by the realm’s, once they are read', async () => {
    const view = renderPage(`${NOVEMBER}&level=high`, { levels: { medium: 60, high: 90 } });
    await scoreCells();
    const filters = novemberFilters({ levels: ['high'], thresholds: { medium: 60, high: 90 } });
    expect(view.sent.dashboard).toEqual([{ filters, timeZone: 'UTC' }]);
    expect(view.sent.events).toEqual([{ filters, sort: 'risk', after: null }]);
  });

  it('takes 50 and 80 when the realm’s levels cannot be read', async () => {
    const view = renderPage(`${NOVEMBER}&level=high`, { levels: 'unreadable' });
    const scores = await scoreCells();
    expect(scores()).toEqual(['Risk score▼', '91 High', '80 High']);
    const filters = novemberFilters({ levels: ['high'], thresholds: DEFAULT_RISK_THRESHOLDS });
    expect(view.sent.dashboard).toEqual([{ filters, timeZone: 'UTC' }]);
    expect(screen.getByText('12 events match the filters')).toBeTruthy();
  });

  it('leaves a level equal to the realm’s out of the URL, and resets to the realm’s', async () => {
    const view = renderPage(`${NOVEMBER}&medium=60&reason=is_brute_force`, {
      levels: { medium: 60, high: 90 },
    });
    const scores = await scoreCells();
    await waitFor(() => expect(scores()).toEqual(['Risk score▼', '91 High', '80 Medium']));
    const area = { north: 51.5, south: 41.3, east: 9.6, west: -5.1, zoom: 4 };
    act(() => lastOf(stubs.map.mock.calls)?.[0].onAreaChange(area));
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `${PATH}?${NOVEMBER}&reason=is_brute_force&area=51.5%2C41.3%2C9.6%2C-5.1%2C4`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${PATH}?${NOVEMBER}`));
  });
});
