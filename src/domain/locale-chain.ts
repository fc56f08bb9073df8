import { DEFAULT_LOCALE } from './constants.js';

/** The locale, its base language, the configured default locale and en, without repeats. */
export function localeChain(
  locale: string | null | undefined,
  defaultLocale?: string | null,
): string[] {
  const chain: string[] = [];
  const add = (code: string | null | undefined) => {
    if (!code || code.trim() === '') return;
    const trimmed = code.trim();
    const base = trimmed.split(/[-_]/)[0] ?? trimmed;
    for (const candidate of [trimmed, base]) {
      if (!chain.includes(candidate)) chain.push(candidate);
    }
  };
  add(locale);
  add(defaultLocale);
  add(DEFAULT_LOCALE);
  return chain;
}
