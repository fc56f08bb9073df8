import { dataTableMessages } from '../../components/data-table/messages.js';
import { dateRangeMessages } from '../../components/date-range-field/messages.js';
import { riskEventMessages } from '../../components/risk-event/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const riskActivityMessages = withPartMessages(
  defineFeatureMessages('riskActivity', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  dataTableMessages,
  dateRangeMessages,
  riskEventMessages,
);
