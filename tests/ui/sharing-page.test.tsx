import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SharingPage } from '../../src/ui/features/sharing/sharing-page.js';
import {
  SharingPage_SharingDocument,
  SharingRequestsCard_ApproveDocument,
  SharingRequestsCard_DenyDocument,
  ShareDialog_ModifyDocument,
  ShareDialog_ShareDocument,
  UnshareDialog_UnshareDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const share = (username: string, scopes: string[]) => ({
  __typename: 'ResourceShare',
  username,
  scopes,
});

const resource = (
  id: string,
  name: string,
  rev: string,
  shares: ReturnType<typeof share>[] = [],
) => ({
  __typename: 'SharingResource',
  id,
  rev,
  name,
  type: 'Photo album',
  icon: null,
  scopes: ['view', 'edit'],
  shares,
});

const PHOTOS = resource('rs-photos', 'Holiday photos', '2', [share('ann.smith', ['view'])]);
const RECORDS = resource('rs-records', 'Medical records', '1');
const REQUEST = {
  __typename: 'SharingRequest',
  id: 'req-1',
  requester: 'bob.jones',
  resourceName: 'Medical records',
  scopes: ['view'],
  requestDate: '2026-02-28T09:30:00.000Z',
};
const READING_LIST = {
  __typename: 'SharedResource',
  id: 'rs-books',
  name: 'Book club reading list',
  type: 'Document',
  icon: null,
  owner: 'ann.smith',
  scopes: ['view'],
};

function loaded(
  data: {
    sharingResources?: unknown[];
    sharingRequests?: unknown[];
    sharedWithMe?: unknown[];
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: SharingPage_SharingDocument },
    result: {
      data: {
        sharingResources: [RECORDS, PHOTOS],
        sharingRequests: [REQUEST],
        sharedWithMe: [READING_LIST],
        ...data,
      },
    },
  };
}

const failure = (code: string, fieldErrors?: unknown[]) => ({
  errors: [{ message: code, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

function mutation(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query, variables }, result };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<SharingPage />, { mocks, path: '/sharing' });
}

const resourceArticle = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog');

describe('SharingPage', () => {
  it('shows a loading state, then the resources, the requests and what is shared with me', async () => {
    renderPage([loaded()]);
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharing' })).toBeTruthy();

    const mine = await screen.findByRole('region', { name: 'My resources' });
    const photos = within(mine).getByRole('article', { name: 'Holiday photos' });
    const sharedWith = within(photos).getByRole('list', { name: 'Shared with' });
    expect(sharedWith.textContent).toContain('ann.smith');
    expect(sharedWith.textContent).toContain('Access: View');
    expect(within(mine).getByRole('article', { name: 'Medical records' }).textContent).toContain(
      'Not shared with anyone.',
    );

    const requests = screen.getByRole('region', { name: 'Requests' });
    expect(requests.textContent).toContain('bob.jones asks for access to Medical records');
    expect(requests.textContent).toContain('Access asked for: View');

    const shared = screen.getByRole('region', { name: 'Shared with me' });
    expect(shared.textContent).toContain('Book club reading list');
    expect(shared.textContent).toContain('Shared by ann.smith');
  });

  it('says so when there is nothing to show', async () => {
    renderPage([loaded({ sharingResources: [], sharingRequests: [], sharedWithMe: [] })]);
    expect(await screen.findByText('You do not own any resources yet.')).toBeTruthy();
    expect(screen.getByText('No one is waiting for access to your resources.')).toBeTruthy();
    expect(screen.getByText('No one has shared anything with you yet.')).toBeTruthy();
  });

  it('shows the retrieval error when the page cannot load', async () => {
    renderPage([{ request: { query: SharingPage_SharingDocument }, result: failure('NOT_FOUND') }]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There was an error retrieving the resource.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks the share form before sending, then shares and says so', async () => {
    const shared = resource('rs-records', 'Medical records', '2', [
      share('bob.jones', ['view', 'edit']),
    ]);
    renderPage([
      loaded(),
      mutation(
        ShareDialog_ShareDocument,
        {
          input: {
            resourceId: 'rs-records',
            rev: '1',
            username: 'bob.jones',
            scopes: ['view', 'edit'],
          },
        },
        { data: { shareResource: shared } },
      ),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(
      within(resourceArticle('Medical records')).getByRole('button', {
        name: 'Share Medical records',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Share Medical records' })).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'View' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));
    expect(await within(dialog()).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog()).getByText('Select at least one option.')).toBeTruthy();

    fireEvent.change(within(dialog()).getByLabelText('Username'), {
      target: { value: ' bob.jones ' },
    });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'View' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Edit' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Resource shared')).toBeTruthy();
    expect(
      within(resourceArticle('Medical records')).getByRole('list', { name: 'Shared with' })
        .textContent,
    ).toContain('bob.jones');
  });

  it('keeps what was typed and explains an unknown username', async () => {
    renderPage([
      loaded(),
      mutation(
        ShareDialog_ShareDocument,
        {
          input: { resourceId: 'rs-records', rev: '1', username: 'nobody', scopes: ['view'] },
        },
        failure('BAD_USER_INPUT', [{ field: 'username', message: 'sharing.errors.unknownUser' }]),
      ),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical records' }));
    fireEvent.change(within(dialog()).getByLabelText('Username'), {
      target: { value: 'nobody' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog()).findByText('There is no active user with this username.'),
    ).toBeTruthy();
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Username').value).toBe('nobody');
  });

  it('shows the spec message when sharing fails for another reason', async () => {
    renderPage([
      loaded(),
      mutation(
        ShareDialog_ShareDocument,
        { input: { resourceId: 'rs-records', rev: '1', username: 'bob.jones', scopes: ['view'] } },
        failure('NOT_FOUND'),
      ),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical records' }));
    fireEvent.change(within(dialog()).getByLabelText('Username'), {
      target: { value: 'bob.jones' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('Share failed');
  });

  it('changes the access a user holds', async () => {
    renderPage([
      loaded(),
      mutation(
        ShareDialog_ModifyDocument,
        {
          input: {
            resourceId: 'rs-photos',
            rev: '2',
            username: 'ann.smith',
            scopes: ['view', 'edit'],
          },
        },
        {
          data: {
            modifyResourceShare: resource('rs-photos', 'Holiday photos', '3', [
              share('ann.smith', ['view', 'edit']),
            ]),
          },
        },
      ),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(
      screen.getByRole('button', { name: 'Change access of ann.smith to Holiday photos' }),
    );
    expect(within(dialog()).queryByLabelText('Username')).toBeNull();
    expect(within(dialog()).getByRole<HTMLInputElement>('checkbox', { name: 'View' }).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Edit' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource modified')).toBeTruthy();
    expect(
      within(resourceArticle('Holiday photos')).getByRole('list', { name: 'Shared with' })
        .textContent,
    ).toContain('Access: View, Edit');
  });

  it('asks before unsharing, and shows the conflict message for a stale page', async () => {
    const changedElsewhere = resource('rs-photos', 'Holiday photos', '5', [
      share('ann.smith', ['view', 'edit']),
    ]);
    renderPage([
      loaded(),
      mutation(
        UnshareDialog_UnshareDocument,
        { input: { resourceId: 'rs-photos', rev: '2', username: 'ann.smith' } },
        failure('CONFLICT'),
      ),
      loaded({ sharingResources: [RECORDS, changedElsewhere] }),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(screen.getByRole('button', { name: 'Unshare Holiday photos with ann.smith' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Stop sharing Holiday photos?' });
    expect(confirm.textContent).toContain(
      'ann.smith will no longer have access to Holiday photos.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unshare' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain(
      'Someone changed the sharing of this resource after you opened it.',
    );
    await waitFor(() =>
      expect(
        within(resourceArticle('Holiday photos')).getByRole('list', { name: 'Shared with' })
          .textContent,
      ).toContain('Access: View, Edit'),
    );
  });

  it('unshares once confirmed', async () => {
    renderPage([
      loaded(),
      mutation(
        UnshareDialog_UnshareDocument,
        { input: { resourceId: 'rs-photos', rev: '2', username: 'ann.smith' } },
        { data: { unshareResource: resource('rs-photos', 'Holiday photos', '3') } },
      ),
    ]);
    await screen.findByRole('region', { name: 'My resources' });
    fireEvent.click(screen.getByRole('button', { name: 'Unshare Holiday photos with ann.smith' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unshare' }),
    );
    expect(await screen.findByText('Resource unshared')).toBeTruthy();
    expect(resourceArticle('Holiday photos').textContent).toContain('Not shared with anyone.');
  });

  it('allows a request, then shows the page again without it', async () => {
    renderPage([
      loaded(),
      mutation(
        SharingRequestsCard_ApproveDocument,
        { id: 'req-1' },
        {
          data: {
            approveSharingRequest: resource('rs-records', 'Medical records', '2', [
              share('bob.jones', ['view']),
            ]),
          },
        },
      ),
      loaded({
        sharingResources: [
          resource('rs-records', 'Medical records', '2', [share('bob.jones', ['view'])]),
          PHOTOS,
        ],
        sharingRequests: [],
      }),
    ]);
    const requests = await screen.findByRole('region', { name: 'Requests' });
    fireEvent.click(
      within(requests).getByRole('button', {
        name: 'Allow bob.jones access to Medical records',
      }),
    );
    expect(await screen.findByText('Request allowed')).toBeTruthy();
    expect(
      await within(requests).findByText('No one is waiting for access to your resources.'),
    ).toBeTruthy();
    expect(resourceArticle('Medical records').textContent).toContain('bob.jones');
  });

  it('shows the spec messages when answering a request fails', async () => {
    renderPage([
      loaded(),
      mutation(SharingRequestsCard_DenyDocument, { id: 'req-1' }, failure('NOT_FOUND')),
      mutation(SharingRequestsCard_ApproveDocument, { id: 'req-1' }, failure('NOT_FOUND')),
    ]);
    const requests = await screen.findByRole('region', { name: 'Requests' });
    fireEvent.click(
      within(requests).getByRole('button', { name: 'Deny bob.jones access to Medical records' }),
    );
    expect((await within(requests).findByRole('alert')).textContent).toContain(
      'Deny request failed',
    );
    fireEvent.click(
      within(requests).getByRole('button', { name: 'Allow bob.jones access to Medical records' }),
    );
    await waitFor(() =>
      expect(within(requests).getByRole('alert').textContent).toContain('Approve request failed'),
    );
  });
});
