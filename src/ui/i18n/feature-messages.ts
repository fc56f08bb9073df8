import type { i18n } from 'i18next';
import { DEFAULT_LOCALE } from '../../domain/constants.js';
import { languageChain, NAMESPACE } from './i18n.js';
import { PSEUDO_LOCALE } from './languages.js';
import type { MessageTree } from './message-tree.js';

type CatalogueModule = { default: MessageTree };

/**
 * A screen's own messages, shipped in its chunk rather than in the first load: one catalogue per
 * bundled language, each under top-level keys no other catalogue uses (the screen's own, and those
 * of the machines only that screen runs).
 */
export interface FeatureMessages {
  name: string;
  catalogues: Readonly<Record<string, () => Promise<CatalogueModule>>>;
}

export function defineFeatureMessages(
  name: string,
  catalogues: FeatureMessages['catalogues'],
): FeatureMessages {
  return { name, catalogues };
}

/**
 * A screen's messages together with those of the kit parts it uses (a data table…): one catalogue
 * per language, whose parts load side by side.
 */
export function withPartMessages(
  feature: FeatureMessages,
  ...parts: readonly FeatureMessages[]
): FeatureMessages {
  const all = [feature, ...parts];
  const locales = new Set(all.flatMap((each) => Object.keys(each.catalogues)));
  const load = async (locale: string): Promise<CatalogueModule> => {
    const trees = await Promise.all(
      all.map(async (each) => (await each.catalogues[locale]?.())?.default ?? {}),
    );
    return { default: Object.assign({}, ...trees) as MessageTree };
  };
  return {
    name: all.map((each) => each.name).join('+'),
    catalogues: Object.fromEntries([...locales].map((locale) => [locale, () => load(locale)])),
  };
}

const added = new WeakMap<i18n, Map<string, Promise<void>>>();
const inUse = new WeakMap<i18n, Set<FeatureMessages>>();

async function catalogueFor(
  feature: FeatureMessages,
  locale: string,
): Promise<MessageTree | undefined> {
  if (locale === PSEUDO_LOCALE) {
    const en = await feature.catalogues[DEFAULT_LOCALE]?.();
    const { pseudoLocalizeTree } = await import('./pseudo-locale.js');
    return en && pseudoLocalizeTree(en.default);
  }
  return (await feature.catalogues[locale]?.())?.default;
}

/**
 * Adds `feature`'s catalogue for `locale` once, under any server messages already merged (those
 * win). A catalogue that fails to load is tried again next time.
 */
function addFeatureCatalogue(
  instance: i18n,
  feature: FeatureMessages,
  locale: string,
): Promise<void> {
  const byKey = added.get(instance) ?? new Map<string, Promise<void>>();
  added.set(instance, byKey);
  const key = `${feature.name}:${locale}`;
  const pending =
    byKey.get(key) ??
    catalogueFor(feature, locale).then(
      (catalogue) => {
        if (catalogue) instance.addResourceBundle(locale, NAMESPACE, catalogue, true, false);
      },
      () => {
        byKey.delete(key);
      },
    );
  byKey.set(key, pending);
  return pending;
}

/** Loads `feature`'s messages for `language` and every locale it falls back to. */
export function loadFeatureMessages(
  instance: i18n,
  feature: FeatureMessages,
  language: string,
): Promise<void> {
  const features = inUse.get(instance) ?? new Set<FeatureMessages>();
  inUse.set(instance, features);
  features.add(feature);
  return Promise.all(
    languageChain(instance, language).map((locale) =>
      addFeatureCatalogue(instance, feature, locale),
    ),
  ).then(() => undefined);
}

/** Loads the messages of every screen shown so far for `language`, before switching to it. */
export function loadMessagesOfShownFeatures(instance: i18n, language: string): Promise<void> {
  return Promise.all(
    [...(inUse.get(instance) ?? [])].map((feature) =>
      loadFeatureMessages(instance, feature, language),
    ),
  ).then(() => undefined);
}

const settled = new WeakSet<Promise<void>>();

/**
 * The pending load of `feature`'s messages for `language`, or null once they are in: a screen
 * suspends on it so that it never shows untranslated keys.
 */
export function pendingFeatureMessages(
  instance: i18n,
  feature: FeatureMessages,
  language: string,
): Promise<void> | null {
  const pending = loadFeatureMessages(instance, feature, language);
  const chainKey = `${feature.name}:${languageChain(instance, language).join()}`;
  const cached = pendingByChain(instance, chainKey, pending);
  return settled.has(cached) ? null : cached;
}

const chains = new WeakMap<i18n, Map<string, Promise<void>>>();

function pendingByChain(instance: i18n, key: string, pending: Promise<void>): Promise<void> {
  const byKey = chains.get(instance) ?? new Map<string, Promise<void>>();
  chains.set(instance, byKey);
  const existing = byKey.get(key);
  if (existing) return existing;
  const tracked = pending.finally(() => settled.add(tracked));
  byKey.set(key, tracked);
  return tracked;
}
