import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_SEARCH_DELAY_MS } from '../../src/domain/governance/governance-feature.js';
import { delegateFormErrors } from '../../src/ui/features/delegates/delegate-form.js';
import { DelegatesPage } from '../../src/ui/features/delegates/delegates-page.js';
import {
  AddDelegateDialog_AddDocument,
  DelegatesPage_DelegatesDocument,
  RemoveDelegateDialog_RemoveDocument,
  UserSearchField_UsersDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// The page loads its dialogs lazily: loaded once here, so that no test waits on a cold import.
await import('../../src/ui/features/delegates/add-delegate-dialog.js');
await import('../../src/ui/features/delegates/remove-delegate-dialog.js');
await import('../../src/ui/components/modal-dialog-frame.js');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(2026, 2, 10, 9, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

const BOB = {
  __typename: 'GovernanceUser',
  id: 'u-2',
  userName: 'bob',
  displayName: 'Bob Jones',
  mail: 'bob@example.com',
};

const delegate = (id: string, rev: string, startDate: string, endDate: string) => ({
  __typename: 'Delegate',
  id,
  rev,
  startDate,
  endDate,
  user: BOB,
});

const delegatesMock = (
  delegates: ReturnType<typeof delegate>[],
  answered = vi.fn(),
): MockLink.MockedResponse => ({
  request: { query: DelegatesPage_DelegatesDocument },
  result: () => {
    answered();
    return { data: { myDelegates: delegates } };
  },
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));

/**
 * Sets a date field with the arrow keys to a day of the current month: the first press on an empty
 * segment gives today's value, each further press moves the day by one.
 */
function chooseDayFromToday(label: string, daysAfterToday: number) {
  const [month, day, year] = screen.getAllByRole('spinbutton', { name: new RegExp(label) });
  const press = (segment: HTMLElement | undefined, key: string) =>
    fireEvent.keyDown(segment!, { key });
  press(month, 'ArrowUp');
  press(day, 'ArrowUp');
  for (let step = 0; step < Math.abs(daysAfterToday); step += 1) {
    press(day, daysAfterToday > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  press(year, 'ArrowUp');
}

async function openAddDialog(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<DelegatesPage />, { mocks: [delegatesMock([]), ...mocks] });
  fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'Add Delegate' })));
  return vi.waitFor(() => screen.getByRole('dialog', { name: 'Add Delegate' }));
}

describe('the delegate form rule', () => {
  it('refuses an end before the start, and accepts the same day', () => {
    const user = { userId: 'u-2' };
    expect(delegateFormErrors({ ...user, startDate: '2026-03-10', endDate: '2026-03-09' })).toEqual(
      { endDate: { message: 'delegates.validation.endBeforeStart' } },
    );
    expect(delegateFormErrors({ ...user, startDate: '2026-03-10', endDate: '2026-03-10' })).toEqual(
      {},
    );
    expect(delegateFormErrors({ userId: null, startDate: null, endDate: null })).toEqual({
      userId: { message: 'delegates.validation.userRequired' },
      startDate: { message: 'errors.required' },
      endDate: { message: 'errors.required' },
    });
  });
});

describe('my delegates', () => {
  it('lists each delegate with their days and a way to remove them', async () => {
    renderWithProviders(<DelegatesPage />, {
      mocks: [delegatesMock([delegate('d-1', '3', '2026-03-01', '2026-03-31')])],
    });
    const list = await vi.waitFor(() => screen.getByRole('list', { name: 'Delegates' }));
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('Bob Jones');
    expect(item?.textContent).toContain('bob · bob@example.com');
    expect(item?.textContent).toContain('From March 1, 2026 to March 31, 2026');
    expect(within(item!).getByRole('button', { name: 'Remove Bob Jones' })).toBeTruthy();
  });

  it('says when there are none, or when they could not be read', async () => {
    renderWithProviders(<DelegatesPage />, { mocks: [delegatesMock([])] });
    await vi.waitFor(() => screen.getByText('You have no delegates.'));

    renderWithProviders(<DelegatesPage />, {
      mocks: [
        {
          request: { query: DelegatesPage_DelegatesDocument },
          result: { errors: [{ message: 'boom' }] },
        },
      ],
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There was an error getting delegates.'),
    );
  });
});

describe('adding a delegate', () => {
  it('refuses an end date before the start date in the form', async () => {
    const added = vi.fn();
    const dialog = await openAddDialog([
      {
        request: { query: AddDelegateDialog_AddDocument, variables: () => true },
        result: () => (added(), { data: null }),
      },
    ]);
    chooseDayFromToday('End date', -1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(
        within(dialog).getByText('The end date cannot be before the start date.'),
      ).toBeTruthy(),
    );
    expect(within(dialog).getByText('Choose a user.')).toBeTruthy();
    expect(added).not.toHaveBeenCalled();
  });

  it('adds the chosen user between the two days and lists them', async () => {
    const listed = vi.fn();
    const dialog = await openAddDialog([
      {
        request: { query: UserSearchField_UsersDocument, variables: { search: 'bob' } },
        result: { data: { governanceUsers: [BOB] } },
      },
      {
        request: {
          query: AddDelegateDialog_AddDocument,
          variables: { input: { userId: 'u-2', startDate: '2026-03-10', endDate: '2026-03-20' } },
        },
        result: { data: { addDelegate: delegate('d-9', '1', '2026-03-10', '2026-03-20') } },
      },
      delegatesMock([delegate('d-9', '1', '2026-03-10', '2026-03-20')], listed),
    ]);
    const search = within(dialog).getByRole('combobox', { name: 'User' });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'bob' } });
    await settle();
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Bob Jones/ })));
    expect(within(dialog).getByText('Delegate: Bob Jones (bob)')).toBeTruthy();
    chooseDayFromToday('End date', 10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed).toHaveBeenCalledOnce();
    expect(screen.getByText('From March 10, 2026 to March 20, 2026')).toBeTruthy();
    expect(
      screen
        .getAllByRole('status', { hidden: true })
        .some((status) => status.textContent?.startsWith('The delegate has been added.')),
    ).toBe(true);
  });

  it('says on the user field when the chosen user is already a delegate', async () => {
    const dialog = await openAddDialog([
      {
        request: { query: UserSearchField_UsersDocument, variables: { search: 'bob' } },
        result: { data: { governanceUsers: [BOB] } },
      },
      {
        request: { query: AddDelegateDialog_AddDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'This user is already one of your delegates',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
    ]);
    const search = within(dialog).getByRole('combobox', { name: 'User' });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'bob' } });
    await settle();
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Bob Jones/ })));
    chooseDayFromToday('End date', 10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(
        within(dialog).getByText(
          'This user is already one of your delegates. Remove them first to change their dates.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the gateway’s refusal of the end date on the field', async () => {
    const dialog = await openAddDialog([
      {
        request: { query: UserSearchField_UsersDocument, variables: { search: 'bob' } },
        result: { data: { governanceUsers: [BOB] } },
      },
      {
        request: { query: AddDelegateDialog_AddDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'invalid',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'endDate', message: 'delegates.validation.endBeforeStart' }],
              },
            },
          ],
        },
      },
    ]);
    const search = within(dialog).getByRole('combobox', { name: 'User' });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'bob' } });
    await settle();
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Bob Jones/ })));
    chooseDayFromToday('End date', 10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(
        within(dialog).getByText('The end date cannot be before the start date.'),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('removing a delegate', () => {
  const removeMock = (rev: string, result: MockLink.MockedResponse['result']) => ({
    request: {
      query: RemoveDelegateDialog_RemoveDocument,
      variables: { input: { id: 'd-1', rev } },
    },
    result,
  });

  async function confirmRemoval(mocks: MockLink.MockedResponse[]) {
    renderWithProviders(<DelegatesPage />, {
      mocks: [delegatesMock([delegate('d-1', '3', '2026-03-01', '2026-03-31')]), ...mocks],
    });
    fireEvent.click(
      await vi.waitFor(() => screen.getByRole('button', { name: 'Remove Bob Jones' })),
    );
    const dialog = await vi.waitFor(() =>
      screen.getByRole('alertdialog', { name: 'Remove Delegate' }),
    );
    expect(dialog.textContent).toContain('Remove Bob Jones as your delegate?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    return dialog;
  }

  it('removes it after confirmation, with its revision', async () => {
    await confirmRemoval([removeMock('3', { data: { removeDelegate: true } }), delegatesMock([])]);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('You have no delegates.')).toBeTruthy();
  });

  it('reads the list again after a conflict and removes with the latest revision', async () => {
    const dialog = await confirmRemoval([
      removeMock('3', { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] }),
      delegatesMock([delegate('d-1', '4', '2026-03-01', '2026-04-30')]),
      removeMock('4', { data: { removeDelegate: true } }),
      delegatesMock([]),
    ]);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'This delegate changed after the list was loaded.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says when the delegate could not be removed', async () => {
    const dialog = await confirmRemoval([removeMock('3', { errors: [{ message: 'boom' }] })]);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'There was an error deleting the delegate.',
      ),
    );
  });
});
