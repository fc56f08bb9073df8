import { enumLabelMessages } from '../../components/enum-label/messages.js';
import { userSearchFieldMessages } from '../../components/user-search-field/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const certificationTaskMessages = withPartMessages(
  defineFeatureMessages('certificationTask', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  enumLabelMessages,
  userSearchFieldMessages,
);
