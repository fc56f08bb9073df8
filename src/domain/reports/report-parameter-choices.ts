import { REPORT_PARAMETERS, type ReportParameterName } from './report-data-sources.js';

/** The values a parameter may take, or null for free text (or an unknown name). */
export function parameterChoices(name: string): readonly string[] | null {
  return Object.hasOwn(REPORT_PARAMETERS, name)
    ? REPORT_PARAMETERS[name as ReportParameterName].values
    : null;
}
