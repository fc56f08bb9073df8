import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { PipelineExecutionReport } from '../../../domain/pipeline-status.js';
import type { StartPipelineInput } from '../../../machines/pipelineExecutionMachine.js';
import { graphql } from '../../gql/index.js';
import type { RunPanel_PollQuery } from '../../gql/graphql.js';

const RunPanel_Start = graphql(`
  mutation RunPanel_Start($pipelineDefinitionId: ID!, $uebaRiskThreshold: Float!) {
    runPipeline(
      pipelineDefinitionId: $pipelineDefinitionId
      uebaRiskThreshold: $uebaRiskThreshold
    ) {
      executionId
      message
    }
  }
`);

const RunPanel_Poll = graphql(`
  query RunPanel_Poll($pipelineDefinitionId: ID!, $executionId: ID!) {
    pipelineExecution(executionId: $executionId) {
      executionId
      status
      result
      endTime
      progress {
        stage
        percent
      }
    }
    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId, executionId: $executionId) {
      ...RunPanel_LogsFragment
    }
  }
`);

export const RunPanel_LogsFragment = graphql(`
  fragment RunPanel_LogsFragment on PipelineLogs {
    executionId
    lines {
      time
      level
      message
    }
  }
`);

export interface RunEffectsHandlers {
  /** A start was refused: the error, for the page to say why. */
  onStartRefused: (error: unknown) => void;
  /** Each report while the run is followed: its progress and logs. */
  onPoll: (poll: RunPanel_PollQuery) => void;
}

/** The run machine's effects over the gateway: start a run, then read its state and logs. */
export function pipelineRunActors(
  client: ApolloClient,
  pipelineDefinitionId: string,
  handlers: RunEffectsHandlers,
) {
  return {
    startPipeline: fromPromise<{ executionId: string }, StartPipelineInput>(async ({ input }) => {
      try {
        const { data } = await client.mutate({
          mutation: RunPanel_Start,
          variables: input,
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('No run started');
        return { executionId: data.runPipeline.executionId };
      } catch (error) {
        handlers.onStartRefused(error);
        throw error;
      }
    }),
    fetchExecution: fromPromise<PipelineExecutionReport, { executionId: string }>(
      async ({ input }) => {
        const { data } = await client.query({
          query: RunPanel_Poll,
          variables: { pipelineDefinitionId, executionId: input.executionId },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('No execution report');
        handlers.onPoll(data);
        const { status, result, endTime } = data.pipelineExecution;
        return {
          status,
          result: result ?? null,
          endTime: endTime == null ? null : new Date(endTime * 1000).toISOString(),
        };
      },
    ),
  };
}
