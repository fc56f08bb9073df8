import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../src/ui/app/apollo-client.js';
import { createI18n } from '../../../src/ui/i18n/i18n.js';
import { LANGUAGE_KEY } from '../../../src/ui/i18n/language-preference.js';
import { useAppLanguage, type AppLanguageConfig } from '../../../src/ui/i18n/use-app-language.js';

function renderLanguage(initial: AppLanguageConfig) {
  const i18n = createI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={[]} cache={createCache()} showWarnings={false}>
        {children}
      </MockedProvider>
    </I18nextProvider>
  );
  const hook = renderHook((config: AppLanguageConfig) => useAppLanguage(config), {
    wrapper,
    initialProps: initial,
  });
  return { i18n, hook };
}

describe('useAppLanguage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('waits for the UI configuration, then settles on the stored choice', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'de');
    const { i18n, hook } = renderLanguage({ defaultLocale: undefined });
    expect(hook.result.current).toBe(false);
    await waitFor(() => expect(i18n.hasResourceBundle('de', 'translation')).toBe(true));
    expect(i18n.language).toBe('en');

    hook.rerender({ defaultLocale: 'fr' });
    await waitFor(() => expect(hook.result.current).toBe(true));
    expect(i18n.language).toBe('de');
    expect(i18n.t('shell.signOut')).toBe('Abmelden');
  });

  it('takes the browser’s language when nothing is stored', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    const { i18n, hook } = renderLanguage({ defaultLocale: 'de' });
    await waitFor(() => expect(hook.result.current).toBe(true));
    expect(i18n.language).toBe('fr-CA');
    expect(i18n.t('shell.signOut')).toBe('Se déconnecter');
  });

  it('falls back to the configured default locale, then en', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja']);
    const configured = renderLanguage({ defaultLocale: 'de' });
    await waitFor(() => expect(configured.hook.result.current).toBe(true));
    expect(configured.i18n.language).toBe('de');

    const unconfigured = renderLanguage({ defaultLocale: null });
    await waitFor(() => expect(unconfigured.hook.result.current).toBe(true));
    expect(unconfigured.i18n.language).toBe('en');
  });
});
