import type grantsTable from '../components/grants-table/messages/en.json';
import type bucketBrowser from '../components/bucket-browser/messages/en.json';
import type dataTable from '../components/data-table/messages/en.json';
import type dateRange from '../components/date-range-field/messages/en.json';
import type userSearch from '../components/user-search-field/messages/en.json';
import type accessRequest from '../components/access-request/messages/en.json';
import type enumLabels from '../components/enum-label/messages/en.json';
import type riskReason from '../components/risk-reason/messages/en.json';
import type worldMap from '../components/world-map/messages/en.json';
import type unsavedEdits from '../components/unsaved-edits/messages/en.json';
import type accessReviews from '../features/access-reviews/messages/en.json';
import type accountSecurity from '../features/account-security/messages/en.json';
import type applications from '../features/applications/messages/en.json';
import type approvals from '../features/approvals/messages/en.json';
import type authorizedApps from '../features/authorized-apps/messages/en.json';
import type certificationTask from '../features/certification-task/messages/en.json';
import type dashboardCards from '../features/dashboard/messages/en.json';
import type myAccess from '../features/my-access/messages/en.json';
import type directReports from '../features/direct-reports/messages/en.json';
import type delegates from '../features/delegates/messages/en.json';
import type dataSources from '../features/data-sources/messages/en.json';
import type riskConfig from '../features/risk-config/messages/en.json';
import type delegatedAdmin from '../features/delegated-admin/messages/en.json';
import type adminActivity from '../features/admin-activity/messages/en.json';
import type adminConfig from '../features/admin-configuration/messages/en.json';
import type adminRoles from '../features/admin-roles/messages/en.json';
import type assignments from '../features/admin-assignments/messages/en.json';
import type adminRoutes from '../features/admin-routes/messages/en.json';
import type myRequests from '../features/my-requests/messages/en.json';
import type newRequest from '../features/new-request/messages/en.json';
import type devices from '../features/devices/messages/en.json';
import type pipelines from '../features/pipelines/messages/en.json';
import type reports from '../features/reports/messages/en.json';
import type riskCharts from '../components/risk-charts/messages/en.json';
import type riskEvent from '../components/risk-event/messages/en.json';
import type riskDashboard from '../features/risk-dashboard/messages/en.json';
import type riskActivity from '../features/risk-activity/messages/en.json';
import type riskSettings from '../features/risk-settings/messages/en.json';
import type entityDefinitions from '../features/entity-definitions/messages/en.json';
import type devConsole from '../features/dev-console/messages/en.json';
import type featureExploration from '../features/feature-exploration/messages/en.json';
import type profilePage from '../features/profile/messages/en.json';
import type sharing from '../features/sharing/messages/en.json';
import type social from '../features/social/messages/en.json';
import type oauthLink from '../features/oauth-return/messages/en.json';
import type journeys from '../features/login/messages/en.json';
import type themeEditor from '../features/theme-editor/messages/en.json';

/**
 * The en catalogue of every screen that ships its own messages (see feature-messages.ts), so that
 * their keys are typed like the core ones. Types only: nothing here reaches the bundle.
 */
export type FeatureCatalogues = object &
  typeof journeys &
  typeof themeEditor &
  typeof accountSecurity &
  typeof profilePage &
  typeof devices &
  typeof authorizedApps &
  typeof sharing &
  typeof social &
  typeof oauthLink &
  typeof applications &
  typeof delegatedAdmin &
  typeof adminActivity &
  typeof adminConfig &
  typeof adminRoles &
  typeof assignments &
  typeof adminRoutes &
  typeof dashboardCards &
  typeof myAccess &
  typeof directReports &
  typeof delegates &
  typeof dataSources &
  typeof pipelines &
  typeof reports &
  typeof riskConfig &
  typeof riskDashboard &
  typeof riskActivity &
  typeof riskSettings &
  typeof entityDefinitions &
  typeof devConsole &
  typeof featureExploration &
  typeof riskCharts &
  typeof riskEvent &
  typeof dataTable &
  typeof dateRange &
  typeof grantsTable &
  typeof userSearch &
  typeof accessRequest &
  typeof myRequests &
  typeof newRequest &
  typeof approvals &
  typeof bucketBrowser &
  typeof enumLabels &
  typeof worldMap &
  typeof accessReviews &
  typeof certificationTask &
  typeof riskReason &
  typeof unsavedEdits;
