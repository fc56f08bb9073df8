import { lazyScreen } from '../../components/lazy-screen.js';
import { adminActivityMessages } from './messages.js';

/** The realm's administrative changes: who changed what, when, before and after. */
export const ActivityLogPage = lazyScreen(
  adminActivityMessages,
  () => import('./activity-log-view.js'),
  'ActivityLog',
);
