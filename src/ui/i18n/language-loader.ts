import type { i18n } from 'i18next';
import { loadBundledCatalogue } from './bundled-catalogues.js';
import { loadMessagesOfShownFeatures } from './feature-messages.js';
import { languageChain, NAMESPACE } from './i18n.js';
import { hasServerMessages, mergeServerMessages } from './server-messages.js';

/** The server's message packages for one locale, as `/config/uilocale/{locale}` returns them. */
export type ServerMessagesSource = (locale: string) => Promise<unknown>;

const addedCatalogues = new WeakMap<i18n, Map<string, Promise<void>>>();
const latestRequest = new WeakMap<i18n, string>();

/**
 * Adds the shipped catalogue of `locale` once. It goes under any server messages already merged
 * for that locale (they are not overwritten). A catalogue that fails to load is tried again next
 * time.
 */
function addBundledCatalogue(instance: i18n, locale: string): Promise<void> {
  const added = addedCatalogues.get(instance) ?? new Map<string, Promise<void>>();
  addedCatalogues.set(instance, added);
  const pending =
    added.get(locale) ??
    loadBundledCatalogue(locale).then(
      (catalogue) => {
        if (catalogue) instance.addResourceBundle(locale, NAMESPACE, catalogue, true, false);
      },
      () => {
        added.delete(locale);
      },
    );
  added.set(locale, pending);
  return pending;
}

/** Merges the server's messages for `locale` once; a failed fetch leaves that locale empty. */
async function addServerMessages(
  instance: i18n,
  locale: string,
  fetchServerMessages: ServerMessagesSource,
): Promise<void> {
  if (hasServerMessages(instance, locale)) return;
  const payload = await fetchServerMessages(locale).catch(() => ({}));
  mergeServerMessages(instance, locale, payload);
}

/** Starts loading the shipped catalogues `language` needs, without switching to it. */
export function preloadLanguage(instance: i18n, language: string): Promise<void> {
  return Promise.all(
    languageChain(instance, language).map((locale) => addBundledCatalogue(instance, locale)),
  ).then(() => undefined);
}

/**
 * Loads the shipped catalogue, the messages of the screens shown so far and the server's messages
 * for `language` and every locale it falls back to, then switches to it. When several switches overlap, the last one asked for wins.
 */
export async function loadLanguage(
  instance: i18n,
  language: string,
  fetchServerMessages?: ServerMessagesSource,
): Promise<void> {
  latestRequest.set(instance, language);
  const chain = languageChain(instance, language);
  await Promise.all([
    ...chain.flatMap((locale) => [
      addBundledCatalogue(instance, locale),
      ...(fetchServerMessages ? [addServerMessages(instance, locale, fetchServerMessages)] : []),
    ]),
    loadMessagesOfShownFeatures(instance, language),
  ]);
  if (latestRequest.get(instance) === language) await instance.changeLanguage(language);
}
