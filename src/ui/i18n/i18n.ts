import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../domain/constants.js';
import { localeChain } from '../../domain/locale-chain.js';
import en from './locales/en.json';

export const NAMESPACE = 'translation';

interface LocaleSettings {
  defaultLocale: string | null;
}

const settingsOf = new WeakMap<i18n, LocaleSettings>();

interface WhenOptions {
  formatWhen?: (value: unknown, locale: string) => string;
}

/**
 * An i18next instance, ready at once with the bundled en messages. A message missing in the
 * active language is looked up in its base language, then in the configured default locale, then
 * in en (fr-CA → fr → default → en).
 */
export function createI18n(language: string = DEFAULT_LOCALE): i18n {
  const settings: LocaleSettings = { defaultLocale: null };
  const instance = i18next.createInstance();
  settingsOf.set(instance, settings);
  void instance.use(initReactI18next).init({
    lng: language,
    // A list rather than a function: i18next then caches each language's lookup order, which it
    // otherwise works out again for every message.
    fallbackLng: localeChain(null, settings.defaultLocale),
    supportedLngs: false,
    load: 'all',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [DEFAULT_LOCALE]: { [NAMESPACE]: structuredClone(en) } },
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
    returnNull: false,
    initAsync: false,
  });
  // `{{date, when}}`: the call brings the formatting (see validation-message.ts), so that the
  // date code loads with the messages that name dates rather than with the first page.
  instance.services.formatter?.add('when', (value, locale, { formatWhen }: WhenOptions) =>
    formatWhen ? formatWhen(value, locale ?? language) : String(value),
  );
  return instance;
}

/** The locale of the UI configuration, tried before en when a message is missing. */
export function setDefaultLocale(instance: i18n, locale: string | null): void {
  const settings = settingsOf.get(instance);
  if (!settings) return;
  settings.defaultLocale = locale?.trim() || null;
  instance.options.fallbackLng = localeChain(null, settings.defaultLocale);
}

/** The active language and every locale its messages fall back to, in order. */
export function languageChain(instance: i18n, language: string): string[] {
  return localeChain(language, settingsOf.get(instance)?.defaultLocale);
}

export function syncDocumentLanguage(instance: i18n, doc: Document = document): () => void {
  const apply = (language: string) => {
    doc.documentElement.lang = language;
    doc.documentElement.dir = instance.dir(language);
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
