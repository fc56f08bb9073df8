import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { appBootMachine } from '../../../machines/appBootMachine.js';
import { CenteredCard } from '../../components/centered-card.js';
import { LoadingState } from '../../components/loading-state.js';
import { useAppLanguage } from '../../i18n/use-app-language.js';
import { withRealmParam } from '../../lib/location.js';
import { BareLayout } from '../layout/bare-layout.js';
import { useToast } from '../toast/toast-context.js';
import { bootActors } from './boot-effects.js';
import { BootContext, type BootResult } from './boot-context.js';
import { readBootInput } from './boot-input.js';

const importThemeModule = () => import('./apply-theme.js');
let themeModule: ReturnType<typeof importThemeModule> | undefined;
/** The theme's code loads beside the start-up calls, which it only needs once they answer. */
const loadThemeModule = () => (themeModule ??= importThemeModule());

/**
 * Runs start-up (realm, UI configuration, features, version, locale messages, theme) and shows
 * the app once it is done.
 */
export function AppBoot({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const showToast = useToast();
  const { i18n } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [input] = useState(() => {
    void loadThemeModule();
    return readBootInput(search);
  });
  const actors = useMemo(() => bootActors(client, i18n), [client, i18n]);

  const boot = useActorRef(
    appBootMachine.provide({
      actors,
      actions: {
        rewriteUrlRealm: (_, { realm }) =>
          navigate(withRealmParam(`${pathname}${search ? `?${search}` : ''}`, realm), {
            replace: true,
          }),
        notify: (_, notice) => showToast(notice),
      },
    }),
    { input },
  );
  const chooseJourneyTheme = useCallback<BootResult['chooseJourneyTheme']>(
    (criteria) => boot.send({ type: 'theme.apply', ...criteria }),
    [boot],
  );
  const booted = useSelector(boot, (snapshot) =>
    snapshot.matches('ready') ? snapshot.context : null,
  );
  const languageReady = useAppLanguage({
    defaultLocale: booted ? booted.uiConfig.defaultLocale : undefined,
  });

  const [themed, setThemed] = useState(false);
  useEffect(() => {
    if (!booted) return;
    let current = true;
    const show = () => {
      if (current) setThemed(true);
    };
    loadThemeModule().then(({ applyTheme }) => {
      if (current) applyTheme(booted.theme, document.documentElement);
      show();
    }, show);
    return () => {
      current = false;
    };
  }, [booted, i18n]);

  const result = useMemo((): BootResult | null => {
    if (!booted) return null;
    return {
      realm: booted.realm,
      hostedPages: booted.uiConfig.hostedPages,
      enabledFeatures: booted.features.filter((flag) => flag.enabled).map((flag) => flag.name),
      version: booted.version,
      theme: booted.theme,
      chooseJourneyTheme,
      helpUrl: booted.uiConfig.helpUrl,
      docsUrl: booted.uiConfig.docsUrl,
    };
  }, [booted, chooseJourneyTheme]);

  // Only the first theme holds the app back: a journey's own theme applies over the page shown.
  if (!result || !languageReady || !themed) {
    return (
      <BareLayout>
        <CenteredCard>
          <LoadingState />
        </CenteredCard>
      </BareLayout>
    );
  }
  return <BootContext value={result}>{children}</BootContext>;
}
