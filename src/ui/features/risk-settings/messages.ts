import { defineFeatureMessages } from '../../i18n/feature-messages.js';

export const riskSettingsMessages = defineFeatureMessages('riskSettings', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
