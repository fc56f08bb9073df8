import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationsMachine,
  type NotificationItem,
} from '../../src/machines/notificationsMachine.js';
import { notificationsModel } from '../../scripts/paths/models/notifications-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(notificationsModel);

describe('notifications rules', () => {
  const notification = (id: string): NotificationItem => ({
    id,
    message: `Notification ${id}`,
    createDate: '2025-01-06T09:00:00Z',
    notificationType: 'info',
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function loaded(items: NotificationItem[]) {
    const started = await startStubbed(notificationsMachine);
    started.effects.resolve('fetchNotifications', items);
    await settle();
    return started;
  }

  const fetches = (calls: Array<{ src: string }>) =>
    calls.filter((call) => call.src === 'fetchNotifications').length;

  it('polls every 3000 ms', async () => {
    const { effects } = await loaded([]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetches(effects.calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches(effects.calls)).toBe(2);
  });

  it('pauses polling during a clear and restarts it after', async () => {
    const { actor, effects } = await loaded([notification('a'), notification('b')]);
    actor.send({ type: 'notifications.clear' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetches(effects.calls)).toBe(1);
    effects.resolve('clearNotifications', undefined);
    await settle();
    expect(actor.getSnapshot().context.notifications).toEqual([]);
    expect(fetches(effects.calls)).toBe(2);
    expect(effects.actions.notify).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'notifications.removedAll',
      tone: 'success',
    });
  });

  it('reports a failed clear and keeps the notifications', async () => {
    const { actor, effects } = await loaded([notification('a')]);
    actor.send({ type: 'notifications.clear' });
    effects.reject('clearNotifications', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context.notifications).toHaveLength(1);
    expect(effects.actions.notify).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'notifications.clearFailed',
      tone: 'danger',
    });
  });

  it('removes one notification by id', async () => {
    const { actor, effects } = await loaded([notification('a'), notification('b')]);
    actor.send({ type: 'notifications.remove', id: 'a' });
    expect(effects.calls.at(-1)).toMatchObject({ src: 'removeNotification', input: { id: 'a' } });
    effects.resolve('removeNotification', undefined);
    await settle();
    expect(actor.getSnapshot().context.notifications.map((item) => item.id)).toEqual(['b']);
    expect(effects.actions.notify).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'notifications.removed',
      tone: 'success',
    });
  });

  it('reports a failed removal', async () => {
    const { actor, effects } = await loaded([notification('a')]);
    actor.send({ type: 'notifications.remove', id: 'a' });
    effects.reject('removeNotification', new Error('not found'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ removingId: null });
    expect(effects.actions.notify).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'notifications.removeFailed',
      tone: 'danger',
    });
  });

  it('offers remove and clear only for notifications it has', async () => {
    const { actor } = await loaded([]);
    expect(actor.getSnapshot().can({ type: 'notifications.clear' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'notifications.remove', id: 'a' })).toBe(false);
  });
});
