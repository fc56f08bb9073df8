import { lazyScreen } from '../../components/lazy-screen.js';
import { adminConfigMessages } from './messages.js';

/** Configure Identities: a configuration object by id, edited as JSON and saved by revision. */
export const ConfigurationPage = lazyScreen(
  adminConfigMessages,
  () => import('./configuration-view.js'),
  'Configuration',
);
