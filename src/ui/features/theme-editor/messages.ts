import { defineFeatureMessages } from '../../i18n/feature-messages.js';

export const themeEditorMessages = defineFeatureMessages('themeEditor', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
