import { z } from 'zod';
import { autoAccessAuth, type AutoAccessCaller } from './autoaccess-api.js';
import type { UpstreamHttp } from './http.js';

const storedSettingsSchema = z.looseObject({
  settings: z.looseObject({
    allowList: z.array(z.string()),
    blockList: z.array(z.string()),
    riskScoreThreshold: z.number(),
    mediumLevel: z.number(),
    highLevel: z.number(),
    retentionDays: z.number(),
  }),
  _rev: z.string(),
});
export type StoredRiskSettings = z.infer<typeof storedSettingsSchema>;

/** The auto-access settings beside the YAML risk configuration, saved by revision. */
export function createAutoAccessSettingsApi(
  http: UpstreamHttp,
  caller: () => Promise<AutoAccessCaller>,
) {
  return {
    async settings(): Promise<StoredRiskSettings> {
      return http.request(storedSettingsSchema, {
        path: 'v2/settings',
        ...(await autoAccessAuth(caller)),
      });
    },

    /** A stale `_rev` is a 412 and changes nothing. */
    async saveSettings(settings: object, rev: string): Promise<StoredRiskSettings> {
      return http.request(storedSettingsSchema, {
        method: 'PUT',
        path: 'v2/settings',
        body: { settings, _rev: rev },
        ...(await autoAccessAuth(caller)),
      });
    },
  };
}

export type AutoAccessSettingsApi = ReturnType<typeof createAutoAccessSettingsApi>;
