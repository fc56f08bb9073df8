import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { requestDetailsPath } from '../../../domain/app-paths.js';
import {
  useAccessRequestColumns,
  type AccessRequestRow,
} from '../../components/access-request/access-request-columns.js';
import pageStyles from '../../components/admin-page.module.css';
import { Button } from '../../components/button.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { ErrorMessage } from '../../components/error-message.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { myRequestsMessages } from './messages.js';
import styles from './my-requests.module.css';

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<AccessRequestRow>,
}));
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
  const columns = useAccessRequestColumns([
    'item',
    'requestedFor',
    'priority',
    'status',
    'requestDate',
  ]);
  const result = useQuery(MyRequestsPage_Requests, {
    variables: {
      input: {
        status: status === ALL ? null : status,
        pageSize: table.pageSize,
        page: table.page,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, error, loading } = result;

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
        <QueryView
          result={{ ...result, data: (data ?? previousData)?.myAccessRequests }}
          errorKey="myRequests.loadError"
        >
          {(page) => (
            <Suspense fallback={<LoadingState />}>
              <DataTable
                labelledBy={headingId}
                columns={columns}
                rows={page.rows}
                total={page.total}
                state={table}
                loading={loading}
                searchable={false}
                problem={
                  error ? (
                    <ErrorMessage messageKey={errorMessageKey(error, 'myRequests.loadError')} />
                  ) : null
                }
                hint={t('myRequests.rowHint')}
                emptyText={status === ALL ? t('myRequests.empty') : t('myRequests.emptyFiltered')}
                onRowAction={(id) => navigate(requestDetailsPath(id))}
              />
            </Suspense>
          )}
        </QueryView>
      </Suspense>
      {choosing ? (
        <Suspense fallback={null}>
          <ChooseUsersDialog onClose={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
