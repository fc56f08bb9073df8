import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The labels of risk reasons; a screen that shows them loads these with its own messages. */
export const riskReasonMessages = defineFeatureMessages('riskReason', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
