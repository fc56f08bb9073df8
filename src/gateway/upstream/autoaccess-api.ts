import { z } from 'zod';
import { TENANT_ID_HEADER } from '../../domain/autoaccess/auto-access-scope.js';
import type { UpstreamHttp } from './http.js';

/** Who calls the auto-access services: the session's access token and realm. */
export interface AutoAccessCaller {
  accessToken: string;
  realm: string;
}

/** The bearer and tenant header every call to the auto-access services carries. */
export async function autoAccessAuth(caller: () => Promise<AutoAccessCaller>) {
  const { accessToken, realm } = await caller();
  return { bearer: accessToken, headers: { [TENANT_ID_HEADER]: realm } };
}

const bucketsSchema = z.looseObject({
  buckets: z.array(z.looseObject({ name: z.string(), created: z.string() })),
});
export type StorageBucket = z.infer<typeof bucketsSchema>['buckets'][number];

const objectSchema = z.looseObject({
  name: z.string(),
  extension: z.string().default(''),
  size: z.number().nonnegative(),
  created: z.string(),
  isFolder: z.boolean(),
});

const objectsSchema = z.looseObject({
  objects: z.array(objectSchema),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type BucketObjectsPage = z.infer<typeof objectsSchema>;

const previewSchema = z.looseObject({ previewContent: z.string() });

/** The auto-access API: buckets, their objects, and a file's first record. */
export function createAutoAccessApi(http: UpstreamHttp, caller: () => Promise<AutoAccessCaller>) {
  return {
    async buckets(prefix: string, max: number): Promise<StorageBucket[]> {
      const answer = await http.request(bucketsSchema, {
        method: 'POST',
        path: 'datasources/search/buckets',
        body: { prefix, max },
        ...(await autoAccessAuth(caller)),
      });
      return answer.buckets;
    },

    async objects(query: {
      bucket: string;
      prefix: string;
      start: number;
      pageSize: number;
    }): Promise<BucketObjectsPage> {
      return http.request(objectsSchema, {
        method: 'POST',
        path: 'datasources/search/objects',
        body: query,
        ...(await autoAccessAuth(caller)),
      });
    },

    async preview(bucket: string, filePath: string): Promise<string> {
      const answer = await http.request(previewSchema, {
        path: 'datasources/preview',
        query: { bucket, filePath },
        ...(await autoAccessAuth(caller)),
      });
      return answer.previewContent;
    },
  };
}

export type AutoAccessApi = ReturnType<typeof createAutoAccessApi>;
