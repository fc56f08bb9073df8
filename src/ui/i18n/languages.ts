import { DEFAULT_LOCALE } from '../../domain/constants.js';

/** The languages the selector offers, each named in its own language. */
export const LANGUAGES = [
  { code: DEFAULT_LOCALE, name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const;

/** Every string of en, bracketed and lengthened, so that text that bypasses the catalogue shows. */
export const PSEUDO_LOCALE = 'en-XA';

/** Locales with a catalogue in the app; server messages may add others. */
export const BUNDLED_LOCALES: readonly string[] = [
  ...LANGUAGES.map((language) => language.code),
  PSEUDO_LOCALE,
];
