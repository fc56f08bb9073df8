import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const endpointSchema = z.looseObject({
  _rev: z.string(),
  name: z.string(),
  context: z.string(),
  behaviour: z.string(),
  description: z.string().default(''),
  deployed: z.boolean(),
});
export type StoredEndpoint = z.infer<typeof endpointSchema>;

const endpointPageSchema = z.looseObject({
  result: z.array(endpointSchema),
  totalPagedResults: z.number().default(-1),
});

export interface EndpointQuery {
  filter: string;
  sortKeys: string;
  pageSize: number;
  offset: number;
}

/** The realm's custom endpoints (`config/endpoint/{name}`), as an administrator manages them. */
export function createIdmEndpoints(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async query(query: EndpointQuery) {
      return http.request(endpointPageSchema, {
        path: 'config/endpoint',
        query: {
          _queryFilter: query.filter,
          _sortKeys: query.sortKeys,
          _pageSize: String(query.pageSize),
          _pagedResultsOffset: String(query.offset),
          _totalPagedResultsPolicy: 'EXACT',
        },
        bearer: await accessToken(),
      });
    },

    async setDeployed(name: string, rev: string, deployed: boolean): Promise<StoredEndpoint> {
      return http.request(endpointSchema, {
        method: 'POST',
        path: `config/endpoint/${encodeURIComponent(name)}`,
        query: { _action: deployed ? 'deploy' : 'undeploy' },
        headers: { 'if-match': `"${rev}"` },
        body: {},
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmEndpoints = ReturnType<typeof createIdmEndpoints>;
