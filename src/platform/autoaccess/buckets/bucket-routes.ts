import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input.js';
import { readFirstRecord } from './first-record.js';
import { listBuckets } from './list-buckets.js';
import { listObjects } from './list-objects.js';
import { resolveDataFile } from './resolve-data-file.js';

const MAX_BUCKETS = 1000;
const MAX_OBJECTS_PAGE_SIZE = 100;

const text = z.string().max(1024);

const bucketsBody = z.object({
  prefix: text.default(''),
  max: z.number().int().min(1).max(MAX_BUCKETS).default(MAX_BUCKETS),
});

const objectsBody = z.object({
  bucket: text,
  prefix: text.default(''),
  start: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.number().int().min(1).max(MAX_OBJECTS_PAGE_SIZE).default(6),
});

const previewQuery = z.object({ bucket: text.min(1), filePath: text.min(1) });

/** The auto-access API's data source calls: buckets, a bucket's objects, a file's first record. */
export function registerBucketRoutes(app: FastifyInstance, bucketsDir: string): void {
  app.post('/datasources/search/buckets', async (request) => {
    const body = parseInput(bucketsBody, request.body ?? {}, 'request body');
    return { buckets: await listBuckets(bucketsDir, body) };
  });

  app.post('/datasources/search/objects', async (request) => {
    const body = parseInput(objectsBody, request.body ?? {}, 'request body');
    return listObjects(bucketsDir, body);
  });

  app.get('/datasources/preview', async (request) => {
    const { bucket, filePath } = parseInput(previewQuery, request.query, 'query parameters');
    const record = await readFirstRecord(await resolveDataFile(bucketsDir, bucket, filePath));
    return { previewContent: JSON.stringify(record, null, 2) };
  });
}
