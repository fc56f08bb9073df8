import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION_MS, TOAST_WIDTH_PX } from '../../src/domain/constants.js';
import { toastMachine } from '../../src/machines/toastMachine.js';
import { ToastRegion } from '../../src/ui/app/toast/toast-region.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import './support/render.js';

function renderRegion() {
  const toast = createActor(toastMachine).start();
  render(
    <I18nextProvider i18n={createI18n()}>
      <ToastRegion toast={toast} />
    </I18nextProvider>,
  );
  return toast;
}

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a success politely and a failure as an alert, in the spec width', () => {
    const toast = renderRegion();
    act(() =>
      toast.send({ type: 'toast.show', messageKey: 'notifications.removed', tone: 'success' }),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Notification removed.');
    expect(status.parentElement?.style.width).toBe(`${TOAST_WIDTH_PX}px`);

    act(() =>
      toast.send({ type: 'toast.show', messageKey: 'notifications.clearFailed', tone: 'danger' }),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'There was an error clearing your notifications.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its dismiss button', () => {
    const toast = renderRegion();
    act(() =>
      toast.send({ type: 'toast.show', messageKey: 'notifications.removed', tone: 'info' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(toast.getSnapshot().value).toBe('hidden');
  });

  it('goes away by itself after the toast duration', () => {
    vi.useFakeTimers();
    const toast = renderRegion();
    act(() =>
      toast.send({ type: 'toast.show', messageKey: 'errors.versionRetrieval', tone: 'danger' }),
    );
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'There was an error retrieving the version.',
    );
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
