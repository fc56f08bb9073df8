import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { authErrorLink, createCache } from '../../../src/ui/app/apollo-client.js';
import { AppShell, inAppNavigation } from '../../../src/ui/app/app.js';
import { BootContext, type BootResult } from '../../../src/ui/app/boot/boot-context.js';
import type { PageExit } from '../../../src/ui/app/sign-out/page-exit.js';
import { SignOutContext } from '../../../src/ui/app/sign-out/sign-out-context.js';
import { ToastProvider } from '../../../src/ui/app/toast/toast-provider.js';
import { createI18n } from '../../../src/ui/i18n/i18n.js';

afterEach(() => {
  cleanup();
});

export const BOOTED: BootResult = {
  realm: 'root',
  hostedPages: true,
  enabledFeatures: [],
  version: '7.5.1',
  theme: { kind: 'fallback' },
  chooseJourneyTheme: () => undefined,
  helpUrl: 'https://help.example/',
  docsUrl: 'https://docs.example/',
};

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  path?: string;
  boot?: Partial<BootResult>;
  /** Mounts sign-out, the route guard and the signed-in session around the UI, as the app does. */
  shell?: boolean;
  /** Without the shell: what the sign-out action does. */
  signOut?: () => void;
  /** Answers go through the app's FORBIDDEN handling, which calls this where it would redirect. */
  onForbidden?: () => void;
}

export interface Rendered extends RenderResult {
  /** Every path the app navigated to, oldest first, with those it replaced. */
  history: string[];
  currentPath: () => string;
  /** What the shell's sign-out did to the page. */
  exit: { [K in keyof PageExit]: ReturnType<typeof vi.fn> };
}

export function renderWithProviders(
  ui: ReactNode,
  {
    mocks = [],
    path = '/',
    boot,
    shell = false,
    signOut = vi.fn(),
    onForbidden,
  }: RenderOptions = {},
): Rendered {
  const location = memoryLocation({ path });
  // Unlike the memory location's own record, which overwrites the entry a navigation replaces,
  // this keeps a path the app only passed through.
  const visited = [path];
  const navigate: typeof location.navigate = (to, options) => {
    visited.push(String(to));
    location.navigate(to, options);
  };
  const useRecordedLocation = (): ReturnType<typeof location.hook> => [
    location.hook()[0],
    navigate,
  ];
  const i18n = createI18n();
  const exit = { assign: vi.fn(), reload: vi.fn(), replaceAddress: vi.fn() };
  const content = shell ? (
    <AppShell exit={exit}>{ui}</AppShell>
  ) : (
    <SignOutContext value={signOut}>{ui}</SignOutContext>
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider
        mocks={mocks}
        link={
          onForbidden &&
          ApolloLink.from([
            authErrorLink({ onUnauthenticated: vi.fn(), onForbidden }),
            new MockLink(mocks, { showWarnings: false }),
          ])
        }
        cache={createCache()}
        showWarnings={false}
      >
        <Router
          hook={useRecordedLocation}
          searchHook={location.searchHook}
          aroundNav={inAppNavigation}
        >
          <ToastProvider>
            <BootContext value={{ ...BOOTED, ...boot }}>{content}</BootContext>
          </ToastProvider>
        </Router>
      </MockedProvider>
    </I18nextProvider>,
  );
  return {
    ...result,
    history: visited,
    currentPath: () => visited.at(-1)!,
    exit,
  };
}
