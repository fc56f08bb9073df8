import { bucketBrowserMessages } from '../../components/bucket-browser/messages.js';
import { riskReasonMessages } from '../../components/risk-reason/messages.js';
import { unsavedEditsMessages } from '../../components/unsaved-edits/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const riskConfigMessages = withPartMessages(
  defineFeatureMessages('riskConfig', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  bucketBrowserMessages,
  riskReasonMessages,
  unsavedEditsMessages,
);
