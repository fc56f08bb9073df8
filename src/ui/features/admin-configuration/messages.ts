import { unsavedEditsMessages } from '../../components/unsaved-edits/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const adminConfigMessages = withPartMessages(
  defineFeatureMessages('adminConfig', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  unsavedEditsMessages,
);
