import type { TFunction } from 'i18next';
import { canonicalFeature } from '../../../domain/autoaccess/risk-event-reasons.js';
import type { HeuristicKey } from '../../../domain/autoaccess/heuristic-keys.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

const HEURISTIC_LABELS: Record<HeuristicKey, TranslationKey> = {
  is_advanced_bot_detection: 'riskDashboard.reason.is_advanced_bot_detection',
  is_automated_user_agent: 'riskDashboard.reason.is_automated_user_agent',
  is_brute_force: 'riskDashboard.reason.is_brute_force',
  is_credential_stuffing: 'riskDashboard.reason.is_credential_stuffing',
  is_distributed_attack: 'riskDashboard.reason.is_distributed_attack',
  is_impossible_travel: 'riskDashboard.reason.is_impossible_travel',
  is_ip_blocked: 'riskDashboard.reason.is_ip_blocked',
  is_suspicious_ip: 'riskDashboard.reason.is_suspicious_ip',
};

const FEATURE_LABELS: Readonly<Record<string, TranslationKey>> = {
  city: 'riskDashboard.reason.feature.city',
  country: 'riskDashboard.reason.feature.country',
  dayparting: 'riskDashboard.reason.feature.dayparting',
  weekday: 'riskDashboard.reason.feature.weekday',
  device: 'riskDashboard.reason.feature.device',
  deviceType: 'riskDashboard.reason.feature.deviceType',
  os: 'riskDashboard.reason.feature.os',
  osVersion: 'riskDashboard.reason.feature.osVersion',
  userAgentType: 'riskDashboard.reason.feature.userAgentType',
  browser: 'riskDashboard.reason.feature.browser',
  uaFamily: 'riskDashboard.reason.feature.uaFamily',
  ipAddress: 'riskDashboard.reason.feature.ipAddress',
  ipPrefix: 'riskDashboard.reason.feature.ipPrefix',
};

export function heuristicLabel(t: TFunction, key: HeuristicKey): string {
  return t(HEURISTIC_LABELS[key]);
}

/** "Unusual city" for a feature a model found unusual, whatever name the model gave it. */
export function unusualFeatureLabel(t: TFunction, feature: string): string {
  const known = FEATURE_LABELS[canonicalFeature(feature)];
  return known ? t(known) : t('riskDashboard.reason.unusual', { feature });
}

/** A reason as the event log and the detail show it. */
export function reasonLabel(t: TFunction, reason: { kind: string; key?: string | null }): string {
  if (reason.kind === 'heuristic' && reason.key && reason.key in HEURISTIC_LABELS) {
    return heuristicLabel(t, reason.key as HeuristicKey);
  }
  if ((reason.kind === 'ueba' || reason.kind === 'clustering') && reason.key) {
    return unusualFeatureLabel(t, reason.key);
  }
  return t('riskDashboard.reason.none');
}
