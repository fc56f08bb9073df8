import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_COOLDOWN_MS } from '../../src/domain/constants.js';
import { SESSION_CHECK_INTERVAL_MS } from '../../src/domain/machine-constants.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import {
  SignedInSession_NotificationsDocument,
  SignedInSession_SessionDocument,
  SignOutProvider_SignOutDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import {
  noNotificationsMock,
  noSystemNotificationMock,
  sessionOf,
  signedInMock,
} from './support/shell-mocks.js';

const endSession: MockLink.MockedResponse = {
  request: { query: SignOutProvider_SignOutDocument },
  result: { data: { signOut: { __typename: 'SignOutResult', postLogoutUrl: null } } },
};

const once = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({
  ...mock,
  maxUsageCount: 1,
});

describe('signed-in session', () => {
  it('shows the notification count on the bell once signed in', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [
        signedInMock,
        sessionOf('u-1'),
        noSystemNotificationMock,
        {
          request: { query: SignedInSession_NotificationsDocument },
          result: {
            data: {
              notifications: [
                {
                  __typename: 'Notification',
                  id: 'n-1',
                  message: 'Welcome',
                  createDate: '2025-03-04T15:06:00.000Z',
                  notificationType: 'info',
                },
              ],
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(await screen.findByRole('button', { name: '1 notification' })).toBeTruthy();
  });

  it('checks the session it started from only after the cooldown and interval, then signs out for another subject', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const listening = vi.spyOn(document, 'addEventListener');
    try {
      const view = renderWithProviders(<AppRoutes />, {
        shell: true,
        path: '/dashboard',
        mocks: [
          signedInMock,
          once(sessionOf('u-1')),
          once(sessionOf('someone-else')),
          noNotificationsMock,
          noSystemNotificationMock,
          endSession,
        ],
      });
      await vi.waitFor(() =>
        expect(listening).toHaveBeenCalledWith('focusin', expect.any(Function), true),
      );
      await vi.advanceTimersByTimeAsync(
        SESSION_CHECK_COOLDOWN_MS + SESSION_CHECK_INTERVAL_MS - 1_000,
      );
      expect(view.exit.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(view.exit.reload).toHaveBeenCalledOnce());
    } finally {
      listening.mockRestore();
      vi.useRealTimers();
    }
  });

  it('signs out when the session is gone', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [
        signedInMock,
        {
          request: { query: SignedInSession_SessionDocument },
          result: {
            errors: [{ message: 'Session ended', extensions: { code: 'UNAUTHENTICATED' } }],
          },
        },
        noNotificationsMock,
        noSystemNotificationMock,
        endSession,
      ],
    });
    await waitFor(() => expect(view.exit.reload).toHaveBeenCalledOnce());
  });
});
