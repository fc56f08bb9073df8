import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PIPELINE_STATUS_POLL_MS } from '../../src/domain/machine-constants.js';
import { PipelinesPage } from '../../src/ui/features/pipelines/pipelines-page.js';
import { PipelinesPage_ListDocument } from '../../src/ui/gql/graphql.js';
import {
  publishedPipelineFailure,
  publishedPipelineMock,
} from './support/published-pipeline-mock.js';
import { renderWithProviders } from './support/render.js';

/** Seconds since the epoch of a local wall-clock time, whatever the test's zone. */
const localSeconds = (year: number, month: number, day: number, h: number, m: number) =>
  new Date(year, month - 1, day, h, m).getTime() / 1000;

const execution = (executionId: string, status: string, endTime: number | null) => ({
  __typename: 'PipelineExecutionSummary',
  executionId,
  status,
  endTime,
});

const definition = (
  id: string,
  name: string,
  type: 'Training' | 'Prediction',
  executions: ReturnType<typeof execution>[] = [],
) => ({
  __typename: 'PipelineDefinition',
  id,
  name,
  type,
  dataSource: { __typename: 'PipelineDataSource', id: 'ds-1', name: 'Sign-in events' },
  executions,
});

const variables = (overrides: Record<string, unknown> = {}) => ({
  search: null,
  sortDescending: false,
  pageSize: 10,
  after: null,
  ...overrides,
});

function listMock(
  vars: Record<string, unknown> | ((vars: Record<string, unknown>) => boolean),
  rows: ReturnType<typeof definition>[],
  total = rows.length,
  nextCursor: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: PipelinesPage_ListDocument, variables: vars },
    result: {
      data: {
        pipelineDefinitions: { __typename: 'PipelineDefinitionPage', total, nextCursor, rows },
      },
    },
  };
}

const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<PipelinesPage />, {
    path: '/autoaccess/pipelines',
    mocks: [...mocks, publishedPipelineMock(null)],
  });

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('pipelines list', () => {
  it('shows each definition with its type, data source and latest executions, newest first', async () => {
    renderList([
      listMock(variables(), [
        definition('p-1', 'Prediction', 'Prediction'),
        definition('p-2', 'Training', 'Training', [
          execution('e-1', 'FAILED', localSeconds(2026, 3, 6, 9, 5)),
          execution('e-2', 'SUCCEEDED', localSeconds(2026, 3, 7, 15, 7)),
          execution('e-3', 'ACTIVE', null),
        ]),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipelines' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Pipelines' });
    expect(cellTexts(table).slice(0, 2)).toEqual([
      ['Name▲', 'Type', 'Data source', 'Latest executions'],
      ['Prediction', 'Prediction', 'Sign-in events', 'Never run'],
    ]);
    const training = within(table).getAllByRole('row')[2]!;
    expect([...training.children].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Training',
      'Training',
      'Sign-in events',
    ]);
    expect(
      within(training)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'e-3 Active',
      'e-2 Succeeded March 7, 2026 3:07 PM',
      'e-1 Failed March 6, 2026 9:05 AM',
    ]);
  });

  it('searches names and pages with the cursor the page ended with', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      definition(`p-${index}`, `Pipeline ${index}`, 'Training'),
    );
    renderList([
      listMock(variables(), ten, 11, 'cursor-10'),
      listMock(variables({ after: 'cursor-10' }), [definition('p-10', 'Zulu', 'Training')], 11),
      listMock(variables({ search: 'zu' }), [definition('p-10', 'Zulu', 'Training')]),
    ]);
    await screen.findByRole('rowheader', { name: 'Pipeline 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Zulu' })).toBeTruthy();
    expect(screen.getByText('11–11 of 11')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'zu' },
    });
    await waitFor(() => expect(screen.getByText('1–1 of 1')).toBeTruthy());
  });

  it('marks the Training whose run predictions use as published, once that is read', async () => {
    renderList([
      listMock(variables(), [
        definition('p-1', 'Nightly', 'Training'),
        definition('p-2', 'Weekly', 'Training'),
      ]),
      {
        ...publishedPipelineMock({ pipelineDefinitionId: 'p-2', executionId: 'e-9' }),
        delay: 200,
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Weekly' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Weekly Published' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Nightly' })).toBeTruthy();
  });

  it('says so above the list when the published run cannot be read', async () => {
    renderList([
      listMock(variables(), [definition('p-1', 'Nightly', 'Training')]),
      publishedPipelineFailure,
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occured while fetching published training pipeline',
    );
    expect(await screen.findByRole('rowheader', { name: 'Nightly' })).toBeTruthy();
  });

  const WORKFLOW =
    'To score this realm’s sign-ins: run a Training pipeline; once it has succeeded, review its models and publish it; then run a Prediction pipeline, which scores its data source’s events for the risk dashboard.';

  it('says how to reach scored sign-ins while no pipeline of the realm has run', async () => {
    renderList([
      listMock(variables(), [
        definition('p-1', 'Nightly', 'Training'),
        definition('p-2', 'Scoring', 'Prediction'),
      ]),
    ]);
    expect((await screen.findByRole('note')).textContent).toBe(WORKFLOW);
  });

  it('says nothing of the way while pipelines on other pages may have run', async () => {
    renderList([listMock(variables(), [definition('p-1', 'Nightly', 'Training')], 11, 'c-1')]);
    expect(await screen.findByRole('rowheader', { name: 'Nightly' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says nothing of the way once a pipeline has run', async () => {
    renderList([
      listMock(variables(), [
        definition('p-1', 'Nightly', 'Training', [execution('e-1', 'SUCCEEDED', 1_700_000_000)]),
        definition('p-2', 'Scoring', 'Prediction'),
      ]),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Scoring' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks again every 5 s while a run is active, and stops once none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const asked = vi.fn(() => true);
      const list = (status: string, endTime: number | null) => ({
        ...listMock(asked, [
          definition('p-1', 'Nightly', 'Training', [execution('e-1', status, endTime)]),
        ]),
        maxUsageCount: 1,
      });
      renderList([list('ACTIVE', null), list('ACTIVE', null), list('SUCCEEDED', 1_700_000_000)]);
      const row = () => screen.getByRole('rowheader', { name: 'Nightly' }).closest('tr')!;
      await vi.waitFor(() => expect(row().textContent).toContain('Active'));
      expect(asked).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(PIPELINE_STATUS_POLL_MS - 100);
      expect(asked).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
      await vi.advanceTimersByTimeAsync(PIPELINE_STATUS_POLL_MS);
      await vi.waitFor(() => expect(row().textContent).toContain('Succeeded'));
      expect(asked).toHaveBeenCalledTimes(3);

      await vi.advanceTimersByTimeAsync(3 * PIPELINE_STATUS_POLL_MS);
      expect(asked).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a pipeline from its row', async () => {
    const view = renderList([listMock(variables(), [definition('p-1', 'Training', 'Training')])]);
    fireEvent.click(await screen.findByRole('rowheader', { name: 'Training' }));
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/pipelines/p-1'));
  });

  it('says when there are none yet, and when none match', async () => {
    renderList([listMock(variables(), []), listMock(variables({ search: 'x' }), [])]);
    expect(await screen.findByText('There are no pipelines yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'x' },
    });
    expect(await screen.findByText('No pipelines match your search.')).toBeTruthy();
  });

  it('shows the spec message when the definitions cannot be fetched, with a retry', async () => {
    renderList([
      {
        request: { query: PipelinesPage_ListDocument, variables: variables() },
        result: { errors: [{ message: 'boom', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occured when fetching pipelines definition.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
