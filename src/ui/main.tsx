import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo-client.js';
import { App } from './app/app.js';
import { createAuthErrorRelay } from './app/auth-error-relay.js';
import { browserAuthHandlers } from './app/browser-navigation.js';
import { startHashRoutes } from './app/hash-route-watch.js';
import { createI18n, syncDocumentLanguage } from './i18n/i18n.js';
import './theme/theme.css';
import './theme/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const hashRoutes = startHashRoutes();
const i18n = createI18n();
syncDocumentLanguage(i18n);
const authErrors = createAuthErrorRelay(browserAuthHandlers);

// The router starts at the page a hash route stands for.
void hashRoutes.followed.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App
        client={createApolloClient(
          authErrors.handlers,
          () => i18n.resolvedLanguage ?? i18n.language,
        )}
        i18n={i18n}
        authErrors={authErrors}
      />
    </StrictMode>,
  ),
);
