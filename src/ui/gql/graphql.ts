/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccessCatalogInput = {
  /** Only this application and its entitlements. */
  applicationId?: string | number | null | undefined;
  /** Zero-based. */
  page: number;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  /** Text the name or description contains. */
  search?: string | null | undefined;
  type?: GovernanceItemType | null | undefined;
};

export type AccessModifier =
  | 'grant'
  | 'remove';

export type AccessRequestsInput = {
  page: number;
  pageSize: number;
  /** Only requests with this status (a requestStatus value); every status when omitted. */
  status?: string | null | undefined;
};

export type AddDelegateInput = {
  /** ISO 8601 date, not before startDate. */
  endDate: string;
  /** ISO 8601 date. */
  startDate: string;
  userId: string | number;
};

export type AdminActivityCsvInput = {
  from?: string | null | undefined;
  objectType?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  /** time, userName, objectType, objectId or operation; without one, the newest change comes first. */
  sortKey?: string | null | undefined;
  to?: string | null | undefined;
  userName?: string | null | undefined;
};

export type AdminActivityInput = {
  /** ISO 8601 instant, inclusive. */
  from?: string | null | undefined;
  /** internal/role, config, managed, autoaccess/settings or endpoint. */
  objectType?: string | null | undefined;
  offset: number;
  pageSize: number;
  sortDescending?: boolean | null | undefined;
  /** time, userName, objectType, objectId or operation; without one, the newest change comes first. */
  sortKey?: string | null | undefined;
  /** ISO 8601 instant, exclusive. */
  to?: string | null | undefined;
  userName?: string | null | undefined;
};

export type ApprovalsInput = {
  page: number;
  pageSize: number;
  view: ApprovalsView;
};

export type ApprovalsView =
  /** Decided by the user. */
  | 'completed'
  /** Awaiting a decision. */
  | 'pending';

export type AssignmentAttributeInput = {
  assignmentOperation: AssignmentOperation;
  name: string;
  unassignmentOperation: UnassignmentOperation;
  /** true, false, a number or JSON text. */
  value: string;
};

export type AssignmentCsvInput = {
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  sortKey?: string | null | undefined;
};

export type AssignmentListInput = {
  offset: number;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  /** Text the name or description contains. */
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  /** name, description or mapping. */
  sortKey?: string | null | undefined;
};

export type AssignmentOperation =
  | 'mergeWithTarget'
  | 'replaceTarget';

export type AuthDeviceType =
  | 'OATH'
  | 'PUSH'
  | 'WEBAUTHN';

export type AuthenticateInput = {
  /** Answers to the previous step's callbacks; absent to start the journey. */
  callbacks?: Array<CallbackInput> | null | undefined;
  /** Where to go after success; validated by the platform. */
  goto?: string | null | undefined;
  /** A social provider's answer, when the journey resumes after the provider's sign-in. */
  providerResponse?: SocialLinkReturnInput | null | undefined;
  realm?: string | null | undefined;
  /** The id an emailed link carries: resumes the journey it suspended (starting it anew otherwise). */
  suspendedId?: string | null | undefined;
  /** Journey name; Login when omitted. */
  tree?: string | null | undefined;
};

export type AutoencoderParametersInput = {
  batchSize: number;
  epochs: number;
  learningRate: number;
};

export type BucketObjectsInput = {
  bucket: string;
  /** A folder inside the bucket; empty for its root. */
  prefix: string;
  /** The index of the page's first object. */
  start: number;
};

export type CallbackInput = {
  input: Array<NameValueInput>;
  type: string;
};

export type CampaignStatus =
  | 'in_progress'
  | 'signed_off';

export type CatalogApprover =
  | 'manager'
  | 'owner';

export type CatalogItemConflict =
  | 'existingAccess'
  | 'none'
  | 'pendingRequest';

export type CatalogItemConflictInput = {
  itemId: string | number;
  /** At most MAX_USERS_PER_REQUEST. */
  userIds: Array<string | number>;
};

export type CertificationDecision =
  | 'certify'
  | 'exception'
  | 'revoke';

export type CertificationHandOverInput = {
  campaignId: string | number;
  comment: string;
  itemId: string | number;
  /** A user id, or a role id when reviewerKind is role. */
  reviewerId: string | number;
  reviewerKind: ReviewerKind;
};

export type CertificationItemCommentInput = {
  campaignId: string | number;
  comment: string;
  itemId: string | number;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ChangeUsernameInput = {
  rev: string;
  userName: string;
};

export type ClearCertificationDecisionsInput = {
  campaignId: string | number;
  itemIds: Array<string | number>;
};

export type ClusteringParametersInput = {
  maxNumberOfClusters: number;
  minNumberOfClusters: number;
};

export type CreateDataSourceInput = {
  bucket: string;
  filePath: string;
  name: string;
};

export type CreatePipelineDefinitionInput = {
  dataSourceId: string | number;
  name: string;
  parameters: PipelineParametersInput;
  /** Required for a Prediction. */
  trainingPipelineDefinitionId?: string | number | null | undefined;
  type: PipelineType;
  /** 0 to 100; 50 by default. */
  uebaRiskThreshold: number;
};

export type DataSourceFilePreviewInput = {
  bucket: string;
  filePath: string;
};

export type DataSourcesInput = {
  /** The nextCursor of the previous page; the first page when omitted. */
  after?: string | null | undefined;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  /** Text the name contains; * stands for any characters. */
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
};

export type DecideCertificationItemInput = {
  campaignId: string | number;
  decision: CertificationDecision;
  itemId: string | number;
  rev: string;
};

export type EmbeddingParametersInput = {
  embeddingDimension: number;
  learningRate: number;
  window: number;
};

export type EntitySearchIndex =
  | 'datasources'
  | 'pipeline_definition'
  | 'risk_explainability';

export type ExplorationFeature =
  | 'city'
  | 'country'
  | 'dayparting'
  | 'device'
  | 'deviceType'
  | 'os'
  | 'osVersion'
  | 'userAgentType'
  | 'weekday';

export type FeatureExpressionInput = {
  expression: string;
  feature: string;
};

export type FilePreviewProblem =
  | 'BUCKET_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'INVALID_JSONL';

export type ForwardAccessRequestInput = {
  comment: string;
  id: string | number;
  rev: string;
  /** The user who decides it next. */
  userId: string | number;
};

export type GovernanceItemType =
  | 'application'
  | 'entitlement'
  | 'role';

export type GrantType =
  | 'account'
  | 'entitlement'
  | 'role';

export type GrantsInput = {
  grantType: GrantType;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
};

export type InternalRoleCsvInput = {
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  sortKey?: string | null | undefined;
};

export type InternalRoleListInput = {
  offset: number;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  /** Text the name or description contains. */
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  /** name or description. */
  sortKey?: string | null | undefined;
};

export type InternalRoleMemberInput = {
  roleId: string | number;
  userName: string;
};

export type JsltPreviewInput = {
  /** The sample record as JSON text. */
  data: string;
  mapping: Array<FeatureExpressionInput>;
};

/** A predefined question's id or a custom question, with its answer. */
export type KbaAnswerInput = {
  answer: string;
  customQuestion?: string | null | undefined;
  questionId?: string | number | null | undefined;
};

export type ManagedListCsvInput = {
  resourceName: string;
  resourceType: string;
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  sortKey?: string | null | undefined;
};

export type ManagedListInput = {
  offset: number;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  resourceName: string;
  resourceType: string;
  /** Text that any column contains, case-insensitively. */
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  /** A column name; the list's first column when omitted. */
  sortKey?: string | null | undefined;
};

export type NameValueInput = {
  name: string;
  value?: unknown;
};

export type PatchOperationInput = {
  /** A JSON pointer such as /givenName. */
  field: string;
  operation: PatchOperationKind;
  value?: unknown;
};

export type PatchOperationKind =
  | 'add'
  | 'remove'
  | 'replace';

export type PipelineLogLevel =
  | 'ERROR'
  | 'INFO'
  | 'WARN';

/** Model A is the variational autoencoder, Model B the autoencoder, Model C the clustering, UEBA the per-user behaviour model; COMBINED is the score a prediction writes. */
export type PipelineModelName =
  | 'COMBINED'
  | 'MODEL_A'
  | 'MODEL_B'
  | 'MODEL_C'
  | 'UEBA';

export type PipelineParametersInput = {
  embeddings: EmbeddingParametersInput;
  modelA: AutoencoderParametersInput;
  modelB: AutoencoderParametersInput;
  modelC: ClusteringParametersInput;
};

export type PipelineStatus =
  | 'ACTIVE'
  | 'FAILED'
  | 'SUCCEEDED';

export type PipelineType =
  | 'Prediction'
  | 'Training';

export type PrivilegeAccessFlagInput = {
  attribute: string;
  readOnly: boolean;
};

export type PrivilegeInput = {
  accessFlags: Array<PrivilegeAccessFlagInput>;
  filter?: string | null | undefined;
  name: string;
  path: string;
  permissions: Array<PrivilegePermission>;
};

export type PrivilegePermission =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE'
  | 'VIEW';

export type RemoveDelegateInput = {
  id: string | number;
  rev: string;
};

export type ReportAggregateInput = {
  column?: string | null | undefined;
  function: string;
  label: string;
  name: string;
};

export type ReportColumnFilterInput = {
  /** For an enumerated column, the stored values whose shown labels hold the text: rows whose value is one of them, instead. */
  anyOf?: Array<string> | null | undefined;
  column: string;
  /** The text typed: rows whose value holds it, ignoring case. */
  value: string;
};

export type ReportColumnInput = {
  label: string;
  name: string;
  source: string;
};

export type ReportDefinitionInput = {
  aggregates: Array<ReportAggregateInput>;
  columns: Array<ReportColumnInput>;
  dataSource: string;
  description: string;
  filters: Array<ReportFilterInput>;
  parameters: Array<ReportParameterDefinitionInput>;
  sorting: Array<ReportSortInput>;
};

export type ReportExportStatus =
  | 'available'
  | 'error'
  | 'generating';

export type ReportFileFormat =
  | 'csv'
  | 'json';

export type ReportFilterInput = {
  column: string;
  operator: string;
  value: string;
};

export type ReportParameterDefinitionInput = {
  name: string;
  required: boolean;
};

export type ReportParameterInput = {
  name: string;
  values: Array<string>;
};

export type ReportRowsInput = {
  filters: Array<ReportColumnFilterInput>;
  offset: number;
  pageSize: number;
  /** A column name, with a leading - for descending. */
  sortKey?: string | null | undefined;
};

export type ReportRunStatus =
  | 'failed'
  | 'running'
  | 'succeeded';

export type ReportSortInput = {
  column: string;
  direction: string;
};

export type ReportTimeframeInput = {
  endDate?: string | null | undefined;
  preset: ReportTimeframePreset;
  startDate?: string | null | undefined;
};

export type ReportTimeframePreset =
  | 'custom'
  | 'last7Days'
  | 'last30Days'
  | 'today'
  | 'yesterday';

export type RequestAccessRemovalInput = {
  grantId: string | number;
  justification: string;
};

export type RequestActionInput = {
  comment: string;
  id: string | number;
  rev: string;
};

export type RequestHistoryAction =
  | 'approved'
  | 'canceled'
  | 'comment'
  | 'created'
  | 'expired'
  | 'forwarded'
  | 'fulfilled'
  | 'rejected';

export type RequestPriority =
  | 'high'
  | 'low'
  | 'medium';

export type ReviewerKind =
  | 'role'
  | 'user';

export type RiskActivityFiltersInput = {
  /** Feature values of which any must match. */
  attributes?: Array<RiskAttributeFilterInput> | null | undefined;
  /** ISO 8601 instants; the period includes both. */
  from: string;
  /** An IPv4 or IPv6 address. */
  ipAddress?: string | null | undefined;
  result?: RiskActivityResult | null | undefined;
  riskMax: number;
  /** Risk from riskMin up to riskMax + 0.5, both included. */
  riskMin: number;
  to: string;
  /** The user's id or the name the user signed in with. */
  user?: string | null | undefined;
};

/** A sign-in's response status. */
export type RiskActivityResult =
  | 'FAILED'
  | 'SUCCESSFUL';

export type RiskAttributeFilterInput = {
  facet: RiskFacet;
  /** Values of which any must match. */
  values: Array<string>;
};

export type RiskEvaluationPreviewInput = {
  bucket: string;
  filePath: string;
  /** 1 to 10. */
  numOfEvents: number;
  /** The configuration to score with, as YAML text (the editor's, saved or not). */
  yaml: string;
};

export type RiskEventSort =
  | 'eventTime'
  | 'risk'
  | 'user';

export type RiskFacet =
  | 'city'
  | 'country'
  | 'dayparting'
  | 'device'
  | 'deviceType'
  | 'os'
  | 'osVersion'
  | 'user'
  | 'userAgentType';

export type RiskFiltersInput = {
  /** The map's visible area; applied only when zoomed in past level 3. */
  area?: RiskMapAreaInput | null | undefined;
  attributes?: Array<RiskAttributeFilterInput> | null | undefined;
  /** ISO 8601 instants; the period includes both. */
  from: string;
  /** Risk levels of which any must match; every level when empty. */
  levels?: Array<RiskLevel> | null | undefined;
  reasons?: RiskReasonsInput | null | undefined;
  riskMax: number;
  /** Risk from riskMin up to riskMax + 0.5, both included. */
  riskMin: number;
  /** Only risky events (true), only the others (false), or every event (null). */
  riskyEvents?: boolean | null | undefined;
  /** Where the medium and high levels start; 50 and 80 when omitted. */
  thresholds?: RiskThresholdsInput | null | undefined;
  to: string;
};

export type RiskLevel =
  | 'high'
  | 'low'
  | 'medium';

export type RiskMapAreaInput = {
  east: number;
  north: number;
  south: number;
  west: number;
  zoom: number;
};

export type RiskPreviewModel =
  /** No model is published: the heuristics and IP lists alone scored the events. */
  | 'HEURISTICS_ONLY'
  /** The realm's published model scored the events, with the heuristics. */
  | 'PUBLISHED';

export type RiskReasonKind =
  | 'clustering'
  | 'heuristic'
  | 'none'
  | 'ueba';

/** Reasons of which any must match. */
export type RiskReasonsInput = {
  /** Features the clustering model found unusual. */
  clustering: Array<string>;
  /** Heuristic keys such as is_brute_force, is_ip_blocked, is_advanced_bot_detection. */
  heuristics: Array<string>;
  /** Features the per-user behaviour model found unusual. */
  ueba: Array<string>;
};

export type RiskSettingsInput = {
  allowList: Array<string>;
  blockList: Array<string>;
  highLevel: number;
  mediumLevel: number;
  retentionDays: number;
  riskScoreThreshold: number;
};

export type RiskThresholdsInput = {
  high: number;
  medium: number;
};

export type RoleAssignmentLinkInput = {
  assignmentId: string | number;
  roleId: string | number;
};

export type RouteCsvInput = {
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  sortKey?: string | null | undefined;
};

export type RouteListInput = {
  offset: number;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: number;
  /** Text the name or description contains. */
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  /** name, behaviour or deployed. */
  sortKey?: string | null | undefined;
};

export type RunReportInput = {
  parameters: Array<ReportParameterInput>;
  timeframe: ReportTimeframeInput;
};

export type SaveAssignmentInput = {
  attributes: Array<AssignmentAttributeInput>;
  description?: string | null | undefined;
  id?: string | number | null | undefined;
  mapping: string;
  name: string;
  onAssignment?: string | null | undefined;
  onUnassignment?: string | null | undefined;
  rev?: string | null | undefined;
};

export type SaveConfigurationInput = {
  id: string;
  json: string;
  rev: string;
};

export type SaveDataSourceMappingInput = {
  id: string | number;
  mapping: Array<FeatureExpressionInput>;
  rev: string;
};

export type SaveInternalRoleInput = {
  description?: string | null | undefined;
  id?: string | number | null | undefined;
  name: string;
  privileges: Array<PrivilegeInput>;
  rev?: string | null | undefined;
  timeConstraint?: TimeConstraintInput | null | undefined;
};

export type SaveKbaInput = {
  questions: Array<KbaAnswerInput>;
  rev: string;
};

export type SaveRiskUserConfigInput = {
  rev: string;
  yaml: string;
};

export type SaveThemesInput = {
  realm: string;
  rev: string;
  themes: Array<ThemeInput>;
};

export type SetConsentInput = {
  consented: boolean;
  mapping: string | number;
  rev: string;
};

export type SetDataSourceActiveInput = {
  active: boolean;
  id: string | number;
  rev: string;
};

export type SetRouteDeployedInput = {
  deployed: boolean;
  /** The route's id (its endpoint name). */
  name: string | number;
  rev: string;
};

export type ShareResourceInput = {
  resourceId: string | number;
  rev: string;
  scopes: Array<string>;
  username: string;
};

export type SignInResult =
  | 'FAILURE'
  | 'SUCCESS';

/** The provider's authorization response, as it came back to /oauthReturn or inside /handleOAuth/{amData}. */
export type SocialLinkReturnInput = {
  code?: string | null | undefined;
  error?: string | null | undefined;
  errorDescription?: string | null | undefined;
  iss?: string | null | undefined;
  state: string;
};

export type SubmitAccessRequestInput = {
  /** ISO 8601 date after today; null for no end. */
  expiryDate?: string | null | undefined;
  /** 1 to 20 catalog items. */
  itemIds: Array<string | number>;
  justification: string;
  priority: RequestPriority;
  /** 1 to MAX_USERS_PER_REQUEST users. */
  userIds: Array<string | number>;
};

export type ThemeInput = {
  /** Absent for a new theme. */
  id?: string | number | null | undefined;
  isDefault: boolean;
  linkedTrees: Array<string>;
  name: string;
  settings: unknown;
};

export type TimeConstraintInput = {
  end: string;
  start: string;
};

export type UnassignmentOperation =
  | 'noOp'
  | 'removeFromTarget';

export type UnshareResourceInput = {
  resourceId: string | number;
  rev: string;
  username: string;
};

export type UpdateManagedObjectInput = {
  id: string | number;
  operations: Array<PatchOperationInput>;
  resourceName: string;
  resourceType: string;
  rev: string;
};

export type UpdateProfileInput = {
  operations: Array<PatchOperationInput>;
  rev: string;
};

export type AppBoot_ServerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppBoot_ServerInfoQuery = { serverInfo: { realm: string } };

export type AppBoot_UiConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppBoot_UiConfigQuery = { uiConfig: { lang: string, defaultLocale: string, hostedPages: boolean, helpUrl: string | null, docsUrl: string | null } };

export type AppBoot_FeaturesQueryVariables = Exact<{ [key: string]: never; }>;


export type AppBoot_FeaturesQuery = { features: Array<{ name: string, enabled: boolean }> };

export type AppBoot_VersionQueryVariables = Exact<{ [key: string]: never; }>;


export type AppBoot_VersionQuery = { version: { productVersion: string } };

export type AppBoot_LocaleMessagesQueryVariables = Exact<{
  locale: string;
  packages?: Array<string> | string | null | undefined;
}>;


export type AppBoot_LocaleMessagesQuery = { localeMessages: unknown };

export type AppBoot_ThemesQueryVariables = Exact<{
  realm: string;
}>;


export type AppBoot_ThemesQuery = { themes: Array<{ id: string, name: string, isDefault: boolean, linkedTrees: Array<string>, settings: unknown }> };

export type ProfileMenu_MeFragmentFragment = { id: string, displayName: string, company: string, mail: string, profileImage: string | null } & { ' $fragmentName'?: 'ProfileMenu_MeFragmentFragment' };

export type SideMenu_MeFragmentFragment = { id: string, idmRoles: Array<string>, amRoles: Array<string>, amAdmin: boolean } & { ' $fragmentName'?: 'SideMenu_MeFragmentFragment' };

export type SideMenu_PrivilegesFragmentFragment = { privileges: Array<{ title: string, privilegePath: string, resourceType: string, resourceName: string }> | null } & { ' $fragmentName'?: 'SideMenu_PrivilegesFragmentFragment' };

export type SideMenu_AutoAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type SideMenu_AutoAccessQuery = { autoAccessAvailable: boolean, riskAnalysisAvailable: boolean };

export type SystemBanner_NotificationQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemBanner_NotificationQuery = { systemNotification: { message: string, severity: string, details: string | null } | null };

export type TenantBlock_TenantQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantBlock_TenantQuery = { tenant: { name: string, subscription: string | null, region: string | null, currentTier: string | null, locked: boolean } | null };

export type MenuBadges_GovernanceCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuBadges_GovernanceCountsQuery = { governanceCounts: { pendingApprovals: number, accessReviews: number } };

export type SignedInSession_NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_NotificationsQuery = { notifications: Array<{ id: string, message: string, createDate: string, notificationType: string }> };

export type SignedInSession_RemoveNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type SignedInSession_RemoveNotificationMutation = { removeNotification: boolean };

export type SignedInSession_ClearNotificationsMutationVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_ClearNotificationsMutation = { clearNotifications: boolean };

export type RouteGuard_SignOutAdminMutationVariables = Exact<{ [key: string]: never; }>;


export type RouteGuard_SignOutAdminMutation = { signOut: { postLogoutUrl: string | null } };

export type ShellUser_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellUser_MeQuery = (
  { me: (
    { id: string, amAdmin: boolean }
    & { ' $fragmentRefs'?: { 'ProfileMenu_MeFragmentFragment': ProfileMenu_MeFragmentFragment;'SideMenu_MeFragmentFragment': SideMenu_MeFragmentFragment } }
  ) }
  & { ' $fragmentRefs'?: { 'SideMenu_PrivilegesFragmentFragment': SideMenu_PrivilegesFragmentFragment } }
);

export type SignedInSession_SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_SessionQuery = { session: { subject: string, authTime: number, realm: string, maxIdleExpirationTime: string } };

export type SignedInSession_ExtendSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_ExtendSessionMutation = { extendSession: { maxIdleExpirationTime: string } };

export type SignOutProvider_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutProvider_SignOutMutation = { signOut: { postLogoutUrl: string | null, gotoRejected: boolean } };

export type AccessRequestColumns_RowFragmentFragment = { id: string, priority: RequestPriority, status: string, decision: string, requestDate: string, item: { id: string, type: GovernanceItemType, name: string }, requester: { id: string, displayName: string }, requestedFor: { id: string, displayName: string } } & { ' $fragmentName'?: 'AccessRequestColumns_RowFragmentFragment' };

export type AccessRequestDetails_RequestQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessRequestDetails_RequestQuery = { accessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type AccessRequestView_RequestFragmentFragment = { id: string, rev: string, requestType: AccessModifier, priority: RequestPriority, justification: string, expiryDate: string | null, requestDate: string, status: string, decision: string, workflowId: string, item: { id: string, type: GovernanceItemType, name: string, description: string, application: { id: string, name: string } | null }, requester: { id: string, userName: string, displayName: string }, requestedFor: { id: string, userName: string, displayName: string }, approver: { id: string, userName: string, displayName: string } | null, history: Array<{ action: RequestHistoryAction, comment: string, timestamp: string, user: { id: string, displayName: string } | null }>, actions: { approve: boolean, reject: boolean, forward: boolean, comment: boolean, cancel: boolean } } & { ' $fragmentName'?: 'AccessRequestView_RequestFragmentFragment' };

export type RequestActions_ApproveMutationVariables = Exact<{
  input: RequestActionInput;
}>;


export type RequestActions_ApproveMutation = { approveAccessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type RequestActions_RejectMutationVariables = Exact<{
  input: RequestActionInput;
}>;


export type RequestActions_RejectMutation = { rejectAccessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type RequestActions_ForwardMutationVariables = Exact<{
  input: ForwardAccessRequestInput;
}>;


export type RequestActions_ForwardMutation = { forwardAccessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type RequestActions_CommentMutationVariables = Exact<{
  input: RequestActionInput;
}>;


export type RequestActions_CommentMutation = { commentOnAccessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type RequestActions_CancelMutationVariables = Exact<{
  input: RequestActionInput;
}>;


export type RequestActions_CancelMutation = { cancelAccessRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AccessRequestView_RequestFragmentFragment': AccessRequestView_RequestFragmentFragment } }
  ) };

export type BucketBrowser_ObjectsQueryVariables = Exact<{
  input: BucketObjectsInput;
}>;


export type BucketBrowser_ObjectsQuery = { bucketObjects: { total: number, start: number, objects: Array<{ name: string, extension: string, size: number, created: string, isFolder: boolean }> } };

export type BucketFilePicker_BucketsQueryVariables = Exact<{ [key: string]: never; }>;


export type BucketFilePicker_BucketsQuery = { dataSourceBuckets: Array<{ name: string }> };

export type GrantsTable_GrantFragmentFragment = { id: string, grantType: GrantType, grantedAt: string, expiryDate: string | null, source: string, item: { id: string, type: GovernanceItemType, name: string, application: { id: string, name: string } | null } } & { ' $fragmentName'?: 'GrantsTable_GrantFragmentFragment' };

export type RiskEventDetail_EventQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RiskEventDetail_EventQuery = { riskEvent: { previousAttemptsTotal: number, event: { eventId: string, transactionId: string | null, userId: string, userName: string | null, ipAddress: string | null, time: string, riskScore: number, result: string | null, city: string | null, country: string | null, lat: number | null, longitude: number | null, device: string | null, deviceType: string | null, os: string | null, osVersion: string | null, userAgentType: string | null, userAgent: string | null, dayparting: string | null, weekday: string | null, reasons: Array<{ kind: RiskReasonKind, key: string | null }> }, previousAttempts: Array<{ eventId: string, time: string, riskScore: number, city: string | null, country: string | null, reasons: Array<{ kind: RiskReasonKind, key: string | null }> }>, travel: { distanceKm: number, hours: number, speedKmh: number | null, previous: { eventId: string, time: string, city: string | null, country: string | null, lat: number | null, longitude: number | null } } | null } };

export type EventLogTable_EventFragmentFragment = { eventId: string, ipAddress: string | null, riskScore: number, time: string, userId: string, userName: string | null, device: string | null, deviceType: string | null, userAgentType: string | null, result: string | null, city: string | null, country: string | null, reasons: Array<{ kind: RiskReasonKind, key: string | null }> } & { ' $fragmentName'?: 'EventLogTable_EventFragmentFragment' };

export type NormalView_FeaturesQueryVariables = Exact<{
  userId: string;
  at?: string | null | undefined;
}>;


export type NormalView_FeaturesQuery = { riskNormalView: { userId: string, userEvents: number, realmEvents: number, features: Array<{ feature: string, user: Array<{ value: string, count: number }>, realm: Array<{ value: string, count: number }>, values: Array<{ value: string, userCount: number, realmCount: number }> }> } };

export type RealmRiskLevels_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RealmRiskLevels_SettingsQuery = { riskSettings: { mediumLevel: number, highLevel: number } };

export type UserSearchField_UsersQueryVariables = Exact<{
  search: string;
}>;


export type UserSearchField_UsersQuery = { governanceUsers: Array<{ id: string, userName: string, displayName: string, mail: string | null }> };

export type AccessReviewsPage_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessReviewsPage_ListQuery = { accessReviews: Array<{ id: string, name: string, deadline: string, reviewStatus: string, status: CampaignStatus, totalItems: number, decidedItems: number, certifiedItems: number, revokedItems: number, exceptionItems: number, owner: { id: string, displayName: string } }> };

export type AccountSecurityCard_AccountSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSecurityCard_AccountSecurityQuery = { accountSecurity: { id: string, rev: string, userName: string, passwordPolicy: { ' $fragmentRefs'?: { 'PasswordDialog_PasswordPolicyFragmentFragment': PasswordDialog_PasswordPolicyFragmentFragment } } } };

export type KbaCard_AccountSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type KbaCard_AccountSecurityQuery = { accountSecurity: { id: string, rev: string, kba: { ' $fragmentRefs'?: { 'KbaForm_KbaFragmentFragment': KbaForm_KbaFragmentFragment } } | null } };

export type KbaForm_KbaFragmentFragment = { minimumAnswersToDefine: number, questions: Array<{ id: string, texts: Array<{ locale: string, text: string }> }>, selected: Array<{ questionId: string | null, customQuestion: string | null }> } & { ' $fragmentName'?: 'KbaForm_KbaFragmentFragment' };

export type KbaForm_SaveKbaMutationVariables = Exact<{
  input: SaveKbaInput;
}>;


export type KbaForm_SaveKbaMutation = { saveKba: { id: string, rev: string, kba: { ' $fragmentRefs'?: { 'KbaForm_KbaFragmentFragment': KbaForm_KbaFragmentFragment } } | null } };

export type PasswordDialog_PasswordPolicyFragmentFragment = { minLength: number | null, maxLength: number | null, minCapitals: number | null, minLowercase: number | null, minNumbers: number | null, minSymbols: number | null, minCharacterSets: number | null, maxRepeatedCharacters: number | null, cannotContainOthers: Array<string>, cannotContainOthersCaseInsensitive: Array<string>, noCommonPasswords: boolean, passwordHistory: number | null, fieldValues: unknown } & { ' $fragmentName'?: 'PasswordDialog_PasswordPolicyFragmentFragment' };

export type PasswordDialog_ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type PasswordDialog_ChangePasswordMutation = { changePassword: { id: string, rev: string } };

export type UsernameDialog_ChangeUsernameMutationVariables = Exact<{
  input: ChangeUsernameInput;
}>;


export type UsernameDialog_ChangeUsernameMutation = { changeUsername: { id: string, rev: string, userName: string } };

export type ActivityLogPage_ActivityQueryVariables = Exact<{
  input: AdminActivityInput;
}>;


export type ActivityLogPage_ActivityQuery = { adminActivity: { total: number, rows: Array<{ id: string, time: string, userName: string, objectType: string, objectId: string, operation: string, before: string | null, after: string | null }> } };

export type ActivityLogPage_CsvQueryVariables = Exact<{
  input: AdminActivityCsvInput;
}>;


export type ActivityLogPage_CsvQuery = { adminActivityCsv: { filename: string, csv: string, rowCount: number } };

export type AssignmentEditPage_AssignmentQueryVariables = Exact<{
  id: string | number;
  existing: boolean;
}>;


export type AssignmentEditPage_AssignmentQuery = { assignment?: { id: string, rev: string, name: string, description: string | null, mapping: string, onAssignment: string | null, onUnassignment: string | null, attributes: Array<{ name: string, value: string, assignmentOperation: AssignmentOperation, unassignmentOperation: UnassignmentOperation }> }, assignmentMappings: Array<{ name: string, target: string, attributes: Array<{ name: string }> }> };

export type AssignmentEditPage_SaveMutationVariables = Exact<{
  input: SaveAssignmentInput;
}>;


export type AssignmentEditPage_SaveMutation = { saveAssignment: { id: string, rev: string } };

export type AssignmentEditPage_DeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type AssignmentEditPage_DeleteMutation = { deleteAssignment: boolean };

export type AssignmentsListPage_AssignmentsQueryVariables = Exact<{
  input: AssignmentListInput;
}>;


export type AssignmentsListPage_AssignmentsQuery = { assignments: { total: number, rows: Array<{ id: string, name: string, description: string | null, mapping: string, attributes: Array<{ name: string }> }> } };

export type AssignmentsListPage_CsvQueryVariables = Exact<{
  input: AssignmentCsvInput;
}>;


export type AssignmentsListPage_CsvQuery = { assignmentsCsv: { filename: string, csv: string, rowCount: number } };

export type ConfigurationPage_ConfigurationQueryVariables = Exact<{
  id: string;
}>;


export type ConfigurationPage_ConfigurationQuery = { configuration: { id: string, rev: string, json: string } };

export type ConfigurationPage_SaveMutationVariables = Exact<{
  input: SaveConfigurationInput;
}>;


export type ConfigurationPage_SaveMutation = { saveConfiguration: { id: string, rev: string, json: string } };

export type RoleAssignments_AssignmentsQueryVariables = Exact<{
  roleId: string | number;
  input: AssignmentListInput;
}>;


export type RoleAssignments_AssignmentsQuery = { roleAssignments: Array<{ id: string, name: string, mapping: string }>, assignments: { rows: Array<{ id: string, name: string }> } };

export type RoleAssignments_LinkMutationVariables = Exact<{
  input: RoleAssignmentLinkInput;
}>;


export type RoleAssignments_LinkMutation = { linkRoleAssignment: boolean };

export type RoleAssignments_UnlinkMutationVariables = Exact<{
  input: RoleAssignmentLinkInput;
}>;


export type RoleAssignments_UnlinkMutation = { unlinkRoleAssignment: boolean };

export type RoleEditPage_RoleQueryVariables = Exact<{
  id: string | number;
  existing: boolean;
}>;


export type RoleEditPage_RoleQuery = { internalRole?: { id: string, rev: string, name: string, description: string | null, privileges: Array<{ name: string, path: string, permissions: Array<PrivilegePermission>, filter: string | null, accessFlags: Array<{ attribute: string, readOnly: boolean }> }>, timeConstraint: { start: string, end: string } | null }, privilegeTargets: Array<{ path: string, title: string, attributes: Array<{ name: string, title: string, required: boolean }> }> };

export type RoleEditPage_SaveMutationVariables = Exact<{
  input: SaveInternalRoleInput;
}>;


export type RoleEditPage_SaveMutation = { saveInternalRole: { id: string, rev: string } };

export type RoleEditPage_DeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type RoleEditPage_DeleteMutation = { deleteInternalRole: boolean };

export type RoleMembers_AssignMutationVariables = Exact<{
  input: InternalRoleMemberInput;
}>;


export type RoleMembers_AssignMutation = { assignInternalRole: boolean };

export type RoleMembers_UnassignMutationVariables = Exact<{
  input: InternalRoleMemberInput;
}>;


export type RoleMembers_UnassignMutation = { unassignInternalRole: boolean };

export type RolesListPage_RolesQueryVariables = Exact<{
  input: InternalRoleListInput;
}>;


export type RolesListPage_RolesQuery = { internalRoles: { total: number, rows: Array<{ id: string, name: string, description: string | null, privileges: Array<{ name: string }> }> } };

export type RolesListPage_CsvQueryVariables = Exact<{
  input: InternalRoleCsvInput;
}>;


export type RolesListPage_CsvQuery = { internalRolesCsv: { filename: string, csv: string, rowCount: number } };

export type DeployRouteDialog_SetDeployedMutationVariables = Exact<{
  input: SetRouteDeployedInput;
}>;


export type DeployRouteDialog_SetDeployedMutation = { setRouteDeployed: { id: string, rev: string, deployed: boolean } };

export type RoutesListPage_RoutesQueryVariables = Exact<{
  input: RouteListInput;
}>;


export type RoutesListPage_RoutesQuery = { routes: { total: number, rows: Array<{ id: string, rev: string, context: string, behaviour: string, description: string, deployed: boolean }> } };

export type RoutesListPage_CsvQueryVariables = Exact<{
  input: RouteCsvInput;
}>;


export type RoutesListPage_CsvQuery = { routesCsv: { filename: string, csv: string, rowCount: number } };

export type ApplicationTile_ApplicationFragmentFragment = { id: string, name: string, description: string | null, icon: string | null, launchUrl: string | null } & { ' $fragmentName'?: 'ApplicationTile_ApplicationFragmentFragment' };

export type ApplicationsPage_ApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsPage_ApplicationsQuery = { workforceApplications: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ApplicationTile_ApplicationFragmentFragment': ApplicationTile_ApplicationFragmentFragment } }
  )> };

export type ApprovalsPage_ApprovalsQueryVariables = Exact<{
  input: ApprovalsInput;
}>;


export type ApprovalsPage_ApprovalsQuery = { approvals: { total: number, rows: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AccessRequestColumns_RowFragmentFragment': AccessRequestColumns_RowFragmentFragment } }
    )> } };

export type AuthorizedAppsCard_AppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsCard_AppsQuery = { authorizedApps: Array<{ clientId: string, name: string, scopes: Array<string>, expiryDateTime: string | null }> };

export type AuthorizedAppsCard_RevokeMutationVariables = Exact<{
  clientId: string | number;
}>;


export type AuthorizedAppsCard_RevokeMutation = { revokeAuthorizedApp: Array<{ clientId: string, name: string, scopes: Array<string>, expiryDateTime: string | null }> };

export type CampaignHeader_CampaignFragmentFragment = { id: string, name: string, description: string, startDate: string, deadline: string, reviewStatus: string, owner: { id: string, displayName: string } } & { ' $fragmentName'?: 'CampaignHeader_CampaignFragmentFragment' };

export type CertificationTask_ItemRevFragmentFragment = { id: string, rev: string } & { ' $fragmentName'?: 'CertificationTask_ItemRevFragmentFragment' };

export type CertificationTask_DecideMutationVariables = Exact<{
  input: DecideCertificationItemInput;
}>;


export type CertificationTask_DecideMutation = { decideCertificationItem: { ' $fragmentRefs'?: { 'CertificationItemsTable_ItemFragmentFragment': CertificationItemsTable_ItemFragmentFragment;'CertificationTask_ItemRevFragmentFragment': CertificationTask_ItemRevFragmentFragment } } };

export type CertificationTask_ClearDecisionsMutationVariables = Exact<{
  input: ClearCertificationDecisionsInput;
}>;


export type CertificationTask_ClearDecisionsMutation = { clearCertificationDecisions: Array<{ ' $fragmentRefs'?: { 'CertificationItemsTable_ItemFragmentFragment': CertificationItemsTable_ItemFragmentFragment } }> };

export type CertificationTask_CommentMutationVariables = Exact<{
  input: CertificationItemCommentInput;
}>;


export type CertificationTask_CommentMutation = { commentOnCertificationItem: { ' $fragmentRefs'?: { 'CertificationItemsTable_ItemFragmentFragment': CertificationItemsTable_ItemFragmentFragment } } };

export type CertificationTask_ForwardMutationVariables = Exact<{
  input: CertificationHandOverInput;
}>;


export type CertificationTask_ForwardMutation = { forwardCertificationItem: boolean };

export type CertificationTask_ReassignMutationVariables = Exact<{
  input: CertificationHandOverInput;
}>;


export type CertificationTask_ReassignMutation = { reassignCertificationItem: boolean };

export type CertificationTask_SignOffMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type CertificationTask_SignOffMutation = { signOffCampaign: (
    { id: string, status: CampaignStatus }
    & { ' $fragmentRefs'?: { 'CampaignHeader_CampaignFragmentFragment': CampaignHeader_CampaignFragmentFragment } }
  ) };

export type CertificationItemsTable_ItemFragmentFragment = { id: string, rev: string, account: string, entitlement: string | null, role: string | null, decision: CertificationDecision | null, deferredUntil: string | null, user: { id: string, userName: string, displayName: string }, application: { id: string, name: string }, flags: { recon: boolean, requestBased: boolean, roleBased: boolean, newAccess: boolean, temporal: boolean }, comments: Array<{ comment: string, timestamp: string, user: { id: string, displayName: string } }> } & { ' $fragmentName'?: 'CertificationItemsTable_ItemFragmentFragment' };

export type CertificationTaskPage_TaskQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CertificationTaskPage_TaskQuery = { certificationTask: { othersUndecidedItems: number, campaign: (
      { id: string, status: CampaignStatus }
      & { ' $fragmentRefs'?: { 'CampaignHeader_CampaignFragmentFragment': CampaignHeader_CampaignFragmentFragment } }
    ), permissions: { view: boolean, comment: boolean, decide: boolean, forward: boolean, signOff: boolean }, items: Array<{ ' $fragmentRefs'?: { 'CertificationItemsTable_ItemFragmentFragment': CertificationItemsTable_ItemFragmentFragment } }> } };

export type GlossaryDrawer_TermsQueryVariables = Exact<{ [key: string]: never; }>;


export type GlossaryDrawer_TermsQuery = { certificationGlossary: Array<{ term: string, definition: string }> };

export type ApplicationsWidget_ApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsWidget_ApplicationsQuery = { workforceApplications: Array<{ id: string, name: string, icon: string | null, launchUrl: string | null }> };

export type Dashboard_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_MeQuery = { me: { id: string, displayName: string } };

export type GovernanceCards_CountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GovernanceCards_CountsQuery = { governanceCounts: { accessReviews: number, pendingApprovals: number, pendingRequests: number } };

export type AddDataSourceDialog_CreateMutationVariables = Exact<{
  input: CreateDataSourceInput;
}>;


export type AddDataSourceDialog_CreateMutation = { createDataSource: { id: string } };

export type DataSourcePage_DataSourceQueryVariables = Exact<{
  id: string | number;
}>;


export type DataSourcePage_DataSourceQuery = { dataSource: { id: string, rev: string, name: string, bucket: string, filePath: string, active: boolean, created: string | null, featureMapping: Array<{ feature: string, expression: string }> }, authenticationFeatures: Array<{ name: string, description: string | null }> };

export type DataSourcePage_SetActiveMutationVariables = Exact<{
  input: SetDataSourceActiveInput;
}>;


export type DataSourcePage_SetActiveMutation = { setDataSourceActive: { id: string, rev: string, active: boolean } };

export type DataSourcesPage_ListQueryVariables = Exact<{
  input: DataSourcesInput;
}>;


export type DataSourcesPage_ListQuery = { dataSources: { total: number, nextCursor: string | null, rows: Array<{ id: string, name: string, bucket: string, filePath: string, active: boolean, created: string | null }> } };

export type DeleteDataSourceButton_DeleteMutationVariables = Exact<{
  id: string | number;
  rev: string;
}>;


export type DeleteDataSourceButton_DeleteMutation = { deleteDataSource: boolean };

export type FeatureMappingEditor_FilePreviewQueryVariables = Exact<{
  input: DataSourceFilePreviewInput;
}>;


export type FeatureMappingEditor_FilePreviewQuery = { dataSourceFilePreview: { content: string | null, problem: FilePreviewProblem | null, line: number | null } };

export type FeatureMappingEditor_PreviewQueryVariables = Exact<{
  input: JsltPreviewInput;
}>;


export type FeatureMappingEditor_PreviewQuery = { jsltPreview: { features: Array<{ feature: string, value: unknown, error: string | null }> } };

export type FeatureMappingEditor_SaveMutationVariables = Exact<{
  input: SaveDataSourceMappingInput;
}>;


export type FeatureMappingEditor_SaveMutation = { saveDataSourceMapping: { id: string, rev: string, featureMapping: Array<{ feature: string, expression: string }> } };

export type ManagedEditPage_ObjectQueryVariables = Exact<{
  resourceType: string;
  resourceName: string;
  id: string | number;
}>;


export type ManagedEditPage_ObjectQuery = { managedObject: (
    { id: string, title: string, displayName: string }
    & { ' $fragmentRefs'?: { 'ManagedObjectForm_FormFragmentFragment': ManagedObjectForm_FormFragmentFragment } }
  ) };

export type ManagedListPage_ListQueryVariables = Exact<{
  input: ManagedListInput;
}>;


export type ManagedListPage_ListQuery = { managedList: { title: string, total: number, columns: Array<{ name: string, title: string }>, rows: Array<{ id: string, values: unknown }> } };

export type ManagedListPage_CsvQueryVariables = Exact<{
  input: ManagedListCsvInput;
}>;


export type ManagedListPage_CsvQuery = { managedListCsv: { filename: string, csv: string, rowCount: number } };

export type ManagedObjectForm_FormFragmentFragment = { id: string, rev: string, resourceType: string, resourceName: string, canUpdate: boolean, values: unknown, fields: Array<{ name: string, title: string, description: string | null, type: string, nullable: boolean, required: boolean, readOnly: boolean, options: Array<string> | null }> } & { ' $fragmentName'?: 'ManagedObjectForm_FormFragmentFragment' };

export type ManagedObjectForm_UpdateMutationVariables = Exact<{
  input: UpdateManagedObjectInput;
}>;


export type ManagedObjectForm_UpdateMutation = { updateManagedObject: (
    { id: string, displayName: string }
    & { ' $fragmentRefs'?: { 'ManagedObjectForm_FormFragmentFragment': ManagedObjectForm_FormFragmentFragment } }
  ) };

export type AddDelegateDialog_AddMutationVariables = Exact<{
  input: AddDelegateInput;
}>;


export type AddDelegateDialog_AddMutation = { addDelegate: (
    { id: string }
    & { ' $fragmentRefs'?: { 'DelegatesPage_DelegateFragmentFragment': DelegatesPage_DelegateFragmentFragment } }
  ) };

export type DelegatesPage_DelegateFragmentFragment = { id: string, rev: string, startDate: string, endDate: string, user: { id: string, userName: string, displayName: string, mail: string | null } } & { ' $fragmentName'?: 'DelegatesPage_DelegateFragmentFragment' };

export type DelegatesPage_DelegatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DelegatesPage_DelegatesQuery = { myDelegates: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'DelegatesPage_DelegateFragmentFragment': DelegatesPage_DelegateFragmentFragment } }
  )> };

export type RemoveDelegateDialog_RemoveMutationVariables = Exact<{
  input: RemoveDelegateInput;
}>;


export type RemoveDelegateDialog_RemoveMutation = { removeDelegate: boolean };

export type QueryConsole_SearchQueryVariables = Exact<{
  index: EntitySearchIndex;
  query: string;
}>;


export type QueryConsole_SearchQuery = { entitySearch: { answer: string | null, answerTruncated: boolean, error: string | null, tookMs: number, total: number | null, hits: Array<{ id: string, fields: Array<{ name: string, value: string }> }>, aggregations: Array<{ name: string, value: number | null, buckets: Array<{ key: string, count: number }> }> } };

export type AuthDevicesSection_DeviceFragmentFragment = { id: string, type: AuthDeviceType, name: string, createdDate: string | null, lastAccessDate: string | null } & { ' $fragmentName'?: 'AuthDevicesSection_DeviceFragmentFragment' };

export type AuthDevicesSection_DevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthDevicesSection_DevicesQuery = { authDevices: Array<{ ' $fragmentRefs'?: { 'AuthDevicesSection_DeviceFragmentFragment': AuthDevicesSection_DeviceFragmentFragment } }> };

export type AuthDevicesSection_RenameMutationVariables = Exact<{
  type: AuthDeviceType;
  id: string | number;
  name: string;
}>;


export type AuthDevicesSection_RenameMutation = { renameAuthDevice: Array<{ ' $fragmentRefs'?: { 'AuthDevicesSection_DeviceFragmentFragment': AuthDevicesSection_DeviceFragmentFragment } }> };

export type AuthDevicesSection_DeleteMutationVariables = Exact<{
  type: AuthDeviceType;
  id: string | number;
}>;


export type AuthDevicesSection_DeleteMutation = { deleteAuthDevice: Array<{ ' $fragmentRefs'?: { 'AuthDevicesSection_DeviceFragmentFragment': AuthDevicesSection_DeviceFragmentFragment } }> };

export type AuthenticatorAppDialog_StartMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthenticatorAppDialog_StartMutation = { startAuthenticatorAppEnrolment: { enrolmentId: string, secret: string, uri: string, issuer: string, accountName: string } };

export type AuthenticatorAppDialog_ConfirmMutationVariables = Exact<{
  enrolmentId: string;
  code: string;
}>;


export type AuthenticatorAppDialog_ConfirmMutation = { confirmAuthenticatorAppEnrolment: { recoveryCodes: Array<string> | null, device: { id: string } } };

export type SecurityKeyDialog_StartMutationVariables = Exact<{ [key: string]: never; }>;


export type SecurityKeyDialog_StartMutation = { startSecurityKeyEnrolment: { enrolmentId: string, options: unknown } };

export type SecurityKeyDialog_ConfirmMutationVariables = Exact<{
  enrolmentId: string;
  credential: unknown;
  name?: string | null | undefined;
}>;


export type SecurityKeyDialog_ConfirmMutation = { confirmSecurityKeyEnrolment: { recoveryCodes: Array<string> | null, device: { id: string } } };

export type SessionsSection_SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsSection_SessionsQuery = { mySessions: Array<{ handle: string, isCurrent: boolean, latestAccessTime: string, maxIdleExpirationTime: string }> };

export type SessionsSection_SignOutMutationVariables = Exact<{
  handle: string | number;
}>;


export type SessionsSection_SignOutMutation = { signOutSession: Array<{ handle: string, isCurrent: boolean, latestAccessTime: string, maxIdleExpirationTime: string }> };

export type SessionsSection_SignOutOthersMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsSection_SignOutOthersMutation = { signOutOtherSessions: number };

export type SignInHistorySection_HistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInHistorySection_HistoryQuery = { signInHistory: Array<{ id: string, time: string, result: SignInResult, ipAddress: string | null, location: string | null, localNetwork: boolean, browser: string | null, os: string | null }> };

export type TrustedDevicesSection_DeviceFragmentFragment = { id: string, alias: string, browser: string | null, os: string | null, cpu: string | null, isCurrent: boolean, lastSelectedDate: string | null, location: string | null, localNetwork: boolean } & { ' $fragmentName'?: 'TrustedDevicesSection_DeviceFragmentFragment' };

export type TrustedDevicesSection_DevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrustedDevicesSection_DevicesQuery = { trustedDevices: Array<{ ' $fragmentRefs'?: { 'TrustedDevicesSection_DeviceFragmentFragment': TrustedDevicesSection_DeviceFragmentFragment } }> };

export type TrustedDevicesSection_RenameMutationVariables = Exact<{
  id: string | number;
  alias: string;
}>;


export type TrustedDevicesSection_RenameMutation = { renameTrustedDevice: Array<{ ' $fragmentRefs'?: { 'TrustedDevicesSection_DeviceFragmentFragment': TrustedDevicesSection_DeviceFragmentFragment } }> };

export type TrustedDevicesSection_DeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type TrustedDevicesSection_DeleteMutation = { deleteTrustedDevice: Array<{ ' $fragmentRefs'?: { 'TrustedDevicesSection_DeviceFragmentFragment': TrustedDevicesSection_DeviceFragmentFragment } }> };

export type DirectReportDetailsPage_ReportQueryVariables = Exact<{
  userId: string | number;
}>;


export type DirectReportDetailsPage_ReportQuery = { directReport: { id: string, userName: string, displayName: string, mail: string | null } };

export type DirectReportDetailsPage_GrantsQueryVariables = Exact<{
  userId: string | number;
  input: GrantsInput;
}>;


export type DirectReportDetailsPage_GrantsQuery = { directReportGrants: { total: number, rows: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'GrantsTable_GrantFragmentFragment': GrantsTable_GrantFragmentFragment } }
    )> } };

export type DirectReportsPage_ReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectReportsPage_ReportsQuery = { directReports: Array<{ id: string, userName: string, displayName: string, mail: string | null }> };

export type EntityDefinitionsPage_DefinitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type EntityDefinitionsPage_DefinitionsQuery = { entityDefinitions: Array<{ id: string, namespace: string, name: string, version: string, latest: boolean, properties: Array<{ name: string, type: string | null, description: string | null }> }> };

export type FeatureExplorationPage_ExploreQueryVariables = Exact<{
  feature: ExplorationFeature;
  from: string;
  to: string;
  user?: string | null | undefined;
}>;


export type FeatureExplorationPage_ExploreQuery = { featureExploration: { feature: ExplorationFeature, total: number, riskyTotal: number, userTotal: number | null, values: Array<{ value: string, count: number, risky: number, riskyShare: number }>, userValues: Array<{ value: string, count: number }> } };

export type JourneyCallback_CallbackFragmentFragment = { type: string, output: Array<{ name: string, value: unknown }>, input: Array<{ name: string, value: unknown }> } & { ' $fragmentName'?: 'JourneyCallback_CallbackFragmentFragment' };

export type LoginPage_AuthenticateMutationVariables = Exact<{
  input: AuthenticateInput;
}>;


export type LoginPage_AuthenticateMutation = { authenticate:
    | { __typename: 'JourneyStep', stage: string | null, header: string | null, description: string | null, callbacks: Array<{ ' $fragmentRefs'?: { 'JourneyCallback_CallbackFragmentFragment': JourneyCallback_CallbackFragmentFragment } }> }
    | { __typename: 'JourneySuccess', realm: string, redirectUrl: string, gotoRejected: boolean }
   };

export type MyAccessPage_GrantsQueryVariables = Exact<{
  input: GrantsInput;
}>;


export type MyAccessPage_GrantsQuery = { myGrants: { total: number, rows: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'GrantsTable_GrantFragmentFragment': GrantsTable_GrantFragmentFragment } }
    )> } };

export type RequestRemovalDialog_RequestMutationVariables = Exact<{
  input: RequestAccessRemovalInput;
}>;


export type RequestRemovalDialog_RequestMutation = { requestAccessRemoval: { id: string, status: string } };

export type ChooseUsersDialog_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type ChooseUsersDialog_MeQuery = { me: { id: string, displayName: string } };

export type MyRequestsPage_RequestsQueryVariables = Exact<{
  input: AccessRequestsInput;
}>;


export type MyRequestsPage_RequestsQuery = { myAccessRequests: { total: number, rows: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AccessRequestColumns_RowFragmentFragment': AccessRequestColumns_RowFragmentFragment } }
    )> } };

export type CatalogSection_ItemsQueryVariables = Exact<{
  input: AccessCatalogInput;
}>;


export type CatalogSection_ItemsQuery = { accessCatalog: { total: number, rows: Array<{ id: string, type: GovernanceItemType, name: string, description: string, approvedBy: CatalogApprover, application: { id: string, name: string } | null, owner: { id: string, displayName: string } | null }> } };

export type CatalogSection_ApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogSection_ApplicationsQuery = { catalogApplications: Array<{ id: string, name: string }> };

export type NewRequestPage_ConflictQueryVariables = Exact<{
  input: CatalogItemConflictInput;
}>;


export type NewRequestPage_ConflictQuery = { catalogItemConflict: CatalogItemConflict };

export type NewRequestPage_SubmitMutationVariables = Exact<{
  input: SubmitAccessRequestInput;
}>;


export type NewRequestPage_SubmitMutation = { submitAccessRequest: { requestIds: Array<string> } };

export type SocialLinkCompletion_CompleteMutationVariables = Exact<{
  input: SocialLinkReturnInput;
}>;


export type SocialLinkCompletion_CompleteMutation = { completeSocialLink: { id: string, displayName: string, linked: boolean, identity: { subject: string, email: string | null, linkedAt: string } | null } };

export type CentroidsTable_ModelsFragmentFragment = { clusters: number, featureChoices: Array<string>, centroids: Array<{ name: string, size: number, modes: Array<{ feature: string, value: string }> }> } & { ' $fragmentName'?: 'CentroidsTable_ModelsFragmentFragment' };

export type CreatePipelineDialog_ChoicesQueryVariables = Exact<{
  pageSize: number;
}>;


export type CreatePipelineDialog_ChoicesQuery = { dataSources: { rows: Array<{ id: string, name: string }> }, pipelineDefinitions: { rows: Array<{ id: string, name: string, type: PipelineType }> } };

export type CreatePipelineDialog_CreateMutationVariables = Exact<{
  input: CreatePipelineDefinitionInput;
}>;


export type CreatePipelineDialog_CreateMutation = { createPipelineDefinition: { id: string } };

export type DeletePipelineButton_DeleteMutationVariables = Exact<{
  id: string | number;
  rev: string;
}>;


export type DeletePipelineButton_DeleteMutation = { deletePipelineDefinition: boolean };

export type ModelCurvesSection_ModelsFragmentFragment = { curves: Array<{ model: PipelineModelName, rocAuc: number, prAuc: number, threshold: number, roc: Array<{ threshold: number, fpr: number, tpr: number }>, pr: Array<{ threshold: number, recall: number, precision: number }> }> } & { ' $fragmentName'?: 'ModelCurvesSection_ModelsFragmentFragment' };

export type PipelineModelsPage_NameQueryVariables = Exact<{
  id: string | number;
}>;


export type PipelineModelsPage_NameQuery = { pipelineDefinition: { id: string, name: string } };

export type PipelineModelsPage_ModelsQueryVariables = Exact<{
  pipelineDefinitionId: string | number;
}>;


export type PipelineModelsPage_ModelsQuery = { pipelineModels: (
    { executionId: string, labelled: boolean, positives: number, events: number }
    & { ' $fragmentRefs'?: { 'ModelCurvesSection_ModelsFragmentFragment': ModelCurvesSection_ModelsFragmentFragment;'CentroidsTable_ModelsFragmentFragment': CentroidsTable_ModelsFragmentFragment } }
  ) };

export type PipelinePage_DefinitionQueryVariables = Exact<{
  id: string | number;
}>;


export type PipelinePage_DefinitionQuery = { pipelineDefinition: { id: string, rev: string, name: string, type: PipelineType, created: string | null, uebaRiskThreshold: number, trainingPipelineDefinitionId: string | null, dataSource: { id: string, name: string, active: boolean } | null, executions: Array<{ executionId: string, status: PipelineStatus, startTime: number | null, endTime: number | null }> } };

export type PipelinePage_LogsQueryVariables = Exact<{
  pipelineDefinitionId: string | number;
}>;


export type PipelinePage_LogsQuery = { pipelineLogs: { ' $fragmentRefs'?: { 'RunPanel_LogsFragmentFragment': RunPanel_LogsFragmentFragment } } | null };

export type RunPanel_StartMutationVariables = Exact<{
  pipelineDefinitionId: string | number;
  uebaRiskThreshold: number;
}>;


export type RunPanel_StartMutation = { runPipeline: { executionId: string, message: string } };

export type RunPanel_PollQueryVariables = Exact<{
  pipelineDefinitionId: string | number;
  executionId: string | number;
}>;


export type RunPanel_PollQuery = { pipelineExecution: { executionId: string, status: PipelineStatus, result: string | null, endTime: number | null, progress: { stage: string, percent: number } | null }, pipelineLogs: { ' $fragmentRefs'?: { 'RunPanel_LogsFragmentFragment': RunPanel_LogsFragmentFragment } } | null };

export type RunPanel_LogsFragmentFragment = { executionId: string, lines: Array<{ time: string, level: PipelineLogLevel, message: string }> } & { ' $fragmentName'?: 'RunPanel_LogsFragmentFragment' };

export type PipelinesPage_ListQueryVariables = Exact<{
  search?: string | null | undefined;
  sortDescending?: boolean | null | undefined;
  pageSize: number;
  after?: string | null | undefined;
}>;


export type PipelinesPage_ListQuery = { pipelineDefinitions: { total: number, nextCursor: string | null, rows: Array<{ id: string, name: string, type: PipelineType, dataSource: { id: string, name: string } | null, executions: Array<{ executionId: string, status: PipelineStatus, endTime: number | null }> }> } };

export type PublishButton_PublishMutationVariables = Exact<{
  pipelineDefinitionId: string | number;
}>;


export type PublishButton_PublishMutation = { publishPipeline: { message: string } };

export type PublishedPipeline_CurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishedPipeline_CurrentQuery = { publishedPipeline: { pipelineDefinitionId: string, executionId: string, published: string | null } | null };

export type RunPanel_SaveStatusMutationVariables = Exact<{
  pipelineDefinitionId: string | number;
  rev: string;
  executionId: string | number;
  status: PipelineStatus;
  endTime?: number | null | undefined;
}>;


export type RunPanel_SaveStatusMutation = { updatePipelineExecutionStatus: { id: string, rev: string, executions: Array<{ executionId: string, status: PipelineStatus, startTime: number | null, endTime: number | null }> } };

export type AccountControlsCard_ProfileDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountControlsCard_ProfileDataQuery = { profileData: unknown };

export type AccountControlsCard_DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountControlsCard_DeleteAccountMutation = { deleteAccount: boolean };

export type ConsentCard_ProfileFragmentFragment = { id: string, rev: string } & { ' $fragmentName'?: 'ConsentCard_ProfileFragmentFragment' };

export type ConsentCard_MappingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsentCard_MappingsQuery = { consentMappings: Array<{ id: string, displayName: string, description: string | null, consented: boolean, consentDate: string | null }> };

export type ConsentCard_SetConsentMutationVariables = Exact<{
  input: SetConsentInput;
}>;


export type ConsentCard_SetConsentMutation = { setConsent: { id: string, rev: string, values: unknown } };

export type PersonalInfoCard_ProfileFragmentFragment = { id: string, rev: string, values: unknown, schema: { order: Array<string>, required: Array<string>, properties: Array<{ name: string, title: string, type: string, nullable: boolean, viewable: boolean, userEditable: boolean }> } } & { ' $fragmentName'?: 'PersonalInfoCard_ProfileFragmentFragment' };

export type PersonalInfoForm_PolicyCheckQueryVariables = Exact<{
  values: unknown;
}>;


export type PersonalInfoForm_PolicyCheckQuery = { profilePolicyCheck: Array<{ field: string, message: string, values: unknown }> };

export type PersonalInfoForm_UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PersonalInfoForm_UpdateProfileMutation = { updateProfile: { id: string, rev: string, values: unknown, preferences: Array<{ name: string, title: string, enabled: boolean }> } };

export type PreferencesCard_ProfileFragmentFragment = { id: string, rev: string, preferences: Array<{ name: string, title: string, enabled: boolean }> } & { ' $fragmentName'?: 'PreferencesCard_ProfileFragmentFragment' };

export type PreferencesCard_SetPreferenceMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PreferencesCard_SetPreferenceMutation = { updateProfile: { id: string, rev: string, values: unknown, preferences: Array<{ name: string, title: string, enabled: boolean }> } };

export type ProfileHeader_ProfileFragmentFragment = { id: string, values: unknown } & { ' $fragmentName'?: 'ProfileHeader_ProfileFragmentFragment' };

export type ProfilePage_ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePage_ProfileQuery = { profile: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileHeader_ProfileFragmentFragment': ProfileHeader_ProfileFragmentFragment;'PersonalInfoCard_ProfileFragmentFragment': PersonalInfoCard_ProfileFragmentFragment;'PreferencesCard_ProfileFragmentFragment': PreferencesCard_ProfileFragmentFragment;'ConsentCard_ProfileFragmentFragment': ConsentCard_ProfileFragmentFragment } }
  ) };

export type ExportPanel_RequestMutationVariables = Exact<{
  runId: string | number;
  format: ReportFileFormat;
}>;


export type ExportPanel_RequestMutation = { requestReportExport: { exportId: string, status: ReportExportStatus, fileName: string | null, downloadPath: string | null } };

export type ExportPanel_CheckQueryVariables = Exact<{
  exportId: string | number;
}>;


export type ExportPanel_CheckQuery = { reportExport: { exportId: string, status: ReportExportStatus, fileName: string | null, downloadPath: string | null } };

export type RunHistoryPage_RunsQueryVariables = Exact<{
  templateName: string;
  pageSize: number;
  offset: number;
}>;


export type RunHistoryPage_RunsQuery = { reportRuns: { totalCount: number, runs: Array<{ id: string, status: ReportRunStatus, startedAt: string, rowCount: number | null, fileType: ReportFileFormat | null, parameters: Array<{ name: string, values: Array<string> }>, timeframe: { preset: ReportTimeframePreset, startDate: string | null, endDate: string | null } }> } };

export type RunReportPage_TemplateQueryVariables = Exact<{
  name: string;
}>;


export type RunReportPage_TemplateQuery = { reportTemplate: { name: string, description: string, parameters: Array<{ name: string, required: boolean }> } };

export type RunReportPage_RunMutationVariables = Exact<{
  templateName: string;
  input: RunReportInput;
}>;


export type RunReportPage_RunMutation = { runReport: { id: string, status: ReportRunStatus } };

export type TemplateEditor_TemplateFragment = { name: string, rev: string, description: string, dataSource: string, parameters: Array<{ name: string, required: boolean }>, columns: Array<{ name: string, label: string, source: string }>, aggregates: Array<{ name: string, label: string, function: string, column: string | null }>, filters: Array<{ column: string, operator: string, value: string }>, sorting: Array<{ column: string, direction: string }> } & { ' $fragmentName'?: 'TemplateEditor_TemplateFragment' };

export type TemplateEditorPage_TemplateQueryVariables = Exact<{
  name: string;
}>;


export type TemplateEditorPage_TemplateQuery = { reportTemplate: { ' $fragmentRefs'?: { 'TemplateEditor_TemplateFragment': TemplateEditor_TemplateFragment } } };

export type TemplateForm_SaveMutationVariables = Exact<{
  name: string;
  rev?: string | null | undefined;
  input: ReportDefinitionInput;
}>;


export type TemplateForm_SaveMutation = { saveReportTemplate: { ' $fragmentRefs'?: { 'TemplateEditor_TemplateFragment': TemplateEditor_TemplateFragment } } };

export type ReportsPage_TemplatesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ReportsPage_TemplatesQuery = { reportTemplates: Array<{ name: string, description: string, dataSource: string }> };

export type ViewReportPage_RowsQueryVariables = Exact<{
  id: string | number;
  input: ReportRowsInput;
}>;


export type ViewReportPage_RowsQuery = { reportRows: { totalCount: number, rows: Array<unknown>, summary: unknown, columns: Array<{ name: string, label: string, aggregate: string | null }>, sorting: Array<{ column: string, direction: string }> } };

export type ActivityLog_EventsQueryVariables = Exact<{
  filters: RiskActivityFiltersInput;
  sort?: RiskEventSort | null | undefined;
  after?: string | null | undefined;
}>;


export type ActivityLog_EventsQuery = { riskActivity: { total: number, nextCursor: string | null, events: Array<(
      { transactionId: string | null }
      & { ' $fragmentRefs'?: { 'EventLogTable_EventFragmentFragment': EventLogTable_EventFragmentFragment } }
    )> } };

export type ActivityLog_CsvQueryVariables = Exact<{
  filters: RiskActivityFiltersInput;
  sort?: RiskEventSort | null | undefined;
}>;


export type ActivityLog_CsvQuery = { riskActivityCsv: { fileName: string, csv: string, rows: number } };

export type EvaluationPreview_RunQueryVariables = Exact<{
  input: RiskEvaluationPreviewInput;
}>;


export type EvaluationPreview_RunQuery = { riskEvaluationPreview: { model: RiskPreviewModel, events: Array<{ eventId: string, userId: string, time: string, score: number, risky: boolean, reasons: Array<string> }> } };

export type RiskConfigPage_ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskConfigPage_ConfigQuery = { riskUserConfig: { yaml: string, rev: string } };

export type RiskConfigWorkspace_SaveMutationVariables = Exact<{
  input: SaveRiskUserConfigInput;
}>;


export type RiskConfigWorkspace_SaveMutation = { saveRiskUserConfig: { yaml: string, rev: string } };

export type SettingsOverrideNotice_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsOverrideNotice_SettingsQuery = { riskSettings: { riskScoreThreshold: number, mediumLevel: number, highLevel: number, rev: string } };

export type RiskEventLog_EventsQueryVariables = Exact<{
  filters: RiskFiltersInput;
  sort?: RiskEventSort | null | undefined;
  after?: string | null | undefined;
}>;


export type RiskEventLog_EventsQuery = { riskEvents: { total: number, nextCursor: string | null, events: Array<{ ' $fragmentRefs'?: { 'EventLogTable_EventFragmentFragment': EventLogTable_EventFragmentFragment } }> } };

export type RiskEventLog_CsvQueryVariables = Exact<{
  filters: RiskFiltersInput;
  sort?: RiskEventSort | null | undefined;
}>;


export type RiskEventLog_CsvQuery = { riskEventsCsv: { fileName: string, csv: string, rows: number } };

export type FacetSearch_ValuesQueryVariables = Exact<{
  facet: RiskFacet;
  search?: string | null | undefined;
  filters: RiskFiltersInput;
}>;


export type FacetSearch_ValuesQuery = { riskFacetValues: Array<{ value: string, count: number }> };

export type NotScoredNotice_RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotScoredNotice_RolesQuery = { me: { id: string, idmRoles: Array<string>, amRoles: Array<string> } };

export type RiskDashboardPage_DashboardQueryVariables = Exact<{
  filters: RiskFiltersInput;
  timeZone?: string | null | undefined;
}>;


export type RiskDashboardPage_DashboardQuery = { riskDashboard: { total: number, scored: boolean, facets: Array<{ facet: RiskFacet, searchable: boolean, values: Array<{ value: string, count: number }> }>, reasonFeatures: { ueba: Array<{ value: string, count: number }>, clustering: Array<{ value: string, count: number }> }, map: Array<{ lat: number, longitude: number, count: number, averageScore: number }>, accessResults: Array<{ day: string, successful: number, other: number }>, riskOverTime: Array<{ day: string, count: number, averageScore: number | null }>, riskiestUsers: Array<{ userId: string, userName: string | null, count: number, averageScore: number }> } };

export type RiskSettingsPage_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskSettingsPage_SettingsQuery = { riskSettings: { allowList: Array<string>, blockList: Array<string>, riskScoreThreshold: number, mediumLevel: number, highLevel: number, retentionDays: number, rev: string } };

export type SettingsForm_SaveMutationVariables = Exact<{
  settings: RiskSettingsInput;
  rev: string;
}>;


export type SettingsForm_SaveMutation = { saveRiskSettings: { allowList: Array<string>, blockList: Array<string>, riskScoreThreshold: number, mediumLevel: number, highLevel: number, retentionDays: number, rev: string } };

export type MyResourcesCard_ResourceFragmentFragment = { id: string, rev: string, name: string, type: string | null, icon: string | null, scopes: Array<string>, shares: Array<{ username: string, scopes: Array<string> }> } & { ' $fragmentName'?: 'MyResourcesCard_ResourceFragmentFragment' };

export type ShareDialog_ShareMutationVariables = Exact<{
  input: ShareResourceInput;
}>;


export type ShareDialog_ShareMutation = { shareResource: { id: string, rev: string, shares: Array<{ username: string, scopes: Array<string> }> } };

export type ShareDialog_ModifyMutationVariables = Exact<{
  input: ShareResourceInput;
}>;


export type ShareDialog_ModifyMutation = { modifyResourceShare: { id: string, rev: string, shares: Array<{ username: string, scopes: Array<string> }> } };

export type SharedWithMeCard_ResourceFragmentFragment = { id: string, name: string, type: string | null, icon: string | null, owner: string, scopes: Array<string> } & { ' $fragmentName'?: 'SharedWithMeCard_ResourceFragmentFragment' };

export type SharingPage_SharingQueryVariables = Exact<{ [key: string]: never; }>;


export type SharingPage_SharingQuery = { sharingResources: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'MyResourcesCard_ResourceFragmentFragment': MyResourcesCard_ResourceFragmentFragment } }
  )>, sharingRequests: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'SharingRequestsCard_RequestFragmentFragment': SharingRequestsCard_RequestFragmentFragment } }
  )>, sharedWithMe: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'SharedWithMeCard_ResourceFragmentFragment': SharedWithMeCard_ResourceFragmentFragment } }
  )> };

export type SharingRequestsCard_RequestFragmentFragment = { id: string, requester: string, resourceName: string, scopes: Array<string>, requestDate: string | null } & { ' $fragmentName'?: 'SharingRequestsCard_RequestFragmentFragment' };

export type SharingRequestsCard_ApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type SharingRequestsCard_ApproveMutation = { approveSharingRequest: { id: string, rev: string, shares: Array<{ username: string, scopes: Array<string> }> } };

export type SharingRequestsCard_DenyMutationVariables = Exact<{
  id: string | number;
}>;


export type SharingRequestsCard_DenyMutation = { denySharingRequest: { id: string } };

export type UnshareDialog_UnshareMutationVariables = Exact<{
  input: UnshareResourceInput;
}>;


export type UnshareDialog_UnshareMutation = { unshareResource: { id: string, rev: string, shares: Array<{ username: string, scopes: Array<string> }> } };

export type SocialIdentitiesCard_ProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialIdentitiesCard_ProvidersQuery = { socialProviders: Array<{ id: string, displayName: string, buttonColor: string, buttonTextColor: string, enabled: boolean, linked: boolean, identity: { subject: string, email: string | null, linkedAt: string } | null }> };

export type SocialIdentitiesCard_StartLinkMutationVariables = Exact<{
  provider: string | number;
}>;


export type SocialIdentitiesCard_StartLinkMutation = { startSocialLink: { provider: string, authorizeUrl: string } };

export type SocialIdentitiesCard_UnlinkMutationVariables = Exact<{
  provider: string | number;
}>;


export type SocialIdentitiesCard_UnlinkMutation = { unlinkSocialIdentity: Array<{ id: string, displayName: string, buttonColor: string, buttonTextColor: string, enabled: boolean, linked: boolean, identity: { subject: string, email: string | null, linkedAt: string } | null }> };

export type ThemeEditor_ThemeRealmQueryVariables = Exact<{ [key: string]: never; }>;


export type ThemeEditor_ThemeRealmQuery = { themeRealm: { rev: string, realms: Array<{ realm: string, themes: Array<{ id: string, name: string, isDefault: boolean, linkedTrees: Array<string>, settings: unknown }> }> } };

export type ThemeEditor_SaveThemesMutationVariables = Exact<{
  input: SaveThemesInput;
}>;


export type ThemeEditor_SaveThemesMutation = { saveThemes: { rev: string, realms: Array<{ realm: string, themes: Array<{ id: string, name: string, isDefault: boolean, linkedTrees: Array<string>, settings: unknown }> }> } };

export type LanguageLoader_LocaleMessagesQueryVariables = Exact<{
  locale: string;
  packages?: Array<string> | string | null | undefined;
}>;


export type LanguageLoader_LocaleMessagesQuery = { localeMessages: unknown };

export const ProfileMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]} as unknown as DocumentNode<ProfileMenu_MeFragmentFragment, unknown>;
export const SideMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amAdmin"}}]}}]} as unknown as DocumentNode<SideMenu_MeFragmentFragment, unknown>;
export const SideMenu_PrivilegesFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_PrivilegesFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"privilegePath"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}}]}}]}}]} as unknown as DocumentNode<SideMenu_PrivilegesFragmentFragment, unknown>;
export const AccessRequestColumns_RowFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestColumns_RowFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AccessRequestColumns_RowFragmentFragment, unknown>;
export const AccessRequestView_RequestFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<AccessRequestView_RequestFragmentFragment, unknown>;
export const GrantsTable_GrantFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantsTable_GrantFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grantType"}},{"kind":"Field","name":{"kind":"Name","value":"grantedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GrantsTable_GrantFragmentFragment, unknown>;
export const EventLogTable_EventFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventLogTable_EventFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"userAgentType"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<EventLogTable_EventFragmentFragment, unknown>;
export const KbaForm_KbaFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaForm_KbaFragmentFragment, unknown>;
export const PasswordDialog_PasswordPolicyFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"minCapitals"}},{"kind":"Field","name":{"kind":"Name","value":"minLowercase"}},{"kind":"Field","name":{"kind":"Name","value":"minNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"minSymbols"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacterSets"}},{"kind":"Field","name":{"kind":"Name","value":"maxRepeatedCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthers"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthersCaseInsensitive"}},{"kind":"Field","name":{"kind":"Name","value":"noCommonPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"passwordHistory"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValues"}}]}}]} as unknown as DocumentNode<PasswordDialog_PasswordPolicyFragmentFragment, unknown>;
export const ApplicationTile_ApplicationFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkforceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}}]}}]} as unknown as DocumentNode<ApplicationTile_ApplicationFragmentFragment, unknown>;
export const CampaignHeader_CampaignFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignHeader_CampaignFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}}]}}]} as unknown as DocumentNode<CampaignHeader_CampaignFragmentFragment, unknown>;
export const CertificationTask_ItemRevFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationTask_ItemRevFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<CertificationTask_ItemRevFragmentFragment, unknown>;
export const CertificationItemsTable_ItemFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recon"}},{"kind":"Field","name":{"kind":"Name","value":"requestBased"}},{"kind":"Field","name":{"kind":"Name","value":"roleBased"}},{"kind":"Field","name":{"kind":"Name","value":"newAccess"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"deferredUntil"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<CertificationItemsTable_ItemFragmentFragment, unknown>;
export const ManagedObjectForm_FormFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedObjectForm_FormFragmentFragment, unknown>;
export const DelegatesPage_DelegateFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DelegatesPage_DelegateFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delegate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<DelegatesPage_DelegateFragmentFragment, unknown>;
export const AuthDevicesSection_DeviceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DeviceFragmentFragment, unknown>;
export const TrustedDevicesSection_DeviceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"localNetwork"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DeviceFragmentFragment, unknown>;
export const JourneyCallback_CallbackFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<JourneyCallback_CallbackFragmentFragment, unknown>;
export const CentroidsTable_ModelsFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroidsTable_ModelsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineModels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusters"}},{"kind":"Field","name":{"kind":"Name","value":"featureChoices"}},{"kind":"Field","name":{"kind":"Name","value":"centroids"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CentroidsTable_ModelsFragmentFragment, unknown>;
export const ModelCurvesSection_ModelsFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelCurvesSection_ModelsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineModels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"rocAuc"}},{"kind":"Field","name":{"kind":"Name","value":"prAuc"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"roc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"fpr"}},{"kind":"Field","name":{"kind":"Name","value":"tpr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"recall"}},{"kind":"Field","name":{"kind":"Name","value":"precision"}}]}}]}}]}}]} as unknown as DocumentNode<ModelCurvesSection_ModelsFragmentFragment, unknown>;
export const RunPanel_LogsFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunPanel_LogsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineLogs"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunPanel_LogsFragmentFragment, unknown>;
export const ConsentCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<ConsentCard_ProfileFragmentFragment, unknown>;
export const PersonalInfoCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}},{"kind":"Field","name":{"kind":"Name","value":"userEditable"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoCard_ProfileFragmentFragment, unknown>;
export const PreferencesCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<PreferencesCard_ProfileFragmentFragment, unknown>;
export const ProfileHeader_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]} as unknown as DocumentNode<ProfileHeader_ProfileFragmentFragment, unknown>;
export const TemplateEditor_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aggregates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"function"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sorting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<TemplateEditor_TemplateFragment, unknown>;
export const MyResourcesCard_ResourceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]} as unknown as DocumentNode<MyResourcesCard_ResourceFragmentFragment, unknown>;
export const SharedWithMeCard_ResourceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]} as unknown as DocumentNode<SharedWithMeCard_ResourceFragmentFragment, unknown>;
export const SharingRequestsCard_RequestFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requester"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}}]}}]} as unknown as DocumentNode<SharingRequestsCard_RequestFragmentFragment, unknown>;
export const AppBoot_ServerInfoDocument = {"__meta__":{"hash":"sha256:5473e2e5bed3bb20ef3d39a9cfc4c9d6ad4b2d9db6e411a0bbb7aee796f36a6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_ServerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ServerInfoQuery, AppBoot_ServerInfoQueryVariables>;
export const AppBoot_UiConfigDocument = {"__meta__":{"hash":"sha256:37b650b1272c8ee8dadf89ad4bb6d8422739da58b55cc24c23a868808b75b314"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_UiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}},{"kind":"Field","name":{"kind":"Name","value":"hostedPages"}},{"kind":"Field","name":{"kind":"Name","value":"helpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docsUrl"}}]}}]}}]} as unknown as DocumentNode<AppBoot_UiConfigQuery, AppBoot_UiConfigQueryVariables>;
export const AppBoot_FeaturesDocument = {"__meta__":{"hash":"sha256:138b39fab5b38d3f8196967e11baaf60a6b3530779126fdf72a5e7b0edab946d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AppBoot_FeaturesQuery, AppBoot_FeaturesQueryVariables>;
export const AppBoot_VersionDocument = {"__meta__":{"hash":"sha256:429c77bdfb92a5dc0b72079dfae1e4dfff2eb1b1abdadb3c4e38a9f076bc6ad7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productVersion"}}]}}]}}]} as unknown as DocumentNode<AppBoot_VersionQuery, AppBoot_VersionQueryVariables>;
export const AppBoot_LocaleMessagesDocument = {"__meta__":{"hash":"sha256:930f6fdff22aa2272b988d5ec8e31c6856b3b91b53a388c09fc74659cb67fed9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<AppBoot_LocaleMessagesQuery, AppBoot_LocaleMessagesQueryVariables>;
export const AppBoot_ThemesDocument = {"__meta__":{"hash":"sha256:1ac064adf2af853d1f1714763f6d0e74f16c3b8e6b2bd2ac73ac481c19fd26bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Themes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"realm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"realm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"realm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ThemesQuery, AppBoot_ThemesQueryVariables>;
export const SideMenu_AutoAccessDocument = {"__meta__":{"hash":"sha256:5fccb2ceefc926be3ac7637fbf5582a5d6cdb06387b8955c19004154dbf21e90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SideMenu_AutoAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoAccessAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"riskAnalysisAvailable"}}]}}]} as unknown as DocumentNode<SideMenu_AutoAccessQuery, SideMenu_AutoAccessQueryVariables>;
export const SystemBanner_NotificationDocument = {"__meta__":{"hash":"sha256:4f529360f9280e177f878085401d4cc575b727c1d4b27a595a74dd1685330006"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemBanner_Notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<SystemBanner_NotificationQuery, SystemBanner_NotificationQueryVariables>;
export const TenantBlock_TenantDocument = {"__meta__":{"hash":"sha256:84e5c0509339a246acb9679c8597e20dd49e5c7edf913c387a4a4c6030b9a8ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantBlock_Tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"currentTier"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]} as unknown as DocumentNode<TenantBlock_TenantQuery, TenantBlock_TenantQueryVariables>;
export const MenuBadges_GovernanceCountsDocument = {"__meta__":{"hash":"sha256:17277eecafe2c07215ce82405d978693435d33847113d5cf4026dceac7f799be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuBadges_GovernanceCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governanceCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"accessReviews"}}]}}]}}]} as unknown as DocumentNode<MenuBadges_GovernanceCountsQuery, MenuBadges_GovernanceCountsQueryVariables>;
export const SignedInSession_NotificationsDocument = {"__meta__":{"hash":"sha256:73442d5fecace1207b5414aa1393ebf9b325af19ed0a16fa52b83732d2b77262"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_NotificationsQuery, SignedInSession_NotificationsQueryVariables>;
export const SignedInSession_RemoveNotificationDocument = {"__meta__":{"hash":"sha256:b51f053b8ec9443705654b187133d1cdfc4a4dbf93c572a19b1fec4aa7d122d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_RemoveNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SignedInSession_RemoveNotificationMutation, SignedInSession_RemoveNotificationMutationVariables>;
export const SignedInSession_ClearNotificationsDocument = {"__meta__":{"hash":"sha256:163c746b21c4342f5f8556b52e8d8ccfa767365350be1c8bd39f54120565e5d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ClearNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearNotifications"}}]}}]} as unknown as DocumentNode<SignedInSession_ClearNotificationsMutation, SignedInSession_ClearNotificationsMutationVariables>;
export const RouteGuard_SignOutAdminDocument = {"__meta__":{"hash":"sha256:8141d8e2375b6b5f899e66b55b3f1aac532ce6ae96db1e4c1c2f67c7389f02a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RouteGuard_SignOutAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<RouteGuard_SignOutAdminMutation, RouteGuard_SignOutAdminMutationVariables>;
export const ShellUser_MeDocument = {"__meta__":{"hash":"sha256:870fa85291b094916a1cc7de14c187db51bb84c0d749efe059b412305a52218a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellUser_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amAdmin"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileMenu_MeFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideMenu_MeFragment"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideMenu_PrivilegesFragment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amAdmin"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_PrivilegesFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"privilegePath"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}}]}}]}}]} as unknown as DocumentNode<ShellUser_MeQuery, ShellUser_MeQueryVariables>;
export const SignedInSession_SessionDocument = {"__meta__":{"hash":"sha256:7f3f56ad90b4fe7c9a9fdf6db4c8ec7bd7ae110b0a040577f66585a17b2be124"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"authTime"}},{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_SessionQuery, SignedInSession_SessionQueryVariables>;
export const SignedInSession_ExtendSessionDocument = {"__meta__":{"hash":"sha256:54d380f654b2b4abdee89471c1bd1f862b106da1315887c288ebf7f7953fa768"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ExtendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_ExtendSessionMutation, SignedInSession_ExtendSessionMutationVariables>;
export const SignOutProvider_SignOutDocument = {"__meta__":{"hash":"sha256:2dc38f73a1afb5e00239e586bbdd18766c1ae05308623330d93dcfbdef4e030b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutProvider_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gotoRejected"}}]}}]}}]} as unknown as DocumentNode<SignOutProvider_SignOutMutation, SignOutProvider_SignOutMutationVariables>;
export const AccessRequestDetails_RequestDocument = {"__meta__":{"hash":"sha256:d2b69931b0492ff5363af65d7dc4002c7e3cc697421fcf32c2aaf6c6f7460c63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRequestDetails_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<AccessRequestDetails_RequestQuery, AccessRequestDetails_RequestQueryVariables>;
export const RequestActions_ApproveDocument = {"__meta__":{"hash":"sha256:101ff4cf13917ffb99ec9d0c33564b3227ae16c4d858c94b064f9fda04b3c190"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActions_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<RequestActions_ApproveMutation, RequestActions_ApproveMutationVariables>;
export const RequestActions_RejectDocument = {"__meta__":{"hash":"sha256:fd2717ff32c01abb0074d895a990b8049d7ac74cb51fcabf44b4e0f98ecc31d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActions_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<RequestActions_RejectMutation, RequestActions_RejectMutationVariables>;
export const RequestActions_ForwardDocument = {"__meta__":{"hash":"sha256:087feccebe95747e8c9ea9e37a13097a48bec27f06b9c22945dc3daed223acb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActions_Forward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForwardAccessRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forwardAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<RequestActions_ForwardMutation, RequestActions_ForwardMutationVariables>;
export const RequestActions_CommentDocument = {"__meta__":{"hash":"sha256:dc22b2fa588713d456d2e7c8137abc5dcbbd62e1dca4a376acc88208b9893959"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActions_Comment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<RequestActions_CommentMutation, RequestActions_CommentMutationVariables>;
export const RequestActions_CancelDocument = {"__meta__":{"hash":"sha256:ef8f1afdf88268da2e956aeb6804c7f26af48350307ed788577848edb5829f7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActions_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestView_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}}]}}]} as unknown as DocumentNode<RequestActions_CancelMutation, RequestActions_CancelMutationVariables>;
export const BucketBrowser_ObjectsDocument = {"__meta__":{"hash":"sha256:67b89702f3999a24fc3b1d53b7a4a72b2e49404cbe05931e6c8b62d2d8808b6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BucketBrowser_Objects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BucketObjectsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"isFolder"}}]}}]}}]}}]} as unknown as DocumentNode<BucketBrowser_ObjectsQuery, BucketBrowser_ObjectsQueryVariables>;
export const BucketFilePicker_BucketsDocument = {"__meta__":{"hash":"sha256:5880fe967ef69a3c9ec35aa73f594b35e79e1b1f3997b90eeefbf986144c1edd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BucketFilePicker_Buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSourceBuckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BucketFilePicker_BucketsQuery, BucketFilePicker_BucketsQueryVariables>;
export const RiskEventDetail_EventDocument = {"__meta__":{"hash":"sha256:d3446b19c16c951cec2021f41348cc299849edfc25cacac18cece3b67088e7d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskEventDetail_Event"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"osVersion"}},{"kind":"Field","name":{"kind":"Name","value":"userAgentType"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"dayparting"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousAttempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousAttemptsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"travel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"speedKmh"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RiskEventDetail_EventQuery, RiskEventDetail_EventQueryVariables>;
export const NormalView_FeaturesDocument = {"__meta__":{"hash":"sha256:4799f7dd6aa0a9c4251d4738bc217aed6c43c12dea4cd298fcc5ef075d13f523"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NormalView_Features"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskNormalView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userEvents"}},{"kind":"Field","name":{"kind":"Name","value":"realmEvents"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"realmCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NormalView_FeaturesQuery, NormalView_FeaturesQueryVariables>;
export const RealmRiskLevels_SettingsDocument = {"__meta__":{"hash":"sha256:9d085002d83c470f8688a74e5f1995c3ecdccaa87cfde2851b053bfab1ebd7b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealmRiskLevels_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediumLevel"}},{"kind":"Field","name":{"kind":"Name","value":"highLevel"}}]}}]}}]} as unknown as DocumentNode<RealmRiskLevels_SettingsQuery, RealmRiskLevels_SettingsQueryVariables>;
export const UserSearchField_UsersDocument = {"__meta__":{"hash":"sha256:dd1500d91ac764005c0dc88274fc1098714831d6d2a98002f7f91cb65334444e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSearchField_Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governanceUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<UserSearchField_UsersQuery, UserSearchField_UsersQueryVariables>;
export const AccessReviewsPage_ListDocument = {"__meta__":{"hash":"sha256:b9c41bbaeb1a5df2bdbf4990cf31556b3efcb1f1c0990e8bdf0950be195c9247"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessReviewsPage_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"decidedItems"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedItems"}},{"kind":"Field","name":{"kind":"Name","value":"revokedItems"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionItems"}}]}}]}}]} as unknown as DocumentNode<AccessReviewsPage_ListQuery, AccessReviewsPage_ListQueryVariables>;
export const AccountSecurityCard_AccountSecurityDocument = {"__meta__":{"hash":"sha256:ef418365072e72daf59de095deeb11f7aab2ead7e571ad6cdf1c86b362069b13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSecurityCard_AccountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"minCapitals"}},{"kind":"Field","name":{"kind":"Name","value":"minLowercase"}},{"kind":"Field","name":{"kind":"Name","value":"minNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"minSymbols"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacterSets"}},{"kind":"Field","name":{"kind":"Name","value":"maxRepeatedCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthers"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthersCaseInsensitive"}},{"kind":"Field","name":{"kind":"Name","value":"noCommonPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"passwordHistory"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValues"}}]}}]} as unknown as DocumentNode<AccountSecurityCard_AccountSecurityQuery, AccountSecurityCard_AccountSecurityQueryVariables>;
export const KbaCard_AccountSecurityDocument = {"__meta__":{"hash":"sha256:00e72d1490f617f915d42fef74bb34529d362ddd9e8c8f0fa79b720f9125395a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KbaCard_AccountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"kba"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KbaForm_KbaFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaCard_AccountSecurityQuery, KbaCard_AccountSecurityQueryVariables>;
export const KbaForm_SaveKbaDocument = {"__meta__":{"hash":"sha256:b197f334e98bf1179517613fbda017ec64bb604d75c364a9ed24115a2884827f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KbaForm_SaveKba"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKbaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKba"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"kba"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KbaForm_KbaFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaForm_SaveKbaMutation, KbaForm_SaveKbaMutationVariables>;
export const PasswordDialog_ChangePasswordDocument = {"__meta__":{"hash":"sha256:52ab6c0159d3be1829ef4f177b8cb75fe17eecf03e4d6aa1a12ea186020017bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordDialog_ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<PasswordDialog_ChangePasswordMutation, PasswordDialog_ChangePasswordMutationVariables>;
export const UsernameDialog_ChangeUsernameDocument = {"__meta__":{"hash":"sha256:3caff4be592b63013a66d510d715808876d6bca8914c57f068d78064314433eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsernameDialog_ChangeUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUsernameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<UsernameDialog_ChangeUsernameMutation, UsernameDialog_ChangeUsernameMutationVariables>;
export const ActivityLogPage_ActivityDocument = {"__meta__":{"hash":"sha256:a1344d7d5329fbaa0dc70dd3109b5a006d0957f378c41b14ac70c03b38c5026c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLogPage_Activity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityLogPage_ActivityQuery, ActivityLogPage_ActivityQueryVariables>;
export const ActivityLogPage_CsvDocument = {"__meta__":{"hash":"sha256:9b772c11d4783f0776c04454e6a936c411b0b8d5c0352d3e50b004d139ffaf7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLogPage_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminActivityCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminActivityCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ActivityLogPage_CsvQuery, ActivityLogPage_CsvQueryVariables>;
export const AssignmentEditPage_AssignmentDocument = {"__meta__":{"hash":"sha256:9c5ce0727ed52cd8e92cfc36d9f97e2e8af09041bae41b77d51e5a78161f7fe2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentEditPage_Assignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"existing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"existing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentOperation"}},{"kind":"Field","name":{"kind":"Name","value":"unassignmentOperation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"onUnassignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignmentMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentEditPage_AssignmentQuery, AssignmentEditPage_AssignmentQueryVariables>;
export const AssignmentEditPage_SaveDocument = {"__meta__":{"hash":"sha256:a0fea6a6524b9f9093784d13dd42baa33491945289c6cfca0d957c77d1757418"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentEditPage_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<AssignmentEditPage_SaveMutation, AssignmentEditPage_SaveMutationVariables>;
export const AssignmentEditPage_DeleteDocument = {"__meta__":{"hash":"sha256:08afe3031cf15a0606eece0cbac60ee9c66e24caf182164293fc004d53f89c0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentEditPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AssignmentEditPage_DeleteMutation, AssignmentEditPage_DeleteMutationVariables>;
export const AssignmentsListPage_AssignmentsDocument = {"__meta__":{"hash":"sha256:f7b94e8c1280e0e7149baf36e46c908bcaf0304ae226ea89ed5cdf3fb18cdc06"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsListPage_Assignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsListPage_AssignmentsQuery, AssignmentsListPage_AssignmentsQueryVariables>;
export const AssignmentsListPage_CsvDocument = {"__meta__":{"hash":"sha256:2129d7249d489ad00e9c3f91aa05d0e67d513f9942bdd251cada44f61dad8919"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsListPage_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<AssignmentsListPage_CsvQuery, AssignmentsListPage_CsvQueryVariables>;
export const ConfigurationPage_ConfigurationDocument = {"__meta__":{"hash":"sha256:b1258affbdc8ae3644d1c733c1201c0a3ca07f4aee565f9e070966480d1be50c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigurationPage_Configuration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<ConfigurationPage_ConfigurationQuery, ConfigurationPage_ConfigurationQueryVariables>;
export const ConfigurationPage_SaveDocument = {"__meta__":{"hash":"sha256:e999678a22f28d60a78ccc74835091622ce3f8d7ab4943a754f41c7457c4fe48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigurationPage_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<ConfigurationPage_SaveMutation, ConfigurationPage_SaveMutationVariables>;
export const RoleAssignments_AssignmentsDocument = {"__meta__":{"hash":"sha256:0117383d4b1e4032c581f56e7603f1f77669cb2b896b7d3ecbc08cd8933af407"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleAssignments_Assignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RoleAssignments_AssignmentsQuery, RoleAssignments_AssignmentsQueryVariables>;
export const RoleAssignments_LinkDocument = {"__meta__":{"hash":"sha256:2b70a987a1beb22c854d69a2be53a10bd22c1f7cd8526804c66002b71ffad89d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleAssignments_Link"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleAssignmentLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkRoleAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RoleAssignments_LinkMutation, RoleAssignments_LinkMutationVariables>;
export const RoleAssignments_UnlinkDocument = {"__meta__":{"hash":"sha256:214a47558b1c55fd3a5f37811304b3c8bd13bf1f52304c241c538e944a708c55"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleAssignments_Unlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleAssignmentLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkRoleAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RoleAssignments_UnlinkMutation, RoleAssignments_UnlinkMutationVariables>;
export const RoleEditPage_RoleDocument = {"__meta__":{"hash":"sha256:06c2e7732c8aad8dcd566aa9d894ebc7228926b3544e3cd71ba7e43a1737c366"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleEditPage_Role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"existing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"existing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"accessFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeConstraint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"privilegeTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]} as unknown as DocumentNode<RoleEditPage_RoleQuery, RoleEditPage_RoleQueryVariables>;
export const RoleEditPage_SaveDocument = {"__meta__":{"hash":"sha256:07c0061f8d8e57836da9dcfd85813dfcdbd4b31cc172295ef977c77018ed4490"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleEditPage_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveInternalRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInternalRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<RoleEditPage_SaveMutation, RoleEditPage_SaveMutationVariables>;
export const RoleEditPage_DeleteDocument = {"__meta__":{"hash":"sha256:f02e48e41dd491dba60786d85c7e06a136e5fa967a739635f91cd0602c25733d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleEditPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInternalRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RoleEditPage_DeleteMutation, RoleEditPage_DeleteMutationVariables>;
export const RoleMembers_AssignDocument = {"__meta__":{"hash":"sha256:f9b957b9f1d170c00866f0f6f10ca659155f151c26e3663db32dee58adf4250a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleMembers_Assign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalRoleMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignInternalRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RoleMembers_AssignMutation, RoleMembers_AssignMutationVariables>;
export const RoleMembers_UnassignDocument = {"__meta__":{"hash":"sha256:63f1911374802c7f873a79d421dde6e686fc7f8a2ebfbbb02d86cd8c639b249b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleMembers_Unassign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalRoleMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignInternalRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RoleMembers_UnassignMutation, RoleMembers_UnassignMutationVariables>;
export const RolesListPage_RolesDocument = {"__meta__":{"hash":"sha256:a5429fdb0ad60195b9f55d7a3d8255431dd597965eb52d25cab4cf8d3e29ddd1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesListPage_Roles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalRoleListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RolesListPage_RolesQuery, RolesListPage_RolesQueryVariables>;
export const RolesListPage_CsvDocument = {"__meta__":{"hash":"sha256:feab6eca83729447536de20d997d2c2a7b27839c57feb8d948c541248781acda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesListPage_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalRoleCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalRolesCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<RolesListPage_CsvQuery, RolesListPage_CsvQueryVariables>;
export const DeployRouteDialog_SetDeployedDocument = {"__meta__":{"hash":"sha256:c63652a8c69f36aad60c1694e984e7f6d14441a5a1621f32d75a85e9d65ecce3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeployRouteDialog_SetDeployed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRouteDeployedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRouteDeployed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"deployed"}}]}}]}}]} as unknown as DocumentNode<DeployRouteDialog_SetDeployedMutation, DeployRouteDialog_SetDeployedMutationVariables>;
export const RoutesListPage_RoutesDocument = {"__meta__":{"hash":"sha256:0dcb450e9eaba9799fb8c5cd655f2ebf8afb97863ebe5c0362dfb228343f730f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoutesListPage_Routes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"deployed"}}]}}]}}]}}]} as unknown as DocumentNode<RoutesListPage_RoutesQuery, RoutesListPage_RoutesQueryVariables>;
export const RoutesListPage_CsvDocument = {"__meta__":{"hash":"sha256:5daaadadf6053d7ff2365ce9724e4abc64f284471a78c8fce71cead0564277a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoutesListPage_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routesCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<RoutesListPage_CsvQuery, RoutesListPage_CsvQueryVariables>;
export const ApplicationsPage_ApplicationsDocument = {"__meta__":{"hash":"sha256:86a150418c9d7e974ca4f51baa58b440262426ab6fcb34bb5bc47ca17a560606"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsPage_Applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workforceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkforceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}}]}}]} as unknown as DocumentNode<ApplicationsPage_ApplicationsQuery, ApplicationsPage_ApplicationsQueryVariables>;
export const ApprovalsPage_ApprovalsDocument = {"__meta__":{"hash":"sha256:59779453bf494c77ed751fe4455696183a619163a2b56fde631eccf5f82baa31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalsPage_Approvals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestColumns_RowFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestColumns_RowFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ApprovalsPage_ApprovalsQuery, ApprovalsPage_ApprovalsQueryVariables>;
export const AuthorizedAppsCard_AppsDocument = {"__meta__":{"hash":"sha256:e5b94dfeed3bd4477a59bfef1d0fa837e6e5cd0e43dcef6bc79d88925abd1f28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorizedAppsCard_Apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDateTime"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsCard_AppsQuery, AuthorizedAppsCard_AppsQueryVariables>;
export const AuthorizedAppsCard_RevokeDocument = {"__meta__":{"hash":"sha256:320eae5de6c042f743864417c0d3ef49755f1d1a976485e3df512283deaadf31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorizedAppsCard_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAuthorizedApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDateTime"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsCard_RevokeMutation, AuthorizedAppsCard_RevokeMutationVariables>;
export const CertificationTask_DecideDocument = {"__meta__":{"hash":"sha256:bae2e324776c335516714d145ac9fd589771552083695da0c04de3421d0d9d7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_Decide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideCertificationItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideCertificationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationTask_ItemRevFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recon"}},{"kind":"Field","name":{"kind":"Name","value":"requestBased"}},{"kind":"Field","name":{"kind":"Name","value":"roleBased"}},{"kind":"Field","name":{"kind":"Name","value":"newAccess"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"deferredUntil"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationTask_ItemRevFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<CertificationTask_DecideMutation, CertificationTask_DecideMutationVariables>;
export const CertificationTask_ClearDecisionsDocument = {"__meta__":{"hash":"sha256:22c69998d73e7759c7837e38055e527b21bdee6a03017df0dcdfd325e66956ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_ClearDecisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClearCertificationDecisionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCertificationDecisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recon"}},{"kind":"Field","name":{"kind":"Name","value":"requestBased"}},{"kind":"Field","name":{"kind":"Name","value":"roleBased"}},{"kind":"Field","name":{"kind":"Name","value":"newAccess"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"deferredUntil"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<CertificationTask_ClearDecisionsMutation, CertificationTask_ClearDecisionsMutationVariables>;
export const CertificationTask_CommentDocument = {"__meta__":{"hash":"sha256:257a32acea98bfc75d9b813e2ca75f4f8ab618afc739a88dc983b3f06d38b698"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_Comment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItemCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnCertificationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recon"}},{"kind":"Field","name":{"kind":"Name","value":"requestBased"}},{"kind":"Field","name":{"kind":"Name","value":"roleBased"}},{"kind":"Field","name":{"kind":"Name","value":"newAccess"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"deferredUntil"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<CertificationTask_CommentMutation, CertificationTask_CommentMutationVariables>;
export const CertificationTask_ForwardDocument = {"__meta__":{"hash":"sha256:0240d1ef58327e2aa709ca3134df313f3163c6e581b0ba573ee570e1387cd80c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_Forward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationHandOverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forwardCertificationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CertificationTask_ForwardMutation, CertificationTask_ForwardMutationVariables>;
export const CertificationTask_ReassignDocument = {"__meta__":{"hash":"sha256:ae6ea0cc5804fe782e62ae468c25a39c0a95377e5d0da198445698eec90e0f6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_Reassign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationHandOverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignCertificationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CertificationTask_ReassignMutation, CertificationTask_ReassignMutationVariables>;
export const CertificationTask_SignOffDocument = {"__meta__":{"hash":"sha256:de93c94fdefee9fd42e8a76b50f8386bec3f434dbe4cbed4a07660a9f79671c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationTask_SignOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOffCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignHeader_CampaignFragment"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignHeader_CampaignFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}}]}}]} as unknown as DocumentNode<CertificationTask_SignOffMutation, CertificationTask_SignOffMutationVariables>;
export const CertificationTaskPage_TaskDocument = {"__meta__":{"hash":"sha256:78cafc05529d7ad82fa448a5aaa2bd829705e7808910b3a38b45b69401107675"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationTaskPage_Task"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignHeader_CampaignFragment"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"decide"}},{"kind":"Field","name":{"kind":"Name","value":"forward"}},{"kind":"Field","name":{"kind":"Name","value":"signOff"}}]}},{"kind":"Field","name":{"kind":"Name","value":"othersUndecidedItems"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignHeader_CampaignFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationItemsTable_ItemFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recon"}},{"kind":"Field","name":{"kind":"Name","value":"requestBased"}},{"kind":"Field","name":{"kind":"Name","value":"roleBased"}},{"kind":"Field","name":{"kind":"Name","value":"newAccess"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"deferredUntil"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<CertificationTaskPage_TaskQuery, CertificationTaskPage_TaskQueryVariables>;
export const GlossaryDrawer_TermsDocument = {"__meta__":{"hash":"sha256:5aecb6b0782347ec38f808d9413c447d42f764c53d739e2b30bbda6a474a9d6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlossaryDrawer_Terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationGlossary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<GlossaryDrawer_TermsQuery, GlossaryDrawer_TermsQueryVariables>;
export const ApplicationsWidget_ApplicationsDocument = {"__meta__":{"hash":"sha256:ff153b5c626f027f146addb19e880c305d6fa24f83a0baf8c174a5d82a7bf2a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsWidget_Applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workforceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}}]}}]}}]} as unknown as DocumentNode<ApplicationsWidget_ApplicationsQuery, ApplicationsWidget_ApplicationsQueryVariables>;
export const Dashboard_MeDocument = {"__meta__":{"hash":"sha256:1dea3e60e73f4c5b0b0d8f6c6cd2cccbb7b7ee40bee47902a75ea88aec772955"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<Dashboard_MeQuery, Dashboard_MeQueryVariables>;
export const GovernanceCards_CountsDocument = {"__meta__":{"hash":"sha256:b46a351db6fde75376f52f29d39e70eeace5d50b46fdf6e551013db4729b0e43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GovernanceCards_Counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governanceCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessReviews"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"}}]}}]}}]} as unknown as DocumentNode<GovernanceCards_CountsQuery, GovernanceCards_CountsQueryVariables>;
export const AddDataSourceDialog_CreateDocument = {"__meta__":{"hash":"sha256:7d7822c673c3c997615d42826353af84c3e07975cdb176190e82c2ec53d4e9a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDataSourceDialog_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDataSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddDataSourceDialog_CreateMutation, AddDataSourceDialog_CreateMutationVariables>;
export const DataSourcePage_DataSourceDocument = {"__meta__":{"hash":"sha256:49be02d7c85315ecf8f1e9b36cb7f1c931bd8dd54024317f932341863724c18a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataSourcePage_DataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"featureMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authenticationFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<DataSourcePage_DataSourceQuery, DataSourcePage_DataSourceQueryVariables>;
export const DataSourcePage_SetActiveDocument = {"__meta__":{"hash":"sha256:0bd96a3db2fd812f614e5da43010212a6c7ed36bc9631bde916035e7c9d1a34f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataSourcePage_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDataSourceActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDataSourceActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DataSourcePage_SetActiveMutation, DataSourcePage_SetActiveMutationVariables>;
export const DataSourcesPage_ListDocument = {"__meta__":{"hash":"sha256:42c21b34874ae3c30fc597f87fdcce6d033cf2e7feff7be3ac129d420fd0f129"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataSourcesPage_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataSourcesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]}}]} as unknown as DocumentNode<DataSourcesPage_ListQuery, DataSourcesPage_ListQueryVariables>;
export const DeleteDataSourceButton_DeleteDocument = {"__meta__":{"hash":"sha256:ff29e5d7a5a5f2e3df868ab25ca6305431e9f88a3f968c11e0242facdfc6acfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDataSourceButton_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rev"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rev"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rev"}}}]}]}}]} as unknown as DocumentNode<DeleteDataSourceButton_DeleteMutation, DeleteDataSourceButton_DeleteMutationVariables>;
export const FeatureMappingEditor_FilePreviewDocument = {"__meta__":{"hash":"sha256:002c8f147f9ce171c1109eda509bcc2bf2ba636e02cdafe289ad71841ae701c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureMappingEditor_FilePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataSourceFilePreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSourceFilePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]} as unknown as DocumentNode<FeatureMappingEditor_FilePreviewQuery, FeatureMappingEditor_FilePreviewQueryVariables>;
export const FeatureMappingEditor_PreviewDocument = {"__meta__":{"hash":"sha256:3e2bd42c10b8dd605420bb46c404685b7453270a7aecbbbdc8a1d37cd1e4c854"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureMappingEditor_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JsltPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jsltPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<FeatureMappingEditor_PreviewQuery, FeatureMappingEditor_PreviewQueryVariables>;
export const FeatureMappingEditor_SaveDocument = {"__meta__":{"hash":"sha256:c590cf06eefb92c912a0bec6c20006720ad13d1494079aa4bb929034a10e919f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FeatureMappingEditor_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDataSourceMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDataSourceMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"featureMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}}]}}]}}]}}]} as unknown as DocumentNode<FeatureMappingEditor_SaveMutation, FeatureMappingEditor_SaveMutationVariables>;
export const ManagedEditPage_ObjectDocument = {"__meta__":{"hash":"sha256:96b3a8ae2bf506df20c6a83960014dbb18a6ceb08ffca5ea9efd72f82e47a9c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedEditPage_Object"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceType"}}},{"kind":"Argument","name":{"kind":"Name","value":"resourceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceName"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedEditPage_ObjectQuery, ManagedEditPage_ObjectQueryVariables>;
export const ManagedListPage_ListDocument = {"__meta__":{"hash":"sha256:5dde46a0dbfd32401306a21557cab41f18dc9cfe2f41531997df905f2e2a4f21"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedListPage_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]} as unknown as DocumentNode<ManagedListPage_ListQuery, ManagedListPage_ListQueryVariables>;
export const ManagedListPage_CsvDocument = {"__meta__":{"hash":"sha256:10b66a9925a85a8f80151c203c9bcd4a0bc63d2fb54ee458f11be1f7b4ab3bf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedListPage_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedListCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedListCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ManagedListPage_CsvQuery, ManagedListPage_CsvQueryVariables>;
export const ManagedObjectForm_UpdateDocument = {"__meta__":{"hash":"sha256:a12e584fd926c2de25a4d50b06e5740aae9e681c453773b027f9e43786a9f1e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ManagedObjectForm_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateManagedObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateManagedObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedObjectForm_UpdateMutation, ManagedObjectForm_UpdateMutationVariables>;
export const AddDelegateDialog_AddDocument = {"__meta__":{"hash":"sha256:5a851464a05f7b07650e1522c6baf8ca3d046dc215f6e6f1b320f814fefe65ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDelegateDialog_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDelegateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDelegate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DelegatesPage_DelegateFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DelegatesPage_DelegateFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delegate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<AddDelegateDialog_AddMutation, AddDelegateDialog_AddMutationVariables>;
export const DelegatesPage_DelegatesDocument = {"__meta__":{"hash":"sha256:5739253d35b174ed3730677ff43a133b72432b6158ed5e7740f53b4863c09946"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DelegatesPage_Delegates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDelegates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DelegatesPage_DelegateFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DelegatesPage_DelegateFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delegate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<DelegatesPage_DelegatesQuery, DelegatesPage_DelegatesQueryVariables>;
export const RemoveDelegateDialog_RemoveDocument = {"__meta__":{"hash":"sha256:48c7fd5b123c21bd93fb0f96c98efbed53378b0adee65a2bf84607334adee91d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDelegateDialog_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveDelegateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDelegate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDelegateDialog_RemoveMutation, RemoveDelegateDialog_RemoveMutationVariables>;
export const QueryConsole_SearchDocument = {"__meta__":{"hash":"sha256:ebc617ee24ad0e9df6c523585401b5d5ff8feaf63d937994150eccc6b8320a98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryConsole_Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"index"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntitySearchIndex"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"index"},"value":{"kind":"Variable","name":{"kind":"Name","value":"index"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerTruncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"tookMs"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"aggregations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryConsole_SearchQuery, QueryConsole_SearchQueryVariables>;
export const AuthDevicesSection_DevicesDocument = {"__meta__":{"hash":"sha256:7e4c996101c7b688ae0081012910b202ef263258cf99717bf339564ca40569da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthDevicesSection_Devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DevicesQuery, AuthDevicesSection_DevicesQueryVariables>;
export const AuthDevicesSection_RenameDocument = {"__meta__":{"hash":"sha256:a664408cfa14cc38ead70c4ea77977097b0962086222bedc754c8f8133cd7669"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthDevicesSection_Rename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDeviceType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameAuthDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_RenameMutation, AuthDevicesSection_RenameMutationVariables>;
export const AuthDevicesSection_DeleteDocument = {"__meta__":{"hash":"sha256:c7778ed46713ddceced8f56f46d6c10b2f6d44b331338bd91ba6adc7193afbf1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthDevicesSection_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDeviceType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAuthDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DeleteMutation, AuthDevicesSection_DeleteMutationVariables>;
export const AuthenticatorAppDialog_StartDocument = {"__meta__":{"hash":"sha256:e21bb28ddc6c177e6cd690313d4fa11f55f2e56efd7424dcceeb046e373a720a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthenticatorAppDialog_Start"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuthenticatorAppEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolmentId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]}}]} as unknown as DocumentNode<AuthenticatorAppDialog_StartMutation, AuthenticatorAppDialog_StartMutationVariables>;
export const AuthenticatorAppDialog_ConfirmDocument = {"__meta__":{"hash":"sha256:bda9fde929c6c063a14dba5f10c44b5cfc9ecf4759d00128dbdbe7839c4741bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthenticatorAppDialog_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAuthenticatorAppEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrolmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<AuthenticatorAppDialog_ConfirmMutation, AuthenticatorAppDialog_ConfirmMutationVariables>;
export const SecurityKeyDialog_StartDocument = {"__meta__":{"hash":"sha256:19697378f48c74e08e6dc6342fc263e7c22301232b56f244481da6eb04e02ccd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecurityKeyDialog_Start"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSecurityKeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolmentId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<SecurityKeyDialog_StartMutation, SecurityKeyDialog_StartMutationVariables>;
export const SecurityKeyDialog_ConfirmDocument = {"__meta__":{"hash":"sha256:f84c0e0c3c95caec036e6c8700746828b077b8821e74303f1d1a0a3a439df30a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecurityKeyDialog_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSecurityKeyEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrolmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<SecurityKeyDialog_ConfirmMutation, SecurityKeyDialog_ConfirmMutationVariables>;
export const SessionsSection_SessionsDocument = {"__meta__":{"hash":"sha256:599c6a22240d5ee309c2429ad5cd0ab1b26d1d3d9bfec4640a98da6ce8b43116"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsSection_Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"latestAccessTime"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SessionsSection_SessionsQuery, SessionsSection_SessionsQueryVariables>;
export const SessionsSection_SignOutDocument = {"__meta__":{"hash":"sha256:ba6f0dfee5dbf1e44a3af7c89e94a16a515c6e9d83c497743690da201b8e35d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSection_SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"handle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"latestAccessTime"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SessionsSection_SignOutMutation, SessionsSection_SignOutMutationVariables>;
export const SessionsSection_SignOutOthersDocument = {"__meta__":{"hash":"sha256:b3c1443a0a1f0a85cc7736f456727bb9c71047438cb9197075f278907a0e51c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSection_SignOutOthers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"}}]}}]} as unknown as DocumentNode<SessionsSection_SignOutOthersMutation, SessionsSection_SignOutOthersMutationVariables>;
export const SignInHistorySection_HistoryDocument = {"__meta__":{"hash":"sha256:eb9f1d854100166ed99915dc5cca5e346dc64fca2ee9f7af01be8329400ed98b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInHistorySection_History"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"localNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}}]}}]}}]} as unknown as DocumentNode<SignInHistorySection_HistoryQuery, SignInHistorySection_HistoryQueryVariables>;
export const TrustedDevicesSection_DevicesDocument = {"__meta__":{"hash":"sha256:3023a539618a35a4dbf229316e37aa175ccaad42a5a6196bb4b6b3051ff38387"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrustedDevicesSection_Devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trustedDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"localNetwork"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DevicesQuery, TrustedDevicesSection_DevicesQueryVariables>;
export const TrustedDevicesSection_RenameDocument = {"__meta__":{"hash":"sha256:2169f49f82c3da94222e347b48a4f019c7cdf8362eac8c042e7e9811df69fad5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrustedDevicesSection_Rename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameTrustedDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"localNetwork"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_RenameMutation, TrustedDevicesSection_RenameMutationVariables>;
export const TrustedDevicesSection_DeleteDocument = {"__meta__":{"hash":"sha256:7c82057301b9841c4d35e5f2d2f5d877ff6be6726dc78042a1be927e9bafe8d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrustedDevicesSection_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrustedDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"localNetwork"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DeleteMutation, TrustedDevicesSection_DeleteMutationVariables>;
export const DirectReportDetailsPage_ReportDocument = {"__meta__":{"hash":"sha256:7007c092b5516536ba1488dc9145bf72183c9e2d872a4fabc512c500f26d2669"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectReportDetailsPage_Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<DirectReportDetailsPage_ReportQuery, DirectReportDetailsPage_ReportQueryVariables>;
export const DirectReportDetailsPage_GrantsDocument = {"__meta__":{"hash":"sha256:d0f58a252f87950d609846865c9eff59c90ae539ff0a02f77061d6c240be56e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectReportDetailsPage_Grants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directReportGrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrantsTable_GrantFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantsTable_GrantFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grantType"}},{"kind":"Field","name":{"kind":"Name","value":"grantedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DirectReportDetailsPage_GrantsQuery, DirectReportDetailsPage_GrantsQueryVariables>;
export const DirectReportsPage_ReportsDocument = {"__meta__":{"hash":"sha256:648262ad4dac3a76f8b45df828ff46e7054f54b8912e0fb8d0f5081fa53ff34f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectReportsPage_Reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<DirectReportsPage_ReportsQuery, DirectReportsPage_ReportsQueryVariables>;
export const EntityDefinitionsPage_DefinitionsDocument = {"__meta__":{"hash":"sha256:92d76e4bac3fc90a2e292f5dc7fed241801d6033ac1ea7c2842c3919feffd66c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntityDefinitionsPage_Definitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityDefinitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"latest"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<EntityDefinitionsPage_DefinitionsQuery, EntityDefinitionsPage_DefinitionsQueryVariables>;
export const FeatureExplorationPage_ExploreDocument = {"__meta__":{"hash":"sha256:ee1eb9e07a513a2b3b1b43186991b8f8da46793bd3358287811debdb7d5f8787"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureExplorationPage_Explore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExplorationFeature"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureExploration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feature"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"riskyTotal"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"risky"}},{"kind":"Field","name":{"kind":"Name","value":"riskyShare"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userTotal"}},{"kind":"Field","name":{"kind":"Name","value":"userValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<FeatureExplorationPage_ExploreQuery, FeatureExplorationPage_ExploreQueryVariables>;
export const LoginPage_AuthenticateDocument = {"__meta__":{"hash":"sha256:cd11b269aa3742dfc7b33a2a78ffc96cb491d34a0924abb5ad11c842e5cf5fed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"callbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gotoRejected"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<LoginPage_AuthenticateMutation, LoginPage_AuthenticateMutationVariables>;
export const MyAccessPage_GrantsDocument = {"__meta__":{"hash":"sha256:813da9a1322b41c66a60d92294e372d148544d964e9995a440abedb54bde1883"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccessPage_Grants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrantsTable_GrantFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantsTable_GrantFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grantType"}},{"kind":"Field","name":{"kind":"Name","value":"grantedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MyAccessPage_GrantsQuery, MyAccessPage_GrantsQueryVariables>;
export const RequestRemovalDialog_RequestDocument = {"__meta__":{"hash":"sha256:63768032ed658778c1257be230820f603b08f06500c0fc7a063b240196d91bff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRemovalDialog_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccessRemovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccessRemoval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestRemovalDialog_RequestMutation, RequestRemovalDialog_RequestMutationVariables>;
export const ChooseUsersDialog_MeDocument = {"__meta__":{"hash":"sha256:36390e3703359ee3e8e09ceece0860c62f3707dfce3c7249d07cdaae85fd6b40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChooseUsersDialog_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ChooseUsersDialog_MeQuery, ChooseUsersDialog_MeQueryVariables>;
export const MyRequestsPage_RequestsDocument = {"__meta__":{"hash":"sha256:861294df752a5ac33a692e7c72b0e6183058efe94d452f2c21815d0e1e4c236c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRequestsPage_Requests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequestsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestColumns_RowFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestColumns_RowFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<MyRequestsPage_RequestsQuery, MyRequestsPage_RequestsQueryVariables>;
export const CatalogSection_ItemsDocument = {"__meta__":{"hash":"sha256:a7e06edcc11438a625d8d33d1c32af30edd7be9964ca336275349fcb5c0677a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSection_Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCatalogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessCatalog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogSection_ItemsQuery, CatalogSection_ItemsQueryVariables>;
export const CatalogSection_ApplicationsDocument = {"__meta__":{"hash":"sha256:c3071c26e0a7b460e9668e9194245104e75388b631345e4e57f26e89bc858fa5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSection_Applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogSection_ApplicationsQuery, CatalogSection_ApplicationsQueryVariables>;
export const NewRequestPage_ConflictDocument = {"__meta__":{"hash":"sha256:3ac712308f40db5da36b09c38d65a6ea18324aff390d474ec31aa9a07421fb01"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewRequestPage_Conflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogItemConflictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogItemConflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<NewRequestPage_ConflictQuery, NewRequestPage_ConflictQueryVariables>;
export const NewRequestPage_SubmitDocument = {"__meta__":{"hash":"sha256:c00d75a7e0198be383eded57c75ce5c7608cdf132f3011ea28e71b35d66ef70c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewRequestPage_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitAccessRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestIds"}}]}}]}}]} as unknown as DocumentNode<NewRequestPage_SubmitMutation, NewRequestPage_SubmitMutationVariables>;
export const SocialLinkCompletion_CompleteDocument = {"__meta__":{"hash":"sha256:6f5abba4c9b4bd9159986262018ce028f99eac7d9b7ca715a08f172254a544c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLinkCompletion_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLinkReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSocialLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialLinkCompletion_CompleteMutation, SocialLinkCompletion_CompleteMutationVariables>;
export const CreatePipelineDialog_ChoicesDocument = {"__meta__":{"hash":"sha256:4d9eb4371bc5ba6f2ebbc365281f4f74e7e4ae9e5246c47d8c2e38808a32f669"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatePipelineDialog_Choices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipelineDefinitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePipelineDialog_ChoicesQuery, CreatePipelineDialog_ChoicesQueryVariables>;
export const CreatePipelineDialog_CreateDocument = {"__meta__":{"hash":"sha256:e836b7916cc5498d43dba701b44f7160016c947a584de82e59906ed436e8098d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePipelineDialog_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePipelineDefinitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPipelineDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePipelineDialog_CreateMutation, CreatePipelineDialog_CreateMutationVariables>;
export const DeletePipelineButton_DeleteDocument = {"__meta__":{"hash":"sha256:fd2c914d8bfc53fc8984ac4f638e68187b6f99ee526b6551831918ef0ab83546"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePipelineButton_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rev"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePipelineDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rev"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rev"}}}]}]}}]} as unknown as DocumentNode<DeletePipelineButton_DeleteMutation, DeletePipelineButton_DeleteMutationVariables>;
export const PipelineModelsPage_NameDocument = {"__meta__":{"hash":"sha256:6074281fa0a3a6c369ab4756703453a27793217a25f46bcd8d6a6582db8a833f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelineModelsPage_Name"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PipelineModelsPage_NameQuery, PipelineModelsPage_NameQueryVariables>;
export const PipelineModelsPage_ModelsDocument = {"__meta__":{"hash":"sha256:9b4c7f6edb705d47029c902ea2373967d1d76bd8b9a5dc549fbfdc3b49ec8752"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelineModelsPage_Models"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"labelled"}},{"kind":"Field","name":{"kind":"Name","value":"positives"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelCurvesSection_ModelsFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroidsTable_ModelsFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelCurvesSection_ModelsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineModels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"rocAuc"}},{"kind":"Field","name":{"kind":"Name","value":"prAuc"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"roc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"fpr"}},{"kind":"Field","name":{"kind":"Name","value":"tpr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"recall"}},{"kind":"Field","name":{"kind":"Name","value":"precision"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroidsTable_ModelsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineModels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusters"}},{"kind":"Field","name":{"kind":"Name","value":"featureChoices"}},{"kind":"Field","name":{"kind":"Name","value":"centroids"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<PipelineModelsPage_ModelsQuery, PipelineModelsPage_ModelsQueryVariables>;
export const PipelinePage_DefinitionDocument = {"__meta__":{"hash":"sha256:617f816ac73014c53c9240d4560e115a5c6a19381076b6b9a5db4910836007a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelinePage_Definition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"uebaRiskThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"trainingPipelineDefinitionId"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"executions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<PipelinePage_DefinitionQuery, PipelinePage_DefinitionQueryVariables>;
export const PipelinePage_LogsDocument = {"__meta__":{"hash":"sha256:54f7690831d0f1bd3a47721fa33470ee200c097521a856495b2a8f106d3f1f82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelinePage_Logs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RunPanel_LogsFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunPanel_LogsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineLogs"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PipelinePage_LogsQuery, PipelinePage_LogsQueryVariables>;
export const RunPanel_StartDocument = {"__meta__":{"hash":"sha256:4ce07da16d5cc5d1e698b7e503f80200bf5d6adccfcdf638e0feed576756a804"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunPanel_Start"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uebaRiskThreshold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uebaRiskThreshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uebaRiskThreshold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunPanel_StartMutation, RunPanel_StartMutationVariables>;
export const RunPanel_PollDocument = {"__meta__":{"hash":"sha256:d165d86fd90ea889d35a7208cba31d6a34cdc06a17afc6d6054d6742124d987e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunPanel_Poll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"executionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineExecution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"executionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"executionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipelineLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"executionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"executionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RunPanel_LogsFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunPanel_LogsFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineLogs"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunPanel_PollQuery, RunPanel_PollQueryVariables>;
export const PipelinesPage_ListDocument = {"__meta__":{"hash":"sha256:ac6c35a646676c8fa9fa0de93ebb83fad8f38c20c2f4fe95874f9cbeadaae673"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelinesPage_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDescending"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineDefinitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDescending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDescending"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"executions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PipelinesPage_ListQuery, PipelinesPage_ListQueryVariables>;
export const PublishButton_PublishDocument = {"__meta__":{"hash":"sha256:7d2744c7048adf3a64adc27572c74cdb1c4a65cb77b60ffd6e7b8a6edbd8ff32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishButton_Publish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PublishButton_PublishMutation, PublishButton_PublishMutationVariables>;
export const PublishedPipeline_CurrentDocument = {"__meta__":{"hash":"sha256:d034ad138763e48e3096aff2e6377fdf9ad305bdd1e12d1b2e7011d62b79f0f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedPipeline_Current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedPipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineDefinitionId"}},{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<PublishedPipeline_CurrentQuery, PublishedPipeline_CurrentQueryVariables>;
export const RunPanel_SaveStatusDocument = {"__meta__":{"hash":"sha256:ebe8c8764776a1e7b2345d4ca5347bda8701d1a0371eb33d0c780a8f630f4bd3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunPanel_SaveStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rev"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"executionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePipelineExecutionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineDefinitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineDefinitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rev"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rev"}}},{"kind":"Argument","name":{"kind":"Name","value":"executionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"executionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"executions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<RunPanel_SaveStatusMutation, RunPanel_SaveStatusMutationVariables>;
export const AccountControlsCard_ProfileDataDocument = {"__meta__":{"hash":"sha256:339e28d8826b92821ced1bc24f174a8b86a4ccec93ed79e8c7e58ecf8bac8a1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountControlsCard_ProfileData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileData"}}]}}]} as unknown as DocumentNode<AccountControlsCard_ProfileDataQuery, AccountControlsCard_ProfileDataQueryVariables>;
export const AccountControlsCard_DeleteAccountDocument = {"__meta__":{"hash":"sha256:0e925f6f453c907867243399000e089fc788a5e75ac6eca526daa33136045112"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountControlsCard_DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"}}]}}]} as unknown as DocumentNode<AccountControlsCard_DeleteAccountMutation, AccountControlsCard_DeleteAccountMutationVariables>;
export const ConsentCard_MappingsDocument = {"__meta__":{"hash":"sha256:2a60f86426ffbfab904e4aba1e41fd7f7e7f62b680e80b191f6cc8101e18fab6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsentCard_Mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"consentDate"}}]}}]}}]} as unknown as DocumentNode<ConsentCard_MappingsQuery, ConsentCard_MappingsQueryVariables>;
export const ConsentCard_SetConsentDocument = {"__meta__":{"hash":"sha256:4f4990ac05c4f5e159c547b017157c8f84f419cc80a6afc472917f9fd6caa0f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsentCard_SetConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<ConsentCard_SetConsentMutation, ConsentCard_SetConsentMutationVariables>;
export const PersonalInfoForm_PolicyCheckDocument = {"__meta__":{"hash":"sha256:45b37a3d3a66d11cc08293c1853cc8c3b42483f933328f8e5e10d4cfc01d990c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalInfoForm_PolicyCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePolicyCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<PersonalInfoForm_PolicyCheckQuery, PersonalInfoForm_PolicyCheckQueryVariables>;
export const PersonalInfoForm_UpdateProfileDocument = {"__meta__":{"hash":"sha256:05c75869fca822761260413b24bb531fc062c82f7760a08ec95e4c88c7df1057"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInfoForm_UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoForm_UpdateProfileMutation, PersonalInfoForm_UpdateProfileMutationVariables>;
export const PreferencesCard_SetPreferenceDocument = {"__meta__":{"hash":"sha256:c8474dd0be8c136051857dd7033b969535a5e224674449fd9e19d4e6687b6e57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreferencesCard_SetPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PreferencesCard_SetPreferenceMutation, PreferencesCard_SetPreferenceMutationVariables>;
export const ProfilePage_ProfileDocument = {"__meta__":{"hash":"sha256:a5e93931248c0ae01159b4e28ecb400613fd7511dc260b373bbdfd368c618c34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage_Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}},{"kind":"Field","name":{"kind":"Name","value":"userEditable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<ProfilePage_ProfileQuery, ProfilePage_ProfileQueryVariables>;
export const ExportPanel_RequestDocument = {"__meta__":{"hash":"sha256:ad2a4bba4729c2e6c0a2a74beea973c5cfa0997f42e3ae5ad6ec21f2eaccc6eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPanel_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFileFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReportExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<ExportPanel_RequestMutation, ExportPanel_RequestMutationVariables>;
export const ExportPanel_CheckDocument = {"__meta__":{"hash":"sha256:363ff573d8b1ecdd07742f6041dd7793c09f973ab04c355dde0f6b3045004eef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportPanel_Check"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<ExportPanel_CheckQuery, ExportPanel_CheckQueryVariables>;
export const RunHistoryPage_RunsDocument = {"__meta__":{"hash":"sha256:f4df2413068afb4281fc8e3b6fa4a39a1cda0a1b2515d2ad0006d7a9a1043431"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunHistoryPage_Runs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateName"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunHistoryPage_RunsQuery, RunHistoryPage_RunsQueryVariables>;
export const RunReportPage_TemplateDocument = {"__meta__":{"hash":"sha256:23a021a6111a32f97113d566936dd7afeb85e5c020a35b60051d7ecc9004d1d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunReportPage_Template"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]} as unknown as DocumentNode<RunReportPage_TemplateQuery, RunReportPage_TemplateQueryVariables>;
export const RunReportPage_RunDocument = {"__meta__":{"hash":"sha256:48a3ff0eb9f101202ad7dabe79efd9594810665f30131f79f2561923aae4520f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunReportPage_Run"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateName"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RunReportPage_RunMutation, RunReportPage_RunMutationVariables>;
export const TemplateEditorPage_TemplateDocument = {"__meta__":{"hash":"sha256:58b341b8f658d13859f3493f801b538705731ef3fc0a0e9b4787012545606fa1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateEditorPage_Template"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateEditor_Template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aggregates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"function"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sorting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<TemplateEditorPage_TemplateQuery, TemplateEditorPage_TemplateQueryVariables>;
export const TemplateForm_SaveDocument = {"__meta__":{"hash":"sha256:5e2cd0d22d8cca08d6f3234c5faec93da772a2f9c39adb03f294defe24434a03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplateForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rev"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportDefinitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"rev"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rev"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateEditor_Template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aggregates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"function"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sorting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<TemplateForm_SaveMutation, TemplateForm_SaveMutationVariables>;
export const ReportsPage_TemplatesDocument = {"__meta__":{"hash":"sha256:5a72de0c6c1ab2ce72d2e6e08634a61971768c8ccc88988e6557caa1d55e68f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsPage_Templates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}}]}}]}}]} as unknown as DocumentNode<ReportsPage_TemplatesQuery, ReportsPage_TemplatesQueryVariables>;
export const ViewReportPage_RowsDocument = {"__meta__":{"hash":"sha256:af5b8c27c962f3eeb58a8c732a113da4a079f43a4bdcd6040558f6a2adec41cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewReportPage_Rows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"aggregate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sorting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]}}]} as unknown as DocumentNode<ViewReportPage_RowsQuery, ViewReportPage_RowsQueryVariables>;
export const ActivityLog_EventsDocument = {"__meta__":{"hash":"sha256:df89dc384fadcb5911b29ed17261c0732a841785dac12c3ce0a86a29b6a2dee4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLog_Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskActivityFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEventSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventLogTable_EventFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventLogTable_EventFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"userAgentType"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ActivityLog_EventsQuery, ActivityLog_EventsQueryVariables>;
export const ActivityLog_CsvDocument = {"__meta__":{"hash":"sha256:141a3389f8310e00904699c0d12a5801cb4c3cc51e6c24d7c4dc60a17e41a57a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLog_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskActivityFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEventSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskActivityCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<ActivityLog_CsvQuery, ActivityLog_CsvQueryVariables>;
export const EvaluationPreview_RunDocument = {"__meta__":{"hash":"sha256:e202e32814f7b16410eff2f1c7a941a5eb032fa22b09d6e8de39e0fe9c20057b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationPreview_Run"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEvaluationPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskEvaluationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"risky"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]} as unknown as DocumentNode<EvaluationPreview_RunQuery, EvaluationPreview_RunQueryVariables>;
export const RiskConfigPage_ConfigDocument = {"__meta__":{"hash":"sha256:52a7a5d95553c09c1c953f6bd0f16d3234720fe84e63f9a9af1d1fd884af7a50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskConfigPage_Config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskUserConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yaml"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<RiskConfigPage_ConfigQuery, RiskConfigPage_ConfigQueryVariables>;
export const RiskConfigWorkspace_SaveDocument = {"__meta__":{"hash":"sha256:dc8e5b65fbec52c2245084d232e9de6b0087211cc909e4d951518fc35943faa0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RiskConfigWorkspace_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskUserConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskUserConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yaml"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<RiskConfigWorkspace_SaveMutation, RiskConfigWorkspace_SaveMutationVariables>;
export const SettingsOverrideNotice_SettingsDocument = {"__meta__":{"hash":"sha256:aab61d2033f8ba441be29525911dd8073eff1547a52358fef36cef724fd7c88e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsOverrideNotice_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskScoreThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"mediumLevel"}},{"kind":"Field","name":{"kind":"Name","value":"highLevel"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<SettingsOverrideNotice_SettingsQuery, SettingsOverrideNotice_SettingsQueryVariables>;
export const RiskEventLog_EventsDocument = {"__meta__":{"hash":"sha256:6a39624ca3dc29d2b49ed9fbcfe570ae031ef917c3116895df60ac65ef210a49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskEventLog_Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEventSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventLogTable_EventFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventLogTable_EventFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"userAgentType"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<RiskEventLog_EventsQuery, RiskEventLog_EventsQueryVariables>;
export const RiskEventLog_CsvDocument = {"__meta__":{"hash":"sha256:bffab2a70ebbef1acb89396d8b4878ac4137e165eef40690c960662f0b089d0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskEventLog_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskEventSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskEventsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<RiskEventLog_CsvQuery, RiskEventLog_CsvQueryVariables>;
export const FacetSearch_ValuesDocument = {"__meta__":{"hash":"sha256:c4ca3a383afee7e9823e75cd726d8a9910ea9330e8ae5482280669a63749c58a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacetSearch_Values"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"facet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFacet"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskFacetValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"facet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"facet"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<FacetSearch_ValuesQuery, FacetSearch_ValuesQueryVariables>;
export const NotScoredNotice_RolesDocument = {"__meta__":{"hash":"sha256:b9bcc2157abd7fc6048e3634b30c934cfbb540beb1484b2323904be7ac02c7b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotScoredNotice_Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]}}]} as unknown as DocumentNode<NotScoredNotice_RolesQuery, NotScoredNotice_RolesQueryVariables>;
export const RiskDashboardPage_DashboardDocument = {"__meta__":{"hash":"sha256:d32f5b33576bbeb7bb58c0777a8ee457cc16fdbde111e47d2e2dc728be949296"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskDashboardPage_Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facet"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ueba"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clustering"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"map"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskOverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskiestUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}}]}}]} as unknown as DocumentNode<RiskDashboardPage_DashboardQuery, RiskDashboardPage_DashboardQueryVariables>;
export const RiskSettingsPage_SettingsDocument = {"__meta__":{"hash":"sha256:0f62392d67bc22e5f7c216277a6d07e9d6303b1c06456fd9b9674fa139ffd249"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskSettingsPage_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowList"}},{"kind":"Field","name":{"kind":"Name","value":"blockList"}},{"kind":"Field","name":{"kind":"Name","value":"riskScoreThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"mediumLevel"}},{"kind":"Field","name":{"kind":"Name","value":"highLevel"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<RiskSettingsPage_SettingsQuery, RiskSettingsPage_SettingsQueryVariables>;
export const SettingsForm_SaveDocument = {"__meta__":{"hash":"sha256:1e8d85386020c7f77b2e5e567993f2c409a2ce9e997a4da6ac5ef9b1bb692cba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rev"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}},{"kind":"Argument","name":{"kind":"Name","value":"rev"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rev"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowList"}},{"kind":"Field","name":{"kind":"Name","value":"blockList"}},{"kind":"Field","name":{"kind":"Name","value":"riskScoreThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"mediumLevel"}},{"kind":"Field","name":{"kind":"Name","value":"highLevel"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<SettingsForm_SaveMutation, SettingsForm_SaveMutationVariables>;
export const ShareDialog_ShareDocument = {"__meta__":{"hash":"sha256:a2596186c03ea23b877e3687b9be3aa9b8a83be9507608d013026dd3208fc0c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDialog_Share"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<ShareDialog_ShareMutation, ShareDialog_ShareMutationVariables>;
export const ShareDialog_ModifyDocument = {"__meta__":{"hash":"sha256:efc366f4817c576a3917b46b9bbeb407ab9aa9af471c7297e40ca2b2a971c691"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDialog_Modify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyResourceShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<ShareDialog_ModifyMutation, ShareDialog_ModifyMutationVariables>;
export const SharingPage_SharingDocument = {"__meta__":{"hash":"sha256:a83e37f4691713bfc487b72a7dad76116702d30454efa7214da41a9d4198ee78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharingPage_Sharing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharingResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requester"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]} as unknown as DocumentNode<SharingPage_SharingQuery, SharingPage_SharingQueryVariables>;
export const SharingRequestsCard_ApproveDocument = {"__meta__":{"hash":"sha256:2525de2b73c52d691cba5658c38b3301d80cb4f87624bb37e3ad610e607fb36c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharingRequestsCard_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveSharingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<SharingRequestsCard_ApproveMutation, SharingRequestsCard_ApproveMutationVariables>;
export const SharingRequestsCard_DenyDocument = {"__meta__":{"hash":"sha256:92f6d8c35c1afb98fa4fca25de19c4c7ce7a66b9661eaea2ab7f83b21c679ae9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharingRequestsCard_Deny"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denySharingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharingRequestsCard_DenyMutation, SharingRequestsCard_DenyMutationVariables>;
export const UnshareDialog_UnshareDocument = {"__meta__":{"hash":"sha256:a7973a757bd7a5cfb76f6d904aa07db48296462b665e2e8001e94cd6fc247fa7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareDialog_Unshare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnshareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<UnshareDialog_UnshareMutation, UnshareDialog_UnshareMutationVariables>;
export const SocialIdentitiesCard_ProvidersDocument = {"__meta__":{"hash":"sha256:75216f9d61a4b61fc35a592a0eb635b93ba3ca12bbc4d5252712d425f98d3bab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialIdentitiesCard_Providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_ProvidersQuery, SocialIdentitiesCard_ProvidersQueryVariables>;
export const SocialIdentitiesCard_StartLinkDocument = {"__meta__":{"hash":"sha256:4a58f37b12d148e0aab28c6fa7b9b1dd69d45c447cddeeea290288dc35ffd55f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialIdentitiesCard_StartLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSocialLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"authorizeUrl"}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_StartLinkMutation, SocialIdentitiesCard_StartLinkMutationVariables>;
export const SocialIdentitiesCard_UnlinkDocument = {"__meta__":{"hash":"sha256:a0a38c2001ef9668162ac7315ee678411631c67b6db8349f677273083c8a6b26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialIdentitiesCard_Unlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkSocialIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_UnlinkMutation, SocialIdentitiesCard_UnlinkMutationVariables>;
export const ThemeEditor_ThemeRealmDocument = {"__meta__":{"hash":"sha256:60d8b48e00a6c5a47b4792089cd1e371b668f91e5f7d79e74c78ef82931fdc51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeEditor_ThemeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_ThemeRealmQuery, ThemeEditor_ThemeRealmQueryVariables>;
export const ThemeEditor_SaveThemesDocument = {"__meta__":{"hash":"sha256:6ff15fa54590cbe41631ca548ece0c19ff790ed10c30b94ce65e9ca3cdd31768"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThemeEditor_SaveThemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveThemesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveThemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_SaveThemesMutation, ThemeEditor_SaveThemesMutationVariables>;
export const LanguageLoader_LocaleMessagesDocument = {"__meta__":{"hash":"sha256:33152ad93df99927990b0e5d2172f10848680fd2f143f2046dba73c89077f2ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LanguageLoader_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<LanguageLoader_LocaleMessagesQuery, LanguageLoader_LocaleMessagesQueryVariables>;