import { accessRequestMessages } from '../../components/access-request/messages.js';
import { dataTableMessages } from '../../components/data-table/messages.js';
import { enumLabelMessages } from '../../components/enum-label/messages.js';
import { userSearchFieldMessages } from '../../components/user-search-field/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const approvalsMessages = withPartMessages(
  defineFeatureMessages('approvals', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  accessRequestMessages,
  dataTableMessages,
  enumLabelMessages,
  userSearchFieldMessages,
);
