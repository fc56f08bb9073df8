import { lazyScreen } from '../../components/lazy-screen.js';
import { featureExplorationMessages } from './messages.js';

/** `/autoaccess/feature-exploration`: each authentication feature's values and their risk. */
export const FeatureExplorationPage = lazyScreen(
  featureExplorationMessages,
  () => import('./feature-exploration-view.js'),
  'FeatureExploration',
);
