import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = JSONColumnType<Record<string, unknown>, string, string>;
type JsonList = JSONColumnType<unknown[], string, string>;

interface ManagedObjectsTable {
  type: string;
  id: string;
  rev: Generated<number>;
  doc: Json;
  created_at: Generated<Date>;
}

interface ConfigObjectsTable {
  id: string;
  rev: Generated<number>;
  doc: Json;
}

interface RealmsTable {
  name: string;
  aliases: JSONColumnType<string[], string, string>;
  active: Generated<boolean>;
}

interface CredentialsTable {
  realm: string;
  user_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

interface LoginFailuresTable {
  id: Generated<number>;
  realm: string;
  username: string;
  failed_at: Timestamp;
  client_address: Generated<string>;
}

interface AccountLockoutsTable {
  realm: string;
  username: string;
  locked_until: Timestamp;
  client_address: Generated<string>;
}

export interface AmSessionsTable {
  token_id: string;
  handle: string;
  realm: string;
  user_id: string;
  username: string;
  universal_id: string;
  auth_time: Timestamp;
  latest_access_time: Timestamp;
  max_idle_seconds: number;
  max_session_minutes: number;
  /** The authentication device id (or `recovery-code`) the sign-in's second step used. */
  second_factor: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationsTable {
  id: string;
  /** `managed/<object>/<id>` or `internal/user/<id>`. */
  target: string;
  message: string;
  notification_type: Generated<string>;
  create_date: Timestamp;
}

interface JourneySuspensionsTable {
  suspended_id: string;
  realm: string;
  tree: string;
  state: Json;
  expires_at: Timestamp;
}

interface PasswordHistoryTable {
  id: Generated<number>;
  realm: string;
  user_id: string;
  password_hash: string;
  replaced_at: Timestamp;
}

interface JourneyMailSendsTable {
  id: Generated<number>;
  realm: string;
  /** What the user typed to be found (a username or an email address), lower-cased. */
  identifier: string;
  client_address: string;
  sent_at: Timestamp;
}

interface JourneyStatesTable {
  auth_id: string;
  realm: string;
  tree: string;
  state: Json;
  expires_at: Timestamp;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface AmAuthEventsTable {
  id: string;
  realm: string;
  /** Null when the username names no account. */
  user_id: string | null;
  /** The username as typed, lower-cased. */
  username: string;
  time: Timestamp;
  result: 'success' | 'failure';
  ip_address: string | null;
  user_agent: string;
  browser: string;
  os: string;
  cpu: string | null;
  device_identifier: string;
  city: string | null;
  country: string | null;
}

export interface AmDeviceProfilesTable {
  id: string;
  realm: string;
  user_id: string;
  identifier: string;
  alias: string;
  metadata: Json;
  city: string | null;
  country: string | null;
  created_date: Generated<Date>;
  last_selected_date: Timestamp;
}

export interface AmAuthDevicesTable {
  id: string;
  realm: string;
  user_id: string;
  type: 'oath' | 'push' | 'webauthn';
  device_name: string;
  created_date: Timestamp;
  last_access_date: Timestamp | null;
}

interface AmOathSecretsTable {
  device_id: string;
  /** Base32. */
  secret: string;
  /** The last time step a code was accepted for: no code of it or before is taken again. */
  last_used_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

interface AmWebAuthnCredentialsTable {
  device_id: string;
  /** Base64url. */
  credential_id: string;
  /** Base64url COSE key. */
  public_key: string;
  counter: ColumnType<string, number, number>;
  transports: JSONColumnType<string[], string, string>;
}

interface AmPushDevicesTable {
  device_id: string;
  /** The secret path segment of the device's simulator page. */
  simulator_key: string;
}

interface AmPushNotificationsTable {
  id: string;
  device_id: string;
  status: 'pending' | 'approved' | 'denied';
  client_address: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Timestamp;
}

interface AmTwoStepEnrolmentsTable {
  id: string;
  realm: string;
  user_id: string;
  type: 'oath' | 'webauthn';
  data: Json;
  expires_at: Timestamp;
}

interface AmRecoveryCodesTable {
  realm: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface AmResourceSetsTable {
  id: string;
  realm: string;
  owner_id: string;
  name: string;
  type: string;
  icon_uri: string | null;
  scopes: JSONColumnType<string[], string, string>;
  rev: Generated<number>;
  created_date: Generated<Date>;
}

export interface AmResourcePermissionsTable {
  resource_id: string;
  subject_id: string;
  scopes: JSONColumnType<string[], string, string>;
  granted_date: Generated<Date>;
}

export interface AmSharingRequestsTable {
  id: string;
  resource_id: string;
  requester_id: string;
  scopes: JSONColumnType<string[], string, string>;
  created_date: Generated<Date>;
}

export interface AmSocialLinksTable {
  realm: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  linked_at: Timestamp;
}

export interface AmSocialLinkRequestsTable {
  state: string;
  realm: string;
  user_id: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Timestamp;
}

export interface SocialIdpAccountsTable {
  idp: string;
  subject: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
}

interface SocialSettingsTable {
  id: string;
  doc: Json;
}

/** An internal role (`internal/role/<id>`): `{ name, description, privileges }`. */
interface InternalRolesTable {
  id: string;
  rev: Generated<number>;
  doc: Json;
}

interface AutoAccessEntitiesTable {
  realm: string;
  namespace: string;
  name: string;
  version: string;
  id: string;
  data: Json;
  rev: Generated<number>;
  created: Generated<Date>;
}

interface AutoAccessPipelineExecutionsTable {
  realm: string;
  execution_id: string;
  pipeline_definition_id: string;
  pipeline_type: string;
  /** ACTIVE, SUCCEEDED or FAILED. */
  state: string;
  /** null while active, then SUCCESS or `FAILURE: <reason>`. */
  result: string | null;
  stage: Generated<string>;
  percent: Generated<number>;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  /** The trained model's file (a Training run that succeeded). */
  model_path: string | null;
}

interface AutoAccessPipelineLogsTable {
  realm: string;
  execution_id: string;
  seq: number;
  time: Timestamp;
  level: string;
  message: string;
}

interface AutoAccessRiskConfigsTable {
  realm: string;
  yaml: string;
  rev: Generated<number>;
}

interface AutoAccessSettingsTable {
  realm: string;
  settings: Json;
  rev: Generated<number>;
  updated_at: Generated<Date>;
}

/** A value a user keeps on a mapping's target after losing the assignment that set it (`noOp`). */
interface AssignmentRetainedValuesTable {
  user_object: string;
  user_id: string;
  mapping: string;
  attribute: string;
  /** Any JSON value, read back as the value itself. */
  value: ColumnType<unknown, string, string>;
}

interface AdminActivityTable {
  id: Generated<string>;
  realm: string;
  time: Generated<Date>;
  user_name: string;
  object_type: string;
  object_id: string;
  operation: string;
  before: Json | null;
  after: Json | null;
}

interface CustomEndpointsTable {
  realm: string;
  name: string;
  rev: Generated<number>;
  /** One of the fixed behaviours (`ENDPOINT_BEHAVIOURS`). */
  behaviour: string;
  description: Generated<string>;
  deployed: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface Database {
  managed_objects: ManagedObjectsTable;
  config_objects: ConfigObjectsTable;
  realms: RealmsTable;
  credentials: CredentialsTable;
  login_failures: LoginFailuresTable;
  account_lockouts: AccountLockoutsTable;
  am_sessions: AmSessionsTable;
  notifications: NotificationsTable;
  journey_states: JourneyStatesTable;
  journey_suspensions: JourneySuspensionsTable;
  password_history: PasswordHistoryTable;
  journey_mail_sends: JourneyMailSendsTable;
  oidc_payloads: OidcPayloadsTable;
  am_auth_events: AmAuthEventsTable;
  am_device_profiles: AmDeviceProfilesTable;
  am_auth_devices: AmAuthDevicesTable;
  am_oath_secrets: AmOathSecretsTable;
  am_webauthn_credentials: AmWebAuthnCredentialsTable;
  am_push_devices: AmPushDevicesTable;
  am_push_notifications: AmPushNotificationsTable;
  am_two_step_enrolments: AmTwoStepEnrolmentsTable;
  am_recovery_codes: AmRecoveryCodesTable;
  internal_roles: InternalRolesTable;
  am_social_links: AmSocialLinksTable;
  am_social_link_requests: AmSocialLinkRequestsTable;
  social_idp_accounts: SocialIdpAccountsTable;
  social_settings: SocialSettingsTable;
  am_resource_sets: AmResourceSetsTable;
  am_resource_permissions: AmResourcePermissionsTable;
  am_sharing_requests: AmSharingRequestsTable;
  autoaccess_entities: AutoAccessEntitiesTable;
  autoaccess_pipeline_executions: AutoAccessPipelineExecutionsTable;
  autoaccess_pipeline_logs: AutoAccessPipelineLogsTable;
  autoaccess_risk_configs: AutoAccessRiskConfigsTable;
  autoaccess_settings: AutoAccessSettingsTable;
  admin_activity: AdminActivityTable;
  assignment_retained_values: AssignmentRetainedValuesTable;
  custom_endpoints: CustomEndpointsTable;
  iga_catalog_items: IgaCatalogItemsTable;
  iga_grants: IgaGrantsTable;
  iga_requests: IgaRequestsTable;
  iga_delegates: IgaDelegatesTable;
  iga_campaigns: IgaCampaignsTable;
  iga_certification_items: IgaCertificationItemsTable;
  analytics_templates: AnalyticsTemplatesTable;
  analytics_runs: AnalyticsRunsTable;
  analytics_run_rows: AnalyticsRunRowsTable;
  analytics_source_rows: AnalyticsRunRowsTable;
}

interface IgaCatalogItemsTable {
  realm: string;
  id: string;
  /** application, entitlement or role. */
  type: string;
  name: string;
  description: Generated<string>;
  /** The managed user who owns (and approves requests for) the item. */
  owner_id: string | null;
  /** The application an entitlement belongs to. */
  application_id: string | null;
  /** owner or manager: who approves a request for it. */
  approved_by: Generated<string>;
}

interface IgaGrantsTable {
  realm: string;
  id: string;
  user_id: string;
  item_id: string;
  /** account (of an application), role or entitlement. */
  grant_type: string;
  granted_at: Generated<Date>;
  expiry_date: Timestamp | null;
  /** request, role, recon or certification. */
  source: string;
  request_id: string | null;
}

interface IgaRequestsTable {
  realm: string;
  id: string;
  rev: Generated<number>;
  /** grant or remove. */
  request_type: string;
  item_id: string;
  requester_id: string;
  /** The requested-for user. */
  user_id: string;
  priority: string;
  justification: Generated<string>;
  expiry_date: Timestamp | null;
  request_date: Generated<Date>;
  /** A requestStatus value. */
  status: string;
  /** A requestDecision value. */
  decision: string;
  workflow_id: string;
  /** Who decides it now; null once decided. */
  approver_id: string | null;
  /** Who approved or rejected it (the approver or their delegate). */
  decided_by: string | null;
  /** [{ action, userId, comment, timestamp }], oldest first. */
  history: JSONColumnType<Record<string, unknown>[], string | undefined, string>;
}

interface IgaDelegatesTable {
  realm: string;
  id: string;
  rev: Generated<number>;
  /** Who delegates. */
  user_id: string;
  /** Who acts for them. */
  delegate_id: string;
  /** ISO 8601 dates (YYYY-MM-DD). */
  start_date: string;
  end_date: string;
}

interface IgaCampaignsTable {
  realm: string;
  id: string;
  name: string;
  description: Generated<string>;
  owner_id: string;
  start_date: Timestamp;
  duration_days: number;
  /** in-progress or signed-off. */
  status: string;
  signed_off_at: Timestamp | null;
}

interface IgaCertificationItemsTable {
  realm: string;
  id: string;
  campaign_id: string;
  rev: Generated<number>;
  user_id: string;
  application_id: string;
  /** The grant a revoke removes at sign-off. */
  grant_id: string | null;
  account: string;
  entitlement: string | null;
  role: string | null;
  /** recon, requestBased, roleBased, newAccess, temporal. */
  flags: Json;
  /** certify, revoke, exception, or null when undecided. */
  decision: string | null;
  decided_at: Timestamp | null;
  /** An exception's end, after which the item is due again. */
  deferred_until: Timestamp | null;
  /** [{ userId, comment, timestamp }], oldest first. */
  comments: JSONColumnType<unknown[], string | undefined, string>;
  /** [{ kind: 'user' | 'role', id, permissions: { view, comment, decide, forward, signOff } }]. */
  reviewers: JsonList;
}

interface AnalyticsTemplatesTable {
  realm: string;
  name: string;
  rev: Generated<number>;
  /** The template's definition (`ReportDefinition`). */
  definition: Json;
  updated_at: Generated<Date>;
}

interface AnalyticsRunsTable {
  realm: string;
  id: string;
  template_name: string;
  /** The template's definition as it was when the run started. */
  definition: Json;
  parameters: Json;
  timeframe: Json;
  range_start: Timestamp;
  range_end: Timestamp;
  /** running, succeeded or failed. */
  status: string;
  row_count: number | null;
  error: string | null;
  /** The format of the run's latest export (csv or json). */
  file_type: string | null;
  started_by: string;
  started_at: Generated<Date>;
  ended_at: Timestamp | null;
}

interface AnalyticsRunRowsTable {
  run_id: string;
  seq: number;
  row: Json;
}
