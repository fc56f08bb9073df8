import type { i18n } from 'i18next';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  defineFeatureMessages,
  loadFeatureMessages,
  pendingFeatureMessages,
  withPartMessages,
} from '../../../src/ui/i18n/feature-messages.js';
import { createI18n } from '../../../src/ui/i18n/i18n.js';
import { loadLanguage } from '../../../src/ui/i18n/language-loader.js';
import { PSEUDO_LOCALE } from '../../../src/ui/i18n/languages.js';
import { mergeServerMessages } from '../../../src/ui/i18n/server-messages.js';
import { WithFeatureMessages } from '../../../src/ui/i18n/with-feature-messages.js';
import { CORE_CATALOGUES, featureMessageFolders, readFeatureCatalogue } from './catalogue.js';

/** A message of the sample screen, whose keys the typed catalogue does not know. */
function message(instance: i18n, key: string, options: Record<string, unknown> = {}): string {
  return instance.t(key, { ...options, defaultValue: '' });
}

const sample = defineFeatureMessages('sample', {
  en: () => Promise.resolve({ default: { sample: { title: 'Devices', count: '{{n}} devices' } } }),
  fr: () => Promise.resolve({ default: { sample: { title: 'Appareils' } } }),
});

describe('a screen’s own messages', () => {
  it('are added for the language and every locale it falls back to', async () => {
    const i18n = createI18n('fr-CA');
    await loadFeatureMessages(i18n, sample, 'fr-CA');
    expect(message(i18n, 'sample.title')).toBe('Appareils');
    expect(message(i18n, 'sample.count', { n: 2 })).toBe('2 devices');
  });

  it('are pseudo-localized from en for the pseudo-locale', async () => {
    const i18n = createI18n(PSEUDO_LOCALE);
    await loadFeatureMessages(i18n, sample, PSEUDO_LOCALE);
    const title = i18n.getResource(PSEUDO_LOCALE, 'translation', 'sample.title') as string;
    expect(title.startsWith('[')).toBe(true);
    expect(title).not.toBe('Devices');
  });

  it('come with the messages of the kit parts the screen uses', async () => {
    const part = defineFeatureMessages('part', {
      en: () => Promise.resolve({ default: { part: { next: 'Next page' } } }),
      de: () => Promise.resolve({ default: { part: { next: 'Nächste Seite' } } }),
    });
    const i18n = createI18n('de');
    await loadFeatureMessages(i18n, withPartMessages(sample, part), 'de');
    expect(message(i18n, 'part.next')).toBe('Nächste Seite');
    expect(message(i18n, 'sample.title')).toBe('Devices');
  });

  it('never overwrite a server override merged before them', async () => {
    const i18n = createI18n();
    mergeServerMessages(i18n, 'en', { shared: { sample: { title: 'My devices' } } });
    await loadFeatureMessages(i18n, sample, 'en');
    expect(message(i18n, 'sample.title')).toBe('My devices');
  });

  it('are no longer pending once loaded', async () => {
    const i18n = createI18n();
    const pending = pendingFeatureMessages(i18n, sample, 'en');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(pendingFeatureMessages(i18n, sample, 'en')).toBeNull();
  });

  it('are loaded for a new language before the switch, once the screen has been shown', async () => {
    const i18n = createI18n();
    await loadFeatureMessages(i18n, sample, 'en');
    await loadLanguage(i18n, 'fr');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(message(i18n, 'sample.title')).toBe('Appareils');
  });

  it('hold the screen behind a loading state until they are in, so no raw key shows', async () => {
    const i18n = createI18n();
    function Screen() {
      const { i18n: instance } = useTranslation();
      return <h1>{message(instance, 'sample.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <WithFeatureMessages messages={sample}>
          <Screen />
        </WithFeatureMessages>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Devices' })).toBeTruthy();
    expect(screen.queryByText('sample.title')).toBeNull();
  });
});

describe('the screens’ catalogue files', () => {
  const coreKeys = new Set(Object.keys(CORE_CATALOGUES.en));
  const folders = featureMessageFolders();

  it.each(folders)('%s holds one top-level key of its own in en, fr and de', (folder) => {
    const keys = (['en', 'fr', 'de'] as const).map((language) =>
      Object.keys(readFeatureCatalogue(folder, language)),
    );
    expect(keys[0]).toHaveLength(1);
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
    expect(coreKeys.has(keys[0]?.[0] ?? '')).toBe(false);
  });

  it('use a different top-level key in every screen', () => {
    const keys = folders.flatMap((folder) => Object.keys(readFeatureCatalogue(folder, 'en')));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
