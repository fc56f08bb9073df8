import en from './locales/en.json';
import type { MessageTree } from './message-tree.js';
import { PSEUDO_LOCALE } from './languages.js';

/** Catalogues loaded on demand, so that only en travels with the first load. */
const LAZY_CATALOGUES: Readonly<Record<string, () => Promise<MessageTree>>> = {
  fr: async () => (await import('./locales/fr.json')).default,
  de: async () => (await import('./locales/de.json')).default,
  [PSEUDO_LOCALE]: async () => (await import('./pseudo-locale.js')).pseudoLocalizeTree(en),
};

/** Whether the app ships a catalogue for `locale` that is not loaded yet. */
function hasLazyCatalogue(locale: string): boolean {
  return Object.hasOwn(LAZY_CATALOGUES, locale);
}

/** The shipped catalogue of `locale`; undefined for en (always loaded) and unknown locales. */
export async function loadBundledCatalogue(locale: string): Promise<MessageTree | undefined> {
  return hasLazyCatalogue(locale) ? LAZY_CATALOGUES[locale]?.() : undefined;
}
