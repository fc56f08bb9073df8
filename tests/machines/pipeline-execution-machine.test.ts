import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pipelineExecutionMachine } from '../../src/machines/pipelineExecutionMachine.js';
import { pipelineExecutionModel } from '../../scripts/paths/models/pipeline-execution-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(pipelineExecutionModel);

describe('pipelineExecution rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function started() {
    const run = await startStubbed(pipelineExecutionMachine, {
      pipelineDefinitionId: 'pd-1',
      execution: null,
    });
    const changes = vi.fn();
    run.actor.on('pipeline.statusChanged', changes);
    run.actor.send({ type: 'pipeline.start', uebaRiskThreshold: 75 });
    expect(run.effects.calls.at(-1)?.input).toEqual({
      pipelineDefinitionId: 'pd-1',
      uebaRiskThreshold: 75,
    });
    run.effects.resolve('startPipeline', { executionId: 'exec-9' });
    await settle();
    return { ...run, changes };
  }

  it('polls the status only while the execution is ACTIVE', async () => {
    const { actor, effects } = await started();
    await vi.advanceTimersByTimeAsync(5_000);
    effects.resolve('fetchExecution', { status: 'ACTIVE', result: null, endTime: null });
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(effects.calls.at(-1)).toMatchObject({
      src: 'fetchExecution',
      input: { executionId: 'exec-9' },
    });
    effects.resolve('fetchExecution', {
      status: 'SUCCEEDED',
      result: 'ok',
      endTime: '2025-01-06T09:00:00Z',
    });
    await settle();
    const calls = effects.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(effects.calls).toHaveLength(calls);
    expect(actor.getSnapshot().matches({ settled: 'succeeded' })).toBe(true);
  });

  it('turns SUCCEEDED with FAILURE in the result into FAILED and emits it with end_time in seconds', async () => {
    const { actor, effects, changes } = await started();
    expect(changes).toHaveBeenLastCalledWith({
      type: 'pipeline.statusChanged',
      executionId: 'exec-9',
      status: 'ACTIVE',
      endTime: null,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    effects.resolve('fetchExecution', {
      status: 'SUCCEEDED',
      result: 'Training FAILURE: no events',
      endTime: '2025-01-06T09:12:30.900Z',
    });
    await settle();
    expect(actor.getSnapshot().matches({ settled: 'failed' })).toBe(true);
    expect(changes).toHaveBeenLastCalledWith({
      type: 'pipeline.statusChanged',
      executionId: 'exec-9',
      status: 'FAILED',
      endTime: Math.floor(Date.parse('2025-01-06T09:12:30.900Z') / 1000),
    });
  });

  it('emits nothing while the status stays ACTIVE', async () => {
    const { effects, changes } = await started();
    await vi.advanceTimersByTimeAsync(5_000);
    effects.resolve('fetchExecution', { status: 'ACTIVE', result: null, endTime: null });
    await settle();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('refuses a threshold outside 0..100 and reports a failed start', async () => {
    const { actor, effects } = await startStubbed(pipelineExecutionMachine, {
      pipelineDefinitionId: 'pd-1',
      execution: null,
    });
    expect(actor.getSnapshot().can({ type: 'pipeline.start', uebaRiskThreshold: 101 })).toBe(false);
    actor.send({ type: 'pipeline.start', uebaRiskThreshold: 50 });
    effects.reject('startPipeline', new Error('An error occured.'));
    await settle();
    expect(actor.getSnapshot().matches({ settled: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('pipelines.errors.start');
  });

  it('resumes polling an execution that was already running', async () => {
    const { actor, effects } = await startStubbed(pipelineExecutionMachine, {
      pipelineDefinitionId: 'pd-1',
      execution: { executionId: 'exec-1', status: 'ACTIVE', endTime: null },
    });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(effects.isRunning('fetchExecution')).toBe(true);
  });
});
