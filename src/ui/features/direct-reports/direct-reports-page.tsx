import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { directReportPath } from '../../../domain/app-paths.js';
import { Card } from '../../components/card.js';
import itemList from '../../components/item-list.module.css';
import pageStyles from '../../components/page-section.module.css';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './direct-reports.module.css';
import { directReportsMessages } from './messages.js';

const DirectReportsPage_Reports = graphql(`
  query DirectReportsPage_Reports {
    directReports {
      id
      userName
      displayName
      mail
    }
  }
`);

/** `/my-reports`: the users the signed-in user manages, each leading to their access. */
export function DirectReportsPage() {
  return (
    <WithFeatureMessages messages={directReportsMessages}>
      <DirectReports />
    </WithFeatureMessages>
  );
}

function DirectReports() {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(DirectReportsPage_Reports, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.myReports')}
      </h1>
      <p className={pageStyles.intro}>{t('directReports.intro')}</p>
      <Card>
        <QueryView
          result={result}
          errorKey="directReports.errors.load"
          isEmpty={(data) => data.directReports.length === 0}
          emptyKey="directReports.empty"
        >
          {(data) => (
            <ul className={itemList.list} aria-labelledby={headingId}>
              {data.directReports.map((report) => (
                <li key={report.id} className={`${itemList.item} ${styles.report}`}>
                  <Link to={directReportPath(report.id, 'account')} className={styles.name}>
                    {report.displayName}
                  </Link>
                  <span className={styles.detail}>
                    {report.mail ? `${report.userName} · ${report.mail}` : report.userName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </section>
  );
}
