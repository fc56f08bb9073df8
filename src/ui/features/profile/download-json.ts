import { downloadFile } from '../../lib/download-file.js';

/** Saves `value` as pretty-printed JSON in a file the browser downloads. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName, [`${JSON.stringify(value, null, 2)}\n`], 'application/json');
}
