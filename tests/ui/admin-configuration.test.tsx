import type { MockLink } from '@apollo/client/testing';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigurationPage } from '../../src/ui/features/admin-configuration/configuration-page.js';
import { ConfigurationPage_ConfigurationDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const stored = (id: string, json: string): MockLink.MockedResponse =>
  read(id, {
    data: { configuration: { __typename: 'Configuration', id, rev: '1', json } },
  });

/** Replaces the JSON editor's whole text, as typing would. */
async function typeJson(text: string) {
  const content = await screen.findByTestId('configuration-editor');
  const view = EditorView.findFromDOM(content.querySelector('.cm-content') as HTMLElement);
  if (!view) throw new Error('No CodeMirror view');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

const editorText = async () =>
  (await screen.findByTestId('configuration-editor')).querySelector('.cm-content')?.textContent;

function read(id: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: ConfigurationPage_ConfigurationDocument, variables: { id } }, result };
}

async function open(id: string) {
  const field = await screen.findByRole('textbox', { name: 'Configuration id' });
  fireEvent.change(field, { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('the configuration page', () => {
  it('says an id its administrator may not open is refused, and stays', async () => {
    const onForbidden = vi.fn();
    renderWithProviders(<ConfigurationPage />, {
      path: '/admin/configuration',
      onForbidden,
      mocks: [
        read('ui/configuration', {
          errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
        }),
      ],
    });
    await open('ui/configuration');
    expect(await screen.findByText('Your account may not open this configuration.')).toBeTruthy();
    expect(onForbidden).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuration' })).toBeTruthy();
  });

  it('asks before another object replaces one with unsaved edits', async () => {
    renderWithProviders(<ConfigurationPage />, {
      path: '/admin/configuration',
      mocks: [stored('ui/configuration', '{"lang":"en"}'), stored('ui/themerealm', '{"realm":{}}')],
    });
    await open('ui/configuration');
    await waitFor(async () => expect(await editorText()).toBe('{"lang":"en"}'));
    await typeJson('{"lang":"fr"}');

    await open('ui/themerealm');
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await editorText()).toBe('{"lang":"fr"}');

    await open('ui/themerealm');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(async () => expect(await editorText()).toBe('{"realm":{}}'));
  });
});
