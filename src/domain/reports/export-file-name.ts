import type { REPORT_EXPORT_FORMATS } from './report-run-inputs.js';

/**
 * The name an export saves as: the template's, then the run's id, so that exports of several runs
 * of one template stay apart and each leads back to its run. (Apart from the input rules, so that
 * the pages naming a file do not load them.)
 */
export function exportFileName(
  templateName: string,
  runId: string,
  format: (typeof REPORT_EXPORT_FORMATS)[number],
): string {
  return `${templateName}-${runId}.${format}`;
}
