import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type {
  HandOverInput,
  ItemComment,
  SaveDecisionInput,
} from '../../../machines/certificationMachine.js';
import { graphql } from '../../gql/index.js';
import { hasErrorCode } from '../../lib/api-error.js';

const CertificationTask_ItemRevFragment = graphql(`
  fragment CertificationTask_ItemRevFragment on CertificationItem {
    id
    rev
  }
`);

const CertificationTask_Decide = graphql(`
  mutation CertificationTask_Decide($input: DecideCertificationItemInput!) {
    decideCertificationItem(input: $input) {
      ...CertificationItemsTable_ItemFragment
      ...CertificationTask_ItemRevFragment
    }
  }
`);

const CertificationTask_ClearDecisions = graphql(`
  mutation CertificationTask_ClearDecisions($input: ClearCertificationDecisionsInput!) {
    clearCertificationDecisions(input: $input) {
      ...CertificationItemsTable_ItemFragment
    }
  }
`);

const CertificationTask_Comment = graphql(`
  mutation CertificationTask_Comment($input: CertificationItemCommentInput!) {
    commentOnCertificationItem(input: $input) {
      ...CertificationItemsTable_ItemFragment
    }
  }
`);

const CertificationTask_Forward = graphql(`
  mutation CertificationTask_Forward($input: CertificationHandOverInput!) {
    forwardCertificationItem(input: $input)
  }
`);

const CertificationTask_Reassign = graphql(`
  mutation CertificationTask_Reassign($input: CertificationHandOverInput!) {
    reassignCertificationItem(input: $input)
  }
`);

const CertificationTask_SignOff = graphql(`
  mutation CertificationTask_SignOff($campaignId: ID!) {
    signOffCampaign(campaignId: $campaignId) {
      ...CampaignHeader_CampaignFragment
      id
      status
    }
  }
`);

export interface CertificationEffectsOptions {
  /** Reads the task again, after a decision met a newer revision of its item. */
  reload: () => Promise<void>;
}

/** The revision of an item as last read or written, which a decision must name. */
function currentRev(client: ApolloClient, itemId: string): string {
  const item = client.readFragment({
    id: client.cache.identify({ __typename: 'CertificationItem', id: itemId }),
    fragment: CertificationTask_ItemRevFragment,
  });
  return item?.rev ?? '';
}

function handOver(input: HandOverInput) {
  return {
    input: {
      campaignId: input.campaignId,
      itemId: input.itemId,
      reviewerKind: 'user' as const,
      reviewerId: input.reviewerId,
      comment: input.comment,
    },
  };
}

/**
 * The certification machine's effects over the gateway. Each item the gateway returns updates the
 * cache, so the screen and the next decision's revision follow.
 */
export function certificationActors(client: ApolloClient, { reload }: CertificationEffectsOptions) {
  return {
    saveDecision: fromPromise<void, SaveDecisionInput>(async ({ input }) => {
      const { campaignId, itemId, decision } = input;
      try {
        await client.mutate({
          mutation: CertificationTask_Decide,
          variables: { input: { campaignId, itemId, decision, rev: currentRev(client, itemId) } },
        });
      } catch (error) {
        if (hasErrorCode(error, 'CONFLICT')) await reload().catch(() => undefined);
        throw error;
      }
    }),
    clearDecisions: fromPromise<void, { campaignId: string; itemIds: string[] }>(
      async ({ input }) => {
        await client.mutate({ mutation: CertificationTask_ClearDecisions, variables: { input } });
      },
    ),
    addComment: fromPromise<void, ItemComment & { campaignId: string }>(async ({ input }) => {
      await client.mutate({ mutation: CertificationTask_Comment, variables: { input } });
    }),
    forwardItem: fromPromise<void, HandOverInput>(async ({ input }) => {
      await client.mutate({ mutation: CertificationTask_Forward, variables: handOver(input) });
    }),
    reassignItem: fromPromise<void, HandOverInput>(async ({ input }) => {
      await client.mutate({ mutation: CertificationTask_Reassign, variables: handOver(input) });
    }),
    signOff: fromPromise<void, { campaignId: string }>(async ({ input }) => {
      await client.mutate({ mutation: CertificationTask_SignOff, variables: input });
    }),
  };
}
