import { Suspense } from 'react';
import { useParams } from 'wouter';
import { NEW_ADMIN_ROLE_ID } from '../../../domain/app-paths.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { adminRolesMessages } from './messages.js';

// The screen, its editor and its fields load as their own chunk, fetched as soon as the route is.
const RoleEdit = lazyPart(() => import('./role-edit-view.js'), 'RoleEdit');
RoleEdit.preload();

/** Edit Resource for an internal role and its privileges (`new` creates one). */
export function RoleEditPage() {
  const { id = NEW_ADMIN_ROLE_ID } = useParams<{ id: string }>();
  return (
    <WithFeatureMessages messages={adminRolesMessages}>
      <Suspense fallback={<LoadingState />}>
        <RoleEdit key={id} id={id} />
      </Suspense>
    </WithFeatureMessages>
  );
}
