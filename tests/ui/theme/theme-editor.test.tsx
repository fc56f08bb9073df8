import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeBase64Chunked } from '../../../src/domain/base64-chunks.js';
import { ThemeEditorPage } from '../../../src/ui/features/theme-editor/theme-editor-page.js';
import {
  ThemeEditor_SaveThemesDocument,
  ThemeEditor_ThemeRealmDocument,
  type SaveThemesInput,
} from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';
import { CONTRAST_SETTINGS, STARTER_SETTINGS } from './theme-fixtures.js';

const theme = (id: string, name: string, isDefault: boolean, settings: object) => ({
  __typename: 'Theme',
  id,
  name,
  isDefault,
  linkedTrees: isDefault ? [] : ['Registration'],
  settings,
});

const themeRealm = (rev: string, primaryColor = '#1b5e3b') => ({
  __typename: 'ThemeRealm',
  rev,
  realms: ['root', 'alpha', 'bravo'].map((realm) => ({
    __typename: 'RealmThemes',
    realm,
    themes: [
      theme(`${realm}-light`, realm === 'bravo' ? 'Highlander' : 'Starter Theme', true, {
        ...STARTER_SETTINGS,
        primaryColor: realm === 'bravo' ? primaryColor : STARTER_SETTINGS.primaryColor,
      }),
      theme(`${realm}-dark`, 'Contrast', false, CONTRAST_SETTINGS),
    ],
  })),
});

const loaded = (rev = '1'): MockLink.MockedResponse => ({
  request: { query: ThemeEditor_ThemeRealmDocument },
  result: { data: { themeRealm: themeRealm(rev) } },
});

function saving(
  sent: SaveThemesInput[],
  outcome: { data: Record<string, unknown> } | { errors: unknown[] },
): MockLink.MockedResponse {
  return {
    request: {
      query: ThemeEditor_SaveThemesDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables['input'] as SaveThemesInput);
        return true;
      },
    },
    result: 'data' in outcome ? { data: outcome.data } : { errors: outcome.errors as never },
  };
}

function openEditor(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<ThemeEditorPage />, { mocks, boot: { realm: 'bravo' } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const primary = () => screen.getByLabelText('Primary (buttons)');

describe('theme editor', () => {
  it("lists the realm's themes, default first, with the default theme open", async () => {
    openEditor([loaded()]);
    const list = await screen.findByRole('navigation', { name: 'Themes of bravo' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HighlanderDefault', 'Contrast']);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Highlander');
    expect(screen.getByLabelText<HTMLInputElement>('Primary (buttons)').value).toBe('#1b5e3b');
    expect(screen.getByLabelText<HTMLInputElement>('Pick Primary (buttons)').value).toBe('#1b5e3b');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('previews the edited colours live and checks them with the shared rules before saving', async () => {
    const sent: SaveThemesInput[] = [];
    openEditor([loaded(), saving(sent, { data: { saveThemes: themeRealm('2', '#7a1f5c') } })]);
    await screen.findByRole('navigation', { name: 'Themes of bravo' });

    fireEvent.change(primary(), { target: { value: 'not a colour!' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('Some values are not valid.');
    expect(screen.getByText(/Enter a valid color/)).toBeTruthy();
    expect(primary().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(primary(), { target: { value: '#7a1f5c' } });
    await waitFor(() => expect(screen.queryByText(/Enter a valid color/)).toBeNull());
    const stages = document.querySelectorAll<HTMLElement>('[data-theme-scope]');
    expect(stages).toHaveLength(2);
    for (const stage of stages)
      expect(stage.style.getPropertyValue('--ic-primary')).toBe('#7a1f5c');

    save();
    expect(await screen.findByText('Themes saved.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ realm: 'bravo', rev: '1' });
    expect(sent[0]?.themes.map((entry) => [entry.id, entry.name, entry.isDefault])).toEqual([
      ['bravo-light', 'Highlander', true],
      ['bravo-dark', 'Contrast', false],
    ]);
    expect((sent[0]?.themes[0]?.settings as Record<string, unknown>)['primaryColor']).toBe(
      '#7a1f5c',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('opens the theme that holds the error when the open one has none', async () => {
    openEditor([loaded()]);
    const list = await screen.findByRole('navigation', { name: 'Themes of bravo' });
    fireEvent.click(within(list).getByRole('button', { name: 'Contrast' }));
    fireEvent.change(screen.getByLabelText('Danger'), { target: { value: 'dangerous!' } });
    fireEvent.click(within(list).getByRole('button', { name: /Highlander/ }));
    save();
    await screen.findByText(/Enter a valid color/);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Contrast');
    expect(
      within(list).getByRole('button', { name: 'Contrast' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('saves a footer script typed as text base64-encoded', async () => {
    const sent: SaveThemesInput[] = [];
    openEditor([loaded(), saving(sent, { data: { saveThemes: themeRealm('2') } })]);
    await screen.findByRole('navigation', { name: 'Themes of bravo' });
    const script = '<script src="https://cdn.example.com/chat.js"></script>';
    fireEvent.change(screen.getByLabelText('Account page footer script'), {
      target: { value: script },
    });
    save();
    await screen.findByText('Themes saved.');
    const settings = sent[0]?.themes[0]?.settings as Record<string, unknown>;
    expect(decodeBase64Chunked(settings['accountFooterScriptTag'] as string)).toBe(script);
  });

  it('shows the theme-save error with a reload when someone else saved first', async () => {
    const sent: SaveThemesInput[] = [];
    openEditor([
      loaded('1'),
      saving(sent, { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] }),
      loaded('3'),
    ]);
    await screen.findByRole('navigation', { name: 'Themes of bravo' });
    fireEvent.change(primary(), { target: { value: '#000000' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an error saving the theme.');
    expect(alert.textContent).toContain('Someone else changed the themes');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload themes' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(primary()).toHaveProperty('value', '#1b5e3b');
  });

  it('shows the field errors the gateway answers under their fields', async () => {
    const sent: SaveThemesInput[] = [];
    openEditor([
      loaded(),
      saving(sent, {
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: '0.settings.linkColor', message: 'validation.theme.colour' }],
            },
          },
        ],
      }),
    ]);
    await screen.findByRole('navigation', { name: 'Themes of bravo' });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'red' } });
    save();
    await screen.findByText(/Enter a valid color/);
    expect(screen.getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the theme-save error for any other failure', async () => {
    openEditor([
      loaded(),
      saving([], { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] }),
    ]);
    await screen.findByRole('navigation', { name: 'Themes of bravo' });
    fireEvent.change(primary(), { target: { value: '#000000' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error saving the theme.',
    );
  });

  it('adds a theme, and deletes a theme after confirming', async () => {
    openEditor([loaded()]);
    const list = await screen.findByRole('navigation', { name: 'Themes of bravo' });
    fireEvent.click(screen.getByRole('button', { name: 'Add theme' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('New Theme');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Delete theme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete New Theme?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Highlander');
    expect(screen.getByRole('button', { name: 'Delete theme' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the theme-set error with a retry when the themes cannot be loaded', async () => {
    openEditor([
      {
        request: { query: ThemeEditor_ThemeRealmDocument },
        result: { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] },
      },
      loaded(),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error setting the theme.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Themes of bravo' })).toBeTruthy();
  });
});
