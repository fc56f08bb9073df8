import {
  ADMIN_ACTIVITY_PATH,
  ADMIN_ASSIGNMENT_EDIT_ROUTE,
  ADMIN_ASSIGNMENTS_PATH,
  ADMIN_CONFIGURATION_PATH,
  ADMIN_ROLES_PATH,
  ADMIN_ROUTES_PATH,
  ADMIN_ROLE_EDIT_ROUTE,
  ACCESS_REVIEWS_PATH,
  APPLICATIONS_PATH,
  APPROVAL_ROUTE,
  APPROVALS_PATH,
  CERTIFICATION_TASK_ROUTE,
  DIRECT_REPORT_ROUTE,
  EDIT_REPORT_TEMPLATE_ROUTE,
  MY_ACCOUNTS_PATH,
  MY_DELEGATES_PATH,
  MY_ENTITLEMENTS_PATH,
  MY_REPORTS_PATH,
  NEW_REPORT_TEMPLATE_PATH,
  MY_REQUESTS_PATH,
  MY_ROLES_PATH,
  NEW_REQUEST_PATH,
  REQUEST_DETAILS_ROUTE,
  REPORTS_PATH,
  RUN_HISTORY_ROUTE,
  RUN_REPORT_ROUTE,
  VIEW_REPORT_ROUTE,
  AUTH_DEVICES_PATH,
  DASHBOARD_PATH,
  DATA_SOURCE_ROUTE,
  DATA_SOURCES_PATH,
  PIPELINE_MODELS_ROUTE,
  PIPELINE_ROUTE,
  PIPELINES_PATH,
  RISK_ACTIVITY_PATH,
  RISK_SETTINGS_PATH,
  ENTITY_DEFINITIONS_PATH,
  DEV_CONSOLE_PATH,
  FEATURE_EXPLORATION_PATH,
  RISK_CONFIG_PATH,
  RISK_DASHBOARD_PATH,
  DELEGATED_ADMIN_EDIT_ROUTE,
  DELEGATED_ADMIN_LIST_ROUTE,
  FORBIDDEN_PATH,
  LOGIN_PATH,
  OAUTH_RETURN_PATH,
  PROFILE_PATH,
  ROOT_PATH,
  SHARING_PATH,
  SOCIAL_FORM_POST_RETURN_ROUTE,
  THEME_EDITOR_PATH,
} from '../../domain/app-paths.js';
import { AUTO_ACCESS_FEATURE } from '../../domain/autoaccess/auto-access-feature.js';
import { GOVERNANCE_FEATURE } from '../../domain/governance/governance-feature.js';
import { REPORTS_FEATURE } from '../../domain/reports/report-feature.js';
import {
  RISK_ADMINISTRATION_ROLES,
  RISK_ANALYSIS_ROLES,
} from '../../domain/autoaccess/risk-analyst-roles.js';
import { IDM_ADMIN_ROLE } from '../../domain/roles.js';
import type { TranslationKey } from '../i18n/translation-key.js';
import { lazyPage, type LazyPage } from './lazy-page.js';

/** What the route guard checks before a page shows; hosted pages apply to every route. */
export interface RouteGuard {
  /** Requires a signed-in user; otherwise Login. */
  auth?: boolean;
  /** Requires this feature to be enabled; otherwise Not Found. */
  featureFlag?: string;
  /** Requires the signed-in user to hold one of these roles; otherwise Forbidden. */
  roles?: readonly string[];
}

/** Whether a user holding `roles` may open a route with this guard. */
export function hasRequiredRole(guard: RouteGuard, roles: ReadonlySet<string>): boolean {
  return !guard.roles || guard.roles.some((role) => roles.has(role));
}

export interface RouteLayout {
  navBar: boolean;
  sideMenu: boolean;
  /** The page sits on the theme's journey background, as the sign-in pages do. */
  journeyBackground?: boolean;
}

export interface PageRoute {
  kind: 'page';
  path: string;
  guard: RouteGuard;
  layout: RouteLayout;
  titleKey: TranslationKey;
  component: LazyPage;
}

interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

const SHELL: RouteLayout = { navBar: true, sideMenu: true };
const BARE: RouteLayout = { navBar: false, sideMenu: false };
const NAV_BAR_ONLY: RouteLayout = { navBar: true, sideMenu: false };
/** The OAuth return screens: no side menu, and the background image on the page's body. */
const OAUTH_RETURN: RouteLayout = { navBar: true, sideMenu: false, journeyBackground: true };

/** The risk analysis screens: administrators and fraud analysts of a realm with auto access on. */
const RISK_ANALYSIS: RouteGuard = {
  auth: true,
  featureFlag: AUTO_ACCESS_FEATURE,
  roles: RISK_ANALYSIS_ROLES,
};

/** The risk administration screens: administrators and data analysts, with auto access on. */
const RISK_ADMINISTRATION: RouteGuard = {
  auth: true,
  featureFlag: AUTO_ACCESS_FEATURE,
  roles: RISK_ADMINISTRATION_ROLES,
};

/** The reports screens: administrators of a realm with automated reports on. */
const REPORTS: RouteGuard = { auth: true, featureFlag: REPORTS_FEATURE, roles: [IDM_ADMIN_ROLE] };

/** The governance screens: signed-in users of a realm with governance on. */
const GOVERNANCE: RouteGuard = { auth: true, featureFlag: GOVERNANCE_FEATURE };

export const NOT_FOUND_ROUTE: PageRoute = {
  kind: 'page',
  path: '*',
  guard: {},
  layout: BARE,
  titleKey: 'routes.notFound',
  component: lazyPage(() => import('../features/not-found/not-found-page.js'), 'NotFoundPage'),
};

export const FORBIDDEN_ROUTE: PageRoute = {
  kind: 'page',
  path: FORBIDDEN_PATH,
  guard: {},
  layout: BARE,
  titleKey: 'routes.forbidden',
  component: lazyPage(() => import('../features/forbidden/forbidden-page.js'), 'ForbiddenPage'),
};

/** Matched top to bottom; the first match wins. */
export const ROUTES: readonly AppRoute[] = [
  { kind: 'redirect', path: ROOT_PATH, to: DASHBOARD_PATH },
  {
    kind: 'page',
    path: LOGIN_PATH,
    guard: {},
    layout: BARE,
    titleKey: 'routes.login',
    component: lazyPage(() => import('../features/login/login-page.js'), 'LoginPage'),
  },
  {
    kind: 'page',
    path: DASHBOARD_PATH,
    guard: { auth: true },
    layout: SHELL,
    titleKey: 'routes.dashboard',
    component: lazyPage(() => import('../features/dashboard/dashboard-page.js'), 'DashboardPage'),
  },
  {
    kind: 'page',
    path: OAUTH_RETURN_PATH,
    guard: {},
    layout: OAUTH_RETURN,
    titleKey: 'routes.oauthReturn',
    component: lazyPage(
      () => import('../features/oauth-return/oauth-return-page.js'),
      'OAuthReturnPage',
    ),
  },
  {
    kind: 'page',
    path: SOCIAL_FORM_POST_RETURN_ROUTE,
    guard: {},
    layout: OAUTH_RETURN,
    titleKey: 'routes.oauthReturn',
    component: lazyPage(
      () => import('../features/oauth-return/handle-oauth-page.js'),
      'HandleOAuthPage',
    ),
  },
  {
    kind: 'page',
    path: PROFILE_PATH,
    guard: { auth: true },
    layout: SHELL,
    titleKey: 'routes.profile',
    component: lazyPage(() => import('./pages/profile-route.js'), 'ProfileRoute'),
  },
  {
    kind: 'page',
    path: AUTH_DEVICES_PATH,
    guard: { auth: true },
    layout: NAV_BAR_ONLY,
    titleKey: 'routes.authDevices',
    component: lazyPage(() => import('../features/devices/devices-page.js'), 'DevicesPage'),
  },
  {
    kind: 'page',
    path: SHARING_PATH,
    guard: { auth: true },
    layout: SHELL,
    titleKey: 'routes.sharing',
    component: lazyPage(() => import('../features/sharing/sharing-page.js'), 'SharingPage'),
  },
  {
    kind: 'page',
    path: APPLICATIONS_PATH,
    guard: { auth: true, featureFlag: 'workforce' },
    layout: SHELL,
    titleKey: 'routes.applications',
    component: lazyPage(
      () => import('../features/applications/applications-page.js'),
      'ApplicationsPage',
    ),
  },
  {
    kind: 'page',
    path: THEME_EDITOR_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.themeEditor',
    component: lazyPage(
      () => import('../features/theme-editor/theme-editor-page.js'),
      'ThemeEditorPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_CONFIGURATION_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.configureIdentities',
    component: lazyPage(
      () => import('../features/admin-configuration/configuration-page.js'),
      'ConfigurationPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ACTIVITY_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminList',
    component: lazyPage(
      () => import('../features/admin-activity/activity-log-page.js'),
      'ActivityLogPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ROLES_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminList',
    component: lazyPage(
      () => import('../features/admin-roles/roles-list-page.js'),
      'RolesListPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ROUTES_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminList',
    component: lazyPage(
      () => import('../features/admin-routes/routes-list-page.js'),
      'RoutesListPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ASSIGNMENTS_PATH,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminList',
    component: lazyPage(
      () => import('../features/admin-assignments/assignments-list-page.js'),
      'AssignmentsListPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ASSIGNMENT_EDIT_ROUTE,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminEdit',
    component: lazyPage(
      () => import('../features/admin-assignments/assignment-edit-page.js'),
      'AssignmentEditPage',
    ),
  },
  {
    kind: 'page',
    path: ADMIN_ROLE_EDIT_ROUTE,
    guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminEdit',
    component: lazyPage(() => import('../features/admin-roles/role-edit-page.js'), 'RoleEditPage'),
  },
  {
    kind: 'page',
    path: DELEGATED_ADMIN_LIST_ROUTE,
    guard: { auth: true },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminList',
    component: lazyPage(
      () => import('../features/delegated-admin/managed-list-page.js'),
      'ManagedListPage',
    ),
  },
  {
    kind: 'page',
    path: DELEGATED_ADMIN_EDIT_ROUTE,
    guard: { auth: true },
    layout: SHELL,
    titleKey: 'routes.delegatedAdminEdit',
    component: lazyPage(
      () => import('../features/delegated-admin/managed-edit-page.js'),
      'ManagedEditPage',
    ),
  },
  {
    kind: 'page',
    path: DATA_SOURCES_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.dataSources',
    component: lazyPage(
      () => import('../features/data-sources/data-sources-page.js'),
      'DataSourcesPage',
    ),
  },
  {
    kind: 'page',
    path: DATA_SOURCE_ROUTE,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.dataSource',
    component: lazyPage(
      () => import('../features/data-sources/data-source-page.js'),
      'DataSourcePage',
    ),
  },
  {
    kind: 'page',
    path: PIPELINES_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.pipelines',
    component: lazyPage(() => import('../features/pipelines/pipelines-page.js'), 'PipelinesPage'),
  },
  {
    kind: 'page',
    path: PIPELINE_MODELS_ROUTE,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.pipelineModels',
    component: lazyPage(
      () => import('../features/pipelines/pipeline-models-page.js'),
      'PipelineModelsPage',
    ),
  },
  {
    kind: 'page',
    path: PIPELINE_ROUTE,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.pipeline',
    component: lazyPage(() => import('../features/pipelines/pipeline-page.js'), 'PipelinePage'),
  },
  {
    kind: 'page',
    path: RISK_CONFIG_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.riskConfig',
    component: lazyPage(
      () => import('../features/risk-config/risk-config-page.js'),
      'RiskConfigPage',
    ),
  },
  {
    kind: 'page',
    path: RISK_DASHBOARD_PATH,
    guard: RISK_ANALYSIS,
    layout: SHELL,
    titleKey: 'routes.riskDashboard',
    component: lazyPage(
      () => import('../features/risk-dashboard/risk-dashboard-page.js'),
      'RiskDashboardPage',
    ),
  },
  {
    kind: 'page',
    path: RISK_ACTIVITY_PATH,
    guard: RISK_ANALYSIS,
    layout: SHELL,
    titleKey: 'routes.riskActivity',
    component: lazyPage(
      () => import('../features/risk-activity/risk-activity-page.js'),
      'RiskActivityPage',
    ),
  },
  {
    kind: 'page',
    path: RISK_SETTINGS_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.riskSettings',
    component: lazyPage(
      () => import('../features/risk-settings/risk-settings-page.js'),
      'RiskSettingsPage',
    ),
  },
  {
    kind: 'page',
    path: ENTITY_DEFINITIONS_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.entityDefinitions',
    component: lazyPage(
      () => import('../features/entity-definitions/entity-definitions-page.js'),
      'EntityDefinitionsPage',
    ),
  },
  {
    kind: 'page',
    path: DEV_CONSOLE_PATH,
    guard: RISK_ADMINISTRATION,
    layout: SHELL,
    titleKey: 'routes.devConsole',
    component: lazyPage(
      () => import('../features/dev-console/dev-console-page.js'),
      'DevConsolePage',
    ),
  },
  {
    kind: 'page',
    path: FEATURE_EXPLORATION_PATH,
    guard: RISK_ANALYSIS,
    layout: SHELL,
    titleKey: 'routes.featureExploration',
    component: lazyPage(
      () => import('../features/feature-exploration/feature-exploration-page.js'),
      'FeatureExplorationPage',
    ),
  },
  {
    kind: 'page',
    path: APPROVALS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.approvals',
    component: lazyPage(() => import('../features/approvals/approvals-page.js'), 'ApprovalsPage'),
  },
  {
    kind: 'page',
    path: APPROVAL_ROUTE,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.approvalDetails',
    component: lazyPage(
      () => import('../features/approvals/approval-details-page.js'),
      'ApprovalDetailsPage',
    ),
  },
  {
    kind: 'page',
    path: ACCESS_REVIEWS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.accessReviews',
    component: lazyPage(
      () => import('../features/access-reviews/access-reviews-page.js'),
      'AccessReviewsPage',
    ),
  },
  {
    kind: 'page',
    path: REPORTS_PATH,
    guard: REPORTS,
    layout: SHELL,
    titleKey: 'routes.reports',
    component: lazyPage(() => import('../features/reports/reports-page.js'), 'ReportsPage'),
  },
  {
    kind: 'page',
    path: RUN_HISTORY_ROUTE,
    guard: REPORTS,
    layout: SHELL,
    titleKey: 'routes.runHistory',
    component: lazyPage(() => import('../features/reports/run-history-page.js'), 'RunHistoryPage'),
  },
  {
    kind: 'page',
    path: NEW_REPORT_TEMPLATE_PATH,
    guard: REPORTS,
    layout: SHELL,
    titleKey: 'routes.newReportTemplate',
    component: lazyPage(
      () => import('../features/reports/template-editor-page.js'),
      'TemplateEditorPage',
    ),
  },
  {
    kind: 'page',
    path: EDIT_REPORT_TEMPLATE_ROUTE,
    guard: REPORTS,
    layout: SHELL,
    titleKey: 'routes.editReport',
    component: lazyPage(
      () => import('../features/reports/template-editor-page.js'),
      'TemplateEditorPage',
    ),
  },
  {
    kind: 'page',
    path: VIEW_REPORT_ROUTE,
    guard: REPORTS,
    layout: BARE,
    titleKey: 'routes.viewReport',
    component: lazyPage(() => import('../features/reports/view-report-page.js'), 'ViewReportPage'),
  },
  {
    kind: 'page',
    path: RUN_REPORT_ROUTE,
    guard: REPORTS,
    layout: SHELL,
    titleKey: 'routes.runReport',
    component: lazyPage(() => import('../features/reports/run-report-page.js'), 'RunReportPage'),
  },
  {
    kind: 'page',
    path: CERTIFICATION_TASK_ROUTE,
    guard: GOVERNANCE,
    layout: BARE,
    titleKey: 'routes.certificationTask',
    component: lazyPage(
      () => import('../features/certification-task/certification-task-page.js'),
      'CertificationTaskPage',
    ),
  },
  {
    kind: 'page',
    path: MY_REQUESTS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myRequests',
    component: lazyPage(
      () => import('../features/my-requests/my-requests-page.js'),
      'MyRequestsPage',
    ),
  },
  {
    kind: 'page',
    path: NEW_REQUEST_PATH,
    guard: GOVERNANCE,
    layout: BARE,
    titleKey: 'routes.newRequest',
    component: lazyPage(
      () => import('../features/new-request/new-request-page.js'),
      'NewRequestPage',
    ),
  },
  {
    kind: 'page',
    path: REQUEST_DETAILS_ROUTE,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.requestDetails',
    component: lazyPage(
      () => import('../features/my-requests/request-details-page.js'),
      'RequestDetailsPage',
    ),
  },
  {
    kind: 'page',
    path: MY_DELEGATES_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myDelegates',
    component: lazyPage(() => import('../features/delegates/delegates-page.js'), 'DelegatesPage'),
  },
  {
    kind: 'page',
    path: MY_REPORTS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myReports',
    component: lazyPage(
      () => import('../features/direct-reports/direct-reports-page.js'),
      'DirectReportsPage',
    ),
  },
  {
    kind: 'page',
    path: DIRECT_REPORT_ROUTE,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.directReportDetails',
    component: lazyPage(
      () => import('../features/direct-reports/direct-report-details-page.js'),
      'DirectReportDetailsPage',
    ),
  },
  {
    kind: 'page',
    path: MY_ACCOUNTS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myAccounts',
    component: lazyPage(() => import('../features/my-access/my-access-pages.js'), 'MyAccountsPage'),
  },
  {
    kind: 'page',
    path: MY_ROLES_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myRoles',
    component: lazyPage(() => import('../features/my-access/my-access-pages.js'), 'MyRolesPage'),
  },
  {
    kind: 'page',
    path: MY_ENTITLEMENTS_PATH,
    guard: GOVERNANCE,
    layout: SHELL,
    titleKey: 'routes.myEntitlements',
    component: lazyPage(
      () => import('../features/my-access/my-access-pages.js'),
      'MyEntitlementsPage',
    ),
  },
  FORBIDDEN_ROUTE,
  NOT_FOUND_ROUTE,
];
