import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { CsvFile } from './csv-export-button.js';
import { useDataTableState } from './use-data-table-state.js';

/** Every row of a list in its current search and sort, as its CSV query asks for them. */
interface AllRowsInput {
  search: string | null;
  sortKey: string;
  sortDescending: boolean;
}

/** One page of the list. */
interface PageInput extends AllRowsInput {
  pageSize: number;
  offset: number;
}

interface ServerListOptions<TData, TCsvData> {
  /** The page's query; it takes the table's search, sort and paging as `input`. */
  list: TypedDocumentNode<TData, { input: PageInput }>;
  /** The CSV of every row in the same search and sort. */
  csv: TypedDocumentNode<TCsvData, { input: AllRowsInput }>;
  csvOf: (data: TCsvData) => CsvFile;
  /** The columns the server sorts by; the first is the order until the user picks one. */
  sortKeys: readonly [string, ...string[]];
}

/**
 * A List Resource's state and reads: the table's search, sort and paging, the current page's
 * query, and the CSV export of every row the table's search and sort select.
 */
export function useServerList<TData, TCsvData>({
  list,
  csv,
  csvOf,
  sortKeys,
}: ServerListOptions<TData, TCsvData>) {
  const client = useApolloClient();
  const table = useDataTableState();
  const sortKeyOf = (key: string | null) => (key && sortKeys.includes(key) ? key : sortKeys[0]);
  const result = useQuery(list, {
    variables: { input: { ...table.query, sortKey: sortKeyOf(table.query.sortKey) } },
    fetchPolicy: 'cache-and-network',
  });

  const exportCsv = async () => {
    const { data } = await client.query({
      query: csv,
      variables: {
        input: { ...table.allRowsQuery, sortKey: sortKeyOf(table.allRowsQuery.sortKey) },
      },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No CSV');
    return csvOf(data);
  };

  return { table, result, exportCsv };
}
