import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_SEARCH_DELAY_MS } from '../../src/domain/governance/governance-feature.js';
import { UserSearchField } from '../../src/ui/components/user-search-field/user-search-field.js';
import { userSearchFieldMessages } from '../../src/ui/components/user-search-field/messages.js';
import { UserSearchField_UsersDocument } from '../../src/ui/gql/graphql.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const ANN = {
  __typename: 'GovernanceUser',
  id: 'u-ann',
  userName: 'ann',
  displayName: 'Ann Archer',
  mail: 'ann@example.com',
};
const ANNA = {
  __typename: 'GovernanceUser',
  id: 'u-anna',
  userName: 'anna',
  displayName: 'Anna Bell',
  mail: null,
};

function usersMock(search: string, users: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: UserSearchField_UsersDocument, variables: { search } },
    result: { data: { governanceUsers: users } },
  };
}

function failingMock(search: string): MockLink.MockedResponse {
  return {
    request: { query: UserSearchField_UsersDocument, variables: { search } },
    error: new Error('offline'),
  };
}

function renderField(mocks: MockLink.MockedResponse[], excludeIds: string[] = []) {
  const onSelect = vi.fn();
  renderWithProviders(
    <WithFeatureMessages messages={userSearchFieldMessages}>
      <UserSearchField label="Add a user" onSelect={onSelect} excludeIds={excludeIds} />
    </WithFeatureMessages>,
    { mocks },
  );
  return { onSelect };
}

async function type(text: string) {
  const box = await vi.waitFor(() => screen.getByRole('combobox', { name: 'Add a user' }));
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  return box;
}

async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
}

describe('the user search field', () => {
  it('asks for three characters before it searches', async () => {
    const { onSelect } = renderField([]);
    await type('an');
    await settle();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
      'Type at least 3 characters to search.',
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Type at least 3 characters to search.',
    ]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('searches once the typing stops and hands the chosen user over', async () => {
    const { onSelect } = renderField([usersMock('ann', [ANN, ANNA])]);
    await type('ann');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Searching…');
    await settle();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe('2 users found.'),
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ann Archerann · ann@example.com',
      'Anna Bellanna',
    ]);
    fireEvent.click(options[1]!);
    expect(onSelect).toHaveBeenCalledWith({
      __typename: 'GovernanceUser',
      id: 'u-anna',
      userName: 'anna',
      displayName: 'Anna Bell',
      mail: null,
    });
    expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe('');
  });

  it('only searches the text the user settled on', async () => {
    renderField([usersMock('anna', [ANNA])]);
    await type('ann');
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS - 50));
    await type('anna');
    await settle();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Anna Bellanna',
      ]),
    );
  });

  it('leaves out users already chosen and says when none is left', async () => {
    renderField([usersMock('ann', [ANN])], ['u-ann']);
    await type('ann');
    await settle();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
        'No user matches “ann”.',
      ),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No user matches “ann”.',
    ]);
  });

  it('says when the search fails', async () => {
    renderField([failingMock('zed')]);
    await type('zed');
    await settle();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
        'The users could not be searched. Try again.',
      ),
    );
  });
});
