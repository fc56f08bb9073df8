/** The feature flag that opens the reports area (spec §6: automated reports). */
export const REPORTS_FEATURE = 'automatedReports';

/** The scope of the analytics resource server, requested with the session's tokens. */
export const ANALYTICS_SCOPE = 'fr:analytics:*';

/** Report errors (spec §8): could not run, template missing, no valid parameters, export error. */
export const REPORT_ERROR_MESSAGES = {
  couldNotRun: 'The report could not be run.',
  templateMissing: 'The report template is missing.',
  noValidParameters: 'No valid parameters were given for the report.',
  exportError: 'There was an error exporting the report. Try again or contact your administrator.',
} as const;
