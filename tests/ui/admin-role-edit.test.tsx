import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { RoleEditPage } from '../../src/ui/features/admin-roles/role-edit-page.js';
import { RoleEditPage_RoleDocument, RoleEditPage_SaveDocument } from '../../src/ui/gql/graphql.js';
import { formatDateTime } from '../../src/ui/lib/format-date.js';
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

/** The gateway refusing the save for the fields it names. */
function saveRefused(fieldErrors: Record<string, unknown>[]): MockLink.MockedResponse {
  return {
    request: { query: RoleEditPage_SaveDocument, variables: () => true },
    result: {
      errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
    },
  };
}

function renderRoleEditor(
  path: string,
  mocks: MockLink.MockedResponse[],
  onForbidden?: () => void,
) {
  return renderWithProviders(
    <Route path="/admin/roles/:id">
      <RoleEditPage />
    </Route>,
    { path, mocks, onForbidden },
  );
}

const renderNewRole = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoleEditor('/admin/roles/new', [newRoleMock, ...mocks]);

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

  it('says on the form that a role beyond the realms of its administrator is refused, and keeps the form', async () => {
    const onForbidden = vi.fn();
    // A realm administrator's role with no privileges would reach every realm.
    const refused: MockLink.MockedResponse = {
      request: { query: RoleEditPage_SaveDocument, variables: () => true },
      result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    };
    const rendered = renderRoleEditor('/admin/roles/new', [newRoleMock, refused], onForbidden);
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Ops' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your account may not save this role: it needs at least one privilege, on objects of the realms you administer.',
      ),
    ).toBeTruthy();
    expect(onForbidden).not.toHaveBeenCalled();
    expect(rendered.currentPath()).toBe('/admin/roles/new');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe('Ops');
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
    renderRoleEditor('/admin/roles/r-1', [
      { request: read, result: stored('4') },
      {
        request: saveAt('4'),
        result: { errors: [{ message: 'CONFLICT', extensions: { code: 'CONFLICT' } }] },
      },
      { request: read, result: stored('5') },
      { request: saveAt('5'), result: savedAtLatest },
    ]);
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

  it('asks for both times of a period, or neither, before it saves', async () => {
    const saved = vi.fn(() => ({
      data: { saveInternalRole: { __typename: 'InternalRole', id: 'r-1', rev: '0' } },
    }));
    const rendered = renderNewRole([
      { request: { query: RoleEditPage_SaveDocument, variables: () => true }, result: saved },
    ]);
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Ops' },
    });
    const from = screen.getByRole('group', { name: 'From' });
    for (const segment of within(from).getAllByRole('spinbutton')) {
      fireEvent.keyDown(segment, { key: 'ArrowUp' });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const until = screen.getByRole('group', { name: 'Until' });
    expect(await screen.findByText('Give both times, or neither.')).toBeTruthy();
    expect(until.closest('[data-invalid]')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    expect(rendered.currentPath()).toBe('/admin/roles/new');
  });

  it('takes back what the gateway said of a field once that field is edited', async () => {
    renderNewRole([
      saveRefused([
        { field: 'name', message: 'validation.maxLength', values: { length: 255 } },
        { field: 'description', message: 'validation.maxLength', values: { length: 1024 } },
      ]),
    ]);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Ops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 255 characters.')).toBeTruthy();
    expect(screen.getByText('Use at most 1024 characters.')).toBeTruthy();
    expect(screen.getByText('Correct the highlighted fields, then save again.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Operations' } });
    await waitFor(() => expect(screen.queryByText('Use at most 255 characters.')).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Use at most 1024 characters.')).toBeTruthy();
    expect(screen.getByText('Correct the highlighted fields, then save again.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Runs the platform' },
    });
    await waitFor(() => expect(screen.queryByText('Use at most 1024 characters.')).toBeNull());
    expect(screen.queryByText('Correct the highlighted fields, then save again.')).toBeNull();
  });

  it('shows the time and the refusal of a stored period on the field the gateway names', async () => {
    const role = {
      __typename: 'InternalRole',
      id: 'r-1',
      rev: '4',
      name: 'Ops',
      description: null,
      privileges: [],
      timeConstraint: {
        __typename: 'TimeConstraint',
        start: '2026-12-01T09:30:00.000Z',
        end: '2026-12-01T09:00:00.000Z',
      },
    };
    renderRoleEditor('/admin/roles/r-1', [
      {
        request: { query: RoleEditPage_RoleDocument, variables: { id: 'r-1', existing: true } },
        result: { data: { privilegeTargets: TARGETS, internalRole: role } },
      },
      saveRefused([
        {
          field: 'timeConstraint.end',
          message: 'validation.endAfterStart',
          values: { start: '2026-12-01T09:30:00.000Z' },
        },
      ]),
    ]);
    const from = await screen.findByRole('group', { name: 'From' });
    const minutes = within(from)
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-valuenow'));
    expect(minutes).toContain(String(new Date(role.timeConstraint.start).getMinutes()));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        `The end date cannot be earlier than the start date (${formatDateTime(role.timeConstraint.start, 'en')}).`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Until' }).closest('[data-invalid]')).toBeTruthy();
  });
});
