import { unsavedEditsMessages } from '../../components/unsaved-edits/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const accountSecurityMessages = withPartMessages(
  defineFeatureMessages('accountSecurity', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  unsavedEditsMessages,
);
