import { describe, expect, it } from 'vitest';
import {
  parsePublishedPipelinePath,
  publishedPipelinePath,
} from '../../src/domain/autoaccess/published-pipeline.js';

describe('the published pipeline path', () => {
  it('names the run predictions use, its definition in the fourth segment', () => {
    const path = publishedPipelinePath('alpha', {
      pipelineDefinitionId: 'p-1',
      executionId: 'e-2',
    });
    expect(path).toBe('autoaccess-models/alpha/pipelines/p-1/executions/e-2');
    expect(path.split('/')[3]).toBe('p-1');
    expect(parsePublishedPipelinePath(path)).toEqual({
      pipelineDefinitionId: 'p-1',
      executionId: 'e-2',
    });
  });

  it.each([
    '',
    'autoaccess-models/alpha/pipelines/p-1',
    'autoaccess-models/alpha/pipelines//executions/e-2',
    'autoaccess-models/alpha/pipelines/p-1/executions/',
    'elsewhere/alpha/pipelines/p-1/executions/e-2',
    'autoaccess-models/alpha/pipelines/p-1/executions/e-2/extra',
  ])('reads %j as no published run', (path) => {
    expect(parsePublishedPipelinePath(path)).toBeUndefined();
  });
});
