import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { formatDate, formatDay } from '../../lib/format-date.js';
import type { DataTableColumn } from '../data-table/data-table.js';
import { QueriedDataTable } from '../data-table/queried-data-table.js';
import type { DataTableState } from '../data-table/use-data-table-state.js';

export const GrantsTable_GrantFragment = graphql(`
  fragment GrantsTable_GrantFragment on Grant {
    id
    grantType
    grantedAt
    expiryDate
    source
    item {
      id
      type
      name
      application {
        id
        name
      }
    }
  }
`);

type GrantRow = ReturnType<typeof unmask>[number];

const unmask = (rows: readonly FragmentType<typeof GrantsTable_GrantFragment>[]) =>
  getFragmentData(GrantsTable_GrantFragment, rows);

const SOURCES = ['request', 'role', 'recon', 'certification'] as const;

export interface GrantsTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The `useQuery` result the page of grants comes from. */
  result: { error?: unknown; loading: boolean; refetch: () => Promise<unknown> };
  page:
    { rows: readonly FragmentType<typeof GrantsTable_GrantFragment>[]; total: number } | undefined;
  state: DataTableState;
  errorKey: TranslationKey;
  /** A last column of what can be done with each grant, such as asking for its removal. */
  actions?: { title: string; cell: (grant: { id: string; name: string }) => ReactNode };
}

/**
 * One page of a user's accounts, roles or entitlements: the item, its application, when it was
 * granted and until when, and how the user came to hold it.
 */
export function GrantsTable({
  labelledBy,
  result,
  page,
  state,
  errorKey,
  actions,
}: GrantsTableProps) {
  const { t, i18n } = useTranslation();
  const expiry = (value: string | null | undefined) =>
    value ? formatDay(value, i18n.language) : t('grantsTable.noExpiry');
  const sourceLabel = (source: string) =>
    (SOURCES as readonly string[]).includes(source)
      ? t(`grantsTable.sources.${source as (typeof SOURCES)[number]}`)
      : source;
  const columns: DataTableColumn<GrantRow>[] = [
    {
      id: 'name',
      title: t('grantsTable.columns.name'),
      wraps: true,
      cell: (row) => row.item.name,
    },
    {
      id: 'application',
      title: t('grantsTable.columns.application'),
      wraps: true,
      cell: (row) => applicationOf(row) ?? t('common.emptyValue'),
    },
    {
      id: 'grantedAt',
      title: t('grantsTable.columns.grantedAt'),
      cell: (row) => formatDate(row.grantedAt, i18n.language),
    },
    {
      id: 'expiryDate',
      title: t('grantsTable.columns.expiryDate'),
      cell: (row) => expiry(row.expiryDate),
    },
    {
      id: 'source',
      title: t('grantsTable.columns.source'),
      wraps: true,
      cell: (row) => sourceLabel(row.source),
    },
    ...(actions
      ? [
          {
            id: 'actions',
            title: actions.title,
            cell: (row: GrantRow) => actions.cell({ id: row.id, name: row.item.name }),
          },
        ]
      : []),
  ];
  return (
    <QueriedDataTable
      result={result}
      page={page && { rows: unmask(page.rows), total: page.total }}
      errorKey={errorKey}
      labelledBy={labelledBy}
      columns={columns}
      state={state}
      searchDescription={t('grantsTable.searchDescription')}
      emptyText={state.search ? t('grantsTable.emptySearch') : t('grantsTable.empty')}
    />
  );
}

/** The application an account or entitlement belongs to; none for a role. */
function applicationOf(row: GrantRow): string | undefined {
  if (row.item.application) return row.item.application.name;
  return row.item.type === 'application' ? row.item.name : undefined;
}
