import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import styles from './applications.module.css';

export const ApplicationTile_ApplicationFragment = graphql(`
  fragment ApplicationTile_ApplicationFragment on WorkforceApplication {
    id
    name
    description
    icon
    launchUrl
  }
`);

/** One application: its logo, name and description; the whole tile opens it in a new tab. */
export function ApplicationTile({
  application: ref,
}: {
  application: FragmentType<typeof ApplicationTile_ApplicationFragment>;
}) {
  const { t } = useTranslation();
  const application = getFragmentData(ApplicationTile_ApplicationFragment, ref);
  return (
    <article className={styles.tile}>
      {application.icon ? (
        <img className={styles.logo} src={application.icon} alt="" width={48} height={48} />
      ) : (
        <span className={`${styles.logo} ${styles.logoFallback}`} aria-hidden="true">
          {application.name.charAt(0).toUpperCase()}
        </span>
      )}
      <h2 className={styles.name}>
        {application.launchUrl ? (
          <a
            className={styles.launch}
            href={application.launchUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {application.name}
            <VisuallyHidden> {t('applications.opensInNewTab')}</VisuallyHidden>
          </a>
        ) : (
          application.name
        )}
      </h2>
      {application.description ? (
        <p className={styles.description}>{application.description}</p>
      ) : null}
      {application.launchUrl ? null : (
        <p className={styles.description}>{t('applications.noLaunchUrl')}</p>
      )}
    </article>
  );
}
