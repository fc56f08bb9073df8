import { z } from 'zod';
import { MAX_USERS_PER_REQUEST } from '../../../domain/constants.js';
import {
  MAX_COMMENT_LENGTH,
  MAX_ITEMS_PER_REQUEST,
} from '../../../domain/governance/governance-feature.js';
import { toInstant } from '../../../domain/validation/calendar-date.js';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { catalogRowsById } from '../catalog/catalog-views.js';
import { governanceId } from '../path-params.js';
import { peopleById } from '../people.js';
import { insertRequests } from './new-requests.js';
import { findConflicts, refuseConflicts } from './request-conflicts.js';
import { PRIORITIES } from './request-row.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

export const userIdsSchema = z
  .array(governanceId)
  .min(1)
  .max(MAX_USERS_PER_REQUEST)
  .refine(distinct, 'names a user twice');

export const createRequestsBody = z.object({
  users: userIdsSchema,
  catalog: z
    .array(z.object({ id: governanceId }))
    .min(1)
    .max(MAX_ITEMS_PER_REQUEST)
    .refine((items) => distinct(items.map((item) => item.id)), 'names an item twice'),
  justification: z.string().max(MAX_COMMENT_LENGTH).default(''),
  expiryDate: z.string().max(40).regex(ISO_DATE, 'not an ISO 8601 date').nullish(),
  priority: z.enum(PRIORITIES),
});
export type CreateRequestsBody = z.infer<typeof createRequestsBody>;

/** The expiry an access request asks for: a date after now, or none. */
function expiryOf(text: string | null | undefined, now: Date): Date | null {
  if (text === null || text === undefined) return null;
  const instant = toInstant(text);
  if (instant === undefined) throw badRequest('Invalid expiryDate: not a date');
  if (instant <= now.getTime()) throw badRequest('Invalid expiryDate: the date has passed');
  return new Date(instant);
}

/** The users, all of the caller's realm; a 400 names those that are not. */
export async function requireRealmUsers(
  db: Db,
  realm: string,
  userIds: readonly string[],
): Promise<void> {
  const found = await peopleById(db, realm, userIds);
  const unknown = userIds.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown users: ${unknown.join(', ')}`);
}

/** The realm's catalog items with these ids, in order; a 400 names those that are not. */
export async function requireCatalogItems(db: Db, realm: string, itemIds: readonly string[]) {
  const items = await catalogRowsById(db, realm, itemIds);
  const unknown = itemIds.filter((id) => !items.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown catalog items: ${unknown.join(', ')}`);
  return itemIds.map((id) => items.get(id)!);
}

/**
 * One pending grant request per user and item, all or none: refused with 409 when a user
 * already has a request pending for an item (`duplicate`) or already holds it (`existingAccess`).
 */
export async function createRequests(
  db: Db,
  caller: GovernanceCaller,
  body: CreateRequestsBody,
  now: Date,
): Promise<string[]> {
  const { realm } = caller;
  const expiryDate = expiryOf(body.expiryDate, now);
  const itemIds = body.catalog.map((item) => item.id);
  return db.transaction().execute(async (trx) => {
    await requireRealmUsers(trx, realm, body.users);
    const items = await requireCatalogItems(trx, realm, itemIds);
    refuseConflicts(await findConflicts(trx, realm, 'grant', body.users, itemIds, now));
    return insertRequests(
      trx,
      realm,
      body.users.flatMap((userId) =>
        items.map((item) => ({
          requestType: 'grant' as const,
          item,
          userId,
          requesterId: caller.userId,
          priority: body.priority,
          justification: body.justification,
          expiryDate,
        })),
      ),
      now,
    );
  });
}
