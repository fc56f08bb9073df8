import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supervise, type SupervisedChild } from '../../../scripts/launcher/supervisor.js';

class FakeChild extends EventEmitter implements SupervisedChild {
  killedWith: NodeJS.Signals | undefined;
  constructor(readonly pid: number) {
    super();
  }
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.killedWith = signal;
    this.emit('exit', null, signal);
    return true;
  }
  crash(code = 1): void {
    this.emit('exit', code, null);
  }
}

function harness() {
  const children: FakeChild[] = [];
  const messages: string[] = [];
  const failedStarts: string[] = [];
  const supervisor = supervise({
    name: 'platform',
    start: () => {
      const child = new FakeChild(100 + children.length);
      children.push(child);
      return child;
    },
    log: (message) => messages.push(message),
    onFailedStart: (reason) => failedStarts.push(reason),
  });
  return { supervisor, children, messages, failedStarts, last: () => children.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('process supervision', () => {
  it('reports a process that stops before it came up instead of restarting it', () => {
    const { children, failedStarts } = harness();
    children[0]!.crash(1);
    vi.advanceTimersByTime(60_000);
    expect(failedStarts).toEqual(['exit code 1']);
    expect(children).toHaveLength(1);
  });

  it('restarts a running process that stops, after a growing delay', () => {
    const { supervisor, children, messages, last } = harness();
    supervisor.confirmRunning();
    last().crash(1);
    expect(messages.at(-1)).toBe('platform stopped (exit code 1); restarting in 0.5 s');
    vi.advanceTimersByTime(499);
    expect(children).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(children).toHaveLength(2);
    expect(supervisor.pid).toBe(101);

    last().crash(1);
    vi.advanceTimersByTime(999);
    expect(children).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(children).toHaveLength(3);
    expect(messages).toContain('platform started (pid 102)');
  });

  it('goes back to the shortest delay after the process stayed up', () => {
    const { supervisor, children, messages, last } = harness();
    supervisor.confirmRunning();
    last().crash();
    vi.advanceTimersByTime(500);
    last().crash();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(60_000);
    last().emit('exit', null, 'SIGKILL');
    expect(messages.at(-1)).toBe('platform stopped (signal SIGKILL); restarting in 0.5 s');
    vi.advanceTimersByTime(500);
    expect(children).toHaveLength(4);
  });

  it('stops for good on stop(), also while a restart is pending', async () => {
    const running = harness();
    running.supervisor.confirmRunning();
    await running.supervisor.stop();
    expect(running.children[0]!.killedWith).toBe('SIGTERM');
    vi.advanceTimersByTime(60_000);
    expect(running.children).toHaveLength(1);

    const waiting = harness();
    waiting.supervisor.confirmRunning();
    waiting.last().crash();
    await waiting.supervisor.stop();
    vi.advanceTimersByTime(60_000);
    expect(waiting.children).toHaveLength(1);
    expect(waiting.failedStarts).toEqual([]);
  });
});
