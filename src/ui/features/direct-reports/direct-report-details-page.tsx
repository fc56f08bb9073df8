import { useQuery } from '@apollo/client/react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams } from 'wouter';
import { directReportPath, MY_REPORTS_PATH } from '../../../domain/app-paths.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { GrantsTable } from '../../components/grants-table/grants-table.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import pageStyles from '../../components/page-section.module.css';
import hidden from '../../components/visually-hidden.module.css';
import { graphql } from '../../gql/index.js';
import type { GrantType } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { directReportsMessages } from './messages.js';

const PageTabs = lazyPart(() => import('../../components/page-tabs.js'), 'PageTabs');
PageTabs.preload();

const DirectReportDetailsPage_Report = graphql(`
  query DirectReportDetailsPage_Report($userId: ID!) {
    directReport(userId: $userId) {
      id
      userName
      displayName
      mail
    }
  }
`);

const DirectReportDetailsPage_Grants = graphql(`
  query DirectReportDetailsPage_Grants($userId: ID!, $input: GrantsInput!) {
    directReportGrants(userId: $userId, input: $input) {
      total
      rows {
        id
        ...GrantsTable_GrantFragment
      }
    }
  }
`);

const GRANT_TYPES: readonly GrantType[] = ['account', 'role', 'entitlement'];

const isGrantType = (value: string | undefined): value is GrantType =>
  GRANT_TYPES.includes(value as GrantType);

/** `/my-reports/{userId}/{grantType}`: a direct report's accounts, roles or entitlements. */
export function DirectReportDetailsPage() {
  const { userId = '', grantType } = useParams<{ userId: string; grantType: string }>();
  if (!isGrantType(grantType)) return <Redirect to={directReportPath(userId, 'account')} replace />;
  return (
    <WithFeatureMessages messages={directReportsMessages}>
      <DirectReportDetails userId={userId} grantType={grantType} />
    </WithFeatureMessages>
  );
}

function DirectReportDetails({ userId, grantType }: { userId: string; grantType: GrantType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const report = useQuery(DirectReportDetailsPage_Report, { variables: { userId } });
  const person = report.data?.directReport;
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={MY_REPORTS_PATH}>{t('directReports.back')}</TopBarBackLink>
      <h1 id={headingId} className={pageStyles.heading}>
        {person ? person.displayName : t('routes.directReportDetails')}
      </h1>
      {person ? (
        <p className={pageStyles.intro}>
          {person.mail ? `${person.userName} · ${person.mail}` : person.userName}
        </p>
      ) : null}
      <Suspense fallback={<LoadingState />}>
        <PageTabs
          label={t('directReports.tabs.label')}
          tabs={GRANT_TYPES.map((type) => ({ id: type, label: t(`directReports.tabs.${type}`) }))}
          selected={grantType}
          onSelect={(id) => navigate(directReportPath(userId, id))}
          panel={(id) => (isGrantType(id) ? <ReportGrants userId={userId} grantType={id} /> : null)}
        />
      </Suspense>
    </section>
  );
}

function ReportGrants({ userId, grantType }: { userId: string; grantType: GrantType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const table = useDataTableState();
  const result = useQuery(DirectReportDetailsPage_Grants, {
    variables: {
      userId,
      input: { grantType, search: table.query.search, pageSize: table.pageSize, page: table.page },
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <>
      {/* The tab names the panel on screen; the heading names its table. */}
      <h2 id={headingId} className={hidden.visuallyHidden}>
        {t(`directReports.tabs.${grantType}`)}
      </h2>
      <GrantsTable
        labelledBy={headingId}
        result={result}
        page={(result.data ?? result.previousData)?.directReportGrants}
        state={table}
        errorKey="directReports.errors.grants"
      />
    </>
  );
}
