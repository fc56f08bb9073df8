/** The Elasticsearch response shape the dashboard reads. */
export interface EsHit {
  _index: string;
  _id: string;
  _score: number | null;
  _source: unknown;
  sort?: unknown[];
}

export interface EsSearchResponse {
  took: number;
  timed_out: false;
  _shards: { total: 1; successful: 1; skipped: 0; failed: 0 };
  hits: {
    total?: { value: number; relation: 'eq' | 'gte' };
    max_score: number | null;
    hits: EsHit[];
  };
  aggregations?: Record<string, unknown>;
}
