import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/button.js';
import { journeyHref, JOURNEYS } from './journey-names.js';
import styles from './login-page.module.css';

/**
 * Sign-in's ways out: forgot password or username, create an account; elsewhere back to sign in.
 * A page of the sign-in journey itself goes back by `onRestart`, which starts that journey anew.
 */
export function LoginLinks({
  realm,
  signIn,
  onRestart,
}: {
  realm: string;
  signIn: boolean;
  onRestart?: () => void;
}) {
  const { t } = useTranslation();
  if (onRestart) {
    return (
      <div className={styles.links}>
        <Button variant="secondary" onPress={onRestart}>
          {t('journeys.links.backToSignIn')}
        </Button>
      </div>
    );
  }
  const links = signIn
    ? [
        {
          href: journeyHref(realm, JOURNEYS.resetPassword),
          label: t('journeys.links.forgotPassword'),
        },
        {
          href: journeyHref(realm, JOURNEYS.forgottenUsername),
          label: t('journeys.links.forgotUsername'),
        },
        {
          href: journeyHref(realm, JOURNEYS.registration),
          label: t('journeys.links.createAccount'),
        },
      ]
    : [{ href: journeyHref(realm), label: t('journeys.links.backToSignIn') }];
  return (
    <nav aria-label={t('journeys.links.label')}>
      <ul className={styles.links}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
