import type { i18n } from 'i18next';
import { NAMESPACE } from './i18n.js';
import { isPlainRecord } from '../lib/plain-record.js';
import { isMessageTree } from './message-tree.js';

export const SERVER_MESSAGE_PACKAGES = ['shared', 'enduser'] as const;

const mergedLocales = new WeakMap<i18n, Set<string>>();

/**
 * Merges server-side overrides (keyed by package) for a locale on top of the bundled messages.
 * Packages are applied in order, so later ones win. A package that is not a message tree is
 * skipped and the bundled messages stay in place. Returns the packages that were merged.
 */
export function mergeServerMessages(
  instance: i18n,
  locale: string,
  payload: unknown,
  packages: readonly string[] = SERVER_MESSAGE_PACKAGES,
): string[] {
  if (!isPlainRecord(payload)) return [];
  const merged: string[] = [];
  for (const name of packages) {
    const messages = payload[name];
    if (!isMessageTree(messages)) continue;
    instance.addResourceBundle(locale, NAMESPACE, messages, true, true);
    merged.push(name);
  }
  const locales = mergedLocales.get(instance) ?? new Set<string>();
  locales.add(locale);
  mergedLocales.set(instance, locales);
  return merged;
}

/** Whether the server's messages for `locale` have been merged into `instance`. */
export function hasServerMessages(instance: i18n, locale: string): boolean {
  return mergedLocales.get(instance)?.has(locale) ?? false;
}
