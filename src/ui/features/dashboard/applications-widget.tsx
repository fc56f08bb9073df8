import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APPLICATIONS_PATH } from '../../../domain/app-paths.js';
import { Card } from '../../components/card.js';
import { QueryView } from '../../components/query-view.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './dashboard-page.module.css';
import { dashboardCardsMessages } from './messages.js';

const ApplicationsWidget_Applications = graphql(`
  query ApplicationsWidget_Applications {
    workforceApplications {
      id
      name
      icon
      launchUrl
    }
  }
`);

/** The user's applications by name, each opening in a new tab, and a link to their tiles. */
export function ApplicationsWidget() {
  return (
    <WithFeatureMessages messages={dashboardCardsMessages}>
      <ApplicationList />
    </WithFeatureMessages>
  );
}

function ApplicationList() {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(ApplicationsWidget_Applications, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <Card as="section" labelledBy={headingId} className={styles.applications}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('dashboardCards.applications.title')}
      </h2>
      <QueryView
        result={result}
        errorKey="dashboardCards.errors.applications"
        isEmpty={(data) => data.workforceApplications.length === 0}
        emptyKey="dashboardCards.applications.empty"
      >
        {(data) => (
          <ul className={styles.applicationList}>
            {data.workforceApplications.map((application) => (
              <li key={application.id} className={styles.application}>
                {application.icon ? (
                  <img
                    className={styles.appLogo}
                    src={application.icon}
                    alt=""
                    width={32}
                    height={32}
                  />
                ) : (
                  <span
                    className={`${styles.appLogo} ${styles.appLogoFallback}`}
                    aria-hidden="true"
                  >
                    {application.name.charAt(0).toUpperCase()}
                  </span>
                )}
                {application.launchUrl ? (
                  <a href={application.launchUrl} target="_blank" rel="noopener noreferrer">
                    {application.name}
                    <VisuallyHidden elementType="span">
                      {' '}
                      {t('dashboardCards.applications.opensInNewTab')}
                    </VisuallyHidden>
                  </a>
                ) : (
                  <span>{application.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={APPLICATIONS_PATH} className={styles.cardLink}>
        {t('dashboardCards.applications.viewAll')}
      </Link>
    </Card>
  );
}
