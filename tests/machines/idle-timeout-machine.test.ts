import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MAX_TIMER_MS, SESSION_WARNING_BEFORE_EXPIRY_MS } from '../../src/domain/constants.js';
import { idleTimeoutMachine } from '../../src/machines/idleTimeoutMachine.js';
import { idleTimeoutModel } from '../../scripts/paths/models/idle-timeout-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(idleTimeoutModel);

describe('idleTimeout rules', () => {
  const now = Date.UTC(2025, 0, 6, 9, 0, 0);
  const refreshedWithWarningIn = (delayMs: number) => ({
    type: 'session.update' as const,
    maxIdleExpirationTime: now + delayMs + SESSION_WARNING_BEFORE_EXPIRY_MS,
    observedAt: now,
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the warning 70 s before max idle expiry and signs out 60 s later', async () => {
    const { actor, effects } = await startStubbed(idleTimeoutMachine);
    actor.send({
      type: 'session.update',
      maxIdleExpirationTime: now + 300_000,
      observedAt: now,
    });
    await vi.advanceTimersByTimeAsync(300_000 - 70_000 - 1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(effects.actions.requestSignOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.actions.requestSignOut).toHaveBeenCalledTimes(1);
  });

  it('sets the timer only when the delay is under 2 147 483 647 ms', async () => {
    const { actor } = await startStubbed(idleTimeoutMachine);
    actor.send(refreshedWithWarningIn(MAX_TIMER_MS));
    expect(actor.getSnapshot().matches({ idle: 'untimed' })).toBe(true);
    actor.send(refreshedWithWarningIn(MAX_TIMER_MS - 1));
    expect(actor.getSnapshot().matches({ idle: 'timed' })).toBe(true);
  });

  it('never warns, even much later, when the expiry is beyond the timer range', async () => {
    const { actor, effects } = await startStubbed(idleTimeoutMachine);
    actor.send(refreshedWithWarningIn(MAX_TIMER_MS + 5_000));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(actor.getSnapshot().matches({ idle: 'untimed' })).toBe(true);
    expect(effects.actions.requestSignOut).not.toHaveBeenCalled();
  });

  it('without an idle expiry it waits untimed', async () => {
    const { actor } = await startStubbed(idleTimeoutMachine);
    actor.send({ type: 'session.update', maxIdleExpirationTime: null, observedAt: now });
    expect(actor.getSnapshot().matches({ idle: 'untimed' })).toBe(true);
  });

  it('extend dismisses the warning, cancels the sign-out timer and refreshes the session', async () => {
    const { actor, effects } = await startStubbed(idleTimeoutMachine);
    actor.send(refreshedWithWarningIn(1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'session.extend' });
    expect(actor.getSnapshot().matches('warning')).toBe(false);
    expect(effects.isRunning('refreshSession')).toBe(true);
    effects.resolve('refreshSession', {
      maxIdleExpirationTime: now + 1_000 + 30 * 60_000,
      observedAt: now + 1_000,
    });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ idle: 'timed' })).toBe(true);
    expect(effects.actions.requestSignOut).not.toHaveBeenCalled();
  });

  it('end signs out at once', async () => {
    const { actor, effects } = await startStubbed(idleTimeoutMachine);
    actor.send(refreshedWithWarningIn(0));
    expect(actor.getSnapshot().matches('warning')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'session.end' })).toBe(true);
    actor.send({ type: 'session.end' });
    expect(effects.actions.requestSignOut).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the sign-out effect is not provided', () => {
    const actor = createActor(idleTimeoutMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send(refreshedWithWarningIn(1_000));
    actor.send({ type: 'session.update', maxIdleExpirationTime: now, observedAt: now });
    vi.advanceTimersByTime(0);
    actor.send({ type: 'session.end' });
    expect(String(errors[0])).toContain('requestSignOut must be provided');
  });
});
