import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { externalUrl } from '../../../lib/location.js';
import { leaveForSocialSignIn } from '../../../lib/social-sign-in-round-trip.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

/**
 * Leaves for the address the journey names (an identity provider's sign-in), http(s) only; the
 * provider's answer comes back to this sign-in page, which goes on with it.
 */
export function RedirectCallback({ callback }: CallbackFieldProps) {
  const { t } = useTranslation();
  const target = externalUrl(outputText(callback, 'redirectUrl'), window.location.origin);
  useEffect(() => {
    if (!target) return;
    leaveForSocialSignIn(window.location.search, target);
    window.location.assign(target);
  }, [target]);
  return (
    <p className={styles.message} role="status">
      {t('journeys.redirecting')}
    </p>
  );
}
