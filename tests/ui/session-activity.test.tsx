import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  SESSION_ACTIVITY_DEBOUNCE_MS,
  SESSION_CHECK_COOLDOWN_MS,
} from '../../src/domain/constants.js';
import type { SessionInfo } from '../../src/domain/session-validity.js';
import { idleTimeoutMachine } from '../../src/machines/idleTimeoutMachine.js';
import { SessionCheck } from '../../src/ui/app/session/session-check.js';

const SESSION = {
  subject: 'u-1',
  authTime: 1_700_000_000,
  realm: 'alpha',
  maxIdleExpirationTime: null,
  observedAt: 0,
};

function renderSessionCheck() {
  const checks = vi.fn((): Promise<SessionInfo> => Promise.resolve({ ...SESSION }));
  const idle = createActor(idleTimeoutMachine);
  render(
    <SessionCheck
      started={SESSION}
      checkSession={fromPromise(checks)}
      idle={idle}
      onEnded={vi.fn()}
    />,
  );
  return checks;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the session check on activity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ['a click', () => document.body.click()],
    [
      'a keypress',
      () => document.body.dispatchEvent(new KeyboardEvent('keypress', { bubbles: true })),
    ],
    [
      'focus moving in',
      () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
  ])('checks the session 100 ms after %s', async (_label, touch) => {
    const checks = renderSessionCheck();
    await advance(SESSION_CHECK_COOLDOWN_MS);
    touch();
    await advance(SESSION_ACTIVITY_DEBOUNCE_MS - 1);
    expect(checks).not.toHaveBeenCalled();
    await advance(1);
    expect(checks).toHaveBeenCalledOnce();
  });

  it('makes one check for a burst of activity, restarting the 100 ms at each', async () => {
    const checks = renderSessionCheck();
    await advance(SESSION_CHECK_COOLDOWN_MS);
    for (let i = 0; i < 5; i += 1) {
      document.body.click();
      await advance(SESSION_ACTIVITY_DEBOUNCE_MS - 10);
    }
    expect(checks).not.toHaveBeenCalled();
    await advance(10);
    expect(checks).toHaveBeenCalledOnce();
  });

  it('ignores activity during the 5 s cooldown after a check', async () => {
    const checks = renderSessionCheck();
    await advance(SESSION_CHECK_COOLDOWN_MS - 1_000);
    document.body.click();
    await advance(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(checks).not.toHaveBeenCalled();

    await advance(1_000);
    document.body.click();
    await advance(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(checks).toHaveBeenCalledOnce();
    document.body.click();
    await advance(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(checks).toHaveBeenCalledOnce();
  });
});
