import type { PipelineExecutionReport } from '../../../src/domain/pipeline-status.js';
import { pipelineExecutionMachine } from '../../../src/machines/pipelineExecutionMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const reports: Array<[string, PipelineExecutionReport]> = [
  ['ACTIVE', { status: 'ACTIVE', result: null, endTime: null }],
  ['SUCCEEDED', { status: 'SUCCEEDED', result: 'SUCCESS', endTime: '2025-01-06T09:12:30.500Z' }],
  [
    'SUCCEEDED, result says FAILURE',
    { status: 'SUCCEEDED', result: 'Training FAILURE: no events', endTime: '2025-01-06T09:12:31Z' },
  ],
  ['FAILED', { status: 'FAILED', result: 'Out of memory', endTime: '2025-01-06T09:12:32Z' }],
];

const definition = 'pd-login-risk';

export const pipelineExecutionModel = defineModel({
  name: 'pipelineExecution',
  file: 'src/machines/pipelineExecutionMachine.ts',
  machine: pipelineExecutionMachine,
  scenarios: [
    { name: 'never run', input: { pipelineDefinitionId: definition, execution: null } },
    {
      name: 'execution already running',
      input: {
        pipelineDefinitionId: definition,
        execution: { executionId: 'exec-0', status: 'ACTIVE', endTime: null },
      },
    },
    {
      name: 'last execution succeeded',
      input: {
        pipelineDefinitionId: definition,
        execution: { executionId: 'exec-0', status: 'SUCCEEDED', endTime: 1_736_150_000 },
      },
    },
    {
      name: 'last execution failed',
      input: {
        pipelineDefinitionId: definition,
        execution: { executionId: 'exec-0', status: 'FAILED', endTime: 1_736_150_000 },
      },
    },
  ],
  stateKey: ({ context }) => context.execution?.status ?? null,
  events: ({ context }) => [
    ...(context.execution?.executionId === 'exec-0'
      ? []
      : [{ type: 'pipeline.start' as const, uebaRiskThreshold: 80 }]),
    actorDone('startPipeline', { executionId: 'exec-1' }),
    actorError('startPipeline', 'An error occured.'),
    ...reports.map(([, report]) => actorDone('fetchExecution', report)),
    actorError('fetchExecution', 'Issue connecting to the server'),
  ],
  describeEvent: (event) => {
    if (event.type !== 'xstate.done.actor.fetchExecution') return undefined;
    const match = reports.find(
      ([, report]) => JSON.stringify(report) === JSON.stringify(event.output),
    );
    return match?.[0];
  },
});
