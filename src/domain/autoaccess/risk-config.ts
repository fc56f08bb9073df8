import { z } from 'zod';

const score = z.number().int().min(0).max(100);
const windowMinutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);
const enabled = z.boolean();

/** An address or CIDR range; its syntax is checked where the lists are used (ipaddr.js). */
const ipEntry = z.string().trim().min(2).max(64);

/**
 * The user-level risk configuration (`/v2/riskConfig/userConfig`), edited as YAML. Every
 * heuristic threshold the engine applies is here; a missing key takes its default.
 */
export const riskUserConfigSchema = z.strictObject({
  risk_score_threshold: score.default(50),
  risk_levels: z.strictObject({ high: score.default(80), medium: score.default(50) }).prefault({}),
  heuristics: z
    .strictObject({
      impossible_travel: z
        .strictObject({
          enabled: enabled.default(true),
          max_speed_kmh: z.number().min(1).max(100_000).default(1000),
          min_distance_km: z.number().min(0).max(20_100).default(500),
          risk_score: score.default(90),
        })
        .prefault({}),
      brute_force: z
        .strictObject({
          enabled: enabled.default(true),
          failures: z.number().int().min(2).max(10_000).default(5),
          window_minutes: windowMinutes.default(10),
          risk_score: score.default(90),
        })
        .prefault({}),
      credential_stuffing: z
        .strictObject({
          enabled: enabled.default(true),
          users_per_ip: z.number().int().min(2).max(100_000).default(10),
          window_minutes: windowMinutes.default(60),
          risk_score: score.default(90),
        })
        .prefault({}),
      suspicious_ip: z
        .strictObject({
          enabled: enabled.default(true),
          attempts_per_ip: z.number().int().min(2).max(1_000_000).default(50),
          window_minutes: windowMinutes.default(60),
          risk_score: score.default(70),
        })
        .prefault({}),
      distributed_attack: z
        .strictObject({
          enabled: enabled.default(true),
          ips_per_user: z.number().int().min(2).max(100_000).default(5),
          window_minutes: windowMinutes.default(60),
          risk_score: score.default(80),
        })
        .prefault({}),
      automated_user_agent: z
        .strictObject({ enabled: enabled.default(true), risk_score: score.default(90) })
        .prefault({}),
      // The client's own bot detection (BotD) found automation: the event's `botD.isBot`.
      advanced_bot_detection: z
        .strictObject({ enabled: enabled.default(true), risk_score: score.default(90) })
        .prefault({}),
    })
    .prefault({}),
  ip_lists: z
    .strictObject({
      allow: z.array(ipEntry).max(10_000).default([]),
      block: z.array(ipEntry).max(10_000).default([]),
    })
    .prefault({}),
  ueba: z
    .strictObject({ min_user_events: z.number().int().min(1).max(100_000).default(20) })
    .prefault({}),
});

export type RiskUserConfig = z.infer<typeof riskUserConfigSchema>;

/** The configuration with every default, as a realm starts with it. */
export function defaultRiskUserConfig(): RiskUserConfig {
  return riskUserConfigSchema.parse({});
}

/** The largest YAML text the editor may save. */
export const MAX_RISK_CONFIG_CHARS = 200_000;
