import type { InsertObject } from 'kysely';
import { jsonb } from '../db.js';
import type { Database } from '../schema.js';
import { catalogItemId, DEMO_OWNED_ITEMS } from './governance-catalog.js';
import { approvedRequestId } from './governance-seed-grants.js';

const DAY_MS = 86_400_000;

/** The demo user's two requests (one approved, one pending) and two waiting for their decision. */
export function requestRows(
  realm: string,
  demoId: string,
  approverId: string,
  requesters: readonly [string, string],
  now: Date,
): InsertObject<Database, 'iga_requests'>[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const entry = (action: string, userId: string | null, days: number, comment = '') => ({
    action,
    userId,
    comment,
    timestamp: ago(days).toISOString(),
  });
  const base = {
    realm,
    request_type: 'grant',
    workflow_id: 'BasicApprovalWorkflow',
    expiry_date: null,
  };
  const pending = { status: 'in-progress', decision: 'pending', decided_by: null };
  return [
    {
      ...base,
      id: approvedRequestId(realm),
      item_id: catalogItemId.entitlement(realm, 'github', 'write'),
      requester_id: demoId,
      user_id: demoId,
      priority: 'medium',
      justification: 'I merge the release branches this quarter.',
      request_date: ago(20),
      status: 'complete',
      decision: 'approved',
      approver_id: null,
      decided_by: approverId,
      history: jsonb([
        entry('created', demoId, 20),
        entry('approved', approverId, 19, 'Approved for the release work.'),
        entry('fulfilled', null, 19),
      ]),
    },
    {
      ...base,
      ...pending,
      id: `iga-${realm}-request-2`,
      item_id: catalogItemId.application(realm, 'aws'),
      requester_id: demoId,
      user_id: demoId,
      priority: 'high',
      justification: 'I deploy the new reporting service.',
      request_date: ago(2),
      approver_id: approverId,
      history: jsonb([entry('created', demoId, 2)]),
    },
    {
      ...base,
      ...pending,
      id: `iga-${realm}-request-3`,
      item_id: catalogItemId.application(realm, DEMO_OWNED_ITEMS.application),
      requester_id: requesters[0],
      user_id: requesters[0],
      priority: 'medium',
      justification: 'I need the sales dashboards for the quarterly review.',
      request_date: ago(3),
      approver_id: demoId,
      history: jsonb([entry('created', requesters[0], 3)]),
    },
    {
      ...base,
      ...pending,
      id: `iga-${realm}-request-4`,
      item_id: catalogItemId.entitlement(
        realm,
        DEMO_OWNED_ITEMS.entitlement.app,
        DEMO_OWNED_ITEMS.entitlement.key,
      ),
      requester_id: requesters[1],
      user_id: requesters[1],
      priority: 'low',
      justification: 'I take over the team space while its owner is away.',
      request_date: ago(1),
      approver_id: demoId,
      history: jsonb([entry('created', requesters[1], 1)]),
    },
  ];
}
