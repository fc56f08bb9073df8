import type en from './locales/en.json';
import type { FeatureCatalogues } from './feature-catalogues.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & FeatureCatalogues };
  }
}
