import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { devConsoleMessages } from './messages.js';

/** CodeMirror and its JSON mode load with the console only. */
const QueryConsole = lazy(async () => ({
  default: (await import('./query-console.js')).QueryConsole,
}));

/** `/autoaccess/dev-console`: entity searches written by hand, read-only. */
export function DevConsolePage() {
  return (
    <WithFeatureMessages messages={devConsoleMessages}>
      <DevConsole />
    </WithFeatureMessages>
  );
}

function DevConsole() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.devConsole')}
      </h1>
      <p className={pageStyles.intro}>{t('devConsole.intro')}</p>
      <Suspense fallback={<LoadingState />}>
        <QueryConsole />
      </Suspense>
    </section>
  );
}
