import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setDefaultLocale } from './i18n.js';
import { chooseLanguage } from './language-choice.js';
import { preloadLanguage } from './language-loader.js';
import { browserLanguages, languagePreference } from './language-preference.js';
import { useLanguageLoader } from './use-language-loader.js';

export interface AppLanguageConfig {
  /** The UI configuration's default locale; undefined until start-up has read it. */
  defaultLocale: string | null | undefined;
}

/**
 * Picks the UI language (the user's choice, the browser's, the configured default, en) and loads
 * it. The shipped catalogue starts loading at once; the choice is settled, and the server's
 * messages fetched, once the UI configuration is known. True once the language is in place.
 */
export function useAppLanguage({ defaultLocale }: AppLanguageConfig): boolean {
  const { i18n } = useTranslation();
  const load = useLanguageLoader();
  const [settled, setSettled] = useState<string | null | undefined>(undefined);
  const configured = defaultLocale !== undefined;

  useEffect(() => {
    const early = chooseLanguage({
      preferred: languagePreference.read(),
      browser: browserLanguages(),
      defaultLocale: null,
    });
    void preloadLanguage(i18n, early);
  }, [i18n]);

  useEffect(() => {
    if (!configured) return;
    let current = true;
    setDefaultLocale(i18n, defaultLocale);
    const language = chooseLanguage({
      preferred: languagePreference.read(),
      browser: browserLanguages(),
      defaultLocale,
    });
    const done = () => {
      if (current) setSettled(defaultLocale);
    };
    load(language).then(done, done);
    return () => {
      current = false;
    };
  }, [configured, defaultLocale, i18n, load]);

  return configured && settled === defaultLocale;
}
