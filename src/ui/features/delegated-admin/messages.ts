import { dataTableMessages } from '../../components/data-table/messages.js';
import { enumLabelMessages } from '../../components/enum-label/messages.js';
import { unsavedEditsMessages } from '../../components/unsaved-edits/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const delegatedAdminMessages = withPartMessages(
  defineFeatureMessages('delegatedAdmin', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  dataTableMessages,
  enumLabelMessages,
  unsavedEditsMessages,
);
