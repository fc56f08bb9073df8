import type {
  AddDelegateInput,
  RemoveDelegateInput,
} from '../../domain/governance/delegate-inputs.js';
import type { GrantsInput } from '../../domain/governance/request-inputs.js';
import type { GatewayContext } from '../context.js';
import type { Delegate, GovernanceUser, GrantPage } from '../generated/resolvers-types.js';
import type { IgaCounts } from '../upstream/iga-requests-schemas.js';
import { igaPaging, toDelegate, toGrantPage } from './governance-views.js';

type Governance = Pick<GatewayContext, 'idm' | 'igaRequests'>;

async function selfId({ idm }: Governance): Promise<string> {
  return (await idm.identity()).id;
}

function grantsOf(context: Governance, userId: string, input: GrantsInput): Promise<GrantPage> {
  return context.igaRequests
    .grants(userId, { grantType: input.grantType, search: input.search?.trim() }, igaPaging(input))
    .then(toGrantPage);
}

export async function loadMyGrants(context: Governance, input: GrantsInput): Promise<GrantPage> {
  return grantsOf(context, await selfId(context), input);
}

export async function loadDirectReports(context: Governance): Promise<GovernanceUser[]> {
  return context.igaRequests.directReports(await selfId(context));
}

/** FORBIDDEN when the user is not one of the signed-in user's direct reports. */
export async function loadDirectReport(
  context: Governance,
  userId: string,
): Promise<GovernanceUser> {
  return context.igaRequests.directReport(await selfId(context), userId);
}

/** FORBIDDEN when the user is not one of the signed-in user's direct reports. */
export async function loadDirectReportGrants(
  context: Governance,
  userId: string,
  input: GrantsInput,
): Promise<GrantPage> {
  await loadDirectReport(context, userId);
  return grantsOf(context, userId, input);
}

export async function loadMyDelegates(context: Governance): Promise<Delegate[]> {
  return (await context.igaRequests.delegates(await selfId(context))).map(toDelegate);
}

export async function addDelegate(context: Governance, input: AddDelegateInput): Promise<Delegate> {
  return toDelegate(await context.igaRequests.addDelegate(await selfId(context), input));
}

export async function removeDelegate(
  context: Governance,
  { id, rev }: RemoveDelegateInput,
): Promise<boolean> {
  await context.igaRequests.removeDelegate(await selfId(context), id, rev);
  return true;
}

/** The counts of the Inbox badges this feature knows: approvals and requests pending. */
export async function loadGovernanceCounts(context: Governance): Promise<IgaCounts> {
  const { pendingApprovals, pendingRequests } = await context.igaRequests.counts(
    await selfId(context),
  );
  return { pendingApprovals, pendingRequests };
}
