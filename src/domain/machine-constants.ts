export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const PIPELINE_STATUS_POLL_MS = 5_000;
export const REPORT_EXPORT_POLL_MS = 2_000;
export const DASHBOARD_PATH = '/dashboard';
export const OAUTH_RETURN_PATH = '/oauthReturn';
export const MY_REQUESTS_PATH = '/my-requests';
export const NEW_REQUEST_PATH = '/my-requests/new-request';
