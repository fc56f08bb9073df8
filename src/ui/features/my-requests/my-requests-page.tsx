import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { requestDetailsPath } from '../../../domain/app-paths.js';
import type { AccessRequestColumn } from '../../components/access-request/access-request-columns.js';
import { AccessRequestsTable } from '../../components/access-request/access-requests-table.js';
import pageStyles from '../../components/admin-page.module.css';
import { Button } from '../../components/button.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { myRequestsMessages } from './messages.js';
import styles from './my-requests.module.css';

/** React-aria's select and its popover load once the page shows its heading, as the table does. */
const SelectField = lazy(async () => ({
  default: (await import('../../components/select-field.js')).SelectField<StatusFilter>,
}));
/** The user search loads as the dialog is about to open. */
const ChooseUsersDialog = lazyPart(() => import('./choose-users-dialog.js'), 'ChooseUsersDialog');

const MyRequestsPage_Requests = graphql(`
  query MyRequestsPage_Requests($input: AccessRequestsInput!) {
    myAccessRequests(input: $input) {
      total
      rows {
        id
        ...AccessRequestColumns_RowFragment
      }
    }
  }
`);

const ALL = 'all';
/** The statuses a request of the user's goes through, as the governance service reports them. */
const STATUS_FILTERS = [ALL, 'in-progress', 'complete', 'canceled', 'expired'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

const COLUMNS: readonly AccessRequestColumn[] = [
  'item',
  'requestedFor',
  'priority',
  'status',
  'requestDate',
];

/** `/my-requests`: the user's access requests, newest first, and the way to a new one. */
export function MyRequestsPage() {
  return (
    <WithFeatureMessages messages={myRequestsMessages}>
      <MyRequests />
    </WithFeatureMessages>
  );
}

function MyRequests() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const enumLabel = useEnumLabel();
  const table = useDataTableState();
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const [choosing, setChoosing] = useState(false);
  const { data, previousData, error, loading, refetch } = useQuery(MyRequestsPage_Requests, {
    variables: {
      input: {
        status: status === ALL ? null : status,
        pageSize: table.pageSize,
        page: table.page,
      },
    },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.myRequests')}
        </h1>
        <Button
          onPress={() => setChoosing(true)}
          onPointerEnter={() => ChooseUsersDialog.preload()}
          onFocus={() => ChooseUsersDialog.preload()}
        >
          {t('myRequests.newRequest')}
        </Button>
      </div>
      <p className={pageStyles.intro}>{t('myRequests.intro')}</p>
      <Suspense fallback={<LoadingState />}>
        <SelectField
          className={styles.filter}
          label={t('myRequests.statusFilter')}
          value={status}
          values={STATUS_FILTERS}
          labelOf={(value) =>
            value === ALL ? t('myRequests.allStatuses') : enumLabel('requestStatus', value)
          }
          onChange={(value) => {
            setStatus(value);
            table.setPage(0);
          }}
        />
        <AccessRequestsTable
          labelledBy={headingId}
          result={{ page: (data ?? previousData)?.myAccessRequests, error, loading, refetch }}
          errorKey="myRequests.loadError"
          columns={COLUMNS}
          state={table}
          hint={t('myRequests.rowHint')}
          emptyText={status === ALL ? t('myRequests.empty') : t('myRequests.emptyFiltered')}
          onRowAction={(id) => navigate(requestDetailsPath(id))}
        />
      </Suspense>
      {choosing ? (
        <Suspense fallback={null}>
          <ChooseUsersDialog onClose={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
