import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';

const HEURISTIC_REASONS = new Set([
  'is_advanced_bot_detection',
  'is_automated_user_agent',
  'is_brute_force',
  'is_credential_stuffing',
  'is_distributed_attack',
  'is_impossible_travel',
  'is_ip_blocked',
  'is_suspicious_ip',
  'no_explainable',
]);

/** The spec's `causeMap`: each feature name an explanation may carry, to its label. */
const FEATURE_LABELS: Readonly<Record<string, string>> = {
  city: 'city',
  country: 'country',
  dayparting: 'timeOfDay',
  time_of_day: 'timeOfDay',
  weekday: 'dayOfWeek',
  day_of_week: 'dayOfWeek',
  device: 'device',
  model: 'device',
  deviceType: 'deviceType',
  os: 'os',
  os_version: 'osVersion',
  osVersion: 'osVersion',
  osWithVersion: 'osVersion',
  userAgentType: 'browserFamily',
  user_agent: 'browserFamily',
  browser: 'browser',
  ipAddress: 'ipAddress',
};

/**
 * A reason of a scored event in words: a heuristic's name, "Unusual X" for a feature the
 * clustering or UEBA model found unusual, or the reason itself when it is neither.
 */
export function reasonLabel(t: TFunction, reason: string): string {
  if (HEURISTIC_REASONS.has(reason)) return t(`riskConfig.reasons.${reason}` as TranslationKey);
  const feature = Object.hasOwn(FEATURE_LABELS, reason) ? FEATURE_LABELS[reason] : undefined;
  if (!feature) return reason;
  return t('riskConfig.reasons.unusual', {
    feature: t(`riskConfig.reasons.features.${feature}` as TranslationKey),
  });
}
