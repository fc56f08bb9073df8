import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { riskActivityMessages } from './messages.js';

// The page's fields, schemas and queries load as their own chunk, fetched as soon as the route is.
const RiskActivity = lazyPart(() => import('./risk-activity-view.js'), 'RiskActivity');
RiskActivity.preload();

/** `/autoaccess/activity`: every scored sign-in of the realm, risky or not, filtered and explained. */
export function RiskActivityPage() {
  return (
    <WithFeatureMessages messages={riskActivityMessages}>
      <Suspense fallback={<LoadingState />}>
        <RiskActivity />
      </Suspense>
    </WithFeatureMessages>
  );
}
