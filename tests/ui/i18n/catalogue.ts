import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import de from '../../../src/ui/i18n/locales/de.json';
import en from '../../../src/ui/i18n/locales/en.json';
import fr from '../../../src/ui/i18n/locales/fr.json';
import type { MessageTree } from '../../../src/ui/i18n/message-tree.js';

const UI = resolve(process.cwd(), 'src/ui');

/**
 * Every `messages/` folder of the screens and kit parts: each holds one screen's (or part's) en, fr
 * and de catalogues.
 */
export function featureMessageFolders(dir = UI): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === 'messages' ? [path] : featureMessageFolders(path);
  });
}

export function readFeatureCatalogue(folder: string, language: string): MessageTree {
  return JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as MessageTree;
}

/** The core catalogue of `language` with every screen's own catalogue beside it. */
function withFeatureMessages(core: object, language: string): MessageTree {
  return Object.assign(
    {},
    core,
    ...featureMessageFolders().map((folder) => readFeatureCatalogue(folder, language)),
  ) as MessageTree;
}

export const CATALOGUES = {
  en: withFeatureMessages(en, 'en'),
  fr: withFeatureMessages(fr, 'fr'),
  de: withFeatureMessages(de, 'de'),
} as const;
export const CORE_CATALOGUES = { en, fr, de } as const;
export const TRANSLATIONS = ['fr', 'de'] as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue by its dotted key. */
export function flatten(tree: object, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') messages.set(path, value);
    else if (value !== null && typeof value === 'object') {
      for (const entry of flatten(value as object, `${path}.`)) messages.set(...entry);
    }
  }
  return messages;
}

/** The key a plural form belongs to, and its category; plain keys have no category. */
export function pluralBase(key: string): { base: string; category?: string } {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] } : { base: key };
}

/** Keys with their plural forms folded together: base key → categories (empty when not plural). */
export function keyGroups(messages: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of messages.keys()) {
    const { base, category } = pluralBase(key);
    const categories = groups.get(base) ?? new Set<string>();
    if (category) categories.add(category);
    groups.set(base, categories);
  }
  return groups;
}

/** Whether `key` names a message, directly or through its plural forms (key_one, key_other…). */
export function hasMessage(messages: Map<string, string>, key: string): boolean {
  return messages.has(key) || messages.has(`${key}_other`);
}

/** `{{name}}` and `{{name, format}}` interpolations and `$t(key)` nestings, normalized. */
export function placeholders(message: string): string[] {
  const interpolations = [...message.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map(
    ([, inner = '']) =>
      `{{${inner
        .split(',')
        .map((part) => part.trim())
        .join(', ')}}}`,
  );
  const nestings = [...message.matchAll(/\$t\([^)]*\)/g)].map(([nesting]) => nesting);
  return [...interpolations, ...nestings].sort();
}

/** The placeholders of a key across all its plural forms. */
export function placeholdersOf(messages: Map<string, string>, base: string): string[] {
  const found = new Set<string>();
  for (const [key, message] of messages) {
    if (pluralBase(key).base === base) for (const name of placeholders(message)) found.add(name);
  }
  return [...found].sort();
}

export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

export interface CatalogueDifferences {
  /** Keys of the reference that the translation lacks. */
  missing: string[];
  /** Keys of the translation that the reference lacks. */
  extra: string[];
  /** Plural keys whose forms are not the ones the language needs. */
  plurals: string[];
  /** Keys whose interpolations or nestings differ from the reference. */
  placeholders: string[];
}

/** How a translation differs from the reference catalogue (en), key by key. */
export function compareCatalogues(
  reference: object,
  translation: object,
  language: string,
): CatalogueDifferences {
  const source = flatten(reference);
  const target = flatten(translation);
  const sourceGroups = keyGroups(source);
  const targetGroups = keyGroups(target);
  const shared = [...sourceGroups.keys()].filter((key) => targetGroups.has(key));
  const needed = pluralCategories(language).join();
  return {
    missing: [...sourceGroups.keys()].filter((key) => !targetGroups.has(key)),
    extra: [...targetGroups.keys()].filter((key) => !sourceGroups.has(key)),
    plurals: shared.flatMap((key) => {
      const pluralInSource = (sourceGroups.get(key)?.size ?? 0) > 0;
      const found = [...(targetGroups.get(key) ?? [])].sort().join();
      return pluralInSource && found !== needed ? [`${key}: ${found || 'no plural forms'}`] : [];
    }),
    placeholders: shared.flatMap((key) => {
      const expected = placeholdersOf(source, key).join(' ');
      const actual = placeholdersOf(target, key).join(' ');
      return expected === actual ? [] : [`${key}: ${expected} → ${actual}`];
    }),
  };
}
