import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SESSION_WARNING_BEFORE_EXPIRY_MS } from '../../src/domain/constants.js';
import type { SessionExpiry } from '../../src/domain/session-validity.js';
import { idleTimeoutMachine } from '../../src/machines/idleTimeoutMachine.js';
import { IdleWarning } from '../../src/ui/app/session/idle-warning.js';
import { unsavedEditsMessages } from '../../src/ui/components/unsaved-edits/messages.js';
import { useUnsavedEdits } from '../../src/ui/components/unsaved-edits/use-unsaved-edits.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

function startIdleTimer(refresh: () => Promise<SessionExpiry>) {
  const requestSignOut = vi.fn();
  const idle = createActor(
    idleTimeoutMachine.provide({
      actors: { refreshSession: fromPromise(refresh) },
      actions: { requestSignOut },
    }),
  ).start();
  return { idle, requestSignOut };
}

/** An expiry that puts the warning due now. */
const dueNow = (): SessionExpiry => ({
  maxIdleExpirationTime: Date.now() + SESSION_WARNING_BEFORE_EXPIRY_MS,
  observedAt: Date.now(),
});

const later = (): SessionExpiry => ({
  maxIdleExpirationTime: Date.now() + 30 * 60_000,
  observedAt: Date.now(),
});

/** A form of the page whose edits are not saved. */
function EditedForm() {
  return useUnsavedEdits(true).leavePrompt;
}

const UNSAVED_AT_STAKE = 'Your changes on this page have not been saved: signing out loses them.';

describe('idle warning', () => {
  it('shows nothing until the warning is due', () => {
    const { idle } = startIdleTimer(() => Promise.resolve(later()));
    renderWithProviders(<IdleWarning idle={idle} />);
    act(() => idle.send({ type: 'session.update', ...later() }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    idle.stop();
  });

  it('opens an alert dialog with both answers enabled and Stay Signed In focused', async () => {
    const { idle } = startIdleTimer(() => Promise.resolve(later()));
    renderWithProviders(<IdleWarning idle={idle} />);
    act(() => idle.send({ type: 'session.update', ...dueNow() }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to end',
    });
    const extend = screen.getByRole('button', { name: 'Stay Signed In' });
    const end = screen.getByRole('button', { name: 'Sign Out' });
    expect(dialog.contains(extend) && dialog.contains(end)).toBe(true);
    expect(extend.hasAttribute('disabled')).toBe(false);
    expect(end.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(extend));
    expect(dialog.textContent).not.toContain(UNSAVED_AT_STAKE);
    idle.stop();
  });

  it('says that signing out loses the edits a form of the page has not saved', async () => {
    const { idle } = startIdleTimer(() => Promise.resolve(later()));
    renderWithProviders(
      <WithFeatureMessages messages={unsavedEditsMessages}>
        <EditedForm />
        <IdleWarning idle={idle} />
      </WithFeatureMessages>,
    );
    await act(async () => {
      await unsavedEditsMessages.catalogues['en']?.();
    });
    act(() => idle.send({ type: 'session.update', ...dueNow() }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to end',
    });
    expect(dialog.textContent).toContain(UNSAVED_AT_STAKE);
    idle.stop();
  });

  it('extends the session and closes the dialog', async () => {
    const refresh = vi.fn(() => Promise.resolve(later()));
    const { idle, requestSignOut } = startIdleTimer(refresh);
    renderWithProviders(<IdleWarning idle={idle} />);
    act(() => idle.send({ type: 'session.update', ...dueNow() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay Signed In' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(refresh).toHaveBeenCalledOnce();
    expect(idle.getSnapshot().matches('idle')).toBe(true);
    expect(requestSignOut).not.toHaveBeenCalled();
    idle.stop();
  });

  it('signs out on Sign Out', async () => {
    const { idle, requestSignOut } = startIdleTimer(() => Promise.resolve(later()));
    renderWithProviders(<IdleWarning idle={idle} />);
    act(() => idle.send({ type: 'session.update', ...dueNow() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(requestSignOut).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
