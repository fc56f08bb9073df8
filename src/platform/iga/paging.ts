import { z } from 'zod';

/** The largest page a governance list answers. */
const MAX_PAGE_SIZE = 100;
const MAX_OFFSET = 1_000_000;

/** `_pageSize` and `_pagedResultsOffset` of a governance list. */
export const pagingQuery = z.object({
  _pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  _pagedResultsOffset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
});

export interface Paging {
  limit: number;
  offset: number;
}

export function pagingOf(query: z.infer<typeof pagingQuery>): Paging {
  return { limit: query._pageSize, offset: query._pagedResultsOffset };
}

/** A governance list's answer: one page and the number of rows on every page. */
export interface Page<T> {
  result: T[];
  totalCount: number;
}
