import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccessResultsChart,
  type AccessResultsDay,
} from '../../src/ui/components/risk-charts/access-results-chart.js';
import { riskChartsMessages } from '../../src/ui/components/risk-charts/messages.js';
import type { NormalViewFeature } from '../../src/ui/components/risk-charts/normal-view-shares.js';
import { NormalViewDonuts } from '../../src/ui/components/risk-charts/normal-view-donuts.js';
import {
  RiskOverTimeChart,
  type RiskDay,
} from '../../src/ui/components/risk-charts/risk-over-time-chart.js';
import {
  RiskiestUsersChart,
  type RiskiestUser,
} from '../../src/ui/components/risk-charts/riskiest-users-chart.js';
import { loadFeatureMessages } from '../../src/ui/i18n/feature-messages.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';

const CHART_WIDTH = 600;

beforeEach(() => {
  // happy-dom lays nothing out: the charts' containers get the width a browser would give them.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const sized = this.classList.contains('recharts-responsive-container');
    return new DOMRect(0, 0, sized ? CHART_WIDTH : 0, sized ? 240 : 0);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderChart(chart: ReactNode, language = 'en') {
  const i18n = createI18n(language);
  await loadFeatureMessages(i18n, riskChartsMessages, language);
  return render(<I18nextProvider i18n={i18n}>{chart}</I18nextProvider>);
}

/** Every row of the table named `caption`, cell by cell. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}

const chartSurface = (figure: HTMLElement) => within(figure).getByRole('application');

/** The labels of an axis once recharts has drawn them, a few renders after the first. */
async function axisLabels(container: HTMLElement, axis: 'xAxis' | 'yAxis'): Promise<string[]> {
  const selector = `.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`;
  await waitFor(() => expect(container.querySelector(selector)).not.toBeNull());
  return [...container.querySelectorAll(selector)].map((tick) => tick.textContent);
}

/** The sectors' fills of each of `pies` donuts, once every one of them has drawn its sectors. */
async function sectorFills(container: HTMLElement, pies: number): Promise<(string | null)[][]> {
  const fills = () =>
    [...container.querySelectorAll('.recharts-pie')].map((pie) =>
      [...pie.querySelectorAll('.recharts-pie-sector path')].map((sector) =>
        sector.getAttribute('fill'),
      ),
    );
  await waitFor(() => {
    const drawn = fills();
    expect(drawn).toHaveLength(pies);
    expect(drawn.every((sectors) => sectors.length > 0)).toBe(true);
  });
  return fills();
}

const captions = () =>
  screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent);

const ACCESS_DAYS: AccessResultsDay[] = [
  { day: '2026-03-02T00:00:00.000Z', successful: 1234, other: 3 },
  { day: '2026-03-03T00:00:00.000Z', successful: 0, other: 0 },
  { day: '2026-03-04T00:00:00.000Z', successful: 8, other: 1 },
];

describe('the access results chart', () => {
  it('stacks each day’s results and gives the same numbers in a table', async () => {
    const { container } = await renderChart(
      <AccessResultsChart days={ACCESS_DAYS} timeZone="UTC" />,
    );
    const figure = screen.getByRole('figure', { name: 'Access results' });
    expect(tableRows('Access results')).toEqual([
      ['Day', 'Successful', 'Other results'],
      ['Mar 2, 2026', '1,234', '3'],
      ['Mar 3, 2026', '0', '0'],
      ['Mar 4, 2026', '8', '1'],
    ]);
    const surface = chartSurface(figure);
    expect(surface.getAttribute('aria-label')).toBe(
      'Access results per day over 3 days: 1,242 successful attempts and 4 attempts with other results.',
    );
    expect(surface.getAttribute('tabindex')).toBe('0');
    expect(await axisLabels(container, 'xAxis')).toEqual(['Mar 2', 'Mar 3', 'Mar 4']);
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(4),
    );
  });

  it('counts days in the time zone it is given', async () => {
    const parisDays = [{ day: '2026-03-01T23:00:00.000Z', successful: 5, other: 2 }];
    await renderChart(<AccessResultsChart days={parisDays} timeZone="Europe/Paris" />);
    expect(tableRows('Access results')[1]).toEqual(['Mar 2, 2026', '5', '2']);
  });

  it('takes its name from a heading outside when given its id', async () => {
    await renderChart(
      <>
        <h2 id="results-heading">Outcomes</h2>
        <AccessResultsChart days={ACCESS_DAYS} timeZone="UTC" titleId="results-heading" />
      </>,
    );
    const figure = screen.getByRole('figure', { name: 'Outcomes' });
    expect(figure.querySelector('figcaption')).toBeNull();
  });

  it('says so when there were no attempts', async () => {
    await renderChart(<AccessResultsChart days={[ACCESS_DAYS[1]!]} timeZone="UTC" />);
    const figure = screen.getByRole('figure', { name: 'Access results' });
    expect(figure.textContent).toBe('Access resultsNo access attempts in this period.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks French', async () => {
    await renderChart(<AccessResultsChart days={ACCESS_DAYS.slice(0, 1)} timeZone="UTC" />, 'fr');
    expect(tableRows('Résultats des accès')).toEqual([
      ['Jour', 'Réussis', 'Autres résultats'],
      ['2 mars 2026', '1\u202f234', '3'],
    ]);
  });
});

const RISK_DAYS: RiskDay[] = [
  { day: '2026-03-02T00:00:00.000Z', count: 12, averageScore: 73.4 },
  { day: '2026-03-03T00:00:00.000Z', count: 0, averageScore: null },
  { day: '2026-03-04T00:00:00.000Z', count: 1, averageScore: 40.6 },
];

describe('the risk over time chart', () => {
  it('draws the rounded daily averages, leaves a gap for a day without one, and tabulates them', async () => {
    const { container } = await renderChart(<RiskOverTimeChart days={RISK_DAYS} timeZone="UTC" />);
    const figure = screen.getByRole('figure', { name: 'Risk over time' });
    expect(tableRows('Risk over time')).toEqual([
      ['Day', 'Average risk score', 'Risky attempts'],
      ['Mar 2, 2026', '73', '12'],
      ['Mar 3, 2026', 'No score', '0'],
      ['Mar 4, 2026', '41', '1'],
    ]);
    expect(chartSurface(figure).getAttribute('aria-label')).toBe(
      'Average risk score of the risky attempts per day over 3 days, highest on Mar 2, 2026 at 73.',
    );
    expect(await axisLabels(container, 'yAxis')).toEqual(['0', '25', '50', '75', '100']);
    expect(container.querySelectorAll('.recharts-line-dot')).toHaveLength(2);
  });

  it('shows a day’s rounded average and its attempts in the tooltip, from the keyboard', async () => {
    const { container } = await renderChart(<RiskOverTimeChart days={RISK_DAYS} timeZone="UTC" />);
    await axisLabels(container, 'xAxis');
    const surface = chartSurface(screen.getByRole('figure', { name: 'Risk over time' }));
    fireEvent.focus(surface);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Mar 2, 2026Average risk score: 7312 risky attempts',
      ),
    );
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Mar 4, 2026Average risk score: 411 risky attempt',
      ),
    );
  });

  it('says so when no day had a risky attempt', async () => {
    await renderChart(<RiskOverTimeChart days={[{ ...RISK_DAYS[1]!, count: 0 }]} timeZone="UTC" />);
    expect(screen.getByRole('figure', { name: 'Risk over time' }).textContent).toBe(
      'Risk over timeNo risky attempts in this period.',
    );
  });

  it('speaks German', async () => {
    await renderChart(<RiskOverTimeChart days={RISK_DAYS} timeZone="UTC" />, 'de');
    expect(tableRows('Risiko im Zeitverlauf')[0]).toEqual([
      'Tag',
      'Durchschnittlicher Risikowert',
      'Riskante Versuche',
    ]);
    expect(tableRows('Risiko im Zeitverlauf')[2]).toEqual(['03.03.2026', 'Kein Wert', '0']);
  });
});

const USERS: RiskiestUser[] = [
  { userId: 'alice', count: 42, averageScore: 81.6 },
  { userId: 'bob', count: 1, averageScore: 55.2 },
];

describe('the riskiest users chart', () => {
  it('tabulates each user’s events and average risk', async () => {
    await renderChart(<RiskiestUsersChart users={USERS} />);
    const figure = screen.getByRole('figure', { name: 'Riskiest users' });
    expect(tableRows('Riskiest users')).toEqual([
      ['User', 'Events', 'Average risk score'],
      ['alice', '42', '82'],
      ['bob', '1', '55'],
    ]);
    expect(chartSurface(figure).getAttribute('aria-label')).toBe(
      'The 2 users with the most events, led by alice with 42 events.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands over the user whose button or bar is pressed', async () => {
    const onSelectUser = vi.fn<(userId: string) => void>();
    const { container } = await renderChart(
      <RiskiestUsersChart users={USERS} onSelectUser={onSelectUser} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'bob' }));
    expect(onSelectUser).toHaveBeenCalledWith('bob');
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2),
    );
    const bars = container.querySelectorAll('.recharts-bar-rectangle path');
    fireEvent.click(bars[0]!);
    expect(onSelectUser).toHaveBeenLastCalledWith('alice');
    expect(onSelectUser).toHaveBeenCalledTimes(2);
  });

  it('says so when no user has events', async () => {
    await renderChart(<RiskiestUsersChart users={[]} />, 'fr');
    expect(screen.getByRole('figure', { name: 'Utilisateurs les plus à risque' }).textContent).toBe(
      'Utilisateurs les plus à risqueAucun utilisateur n’a d’événement sur cette période.',
    );
  });
});

const FEATURES: NormalViewFeature[] = [
  {
    feature: 'city',
    user: [
      { value: 'Paris', count: 3 },
      { value: 'Lyon', count: 1 },
    ],
    realm: [
      { value: 'Berlin', count: 60 },
      { value: 'Paris', count: 40 },
    ],
  },
  { feature: 'os', user: [], realm: [] },
  { feature: 'asn', user: [{ value: 'AS3215', count: 2 }], realm: [] },
];

/** The text alternatives of a feature's two donuts. */
const donutLabels = (feature: string) =>
  within(screen.getByRole('figure', { name: feature }))
    .getAllByRole('application')
    .map((donut) => donut.getAttribute('aria-label'));

describe('the normal view donuts', () => {
  it('compares the user’s shares of each feature with the realm’s, in a table per feature', async () => {
    await renderChart(
      <NormalViewDonuts user="alice" features={FEATURES} totals={{ user: 4, realm: 100 }} />,
    );
    expect(captions()).toEqual(['City', 'asn']);
    expect(tableRows('City: alice compared with the whole realm')).toEqual([
      ['Value', 'This user', 'Whole realm'],
      ['Paris', '75% (3 events)', '40% (40 events)'],
      ['Lyon', '25% (1 event)', 'Not among the most frequent values'],
      ['Berlin', 'Not among the most frequent values', '60% (60 events)'],
    ]);
    expect(donutLabels('City')).toEqual([
      'This user: Paris 75% (3 events), Lyon 25% (1 event)',
      'Whole realm: Berlin 60% (60 events), Paris 40% (40 events)',
    ]);
  });

  it('gives each value its share of all the events, and the rest to the other values', async () => {
    await renderChart(
      <NormalViewDonuts
        user="alice"
        features={FEATURES.slice(0, 1)}
        totals={{ user: 8, realm: 200 }}
      />,
    );
    expect(donutLabels('City')).toEqual([
      'This user: Paris 37.5% (3 events), Lyon 12.5% (1 event), Other values 50% (4 events)',
      'Whole realm: Berlin 30% (60 events), Paris 20% (40 events), Other values 50% (100 events)',
    ]);
  });

  it('names weekdays and parts of the day in the active language', async () => {
    const features = [
      { feature: 'weekday', user: [{ value: 'Monday', count: 1 }], realm: [] },
      { feature: 'dayparting', user: [{ value: 'morning', count: 1 }], realm: [] },
    ];
    await renderChart(
      <NormalViewDonuts user="alice" features={features} totals={{ user: 1, realm: 0 }} />,
      'fr',
    );
    expect(tableRows('Jour de la semaine\u00a0: alice comparé à tout le domaine')[1]?.[0]).toBe(
      'lundi',
    );
    expect(tableRows('Moment de la journée\u00a0: alice comparé à tout le domaine')[1]?.[0]).toBe(
      'Matin',
    );
  });

  it('gives a value the same colour in both donuts', async () => {
    const { container } = await renderChart(
      <NormalViewDonuts
        user="alice"
        features={FEATURES.slice(0, 1)}
        totals={{ user: 4, realm: 100 }}
      />,
    );
    const [user, realm] = await sectorFills(container, 2);
    expect(user).toEqual(['var(--risk-chart-1, #1b4f9c)', 'var(--risk-chart-2, #b25e09)']);
    expect(realm).toEqual(['var(--risk-chart-3, #1a7f37)', 'var(--risk-chart-1, #1b4f9c)']);
  });

  it('says so when there is nothing to compare', async () => {
    await renderChart(
      <NormalViewDonuts
        user="alice"
        features={FEATURES.slice(1, 2)}
        totals={{ user: 0, realm: 0 }}
      />,
    );
    expect(screen.getByText('No sign-ins to compare for alice.')).toBeDefined();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('translates the features’ names', async () => {
    const features = [
      'city',
      'country',
      'os',
      'device',
      'userAgentType',
      'dayparting',
      'weekday',
    ].map((feature) => ({ feature, user: [{ value: 'x', count: 1 }], realm: [] }));
    await renderChart(
      <NormalViewDonuts user="alice" features={features} totals={{ user: 1, realm: 0 }} />,
      'fr',
    );
    expect(captions()).toEqual([
      'Ville',
      'Pays',
      'Système d’exploitation',
      'Appareil',
      'Famille de navigateur',
      'Moment de la journée',
      'Jour de la semaine',
    ]);
    expect(tableRows('Ville\u00a0: alice comparé à tout le domaine')[0]).toEqual([
      'Valeur',
      'Cet utilisateur',
      'Tout le domaine',
    ]);
  });
});
