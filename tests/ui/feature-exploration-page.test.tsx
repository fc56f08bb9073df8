import type { MockLink } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FeatureExplorationPage } from '../../src/ui/features/feature-exploration/feature-exploration-page.js';
import { featureExplorationMessages } from '../../src/ui/features/feature-exploration/messages.js';
import { FeatureExplorationPage_ExploreDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// recharts is not what this page is tested for: the chart records the bars it is given.
const chart = vi.hoisted(() => vi.fn<(props: { bars: readonly object[] }) => null>(() => null));
vi.mock('../../src/ui/features/feature-exploration/exploration-chart.js', () => ({
  ExplorationChart: chart,
}));

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await featureExplorationMessages.catalogues['en']?.();
}, 30_000);

const value = (name: string, count: number, risky: number) => ({
  __typename: 'ExplorationValue',
  value: name,
  count,
  risky,
  riskyShare: risky / count,
});

function renderPage(query: string) {
  const sent: Record<string, unknown>[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: FeatureExplorationPage_ExploreDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: {
        data: {
          featureExploration: {
            __typename: 'FeatureExploration',
            feature: 'country',
            total: 100,
            riskyTotal: 20,
            values: [value('France', 80, 4), value('Brazil', 20, 16)],
            userTotal: 10,
            userValues: [{ __typename: 'RiskFacetValue', value: 'France', count: 10 }],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  renderWithProviders(<FeatureExplorationPage />, {
    path: `/autoaccess/feature-exploration?${query}`,
    mocks,
  });
  return sent;
}

describe('FeatureExplorationPage', { timeout: 20_000 }, () => {
  it('shows each value’s risky share and the user’s share, each linking to the activity log', async () => {
    const sent = renderPage('feature=country&period=custom&from=2026-11-01&to=2026-11-30&user=ann');
    const table = await screen.findByRole('table', {
      name: 'Country: events and risky share per value',
    });
    const brazil = within(table).getByRole('row', { name: /^Brazil/ });
    expect(
      within(brazil)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '16', '80%', '20%', '0%', 'Show activity']);
    expect(
      within(brazil).getByRole('link', { name: 'Show activity of Brazil' }).getAttribute('href'),
    ).toBe(
      '/autoaccess/activity?period=custom&from=2026-11-01&to=2026-11-30&user=ann&country=Brazil',
    );
    expect(sent.at(-1)).toEqual({
      feature: 'country',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(new Date(2026, 11, 1).getTime() - 1).toISOString(),
      user: 'ann',
    });
    await waitFor(() => expect(chart.mock.lastCall?.[0].bars).toHaveLength(2));
  });
});
