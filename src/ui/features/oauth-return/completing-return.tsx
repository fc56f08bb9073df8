import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CenteredCard } from '../../components/centered-card.js';
import styles from './oauth-return-page.module.css';

interface CompletingReturnProps {
  to: string;
  /**
   * Whether the app loads anew at `to`: the sign-in page a provider's answer goes back to starts
   * in the realm its address names, which a page of the running app would not change to.
   */
  reload?: boolean;
}

/** Says the round trip is being completed while it goes on to `to`. */
export function CompletingReturn({ to, reload = false }: CompletingReturnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (reload) window.location.replace(to);
    else navigate(to, { replace: true });
  }, [navigate, reload, to]);
  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('oauthReturn.completing')}
      </h1>
    </CenteredCard>
  );
}
