import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { GraphQLClient } from './graphql-client.js';

/** Runs of the auto-access pipelines through the gateway, as a realm administrator's client. */
export function pipelineRuns(
  admin: GraphQLClient,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
) {
  const requestData = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await admin.request<T>(query, variables);
    expect(result.errors, result.raw).toBeUndefined();
    return result.data!;
  };

  /** Starts a run of the pipeline and answers its final status. */
  async function runToTheEnd(definitionId: string): Promise<string> {
    const { runPipeline } = await requestData<{ runPipeline: { executionId: string } }>(
      `mutation Run($id: ID!) { runPipeline(pipelineDefinitionId: $id, uebaRiskThreshold: 50) { executionId } }`,
      { id: definitionId },
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { pipelineExecution } = await requestData<{ pipelineExecution: { status: string } }>(
        `query Status($id: ID!) { pipelineExecution(executionId: $id) { status } }`,
        { id: runPipeline.executionId },
      );
      if (pipelineExecution.status !== 'ACTIVE') return pipelineExecution.status;
      if (Date.now() > deadline) throw new Error('the run did not end');
      // The engine computes for real in the platform's worker: poll in short steps.
      await sleep(pollMs);
    }
  }

  /** Trains on the seeded events, publishes, then scores them; answers the prediction's id. */
  async function runSeededPrediction(): Promise<string> {
    const { pipelineDefinitions } = await requestData<{
      pipelineDefinitions: { rows: { id: string; name: string }[] };
    }>(`{ pipelineDefinitions(pageSize: 100) { rows { id name } } }`);
    const idOf = (name: string) => pipelineDefinitions.rows.find((row) => row.name === name)!.id;
    expect(await runToTheEnd(idOf('Training'))).toBe('SUCCEEDED');
    await requestData(
      `mutation Publish($id: ID!) { publishPipeline(pipelineDefinitionId: $id) { message } }`,
      { id: idOf('Training') },
    );
    expect(await runToTheEnd(idOf('Prediction'))).toBe('SUCCEEDED');
    return idOf('Prediction');
  }

  return { requestData, runToTheEnd, runSeededPrediction };
}
