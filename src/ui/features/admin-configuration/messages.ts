import { defineFeatureMessages } from '../../i18n/feature-messages.js';

export const adminConfigMessages = defineFeatureMessages('adminConfig', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
