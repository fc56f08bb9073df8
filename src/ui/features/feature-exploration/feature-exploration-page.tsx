import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { featureExplorationMessages } from './messages.js';

// The page's fields, schemas and queries load as their own chunk, fetched as soon as the route is.
const FeatureExploration = lazyPart(
  () => import('./feature-exploration-view.js'),
  'FeatureExploration',
);
FeatureExploration.preload();

/** `/autoaccess/feature-exploration`: each authentication feature's values and their risk. */
export function FeatureExplorationPage() {
  return (
    <WithFeatureMessages messages={featureExplorationMessages}>
      <Suspense fallback={<LoadingState />}>
        <FeatureExploration />
      </Suspense>
    </WithFeatureMessages>
  );
}
