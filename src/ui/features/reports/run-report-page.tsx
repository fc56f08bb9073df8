import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { reportsMessages } from './messages.js';

// The page's fields, schemas and queries load as their own chunk, fetched as soon as the route is.
const RunReport = lazyPart(() => import('./run-report-view.js'), 'RunReport');
RunReport.preload();

/** `/reports/{template}`: Run Report, the template's parameters and a timeframe. */
export function RunReportPage() {
  return (
    <WithFeatureMessages messages={reportsMessages}>
      <Suspense fallback={<LoadingState />}>
        <RunReport />
      </Suspense>
    </WithFeatureMessages>
  );
}
