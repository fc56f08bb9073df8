import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Menu, MenuItem } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../../src/ui/app/apollo-client.js';
import { LanguageLoader_LocaleMessagesDocument } from '../../../src/ui/gql/graphql.js';
import { createI18n, syncDocumentLanguage } from '../../../src/ui/i18n/i18n.js';
import {
  LanguageMenuSection,
  selectedLanguage,
} from '../../../src/ui/i18n/language-menu-section.js';
import { LANGUAGE_KEY } from '../../../src/ui/i18n/language-preference.js';

const messages = (locale: string, localeMessages: object): MockLink.MockedResponse => ({
  request: {
    query: LanguageLoader_LocaleMessagesDocument,
    variables: { locale, packages: ['shared', 'enduser'] },
  },
  result: { data: { localeMessages } },
});

function renderMenu(mocks: MockLink.MockedResponse[]) {
  const i18n = createI18n();
  const stop = syncDocumentLanguage(i18n, document);
  render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={createCache()} showWarnings={false}>
        <Menu aria-label="Account">
          <MenuItem id="profile">Profile</MenuItem>
          <LanguageMenuSection />
        </Menu>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { i18n, stop };
}

describe('the language section of the account menu', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    document.documentElement.lang = 'en';
  });

  it('names each language in its own language, marked with its language code', () => {
    const { stop } = renderMenu([]);
    const group = screen.getByRole('group', { name: 'Language' });
    const items = within(group).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
      'English',
      'Français',
      'Deutsch',
    ]);
    expect(items.map((item) => item.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
      'en',
      'fr',
      'de',
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    stop();
  });

  it('switches without a reload, with the server’s messages, and remembers the choice', async () => {
    const { i18n, stop } = renderMenu([
      messages('fr', { shared: { shell: { language: 'Langue d’affichage' } } }),
      messages('en', {}),
    ]);
    act(() => {
      fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    });
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(await screen.findByRole('group', { name: 'Langue d’affichage' })).toBeTruthy();
    expect(
      screen.getByRole('menuitemradio', { name: 'Français' }).getAttribute('aria-checked'),
    ).toBe('true');
    stop();
  });
});

describe('selectedLanguage', () => {
  it('maps a regional code to the offered language and ignores others', () => {
    expect(selectedLanguage('fr-CA')).toBe('fr');
    expect(selectedLanguage('de')).toBe('de');
    expect(selectedLanguage('en-XA')).toBe('en');
    expect(selectedLanguage('es')).toBeUndefined();
  });
});
