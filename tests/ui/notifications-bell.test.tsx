import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../src/domain/notice.js';
import {
  notificationsMachine,
  type NotificationItem,
} from '../../src/machines/notificationsMachine.js';
import { BellButton } from '../../src/ui/app/notifications/notifications-bell.js';
import { renderWithProviders } from './support/render.js';

const ITEMS: NotificationItem[] = [
  {
    id: 'n-1',
    message: 'Your password was changed',
    createDate: '2025-03-04T15:06:00.000Z',
    notificationType: 'info',
  },
  {
    id: 'n-2',
    message: 'Your profile was updated',
    createDate: '2025-03-05T09:30:00.000Z',
    notificationType: 'info',
  },
];

/** A platform holding `items`, from which a removal takes its notification once `removal` ends. */
function startNotifications(removal: Promise<void> = Promise.resolve(), items = ITEMS) {
  let stored = items;
  const removeNotification = vi.fn(async (id: string) => {
    await removal;
    stored = stored.filter((item) => item.id !== id);
  });
  const notify = vi.fn((_notice: Notice) => undefined);
  const notifications = createActor(
    notificationsMachine.provide({
      actors: {
        fetchNotifications: fromPromise(() => Promise.resolve(stored)),
        removeNotification: fromPromise<void, { id: string }>(({ input }) =>
          removeNotification(input.id),
        ),
        clearNotifications: fromPromise(() => Promise.resolve()),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  ).start();
  return { notifications, removeNotification, notify };
}

describe('notifications bell', () => {
  it('shows the count in a badge and in its accessible name', async () => {
    const { notifications } = startNotifications();
    renderWithProviders(<BellButton notifications={notifications} />);
    const bell = await screen.findByRole('button', { name: '2 notifications' });
    expect(bell.textContent).toBe('2');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    notifications.stop();
  });

  it('lists the notifications with their dates and removes one', async () => {
    const { notifications, removeNotification, notify } = startNotifications();
    renderWithProviders(<BellButton notifications={notifications} />);
    fireEvent.click(await screen.findByRole('button', { name: '2 notifications' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Your password was changed',
      'Your profile was updated',
    ]);
    const time = entries[0]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-03-04T15:06:00.000Z');
    // As Month D, YYYY h:mm A, as every other date of the app: no "at" between day and time.
    expect(time?.textContent).toMatch(/^March 4, 2025 \d{1,2}:\d{2} [AP]M$/);

    act(() => {
      fireEvent.click(
        within(dialog).getByRole('button', {
          name: 'Remove notification: Your password was changed',
        }),
      );
    });
    await waitFor(() => expect(removeNotification).toHaveBeenCalledWith('n-1'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ messageKey: 'notifications.removed', tone: 'success' }),
    );
    notifications.stop();
  });

  it('disables Remove and Clear all while a removal is on its way', async () => {
    let finish: () => void = () => undefined;
    const removal = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { notifications } = startNotifications(removal);
    renderWithProviders(<BellButton notifications={notifications} />);
    fireEvent.click(await screen.findByRole('button', { name: '2 notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const clearAll = within(dialog).getByRole('button', { name: 'Clear all' });
    expect(clearAll.hasAttribute('disabled')).toBe(false);

    act(() => {
      fireEvent.click(
        within(dialog).getByRole('button', {
          name: 'Remove notification: Your profile was updated',
        }),
      );
    });
    await waitFor(() => expect(clearAll.hasAttribute('disabled')).toBe(true));
    for (const button of within(dialog).getAllByRole('button', { name: /^Remove/ })) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    await act(async () => {
      finish();
      await removal;
    });
    await waitFor(() => expect(clearAll.hasAttribute('disabled')).toBe(false));
    notifications.stop();
  });

  it("shows the platform's own notifications in the app's words, and any other text as it came", async () => {
    const { notifications } = startNotifications(undefined, [
      {
        ...ITEMS[0]!,
        message: 'New sign-in from Unknown browser on Linux',
        notificationType: 'warning',
      },
      { ...ITEMS[1]!, message: 'Your profile has been updated' },
    ]);
    renderWithProviders(<BellButton notifications={notifications} />);
    fireEvent.click(await screen.findByRole('button', { name: '2 notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'New sign-in from an unknown browser on Linux.',
      'Your profile has been updated.',
    ]);
    expect(entries.map((entry) => entry.getAttribute('data-tone'))).toEqual(['warning', null]);
    expect(entries[0]?.textContent).toMatch(/^Warning/);
    within(dialog).getByRole('button', {
      name: 'Remove notification: Your profile has been updated.',
    });
    notifications.stop();
  });

  it('moves focus to the Remove button that takes the place of a removed notification', async () => {
    const { notifications } = startNotifications();
    renderWithProviders(<BellButton notifications={notifications} />);
    fireEvent.click(await screen.findByRole('button', { name: '2 notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = within(dialog).getByRole('button', {
      name: 'Remove notification: Your password was changed',
    });
    act(() => first.focus());
    act(() => {
      fireEvent.click(first);
    });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', {
          name: 'Remove notification: Your profile was updated',
        }),
      ),
    );
    notifications.stop();
  });
});
