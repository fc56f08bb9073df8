import { useParams } from 'wouter';
import { NEW_ADMIN_ROLE_ID } from '../../../domain/app-paths.js';
import { lazyScreen } from '../../components/lazy-screen.js';
import { adminRolesMessages } from './messages.js';

const RoleEdit = lazyScreen(adminRolesMessages, () => import('./role-edit-view.js'), 'RoleEdit');

/** Edit Resource for an internal role and its privileges (`new` creates one). */
export function RoleEditPage() {
  const { id = NEW_ADMIN_ROLE_ID } = useParams<{ id: string }>();
  return <RoleEdit key={id} id={id} />;
}
