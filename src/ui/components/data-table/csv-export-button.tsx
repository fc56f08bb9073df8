import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../button.js';
import { downloadCsv } from './download-csv.js';

/** A list's rows as CSV text, as the server writes them. */
export interface CsvFile {
  filename: string;
  csv: string;
  rowCount: number;
}

/** Downloads the CSV file that `onExport` reads: every row of the list's current query. */
export function CsvExportButton({ onExport }: { onExport: () => Promise<CsvFile> }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { filename, csv, rowCount } = await onExport();
      downloadCsv(filename, csv);
      showToast({
        messageKey: 'dataTable.exported',
        tone: 'success',
        values: { count: rowCount, filename },
      });
    } catch {
      showToast({ messageKey: 'dataTable.exportError', tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" isDisabled={exporting} onPress={() => void exportCsv()}>
      {exporting ? t('dataTable.exporting') : t('dataTable.export')}
    </Button>
  );
}
