import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { adminConfigMessages } from './messages.js';

// The screen, its editor and its fields load as their own chunk, fetched as soon as the route is.
const Configuration = lazyPart(() => import('./configuration-view.js'), 'Configuration');
Configuration.preload();

/** Configure Identities: a configuration object by id, edited as JSON and saved by revision. */
export function ConfigurationPage() {
  return (
    <WithFeatureMessages messages={adminConfigMessages}>
      <Suspense fallback={<LoadingState />}>
        <Configuration />
      </Suspense>
    </WithFeatureMessages>
  );
}
