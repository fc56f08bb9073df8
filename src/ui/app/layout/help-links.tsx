import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { useBootResult } from '../boot/boot-context.js';
import styles from './help-links.module.css';

function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <VisuallyHidden elementType="span"> {t('shell.newTab')}</VisuallyHidden>
    </a>
  );
}

/** The top bar's Help and Docs links, as the UI configuration names them, and the product version. */
export function HelpLinks() {
  const { t } = useTranslation();
  const { helpUrl, docsUrl, version } = useBootResult();
  return (
    <div className={styles.helpLinks}>
      {helpUrl ? <ExternalLink href={helpUrl} label={t('shell.help')} /> : null}
      {docsUrl ? <ExternalLink href={docsUrl} label={t('shell.docs')} /> : null}
      {version ? <span className={styles.version}>{t('shell.version', { version })}</span> : null}
    </div>
  );
}
