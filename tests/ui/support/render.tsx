import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createCache } from '../../../src/ui/app/apollo-client.js';
import { createI18n } from '../../../src/ui/i18n/i18n.js';

afterEach(() => {
  cleanup();
});

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  path?: string;
}

export interface Rendered extends RenderResult {
  /** Every path the app navigated to, oldest first. */
  history: string[];
  currentPath: () => string;
}

export function renderWithProviders(
  ui: ReactNode,
  { mocks = [], path = '/' }: RenderOptions = {},
): Rendered {
  const location = memoryLocation({ path, record: true });
  const i18n = createI18n();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </MockedProvider>
    </I18nextProvider>,
  );
  return {
    ...result,
    history: location.history ?? [],
    currentPath: () => location.history?.at(-1) ?? path,
  };
}
