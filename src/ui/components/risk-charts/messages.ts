import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The risk charts' own messages; the screen that shows them loads them with its own. */
export const riskChartsMessages = defineFeatureMessages('riskCharts', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
