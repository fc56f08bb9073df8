import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { USER_SEARCH_MIN_CHARS } from '../../../domain/governance/governance-feature.js';
import { forbidden, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { callerOf } from '../caller.js';
import { governanceId, selfPathCaller } from '../path-params.js';
import { peopleById } from '../people.js';
import { directReportsOf, isManagerOf } from './managers.js';
import { searchUsers } from './user-search.js';

const MAX_SEARCH_LENGTH = 255;

const searchQuery = z.object({
  search: z
    .string()
    .transform((text) => text.trim())
    .pipe(z.string().min(USER_SEARCH_MIN_CHARS).max(MAX_SEARCH_LENGTH)),
});
const reportParams = z.object({ id: governanceId, reportId: governanceId });

/** The realm's users by search, and the caller's direct reports. */
export function registerDirectoryRoutes(app: FastifyInstance, db: Db): void {
  app.get('/users', async (request) => {
    const { realm } = callerOf(request);
    const { search } = parseInput(searchQuery, request.query, 'query parameters');
    const result = await searchUsers(db, realm, search);
    return { result, totalCount: result.length };
  });

  app.get('/user/:id/directReports', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const result = await directReportsOf(db, realm, userId);
    return { result, totalCount: result.length };
  });

  app.get('/user/:id/directReports/:reportId', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const { reportId } = parseInput(reportParams, request.params, 'path');
    const report = (await peopleById(db, realm, [reportId])).get(reportId);
    if (!report) throw notFound(`No user ${reportId}`);
    if (!(await isManagerOf(db, realm, userId, reportId))) {
      throw forbidden('The user is not one of your direct reports');
    }
    return report;
  });
}
