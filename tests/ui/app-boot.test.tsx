import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppBoot } from '../../src/ui/app/boot/app-boot.js';
import { useBootResult } from '../../src/ui/app/boot/boot-context.js';
import {
  AppBoot_FeaturesDocument,
  AppBoot_LocaleMessagesDocument,
  AppBoot_ServerInfoDocument,
  AppBoot_ThemesDocument,
  AppBoot_UiConfigDocument,
  AppBoot_VersionDocument,
} from '../../src/ui/gql/graphql.js';
import { LOGIN_REALM_KEY } from '../../src/ui/lib/browser-storage.js';
import { renderWithProviders } from './support/render.js';

function Probe() {
  const { t } = useTranslation();
  const boot = useBootResult();
  return (
    <>
      <h1>{t('app.name')}</h1>
      <output>{JSON.stringify({ ...boot, theme: boot.theme?.kind })}</output>
    </>
  );
}

const failure = { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };

const STARTER = {
  __typename: 'Theme',
  id: 't-1',
  name: 'Starter',
  isDefault: true,
  linkedTrees: [],
  settings: { primaryColor: '#123456', textColor: '#ffffff' },
};

const mocks = (
  realm: string,
  version: 'ok' | 'fails',
  themes: object[] = [STARTER],
): MockLink.MockedResponse[] => [
  {
    request: { query: AppBoot_UiConfigDocument },
    result: {
      data: {
        uiConfig: {
          __typename: 'UiConfig',
          lang: 'en',
          defaultLocale: 'en',
          hostedPages: false,
          helpUrl: 'https://help.example/',
          docsUrl: null,
        },
      },
    },
  },
  {
    request: { query: AppBoot_FeaturesDocument },
    result: {
      data: {
        features: [
          { __typename: 'Feature', name: 'governance', enabled: true },
          { __typename: 'Feature', name: 'workforce', enabled: false },
        ],
      },
    },
  },
  {
    request: { query: AppBoot_VersionDocument },
    result:
      version === 'ok'
        ? { data: { version: { __typename: 'ProductVersion', productVersion: '7.5.1' } } }
        : failure,
  },
  {
    request: {
      query: AppBoot_LocaleMessagesDocument,
      variables: { locale: 'en', packages: ['shared', 'enduser'] },
    },
    result: { data: { localeMessages: { enduser: { app: { name: 'Custom Console' } } } } },
  },
  {
    request: { query: AppBoot_ThemesDocument, variables: { realm } },
    result: {
      data: { themes },
    },
  },
];

describe('AppBoot', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('uses the stored login realm, rewrites the address, and hands over what it loaded', async () => {
    window.localStorage.setItem(LOGIN_REALM_KEY, 'bravo');
    const view = renderWithProviders(
      <AppBoot>
        <Probe />
      </AppBoot>,
      { path: '/login?realm=alpha', mocks: mocks('bravo', 'ok') },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Custom Console');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      realm: 'bravo',
      hostedPages: false,
      enabledFeatures: ['governance'],
      version: '7.5.1',
      theme: 'chosen',
      helpUrl: 'https://help.example/',
      docsUrl: null,
    });
    expect(view.currentPath()).toBe('/login?realm=bravo');
    expect(document.documentElement.style.getPropertyValue('--ic-primary')).toBe('#123456');
    expect(document.documentElement.style.getPropertyValue('--ic-on-primary')).toBe('#ffffff');
  });

  it("applies a journey's own theme over the page it shows, without starting the page again", async () => {
    const contrast = {
      ...STARTER,
      id: 't-2',
      name: 'Contrast',
      isDefault: false,
      linkedTrees: ['Registration'],
      settings: { primaryColor: '#ffd60a', textColor: '#121212' },
    };
    const starts = vi.fn();
    function JourneyProbe() {
      const { theme, chooseJourneyTheme } = useBootResult();
      useEffect(starts, []);
      return (
        <>
          <output aria-label="theme">{theme?.kind === 'chosen' ? theme.theme.name : ''}</output>
          <button onClick={() => chooseJourneyTheme({ tree: 'Registration', nodeThemeId: null })}>
            Registration
          </button>
          <button onClick={() => chooseJourneyTheme({ tree: null, nodeThemeId: 'Contrast' })}>
            Node
          </button>
          <button onClick={() => chooseJourneyTheme({ tree: null, nodeThemeId: null })}>
            Login
          </button>
        </>
      );
    }
    renderWithProviders(
      <AppBoot>
        <JourneyProbe />
      </AppBoot>,
      { path: '/login?realm=alpha', mocks: mocks('alpha', 'ok', [STARTER, contrast]) },
    );
    const shown = await screen.findByRole('status', { name: 'theme' });
    const primary = () => document.documentElement.style.getPropertyValue('--ic-primary');
    expect([shown.textContent, primary()]).toEqual(['Starter', '#123456']);

    fireEvent.click(screen.getByRole('button', { name: 'Registration' }));
    await waitFor(() => expect(primary()).toBe('#ffd60a'));
    expect(shown.textContent).toBe('Contrast');

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(primary()).toBe('#123456'));
    expect(shown.textContent).toBe('Starter');

    fireEvent.click(screen.getByRole('button', { name: 'Node' }));
    await waitFor(() => expect(primary()).toBe('#ffd60a'));
    expect(screen.getByRole('status', { name: 'theme' })).toBe(shown);
    expect(starts).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the realm when nothing names one, and says when the version is missing', async () => {
    const view = renderWithProviders(
      <AppBoot>
        <Probe />
      </AppBoot>,
      {
        path: '/dashboard',
        mocks: [
          {
            request: { query: AppBoot_ServerInfoDocument },
            result: { data: { serverInfo: { __typename: 'ServerInfo', realm: 'alpha' } } },
          },
          ...mocks('alpha', 'fails'),
        ],
      },
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'There was an error retrieving the version.',
    );
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({
        realm: 'alpha',
        version: null,
      }),
    );
    expect(view.currentPath()).toBe('/dashboard');
  });
});
