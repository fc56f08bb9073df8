import { dataTableMessages } from '../../components/data-table/messages.js';
import { riskReasonMessages } from '../../components/risk-reason/messages.js';
import { worldMapMessages } from '../../components/world-map/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';
import { riskChartsMessages } from './charts/messages.js';

export const riskDashboardMessages = withPartMessages(
  defineFeatureMessages('riskDashboard', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  dataTableMessages,
  worldMapMessages,
  riskChartsMessages,
  riskReasonMessages,
);
