import { z } from 'zod';
import { autoAccessAuth, type AutoAccessCaller } from './autoaccess-api.js';
import type { UpstreamHttp } from './http.js';

const userConfigSchema = z.looseObject({ config: z.string(), _rev: z.string() });
export type StoredRiskUserConfig = z.infer<typeof userConfigSchema>;

const previewEventSchema = z.looseObject({
  eventId: z.string(),
  userId: z.string(),
  timestamp: z.string(),
  risk_score: z.number(),
  is_risky_event: z.boolean(),
  reasons: z.array(z.string()),
});

const previewSchema = z.looseObject({
  model: z.enum(['published', 'heuristics-only']),
  events: z.array(previewEventSchema),
});

export interface RiskPreviewRequest {
  bucket: string;
  filePath: string;
  yaml: string;
  numOfEvents: number;
}

/** The auto-access risk configuration and its evaluation preview (issue 12 contract). */
export function createAutoAccessRiskConfigApi(
  http: UpstreamHttp,
  caller: () => Promise<AutoAccessCaller>,
) {
  return {
    async userConfig(): Promise<StoredRiskUserConfig> {
      return http.request(userConfigSchema, {
        path: 'v2/riskConfig/userConfig',
        ...(await autoAccessAuth(caller)),
      });
    },

    /** A stale `_rev` is a 412 and changes nothing. */
    async saveUserConfig(config: string, rev: string): Promise<StoredRiskUserConfig> {
      return http.request(userConfigSchema, {
        method: 'PUT',
        path: 'v2/riskConfig/userConfig',
        body: { config, _rev: rev },
        ...(await autoAccessAuth(caller)),
      });
    },

    async preview({ bucket, filePath, yaml, numOfEvents }: RiskPreviewRequest) {
      return http.request(previewSchema, {
        method: 'POST',
        path: 'processEvaluation/v2/preview',
        body: { filePath, bucket, processJSON: { 'active-user-config': yaml }, numOfEvents },
        ...(await autoAccessAuth(caller)),
      });
    },
  };
}

export type AutoAccessRiskConfigApi = ReturnType<typeof createAutoAccessRiskConfigApi>;
