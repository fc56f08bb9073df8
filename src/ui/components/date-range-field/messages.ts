import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The day-range field's own messages; a screen that shows one loads them with its own. */
export const dateRangeMessages = defineFeatureMessages('dateRange', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
