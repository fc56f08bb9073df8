import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../domain/constants.js';
import en from './locales/en.json';

export const NAMESPACE = 'translation';

export function createI18n(language: string = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    load: 'all',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [DEFAULT_LOCALE]: { [NAMESPACE]: structuredClone(en) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export function syncDocumentLanguage(instance: i18n, doc: Document = document): () => void {
  const apply = (language: string) => {
    doc.documentElement.lang = language;
    doc.documentElement.dir = instance.dir(language);
  };
  apply(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
