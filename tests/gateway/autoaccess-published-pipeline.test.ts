import { describe, expect, it } from 'vitest';
import { scriptedJas } from './support/scripted-jas.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const jas = () => scriptedJas(upstream);

const configAnswer = (commonSettings: Record<string, unknown> | null) => ({
  status: 200,
  body: {
    hits: {
      total: { value: commonSettings ? 1 : 0, relation: 'eq' },
      hits: commonSettings
        ? [
            {
              _id: 'active-access-prediction-config',
              _source: { name: 'active-access-prediction-config', common_settings: commonSettings },
            },
          ]
        : [],
    },
  },
});

describe('the published pipeline', () => {
  it('is read from the realm’s common configuration, by the path of its models', async () => {
    answers.push(
      configAnswer({
        JSLT_MAPPER_PATH: 'autoaccess-models/alpha/pipelines/p-7/executions/e-3',
        published: '2026-11-30T10:00:00.000Z',
      }),
    );
    expect(await jas().publishedPipeline()).toEqual({
      pipelineDefinitionId: 'p-7',
      executionId: 'e-3',
      published: '2026-11-30T10:00:00.000Z',
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/entity/search/common/config',
      body: { query: { term: { _id: 'active-access-prediction-config' } }, size: 1 },
    });
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-tenant-id': 'alpha',
    });
  });

  it('is none when the realm published nothing, or names no run the path shape allows', async () => {
    answers.push(configAnswer(null), configAnswer({ JSLT_MAPPER_PATH: 'elsewhere/p-7' }));
    expect(await jas().publishedPipeline()).toBeNull();
    expect(await jas().publishedPipeline()).toBeNull();
  });
});
