import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../autoaccess/jas/entity-store.js';
import { badRequest, CrestError } from '../../http/errors.js';
import { jsonb, type Db } from '../../store/db.js';
import type { CatalogItemRow } from '../catalog/catalog-item.js';
import { approverFor } from './approver.js';
import {
  historyEntry,
  PENDING_STATUS,
  WORKFLOW_ID,
  type Priority,
  type RequestType,
} from './request-row.js';

export interface NewRequest {
  requestType: RequestType;
  item: CatalogItemRow;
  userId: string;
  requesterId: string;
  priority: Priority;
  justification: string;
  expiryDate: Date | null;
}

/** Stores pending requests, each waiting for its item's approver; answers their ids in order. */
export async function insertRequests(
  db: Db,
  realm: string,
  requests: readonly NewRequest[],
  now: Date,
): Promise<string[]> {
  const rows = [];
  for (const request of requests) {
    const approver = await approverFor(db, realm, request.item, request.userId);
    if (!approver) throw badRequest(`No one approves requests for ${request.item.name}`);
    rows.push({
      realm,
      id: randomUUID(),
      request_type: request.requestType,
      item_id: request.item.id,
      requester_id: request.requesterId,
      user_id: request.userId,
      priority: request.priority,
      justification: request.justification,
      expiry_date: request.expiryDate,
      request_date: now,
      status: PENDING_STATUS,
      decision: 'pending',
      workflow_id: WORKFLOW_ID,
      approver_id: approver,
      history: jsonb([historyEntry('created', request.requesterId, '', now)]),
    });
  }
  try {
    await db.insertInto('iga_requests').values(rows).execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new CrestError(409, 'A request for this item is already pending', {
        reason: 'duplicate',
      });
    }
    throw error;
  }
  return rows.map((row) => row.id);
}
