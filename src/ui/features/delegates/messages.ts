import { userSearchFieldMessages } from '../../components/user-search-field/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const delegatesMessages = withPartMessages(
  defineFeatureMessages('delegates', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  userSearchFieldMessages,
);
