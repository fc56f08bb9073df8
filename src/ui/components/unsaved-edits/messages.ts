import { defineFeatureMessages } from '../../i18n/feature-messages.js';

/** The question before leaving unsaved edits; a screen with such a form loads it with its own. */
export const unsavedEditsMessages = defineFeatureMessages('unsavedEdits', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
});
