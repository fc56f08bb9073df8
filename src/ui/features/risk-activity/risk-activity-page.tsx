import { lazyScreen } from '../../components/lazy-screen.js';
import { riskActivityMessages } from './messages.js';

/** `/autoaccess/activity`: every scored sign-in of the realm, risky or not, filtered and explained. */
export const RiskActivityPage = lazyScreen(
  riskActivityMessages,
  () => import('./risk-activity-view.js'),
  'RiskActivity',
);
