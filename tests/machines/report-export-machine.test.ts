import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportExportMachine } from '../../src/machines/reportExportMachine.js';
import { reportExportModel } from '../../scripts/paths/models/report-export-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(reportExportModel);

describe('reportExport rules', () => {
  const input = { templateName: 'user-access', runId: 'run-1' };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('generates, then makes the file available for download', async () => {
    const { actor, effects } = await startStubbed(reportExportMachine, input);
    actor.send({ type: 'report.export', format: 'csv' });
    expect(effects.calls.at(-1)?.input).toEqual({ ...input, format: 'csv' });
    effects.resolve('requestExport', { exportId: 'e-1', status: 'generating', fileName: null });
    await settle();
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'report.download' })).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    effects.resolve('checkExport', { exportId: 'e-1', status: 'available', fileName: 'ua.csv' });
    await settle();
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'report.download' });
    expect(effects.actions.downloadExport).toHaveBeenCalledWith(expect.anything(), {
      exportId: 'e-1',
      fileName: 'ua.csv',
    });
  });

  it('shows the export error and retries', async () => {
    const { actor, effects } = await startStubbed(reportExportMachine, input);
    actor.send({ type: 'report.export', format: 'json' });
    effects.reject('requestExport', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.errorKey).toBe('reporting.errors.export');
    actor.send({ type: 'report.retry' });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    expect(effects.calls.at(-1)).toMatchObject({
      src: 'requestExport',
      input: { ...input, format: 'json' },
    });
  });

  it('a server-side generation error ends in error', async () => {
    const { actor, effects } = await startStubbed(reportExportMachine, input);
    actor.send({ type: 'report.export', format: 'csv' });
    effects.resolve('requestExport', { exportId: 'e-1', status: 'error', fileName: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
  });
});
