import { downloadFile } from '../../lib/download-file.js';

const BYTE_ORDER_MARK = '\uFEFF';

/** Saves CSV text as a file; the byte order mark lets spreadsheets read it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  downloadFile(filename, [BYTE_ORDER_MARK, csv], 'text/csv;charset=utf-8');
}
