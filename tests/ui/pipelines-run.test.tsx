import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { PIPELINE_STATUS_POLL_MS } from '../../src/domain/machine-constants.js';
import { PipelinePage } from '../../src/ui/features/pipelines/pipeline-page.js';
import {
  DeletePipelineButton_DeleteDocument,
  PipelinePage_DefinitionDocument,
  PipelinePage_LogsDocument,
  PublishButton_PublishDocument,
  RunPanel_PollDocument,
  RunPanel_SaveStatusDocument,
  RunPanel_StartDocument,
} from '../../src/ui/gql/graphql.js';
import {
  publishedPipelineFailure,
  publishedPipelineMock,
} from './support/published-pipeline-mock.js';
import { renderWithProviders } from './support/render.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const ENDED = 1_767_608_500;

interface Execution {
  executionId: string;
  status: 'ACTIVE' | 'SUCCEEDED' | 'FAILED';
  startTime?: number | null;
  endTime?: number | null;
}

const definition = (
  rev: string,
  executions: Execution[] = [],
  type: 'Training' | 'Prediction' = 'Training',
) => ({
  __typename: 'PipelineDefinition',
  id: 'p-1',
  rev,
  name: type === 'Training' ? 'Nightly training' : 'Scoring',
  type,
  created: '2026-01-05T10:20:30.000Z',
  uebaRiskThreshold: 50,
  trainingPipelineDefinitionId: type === 'Training' ? null : 'p-0',
  dataSource: {
    __typename: 'PipelineDataSource',
    id: 'ds-1',
    name: 'Sign-in events',
    active: true,
  },
  executions: executions.map((execution) => ({
    __typename: 'PipelineExecutionSummary',
    startTime: 100,
    endTime: null,
    ...execution,
  })),
});

const definitionMock = (
  rev: string,
  executions: Execution[] = [],
  type: 'Training' | 'Prediction' = 'Training',
): MockLink.MockedResponse => ({
  request: { query: PipelinePage_DefinitionDocument, variables: { id: 'p-1' } },
  result: { data: { pipelineDefinition: definition(rev, executions, type) } },
});

const logs = (executionId: string, messages: string[]) => ({
  __typename: 'PipelineLogs',
  executionId,
  lines: messages.map((message, index) => ({
    __typename: 'PipelineLogLine',
    time: new Date(2026, 0, 5, 10, 20, index).toISOString(),
    level: index === 2 ? 'WARN' : 'INFO',
    message,
  })),
});

const noLogs: MockLink.MockedResponse = {
  request: { query: PipelinePage_LogsDocument, variables: { pipelineDefinitionId: 'p-1' } },
  result: { data: { pipelineLogs: null } },
};

const startMock = (
  uebaRiskThreshold: number,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: RunPanel_StartDocument,
    variables: { pipelineDefinitionId: 'p-1', uebaRiskThreshold },
  },
  result,
});

const pollMock = (
  state: 'ACTIVE' | 'SUCCEEDED' | 'FAILED',
  progress: { stage: string; percent: number } | null,
  messages: string[],
  extra: { result?: string | null; endTime?: number | null } = {},
): MockLink.MockedResponse => ({
  request: {
    query: RunPanel_PollDocument,
    variables: { pipelineDefinitionId: 'p-1', executionId: 'e-1' },
  },
  result: {
    data: {
      pipelineExecution: {
        __typename: 'PipelineExecution',
        executionId: 'e-1',
        status: state,
        result: extra.result ?? null,
        endTime: extra.endTime ?? null,
        progress: progress && { __typename: 'PipelineProgress', ...progress },
      },
      pipelineLogs: logs('e-1', messages),
    },
  },
});

function saveMock(
  rev: string,
  status: Execution['status'],
  endTime: number | null,
  saved: (change: { rev: string; status: string; endTime: number | null }) => void,
): MockLink.MockedResponse {
  return {
    request: {
      query: RunPanel_SaveStatusDocument,
      variables: { pipelineDefinitionId: 'p-1', rev, executionId: 'e-1', status, endTime },
    },
    result: () => {
      saved({ rev, status, endTime });
      return {
        data: {
          updatePipelineExecutionStatus: {
            __typename: 'PipelineDefinition',
            id: 'p-1',
            rev: `${rev}-saved`,
            executions: [
              {
                __typename: 'PipelineExecutionSummary',
                executionId: 'e-1',
                status,
                startTime: 100,
                endTime,
              },
            ],
          },
        },
      };
    },
  };
}

const renderPage = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path="/autoaccess/pipelines/:id">
      <PipelinePage />
    </Route>,
    { path: '/autoaccess/pipelines/p-1', mocks: [...mocks, publishedPipelineMock(null)] },
  );

/** Opens the page once its run panel (loaded after the page) shows. */
async function openPage(mocks: MockLink.MockedResponse[]) {
  const view = renderPage(mocks);
  await vi.waitFor(
    () => expect(screen.getByRole('button', { name: /^(Run|Starting…)$/ })).toBeTruthy(),
    { timeout: 10_000 },
  );
  return view;
}

describe('running a pipeline', () => {
  it('starts a run, shows its progress and logs while it is active, and saves each status with its end time', async () => {
    const saved = vi.fn();
    await openPage([
      definitionMock('4'),
      noLogs,
      startMock(65, {
        data: {
          runPipeline: {
            __typename: 'PipelineRun',
            executionId: 'e-1',
            message: 'Pipeline started',
          },
        },
      }),
      definitionMock('5', [{ executionId: 'e-1', status: 'ACTIVE' }]),
      saveMock('5', 'ACTIVE', null, saved),
      pollMock('ACTIVE', { stage: 'modelA', percent: 40 }, ['Read 2000 events']),
      pollMock('SUCCEEDED', { stage: 'done', percent: 100 }, ['Read 2000 events', 'Trained'], {
        result: 'SUCCESS',
        endTime: ENDED,
      }),
      definitionMock('7', [{ executionId: 'e-1', status: 'ACTIVE' }]),
      saveMock('7', 'SUCCEEDED', ENDED, saved),
    ]);
    expect(screen.getByText('This pipeline has never run.')).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.hasAttribute('disabled')).toBe(true);

    const threshold = screen.getByRole('textbox', { name: 'UEBA risk threshold' });
    expect((threshold as HTMLInputElement).value).toBe('50');
    fireEvent.change(threshold, { target: { value: '101' } });
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(threshold, { target: { value: '65' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Execution e-1: Active'),
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(true);
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ rev: '5', status: 'ACTIVE', endTime: null }),
    );

    await vi.advanceTimersByTimeAsync(PIPELINE_STATUS_POLL_MS);
    await vi.waitFor(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'),
    );
    expect(screen.getByRole('progressbar', { name: 'Training Model A' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Logs' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Read 2000 events')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(PIPELINE_STATUS_POLL_MS);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Execution e-1: Succeeded'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(log).getByText('Trained')).toBeTruthy();
    await vi.waitFor(() =>
      expect(saved).toHaveBeenLastCalledWith({ rev: '7', status: 'SUCCEEDED', endTime: ENDED }),
    );
    expect(saved).toHaveBeenCalledTimes(2);
    expect(publish.hasAttribute('disabled')).toBe(false);
    const executions = screen.getByRole('table', { name: 'Executions' });
    await vi.waitFor(() =>
      expect(within(executions).getByRole('rowheader', { name: 'e-1' })).toBeTruthy(),
    );
    expect(within(executions).getByText('Succeeded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(false);
  });

  it('ends FAILED when the server says SUCCEEDED with a FAILURE result, and saves that', async () => {
    const saved = vi.fn();
    await openPage([
      definitionMock('5', [{ executionId: 'e-1', status: 'ACTIVE' }]),
      {
        request: { query: PipelinePage_LogsDocument, variables: { pipelineDefinitionId: 'p-1' } },
        result: { data: { pipelineLogs: logs('e-1', ['Reading events']) } },
      },
      pollMock('SUCCEEDED', null, ['Reading events', 'The data file is empty'], {
        result: 'FAILURE: the data file is empty',
        endTime: ENDED,
      }),
      definitionMock('6', [{ executionId: 'e-1', status: 'ACTIVE' }]),
      saveMock('6', 'FAILED', ENDED, saved),
    ]);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(
      within(screen.getByRole('log', { name: 'Logs' })).getByText('Reading events'),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PIPELINE_STATUS_POLL_MS);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Execution e-1: Failed'),
    );
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ rev: '6', status: 'FAILED', endTime: ENDED }),
    );
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the platform reason when a run is refused, and lets the user try again', async () => {
    const reason = 'A Prediction pipeline needs a Training pipeline whose latest run succeeded.';
    await openPage([
      definitionMock('4', [], 'Prediction'),
      noLogs,
      startMock(50, { errors: [{ message: reason, extensions: { code: 'CONFLICT' } }] }),
    ]);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(reason));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(false);
  });

  it('says the start failed in words when the platform gave none', async () => {
    await openPage([
      definitionMock('4'),
      noLogs,
      startMock(50, { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'There was an error starting the pipeline.',
      ),
    );
  });

  it('says "An error occured when fetching pipelines." when the pipeline cannot be read', async () => {
    renderPage([
      {
        request: { query: PipelinePage_DefinitionDocument, variables: { id: 'p-1' } },
        result: { errors: [{ message: 'down', extensions: { code: 'FORBIDDEN' } }] },
      },
      noLogs,
    ]);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An error occured when fetching pipelines.',
      ),
    );
  });
});

describe('publishing a training', () => {
  const succeeded = [{ executionId: 'e-1', status: 'SUCCEEDED' as const, endTime: ENDED }];
  const publishMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: PublishButton_PublishDocument, variables: { pipelineDefinitionId: 'p-1' } },
    result,
  });

  const publishedFact = () => screen.getByText('Published', { selector: 'dt' }).nextElementSibling;

  it('publishes a Training whose latest run succeeded, then says which run predictions use', async () => {
    await openPage([
      definitionMock('4', succeeded),
      noLogs,
      publishedPipelineMock(null, 1),
      publishMock({
        data: {
          publishPipeline: { __typename: 'PipelinePublication', message: 'Pipeline published' },
        },
      }),
      publishedPipelineMock({ pipelineDefinitionId: 'p-1', executionId: 'e-1' }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('Execution e-1: Succeeded');
    await vi.waitFor(() =>
      expect(publishedFact()?.textContent).toBe(
        "No: predictions do not use this pipeline's models.",
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(
        screen.getByText('The pipeline has been published: predictions now use its models.'),
      ).toBeTruthy(),
    );
    await vi.waitFor(() =>
      expect(publishedFact()?.textContent).toBe('Published Predictions use execution e-1.'),
    );
  });

  it('says since when one of its runs is published', async () => {
    await openPage([
      definitionMock('4', succeeded),
      noLogs,
      publishedPipelineMock({
        pipelineDefinitionId: 'p-1',
        executionId: 'e-1',
        published: new Date(2026, 0, 5, 14, 30).toISOString(),
      }),
    ]);
    await vi.waitFor(() =>
      expect(publishedFact()?.textContent).toBe(
        'Published Predictions use execution e-1, published January 5, 2026 2:30 PM.',
      ),
    );
  });

  it('says so when the published run cannot be read', async () => {
    await openPage([definitionMock('4', succeeded), noLogs, publishedPipelineFailure]);
    await vi.waitFor(() =>
      expect(publishedFact()?.textContent).toBe(
        'An error occured while fetching published training pipeline',
      ),
    );
  });

  it('shows the platform reason when publishing is refused', async () => {
    const reason = 'Only a Training pipeline whose latest run succeeded can be published.';
    await openPage([
      definitionMock('4', succeeded),
      noLogs,
      publishMock({ errors: [{ message: reason, extensions: { code: 'CONFLICT' } }] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(reason));
  });

  it('links to the models', async () => {
    await openPage([definitionMock('4', succeeded), noLogs]);
    expect(screen.getByRole('link', { name: 'Models' }).getAttribute('href')).toBe(
      '/autoaccess/pipelines/p-1/models',
    );
  });
});

describe('deleting a pipeline', () => {
  const deleteMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: DeletePipelineButton_DeleteDocument, variables: { id: 'p-1', rev: '4' } },
    result,
  });
  const askToDelete = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    return vi.waitFor(() => screen.getByRole('alertdialog', { name: 'Delete pipeline' }));
  };

  it('deletes it at the revision shown once confirmed, and returns to the list', async () => {
    const deleted = vi.fn(() => ({ data: { deletePipelineDefinition: true } }));
    const view = await openPage([definitionMock('4'), noLogs, deleteMock(deleted)]);
    const dialog = await askToDelete();
    expect(dialog.textContent).toContain(
      'Delete the pipeline Nightly training? This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(view.currentPath()).toBe('/autoaccess/pipelines'));
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('deletes nothing on Cancel', async () => {
    const deleted = vi.fn(() => ({ data: { deletePipelineDefinition: true } }));
    const view = await openPage([definitionMock('4'), noLogs, deleteMock(deleted)]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/autoaccess/pipelines/p-1');
  });

  it('shows the platform’s refusal in the dialog, which stays open', async () => {
    const reason = 'The pipeline cannot be deleted while Prediction pipelines use it: Scoring.';
    const view = await openPage([
      definitionMock('4'),
      noLogs,
      deleteMock({
        errors: [{ message: reason, extensions: { code: 'CONFLICT', serverMessage: reason } }],
      }),
    ]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await vi.waitFor(() => within(dialog).getByRole('alert'));
    expect(alert.textContent).toBe(`The pipeline could not be deleted.${reason}`);
    expect(screen.getByRole('alertdialog', { name: 'Delete pipeline' })).toBe(dialog);
    expect(view.currentPath()).toBe('/autoaccess/pipelines/p-1');
  });

  it('says the delete failed in words when the platform gave none', async () => {
    await openPage([
      definitionMock('4'),
      noLogs,
      deleteMock({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    ]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await vi.waitFor(() => within(dialog).getByRole('alert'))).textContent).toBe(
      'The pipeline could not be deleted.',
    );
  });
});
