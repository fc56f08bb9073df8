/** The typed form of the Elasticsearch query DSL subset the event index answers. */
export type TermValue = string | number | boolean;

export type Query =
  | { kind: 'match_all' }
  | {
      kind: 'bool';
      must: Query[];
      filter: Query[];
      should: Query[];
      mustNot: Query[];
      /** How many `should` clauses must match, resolved against their count. */
      minimumShouldMatch: number;
    }
  | { kind: 'term'; field: string; value: TermValue; caseInsensitive: boolean }
  | { kind: 'terms'; field: string; values: TermValue[] }
  | { kind: 'range'; field: string; bounds: RangeBounds }
  | { kind: 'wildcard'; field: string; pattern: string; caseInsensitive: boolean }
  | { kind: 'match'; field: string; query: TermValue; operator: 'or' | 'and' }
  | { kind: 'nested'; path: string; query: Query }
  | { kind: 'exists'; field: string }
  | { kind: 'script'; left: string; operator: ScriptOperator; right: string };

export type ScriptOperator = '>' | '>=' | '<' | '<=' | '==' | '!=';

export interface RangeBounds {
  gte?: string | number;
  gt?: string | number;
  lte?: string | number;
  lt?: string | number;
}

type SortDirection = 'asc' | 'desc';

export interface BucketOrder {
  by: '_count' | '_key';
  direction: SortDirection;
}

export type Aggregation =
  | {
      kind: 'terms';
      field: string;
      size: number;
      order: BucketOrder;
      minDocCount: number;
      aggs: Aggregations;
    }
  | {
      kind: 'multi_terms';
      fields: string[];
      size: number;
      order: BucketOrder;
      minDocCount: number;
      aggs: Aggregations;
    }
  | {
      kind: 'date_histogram';
      field: string;
      interval: 'day' | 'hour';
      timeZone: string;
      minDocCount: number;
      aggs: Aggregations;
    }
  | { kind: 'filter'; query: Query; aggs: Aggregations }
  | { kind: 'avg'; field: string }
  | { kind: 'cardinality'; field: string };

export type Aggregations = Record<string, Aggregation>;

export interface SortKey {
  /** A mapped field, or `_doc` (index order) or `_score` (constant: no relevance scoring). */
  field: string;
  direction: SortDirection;
}

export interface SearchBody {
  query: Query;
  aggs: Aggregations;
  sort: SortKey[];
  size: number;
  from: number;
  searchAfter: unknown[] | undefined;
  /** true: exact; false: no total; a number: exact up to it, then `gte`. */
  trackTotalHits: boolean | number;
}
