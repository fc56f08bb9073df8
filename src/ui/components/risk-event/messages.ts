import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';
import { riskChartsMessages } from '../risk-charts/messages.js';
import { riskReasonMessages } from '../risk-reason/messages.js';
import { worldMapMessages } from '../world-map/messages.js';

/** A scored event's detail and badges; a screen that shows them loads these with its own. */
export const riskEventMessages = withPartMessages(
  defineFeatureMessages('riskEvent', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  riskChartsMessages,
  riskReasonMessages,
  worldMapMessages,
);
