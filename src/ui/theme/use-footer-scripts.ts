import { useEffect, useEffectEvent } from 'react';
import { useToast } from '../app/toast/toast-context.js';
import type { ThemeSettings } from './theme-values.js';
import { enabledHtml } from './use-theme.js';

export type FooterScriptField = 'accountFooterScriptTag' | 'journeyFooterScriptTag';

const loadFooterScripts = () => import('./footer-scripts.js');

/**
 * Adds the theme's footer scripts to the page while the flag `<field>Enabled` is on; a script
 * that cannot be decoded or loaded shows the user-script error. The code that does it loads only
 * when a theme has footer scripts.
 */
export function useFooterScripts(settings: ThemeSettings, field: FooterScriptField): void {
  const showToast = useToast();
  const encoded = enabledHtml(settings, field).trim();
  const reportFailure = useEffectEvent(() =>
    showToast({ messageKey: 'themes.userScriptError', tone: 'danger' }),
  );

  useEffect(() => {
    if (!encoded) return;
    let active = true;
    let stop: (() => void) | undefined;
    const onError = () => {
      if (active) reportFailure();
    };
    loadFooterScripts()
      .then(({ injectFooterScripts }) => injectFooterScripts(encoded, document, onError))
      .then((stopListening) => {
        if (active) stop = stopListening;
        else stopListening();
      }, onError);
    return () => {
      active = false;
      stop?.();
    };
  }, [encoded]);
}
