import { accessRequestMessages } from '../../components/access-request/messages.js';
import { dataTableMessages } from '../../components/data-table/messages.js';
import { userSearchFieldMessages } from '../../components/user-search-field/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const newRequestMessages = withPartMessages(
  defineFeatureMessages('newRequest', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  accessRequestMessages,
  dataTableMessages,
  userSearchFieldMessages,
);
