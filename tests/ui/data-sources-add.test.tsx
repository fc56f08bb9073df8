import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataSourcesPage } from '../../src/ui/features/data-sources/data-sources-page.js';
import {
  BucketFilePicker_BucketsDocument,
  AddDataSourceDialog_CreateDocument,
  BucketBrowser_ObjectsDocument,
  DataSourcesPage_ListDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// The list loads the dialog lazily: loaded once here, so that no test waits on a cold import.
await import('../../src/ui/features/data-sources/add-data-source-dialog.js');

const emptyList: MockLink.MockedResponse = {
  request: {
    query: DataSourcesPage_ListDocument,
    variables: { input: { search: null, sortDescending: false, pageSize: 10, after: null } },
  },
  result: {
    data: { dataSources: { __typename: 'DataSourcePage', total: 0, nextCursor: null, rows: [] } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const buckets: MockLink.MockedResponse = {
  request: { query: BucketFilePicker_BucketsDocument },
  result: {
    data: {
      dataSourceBuckets: [
        { __typename: 'StorageBucket', name: 'autoaccess-training' },
        { __typename: 'StorageBucket', name: 'archive' },
      ],
    },
  },
};

const object = (name: string, size = 100, isFolder = false) => ({
  __typename: 'BucketObject',
  name,
  extension: isFolder ? '' : (name.split('.').at(-1) ?? ''),
  size,
  created: new Date(2026, 0, 2, 3, 4, 5).toISOString(),
  isFolder,
});

function objectsMock(
  input: { bucket: string; prefix: string; start: number },
  objects: ReturnType<typeof object>[],
  total = objects.length,
): MockLink.MockedResponse {
  return {
    request: { query: BucketBrowser_ObjectsDocument, variables: { input } },
    result: {
      data: {
        bucketObjects: { __typename: 'BucketObjectPage', total, start: input.start, objects },
      },
    },
  };
}

const ROOT_FIRST_PAGE = [
  object('events', 0, true),
  object('a.json'),
  object('b.json'),
  object('c.jsonl'),
  object('d.json'),
  object('e.json'),
];

function createMock(name: string, result: MockLink.MockedResponse['result']) {
  return {
    request: {
      query: AddDataSourceDialog_CreateDocument,
      variables: { input: { name, bucket: 'autoaccess-training', filePath: 'events/2026.jsonl' } },
    },
    result,
  };
}

async function openDialog(mocks: MockLink.MockedResponse[]) {
  const view = renderWithProviders(<DataSourcesPage />, {
    path: '/autoaccess/data-sources',
    mocks: [emptyList, buckets, ...mocks],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Data Source' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Data Source' });
  return { view, dialog };
}

async function chooseEventsFile(dialog: HTMLElement) {
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Open folder events' }));
  expect(await within(dialog).findByText('Folder: events')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('radio', { name: '2026.jsonl' }));
}

describe('add data source', () => {
  it('browses a bucket six objects at a time, opens a folder, picks a file and creates it', async () => {
    const { view, dialog } = await openDialog([
      objectsMock({ bucket: 'autoaccess-training', prefix: '', start: 0 }, ROOT_FIRST_PAGE, 8),
      objectsMock(
        { bucket: 'autoaccess-training', prefix: '', start: 6 },
        [object('f.json'), object('g.jsonl')],
        8,
      ),
      objectsMock({ bucket: 'autoaccess-training', prefix: '', start: 0 }, ROOT_FIRST_PAGE, 8),
      objectsMock({ bucket: 'autoaccess-training', prefix: 'events', start: 0 }, [
        object('events/2026.jsonl', 1536),
      ]),
      createMock('Sign-ins', {
        data: { createDataSource: { __typename: 'DataSource', id: 'ds-9' } },
      }),
    ]);
    expect(await within(dialog).findByText('1–6 of 8')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Bucket/ }).textContent).toContain(
      'autoaccess-training',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next files' }));
    expect(await within(dialog).findByText('7–8 of 8')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'g.jsonl' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous files' }));
    expect(await within(dialog).findByText('1–6 of 8')).toBeTruthy();

    await chooseEventsFile(dialog);
    const row = within(dialog).getByRole('radio', { name: '2026.jsonl' }).closest('tr');
    expect([...(row?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      '2026.jsonl',
      'jsonl',
      '1.50 KB',
      '2026-01-02 03:04:05',
    ]);
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Data source name/ }), {
      target: { value: 'Sign-ins' },
    });
    fireEvent.click(create);
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/data-sources/ds-9'));
  });

  it('says next to the name when another data source has it', async () => {
    const { dialog } = await openDialog([
      objectsMock({ bucket: 'autoaccess-training', prefix: '', start: 0 }, ROOT_FIRST_PAGE, 8),
      objectsMock({ bucket: 'autoaccess-training', prefix: 'events', start: 0 }, [
        object('events/2026.jsonl', 1536),
      ]),
      createMock('Taken', {
        errors: [{ message: 'Conflict', extensions: { code: 'CONFLICT' } }],
      }),
    ]);
    await chooseEventsFile(dialog);
    const name = within(dialog).getByRole('textbox', { name: /Data source name/ });
    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A data source with this name already exists.')).toBeTruthy();
  });

  it("shows the platform's own words when it refuses the file", async () => {
    const { dialog } = await openDialog([
      objectsMock({ bucket: 'autoaccess-training', prefix: '', start: 0 }, ROOT_FIRST_PAGE, 8),
      objectsMock({ bucket: 'autoaccess-training', prefix: 'events', start: 0 }, [
        object('events/2026.jsonl', 1536),
      ]),
      createMock('Empty', {
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'BAD_USER_INPUT',
              serverMessage: 'file is empty: events/2026.jsonl',
            },
          },
        ],
      }),
    ]);
    await chooseEventsFile(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Data source name/ }), {
      target: { value: 'Empty' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('file is empty: events/2026.jsonl')).toBeTruthy();
  });

  it('says when the buckets cannot be read', async () => {
    renderWithProviders(<DataSourcesPage />, {
      path: '/autoaccess/data-sources',
      mocks: [
        emptyList,
        {
          request: { query: BucketFilePicker_BucketsDocument },
          result: { errors: [{ message: 'down', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Data Source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Data Source' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error retrieving the buckets.',
    );
  });
});
