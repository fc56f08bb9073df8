import { describe, expect, it } from 'vitest';
import { effectivePipelineStatus, endTimeSeconds } from '../../src/domain/pipeline-status.js';

describe('pipeline status', () => {
  it('turns SUCCEEDED whose result says FAILURE into FAILED', () => {
    expect(
      effectivePipelineStatus({ status: 'SUCCEEDED', result: 'Stage FAILURE', endTime: null }),
    ).toBe('FAILED');
  });

  it('otherwise keeps the server state', () => {
    expect(effectivePipelineStatus({ status: 'SUCCEEDED', result: 'SUCCESS', endTime: null })).toBe(
      'SUCCEEDED',
    );
    expect(effectivePipelineStatus({ status: 'SUCCEEDED', result: null, endTime: null })).toBe(
      'SUCCEEDED',
    );
    expect(effectivePipelineStatus({ status: 'ACTIVE', result: 'FAILURE', endTime: null })).toBe(
      'ACTIVE',
    );
    expect(effectivePipelineStatus({ status: 'FAILED', result: null, endTime: null })).toBe(
      'FAILED',
    );
  });

  it('gives end_time in whole seconds', () => {
    expect(endTimeSeconds('1970-01-01T00:00:01.999Z')).toBe(1);
    expect(endTimeSeconds(null)).toBeNull();
    expect(endTimeSeconds('soon')).toBeNull();
  });
});
