import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { adminActivityMessages } from './messages.js';

// The screen, its editor and its fields load as their own chunk, fetched as soon as the route is.
const ActivityLog = lazyPart(() => import('./activity-log-view.js'), 'ActivityLog');
ActivityLog.preload();

/** The realm's administrative changes: who changed what, when, before and after. */
export function ActivityLogPage() {
  return (
    <WithFeatureMessages messages={adminActivityMessages}>
      <Suspense fallback={<LoadingState />}>
        <ActivityLog />
      </Suspense>
    </WithFeatureMessages>
  );
}
