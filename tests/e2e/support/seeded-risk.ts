import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { GraphQLClient, signIn } from '../../support/graphql-client.js';
import { e2eStack } from './shared-stack.js';
import type { Account } from './sign-in.js';

/** A run of the seeded 2 000 events takes real seconds of CPU on a shared 2-core machine. */
export const RUN_TIMEOUT_MS = 150_000;
/** How long a test file's setup may take to train, publish and predict. */
export const SEEDED_PREDICTION_TIMEOUT_MS = 2 * RUN_TIMEOUT_MS + 30_000;
export const DAY_MS = 86_400_000;

/** The browser's local day of an instant, as the risk screens' URLs name days. */
export function localDay(instant: number): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The seeded events span the 30 days before the first start: a custom period holding them all. */
export function seededDaysQuery(now: Date): string {
  return `period=custom&from=${localDay(now.getTime() - 31 * DAY_MS)}&to=${localDay(now.getTime())}`;
}

/** From the start of the seeded events' first day to the end of `now`'s day, as instants. */
export function seededRange(now: Date): { from: string; to: string } {
  const start = new Date(now.getTime() - 31 * DAY_MS);
  start.setHours(0, 0, 0, 0);
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** GraphQL calls as the realm administrator, each expected to succeed. */
export async function riskApi(account: Account) {
  const api = new GraphQLClient(e2eStack().url);
  await signIn(api, account);
  const requestData = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await api.request<T>(query, variables);
    expect(result.errors, result.raw).toBeUndefined();
    return result.data!;
  };

  async function runToTheEnd(definitionId: string): Promise<string> {
    const { runPipeline } = await requestData<{ runPipeline: { executionId: string } }>(
      `mutation Run($id: ID!) { runPipeline(pipelineDefinitionId: $id, uebaRiskThreshold: 50) { executionId } }`,
      { id: definitionId },
    );
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    for (;;) {
      const { pipelineExecution } = await requestData<{ pipelineExecution: { status: string } }>(
        `query Status($id: ID!) { pipelineExecution(executionId: $id) { status } }`,
        { id: runPipeline.executionId },
      );
      if (pipelineExecution.status !== 'ACTIVE') return pipelineExecution.status;
      if (Date.now() > deadline) throw new Error('the run did not end');
      // The engine computes for real in the platform's worker: poll in short steps.
      await sleep(250);
    }
  }

  /** Trains on the seeded events, publishes, then scores them. */
  async function runSeededPrediction(): Promise<void> {
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
  }

  return { requestData, runSeededPrediction };
}
