import { browserStorage } from '../lib/browser-storage.js';

/** The UI language the user picked, kept for later visits. */
export const LANGUAGE_KEY = 'identity-console.language';

export const languagePreference = {
  read: (): string | null => browserStorage.read(LANGUAGE_KEY),
  write: (language: string): void => browserStorage.write(LANGUAGE_KEY, language),
};

/** The browser's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
