import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { toInstant } from '../../../domain/validation/calendar-date.js';
import { etag } from '../../http/crest/revision.js';
import { badRequest, CrestError, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { governanceId, selfPathCaller } from '../path-params.js';
import { lookupPeople, personExists } from '../people.js';
import { dayOf } from '../requests/delegations.js';
import { requiredRevision } from '../revision.js';
import {
  deleteDelegate,
  findDelegate,
  insertDelegate,
  listDelegates,
  lockDelegatesOf,
  type DelegateRow,
} from './delegate-store.js';

/** The most delegates a user may have at once. */
const MAX_DELEGATES = 50;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'not a YYYY-MM-DD date')
  .refine((text) => toInstant(text) !== undefined, 'not a calendar date');

const addBody = z.object({ userId: governanceId, startDate: isoDay, endDate: isoDay });
const createQuery = z.object({ _action: z.literal('create') });
const delegateParams = z.object({ id: governanceId, delegateId: governanceId });
const deleteQuery = z.object({ _rev: z.string().max(16).optional() });

async function delegateViews(db: Db, realm: string, rows: readonly DelegateRow[]) {
  const people = await lookupPeople(
    db,
    realm,
    rows.map((row) => row.delegateId),
  );
  return rows.map((row) => ({
    _id: row.id,
    _rev: String(row.rev),
    user: people.get(row.delegateId),
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}

async function checkedDelegate(
  db: Db,
  caller: GovernanceCaller,
  body: z.infer<typeof addBody>,
  today: string,
) {
  if (body.endDate < body.startDate) {
    throw badRequest('Invalid endDate: the end date cannot be before the start date', {
      field: 'endDate',
    });
  }
  if (body.endDate < today) throw badRequest('Invalid endDate: the end date has passed');
  if (body.userId === caller.userId)
    throw badRequest('Invalid userId: you cannot be your own delegate');
  if (!(await personExists(db, caller.realm, body.userId))) {
    throw badRequest(`Invalid userId: no user ${body.userId}`);
  }
  const current = await listDelegates(db, caller.realm, caller.userId);
  if (current.some((row) => row.delegateId === body.userId)) {
    throw new CrestError(409, 'This user is already one of your delegates', { field: 'userId' });
  }
  if (current.length >= MAX_DELEGATES) {
    throw badRequest(`A user has at most ${MAX_DELEGATES} delegates`);
  }
  return {
    userId: caller.userId,
    delegateId: body.userId,
    startDate: body.startDate,
    endDate: body.endDate,
  };
}

/** The caller's delegates: list, add (`?_action=create`) and remove at a revision. */
export function registerDelegateRoutes(app: FastifyInstance, db: Db, now: () => Date): void {
  app.get('/user/:id/delegates', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const rows = await listDelegates(db, realm, userId);
    return { result: await delegateViews(db, realm, rows), totalCount: rows.length };
  });

  app.post('/user/:id/delegates', async (request, reply: FastifyReply) => {
    const caller = selfPathCaller(request);
    parseInput(createQuery, request.query, 'query parameters');
    const body = parseInput(addBody, request.body, 'request body');
    const row = await db.transaction().execute(async (trx) => {
      await lockDelegatesOf(trx, caller.realm, caller.userId);
      return insertDelegate(
        trx,
        caller.realm,
        await checkedDelegate(trx, caller, body, dayOf(now())),
      );
    });
    const [view] = await delegateViews(db, caller.realm, [row]);
    void reply.code(201).header('ETag', etag(row.rev));
    return view;
  });

  app.delete('/user/:id/delegates/:delegateId', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const { delegateId } = parseInput(delegateParams, request.params, 'path');
    const query = parseInput(deleteQuery, request.query, 'query parameters');
    const rev = requiredRevision(request, query._rev);
    const row = await findDelegate(db, realm, userId, delegateId);
    if (!row) throw notFound(`No delegate ${delegateId}`);
    if (row.rev !== rev || !(await deleteDelegate(db, realm, delegateId, rev))) {
      throw preconditionFailed('The delegate was changed by someone else');
    }
    const [view] = await delegateViews(db, realm, [row]);
    return view;
  });
}
