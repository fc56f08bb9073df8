import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';

/** The weekdays as the risk engine names them, Sunday first. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A Sunday, from which each weekday's name in the active language is read. */
const A_SUNDAY = Date.UTC(2026, 0, 4);
const DAY_MS = 86_400_000;

/** The words the risk engine gives as values of these features, translated in riskCharts.values. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  dayparting: ['morning', 'afternoon', 'evening', 'night'],
  device: ['desktop', 'mobile', 'tablet', 'tv', 'bot'],
  deviceType: ['desktop', 'mobile', 'tablet', 'tv', 'bot'],
};
/** What the engine gives when it could not tell. */
const UNKNOWN = 'Unknown';

/**
 * A feature's value in the active language: the weekdays, the parts of the day, the kinds of
 * device and an unknown value; any other value (a city, a browser) as the engine gave it.
 */
export function useFeatureValueLabel(): (feature: string, value: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (feature, value) => {
      if (value.trim() === '' || value === UNKNOWN) return t('riskCharts.values.unknown');
      if (feature === 'weekday') {
        const day = WEEKDAYS.indexOf(value);
        if (day < 0) return value;
        return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
          A_SUNDAY + day * DAY_MS,
        );
      }
      return WORDS[feature]?.includes(value)
        ? t(
            `riskCharts.values.${feature === 'deviceType' ? 'device' : feature}.${value}` as TranslationKey,
          )
        : value;
    },
    [t, i18n.language],
  );
}
