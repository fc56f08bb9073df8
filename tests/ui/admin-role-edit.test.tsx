import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { RoleEditPage } from '../../src/ui/features/admin-roles/role-edit-page.js';
import { RoleEditPage_RoleDocument, RoleEditPage_SaveDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const TARGETS = [
  {
    __typename: 'PrivilegeTarget',
    path: 'managed/alpha_user',
    title: 'Alpha realm - Users',
    attributes: [
      {
        __typename: 'PrivilegeTargetAttribute',
        name: 'userName',
        title: 'Username',
        required: true,
      },
      {
        __typename: 'PrivilegeTargetAttribute',
        name: 'telephoneNumber',
        title: 'Telephone Number',
        required: false,
      },
    ],
  },
];

const newRoleMock: MockLink.MockedResponse = {
  request: { query: RoleEditPage_RoleDocument, variables: { id: 'new', existing: false } },
  result: { data: { privilegeTargets: TARGETS } },
};

function renderNewRole(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <Route path="/admin/roles/:id">
      <RoleEditPage />
    </Route>,
    { path: '/admin/roles/new', mocks: [newRoleMock, ...mocks] },
  );
}

describe('the role editor', () => {
  it('checks a privilege against the rules as it is edited', async () => {
    renderNewRole();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a privilege' }));
    expect(await screen.findByText('Grant at least one permission.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Update' }));
    expect(await screen.findByText('Set at least one attribute to Read/Write.')).toBeTruthy();
    expect(screen.queryByText('Grant at least one permission.')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Filter/ }), {
      target: { value: 'accountStatus eq' },
    });
    expect(await screen.findByText(/This query filter is not valid/)).toBeTruthy();
  });

  it('saves a new role and opens it', async () => {
    const save: MockLink.MockedResponse = {
      request: {
        query: RoleEditPage_SaveDocument,
        variables: {
          input: { name: 'Ops', description: null, privileges: [], timeConstraint: null },
        },
      },
      result: { data: { saveInternalRole: { __typename: 'InternalRole', id: 'r-1', rev: '0' } } },
    };
    const rendered = renderNewRole([save]);
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Ops' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.currentPath()).toBe('/admin/roles/r-1'));
  });

  it('saves at the latest revision once the latest version is loaded after a conflict', async () => {
    const stored = (rev: string) => ({
      data: {
        privilegeTargets: TARGETS,
        internalRole: {
          __typename: 'InternalRole',
          id: 'r-1',
          rev,
          name: 'Ops',
          description: null,
          privileges: [],
          timeConstraint: null,
        },
      },
    });
    const read = { query: RoleEditPage_RoleDocument, variables: { id: 'r-1', existing: true } };
    const saveAt = (rev: string) => ({
      query: RoleEditPage_SaveDocument,
      variables: {
        input: {
          id: 'r-1',
          rev,
          name: 'Ops team',
          description: null,
          privileges: [],
          timeConstraint: null,
        },
      },
    });
    const savedAtLatest = vi.fn(() => ({
      data: { saveInternalRole: { __typename: 'InternalRole', id: 'r-1', rev: '6' } },
    }));
    renderWithProviders(
      <Route path="/admin/roles/:id">
        <RoleEditPage />
      </Route>,
      {
        path: '/admin/roles/r-1',
        mocks: [
          { request: read, result: stored('4') },
          {
            request: saveAt('4'),
            result: { errors: [{ message: 'CONFLICT', extensions: { code: 'CONFLICT' } }] },
          },
          { request: read, result: stored('5') },
          { request: saveAt('5'), result: savedAtLatest },
        ],
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Ops team' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedAtLatest).toHaveBeenCalledTimes(1));
  });
});
