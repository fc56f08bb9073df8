import * as z from 'zod/mini';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';
import { isIpEntry } from './ip-range.js';
import type { RiskUserConfig } from './risk-config.js';
import { DEFAULT_RISK_THRESHOLDS, RISK_SCORE_MAX } from './risk-levels.js';

/** The most addresses or ranges one list holds. */
const MAX_IP_LIST_ENTRIES = 1_000;
/** Scored events are kept between one day and ten years. */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3_650;

const score = z
  .number()
  .check(
    z.int(),
    ruleCheck('minValue', { min: 0 }),
    ruleCheck('maxValue', { max: RISK_SCORE_MAX }),
  );
const ipEntry = z.string().check(z.refine(isIpEntry, 'riskSettings.validation.ipEntry'));
const ipList = z.array(ipEntry).check(maxItemsCheck(MAX_IP_LIST_ENTRIES));

/**
 * The auto-access settings kept beside the YAML risk configuration: IP lists, the risk score
 * threshold, where the medium and high levels start, and how long scored events are kept. The
 * next prediction run applies them.
 */
export const riskSettingsSchema = z
  .object({
    allowList: ipList,
    blockList: ipList,
    riskScoreThreshold: score,
    mediumLevel: score,
    highLevel: score,
    retentionDays: z
      .number()
      .check(
        z.int(),
        ruleCheck('minValue', { min: RETENTION_DAYS_MIN }),
        ruleCheck('maxValue', { max: RETENTION_DAYS_MAX }),
      ),
  })
  .check(
    z.refine((settings) => settings.mediumLevel < settings.highLevel, {
      message: 'riskSettings.validation.levels',
      path: ['highLevel'],
    }),
  );
export type RiskSettings = z.infer<typeof riskSettingsSchema>;

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  allowList: [],
  blockList: [],
  riskScoreThreshold: 50,
  mediumLevel: DEFAULT_RISK_THRESHOLDS.medium,
  highLevel: DEFAULT_RISK_THRESHOLDS.high,
  retentionDays: 180,
};

/** The settings as saved: each list without blanks or repeats, entries trimmed. */
export function normalizedRiskSettings(settings: RiskSettings): RiskSettings {
  const tidy = (list: readonly string[]) => [
    ...new Set(list.map((entry) => entry.trim()).filter((entry) => entry !== '')),
  ];
  return { ...settings, allowList: tidy(settings.allowList), blockList: tidy(settings.blockList) };
}

/**
 * The configuration a prediction run applies: the YAML's, with the settings' threshold and
 * levels, and the settings' addresses and ranges added to the YAML's lists.
 */
export function withRiskSettings(config: RiskUserConfig, settings: RiskSettings): RiskUserConfig {
  const union = (yaml: readonly string[], saved: readonly string[]) => [
    ...new Set([...yaml, ...saved]),
  ];
  return {
    ...config,
    risk_score_threshold: settings.riskScoreThreshold,
    risk_levels: { medium: settings.mediumLevel, high: settings.highLevel },
    ip_lists: {
      allow: union(config.ip_lists.allow, settings.allowList),
      block: union(config.ip_lists.block, settings.blockList),
    },
  };
}

/** The first instant whose scored events a run keeps, for a run started at `now`. */
export function retainedFrom(settings: RiskSettings, now: Date): string {
  return new Date(now.getTime() - settings.retentionDays * 86_400_000).toISOString();
}

export const saveRiskSettingsArgsSchema = z.object({
  settings: riskSettingsSchema,
  rev: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 16 })),
});
