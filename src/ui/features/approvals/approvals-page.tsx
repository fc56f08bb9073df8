import { useQuery } from '@apollo/client/react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { approvalPath } from '../../../domain/app-paths.js';
import type { AccessRequestColumn } from '../../components/access-request/access-request-columns.js';
import { AccessRequestsTable } from '../../components/access-request/access-requests-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import pageStyles from '../../components/admin-page.module.css';
import hidden from '../../components/visually-hidden.module.css';
import { graphql } from '../../gql/index.js';
import type { ApprovalsView } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { approvalsMessages } from './messages.js';

const PageTabs = lazyPart(() => import('../../components/page-tabs.js'), 'PageTabs');
PageTabs.preload();

const ApprovalsPage_Approvals = graphql(`
  query ApprovalsPage_Approvals($input: ApprovalsInput!) {
    approvals(input: $input) {
      total
      rows {
        id
        ...AccessRequestColumns_RowFragment
      }
    }
  }
`);

const VIEWS = ['pending', 'completed'] as const satisfies readonly ApprovalsView[];

const viewOf = (id: string): ApprovalsView => (id === 'completed' ? 'completed' : 'pending');

const COLUMNS: Readonly<Record<ApprovalsView, readonly AccessRequestColumn[]>> = {
  pending: ['item', 'requestedFor', 'requester', 'priority', 'requestDate'],
  completed: ['item', 'requestedFor', 'requester', 'decision', 'requestDate'],
};

/** `/approvals`: the requests awaiting the user's decision, and those they decided. */
export function ApprovalsPage() {
  return (
    <WithFeatureMessages messages={approvalsMessages}>
      <Approvals />
    </WithFeatureMessages>
  );
}

function Approvals() {
  const { t } = useTranslation();
  const headingId = useId();
  const [view, setView] = useState<ApprovalsView>('pending');
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.approvals')}
      </h1>
      <p className={pageStyles.intro}>{t('approvals.intro')}</p>
      <Suspense fallback={<LoadingState />}>
        <PageTabs
          label={t('approvals.tabs.label')}
          tabs={VIEWS.map((each) => ({ id: each, label: t(`approvals.tabs.${each}`) }))}
          selected={view}
          onSelect={(id) => setView(viewOf(id))}
          panel={(id) => <ApprovalsTable view={viewOf(id)} />}
        />
      </Suspense>
    </section>
  );
}

function ApprovalsTable({ view }: { view: ApprovalsView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const table = useDataTableState();
  const { data, previousData, error, loading, refetch } = useQuery(ApprovalsPage_Approvals, {
    variables: { input: { view, pageSize: table.pageSize, page: table.page } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      {/* The tab names the panel on screen; the heading names its table. */}
      <h2 id={headingId} className={hidden.visuallyHidden}>
        {t(`approvals.tabs.${view}`)}
      </h2>
      <AccessRequestsTable
        labelledBy={headingId}
        result={{ page: (data ?? previousData)?.approvals, error, loading, refetch }}
        errorKey="approvals.loadError"
        columns={COLUMNS[view]}
        state={table}
        hint={t('approvals.rowHint')}
        emptyText={view === 'pending' ? t('approvals.emptyPending') : t('approvals.emptyCompleted')}
        onRowAction={(id) => navigate(approvalPath(id))}
      />
    </>
  );
}
