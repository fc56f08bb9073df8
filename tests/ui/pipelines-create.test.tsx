import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PipelinesPage } from '../../src/ui/features/pipelines/pipelines-page.js';
import {
  CreatePipelineDialog_ChoicesDocument,
  CreatePipelineDialog_CreateDocument,
  PipelinesPage_ListDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const emptyList: MockLink.MockedResponse = {
  request: {
    query: PipelinesPage_ListDocument,
    variables: { search: null, sortDescending: false, pageSize: 10, after: null },
  },
  result: {
    data: {
      pipelineDefinitions: {
        __typename: 'PipelineDefinitionPage',
        total: 0,
        nextCursor: null,
        rows: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const choices: MockLink.MockedResponse = {
  request: { query: CreatePipelineDialog_ChoicesDocument, variables: { pageSize: 100 } },
  result: {
    data: {
      dataSources: {
        __typename: 'DataSourcePage',
        rows: [{ __typename: 'DataSource', id: 'ds-1', name: 'Sign-in events' }],
      },
      pipelineDefinitions: {
        __typename: 'PipelineDefinitionPage',
        rows: [
          {
            __typename: 'PipelineDefinition',
            id: 'p-1',
            name: 'Nightly training',
            type: 'Training',
          },
          { __typename: 'PipelineDefinition', id: 'p-2', name: 'Scoring', type: 'Prediction' },
        ],
      },
    },
  },
};

const DEFAULT_PARAMETERS = {
  modelA: { batchSize: 512, epochs: 1000, learningRate: 0.001 },
  modelB: { batchSize: 512, epochs: 1000, learningRate: 0.001 },
  modelC: { minNumberOfClusters: 4, maxNumberOfClusters: 45 },
  embeddings: { embeddingDimension: 20, learningRate: 0.001, window: 5 },
};

function createMock(
  input: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: CreatePipelineDialog_CreateDocument, variables: { input } }, result };
}

async function openDialog(mocks: MockLink.MockedResponse[]) {
  const view = renderWithProviders(<PipelinesPage />, {
    path: '/autoaccess/pipelines',
    mocks: [emptyList, choices, ...mocks],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Pipeline' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Pipeline' });
  await within(dialog).findByRole('button', { name: /Data source/ });
  return { view, dialog };
}

async function choose(dialog: HTMLElement, select: RegExp, option: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The fieldset of one model's parameters. */
const model = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('create pipeline', () => {
  it('starts from the spec defaults and creates a Training on a data source', async () => {
    const { view, dialog } = await openDialog([
      createMock(
        {
          name: 'Nightly',
          type: 'Training',
          dataSourceId: 'ds-1',
          trainingPipelineDefinitionId: null,
          parameters: {
            ...DEFAULT_PARAMETERS,
            modelB: { ...DEFAULT_PARAMETERS.modelB, epochs: 200 },
          },
          uebaRiskThreshold: 50,
        },
        { data: { createPipelineDefinition: { __typename: 'PipelineDefinition', id: 'p-9' } } },
      ),
    ]);
    const modelA = model(dialog, 'Model A');
    expect(
      within(modelA)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['512', '1000', '0.001']);
    expect(
      within(model(dialog, 'Model C'))
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['4', '45']);
    expect(
      within(model(dialog, 'Embeddings'))
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['20', '0.001', '5']);
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'UEBA risk threshold' }).value,
    ).toBe('50');

    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Pipeline name/ }), {
      target: { value: 'Nightly' },
    });
    await choose(dialog, /Data source/, 'Sign-in events');
    fireEvent.change(within(model(dialog, 'Model B')).getByRole('textbox', { name: 'Epochs' }), {
      target: { value: '200' },
    });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/pipelines/p-9'));
  });

  it('checks each parameter as it is typed, with the shared rules in words', async () => {
    const { dialog } = await openDialog([]);
    const batch = within(model(dialog, 'Model A')).getByRole('textbox', { name: 'Batch size' });
    fireEvent.change(batch, { target: { value: '1024' } });
    expect(batch.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter a value no greater than 512.')).toBeTruthy();

    const rate = within(model(dialog, 'Embeddings')).getByRole('textbox', {
      name: 'Learning rate',
    });
    fireEvent.change(rate, { target: { value: '0.01' } });
    expect(within(dialog).getByText('Enter a value no greater than 0.001.')).toBeTruthy();

    const minimum = within(model(dialog, 'Model C')).getByRole('textbox', {
      name: 'Minimum number of clusters',
    });
    fireEvent.change(minimum, { target: { value: '30' } });
    fireEvent.change(
      within(model(dialog, 'Model C')).getByRole('textbox', { name: 'Maximum number of clusters' }),
      { target: { value: '10' } },
    );
    expect(
      within(dialog).getByText('The minimum number of clusters cannot exceed the maximum.'),
    ).toBeTruthy();

    const epochs = within(model(dialog, 'Model B')).getByRole('textbox', { name: 'Epochs' });
    fireEvent.change(epochs, { target: { value: '2.5' } });
    expect(within(dialog).getByText('Enter a whole number.')).toBeTruthy();

    const threshold = within(dialog).getByRole('textbox', { name: 'UEBA risk threshold' });
    fireEvent.change(threshold, { target: { value: '120' } });
    expect(within(dialog).getByText('Enter a value no greater than 100.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Pipeline name/ }), {
      target: { value: 'Nightly' },
    });
    await choose(dialog, /Data source/, 'Sign-in events');
    expect(within(dialog).getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(batch, { target: { value: '256' } });
    expect(batch.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks a Prediction for its Training, offering only trainings', async () => {
    const { dialog } = await openDialog([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Pipeline name/ }), {
      target: { value: 'Scoring 2' },
    });
    await choose(dialog, /Data source/, 'Sign-in events');
    await choose(dialog, /Type/, 'Prediction');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Training pipeline/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nightly training']);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
  });

  it('shows the field errors the gateway returns beside their fields', async () => {
    const { dialog } = await openDialog([
      createMock(
        {
          name: 'Nightly',
          type: 'Training',
          dataSourceId: 'ds-1',
          trainingPipelineDefinitionId: null,
          parameters: DEFAULT_PARAMETERS,
          uebaRiskThreshold: 50,
        },
        {
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [
                  { field: 'name', message: 'validation.maxLength', values: { length: 64 } },
                ],
              },
            },
          ],
        },
      ),
    ]);
    const name = within(dialog).getByRole('textbox', { name: /Pipeline name/ });
    fireEvent.change(name, { target: { value: 'Nightly' } });
    await choose(dialog, /Data source/, 'Sign-in events');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Use at most 64 characters.')).toBeTruthy();
  });
});
