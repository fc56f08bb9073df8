import { dataTableMessages } from '../../components/data-table/messages.js';
import { grantsTableMessages } from '../../components/grants-table/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const myAccessMessages = withPartMessages(
  defineFeatureMessages('myAccess', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  grantsTableMessages,
  dataTableMessages,
);
