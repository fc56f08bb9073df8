import { catalogItemId } from './governance-catalog.js';

/** A seeded grant, for seeds that build on the governance seed. */
export interface SeededGrant {
  id: string;
  userId: string;
  itemId: string;
  grantType: 'account' | 'entitlement' | 'role';
}

const REPORT_ROLES = ['engineering', 'sales', 'support', 'finance'] as const;

interface HeldAccess {
  userId: string;
  itemId: string;
  grantType: SeededGrant['grantType'];
  source: string;
  requestId?: string;
  /** Days from now until the access ends. */
  expiresInDays?: number;
}

/** The demo user's approved request, which gave them write access to GitHub. */
export const approvedRequestId = (realm: string) => `iga-${realm}-request-1`;

/** What the demo user, their reports and the approver hold. */
export function heldAccess(realm: string, demoId: string, reportIds: string[], approverId: string) {
  const app = (key: string) => catalogItemId.application(realm, key);
  const ent = (a: string, e: string) => catalogItemId.entitlement(realm, a, e);
  const role = (key: string) => catalogItemId.role(realm, key);
  const held: HeldAccess[] = [];
  const hold = (
    userId: string,
    grantType: SeededGrant['grantType'],
    source: string,
    ...itemIds: string[]
  ) => {
    for (const itemId of itemIds) held.push({ userId, itemId, grantType, source });
  };
  hold(demoId, 'account', 'recon', app('github'), app('jira'), app('confluence'), app('slack'));
  held.push({
    userId: demoId,
    itemId: app('workday'),
    grantType: 'account',
    source: 'recon',
    expiresInDays: 90,
  });
  hold(demoId, 'entitlement', 'role', ent('github', 'read'), ent('jira', 'user'));
  hold(demoId, 'entitlement', 'recon', ent('confluence', 'editor'), ent('slack', 'member'));
  held.push({
    userId: demoId,
    itemId: ent('github', 'write'),
    grantType: 'entitlement',
    source: 'request',
    requestId: approvedRequestId(realm),
  });
  hold(demoId, 'role', 'request', role('engineering'), role('support'));
  reportIds.forEach((userId, index) => {
    hold(userId, 'account', 'recon', app('slack'), app('jira'));
    hold(userId, 'entitlement', 'recon', ent('slack', 'member'), ent('jira', 'user'));
    hold(userId, 'role', 'request', role(REPORT_ROLES[index % REPORT_ROLES.length]!));
  });
  hold(approverId, 'account', 'recon', app('github'), app('jira'), app('aws'), app('servicenow'));
  hold(approverId, 'entitlement', 'recon', ent('servicenow', 'change-approver'));
  hold(approverId, 'role', 'request', role('engineering'));
  return held.map((grant, index) => ({
    id: `iga-${realm}-grant-${String(index + 1).padStart(3, '0')}`,
    ...grant,
  }));
}
