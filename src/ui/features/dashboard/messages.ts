import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The dashboard's governance cards and application list; loaded with those widgets only. */
export const dashboardCardsMessages = defineFeatureMessages('dashboardCards', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
