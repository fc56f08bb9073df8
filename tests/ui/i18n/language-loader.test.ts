import { describe, expect, it, vi } from 'vitest';
import { createI18n, setDefaultLocale } from '../../../src/ui/i18n/i18n.js';
import { loadLanguage, preloadLanguage } from '../../../src/ui/i18n/language-loader.js';
import { mergeServerMessages } from '../../../src/ui/i18n/server-messages.js';

describe('loadLanguage', () => {
  it('loads the French catalogue on demand and switches to it', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await loadLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('shell.signOut')).toBe('Se déconnecter');
  });

  it('falls back from a regional code to its base language, then to en', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'fr-CA', (locale) =>
      Promise.resolve(locale === 'fr-CA' ? { shared: { shell: { profile: 'Mon profil' } } } : {}),
    );
    expect(i18n.language).toBe('fr-CA');
    expect(i18n.resolvedLanguage).toBe('fr-CA');
    expect(i18n.t('shell.profile')).toBe('Mon profil');
    expect(i18n.t('shell.signOut')).toBe('Se déconnecter');
    expect(i18n.languages).toEqual(['fr-CA', 'fr', 'en']);
  });

  it('falls back to the configured default locale before en', async () => {
    const i18n = createI18n();
    setDefaultLocale(i18n, 'de');
    await loadLanguage(i18n, 'es', (locale) =>
      Promise.resolve(locale === 'es' ? { shared: { shell: { signOut: 'Cerrar sesión' } } } : {}),
    );
    expect(i18n.t('shell.signOut')).toBe('Cerrar sesión');
    expect(i18n.t('shell.profile')).toBe('Profil');
    expect(i18n.languages).toEqual(['es', 'de', 'en']);
  });

  it('merges the server’s messages over the shipped ones for each locale of the chain', async () => {
    const i18n = createI18n();
    const fetched: string[] = [];
    await loadLanguage(i18n, 'de-AT', (locale) => {
      fetched.push(locale);
      const messages: Record<string, unknown> = {
        de: { enduser: { menu: { dashboard: 'Startseite' } } },
        en: { shared: { shell: { language: 'Language (server)' } } },
      };
      return Promise.resolve(messages[locale] ?? {});
    });
    expect(fetched.sort()).toEqual(['de', 'de-AT', 'en']);
    expect(i18n.t('menu.dashboard')).toBe('Startseite');
    expect(i18n.t('menu.profile')).toBe('Profil');
    expect(i18n.getResource('en', 'translation', 'shell.language')).toBe('Language (server)');
  });

  it('keeps server messages merged before the catalogue arrived', async () => {
    const i18n = createI18n();
    mergeServerMessages(i18n, 'fr', { enduser: { shell: { signOut: 'Quitter' } } });
    await loadLanguage(i18n, 'fr', () => Promise.resolve({}));
    expect(i18n.t('shell.signOut')).toBe('Quitter');
    expect(i18n.t('shell.profile')).toBe('Profil');
  });

  it('gives a locale whose server messages fail to load no overrides, and asks only once', async () => {
    const i18n = createI18n();
    const fetch = vi.fn((_locale: string) => Promise.reject(new Error('down')));
    await loadLanguage(i18n, 'de', fetch);
    await loadLanguage(i18n, 'de', fetch);
    expect(i18n.t('shell.signOut')).toBe('Abmelden');
    expect(fetch.mock.calls.map(([locale]) => locale).sort()).toEqual(['de', 'en']);
  });

  it('does not fetch what start-up already merged', async () => {
    const i18n = createI18n();
    mergeServerMessages(i18n, 'en', { enduser: { app: { name: 'Custom Console' } } });
    const fetch = vi.fn(() => Promise.resolve({}));
    await loadLanguage(i18n, 'en', fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(i18n.t('app.name')).toBe('Custom Console');
  });

  it('ends on the language asked for last when switches overlap', async () => {
    const i18n = createI18n();
    await Promise.all([loadLanguage(i18n, 'fr'), loadLanguage(i18n, 'de')]);
    expect(i18n.language).toBe('de');
  });

  it('preloads a catalogue without switching to it', async () => {
    const i18n = createI18n();
    await preloadLanguage(i18n, 'de');
    expect(i18n.language).toBe('en');
    expect(i18n.getResource('de', 'translation', 'shell.signOut')).toBe('Abmelden');
  });
});
