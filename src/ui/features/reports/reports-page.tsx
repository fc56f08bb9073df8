import { lazyScreen } from '../../components/lazy-screen.js';
import { reportsMessages } from './messages.js';

/** `/reports`: the realm's report templates, with search; a template opens Run Report. */
export const ReportsPage = lazyScreen(
  reportsMessages,
  () => import('./template-list-view.js'),
  'TemplateList',
);
