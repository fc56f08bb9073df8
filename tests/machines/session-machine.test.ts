import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../src/domain/session-validity.js';
import { sessionMachine, type SessionInput } from '../../src/machines/sessionMachine.js';
import { sessionModel } from '../../scripts/paths/models/session-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(sessionModel);

describe('session rules', () => {
  const identity = { subject: 'user-demo', authTime: 1_736_150_000, realm: 'alpha' };
  const same: SessionInfo = {
    ...identity,
    maxIdleExpirationTime: 2_000_000,
    observedAt: 1_000_000,
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const started: SessionInput = {
    ...identity,
    maxIdleExpirationTime: same.maxIdleExpirationTime,
    observedAt: same.observedAt,
  };

  /** Starts from the session the shell already read and lets the first periodic check begin. */
  async function untilFirstCheck() {
    const running = await startStubbed(sessionMachine, started);
    await vi.advanceTimersByTimeAsync(5_000 + 60_000);
    expect(running.effects.isRunning('checkSession')).toBe(true);
    return running;
  }

  it('starts from the session it was given, without asking for it again', async () => {
    const { actor, effects } = await startStubbed(sessionMachine, started);
    expect(effects.calls).toEqual([]);
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ identity, lastChecked: same });
    await vi.advanceTimersByTimeAsync(5_000 + 60_000 - 1);
    expect(effects.calls).toEqual([]);
  });

  it.each([
    ['subjectInvalid', { ...same, subject: null }],
    ['subjectInvalid', { ...same, subject: '  ' }],
    ['subjectChanged', { ...same, subject: 'user-other' }],
    ['authTimeChanged', { ...same, authTime: identity.authTime + 1 }],
    ['realmChanged', { ...same, realm: 'bravo' }],
  ] as const)('signs out with reason %s', async (reason, info) => {
    const { actor, effects } = await untilFirstCheck();
    effects.resolve('checkSession', info);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.signOutReason).toBe(reason);
    expect(effects.actions.requestSignOut).toHaveBeenCalledWith(expect.anything(), { reason });
  });

  it('keeps the session when only the realm spelling differs', async () => {
    const { actor, effects } = await untilFirstCheck();
    effects.resolve('checkSession', { ...same, realm: '/alpha' });
    await settle();
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
  });

  it('announces each good check so the idle timer can follow it', async () => {
    const { actor, effects } = await untilFirstCheck();
    const checked = vi.fn();
    actor.on('session.checked', checked);
    const later = { ...same, observedAt: same.observedAt + 65_000 };
    effects.resolve('checkSession', later);
    await settle();
    expect(checked).toHaveBeenCalledWith({ type: 'session.checked', session: later });
    expect(effects.calls[0]?.input).toEqual({ realm: 'alpha' });
  });

  it('ignores activity during the 5 s cooldown after it starts', async () => {
    const { actor, effects } = await startStubbed(sessionMachine, started);
    actor.send({ type: 'session.touch' });
    await vi.advanceTimersByTimeAsync(4_999);
    actor.send({ type: 'session.touch' });
    await vi.advanceTimersByTimeAsync(200);
    expect(effects.isRunning('checkSession')).toBe(false);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
  });

  it('debounces click, keypress and focusin by 100 ms', async () => {
    const { actor, effects } = await startStubbed(sessionMachine, started);
    await vi.advanceTimersByTimeAsync(5_000);
    actor.send({ type: 'session.touch' });
    await vi.advanceTimersByTimeAsync(99);
    actor.send({ type: 'session.touch' });
    await vi.advanceTimersByTimeAsync(99);
    expect(effects.isRunning('checkSession')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.isRunning('checkSession')).toBe(true);
  });

  it('checks periodically without any activity', async () => {
    const { effects } = await untilFirstCheck();
    effects.resolve('checkSession', same);
    await settle();
    await vi.advanceTimersByTimeAsync(5_000 + 60_000 - 1);
    expect(effects.isRunning('checkSession')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.isRunning('checkSession')).toBe(true);
  });

  it('tries again later when the check cannot reach the server', async () => {
    const { actor, effects } = await untilFirstCheck();
    effects.reject('checkSession', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    expect(effects.actions.requestSignOut).not.toHaveBeenCalled();
  });
});
