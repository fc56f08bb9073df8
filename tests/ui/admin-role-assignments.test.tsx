import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoleAssignments } from '../../src/ui/features/admin-roles/role-assignments.js';
import { adminRolesMessages } from '../../src/ui/features/admin-roles/messages.js';
import {
  RoleAssignments_AssignmentsDocument,
  RoleAssignments_LinkDocument,
  RoleAssignments_UnlinkDocument,
} from '../../src/ui/gql/graphql.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

const MAPPING = 'managedAlpha_user_systemLdapAccount';
const row = (id: string, name: string) => ({ __typename: 'Assignment', id, name });

const listed = (linked: string[]): MockLink.MockedResponse => ({
  request: {
    query: RoleAssignments_AssignmentsDocument,
    variables: { roleId: 'r-1', input: { pageSize: 100, offset: 0 } },
  },
  result: {
    data: {
      roleAssignments: linked.map((id) => ({
        ...row(id, id === 'a-1' ? 'Engineers' : 'Operators'),
        mapping: MAPPING,
      })),
      assignments: {
        __typename: 'AssignmentPage',
        rows: [row('a-1', 'Engineers'), row('a-2', 'Operators')],
      },
    },
  },
});

const change = (
  query: typeof RoleAssignments_LinkDocument | typeof RoleAssignments_UnlinkDocument,
  assignmentId: string,
  sent: () => void,
  answer: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query, variables: { input: { roleId: 'r-1', assignmentId } } },
  result: () => {
    sent();
    return answer as never;
  },
});

function render(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <WithFeatureMessages messages={adminRolesMessages}>
      <RoleAssignments roleId="r-1" />
    </WithFeatureMessages>,
    { mocks },
  );
}

describe("the role's assignments", () => {
  it('links an assignment that is not linked yet, and unlinks one', async () => {
    const linked = vi.fn();
    const unlinked = vi.fn();
    render([
      listed(['a-1']),
      change(RoleAssignments_LinkDocument, 'a-2', linked, {
        data: { linkRoleAssignment: true },
      }),
      listed(['a-1', 'a-2']),
      change(RoleAssignments_UnlinkDocument, 'a-1', unlinked, {
        data: { unlinkRoleAssignment: true },
      }),
      listed(['a-2']),
    ]);
    expect(await screen.findByText(`Engineers (${MAPPING})`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add assignment' }));
    expect(await screen.findByText(`Operators (${MAPPING})`)).toBeTruthy();
    expect(linked).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Remove assignment Engineers' }));
    await waitFor(() => expect(screen.queryByText(`Engineers (${MAPPING})`)).toBeNull());
    expect(unlinked).toHaveBeenCalledOnce();
  });

  it('says so when the link is refused', async () => {
    render([
      listed([]),
      change(RoleAssignments_LinkDocument, 'a-1', vi.fn(), {
        errors: [{ message: 'Forbidden', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    ]);
    expect(await screen.findByText('This role carries no assignment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add assignment' }));
    expect(
      await screen.findByText('Error saving the resource, list, theme or assignment.'),
    ).toBeTruthy();
  });
});
