import type { MockLink } from '@apollo/client/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { riskActivityMessages } from '../../src/ui/features/risk-activity/messages.js';
import { RiskActivityPage } from '../../src/ui/features/risk-activity/risk-activity-page.js';
import {
  ActivityLog_EventsDocument,
  NormalView_FeaturesDocument,
  RealmRiskLevels_SettingsDocument,
  RiskEventDetail_EventDocument,
  type RiskActivityFiltersInput,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { REPORTS_FEATURE } from '../../src/domain/reports/report-feature.js';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([
    riskActivityMessages.catalogues['en']?.(),
    import('../../src/ui/features/risk-activity/activity-filters.js'),
    import('../../src/ui/features/risk-activity/activity-log.js'),
    import('../../src/ui/components/data-table/data-table.js'),
    import('../../src/ui/components/risk-event/event-detail-drawer.js'),
  ]);
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
});

const PATH = '/autoaccess/activity';
const NOVEMBER = 'period=custom&from=2026-11-01&to=2026-11-03';

const reason = (kind: string, key: string | null) => ({ __typename: 'RiskReason', kind, key });
const EVENTS = [
  {
    __typename: 'RiskEvent',
    eventId: 'e-1',
    transactionId: 'tx-1',
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
    reasons: [reason('heuristic', 'is_impossible_travel')],
  },
  {
    __typename: 'RiskEvent',
    eventId: 'e-2',
    transactionId: null,
    ipAddress: '198.51.100.4',
    riskScore: 3,
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

interface Sent {
  events: { filters: RiskActivityFiltersInput; sort: string; after: string | null }[];
  detail: { eventId: string }[];
}

/** The realm's saved levels, as the settings page saves them. */
const REALM_LEVELS = { medium: 55, high: 92 };

function gateway(answer: () => object) {
  const sent: Sent = { events: [], detail: [] };
  const recording =
    <T,>(list: T[]) =>
    (variables: Record<string, unknown>) => {
      list.push(variables as T);
      return true;
    };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: ActivityLog_EventsDocument, variables: recording(sent.events) },
      result: answer,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: RealmRiskLevels_SettingsDocument },
      result: {
        data: {
          riskSettings: {
            __typename: 'RiskSettings',
            mediumLevel: REALM_LEVELS.medium,
            highLevel: REALM_LEVELS.high,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: RiskEventDetail_EventDocument, variables: recording(sent.detail) },
      result: {
        data: {
          riskEvent: {
            __typename: 'RiskEventDetail',
            event: {
              ...EVENTS[0],
              lat: null,
              longitude: null,
              os: 'iOS',
              osVersion: '17.4',
              userAgent: null,
              dayparting: null,
              weekday: null,
            },
            previousAttempts: [],
            previousAttemptsTotal: 0,
            travel: null,
          },
        },
      },
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
            userEvents: 0,
            realmEvents: 0,
            features: [],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { sent, mocks };
}

const page = (events = EVENTS) => ({
  data: {
    riskActivity: { __typename: 'RiskEventPage', total: events.length, nextCursor: null, events },
  },
});

function renderPage(query: string, answer: () => object = () => page()) {
  const { sent, mocks } = gateway(answer);
  const view = renderWithProviders(<RiskActivityPage />, {
    path: `${PATH}?${query}`,
    mocks,
    boot: { enabledFeatures: [REPORTS_FEATURE] },
  });
  return { ...view, sent };
}

const logTable = () => screen.findByRole('grid', { name: 'Scored sign-in events' });

describe('RiskActivityPage', { timeout: 20_000 }, () => {
  it('lists every scored event with the risk activity fields, sent with the URL’s filters', async () => {
    const { sent } = renderPage(`${NOVEMBER}&user=ann&result=FAILED&risk=10-90`);
    const table = await logTable();
    await within(table).findByText('203.0.113.7');
    expect(sent.events.at(-1)).toMatchObject({
      sort: 'eventTime',
      after: null,
      filters: {
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(new Date(2026, 10, 4).getTime() - 1).toISOString(),
        riskMin: 10,
        riskMax: 90,
        user: 'ann',
        ipAddress: null,
        result: 'FAILED',
        attributes: null,
      },
    });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    for (const name of [
      'IP address',
      'Risk score',
      'Event time',
      'User',
      'Device',
      'User agent',
      'Result',
      'Location',
      'Transaction ID',
      'Event ID',
      'Reasons',
    ]) {
      expect(header.some((text) => text?.startsWith(name))).toBe(true);
    }
    expect(within(table).getByText('91')).toBeTruthy();
    expect(within(table).getByText('tx-1')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
  });

  it('filters by an address on Apply, and refuses one that is not an address', async () => {
    const { sent } = renderPage(NOVEMBER);
    await logTable();
    const ip = screen.getByRole('textbox', { name: 'IP address' });
    fireEvent.change(ip, { target: { value: '10.0.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('Enter an IPv4 or IPv6 address, such as 192.0.2.10 or 2001:db8::1.'),
    ).toBeTruthy();
    expect(sent.events.every((each) => each.filters.ipAddress === null)).toBe(true);
    fireEvent.change(ip, { target: { value: '2001:db8::1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(sent.events.at(-1)?.filters.ipAddress).toBe('2001:db8::1'));
  });

  it('applies the feature values of the URL, and removes one on request', async () => {
    const { sent } = renderPage(`${NOVEMBER}&country=France`);
    await logTable();
    expect(sent.events.at(-1)?.filters.attributes).toEqual([
      { facet: 'country', values: ['France'] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Country France' }));
    await waitFor(() => expect(sent.events.at(-1)?.filters.attributes).toBeNull());
  });

  it('opens an event’s detail from its row', async () => {
    const { sent } = renderPage(NOVEMBER);
    const table = await logTable();
    const row = (await within(table).findByText('203.0.113.7')).closest('[role="row"]')!;
    fireEvent.click(row);
    await screen.findByRole('dialog', { name: 'Risk event' });
    await waitFor(() => expect(sent.detail.at(-1)).toEqual({ eventId: 'e-1' }));
  });

  it('reads a period of fixed days again on Refresh, as the days do not move with the clock', async () => {
    const { sent } = renderPage(NOVEMBER);
    await within(await logTable()).findByText('203.0.113.7');
    expect(sent.events).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent.events).toHaveLength(2));
    expect(sent.events[1]).toEqual(sent.events[0]);
  });

  it('says when no event matches', async () => {
    renderPage(NOVEMBER, () => page([]));
    expect(
      await screen.findByText(
        /^No scored events match the filters. Sign-ins are scored each time a prediction pipeline runs.$/,
      ),
    ).toBeTruthy();
  });

  it('says when the events cannot be read', async () => {
    renderPage(NOVEMBER, () => ({
      errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('shows each score’s level as the realm’s settings band them', async () => {
    renderPage(NOVEMBER);
    const table = await logTable();
    // The risk score is the second column, after the IP address.
    const score = (ip: string) =>
      within(table).getByText(ip).closest('[role="row"]')?.children[1]?.textContent;
    await within(table).findByText('203.0.113.7');
    await waitFor(() => expect(score('203.0.113.7')).toBe('91 Medium'));
    expect(score('198.51.100.4')).toBe('3 Low');
  });
});
