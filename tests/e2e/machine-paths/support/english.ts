import { CATALOGUES, flatten } from '../../../ui/i18n/catalogue.js';

const MESSAGES = flatten(CATALOGUES.en);

/**
 * A message as the app shows it in English: the app's and every screen's catalogue, with
 * `{{values}}` filled in and, when a `count` is given, its plural form.
 */
export function english(key: string, values: Readonly<Record<string, string | number>> = {}) {
  const { count } = values;
  const plural =
    typeof count === 'number' ? MESSAGES.get(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? MESSAGES.get(key);
  if (text === undefined) throw new Error(`No English message ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) =>
    values[name] === undefined ? slot : String(values[name]),
  );
}
