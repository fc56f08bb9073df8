import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { socialReturnFrom } from '../../../domain/social-link.js';
import { CenteredCard } from '../../components/centered-card.js';
import { DASHBOARD_PATH } from '../../../domain/app-paths.js';
import styles from './oauth-return-page.module.css';
import { SocialLinkCompletion } from './social-link-completion.js';

/**
 * Where an OAuth round trip comes back to. A social provider's answer (it carries a state)
 * completes a link; any other return has already been completed and goes to the dashboard.
 */
export function OAuthReturnPage() {
  const search = useSearch();
  const parameters = useMemo(() => new URLSearchParams(search), [search]);
  if (parameters.has('state')) {
    return <SocialLinkCompletion response={socialReturnFrom(parameters)} />;
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
