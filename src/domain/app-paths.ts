/** Every path of the app, in one place: the UI's routes and the gateway endpoints others address. */

export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
export const FORBIDDEN_PATH = '/forbidden';
export const PROFILE_PATH = '/profile';
export const AUTH_DEVICES_PATH = '/auth-devices';
export const SHARING_PATH = '/sharing';
export const APPLICATIONS_PATH = '/applications';
export const THEME_EDITOR_PATH = '/theme-editor';
/** Internal roles and their privileges: the list, and one role (`new` for a new one). */
export const ADMIN_ROLES_PATH = '/admin/roles';
/** The realm's administrative changes. */
export const ADMIN_ACTIVITY_PATH = '/admin/activity';
/** Configure Identities: configuration objects by id, as JSON. */
export const ADMIN_CONFIGURATION_PATH = '/admin/configuration';
/** The realm's routes (custom endpoints), deployed or undeployed. */
export const ADMIN_ROUTES_PATH = '/admin/routes';
export const ADMIN_ROLE_EDIT_ROUTE = '/admin/roles/:id';
export const NEW_ADMIN_ROLE_ID = 'new';
export const adminRoleEditPath = (id: string) => `${ADMIN_ROLES_PATH}/${encodeURIComponent(id)}`;
/** Role assignments: the list, and one assignment (`new` for a new one). */
export const ADMIN_ASSIGNMENTS_PATH = '/admin/assignments';
export const ADMIN_ASSIGNMENT_EDIT_ROUTE = '/admin/assignments/:id';
export const NEW_ADMIN_ASSIGNMENT_ID = 'new';
export const adminAssignmentEditPath = (id: string) =>
  `${ADMIN_ASSIGNMENTS_PATH}/${encodeURIComponent(id)}`;

/** The governance area (spec §2), behind the governance feature flag. */
export const APPROVALS_PATH = '/approvals';
export const APPROVAL_ROUTE = '/approvals/:requestId';
export const ACCESS_REVIEWS_PATH = '/access-reviews';
export const CERTIFICATION_TASK_ROUTE = '/certification/certification-task/:campaignId';
export const MY_REQUESTS_PATH = '/my-requests';
export const NEW_REQUEST_PATH = '/my-requests/new-request';
export const REQUEST_DETAILS_ROUTE = '/my-requests/details/:requestId';
export const MY_DELEGATES_PATH = '/my-delegates';
export const MY_REPORTS_PATH = '/my-reports';
export const DIRECT_REPORT_ROUTE = '/my-reports/:userId/:grantType';
export const MY_ACCOUNTS_PATH = '/my-accounts';
export const MY_ROLES_PATH = '/my-roles';
export const MY_ENTITLEMENTS_PATH = '/my-entitlements';

/** The reports area (spec §2), behind the automated-reports feature flag. */
export const REPORTS_PATH = '/reports';
export const RUN_REPORT_ROUTE = '/reports/:template';
export const RUN_HISTORY_ROUTE = '/reports/:template/history';
export const VIEW_REPORT_ROUTE = '/reports/:template/:runId';
/** The template editor; a new template's path cannot be a run's (run ids are UUIDs). */
export const EDIT_REPORT_TEMPLATE_ROUTE = '/reports/:template/edit';
export const NEW_REPORT_TEMPLATE_PATH = '/reports/templates/new';

export function runReportPath(template: string): string {
  return `${REPORTS_PATH}/${encodeURIComponent(template)}`;
}

export function runHistoryPath(template: string): string {
  return `${runReportPath(template)}/history`;
}

export function viewReportPath(template: string, runId: string): string {
  return `${runReportPath(template)}/${encodeURIComponent(runId)}`;
}

export function editReportTemplatePath(template: string): string {
  return `${runReportPath(template)}/edit`;
}

/** A new template, empty or a copy of `from`'s definition. */
export function newReportTemplatePath(from?: string): string {
  return from === undefined
    ? NEW_REPORT_TEMPLATE_PATH
    : `${NEW_REPORT_TEMPLATE_PATH}?${new URLSearchParams({ from }).toString()}`;
}

export function approvalPath(requestId: string): string {
  return `${APPROVALS_PATH}/${encodeURIComponent(requestId)}`;
}

export function certificationTaskPath(campaignId: string): string {
  return `/certification/certification-task/${encodeURIComponent(campaignId)}`;
}

export function requestDetailsPath(requestId: string): string {
  return `${MY_REQUESTS_PATH}/details/${encodeURIComponent(requestId)}`;
}

/** A direct report's grants of one type: accounts, roles or entitlements. */
export function directReportPath(userId: string, grantType: string): string {
  return `${MY_REPORTS_PATH}/${encodeURIComponent(userId)}/${encodeURIComponent(grantType)}`;
}

/**
 * Where a signed-in user lands when nothing else was asked for.
 * @alias of DASHBOARD_PATH, named for its role so the landing page can change in one place.
 */
export const DEFAULT_LANDING_PATH = DASHBOARD_PATH;

/** Where an OAuth authorization (a social identity provider's too) returns, the answer in the query. */
export const OAUTH_RETURN_PATH = '/oauthReturn';
/** Where the platform relays an answer that was posted to it (`response_mode=form_post`), as amData. */
export const SOCIAL_FORM_POST_RETURN_PATH = '/handleOAuth';
export const SOCIAL_FORM_POST_RETURN_ROUTE = `${SOCIAL_FORM_POST_RETURN_PATH}/:amData`;

/** The delegated administrator's screens of a privilege path such as `managed/alpha_user`. */
export const DELEGATED_ADMIN_LIST_ROUTE = '/list/:resourceType/:resourceName';
export const DELEGATED_ADMIN_EDIT_ROUTE = '/edit/:resourceType/:resourceName/:resourceId';

export function delegatedAdminListPath(resourceType: string, resourceName: string): string {
  return `/list/${encodeURIComponent(resourceType)}/${encodeURIComponent(resourceName)}`;
}

export function delegatedAdminEditPath(
  resourceType: string,
  resourceName: string,
  id: string,
): string {
  return `/edit/${encodeURIComponent(resourceType)}/${encodeURIComponent(resourceName)}/${encodeURIComponent(id)}`;
}

/** The risk administrator's data sources, and one of them. */
export const DATA_SOURCES_PATH = '/autoaccess/data-sources';
export const DATA_SOURCE_ROUTE = '/autoaccess/data-sources/:id';

export function dataSourcePath(id: string): string {
  return `${DATA_SOURCES_PATH}/${encodeURIComponent(id)}`;
}

/** The risk administrator's pipelines, one of them, and the models of its training. */
export const PIPELINES_PATH = '/autoaccess/pipelines';
export const PIPELINE_ROUTE = '/autoaccess/pipelines/:id';
export const PIPELINE_MODELS_ROUTE = '/autoaccess/pipelines/:id/models';

export function pipelinePath(id: string): string {
  return `${PIPELINES_PATH}/${encodeURIComponent(id)}`;
}

export function pipelineModelsPath(id: string): string {
  return `${pipelinePath(id)}/models`;
}
/** The risk administrator's risk configuration and its evaluation preview. */
export const RISK_CONFIG_PATH = '/autoaccess/risk-config';
export const RISK_DASHBOARD_PATH = '/risk-dashboard';
/** Every scored sign-in of the realm, risky or not. */
export const RISK_ACTIVITY_PATH = '/autoaccess/activity';
/** IP lists, risk threshold and levels, retention: applied by the next prediction run. */
export const RISK_SETTINGS_PATH = '/autoaccess/settings';
/** The entity service's definitions, read-only, and a console of searches written by hand. */
export const ENTITY_DEFINITIONS_PATH = '/autoaccess/entity-definitions';
export const DEV_CONSOLE_PATH = '/autoaccess/dev-console';
/** Each authentication feature's values over a period, with their risky share. */
export const FEATURE_EXPLORATION_PATH = '/autoaccess/feature-exploration';

/** The gateway's GraphQL endpoint. */
export const GRAPHQL_PATH = '/graphql';
/** The gateway's OAuth redirect URI path, registered with the platform. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
