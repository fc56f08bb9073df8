import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PipelineModelsPage } from '../../src/ui/features/pipelines/pipeline-models-page.js';
import {
  PipelineModelsPage_ModelsDocument,
  PipelineModelsPage_NameDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const nameMock: MockLink.MockedResponse = {
  request: { query: PipelineModelsPage_NameDocument, variables: { id: 'p-1' } },
  result: {
    data: { pipelineDefinition: { __typename: 'PipelineDefinition', id: 'p-1', name: 'Nightly' } },
  },
};

const curves = (model: string, rocAuc: number, prAuc: number, threshold: number) => ({
  __typename: 'ModelCurves',
  model,
  rocAuc,
  prAuc,
  threshold,
  roc: [
    { __typename: 'RocPoint', threshold: 100, fpr: 0, tpr: 0 },
    { __typename: 'RocPoint', threshold: 60, fpr: 0.02, tpr: 0.9 },
    { __typename: 'RocPoint', threshold: 30, fpr: 0.2, tpr: 0.97 },
    { __typename: 'RocPoint', threshold: 0, fpr: 1, tpr: 1 },
  ],
  pr: [
    { __typename: 'PrPoint', threshold: 100, recall: 0, precision: 1 },
    { __typename: 'PrPoint', threshold: 60, recall: 0.9, precision: 0.8 },
    { __typename: 'PrPoint', threshold: 30, recall: 0.97, precision: 0.4 },
    { __typename: 'PrPoint', threshold: 0, recall: 1, precision: 0.02 },
  ],
});

const report = (labelled: boolean) => ({
  __typename: 'PipelineModels',
  executionId: 'e-7',
  labelled,
  positives: labelled ? 40 : 0,
  events: 2000,
  curves: labelled
    ? [
        curves('MODEL_A', 0.981, 0.874, 58),
        curves('MODEL_B', 0.9, 0.7, 62),
        curves('MODEL_C', 0.85, 0.6, 35),
        curves('COMBINED', 0.995, 0.951, 60),
      ]
    : [],
  clusters: 2,
  featureChoices: ['city', 'os'],
  centroids: [
    {
      __typename: 'ClusterCentroid',
      name: 'cluster_0',
      size: 1200,
      modes: [
        { __typename: 'FeatureMode', feature: 'city', value: 'Paris' },
        { __typename: 'FeatureMode', feature: 'os', value: 'Windows' },
      ],
    },
    {
      __typename: 'ClusterCentroid',
      name: 'cluster_1',
      size: 800,
      modes: [
        { __typename: 'FeatureMode', feature: 'city', value: 'Berlin' },
        { __typename: 'FeatureMode', feature: 'os', value: 'macOS' },
      ],
    },
  ],
});

const modelsMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: PipelineModelsPage_ModelsDocument, variables: { pipelineDefinitionId: 'p-1' } },
  result,
});

const renderModels = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path="/autoaccess/pipelines/:id/models">
      <PipelineModelsPage />
    </Route>,
    { path: '/autoaccess/pipelines/p-1/models', mocks },
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('pipeline models', () => {
  it('draws ROC and PR curves per model with their AUC, and gives them in figures too', async () => {
    const view = renderModels([nameMock, modelsMock({ data: { pipelineModels: report(true) } })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Models of Nightly' }),
    ).toBeTruthy();
    const roc = await screen.findByRole('figure', { name: /ROC curves/ });
    expect(
      within(roc)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Model A (AUC 0.981)',
      'Model B (AUC 0.900)',
      'Model C (AUC 0.850)',
      'Combined (AUC 0.995)',
    ]);
    const pr = screen.getByRole('figure', { name: /Precision–recall curves/ });
    expect(
      within(pr)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Model A (AUC 0.874)',
      'Model B (AUC 0.700)',
      'Model C (AUC 0.600)',
      'Combined (AUC 0.951)',
    ]);
    await waitFor(
      () =>
        expect(view.container.querySelectorAll('.recharts-responsive-container')).toHaveLength(2),
      { timeout: 10_000 },
    );

    const figures = screen.getByRole('table', { name: 'The models in figures' });
    expect(rowsOf(figures)).toEqual([
      [
        'Model',
        'ROC AUC',
        'PR AUC',
        'Threshold',
        'True positive rate',
        'False positive rate',
        'Precision',
      ],
      ['Model A', '0.981', '0.874', '58', '0.9', '0.02', '0.8'],
      ['Model B', '0.900', '0.700', '62', '0.9', '0.02', '0.8'],
      ['Model C', '0.850', '0.600', '35', '0.97', '0.2', '0.4'],
      ['Combined', '0.995', '0.951', '60', '0.9', '0.02', '0.8'],
    ]);
    expect(screen.getByText('ROC curve points')).toBeTruthy();
  });

  it('lists the clusters with their size and the mode of each feature', async () => {
    renderModels([nameMock, modelsMock({ data: { pipelineModels: report(true) } })]);
    const centroids = await screen.findByRole('table', { name: 'Model C: 2 clusters' });
    expect(rowsOf(centroids)).toEqual([
      ['Cluster', 'Events', 'city', 'os'],
      ['cluster_0', '1,200', 'Paris', 'Windows'],
      ['cluster_1', '800', 'Berlin', 'macOS'],
    ]);
  });

  it('says there are no labels beside the data instead of curves', async () => {
    renderModels([nameMock, modelsMock({ data: { pipelineModels: report(false) } })]);
    expect(
      await screen.findByText(
        'No labels beside the data: the curves need a labels file next to the training events, so only the clusters are shown.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('table', { name: 'Model C: 2 clusters' })).toBeTruthy();
  });

  it('shows the platform reason when there are no trained models yet', async () => {
    const reason = 'This pipeline has no trained models yet.';
    renderModels([
      nameMock,
      modelsMock({ errors: [{ message: reason, extensions: { code: 'NOT_FOUND' } }] }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });

  it('says "An error occured." when the models cannot be read for another reason', async () => {
    renderModels([
      nameMock,
      modelsMock({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occured.');
  });
});
