import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { graphql } from '../../gql/index.js';
import type { ManagedListCsvInput } from '../../gql/graphql.js';
import { downloadCsv } from './download-csv.js';

export const CsvExportButton_Csv = graphql(`
  query CsvExportButton_Csv($input: ManagedListCsvInput!) {
    managedListCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

/** Downloads every row of the list's current search and sort as a CSV file. */
export function CsvExportButton({ input }: { input: ManagedListCsvInput }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: CsvExportButton_Csv,
        variables: { input },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No CSV');
      const { filename, csv, rowCount } = data.managedListCsv;
      downloadCsv(filename, csv);
      showToast({
        messageKey: 'delegatedAdmin.list.exported',
        tone: 'success',
        values: { count: rowCount, filename },
      });
    } catch {
      showToast({ messageKey: 'delegatedAdmin.list.exportError', tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" isDisabled={exporting} onPress={() => void exportCsv()}>
      {exporting ? t('delegatedAdmin.list.exporting') : t('delegatedAdmin.list.export')}
    </Button>
  );
}
