import { DEFAULT_LOCALE } from '../../domain/constants.js';
import { BUNDLED_LOCALES } from './languages.js';

export interface LanguageSources {
  /** What the user picked in the language selector, if anything. */
  preferred: string | null;
  /** The browser's languages, most wanted first (navigator.languages). */
  browser: readonly string[];
  /** The UI configuration's default locale. */
  defaultLocale: string | null;
}

/** A well-formed language tag in its canonical form (fr_ca → fr-CA); undefined otherwise. */
export function canonicalLocale(code: string | null | undefined): string | undefined {
  if (!code?.trim()) return undefined;
  try {
    return Intl.getCanonicalLocales(code.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

const baseLanguage = (code: string) => code.split('-')[0] ?? code;

/**
 * The language to show: the user's choice, else the first browser language the app has messages
 * for (itself or its base language: fr-CA counts through fr), else the configured default
 * locale, else en.
 */
export function chooseLanguage(
  { preferred, browser, defaultLocale }: LanguageSources,
  bundled: readonly string[] = BUNDLED_LOCALES,
): string {
  const fallback = canonicalLocale(defaultLocale);
  const available = new Set(
    [...bundled, ...(fallback ? [fallback] : [])].map((code) => code.toLowerCase()),
  );
  const offered = (code: string) =>
    available.has(code.toLowerCase()) || available.has(baseLanguage(code).toLowerCase());
  const candidates = [preferred, ...browser].map(canonicalLocale);
  return (
    candidates.find((code) => code !== undefined && offered(code)) ?? fallback ?? DEFAULT_LOCALE
  );
}
