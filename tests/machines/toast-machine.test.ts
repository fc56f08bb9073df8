import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastMachine } from '../../src/machines/toastMachine.js';
import { toastModel } from '../../scripts/paths/models/toast-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';

describeMachinePaths(toastModel);

describe('toast rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast for 4000 ms', async () => {
    const { actor } = await startStubbed(toastMachine);
    actor.send({ type: 'toast.show', messageKey: 'profile.saved', tone: 'success' });
    expect(actor.getSnapshot().context.notice).toEqual({
      messageKey: 'profile.saved',
      tone: 'success',
    });
    await vi.advanceTimersByTimeAsync(3_999);
    expect(actor.getSnapshot().value).toBe('visible');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a new toast replaces the shown one and gets its own 4000 ms', async () => {
    const { actor } = await startStubbed(toastMachine);
    actor.send({ type: 'toast.show', messageKey: 'first', tone: 'info' });
    await vi.advanceTimersByTimeAsync(3_000);
    actor.send({
      type: 'toast.show',
      messageKey: 'errors.server',
      tone: 'danger',
      values: { message: 'Timeout' },
    });
    await vi.advanceTimersByTimeAsync(3_999);
    expect(actor.getSnapshot().context.notice).toEqual({
      messageKey: 'errors.server',
      tone: 'danger',
      values: { message: 'Timeout' },
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
