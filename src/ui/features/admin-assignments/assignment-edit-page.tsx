import { useParams } from 'wouter';
import { NEW_ADMIN_ASSIGNMENT_ID } from '../../../domain/app-paths.js';
import { lazyScreen } from '../../components/lazy-screen.js';
import { assignmentsMessages } from './messages.js';

const AssignmentEdit = lazyScreen(
  assignmentsMessages,
  () => import('./assignment-edit-view.js'),
  'AssignmentEdit',
);

/** Edit Resource for an assignment: attributes, operations, event scripts and mapping (`new` creates one). */
export function AssignmentEditPage() {
  const { id = NEW_ADMIN_ASSIGNMENT_ID } = useParams<{ id: string }>();
  return <AssignmentEdit key={id} id={id} />;
}
