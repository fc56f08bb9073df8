import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Cell,
  Column,
  FieldError,
  Input,
  Label,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  Text,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { LIST_PAGE_SIZES } from '../../../domain/constants.js';
import { Button } from '../button.js';
import formStyles from '../form.module.css';
import { CsvExportButton, type CsvFile } from './csv-export-button.js';
import styles from './data-table.module.css';
import { PageSizePicker } from './page-size-picker.js';
import type { DataTableState } from './use-data-table-state.js';

export interface DataTableColumn<TRow> {
  /** The sort key the server knows the column by. */
  id: string;
  title: string;
  /** Whether the column names its row for assistive technology; the first column by default. */
  isRowHeader?: boolean;
  /** Whether the server sorts by the column: only then does its header sort. */
  allowsSorting?: boolean;
  /** Whether the cells are text that wraps at the table's width (a name, a description) instead of widening it. */
  wraps?: boolean;
  cell: (row: TRow) => ReactNode;
}

export interface DataTableProps<TRow extends { id: string }> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly DataTableColumn<TRow>[];
  /** The rows of the current page. */
  rows: readonly TRow[];
  /** The number of rows of the current search, on every page. */
  total: number;
  state: DataTableState;
  /** Whether a new page is being read; the rows shown are the previous ones. */
  loading?: boolean;
  /** Shown above the table while the rows shown are not those asked for. */
  problem?: ReactNode;
  searchDescription?: string;
  /** Why the search was refused (too long, for instance), said on the search field. */
  searchError?: string | undefined;
  /** Shown beside the table and announced with it, such as what selecting a row does. */
  hint?: string;
  /** Shown in place of rows when there are none. */
  emptyText: string;
  onRowAction?: (id: string) => void;
  /** Reads every row of the current search and sort as CSV; without it, no export. */
  exportCsv?: () => Promise<CsvFile>;
  pageSizes?: readonly number[];
  /** Whether the rows can be searched by text; the screen may filter them otherwise. */
  searchable?: boolean;
}

/**
 * A server-paged table: search, sort by column header, page size and pages, CSV export. The screen
 * reads the rows with `state.query` and passes the page it got.
 */
export function DataTable<TRow extends { id: string }>({
  labelledBy,
  columns,
  rows,
  total,
  state,
  loading = false,
  problem,
  searchDescription,
  searchError,
  hint,
  emptyText,
  onRowAction,
  exportCsv,
  pageSizes = LIST_PAGE_SIZES,
  searchable = true,
}: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const hintId = useId();
  const first = columns[0]?.id;
  const sortable = columns.some((column) => column.allowsSorting);
  const sortDescriptor: SortDescriptor | undefined = !sortable
    ? undefined
    : (state.sort ??
      (first && columns[0]?.allowsSorting ? { column: first, direction: 'ascending' } : undefined));
  const offset = state.query.offset;
  const range = { first: rows.length === 0 ? 0 : offset + 1, last: offset + rows.length, total };

  return (
    <>
      <div className={styles.toolbar}>
        {searchable ? (
          <SearchField
            className={styles.search}
            value={state.searchText}
            onChange={state.setSearchText}
            isInvalid={searchError !== undefined}
          >
            <Label className={formStyles.label}>{t('dataTable.search')}</Label>
            <Input className={formStyles.input} />
            {searchDescription ? (
              <Text slot="description" className={styles.description}>
                {searchDescription}
              </Text>
            ) : null}
            <FieldError className={formStyles.fieldError}>{searchError}</FieldError>
          </SearchField>
        ) : null}
        {exportCsv ? <CsvExportButton onExport={exportCsv} /> : null}
      </div>
      {problem}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.tableWrap} data-empty={rows.length === 0 || undefined}>
        <Table
          className={styles.table}
          aria-labelledby={labelledBy}
          aria-describedby={hint ? hintId : undefined}
          sortDescriptor={sortDescriptor}
          onSortChange={state.setSort}
          onRowAction={onRowAction ? (id: Key) => onRowAction(String(id)) : undefined}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader ?? column.id === first}
                allowsSorting={column.allowsSorting}
                className={styles.column}
              >
                {({ sortDirection }) => (
                  <>
                    {column.title}
                    <span className={styles.sortIndicator} aria-hidden="true">
                      {sortDirection === 'ascending'
                        ? '▲'
                        : sortDirection === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  </>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={rows}
            // A row is drawn again when the columns that draw its cells change, not only the row.
            dependencies={[columns]}
            renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
          >
            {(row) => (
              <Row
                id={row.id}
                columns={columns}
                className={onRowAction ? `${styles.row} ${styles.actionRow}` : styles.row}
              >
                {(column) => (
                  <Cell
                    className={column.wraps ? `${styles.cell} ${styles.wrapping}` : styles.cell}
                  >
                    {column.cell(row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <nav className={styles.pager} aria-label={t('dataTable.pages')}>
        {pageSizes.length > 1 ? (
          <PageSizePicker value={state.pageSize} values={pageSizes} onChange={state.setPageSize} />
        ) : null}
        <div className={styles.pageButtons}>
          <span role="status">
            {loading ? t('dataTable.updating') : t('dataTable.range', range)}
          </span>
          <Button
            variant="secondary"
            isDisabled={state.page === 0}
            onPress={() => state.setPage(state.page - 1)}
          >
            {t('dataTable.previous')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={offset + rows.length >= total}
            onPress={() => state.setPage(state.page + 1)}
          >
            {t('dataTable.next')}
          </Button>
        </div>
      </nav>
    </>
  );
}
