import type { MockLink } from '@apollo/client/testing';
import {
  CertificationTaskPage_TaskDocument,
  CertificationTask_DecideDocument,
  type CertificationDecision,
  type CertificationTask_ForwardDocument,
  type CertificationTask_ReassignDocument,
} from '../../src/ui/gql/graphql.js';

export const CAMPAIGN_ID = 'c-1';

export const ALLOWED = {
  __typename: 'ReviewerPermissions' as const,
  view: true,
  comment: true,
  decide: true,
  forward: true,
  signOff: true,
};

export function item(
  id: string,
  user: string,
  application: string,
  overrides: Partial<{
    rev: string;
    decision: CertificationDecision | null;
    deferredUntil: string | null;
    entitlement: string | null;
    role: string | null;
    comments: unknown[];
    flags: Partial<
      Record<'recon' | 'requestBased' | 'roleBased' | 'newAccess' | 'temporal', boolean>
    >;
  }> = {},
) {
  const { flags, ...rest } = overrides;
  return {
    __typename: 'CertificationItem' as const,
    id,
    rev: '1',
    user: {
      __typename: 'GovernanceUser' as const,
      id: `u-${user.toLowerCase()}`,
      userName: user.toLowerCase(),
      displayName: user,
    },
    application: {
      __typename: 'CatalogApplicationRef' as const,
      id: `a-${application}`,
      name: application,
    },
    account: `${user.toLowerCase()}@${application.toLowerCase()}`,
    entitlement: 'Reader',
    role: null,
    flags: {
      __typename: 'CertificationFlags' as const,
      recon: false,
      requestBased: true,
      roleBased: false,
      newAccess: false,
      temporal: false,
      ...flags,
    },
    decision: null,
    deferredUntil: null,
    comments: [],
    ...rest,
  };
}

export type Item = ReturnType<typeof item>;

export function campaign(status: 'in_progress' | 'signed_off' = 'in_progress') {
  return {
    __typename: 'AccessReview' as const,
    id: CAMPAIGN_ID,
    name: 'Quarterly review',
    description: 'Every application of the finance department.',
    owner: { __typename: 'GovernanceUser' as const, id: 'u-olivia', displayName: 'Olivia Owner' },
    startDate: '2026-06-01T12:00:00.000Z',
    deadline: '2026-06-30T12:00:00.000Z',
    reviewStatus: status === 'signed_off' ? 'completed' : 'in-progress',
    status,
  };
}

export function taskMock(
  items: Item[],
  {
    permissions = ALLOWED,
    status = 'in_progress',
    othersUndecidedItems = 0,
  }: {
    permissions?: typeof ALLOWED;
    status?: 'in_progress' | 'signed_off';
    othersUndecidedItems?: number;
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: CertificationTaskPage_TaskDocument, variables: { campaignId: CAMPAIGN_ID } },
    result: {
      data: {
        certificationTask: {
          __typename: 'CertificationTask',
          campaign: campaign(status),
          permissions,
          othersUndecidedItems,
          items,
        },
      },
    },
  };
}

export function decideMock(
  decided: Item,
  decision: CertificationDecision,
  { rev = decided.rev, deferredUntil = null }: { rev?: string; deferredUntil?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CertificationTask_DecideDocument,
      variables: { input: { campaignId: CAMPAIGN_ID, itemId: decided.id, decision, rev } },
    },
    result: {
      data: {
        decideCertificationItem: {
          ...decided,
          rev: String(Number(rev) + 1),
          decision,
          deferredUntil,
        },
      },
    },
  };
}

/** Forwarding or reassigning an item to a user, answered with `result`. */
export function handOverMock(
  query: typeof CertificationTask_ForwardDocument | typeof CertificationTask_ReassignDocument,
  { itemId, reviewerId, comment = '' }: { itemId: string; reviewerId: string; comment?: string },
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: {
        input: { campaignId: CAMPAIGN_ID, itemId, reviewerKind: 'user', reviewerId, comment },
      },
    },
    result,
  };
}

export function refusal(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
