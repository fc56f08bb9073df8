import { assign, emit, fromPromise, setup } from 'xstate';
import { PIPELINE_STATUS_POLL_MS } from '../domain/machine-constants.js';
import { isUebaRiskThreshold } from '../domain/autoaccess/pipeline-inputs.js';
import { effectNotProvided } from '../domain/not-provided.js';
import {
  effectivePipelineStatus,
  endTimeSeconds,
  type PipelineExecutionReport,
  type PipelineStatus,
} from '../domain/pipeline-status.js';

interface PipelineExecutionSummary {
  executionId: string;
  status: PipelineStatus;
  /** Seconds since the epoch. */
  endTime: number | null;
}

export interface PipelineExecutionInput {
  pipelineDefinitionId: string;
  /** The latest execution when the page opens, if any. */
  execution: PipelineExecutionSummary | null;
}

export interface PipelineExecutionContext {
  pipelineDefinitionId: string;
  execution: PipelineExecutionSummary | null;
  errorKey: 'pipelines.errors.start' | null;
}

export type PipelineExecutionEvent = { type: 'pipeline.start'; uebaRiskThreshold: number };

/** Emitted on every status change, for the page to save on the pipeline. */
export type PipelineExecutionEmitted = {
  type: 'pipeline.statusChanged';
} & PipelineExecutionSummary;

export interface StartPipelineInput {
  pipelineDefinitionId: string;
  uebaRiskThreshold: number;
}

export const pipelineExecutionMachine = setup({
  types: {
    input: {} as PipelineExecutionInput,
    context: {} as PipelineExecutionContext,
    events: {} as PipelineExecutionEvent,
    emitted: {} as PipelineExecutionEmitted,
  },
  actors: {
    startPipeline: fromPromise<{ executionId: string }, StartPipelineInput>(() =>
      effectNotProvided('startPipeline'),
    ),
    fetchExecution: fromPromise<PipelineExecutionReport, { executionId: string }>(() =>
      effectNotProvided('fetchExecution'),
    ),
  },
  actions: {
    recordStarted: assign({
      execution: (_, { executionId }: { executionId: string }) => ({
        executionId,
        status: 'ACTIVE' as const,
        endTime: null,
      }),
      errorKey: null,
    }),
    recordReport: assign({
      execution: ({ context }, report: PipelineExecutionReport) => ({
        executionId: context.execution?.executionId ?? '',
        status: effectivePipelineStatus(report),
        endTime: endTimeSeconds(report.endTime),
      }),
    }),
    announceStatus: emit(({ context }) => ({
      type: 'pipeline.statusChanged' as const,
      executionId: context.execution?.executionId ?? '',
      status: context.execution?.status ?? 'ACTIVE',
      endTime: context.execution?.endTime ?? null,
    })),
    refuseStart: assign({ errorKey: 'pipelines.errors.start' as const }),
  },
  guards: {
    executionActive: ({ context }) => context.execution?.status === 'ACTIVE',
    executionSucceeded: ({ context }) => context.execution?.status === 'SUCCEEDED',
    executionFailed: ({ context }) => context.execution?.status === 'FAILED',
    validThreshold: (_, threshold: number) => isUebaRiskThreshold(threshold),
    reportsSuccess: (_, report: PipelineExecutionReport) =>
      effectivePipelineStatus(report) === 'SUCCEEDED',
    reportsFailure: (_, report: PipelineExecutionReport) =>
      effectivePipelineStatus(report) === 'FAILED',
  },
  delays: {
    pipelineStatusPoll: PIPELINE_STATUS_POLL_MS,
  },
}).createMachine({
  id: 'pipelineExecution',
  context: ({ input }) => ({ ...input, errorKey: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'executionActive', target: 'running' },
        { guard: 'executionSucceeded', target: 'settled.succeeded' },
        { guard: 'executionFailed', target: 'settled.failed' },
        { target: 'settled.idle' },
      ],
    },
    settled: {
      initial: 'idle',
      on: {
        'pipeline.start': {
          guard: { type: 'validThreshold', params: ({ event }) => event.uebaRiskThreshold },
          target: 'starting',
        },
      },
      states: {
        idle: {},
        succeeded: {},
        failed: {},
      },
    },
    starting: {
      invoke: {
        id: 'startPipeline',
        src: 'startPipeline',
        input: ({ context, event }) => ({
          pipelineDefinitionId: context.pipelineDefinitionId,
          uebaRiskThreshold: event.type === 'pipeline.start' ? event.uebaRiskThreshold : 0,
        }),
        onDone: {
          target: 'running',
          actions: [
            { type: 'recordStarted', params: ({ event }) => event.output },
            'announceStatus',
          ],
        },
        onError: { target: 'settled.idle', actions: 'refuseStart' },
      },
    },
    running: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pipelineStatusPoll: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'fetchExecution',
            src: 'fetchExecution',
            input: ({ context }) => ({ executionId: context.execution?.executionId ?? '' }),
            onDone: [
              {
                guard: { type: 'reportsFailure', params: ({ event }) => event.output },
                target: '#pipelineExecution.settled.failed',
                actions: [
                  { type: 'recordReport', params: ({ event }) => event.output },
                  'announceStatus',
                ],
              },
              {
                guard: { type: 'reportsSuccess', params: ({ event }) => event.output },
                target: '#pipelineExecution.settled.succeeded',
                actions: [
                  { type: 'recordReport', params: ({ event }) => event.output },
                  'announceStatus',
                ],
              },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
  },
});
