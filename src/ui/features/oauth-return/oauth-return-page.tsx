import { Suspense, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { CenteredCard } from '../../components/centered-card.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { DASHBOARD_PATH } from '../../../domain/app-paths.js';
import { socialReturnFrom } from '../../../domain/social-link.js';
import { socialSignInReturnPath } from '../../lib/social-sign-in-round-trip.js';
import styles from './oauth-return-page.module.css';

/** The link's completion and its input rules load only for a provider's answer. */
const SocialLinkFromQuery = lazyPart(
  () => import('./social-link-return.js'),
  'SocialLinkFromQuery',
);

/**
 * Where an OAuth round trip comes back to. A social provider's answer (it carries a state) goes
 * back to the sign-in that left for the provider, or else completes a link; any other return has
 * already been completed and goes to the dashboard.
 */
export function OAuthReturnPage() {
  const search = useSearch();
  const parameters = useMemo(() => new URLSearchParams(search), [search]);
  const signInPath = useMemo(
    () => socialSignInReturnPath(socialReturnFrom(parameters)),
    [parameters],
  );
  if (signInPath) return <Redirect to={signInPath} replace />;
  if (parameters.has('state')) {
    return (
      <Suspense fallback={<LoadingState />}>
        <SocialLinkFromQuery parameters={parameters} />
      </Suspense>
    );
  }
  return <ToDashboard />;
}

function ToDashboard() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(DASHBOARD_PATH, { replace: true });
  }, [navigate]);
  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('oauthReturn.completing')}
      </h1>
    </CenteredCard>
  );
}
