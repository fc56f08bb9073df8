import type { EntitySearchIndex } from '../../../domain/autoaccess/entity-console.js';

const PR = 'predictionResult';

const pretty = (value: object) => JSON.stringify(value, null, 2);

/** The saved examples: a name (its message key) and a search on one index. */
export const EXAMPLE_QUERIES = [
  {
    id: 'riskyLastDay',
    index: 'risk_explainability',
    query: pretty({
      size: 10,
      track_total_hits: true,
      sort: [{ [`${PR}.risk_score_data.risk_score`]: { order: 'desc' } }],
      query: {
        bool: {
          must: [
            { term: { [`${PR}.risk_score_data.is_risky_event`]: true } },
            { range: { [`${PR}.features.timestamp`]: { gte: 'now-1d' } } },
          ],
        },
      },
    }),
  },
  {
    id: 'topReasons',
    index: 'risk_explainability',
    query: pretty({
      size: 0,
      query: { term: { [`${PR}.risk_score_data.is_risky_event`]: true } },
      aggs: {
        ueba_reasons: { terms: { field: `${PR}.ueba_signal.explainable_features`, size: 10 } },
        cluster_reasons: {
          terms: {
            field: `${PR}.risk_score_data.clustering_result.top_cluster_explainability.keyword`,
            size: 10,
          },
        },
      },
    }),
  },
  {
    id: 'oneUser',
    index: 'risk_explainability',
    query: pretty({
      size: 10,
      track_total_hits: true,
      sort: [{ [`${PR}.features.timestamp`]: { order: 'desc' } }],
      query: { term: { [`${PR}.features.rawUserId.keyword`]: 'user.name' } },
    }),
  },
] as const satisfies readonly { id: string; index: EntitySearchIndex; query: string }[];

export type ExampleId = (typeof EXAMPLE_QUERIES)[number]['id'];
