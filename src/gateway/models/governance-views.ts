import type {
  AccessRequest,
  AccessRequestPage,
  CatalogItem,
  Delegate,
  Grant,
  GrantPage,
} from '../generated/resolvers-types.js';
import type {
  IgaCatalogItem,
  IgaDelegate,
  IgaGrant,
  IgaPage,
  IgaRequest,
} from '../upstream/iga-requests-schemas.js';
import type { IgaPaging } from '../upstream/iga-requests.js';

/** The governance service's paging for a zero-based page of a size. */
export function igaPaging({ pageSize, page }: { pageSize: number; page: number }): IgaPaging {
  return { pageSize, offset: page * pageSize };
}

export function toCatalogItem(item: IgaCatalogItem): CatalogItem {
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    description: item.description,
    owner: item.owner,
    application: item.application,
    approvedBy: item.approvedBy,
  };
}

export function toAccessRequest(request: IgaRequest): AccessRequest {
  return {
    id: request._id,
    rev: request._rev,
    requestType: request.requestType,
    item: toCatalogItem(request.item),
    requester: request.requester,
    requestedFor: request.requestedFor,
    priority: request.priority,
    justification: request.justification,
    expiryDate: request.expiryDate,
    requestDate: request.requestDate,
    status: request.status,
    decision: request.decision,
    workflowId: request.workflowId,
    approver: request.approver,
    history: request.history.map((entry) => ({
      action: entry.action,
      user: entry.user,
      comment: entry.comment,
      timestamp: entry.timestamp,
    })),
    actions: {
      approve: request.actions.approve,
      reject: request.actions.reject,
      forward: request.actions.forward,
      comment: request.actions.comment,
      cancel: request.actions.cancel,
    },
  };
}

export function toAccessRequestPage(page: IgaPage<IgaRequest>): AccessRequestPage {
  return { rows: page.result.map(toAccessRequest), total: page.totalCount };
}

function toGrant(grant: IgaGrant): Grant {
  return {
    id: grant._id,
    grantType: grant.grantType,
    item: toCatalogItem(grant.item),
    grantedAt: grant.grantedAt,
    expiryDate: grant.expiryDate,
    source: grant.source,
  };
}

export function toGrantPage(page: IgaPage<IgaGrant>): GrantPage {
  return { rows: page.result.map(toGrant), total: page.totalCount };
}

export function toDelegate(delegate: IgaDelegate): Delegate {
  return {
    id: delegate._id,
    rev: delegate._rev,
    user: delegate.user,
    startDate: delegate.startDate,
    endDate: delegate.endDate,
  };
}
