import type { MockLink } from '@apollo/client/testing';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { AssignmentEditPage } from '../../src/ui/features/admin-assignments/assignment-edit-page.js';
import {
  AssignmentEditPage_AssignmentDocument,
  AssignmentEditPage_SaveDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// The editor view (CodeMirror, the script parser) is its own chunk: loaded once here, not in a test.
await import('../../src/ui/features/admin-assignments/assignment-edit-view.js');

const MAPPING = 'managedAlpha_user_systemLdapAccount';
const MAPPINGS = [
  {
    __typename: 'AssignmentMapping',
    name: MAPPING,
    target: 'system/ldap/account',
    attributes: ['employeeType', 'disabled'].map((name) => ({
      __typename: 'SystemAttribute',
      name,
    })),
  },
];

const STORED = {
  __typename: 'Assignment',
  id: 'a-1',
  rev: '4',
  name: 'Engineers',
  description: null,
  mapping: MAPPING,
  attributes: [
    {
      __typename: 'AssignmentAttribute',
      name: 'employeeType',
      value: '"engineer"',
      assignmentOperation: 'replaceTarget',
      unassignmentOperation: 'removeFromTarget',
    },
  ],
  onAssignment: null,
  onUnassignment: null,
};

const newMock: MockLink.MockedResponse = {
  request: {
    query: AssignmentEditPage_AssignmentDocument,
    variables: { id: 'new', existing: false },
  },
  result: { data: { assignmentMappings: MAPPINGS } },
};

const storedMock: MockLink.MockedResponse = {
  request: {
    query: AssignmentEditPage_AssignmentDocument,
    variables: { id: 'a-1', existing: true },
  },
  result: { data: { assignment: STORED, assignmentMappings: MAPPINGS } },
};

function render(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Route path="/admin/assignments/:id">
      <AssignmentEditPage />
    </Route>,
    { path, mocks },
  );
}

async function scriptEditor(name: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No CodeMirror view');
  return view;
}

describe('the assignment editor', () => {
  it('checks values and event scripts as they are typed', async () => {
    render('/admin/assignments/a-1', [storedMock]);
    const value = await screen.findByRole('textbox', { name: /^Value 1/ });
    fireEvent.change(value, { target: { value: 'engineer' } });
    expect(await screen.findByText('Enter true, false, a number or valid JSON.')).toBeTruthy();
    fireEvent.change(value, { target: { value: '42' } });
    await waitFor(() =>
      expect(screen.queryByText('Enter true, false, a number or valid JSON.')).toBeNull(),
    );

    const script = await scriptEditor('On unassignment');
    script.dispatch({ changes: { from: 0, insert: 'if (object.userName {' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid script provided');
    script.dispatch({
      changes: { from: 0, to: script.state.doc.length, insert: 'logger.info("bye");' },
    });
    await waitFor(() => expect(screen.queryByText('Invalid script provided')).toBeNull());
  });

  it("marks a target attribute that the mapping target's schema lacks", async () => {
    const unknown = {
      ...STORED,
      attributes: [{ ...STORED.attributes[0], name: 'shoeSize' }],
    };
    render('/admin/assignments/a-1', [
      { ...storedMock, result: { data: { assignment: unknown, assignmentMappings: MAPPINGS } } },
    ]);
    expect(await screen.findByText('Choose one of the available options.')).toBeTruthy();
  });

  it('refuses to save a draft with a bad value, and saves it by revision once corrected', async () => {
    const sent = vi.fn();
    const save: MockLink.MockedResponse = {
      request: {
        query: AssignmentEditPage_SaveDocument,
        variables: {
          input: {
            id: 'a-1',
            rev: '4',
            name: 'Engineers',
            description: null,
            mapping: MAPPING,
            attributes: [
              {
                name: 'employeeType',
                value: 'true',
                assignmentOperation: 'replaceTarget',
                unassignmentOperation: 'removeFromTarget',
              },
            ],
            onAssignment: null,
            onUnassignment: null,
          },
        },
      },
      result: () => {
        sent();
        return { data: { saveAssignment: { __typename: 'Assignment', id: 'a-1', rev: '5' } } };
      },
    };
    render('/admin/assignments/a-1', [storedMock, save]);
    const value = await screen.findByRole('textbox', { name: /^Value 1/ });
    fireEvent.change(value, { target: { value: 'yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Correct the highlighted fields, then save again.'),
    ).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(value, { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The assignment has been saved.')).toBeTruthy();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('shows the platform refusal with the §8 save error', async () => {
    const save: MockLink.MockedResponse = {
      request: {
        query: AssignmentEditPage_SaveDocument,
        variables: {
          input: {
            name: 'Ops',
            description: null,
            mapping: MAPPING,
            attributes: [],
            onAssignment: null,
            onUnassignment: null,
          },
        },
      },
      result: {
        errors: [
          {
            message: 'Invalid input',
            extensions: { code: 'BAD_USER_INPUT', serverMessage: 'Unknown mapping' },
          },
        ],
      },
    };
    render('/admin/assignments/new', [newMock, save]);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Ops' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error saving the resource, list, theme or assignment.'),
    ).toBeTruthy();
    expect(screen.getByText('Unknown mapping')).toBeTruthy();
  });

  it('saves a new assignment and opens it', async () => {
    const save: MockLink.MockedResponse = {
      request: {
        query: AssignmentEditPage_SaveDocument,
        variables: {
          input: {
            name: 'Ops',
            description: null,
            mapping: MAPPING,
            attributes: [],
            onAssignment: null,
            onUnassignment: null,
          },
        },
      },
      result: { data: { saveAssignment: { __typename: 'Assignment', id: 'a-9', rev: '0' } } },
    };
    const rendered = render('/admin/assignments/new', [newMock, save]);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Ops' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.currentPath()).toBe('/admin/assignments/a-9'));
  });
});
