import { lazyScreen } from '../../components/lazy-screen.js';
import { reportsMessages } from './messages.js';

/** `/reports/{template}`: Run Report, the template's parameters and a timeframe. */
export const RunReportPage = lazyScreen(
  reportsMessages,
  () => import('./run-report-view.js'),
  'RunReport',
);
