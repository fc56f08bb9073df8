import { REPORT_PARAMETERS, type ReportParameterName } from './report-data-sources.js';

const parameterOf = (name: string) =>
  Object.hasOwn(REPORT_PARAMETERS, name) ? REPORT_PARAMETERS[name as ReportParameterName] : null;

/** The values a parameter may take, or null for free text (or an unknown name). */
export function parameterChoices(name: string): readonly string[] | null {
  return parameterOf(name)?.values ?? null;
}

/** The column a parameter's values are of (eventTypes: eventType), or the name itself. */
export function parameterColumn(name: string): string {
  return parameterOf(name)?.column ?? name;
}
