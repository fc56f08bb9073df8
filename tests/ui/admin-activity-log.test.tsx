import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('the activity log', () => {
  it('names object types and operations in words, keeping the stored subtype', async () => {
    renderWithProviders(<ActivityLogPage />, { mocks: [activity] });
    const userRow = (await screen.findByText('object-1')).closest('tr')!;
    expect(within(userRow).getByText('Users (managed/alpha_user)')).toBeTruthy();
    expect(within(userRow).getByText('Updated')).toBeTruthy();
    const configRow = screen.getByText('object-2').closest('tr')!;
    expect(within(configRow).getByText('Configuration')).toBeTruthy();
    expect(within(configRow).getByText('Deleted')).toBeTruthy();
    const unknownRow = screen.getByText('object-3').closest('tr')!;
    expect(within(unknownRow).getByText('future/kind')).toBeTruthy();
    expect(within(unknownRow).getByText('rename')).toBeTruthy();
  });
});
