import type { Db } from '../../store/db.js';
import type { CatalogItemView } from '../catalog/catalog-item.js';
import { catalogContext, catalogRowsById, catalogView } from '../catalog/catalog-views.js';
import type { GovernancePerson } from '../people.js';
import type { Actor } from './delegations.js';
import { actionsFor, type RequestActions } from './request-permissions.js';
import { historyOf, type HistoryAction, type RequestRow } from './request-row.js';

/** A request as the governance service answers it. */
export interface RequestView {
  _id: string;
  _rev: string;
  requestType: string;
  item: CatalogItemView;
  requester: GovernancePerson;
  requestedFor: GovernancePerson;
  priority: string;
  justification: string;
  expiryDate: string | null;
  requestDate: string;
  status: string;
  decision: string;
  workflowId: string;
  approver: GovernancePerson | null;
  history: {
    action: HistoryAction;
    user: GovernancePerson | null;
    comment: string;
    timestamp: string;
  }[];
  actions: RequestActions;
}

function peopleNamedBy(rows: readonly RequestRow[]): (string | null)[] {
  return rows.flatMap((row) => [
    row.requester_id,
    row.user_id,
    row.approver_id,
    row.decided_by,
    ...historyOf(row).map((entry) => entry.userId),
  ]);
}

/** The views of requests, as this actor sees them; a request whose item is gone is left out. */
export async function requestViews(
  db: Db,
  realm: string,
  rows: readonly RequestRow[],
  actor: Actor,
): Promise<RequestView[]> {
  const items = await catalogRowsById(
    db,
    realm,
    rows.map((row) => row.item_id),
  );
  const context = await catalogContext(db, realm, [...items.values()], peopleNamedBy(rows));
  const { people } = context;
  return rows.flatMap((row) => {
    const item = items.get(row.item_id);
    if (!item) return [];
    return [
      {
        _id: row.id,
        _rev: String(row.rev),
        requestType: row.request_type,
        item: catalogView(item, context),
        requester: people.get(row.requester_id),
        requestedFor: people.get(row.user_id),
        priority: row.priority,
        justification: row.justification,
        expiryDate: row.expiry_date?.toISOString() ?? null,
        requestDate: row.request_date.toISOString(),
        status: row.status,
        decision: row.decision,
        workflowId: row.workflow_id,
        // Once decided, the approver is who decided.
        approver: people.find(row.approver_id ?? row.decided_by),
        history: historyOf(row).map((entry) => ({
          action: entry.action,
          user: people.find(entry.userId),
          comment: entry.comment,
          timestamp: entry.timestamp,
        })),
        actions: actionsFor(row, actor),
      },
    ];
  });
}

export async function requestView(
  db: Db,
  realm: string,
  row: RequestRow,
  actor: Actor,
): Promise<RequestView> {
  const [view] = await requestViews(db, realm, [row], actor);
  if (!view) throw new Error(`Request ${row.id} names no catalog item`);
  return view;
}
