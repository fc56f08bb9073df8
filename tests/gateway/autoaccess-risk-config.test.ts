import { describe, expect, it } from 'vitest';
import { riskEvaluationPreviewInputSchema } from '../../src/domain/autoaccess/risk-config-inputs.js';
import { MAX_RISK_CONFIG_CHARS } from '../../src/domain/autoaccess/risk-config.js';
import { fromUpstream } from '../../src/gateway/errors.js';
import {
  loadRiskUserConfig,
  previewRiskEvaluation,
  saveRiskUserConfig,
} from '../../src/gateway/models/autoaccess-risk-config.js';
import { createAutoAccessRiskConfigApi } from '../../src/gateway/upstream/autoaccess-risk-config-api.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const caller = () => Promise.resolve({ accessToken: 'token-1', realm: 'root' });
const api = () =>
  createAutoAccessRiskConfigApi(
    createUpstreamHttp({ service: 'autoaccess', baseUrl: upstream.url, timeoutMs: 5_000 }),
    caller,
  );

/** The extensions of the GraphQL error a call rejects with, an upstream one mapped as yoga does. */
async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    const mapped = error instanceof UpstreamError ? fromUpstream(error) : error;
    return (mapped as { extensions?: unknown }).extensions;
  }
  throw new Error('No refusal');
}

const YAML = 'risk_score_threshold: 60\nheuristics:\n  brute_force:\n    failures: 6\n';

describe('the risk configuration', () => {
  it('reads the stored YAML and its revision with the caller token and tenant', async () => {
    answers.push({ status: 200, body: { config: YAML, _rev: '3' } });
    expect(await loadRiskUserConfig(api())).toEqual({ yaml: YAML, rev: '3' });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v2/riskConfig/userConfig' });
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-tenant-id': 'root',
    });
  });

  it('saves the text at the revision read and answers the new revision', async () => {
    answers.push({ status: 200, body: { config: YAML, _rev: '4' } });
    expect(await saveRiskUserConfig(api(), { yaml: YAML, rev: '3' })).toEqual({
      yaml: YAML,
      rev: '4',
    });
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: '/v2/riskConfig/userConfig',
      body: { config: YAML, _rev: '3' },
    });
  });

  it('answers a stale revision (412) with a CONFLICT', async () => {
    answers.push({ status: 412, body: { code: 412, reason: 'Precondition Failed', message: 'x' } });
    expect(await refusal(() => saveRiskUserConfig(api(), { yaml: YAML, rev: '2' }))).toEqual({
      code: 'CONFLICT',
    });
  });

  it('refuses invalid YAML with its line and column before calling the platform', async () => {
    const extensions = await refusal(() =>
      saveRiskUserConfig(api(), { yaml: 'risk_score_threshold: 60\nheuristics: [1\n', rev: '3' }),
    );
    expect(extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'yaml',
          message: 'riskConfig.problems.syntax',
          values: { line: 3, column: 1, detail: expect.stringMatching(/\S/) as unknown },
        },
      ],
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a schema error naming the key path and its place', async () => {
    const yaml = 'heuristics:\n  brute_force:\n    failures: 1\n    colour: red\n';
    expect(await refusal(() => saveRiskUserConfig(api(), { yaml, rev: '3' }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'yaml',
          message: 'riskConfig.problems.schema.min',
          values: { path: 'heuristics.brute_force.failures', line: 3, column: 15, min: 2 },
        },
        {
          field: 'yaml',
          message: 'riskConfig.problems.schema.unknownKey',
          values: { path: 'heuristics.brute_force.colour', line: 4, column: 5, key: 'colour' },
        },
      ],
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a text longer than the bound', async () => {
    const yaml = `# ${'x'.repeat(MAX_RISK_CONFIG_CHARS)}\n`;
    expect(await refusal(() => saveRiskUserConfig(api(), { yaml, rev: '3' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'yaml', message: 'validation.maxLength' }],
    });
    expect(received).toHaveLength(0);
  });

  it("keeps the platform's own refusal of the YAML with its position", async () => {
    answers.push({
      status: 400,
      body: {
        code: 400,
        reason: 'Bad Request',
        message: 'Invalid YAML at line 2, column 5: tabs are not allowed',
        detail: { line: 2, column: 5 },
      },
    });
    expect(await refusal(() => saveRiskUserConfig(api(), { yaml: YAML, rev: '3' }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'yaml',
          message: 'riskConfig.problems.syntax',
          values: { line: 2, column: 5, detail: 'tabs are not allowed' },
        },
      ],
    });
  });
});

describe('the evaluation preview', () => {
  const input = {
    bucket: 'autoaccess-training',
    filePath: 'events/auth-events.jsonl',
    yaml: YAML,
    numOfEvents: 10,
  };

  it('sends the editor YAML as the active user config and maps the scored events', async () => {
    const document = { predictionResult: {} };
    answers.push({
      status: 200,
      body: {
        model: 'heuristics-only',
        events: [
          {
            eventId: 'e1',
            userId: 'ann',
            timestamp: '2026-01-05T10:20:30.000Z',
            risk_score: 89.6,
            is_risky_event: true,
            reasons: ['is_brute_force', 'city'],
            document,
          },
          {
            eventId: 'e2',
            userId: 'bob',
            timestamp: '2026-01-05T10:21:00.000Z',
            risk_score: 12.4,
            is_risky_event: false,
            reasons: ['no_explainable'],
            document,
          },
        ],
      },
    });
    const preview = await previewRiskEvaluation(
      api(),
      validateInput(riskEvaluationPreviewInputSchema, input),
    );
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/processEvaluation/v2/preview',
      body: {
        filePath: 'events/auth-events.jsonl',
        bucket: 'autoaccess-training',
        processJSON: { 'active-user-config': YAML },
        numOfEvents: 10,
      },
    });
    expect(preview).toEqual({
      model: 'HEURISTICS_ONLY',
      events: [
        {
          eventId: 'e1',
          userId: 'ann',
          time: '2026-01-05T10:20:30.000Z',
          score: 90,
          risky: true,
          reasons: ['is_brute_force', 'city'],
        },
        {
          eventId: 'e2',
          userId: 'bob',
          time: '2026-01-05T10:21:00.000Z',
          score: 12,
          risky: false,
          reasons: ['no_explainable'],
        },
      ],
    });
  });

  it('names the published model', async () => {
    answers.push({ status: 200, body: { model: 'published', events: [] } });
    expect((await previewRiskEvaluation(api(), input)).model).toBe('PUBLISHED');
  });

  it('refuses more than 10 events and invalid YAML before calling the platform', async () => {
    expect(
      await refusal(() =>
        Promise.resolve(
          validateInput(riskEvaluationPreviewInputSchema, { ...input, numOfEvents: 11 }),
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'numOfEvents' }] });
    expect(
      await refusal(() => previewRiskEvaluation(api(), { ...input, yaml: 'a: : b' })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'yaml', values: { line: 1, column: 4 } }],
    });
    expect(received).toHaveLength(0);
  });

  it('answers a missing file with NOT_FOUND and a file refusal as it is', async () => {
    answers.push({
      status: 404,
      body: { code: 404, message: 'File not found: events/none.jsonl' },
    });
    expect(await refusal(() => previewRiskEvaluation(api(), input))).toEqual({
      code: 'NOT_FOUND',
      serverMessage: 'File not found: events/none.jsonl',
    });
    answers.push({ status: 400, body: { code: 400, message: 'Invalid JSONL: line 3' } });
    expect(await refusal(() => previewRiskEvaluation(api(), input))).toEqual({
      code: 'BAD_USER_INPUT',
      serverMessage: 'Invalid JSONL: line 3',
    });
  });
});
