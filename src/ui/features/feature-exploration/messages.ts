import { dateRangeMessages } from '../../components/date-range-field/messages.js';
import { riskChartsMessages } from '../../components/risk-charts/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const featureExplorationMessages = withPartMessages(
  defineFeatureMessages('featureExploration', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  dateRangeMessages,
  riskChartsMessages,
);
