import { useEffect, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { LIST_PAGE_SIZE } from '../../../domain/constants.js';

const SEARCH_DELAY_MS = 300;

/** What a server-side list is asked for: the variables of its query. */
interface DataTableQuery {
  search: string | null;
  sortKey: string | null;
  sortDescending: boolean;
  pageSize: number;
  offset: number;
}

/** Search, sort and paging of a data table, held by the screen that reads its rows. */
export interface DataTableState {
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search the rows are read with: the search text once the user stops typing. */
  search: string;
  sort: SortDescriptor | null;
  setSort: (sort: SortDescriptor) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  page: number;
  setPage: (page: number) => void;
  /** The query of the current page. */
  query: DataTableQuery;
  /** The query of every row, in the current search and sort, as an export reads them. */
  allRowsQuery: Omit<DataTableQuery, 'pageSize' | 'offset'>;
}

/**
 * A new search, sort or page size starts again from the first page. `initialSort` is the order the
 * server lists in until the user picks one, when it is not the first column ascending.
 */
export function useDataTableState(
  initialPageSize: number = LIST_PAGE_SIZE,
  initialSort: SortDescriptor | null = null,
): DataTableState {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortDescriptor | null>(initialSort);

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const allRowsQuery = {
    search: search === '' ? null : search,
    sortKey: sort ? String(sort.column) : null,
    sortDescending: sort?.direction === 'descending',
  };
  return {
    searchText,
    setSearchText,
    search,
    sort,
    setSort: (next) => {
      setSort(next);
      setPage(0);
    },
    pageSize,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(0);
    },
    page,
    setPage,
    query: { ...allRowsQuery, pageSize, offset: page * pageSize },
    allRowsQuery,
  };
}
