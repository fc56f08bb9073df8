import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityLogPage } from '../../src/ui/features/admin-activity/activity-log-page.js';
import { ActivityLogPage_ActivityDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const entry = (id: string, objectType: string, operation: string) => ({
  __typename: 'AdminActivityEntry',
  id,
  time: '2026-11-20T09:30:00.000Z',
  userName: 'helpdesk',
  objectType,
  objectId: `object-${id}`,
  operation,
  before: '{"telephoneNumber":"+41 22 555 01 01"}',
  after: '{"telephoneNumber":"+41 22 555 01 02"}',
});

const activity: MockLink.MockedResponse = {
  request: { query: ActivityLogPage_ActivityDocument, variables: () => true },
  result: {
    data: {
      adminActivity: {
        __typename: 'AdminActivityPage',
        total: 3,
        rows: [
          entry('1', 'managed/alpha_user', 'update'),
          entry('2', 'config', 'delete'),
          entry('3', 'future/kind', 'rename'),
        ],
      },
    },
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the activity log', () => {
  it('names object types and operations in words, keeping the stored subtype, and dates as Month D, YYYY h:mm A', async () => {
    renderWithProviders(<ActivityLogPage />, { mocks: [activity] });
    const userRow = (await screen.findByText('object-1')).closest('tr')!;
    expect(within(userRow).getByText('Users (managed/alpha_user)')).toBeTruthy();
    expect(within(userRow).getByText('Updated')).toBeTruthy();
    expect(within(userRow).getByText(/^November 20, 2026 \d{1,2}:30\s[AP]M$/)).toBeTruthy();
    const configRow = screen.getByText('object-2').closest('tr')!;
    expect(within(configRow).getByText('Configuration')).toBeTruthy();
    expect(within(configRow).getByText('Deleted')).toBeTruthy();
    const unknownRow = screen.getByText('object-3').closest('tr')!;
    expect(within(unknownRow).getByText('future/kind')).toBeTruthy();
    expect(within(unknownRow).getByText('rename')).toBeTruthy();
  });

  it('lists the newest change first, and sorts by the column the user picks', async () => {
    const sortedBy =
      (sortKey: string, sortDescending: boolean) =>
      ({ input }: { input: { sortKey?: string; sortDescending?: boolean } }) =>
        input.sortKey === sortKey && input.sortDescending === sortDescending;
    const page = (variables: ReturnType<typeof sortedBy>, id: string): MockLink.MockedResponse => ({
      request: { query: ActivityLogPage_ActivityDocument, variables },
      result: {
        data: {
          adminActivity: {
            __typename: 'AdminActivityPage',
            total: 1,
            rows: [entry(id, 'config', 'update')],
          },
        },
      },
    });
    renderWithProviders(<ActivityLogPage />, {
      mocks: [
        page(sortedBy('time', true), 'newest-first'),
        page(sortedBy('userName', false), 'by-user'),
        page(sortedBy('userName', true), 'by-user-descending'),
      ],
    });
    expect(await screen.findByText('object-newest-first')).toBeTruthy();
    const time = screen.getByRole('columnheader', { name: /Time/ });
    expect(time.getAttribute('aria-sort')).toBe('descending');
    const user = screen.getByRole('columnheader', { name: /User/ });
    fireEvent.click(user);
    expect(await screen.findByText('object-by-user')).toBeTruthy();
    await waitFor(() => expect(user.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(user);
    expect(await screen.findByText('object-by-user-descending')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Before/ }).getAttribute('aria-sort')).toBe(
      null,
    );
  });

  it('filters by user from the first page, once the user stops typing', async () => {
    const asked: { userName?: string | null; offset: number }[] = [];
    const anyPage: MockLink.MockedResponse = {
      request: {
        query: ActivityLogPage_ActivityDocument,
        variables: ({ input }: { input: { userName?: string | null; offset: number } }) => {
          asked.push({ userName: input.userName, offset: input.offset });
          return true;
        },
      },
      result: ({ input }: { input: { userName?: string | null; offset: number } }) => ({
        data: {
          adminActivity: {
            __typename: 'AdminActivityPage',
            total: input.userName ? 1 : 25,
            rows: [entry(`${input.userName ?? 'all'}-${input.offset}`, 'config', 'update')],
          },
        },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderWithProviders(<ActivityLogPage />, { mocks: [anyPage] });
    expect(await screen.findByText('object-all-0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('object-all-10')).toBeTruthy();
    const user = screen.getByRole('textbox', { name: 'User' });
    for (const typed of ['h', 'help', 'helpdesk']) {
      fireEvent.change(user, { target: { value: typed } });
    }
    expect(await screen.findByText('object-helpdesk-0')).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
    expect(asked.filter((query) => query.userName)).toEqual([{ userName: 'helpdesk', offset: 0 }]);
  });

  it('starts again from the first page when other days are chosen on the calendar', async () => {
    // Mid-month, so that days 1 and 2 are past and no range the page starts with names them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 12));
    const asked: { from?: string | null; to?: string | null; offset: number }[] = [];
    const anyPage: MockLink.MockedResponse = {
      request: {
        query: ActivityLogPage_ActivityDocument,
        variables: ({
          input,
        }: {
          input: { from?: string | null; to?: string | null; offset: number };
        }) => {
          asked.push({ from: input.from, to: input.to, offset: input.offset });
          return true;
        },
      },
      result: ({ input }: { input: { offset: number } }) => ({
        data: {
          adminActivity: {
            __typename: 'AdminActivityPage',
            total: 25,
            rows: [entry(`page-${input.offset}`, 'config', 'update')],
          },
        },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderWithProviders(<ActivityLogPage />, { mocks: [anyPage] });
    expect(await screen.findByText('object-page-0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('object-page-10')).toBeTruthy();
    const today = new Date();
    const month = today.toLocaleString('en-US', { month: 'long' });
    const day = (date: number) => new RegExp(`${month} ${date}, ${today.getFullYear()}`);
    fireEvent.click(screen.getByRole('button', { name: /Choose the days on a calendar/ }));
    const calendar = await screen.findByRole('dialog');
    fireEvent.click(within(calendar).getByRole('button', { name: day(1) }));
    fireEvent.click(within(calendar).getByRole('button', { name: day(2) }));
    expect(await screen.findByText('object-page-0')).toBeTruthy();
    const chosen = asked.filter(
      (query) =>
        query.from === new Date(today.getFullYear(), today.getMonth(), 1).toISOString() &&
        query.to === new Date(today.getFullYear(), today.getMonth(), 3).toISOString(),
    );
    expect(chosen.map((query) => query.offset)).toEqual([0]);
  });
});
