import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The labels of enumerated values; a screen that shows such values loads them with its own. */
export const enumLabelMessages = defineFeatureMessages('enum', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
