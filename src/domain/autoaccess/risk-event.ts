import { z } from 'zod';

const heuristicRawResult = z.object({
  is_advanced_bot_detection: z.boolean().optional(),
  is_automated_user_agent: z.boolean().optional(),
  is_brute_force: z.boolean().optional(),
  is_credential_stuffing: z.boolean().optional(),
  is_distributed_attack: z.boolean().optional(),
  is_impossible_travel: z.boolean().optional(),
  is_ip_blocked: z.boolean().optional(),
  is_suspicious_ip: z.boolean().optional(),
  risk_score: z.number().optional(),
});

const geoData = z.object({
  city: z.string().optional(),
  country: z.string().optional(),
  lat: z.number().optional(),
  longitude: z.number().optional(),
  timeZone: z.string().optional(),
  /** "lat,longitude". */
  lat_lon: z.string().optional(),
});

const browserData = z.object({
  os: z.string().optional(),
  osVersion: z.string().optional(),
  userAgentType: z.string().optional(),
  device: z.string().optional(),
  deviceType: z.string().optional(),
  uaFamily: z.string().optional(),
  uaStringRaw: z.string().optional(),
});

/** One scored sign-in event, the `_source` of a `risk_explainability` document. */
export const riskEventSchema = z.object({
  /** The realm path, e.g. "/alpha". */
  realm: z.string().startsWith('/'),
  predictionResult: z.object({
    features: z.object({
      eventId: z.string(),
      userId: z.string(),
      rawUserId: z.string().optional(),
      ipAddress: z.string().optional(),
      /** ISO 8601 instant. */
      timestamp: z.iso.datetime({ offset: true }),
      dayparting: z.string().optional(),
      weekday: z.string().optional(),
      geoData: geoData.optional(),
      browserData: browserData.optional(),
    }),
    botD: z.object({ isBot: z.boolean() }).optional(),
    raw_event_data: z.object({
      transactionId: z.string().optional(),
      response: z.object({ status: z.string() }).optional(),
    }),
    risk_score_data: z.object({
      risk_score: z.number(),
      risk_score_threshold: z.number(),
      is_risky_event: z.boolean(),
      clustering_model_risk_score: z.number().optional(),
      ueba_avg_risk_score: z.number().optional(),
      heuristic_risk_score: z.number().optional(),
      heuristic_agg_result: z
        .object({
          raw_results: z.array(heuristicRawResult).optional(),
          block_rule_result: z
            .object({
              risk_score: z.number().optional(),
              ip_address: z.string().optional(),
              is_blocked: z.boolean().optional(),
              is_allowed: z.boolean().optional(),
              block_list: z.array(z.string()).optional(),
              allow_list: z.array(z.string()).optional(),
            })
            .optional(),
        })
        .optional(),
      clustering_result: z
        .object({ top_cluster_explainability: z.array(z.string()).optional() })
        .optional(),
    }),
    ueba_signal: z
      .object({
        explainability: z.object({ response: z.string() }).optional(),
        explainable_features: z.string().optional(),
      })
      .optional(),
  }),
});

export type RiskEvent = z.infer<typeof riskEventSchema>;

/** The index the risk dashboard searches. */
export const RISK_EVENT_INDEX = 'risk_explainability';

/** The realm path ("/alpha") the documents carry for a realm name. */
export function riskRealmPath(realm: string): string {
  return realm.startsWith('/') ? realm : `/${realm}`;
}
