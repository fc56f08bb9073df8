import type {
  AccessCatalogInput,
  AccessRequestsInput,
  ApprovalsInput,
  ForwardAccessRequestInput,
  RequestAccessRemovalInput,
  RequestActionInput,
  SubmitAccessRequestInput,
} from '../../domain/governance/request-inputs.js';
import type { CatalogItemConflict } from '../../domain/request-cart.js';
import type { GatewayContext } from '../context.js';
import type {
  AccessRequest,
  AccessRequestPage,
  CatalogItem,
  CatalogItemPage,
  GovernanceUser,
} from '../generated/resolvers-types.js';
import type { IgaRequestAction } from '../upstream/iga-requests.js';
import {
  igaPaging,
  toAccessRequest,
  toAccessRequestPage,
  toCatalogItem,
} from './governance-views.js';

type Governance = Pick<GatewayContext, 'idm' | 'igaRequests'>;

/** The applications a catalog filter offers: every one, by name. */
const APPLICATIONS_PAGE = { pageSize: 100, offset: 0 };

async function selfId({ idm }: Governance): Promise<string> {
  return (await idm.identity()).id;
}

export async function loadAccessCatalog(
  context: Governance,
  input: AccessCatalogInput,
): Promise<CatalogItemPage> {
  const page = await context.igaRequests.catalog(
    await selfId(context),
    { type: input.type, applicationId: input.applicationId, search: input.search?.trim() },
    igaPaging(input),
  );
  return { rows: page.result.map(toCatalogItem), total: page.totalCount };
}

export async function loadCatalogApplications(context: Governance): Promise<CatalogItem[]> {
  const page = await context.igaRequests.catalog(
    await selfId(context),
    { type: 'application' },
    APPLICATIONS_PAGE,
  );
  return page.result.map(toCatalogItem);
}

export function checkCatalogItemConflict(
  { igaRequests }: Governance,
  { itemId, userIds }: { itemId: string; userIds: string[] },
): Promise<CatalogItemConflict> {
  return igaRequests.conflict(itemId, userIds);
}

export function searchGovernanceUsers(
  { igaRequests }: Governance,
  search: string,
): Promise<GovernanceUser[]> {
  return igaRequests.users(search);
}

export async function loadMyAccessRequests(
  context: Governance,
  input: AccessRequestsInput,
): Promise<AccessRequestPage> {
  return toAccessRequestPage(
    await context.igaRequests.requests(await selfId(context), input.status, igaPaging(input)),
  );
}

export async function loadApprovals(
  context: Governance,
  input: ApprovalsInput,
): Promise<AccessRequestPage> {
  return toAccessRequestPage(
    await context.igaRequests.approvals(await selfId(context), input.view, igaPaging(input)),
  );
}

export async function loadAccessRequest(
  { igaRequests }: Governance,
  id: string,
): Promise<AccessRequest> {
  return toAccessRequest(await igaRequests.request(id));
}

/** CONFLICT with reason DUPLICATE_REQUEST or EXISTING_ACCESS when a pair is pending or held. */
export async function submitAccessRequest(
  { igaRequests }: Governance,
  input: SubmitAccessRequestInput,
): Promise<{ requestIds: string[] }> {
  const requestIds = await igaRequests.create({
    userIds: input.userIds,
    itemIds: input.itemIds,
    justification: input.justification,
    expiryDate: input.expiryDate ?? null,
    priority: input.priority,
  });
  return { requestIds };
}

export async function requestAccessRemoval(
  context: Governance,
  { grantId, justification }: RequestAccessRemovalInput,
): Promise<AccessRequest> {
  return toAccessRequest(
    await context.igaRequests.requestRemoval(await selfId(context), grantId, justification),
  );
}

export async function actOnAccessRequest(
  { igaRequests }: Governance,
  action: Exclude<IgaRequestAction, 'reassign'>,
  { id, rev, comment }: RequestActionInput,
): Promise<AccessRequest> {
  return toAccessRequest(await igaRequests.act(id, action, { rev, comment }));
}

export async function forwardAccessRequest(
  { igaRequests }: Governance,
  { id, rev, comment, userId }: ForwardAccessRequestInput,
): Promise<AccessRequest> {
  return toAccessRequest(await igaRequests.act(id, 'reassign', { rev, comment, userId }));
}
