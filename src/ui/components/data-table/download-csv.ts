import { CSV_BYTE_ORDER_MARK } from '../../../domain/csv.js';
import { downloadFile } from '../../lib/download-file.js';

/** Saves CSV text as a file; the byte order mark lets spreadsheets read it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  downloadFile(filename, [CSV_BYTE_ORDER_MARK, csv], 'text/csv;charset=utf-8');
}
