import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const entrySchema = z.looseObject({
  _id: z.string(),
  time: z.string(),
  userName: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  operation: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
const pageSchema = z.looseObject({
  result: z.array(entrySchema),
  totalPagedResults: z.number().default(-1),
});
export type ActivityEntry = z.infer<typeof entrySchema>;

export interface ActivityQuery {
  from?: string | undefined;
  to?: string | undefined;
  userName?: string | undefined;
  objectType?: string | undefined;
  /** CREST `_sortKeys`: a field, descending when it starts with `-`. */
  sortKeys: string;
  pageSize: number;
  offset: number;
}

/** The platform's record of administrative changes. */
export function createIdmActivity(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async query(query: ActivityQuery) {
      return http.request(pageSchema, {
        path: 'audit/activity',
        query: {
          from: query.from,
          to: query.to,
          userName: query.userName,
          objectType: query.objectType,
          _sortKeys: query.sortKeys,
          _pageSize: String(query.pageSize),
          _pagedResultsOffset: String(query.offset),
        },
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmActivity = ReturnType<typeof createIdmActivity>;
