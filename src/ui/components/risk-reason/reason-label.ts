import type { TFunction } from 'i18next';
import { canonicalFeature } from '../../../domain/autoaccess/risk-event-reasons.js';
import { HEURISTIC_KEYS, type HeuristicKey } from '../../../domain/autoaccess/heuristic-keys.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

/** The reason of an event that nothing explains, as the engine names it. */
const NO_EXPLAINABLE = 'no_explainable';

const HEURISTIC_LABELS: Record<HeuristicKey, TranslationKey> = {
  is_advanced_bot_detection: 'riskReason.is_advanced_bot_detection',
  is_automated_user_agent: 'riskReason.is_automated_user_agent',
  is_brute_force: 'riskReason.is_brute_force',
  is_credential_stuffing: 'riskReason.is_credential_stuffing',
  is_distributed_attack: 'riskReason.is_distributed_attack',
  is_impossible_travel: 'riskReason.is_impossible_travel',
  is_ip_blocked: 'riskReason.is_ip_blocked',
  is_suspicious_ip: 'riskReason.is_suspicious_ip',
};

const FEATURE_LABELS: Readonly<Record<string, TranslationKey>> = {
  city: 'riskReason.feature.city',
  country: 'riskReason.feature.country',
  dayparting: 'riskReason.feature.dayparting',
  weekday: 'riskReason.feature.weekday',
  device: 'riskReason.feature.device',
  deviceType: 'riskReason.feature.deviceType',
  os: 'riskReason.feature.os',
  osVersion: 'riskReason.feature.osVersion',
  userAgentType: 'riskReason.feature.userAgentType',
  browser: 'riskReason.feature.browser',
  uaFamily: 'riskReason.feature.uaFamily',
  ipAddress: 'riskReason.feature.ipAddress',
  ipPrefix: 'riskReason.feature.ipPrefix',
};

export function heuristicLabel(t: TFunction, key: HeuristicKey): string {
  return t(HEURISTIC_LABELS[key]);
}

/** "Unusual City" for a feature a model found unusual, whatever name the model gave it. */
export function unusualFeatureLabel(t: TFunction, feature: string): string {
  const known = FEATURE_LABELS[canonicalFeature(feature)];
  return known ? t(known) : t('riskReason.unusual', { feature });
}

/**
 * A reason as the risk configuration's preview names it: a heuristic key, `no_explainable`, or a
 * feature a model found unusual; anything else as it is.
 */
export function namedReasonLabel(t: TFunction, reason: string): string {
  if ((HEURISTIC_KEYS as readonly string[]).includes(reason)) {
    return heuristicLabel(t, reason as HeuristicKey);
  }
  if (reason === NO_EXPLAINABLE) return t('riskReason.none');
  return canonicalFeature(reason) in FEATURE_LABELS ? unusualFeatureLabel(t, reason) : reason;
}

/** A reason as the event log and the detail show it. */
export function reasonLabel(t: TFunction, reason: { kind: string; key?: string | null }): string {
  if (reason.kind === 'heuristic' && reason.key && reason.key in HEURISTIC_LABELS) {
    return heuristicLabel(t, reason.key as HeuristicKey);
  }
  if ((reason.kind === 'ueba' || reason.kind === 'clustering') && reason.key) {
    return unusualFeatureLabel(t, reason.key);
  }
  return t('riskReason.none');
}
