import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { DataSourcePage } from '../../src/ui/features/data-sources/data-source-page.js';
import {
  DataSourcePage_DataSourceDocument,
  DeleteDataSourceButton_DeleteDocument,
  DataSourcePage_SetActiveDocument,
  FeatureMappingEditor_FilePreviewDocument,
  FeatureMappingEditor_PreviewDocument,
  FeatureMappingEditor_SaveDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const BUCKET = 'autoaccess-training';
const FILE = 'events/*.jsonl';
const SAMPLE = JSON.stringify({ user: 'ann', geo: { city: 'Paris' }, tags: ['vpn'] }, null, 2);

const dataSource = (rev = '3', active = false) => ({
  __typename: 'DataSource',
  id: 'ds-1',
  rev,
  name: 'Sign-ins',
  bucket: BUCKET,
  filePath: FILE,
  active,
  created: new Date(2026, 1, 3, 14, 15, 16).toISOString(),
  featureMapping: [{ __typename: 'FeatureExpression', feature: 'userId', expression: '.user' }],
});

type Feature = { name: string; description: string | null };

const detailMock = (
  rev = '3',
  active = false,
  moreFeatures: Feature[] = [],
): MockLink.MockedResponse => ({
  request: { query: DataSourcePage_DataSourceDocument, variables: { id: 'ds-1' } },
  result: {
    data: {
      dataSource: dataSource(rev, active),
      authenticationFeatures: [
        { name: 'userId', description: 'The user' },
        { name: 'city', description: null },
        ...moreFeatures,
      ].map((feature) => ({ __typename: 'AuthenticationFeature', ...feature })),
    },
  },
});

const fileMock = (
  preview: { content: string | null; problem?: string | null; line?: number | null } = {
    content: SAMPLE,
  },
): MockLink.MockedResponse => ({
  request: {
    query: FeatureMappingEditor_FilePreviewDocument,
    variables: { input: { bucket: BUCKET, filePath: FILE } },
  },
  result: {
    data: {
      dataSourceFilePreview: {
        __typename: 'DataSourceFilePreview',
        problem: null,
        line: null,
        ...preview,
      },
    },
  },
});

type Mapping = { feature: string; expression: string }[];
type FeatureResult = { feature: string; value?: unknown; error?: string | null };

const previewMock = (
  mapping: Mapping,
  features: FeatureResult[],
  answered = vi.fn(),
): MockLink.MockedResponse => ({
  request: {
    query: FeatureMappingEditor_PreviewDocument,
    variables: { input: { data: SAMPLE, mapping } },
  },
  result: () => {
    answered();
    return {
      data: {
        jsltPreview: {
          __typename: 'JsltPreview',
          features: features.map((result) => ({
            __typename: 'JsltFeatureResult',
            value: null,
            error: null,
            ...result,
          })),
        },
      },
    };
  },
});

const USER_ONLY = [{ feature: 'userId', expression: '.user' }];

function renderDetail(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Route path="/autoaccess/data-sources/:id">
      <DataSourcePage />
    </Route>,
    { path: '/autoaccess/data-sources/ds-1', mocks },
  );
}

const descriptionOf = (feature: string) =>
  screen
    .getByRole('combobox', { name: feature })
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const resultOf = (feature: string) =>
  screen.getByRole('combobox', { name: feature }).closest('li')?.querySelector('p:last-child')
    ?.textContent;

describe('data source detail', () => {
  it('shows the file, created date and status, and the sample from the file', async () => {
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-ins' })).toBeTruthy();
    const facts = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['File', 'autoaccess-training/events/*.jsonl'],
      ['Created', '2026-02-03 14:15:16'],
      ['Status', 'Inactive'],
    ]);
    const sample = await screen.findByRole('textbox', { name: 'Sample record (JSON)' });
    await waitFor(() => expect((sample as HTMLTextAreaElement).value).toBe(SAMPLE));
    expect(screen.getByRole('combobox', { name: 'userId' })).toHaveProperty('value', '.user');
    await waitFor(() => expect(resultOf('userId')).toBe('Result: "ann"'));
    expect(resultOf('city')).toBe('Not mapped');
  });

  it('describes each feature in the app’s language, and a feature it does not know in the platform’s words', async () => {
    renderDetail([
      detailMock('3', false, [{ name: 'deviceScore', description: 'Score of the device' }]),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
    ]);
    await screen.findByRole('combobox', { name: 'deviceScore' });
    expect(descriptionOf('userId')).toContain('The user who signed in');
    expect(descriptionOf('city')).toContain('The city of the client address');
    expect(descriptionOf('deviceScore')).toContain('Score of the device');
  });

  it('previews an edited expression live, with each failing feature’s error next to it, then saves', async () => {
    const withCity = (expression: string) => [...USER_ONLY, { feature: 'city', expression }];
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
      previewMock(withCity('.geo.city'), [
        { feature: 'userId', value: 'ann' },
        { feature: 'city', value: 'Paris' },
      ]),
      previewMock(withCity('.geo.('), [
        { feature: 'userId', value: 'ann' },
        { feature: 'city', error: 'Parse error at 1:6' },
      ]),
      {
        request: {
          query: FeatureMappingEditor_SaveDocument,
          variables: { input: { id: 'ds-1', rev: '3', mapping: withCity('.geo.(') } },
        },
        result: {
          data: {
            saveDataSourceMapping: {
              __typename: 'DataSource',
              id: 'ds-1',
              rev: '4',
              featureMapping: withCity('.geo.(').map((entry) => ({
                __typename: 'FeatureExpression',
                ...entry,
              })),
            },
          },
        },
      },
    ]);
    const city = await screen.findByRole('combobox', { name: 'city' });
    await waitFor(() => expect(resultOf('userId')).toBe('Result: "ann"'));
    fireEvent.change(city, { target: { value: '.geo.city' } });
    await waitFor(() => expect(resultOf('city')).toBe('Result: "Paris"'));
    fireEvent.change(city, { target: { value: '.geo.(' } });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    const described = (city.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Parse error at 1:6');
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(
      (await screen.findByText('The feature mapping has been saved.')).getAttribute('role'),
    ).toBe('status');
  });

  it('offers the sample’s paths as expressions', async () => {
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
    ]);
    const city = await screen.findByRole('combobox', { name: 'city' });
    await waitFor(() => expect(resultOf('userId')).toBe('Result: "ann"'));
    const group = city.closest('li') as HTMLElement;
    fireEvent.click(within(group).getByRole('button', { name: /Paths of the sample/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['.user', '.geo.city', '.tags[0]']);
  });

  it('says Invalid JSON next to a sample that does not parse, and previews nothing', async () => {
    const answered = vi.fn();
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }], answered),
    ]);
    const sample = await screen.findByRole('textbox', { name: 'Sample record (JSON)' });
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    fireEvent.change(sample, { target: { value: '{"user": ' } });
    await waitFor(() => expect(sample.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid JSON')).toBeTruthy();
    expect(resultOf('userId')).toBe('');
    expect(screen.queryByText('There was an error fetching the data.')).toBeNull();
  });

  it('activates the data source at the revision shown', async () => {
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
      {
        request: {
          query: DataSourcePage_SetActiveDocument,
          variables: { input: { id: 'ds-1', rev: '3', active: true } },
        },
        result: {
          data: {
            setDataSourceActive: { __typename: 'DataSource', id: 'ds-1', rev: '4', active: true },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The data source is active.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(document.querySelectorAll('dd')[2]?.textContent).toBe('Active');
  });

  it('offers the latest version when someone else changed it first', async () => {
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
      {
        request: {
          query: DataSourcePage_SetActiveDocument,
          variables: { input: { id: 'ds-1', rev: '3', active: true } },
        },
        result: { errors: [{ message: 'Conflict', extensions: { code: 'CONFLICT' } }] },
      },
      detailMock('5', true),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The status could not be changed.');
    expect(alert.textContent).toContain('Someone else changed this data source');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('names the missing file', async () => {
    renderDetail([detailMock(), fileMock({ content: null, problem: 'FILE_NOT_FOUND' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File not found: autoaccess-training/events/*.jsonl',
    );
    expect(screen.getByRole('textbox', { name: 'Sample record (JSON)' })).toHaveProperty(
      'value',
      '',
    );
    expect(screen.queryByText('Invalid JSON')).toBeNull();
  });
});

describe('deleting a data source', () => {
  const deleteMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: DeleteDataSourceButton_DeleteDocument, variables: { id: 'ds-1', rev: '3' } },
    result,
  });
  const openedPage = (mocks: MockLink.MockedResponse[]) =>
    renderDetail([
      detailMock(),
      fileMock(),
      previewMock(USER_ONLY, [{ feature: 'userId', value: 'ann' }]),
      ...mocks,
    ]);
  const askToDelete = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    return screen.findByRole('alertdialog', { name: 'Delete data source' });
  };

  it('deletes it at the revision shown once confirmed, past unsaved mapping edits, and returns to the list', async () => {
    const deleted = vi.fn(() => ({ data: { deleteDataSource: true } }));
    const view = openedPage([
      previewMock(
        [...USER_ONLY, { feature: 'city', expression: '.geo.city' }],
        [{ feature: 'userId', value: 'ann' }],
      ),
      deleteMock(deleted),
    ]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'city' }), {
      target: { value: '.geo.city' },
    });
    const dialog = await askToDelete();
    expect(dialog.textContent).toContain('Delete the data source Sign-ins? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/data-sources'));
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes nothing on Cancel', async () => {
    const deleted = vi.fn(() => ({ data: { deleteDataSource: true } }));
    const view = openedPage([deleteMock(deleted)]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/autoaccess/data-sources/ds-1');
  });

  it('shows the platform’s refusal in the dialog, which stays open', async () => {
    const reason = 'The data source cannot be deleted while pipelines use it: Training.';
    const view = openedPage([
      deleteMock({
        errors: [{ message: reason, extensions: { code: 'CONFLICT', serverMessage: reason } }],
      }),
    ]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`The data source could not be deleted.${reason}`);
    expect(screen.getByRole('alertdialog', { name: 'Delete data source' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(view.currentPath()).toBe('/autoaccess/data-sources/ds-1');
  });

  it('says in words when someone else changed it first', async () => {
    openedPage([
      deleteMock({
        errors: [
          {
            message: 'The resource was changed by someone else',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    ]);
    const dialog = await askToDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else changed this data source after you opened it. Reload the page, then try again.',
    );
  });
});
