import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The access request's own messages (its fields, history and actions), for the screens that show one. */
export const accessRequestMessages = defineFeatureMessages('accessRequest', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
