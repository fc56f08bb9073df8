export interface QueryEnvelope {
  result: unknown[];
  resultCount: number;
  pagedResultsCookie: string | null;
  totalPagedResultsPolicy: string;
  totalPagedResults: number;
  remainingPagedResults: number;
}

export function queryEnvelope(
  result: unknown[],
  paging: Partial<Omit<QueryEnvelope, 'result' | 'resultCount'>> = {},
): QueryEnvelope {
  return {
    result,
    resultCount: result.length,
    pagedResultsCookie: paging.pagedResultsCookie ?? null,
    totalPagedResultsPolicy: paging.totalPagedResultsPolicy ?? 'NONE',
    totalPagedResults: paging.totalPagedResults ?? -1,
    remainingPagedResults: paging.remainingPagedResults ?? -1,
  };
}
