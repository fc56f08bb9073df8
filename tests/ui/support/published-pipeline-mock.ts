import type { MockLink } from '@apollo/client/testing';
import { PublishedPipeline_CurrentDocument } from '../../../src/ui/gql/graphql.js';

/** The realm's published Training run as the gateway gives it; null when none is published. */
export function publishedPipelineMock(
  published: { pipelineDefinitionId: string; executionId: string; published?: string } | null,
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: PublishedPipeline_CurrentDocument },
    result: {
      data: {
        publishedPipeline: published && {
          __typename: 'PublishedPipeline',
          published: null,
          ...published,
        },
      },
    },
    maxUsageCount,
  };
}

export const publishedPipelineFailure: MockLink.MockedResponse = {
  request: { query: PublishedPipeline_CurrentDocument },
  error: new Error('Network error'),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
