import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { formatDateTime } from '../../lib/format-date.js';
import type { DataTableColumn } from '../data-table/data-table.js';
import { useEnumLabel } from '../enum-label/enum-label.js';

const AccessRequestColumns_RowFragment = graphql(`
  fragment AccessRequestColumns_RowFragment on AccessRequest {
    id
    priority
    status
    decision
    requestDate
    item {
      id
      type
      name
    }
    requester {
      id
      displayName
    }
    requestedFor {
      id
      displayName
    }
  }
`);

export type AccessRequestRow = { id: string } & FragmentType<
  typeof AccessRequestColumns_RowFragment
>;

export type AccessRequestColumn =
  'item' | 'requestedFor' | 'requester' | 'priority' | 'status' | 'decision' | 'requestDate';

/** The columns of a list of requests, in the order asked for; the server orders the rows. */
export function useAccessRequestColumns(
  shown: readonly AccessRequestColumn[],
): DataTableColumn<AccessRequestRow>[] {
  const { t, i18n } = useTranslation();
  const enumLabel = useEnumLabel();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const read = (row: AccessRequestRow) => getFragmentData(AccessRequestColumns_RowFragment, row);
  const cells: Record<AccessRequestColumn, (row: AccessRequestRow) => string> = {
    item: (row) => read(row).item.name,
    requestedFor: (row) => read(row).requestedFor.displayName,
    requester: (row) => read(row).requester.displayName,
    priority: (row) => t(`accessRequest.priorities.${read(row).priority}`),
    status: (row) => enumLabel('requestStatus', read(row).status),
    decision: (row) => enumLabel('requestDecision', read(row).decision),
    requestDate: (row) => formatDateTime(read(row).requestDate, locale),
  };
  return shown.map((id) => ({
    id,
    title: t(`accessRequest.columns.${id}`),
    cell: cells[id],
  }));
}
