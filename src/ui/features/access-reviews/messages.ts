import { enumLabelMessages } from '../../components/enum-label/messages.js';
import { defineFeatureMessages, withPartMessages } from '../../i18n/feature-messages.js';

export const accessReviewsMessages = withPartMessages(
  defineFeatureMessages('accessReviews', {
    en: () => import('./messages/en.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
  }),
  enumLabelMessages,
);
