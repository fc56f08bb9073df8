import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GovernanceCountsParent } from '../models/governance-certification.js';
import type { JourneyStepOutcome, JourneySuccessOutcome } from '../auth/journey.js';
import type { IdmNotification } from '../upstream/idm-notifications.js';
import type { ThemeDocument } from '../upstream/idm-themes.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON value. */
  JSON: { input: unknown; output: unknown; }
};

export type AccessCatalogInput = {
  /** Only this application and its entitlements. */
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  /** Zero-based. */
  page: Scalars['Int']['input'];
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  /** Text the name or description contains. */
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<GovernanceItemType>;
};

export type AccessModifier =
  | 'grant'
  | 'remove';

export type AccessRequest = {
  __typename?: 'AccessRequest';
  /** What the signed-in user may do with it. */
  actions: RequestActions;
  /** Who decides it now; null once decided. */
  approver?: Maybe<GovernanceUser>;
  /** A requestDecision value: pending, approved, rejected or canceled. */
  decision: Scalars['String']['output'];
  /** ISO 8601 date the granted access ends; null for no end. */
  expiryDate?: Maybe<Scalars['String']['output']>;
  /** Comments and actions, oldest first. */
  history: Array<RequestHistoryEntry>;
  id: Scalars['ID']['output'];
  item: CatalogItem;
  justification: Scalars['String']['output'];
  priority: RequestPriority;
  /** ISO 8601. */
  requestDate: Scalars['String']['output'];
  requestType: AccessModifier;
  requestedFor: GovernanceUser;
  requester: GovernanceUser;
  rev: Scalars['String']['output'];
  /** A requestStatus value: in-progress while it waits, complete once decided, canceled, expired. */
  status: Scalars['String']['output'];
  workflowId: Scalars['String']['output'];
};

export type AccessRequestPage = {
  __typename?: 'AccessRequestPage';
  rows: Array<AccessRequest>;
  total: Scalars['Int']['output'];
};

export type AccessRequestsInput = {
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  /** Only requests with this status (a requestStatus value); every status when omitted. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type AccessReview = {
  __typename?: 'AccessReview';
  certifiedItems: Scalars['Int']['output'];
  /** ISO 8601: the start date plus the duration. */
  deadline: Scalars['String']['output'];
  decidedItems: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  durationDays: Scalars['Int']['output'];
  exceptionItems: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owner: GovernanceUser;
  /** A reviewStatus value as shown in the list: in-progress, overdue, completed. */
  reviewStatus: Scalars['String']['output'];
  revokedItems: Scalars['Int']['output'];
  /** ISO 8601. */
  startDate: Scalars['String']['output'];
  status: CampaignStatus;
  /** The signed-in user's items, decided and not. */
  totalItems: Scalars['Int']['output'];
};

export type AccountSecurity = {
  __typename?: 'AccountSecurity';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Null when the platform offers no security questions. */
  kba?: Maybe<KbaSettings>;
  passwordPolicy: PasswordPolicy;
  /** The revision of the user object, which every change here moves on. */
  rev: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type AddDelegateInput = {
  /** ISO 8601 date, not before startDate. */
  endDate: Scalars['String']['input'];
  /** ISO 8601 date. */
  startDate: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type AdminActivityCsvInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  objectType?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** time, userName, objectType, objectId or operation; without one, the newest change comes first. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type AdminActivityEntry = {
  __typename?: 'AdminActivityEntry';
  /** The object after the change, as JSON; null when it was deleted. */
  after?: Maybe<Scalars['String']['output']>;
  /** The object before the change, as JSON; null when it was created. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  objectId: Scalars['String']['output'];
  objectType: Scalars['String']['output'];
  operation: Scalars['String']['output'];
  time: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type AdminActivityInput = {
  /** ISO 8601 instant, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** internal/role, config, managed, autoaccess/settings or endpoint. */
  objectType?: InputMaybe<Scalars['String']['input']>;
  offset: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** time, userName, objectType, objectId or operation; without one, the newest change comes first. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 instant, exclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type AdminActivityPage = {
  __typename?: 'AdminActivityPage';
  rows: Array<AdminActivityEntry>;
  total: Scalars['Int']['output'];
};

export type ApprovalsInput = {
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  view: ApprovalsView;
};

export type ApprovalsView =
  /** Decided by the user. */
  | 'completed'
  /** Awaiting a decision. */
  | 'pending';

export type Assignment = {
  __typename?: 'Assignment';
  attributes: Array<AssignmentAttribute>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The mapping whose target gets the attributes, such as managedAlpha_user_systemLdapAccount. */
  mapping: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The event script run on assignment (JavaScript source). */
  onAssignment?: Maybe<Scalars['String']['output']>;
  /** The event script run on unassignment (JavaScript source). */
  onUnassignment?: Maybe<Scalars['String']['output']>;
  rev: Scalars['String']['output'];
};

export type AssignmentAttribute = {
  __typename?: 'AssignmentAttribute';
  assignmentOperation: AssignmentOperation;
  /** A property of the mapping target's schema. */
  name: Scalars['String']['output'];
  unassignmentOperation: UnassignmentOperation;
  /** The value as JSON text (true, false and numbers among it). */
  value: Scalars['String']['output'];
};

export type AssignmentAttributeInput = {
  assignmentOperation: AssignmentOperation;
  name: Scalars['String']['input'];
  unassignmentOperation: UnassignmentOperation;
  /** true, false, a number or JSON text. */
  value: Scalars['String']['input'];
};

export type AssignmentCsvInput = {
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type AssignmentListInput = {
  offset: Scalars['Int']['input'];
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  /** Text the name or description contains. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** name, description or mapping. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type AssignmentMapping = {
  __typename?: 'AssignmentMapping';
  attributes: Array<SystemAttribute>;
  name: Scalars['String']['output'];
  /** The system resource, such as system/ldap/account. */
  target: Scalars['String']['output'];
};

export type AssignmentOperation =
  | 'mergeWithTarget'
  | 'replaceTarget';

export type AssignmentPage = {
  __typename?: 'AssignmentPage';
  rows: Array<Assignment>;
  total: Scalars['Int']['output'];
};

export type AuthDevice = {
  __typename?: 'AuthDevice';
  /** ISO 8601 instant. */
  createdDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ISO 8601 instant. */
  lastAccessDate?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  type: AuthDeviceType;
};

export type AuthDeviceType =
  | 'OATH'
  | 'PUSH'
  | 'WEBAUTHN';

export type AuthenticateInput = {
  /** Answers to the previous step's callbacks; absent to start the journey. */
  callbacks?: InputMaybe<Array<CallbackInput>>;
  /** Where to go after success; validated by the platform. */
  goto?: InputMaybe<Scalars['String']['input']>;
  /** A social provider's answer, when the journey resumes after the provider's sign-in. */
  providerResponse?: InputMaybe<SocialLinkReturnInput>;
  realm?: InputMaybe<Scalars['String']['input']>;
  /** The id an emailed link carries: resumes the journey it suspended (starting it anew otherwise). */
  suspendedId?: InputMaybe<Scalars['String']['input']>;
  /** Journey name; Login when omitted. */
  tree?: InputMaybe<Scalars['String']['input']>;
};

export type AuthenticationFeature = {
  __typename?: 'AuthenticationFeature';
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

export type AuthenticatorAppEnrolment = {
  __typename?: 'AuthenticatorAppEnrolment';
  accountName: Scalars['String']['output'];
  digits: Scalars['Int']['output'];
  enrolmentId: Scalars['String']['output'];
  issuer: Scalars['String']['output'];
  period: Scalars['Int']['output'];
  /** Base32, for typing into the app. */
  secret: Scalars['String']['output'];
  /** The otpauth:// URI the QR code shows. */
  uri: Scalars['String']['output'];
};

export type AuthorizedApp = {
  __typename?: 'AuthorizedApp';
  clientId: Scalars['ID']['output'];
  /** ISO 8601 instant the access ends; null when it does not. */
  expiryDateTime?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
};

export type AutoencoderParameters = {
  __typename?: 'AutoencoderParameters';
  batchSize: Scalars['Int']['output'];
  epochs: Scalars['Int']['output'];
  learningRate: Scalars['Float']['output'];
};

export type AutoencoderParametersInput = {
  batchSize: Scalars['Int']['input'];
  epochs: Scalars['Int']['input'];
  learningRate: Scalars['Float']['input'];
};

export type BucketObject = {
  __typename?: 'BucketObject';
  /** ISO 8601. */
  created: Scalars['String']['output'];
  extension: Scalars['String']['output'];
  isFolder: Scalars['Boolean']['output'];
  /** The path inside the bucket. */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
};

export type BucketObjectPage = {
  __typename?: 'BucketObjectPage';
  objects: Array<BucketObject>;
  pageSize: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BucketObjectsInput = {
  bucket: Scalars['String']['input'];
  /** A folder inside the bucket; empty for its root. */
  prefix: Scalars['String']['input'];
  /** The index of the page's first object. */
  start: Scalars['Int']['input'];
};

export type Callback = {
  __typename?: 'Callback';
  input: Array<NameValue>;
  output: Array<NameValue>;
  type: Scalars['String']['output'];
};

export type CallbackInput = {
  input: Array<NameValueInput>;
  type: Scalars['String']['input'];
};

export type CampaignStatus =
  | 'in_progress'
  | 'signed_off';

export type CatalogApplicationRef = {
  __typename?: 'CatalogApplicationRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CatalogApprover =
  | 'manager'
  | 'owner';

export type CatalogItem = {
  __typename?: 'CatalogItem';
  /** The application an entitlement belongs to; null for applications and roles. */
  application?: Maybe<CatalogApplicationRef>;
  /** Who approves a request for it: its owner, or the requested-for user's manager. */
  approvedBy: CatalogApprover;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owner?: Maybe<GovernanceUser>;
  type: GovernanceItemType;
};

export type CatalogItemConflict =
  | 'existingAccess'
  | 'none'
  | 'pendingRequest';

export type CatalogItemConflictInput = {
  itemId: Scalars['ID']['input'];
  /** At most MAX_USERS_PER_REQUEST. */
  userIds: Array<Scalars['ID']['input']>;
};

export type CatalogItemPage = {
  __typename?: 'CatalogItemPage';
  rows: Array<CatalogItem>;
  total: Scalars['Int']['output'];
};

export type CertificationComment = {
  __typename?: 'CertificationComment';
  comment: Scalars['String']['output'];
  /** ISO 8601. */
  timestamp: Scalars['String']['output'];
  user: GovernanceUser;
};

export type CertificationDecision =
  | 'certify'
  | 'exception'
  | 'revoke';

export type CertificationFlags = {
  __typename?: 'CertificationFlags';
  newAccess: Scalars['Boolean']['output'];
  recon: Scalars['Boolean']['output'];
  requestBased: Scalars['Boolean']['output'];
  roleBased: Scalars['Boolean']['output'];
  temporal: Scalars['Boolean']['output'];
};

export type CertificationHandOverInput = {
  campaignId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  /** A user id, or a role id when reviewerKind is role. */
  reviewerId: Scalars['ID']['input'];
  reviewerKind: ReviewerKind;
};

export type CertificationItem = {
  __typename?: 'CertificationItem';
  /** The user's account name in the application. */
  account: Scalars['String']['output'];
  application: CatalogApplicationRef;
  comments: Array<CertificationComment>;
  /** null when undecided, or when an exception's deferral has passed. */
  decision?: Maybe<CertificationDecision>;
  /** ISO 8601; set for an exception until it is due again. */
  deferredUntil?: Maybe<Scalars['String']['output']>;
  entitlement?: Maybe<Scalars['String']['output']>;
  flags: CertificationFlags;
  id: Scalars['ID']['output'];
  rev: Scalars['String']['output'];
  reviewers: Array<CertificationReviewer>;
  role?: Maybe<Scalars['String']['output']>;
  user: GovernanceUser;
};

export type CertificationItemCommentInput = {
  campaignId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
};

export type CertificationReviewer = {
  __typename?: 'CertificationReviewer';
  /** A user id or a role id. */
  id: Scalars['ID']['output'];
  kind: ReviewerKind;
  name: Scalars['String']['output'];
  permissions: ReviewerPermissions;
};

export type CertificationTask = {
  __typename?: 'CertificationTask';
  campaign: AccessReview;
  items: Array<CertificationItem>;
  /** Items of the campaign that other reviewers hold and that have no decision yet: the campaign is signed off only once every item has one. */
  othersUndecidedItems: Scalars['Int']['output'];
  permissions: ReviewerPermissions;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ChangeUsernameInput = {
  rev: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type ClearCertificationDecisionsInput = {
  campaignId: Scalars['ID']['input'];
  itemIds: Array<Scalars['ID']['input']>;
};

export type ClusterCentroid = {
  __typename?: 'ClusterCentroid';
  /** The mode of each feature, in the order of featureChoices. */
  modes: Array<FeatureMode>;
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type ClusteringParameters = {
  __typename?: 'ClusteringParameters';
  maxNumberOfClusters: Scalars['Int']['output'];
  minNumberOfClusters: Scalars['Int']['output'];
};

export type ClusteringParametersInput = {
  maxNumberOfClusters: Scalars['Int']['input'];
  minNumberOfClusters: Scalars['Int']['input'];
};

export type Configuration = {
  __typename?: 'Configuration';
  id: Scalars['String']['output'];
  /** The document as JSON text, indented. */
  json: Scalars['String']['output'];
  rev: Scalars['String']['output'];
};

export type ConsentMapping = {
  __typename?: 'ConsentMapping';
  /** ISO 8601 instant the user allowed it; null when not allowed. */
  consentDate?: Maybe<Scalars['String']['output']>;
  /** Whether the user allows sharing with this service. */
  consented: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  /** The mapping's name. */
  id: Scalars['ID']['output'];
};

export type CreateDataSourceInput = {
  bucket: Scalars['String']['input'];
  filePath: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreatePipelineDefinitionInput = {
  dataSourceId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  parameters: PipelineParametersInput;
  /** Required for a Prediction. */
  trainingPipelineDefinitionId?: InputMaybe<Scalars['ID']['input']>;
  type: PipelineType;
  /** 0 to 100; 50 by default. */
  uebaRiskThreshold: Scalars['Float']['input'];
};

export type DataSource = {
  __typename?: 'DataSource';
  active: Scalars['Boolean']['output'];
  bucket: Scalars['String']['output'];
  /** Whether the product ships it. */
  builtIn: Scalars['Boolean']['output'];
  /** ISO 8601. */
  created?: Maybe<Scalars['String']['output']>;
  /** Feature to JSLT expression, in the stored order. */
  featureMapping: Array<FeatureExpression>;
  /** The file's path inside the bucket; may hold a * wildcard. */
  filePath: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rev: Scalars['String']['output'];
};

export type DataSourceFilePreview = {
  __typename?: 'DataSourceFilePreview';
  /** The file's first record as JSON text; null when it cannot be read. */
  content?: Maybe<Scalars['String']['output']>;
  /** For INVALID_JSONL, the line that does not parse. */
  line?: Maybe<Scalars['Int']['output']>;
  problem?: Maybe<FilePreviewProblem>;
};

export type DataSourceFilePreviewInput = {
  bucket: Scalars['String']['input'];
  filePath: Scalars['String']['input'];
};

export type DataSourcePage = {
  __typename?: 'DataSourcePage';
  /** Where the next page starts; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<DataSource>;
  /** Data sources matching the search, over every page. */
  total: Scalars['Int']['output'];
};

export type DataSourcesInput = {
  /** The nextCursor of the previous page; the first page when omitted. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  /** Text the name contains; * stands for any characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DecideCertificationItemInput = {
  campaignId: Scalars['ID']['input'];
  decision: CertificationDecision;
  itemId: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type Delegate = {
  __typename?: 'Delegate';
  /** ISO 8601 date. */
  endDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  rev: Scalars['String']['output'];
  /** ISO 8601 date. */
  startDate: Scalars['String']['output'];
  user: GovernanceUser;
};

export type DelegatedAdminPrivilege = {
  __typename?: 'DelegatedAdminPrivilege';
  /** A Material icon name, such as people. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Such as managed/alpha_user. */
  privilegePath: Scalars['String']['output'];
  resourceName: Scalars['String']['output'];
  resourceType: Scalars['String']['output'];
  /** Such as Alpha realm - Users. */
  title: Scalars['String']['output'];
};

export type EmbeddingParameters = {
  __typename?: 'EmbeddingParameters';
  embeddingDimension: Scalars['Int']['output'];
  learningRate: Scalars['Float']['output'];
  window: Scalars['Int']['output'];
};

export type EmbeddingParametersInput = {
  embeddingDimension: Scalars['Int']['input'];
  learningRate: Scalars['Float']['input'];
  window: Scalars['Int']['input'];
};

export type EnabledAuthDevice = {
  __typename?: 'EnabledAuthDevice';
  device: AuthDevice;
  /** With the user's first 2-step device: the recovery codes, shown this once. */
  recoveryCodes?: Maybe<Array<Scalars['String']['output']>>;
};

export type EntityAggregation = {
  __typename?: 'EntityAggregation';
  buckets: Array<EntityBucket>;
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type EntityBucket = {
  __typename?: 'EntityBucket';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type EntityDefinition = {
  __typename?: 'EntityDefinition';
  /** namespace/name/version */
  id: Scalars['ID']['output'];
  /** The version `?latest=true` answers. */
  latest: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  properties: Array<EntityProperty>;
  version: Scalars['String']['output'];
};

export type EntityField = {
  __typename?: 'EntityField';
  /** A dotted path inside the document's source. */
  name: Scalars['String']['output'];
  /** The value as text; arrays and objects as JSON. */
  value: Scalars['String']['output'];
};

export type EntityProperty = {
  __typename?: 'EntityProperty';
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

export type EntitySearchHit = {
  __typename?: 'EntitySearchHit';
  fields: Array<EntityField>;
  id: Scalars['String']['output'];
};

export type EntitySearchIndex =
  | 'datasources'
  | 'pipeline_definition'
  | 'risk_explainability';

export type EntitySearchResult = {
  __typename?: 'EntitySearchResult';
  /** The answer's aggregations: buckets, or a single value. */
  aggregations: Array<EntityAggregation>;
  /** The service's answer as JSON text (at most 500 000 characters); null when it refused the query. */
  answer?: Maybe<Scalars['String']['output']>;
  /** Whether the answer was cut to fit. */
  answerTruncated: Scalars['Boolean']['output'];
  /** The service's own words when it refused the query, such as an unsupported construct. */
  error?: Maybe<Scalars['String']['output']>;
  /** The hits of the answer, each as its field paths and values. */
  hits: Array<EntitySearchHit>;
  /** Milliseconds between sending the search and its answer. */
  tookMs: Scalars['Int']['output'];
  /** The hits the query matched in all, when the answer counts them. */
  total?: Maybe<Scalars['Int']['output']>;
};

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

export type ExplorationValue = {
  __typename?: 'ExplorationValue';
  count: Scalars['Int']['output'];
  risky: Scalars['Int']['output'];
  /** risky / count, from 0 to 1. */
  riskyShare: Scalars['Float']['output'];
  value: Scalars['String']['output'];
};

export type Feature = {
  __typename?: 'Feature';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type FeatureExploration = {
  __typename?: 'FeatureExploration';
  feature: ExplorationFeature;
  /** Risky events of the period. */
  riskyTotal: Scalars['Int']['output'];
  /** Events of the period. */
  total: Scalars['Int']['output'];
  /** The user's events of the period; null without a user. */
  userTotal?: Maybe<Scalars['Int']['output']>;
  /** The user's values, the most frequent first; empty without a user. */
  userValues: Array<RiskFacetValue>;
  /** At most 50 values, the most frequent first. */
  values: Array<ExplorationValue>;
};

export type FeatureExpression = {
  __typename?: 'FeatureExpression';
  expression: Scalars['String']['output'];
  feature: Scalars['String']['output'];
};

export type FeatureExpressionInput = {
  expression: Scalars['String']['input'];
  feature: Scalars['String']['input'];
};

export type FeatureMode = {
  __typename?: 'FeatureMode';
  feature: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type FilePreviewProblem =
  | 'BUCKET_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'INVALID_JSONL';

export type ForwardAccessRequestInput = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
  /** The user who decides it next. */
  userId: Scalars['ID']['input'];
};

export type GlossaryTerm = {
  __typename?: 'GlossaryTerm';
  definition: Scalars['String']['output'];
  term: Scalars['String']['output'];
};

export type GovernanceCounts = {
  __typename?: 'GovernanceCounts';
  /** Access review campaigns in progress where the user has items to decide. */
  accessReviews: Scalars['Int']['output'];
  /** Requests awaiting the user's decision, theirs or delegated to them. */
  pendingApprovals: Scalars['Int']['output'];
  /** The user's own requests still pending. */
  pendingRequests: Scalars['Int']['output'];
};

export type GovernanceItemType =
  | 'application'
  | 'entitlement'
  | 'role';

export type GovernanceUser = {
  __typename?: 'GovernanceUser';
  /** Given name and surname, otherwise the user name. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mail?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

export type Grant = {
  __typename?: 'Grant';
  /** ISO 8601 date the access ends; null for no end. */
  expiryDate?: Maybe<Scalars['String']['output']>;
  grantType: GrantType;
  /** ISO 8601. */
  grantedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item: CatalogItem;
  /** How the user came to hold it: request, role, recon (found in the application) or certification. */
  source: Scalars['String']['output'];
};

export type GrantPage = {
  __typename?: 'GrantPage';
  rows: Array<Grant>;
  total: Scalars['Int']['output'];
};

export type GrantType =
  | 'account'
  | 'entitlement'
  | 'role';

export type GrantsInput = {
  grantType: GrantType;
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type InternalRole = {
  __typename?: 'InternalRole';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  privileges: Array<Privilege>;
  rev: Scalars['String']['output'];
  /** The period within which the role's privileges count. */
  timeConstraint?: Maybe<TimeConstraint>;
};

export type InternalRoleCsvInput = {
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type InternalRoleListInput = {
  offset: Scalars['Int']['input'];
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  /** Text the name or description contains. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** name or description. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type InternalRoleMemberInput = {
  roleId: Scalars['ID']['input'];
  userName: Scalars['String']['input'];
};

export type InternalRolePage = {
  __typename?: 'InternalRolePage';
  rows: Array<InternalRole>;
  total: Scalars['Int']['output'];
};

export type JourneyResult = JourneyStep | JourneySuccess;

export type JourneyStep = {
  __typename?: 'JourneyStep';
  callbacks: Array<Callback>;
  description?: Maybe<Scalars['String']['output']>;
  header?: Maybe<Scalars['String']['output']>;
  stage?: Maybe<Scalars['String']['output']>;
};

export type JourneySuccess = {
  __typename?: 'JourneySuccess';
  /** The platform refused the goto: redirectUrl is the realm's end-user page instead. */
  gotoRejected: Scalars['Boolean']['output'];
  realm: Scalars['String']['output'];
  /** A validated path or URL to continue to. */
  redirectUrl: Scalars['String']['output'];
};

export type JsltFeatureResult = {
  __typename?: 'JsltFeatureResult';
  /** Why the expression failed, with its position. */
  error?: Maybe<Scalars['String']['output']>;
  feature: Scalars['String']['output'];
  /** The mapped value; null when the expression failed or gave null. */
  value?: Maybe<Scalars['JSON']['output']>;
};

export type JsltPreview = {
  __typename?: 'JsltPreview';
  features: Array<JsltFeatureResult>;
};

export type JsltPreviewInput = {
  /** The sample record as JSON text. */
  data: Scalars['String']['input'];
  mapping: Array<FeatureExpressionInput>;
};

/** A predefined question's id or a custom question, with its answer. */
export type KbaAnswerInput = {
  answer: Scalars['String']['input'];
  customQuestion?: InputMaybe<Scalars['String']['input']>;
  questionId?: InputMaybe<Scalars['ID']['input']>;
};

export type KbaQuestion = {
  __typename?: 'KbaQuestion';
  id: Scalars['ID']['output'];
  /** The question in each language the platform has it in. */
  texts: Array<LocalizedText>;
};

/** One of the user's questions: a predefined one by id, or their own. */
export type KbaSelection = {
  __typename?: 'KbaSelection';
  customQuestion?: Maybe<Scalars['String']['output']>;
  questionId?: Maybe<Scalars['ID']['output']>;
};

export type KbaSettings = {
  __typename?: 'KbaSettings';
  /** How many questions a user must answer. */
  minimumAnswersToDefine: Scalars['Int']['output'];
  /** The realm's predefined questions. */
  questions: Array<KbaQuestion>;
  /** The user's questions, in order; their answers never leave the platform. */
  selected: Array<KbaSelection>;
};

export type LocalizedText = {
  __typename?: 'LocalizedText';
  locale: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ManagedColumn = {
  __typename?: 'ManagedColumn';
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ManagedField = {
  __typename?: 'ManagedField';
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nullable: Scalars['Boolean']['output'];
  /** The allowed values, when the schema lists them. */
  options?: Maybe<Array<Scalars['String']['output']>>;
  /** True when the signed-in user's privilege makes the field Read only. */
  readOnly: Scalars['Boolean']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** string, number, integer or boolean. */
  type: Scalars['String']['output'];
};

export type ManagedList = {
  __typename?: 'ManagedList';
  /** Whether the signed-in user may update objects of the resource. */
  canUpdate: Scalars['Boolean']['output'];
  /** The searchable, viewable properties the signed-in user may read, in the schema's order. */
  columns: Array<ManagedColumn>;
  rows: Array<ManagedListRow>;
  /** The resource's title, such as Alpha realm - Users. */
  title: Scalars['String']['output'];
  /** Rows matching the search, over every page. */
  total: Scalars['Int']['output'];
};

export type ManagedListCsv = {
  __typename?: 'ManagedListCsv';
  /** RFC 4180 text with a header row of the column titles. */
  csv: Scalars['String']['output'];
  /** Such as alpha_user.csv. */
  filename: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
};

export type ManagedListCsvInput = {
  resourceName: Scalars['String']['input'];
  resourceType: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type ManagedListInput = {
  offset: Scalars['Int']['input'];
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  resourceName: Scalars['String']['input'];
  resourceType: Scalars['String']['input'];
  /** Text that any column contains, case-insensitively. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** A column name; the list's first column when omitted. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type ManagedListRow = {
  __typename?: 'ManagedListRow';
  id: Scalars['ID']['output'];
  /** Column values keyed by column name. */
  values: Scalars['JSON']['output'];
};

export type ManagedObjectForm = {
  __typename?: 'ManagedObjectForm';
  /** Whether any field may be changed. */
  canUpdate: Scalars['Boolean']['output'];
  /** The object's display name: given name and surname, otherwise its user name or id. */
  displayName: Scalars['String']['output'];
  fields: Array<ManagedField>;
  id: Scalars['ID']['output'];
  resourceName: Scalars['String']['output'];
  resourceType: Scalars['String']['output'];
  rev: Scalars['String']['output'];
  /** The resource's title, such as Alpha realm - Users. */
  title: Scalars['String']['output'];
  /** Field values keyed by field name. */
  values: Scalars['JSON']['output'];
};

export type Me = {
  __typename?: 'Me';
  /** Holds the identity server's openidm-admin role. */
  adminUser: Scalars['Boolean']['output'];
  amAdmin: Scalars['Boolean']['output'];
  amRoles: Array<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  /** The FederationAdmin privilege of the privileges map. */
  federationAdmin: Scalars['Boolean']['output'];
  givenName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idmRoles: Array<Scalars['String']['output']>;
  internalAdmin: Scalars['Boolean']['output'];
  mail: Scalars['String']['output'];
  managedResource: Scalars['String']['output'];
  /** The platform's privileges per managed object path, with the FederationAdmin flag. */
  privileges: Scalars['JSON']['output'];
  /** The profile image's address when it is a web (http or https) URL, for the account menu's avatar. */
  profileImage?: Maybe<Scalars['String']['output']>;
  realm: Scalars['String']['output'];
  /** Holds the access server's ui-realm-admin role. */
  realmAdmin: Scalars['Boolean']['output'];
  sn?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

export type ModelCurves = {
  __typename?: 'ModelCurves';
  model: PipelineModelName;
  pr: Array<PrPoint>;
  prAuc: Scalars['Float']['output'];
  roc: Array<RocPoint>;
  rocAuc: Scalars['Float']['output'];
  /** The score at and above which an event is risky. */
  threshold: Scalars['Float']['output'];
};

/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a delegate who may act for the signed-in user between two dates; an end before the start is invalid. */
  addDelegate: Delegate;
  /** Approves a pending request as its approver or the approver's delegate; a stale rev is a CONFLICT. */
  approveAccessRequest: AccessRequest;
  /** Grants a pending request (the requested scopes when none are given); answers the resource. */
  approveSharingRequest: SharingResource;
  /** Grants the role to the realm's user with this username. */
  assignInternalRole: Scalars['Boolean']['output'];
  /** Runs one step of a sign-in journey. The journey handle stays on the server. A step the platform no longer holds fails with UNAUTHENTICATED and reason JOURNEY_TIMED_OUT; any other refusal is UNAUTHENTICATED "Login failure". */
  authenticate: JourneyResult;
  /** Cancels a pending request the signed-in user made; a stale rev is a CONFLICT. */
  cancelAccessRequest: AccessRequest;
  /** Changes the signed-in user's password after checking the current one; a password the realm's policy refuses is BAD_USER_INPUT with every failed policy on newPassword. */
  changePassword: AccountSecurity;
  /** Changes the signed-in user's username; one already in use is BAD_USER_INPUT (validation.unique), a stale rev a CONFLICT. */
  changeUsername: AccountSecurity;
  /** Clears the decisions of these items. */
  clearCertificationDecisions: Array<CertificationItem>;
  /** Removes all of the signed-in user's notifications. */
  clearNotifications: Scalars['Boolean']['output'];
  /** Adds a comment to a request the signed-in user may see; a stale rev is a CONFLICT. */
  commentOnAccessRequest: AccessRequest;
  /** Adds a comment to an item. */
  commentOnCertificationItem: CertificationItem;
  /** Completes a link with the provider's answer. Refusals carry `extensions.reason` (e.g. SUBJECT_IN_USE as CONFLICT). */
  completeSocialLink: SocialProvider;
  /** Enables the enrolled authenticator app when the code is one it shows now (BAD_USER_INPUT otherwise). */
  confirmAuthenticatorAppEnrolment: EnabledAuthDevice;
  /** Enables the security key whose new credential answers the enrolment's challenge. */
  confirmSecurityKeyEnrolment: EnabledAuthDevice;
  /** Creates an inactive data source over a bucket file; a name already in use is a CONFLICT. */
  createDataSource: DataSource;
  /** Creates a pipeline definition; parameters out of range are BAD_USER_INPUT per field. */
  createPipelineDefinition: PipelineDefinition;
  /** Certifies, revokes or defers (exception, for EXCEPTION_DEFERRAL_DAYS) an item; a stale rev is a CONFLICT. */
  decideCertificationItem: CertificationItem;
  /** Deletes the signed-in user's account and its sign-in for good. */
  deleteAccount: Scalars['Boolean']['output'];
  deleteAssignment: Scalars['Boolean']['output'];
  /** Removes an authentication device; needs a recent sign-in (FORBIDDEN with reason REAUTH_REQUIRED). */
  deleteAuthDevice: Array<AuthDevice>;
  /** Deletes a data source; FORBIDDEN for anyone but an identity administrator or a data analyst. Refused while a pipeline reads it: a CONFLICT carrying the platform's message. A stale rev is a CONFLICT, an unknown id NOT_FOUND. */
  deleteDataSource: Scalars['Boolean']['output'];
  deleteInternalRole: Scalars['Boolean']['output'];
  /** Deletes a pipeline definition; FORBIDDEN for anyone but an identity administrator or a data analyst. Refused while it runs, while it is the published Training or while a Prediction uses it: a CONFLICT carrying the platform's message. A stale rev is a CONFLICT, an unknown id NOT_FOUND. */
  deletePipelineDefinition: Scalars['Boolean']['output'];
  /** Forgets a trusted device; answers the updated list. */
  deleteTrustedDevice: Array<TrustedDevice>;
  /** Refuses a pending request; answers the request. */
  denySharingRequest: SharingRequest;
  /** Resets the session's idle clock. */
  extendSession: Session;
  /** Hands a pending request to another approver; a stale rev is a CONFLICT. */
  forwardAccessRequest: AccessRequest;
  /** Hands an item to another reviewer, who gets the same permissions but sign-off; CONFLICT with message 'Reviewer already assigned' when they already review it. */
  forwardCertificationItem: Scalars['Boolean']['output'];
  /** Links the assignment to the role: the role's members get its attributes. */
  linkRoleAssignment: Scalars['Boolean']['output'];
  /** Changes the scopes a user holds on a resource; a stale rev is a CONFLICT. */
  modifyResourceShare: SharingResource;
  /** Publishes a Training whose latest run succeeded; a refusal carries the platform's message. */
  publishPipeline: PipelinePublication;
  /** Replaces the signed-in reviewer of an item by another user or role; CONFLICT with message 'Reviewer already assigned' when it already reviews it. */
  reassignCertificationItem: Scalars['Boolean']['output'];
  /** Rejects a pending request as its approver or the approver's delegate; a stale rev is a CONFLICT. */
  rejectAccessRequest: AccessRequest;
  /** Removes one of the signed-in user's delegates; a stale rev is a CONFLICT. */
  removeDelegate: Scalars['Boolean']['output'];
  /** Removes one of the signed-in user's notifications. */
  removeNotification: Scalars['Boolean']['output'];
  /** Renames an authentication device; a WebAuthn device needs a recent sign-in (FORBIDDEN with reason REAUTH_REQUIRED). */
  renameAuthDevice: Array<AuthDevice>;
  /** Renames a trusted device; answers the updated list. */
  renameTrustedDevice: Array<TrustedDevice>;
  /** Asks that one of the signed-in user's own grants be removed; it goes through approval like any request. */
  requestAccessRemoval: AccessRequest;
  /** Asks for a run's file in a format. */
  requestReportExport: ReportExport;
  /** Revokes an application's access and tokens; answers the applications left. */
  revokeAuthorizedApp: Array<AuthorizedApp>;
  /** Starts a run; a refusal (CONFLICT, NOT_FOUND, BAD_USER_INPUT) carries the platform's message. */
  runPipeline: PipelineRun;
  /** Starts a run of a template with parameters and a timeframe; BAD_USER_INPUT (no valid parameters) per field. */
  runReport: ReportRun;
  /** Creates (no id) or replaces (id and rev) an assignment; a value that is not true, false, JSON or a number, or a script that does not parse, is BAD_USER_INPUT; a stale rev is a CONFLICT. */
  saveAssignment: Assignment;
  /** Saves a configuration object at its revision; text that is not a JSON object is BAD_USER_INPUT, a stale rev a CONFLICT. */
  saveConfiguration: Configuration;
  /** Saves a data source's feature mapping; a stale rev is a CONFLICT. */
  saveDataSourceMapping: DataSource;
  /** Creates (no id) or replaces (id and rev) an internal role; its privileges are checked with the shared privilege rules, and a stale rev is a CONFLICT. */
  saveInternalRole: InternalRole;
  /** Replaces the signed-in user's security questions and answers; a stale rev is a CONFLICT. */
  saveKba: AccountSecurity;
  /** Saves a template's definition: creates it when rev is null, otherwise replaces it at that revision (CONFLICT when stale). An invalid definition is BAD_USER_INPUT with the reason per field. */
  saveReportTemplate: ReportTemplate;
  /** Saves the settings at the revision read (CONFLICT when someone saved since); the next prediction run applies them. FORBIDDEN for a fraud analyst. */
  saveRiskSettings: RiskSettings;
  /** Saves the risk configuration at the revision it was read; a stale rev is a CONFLICT, invalid YAML or a schema error BAD_USER_INPUT (field yaml). */
  saveRiskUserConfig: RiskUserConfig;
  /** Replaces one realm's theme list (administrators only); a stale rev is a CONFLICT. */
  saveThemes: ThemeRealm;
  /** Allows or denies sharing personal data with one service; a stale rev is a CONFLICT. */
  setConsent: Profile;
  /** Activates or deactivates a data source; a stale rev is a CONFLICT. */
  setDataSourceActive: DataSource;
  /** Deploys or undeploys a route at its revision; a stale rev is a CONFLICT. */
  setRouteDeployed: Route;
  /** Shares a resource with another user of the realm; a stale rev is a CONFLICT, an unknown username a BAD_USER_INPUT. */
  shareResource: SharingResource;
  /** Signs the campaign off; refused (INVALID_INPUT) while an item has no decision. Revoked grants are removed. */
  signOffCampaign: AccessReview;
  signOut: SignOutResult;
  /** Ends every session of the signed-in user but the current one; answers how many ended. */
  signOutOtherSessions: Scalars['Int']['output'];
  /** Ends another of the signed-in user's sessions; answers the sessions left. */
  signOutSession: Array<UserSession>;
  /** Starts enrolling an authenticator app: a secret to scan or type, enabled once a code confirms it. */
  startAuthenticatorAppEnrolment: AuthenticatorAppEnrolment;
  /** Starts enrolling a security key: the options for the browser's WebAuthn registration. */
  startSecurityKeyEnrolment: SecurityKeyEnrolment;
  /** Starts linking a provider; answers the authorization URL to send the browser to. */
  startSocialLink: SocialLinkStart;
  /** Creates one request per user and item; refused when an item is already held or pending (CONFLICT with reason duplicate or existingAccess). */
  submitAccessRequest: SubmittedAccessRequest;
  /** Takes the role back from the realm's user with this username. */
  unassignInternalRole: Scalars['Boolean']['output'];
  unlinkRoleAssignment: Scalars['Boolean']['output'];
  /** Unlinks a provider; answers the providers afterwards. */
  unlinkSocialIdentity: Array<SocialProvider>;
  /** Stops sharing a resource with a user; a stale rev is a CONFLICT. */
  unshareResource: SharingResource;
  /** Patches a managed object through the signed-in user's privileges; a stale rev is a CONFLICT, a read-only field FORBIDDEN. */
  updateManagedObject: ManagedObjectForm;
  /** Saves an execution's status and end time on its definition; a stale rev is a CONFLICT. */
  updatePipelineExecutionStatus: PipelineDefinition;
  /** Patches the signed-in user's profile; a stale rev is a CONFLICT. */
  updateProfile: Profile;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationAddDelegateArgs = {
  input: AddDelegateInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationApproveAccessRequestArgs = {
  input: RequestActionInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationApproveSharingRequestArgs = {
  id: Scalars['ID']['input'];
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationAssignInternalRoleArgs = {
  input: InternalRoleMemberInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationAuthenticateArgs = {
  input: AuthenticateInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCancelAccessRequestArgs = {
  input: RequestActionInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationChangeUsernameArgs = {
  input: ChangeUsernameInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationClearCertificationDecisionsArgs = {
  input: ClearCertificationDecisionsInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCommentOnAccessRequestArgs = {
  input: RequestActionInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCommentOnCertificationItemArgs = {
  input: CertificationItemCommentInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCompleteSocialLinkArgs = {
  input: SocialLinkReturnInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationConfirmAuthenticatorAppEnrolmentArgs = {
  code: Scalars['String']['input'];
  enrolmentId: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationConfirmSecurityKeyEnrolmentArgs = {
  credential: Scalars['JSON']['input'];
  enrolmentId: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCreateDataSourceArgs = {
  input: CreateDataSourceInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationCreatePipelineDefinitionArgs = {
  input: CreatePipelineDefinitionInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDecideCertificationItemArgs = {
  input: DecideCertificationItemInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeleteAssignmentArgs = {
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeleteAuthDeviceArgs = {
  id: Scalars['ID']['input'];
  type: AuthDeviceType;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeleteDataSourceArgs = {
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeleteInternalRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeletePipelineDefinitionArgs = {
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDeleteTrustedDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationDenySharingRequestArgs = {
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationForwardAccessRequestArgs = {
  input: ForwardAccessRequestInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationForwardCertificationItemArgs = {
  input: CertificationHandOverInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationLinkRoleAssignmentArgs = {
  input: RoleAssignmentLinkInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationModifyResourceShareArgs = {
  input: ShareResourceInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationPublishPipelineArgs = {
  pipelineDefinitionId: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationReassignCertificationItemArgs = {
  input: CertificationHandOverInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRejectAccessRequestArgs = {
  input: RequestActionInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRemoveDelegateArgs = {
  input: RemoveDelegateInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRemoveNotificationArgs = {
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRenameAuthDeviceArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  type: AuthDeviceType;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRenameTrustedDeviceArgs = {
  alias: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRequestAccessRemovalArgs = {
  input: RequestAccessRemovalInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRequestReportExportArgs = {
  format: ReportFileFormat;
  runId: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRevokeAuthorizedAppArgs = {
  clientId: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRunPipelineArgs = {
  pipelineDefinitionId: Scalars['ID']['input'];
  uebaRiskThreshold: Scalars['Float']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationRunReportArgs = {
  input: RunReportInput;
  templateName: Scalars['String']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveAssignmentArgs = {
  input: SaveAssignmentInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveConfigurationArgs = {
  input: SaveConfigurationInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveDataSourceMappingArgs = {
  input: SaveDataSourceMappingInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveInternalRoleArgs = {
  input: SaveInternalRoleInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveKbaArgs = {
  input: SaveKbaInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveReportTemplateArgs = {
  input: ReportDefinitionInput;
  name: Scalars['String']['input'];
  rev?: InputMaybe<Scalars['String']['input']>;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveRiskSettingsArgs = {
  rev: Scalars['String']['input'];
  settings: RiskSettingsInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveRiskUserConfigArgs = {
  input: SaveRiskUserConfigInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSaveThemesArgs = {
  input: SaveThemesInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSetConsentArgs = {
  input: SetConsentInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSetDataSourceActiveArgs = {
  input: SetDataSourceActiveInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSetRouteDeployedArgs = {
  input: SetRouteDeployedInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationShareResourceArgs = {
  input: ShareResourceInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSignOffCampaignArgs = {
  campaignId: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSignOutSessionArgs = {
  handle: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationStartSocialLinkArgs = {
  provider: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationSubmitAccessRequestArgs = {
  input: SubmitAccessRequestInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUnassignInternalRoleArgs = {
  input: InternalRoleMemberInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUnlinkRoleAssignmentArgs = {
  input: RoleAssignmentLinkInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUnlinkSocialIdentityArgs = {
  provider: Scalars['ID']['input'];
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUnshareResourceArgs = {
  input: UnshareResourceInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUpdateManagedObjectArgs = {
  input: UpdateManagedObjectInput;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUpdatePipelineExecutionStatusArgs = {
  endTime?: InputMaybe<Scalars['Float']['input']>;
  executionId: Scalars['ID']['input'];
  pipelineDefinitionId: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
  status: PipelineStatus;
};


/** The root mutation; each feature adds its fields in schema/<feature>.graphql. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

export type NameValue = {
  __typename?: 'NameValue';
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

export type NameValueInput = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Notification = {
  __typename?: 'Notification';
  /** ISO 8601 instant. */
  createDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  notificationType: Scalars['String']['output'];
};

export type ObjectSchema = {
  __typename?: 'ObjectSchema';
  order: Array<Scalars['String']['output']>;
  properties: Array<SchemaProperty>;
  required: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** The password rules of the user's realm; an absent rule is not enforced. */
export type PasswordPolicy = {
  __typename?: 'PasswordPolicy';
  /** Fields whose whole value the password must not contain, matching case. */
  cannotContainOthers: Array<Scalars['String']['output']>;
  /** Fields whose whole value the password must not contain, in any case. */
  cannotContainOthersCaseInsensitive: Array<Scalars['String']['output']>;
  /** The user's values of the fields named above, keyed by field name. */
  fieldValues: Scalars['JSON']['output'];
  maxLength?: Maybe<Scalars['Int']['output']>;
  maxRepeatedCharacters?: Maybe<Scalars['Int']['output']>;
  minCapitals?: Maybe<Scalars['Int']['output']>;
  minCharacterSets?: Maybe<Scalars['Int']['output']>;
  minLength?: Maybe<Scalars['Int']['output']>;
  minLowercase?: Maybe<Scalars['Int']['output']>;
  minNumbers?: Maybe<Scalars['Int']['output']>;
  minSymbols?: Maybe<Scalars['Int']['output']>;
  noCommonPasswords: Scalars['Boolean']['output'];
  /** How many earlier passwords the new one must differ from. */
  passwordHistory?: Maybe<Scalars['Int']['output']>;
};

export type PatchOperationInput = {
  /** A JSON pointer such as /givenName. */
  field: Scalars['String']['input'];
  operation: PatchOperationKind;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PatchOperationKind =
  | 'add'
  | 'remove'
  | 'replace';

export type PipelineDataSource = {
  __typename?: 'PipelineDataSource';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PipelineDefinition = {
  __typename?: 'PipelineDefinition';
  /** ISO 8601. */
  created?: Maybe<Scalars['String']['output']>;
  /** The data source it reads; null when the definition names none or it no longer exists. */
  dataSource?: Maybe<PipelineDataSource>;
  /** Oldest first, as stored. */
  executions: Array<PipelineExecutionSummary>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parameters: PipelineParameters;
  rev: Scalars['String']['output'];
  /** For a Prediction: the Training whose models it uses. */
  trainingPipelineDefinitionId?: Maybe<Scalars['ID']['output']>;
  type: PipelineType;
  uebaRiskThreshold: Scalars['Float']['output'];
};

export type PipelineDefinitionPage = {
  __typename?: 'PipelineDefinitionPage';
  /** Where the next page starts; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<PipelineDefinition>;
  /** Definitions matching the search, over every page. */
  total: Scalars['Int']['output'];
};

export type PipelineExecution = {
  __typename?: 'PipelineExecution';
  /** Seconds since the epoch; null while active. */
  endTime?: Maybe<Scalars['Float']['output']>;
  executionId: Scalars['ID']['output'];
  pipelineDefinitionId?: Maybe<Scalars['ID']['output']>;
  progress?: Maybe<PipelineProgress>;
  /** SUCCESS, or FAILURE: with the reason; null while active. */
  result?: Maybe<Scalars['String']['output']>;
  /** Seconds since the epoch. */
  startTime?: Maybe<Scalars['Float']['output']>;
  /** SUCCEEDED whose result says FAILURE is FAILED. */
  status: PipelineStatus;
};

export type PipelineExecutionSummary = {
  __typename?: 'PipelineExecutionSummary';
  /** Seconds since the epoch; null while active. */
  endTime?: Maybe<Scalars['Float']['output']>;
  executionId: Scalars['ID']['output'];
  /** Seconds since the epoch. */
  startTime?: Maybe<Scalars['Float']['output']>;
  status: PipelineStatus;
};

export type PipelineLogLevel =
  | 'ERROR'
  | 'INFO'
  | 'WARN';

export type PipelineLogLine = {
  __typename?: 'PipelineLogLine';
  level: PipelineLogLevel;
  message: Scalars['String']['output'];
  /** ISO 8601. */
  time: Scalars['String']['output'];
};

export type PipelineLogs = {
  __typename?: 'PipelineLogs';
  executionId: Scalars['ID']['output'];
  lines: Array<PipelineLogLine>;
};

/** Model A is the variational autoencoder, Model B the autoencoder, Model C the clustering, UEBA the per-user behaviour model; COMBINED is the score a prediction writes. */
export type PipelineModelName =
  | 'COMBINED'
  | 'MODEL_A'
  | 'MODEL_B'
  | 'MODEL_C'
  | 'UEBA';

export type PipelineModels = {
  __typename?: 'PipelineModels';
  centroids: Array<ClusterCentroid>;
  clusters: Scalars['Int']['output'];
  /** The curves of each model that has them, Model A, B, C, UEBA then combined; none when unlabelled. */
  curves: Array<ModelCurves>;
  events: Scalars['Int']['output'];
  executionId: Scalars['ID']['output'];
  featureChoices: Array<Scalars['String']['output']>;
  /** Whether curves could be computed: a labels file sat beside the training data. */
  labelled: Scalars['Boolean']['output'];
  positives: Scalars['Int']['output'];
};

/** The models' training parameters (spec §9). */
export type PipelineParameters = {
  __typename?: 'PipelineParameters';
  embeddings: EmbeddingParameters;
  modelA: AutoencoderParameters;
  modelB: AutoencoderParameters;
  modelC: ClusteringParameters;
};

export type PipelineParametersInput = {
  embeddings: EmbeddingParametersInput;
  modelA: AutoencoderParametersInput;
  modelB: AutoencoderParametersInput;
  modelC: ClusteringParametersInput;
};

export type PipelineProgress = {
  __typename?: 'PipelineProgress';
  /** 0 to 100. */
  percent: Scalars['Float']['output'];
  stage: Scalars['String']['output'];
};

export type PipelinePublication = {
  __typename?: 'PipelinePublication';
  message: Scalars['String']['output'];
};

export type PipelineRun = {
  __typename?: 'PipelineRun';
  executionId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type PipelineStatus =
  | 'ACTIVE'
  | 'FAILED'
  | 'SUCCEEDED';

export type PipelineType =
  | 'Prediction'
  | 'Training';

export type PrPoint = {
  __typename?: 'PrPoint';
  precision: Scalars['Float']['output'];
  recall: Scalars['Float']['output'];
  threshold: Scalars['Float']['output'];
};

export type Privilege = {
  __typename?: 'Privilege';
  /** Granted attributes: read only (Read) or not (Read/Write). */
  accessFlags: Array<PrivilegeAccessFlag>;
  /** A query filter naming the objects it covers; all when null. */
  filter?: Maybe<Scalars['String']['output']>;
  /** The display name. */
  name: Scalars['String']['output'];
  /** Such as managed/alpha_user. */
  path: Scalars['String']['output'];
  permissions: Array<PrivilegePermission>;
};

export type PrivilegeAccessFlag = {
  __typename?: 'PrivilegeAccessFlag';
  attribute: Scalars['String']['output'];
  readOnly: Scalars['Boolean']['output'];
};

export type PrivilegeAccessFlagInput = {
  attribute: Scalars['String']['input'];
  readOnly: Scalars['Boolean']['input'];
};

export type PrivilegeInput = {
  accessFlags: Array<PrivilegeAccessFlagInput>;
  filter?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  path: Scalars['String']['input'];
  permissions: Array<PrivilegePermission>;
};

export type PrivilegePermission =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE'
  | 'VIEW';

export type PrivilegeTarget = {
  __typename?: 'PrivilegeTarget';
  attributes: Array<PrivilegeTargetAttribute>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PrivilegeTargetAttribute = {
  __typename?: 'PrivilegeTargetAttribute';
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type ProductVersion = {
  __typename?: 'ProductVersion';
  productBuildDate?: Maybe<Scalars['String']['output']>;
  productRevision?: Maybe<Scalars['String']['output']>;
  productVersion: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  id: Scalars['ID']['output'];
  /** The boolean settings of the schema's preferences property, in its order. */
  preferences: Array<ProfilePreference>;
  resource: Scalars['String']['output'];
  rev: Scalars['String']['output'];
  schema: ObjectSchema;
  /** Viewable, non-private values keyed by property name. */
  values: Scalars['JSON']['output'];
};

export type ProfileFieldError = {
  __typename?: 'ProfileFieldError';
  /** The property the error is about. */
  field: Scalars['String']['output'];
  /** A translation key. */
  message: Scalars['String']['output'];
  values?: Maybe<Scalars['JSON']['output']>;
};

export type ProfilePreference = {
  __typename?: 'ProfilePreference';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PublishedPipeline = {
  __typename?: 'PublishedPipeline';
  executionId: Scalars['ID']['output'];
  pipelineDefinitionId: Scalars['ID']['output'];
  /** When it was published (ISO 8601), when the configuration says. */
  published?: Maybe<Scalars['String']['output']>;
};

/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type Query = {
  __typename?: 'Query';
  /** One page of the requestable catalog: applications, entitlements and roles. */
  accessCatalog: CatalogItemPage;
  /** A request the signed-in user made, is a subject of, or decides; NOT_FOUND otherwise. */
  accessRequest: AccessRequest;
  /** The access review campaigns with items the signed-in user reviews, in progress first, then by deadline. */
  accessReviews: Array<AccessReview>;
  /** The signed-in user's username, password rules and security questions. */
  accountSecurity: AccountSecurity;
  /** One page of the realm's administrative changes, newest first. */
  adminActivity: AdminActivityPage;
  /** Every administrative change the filter matches, as CSV (at most 10000). */
  adminActivityCsv: ManagedListCsv;
  /** One page of the requests awaiting the signed-in user's decision (or that of a user who delegated to them), or that they decided. */
  approvals: AccessRequestPage;
  /** An assignment with its attributes and event scripts. */
  assignment: Assignment;
  /** The realm's mappings to a system resource, each with the attributes of its target's schema. */
  assignmentMappings: Array<AssignmentMapping>;
  /** One page of the realm's assignments. */
  assignments: AssignmentPage;
  /** Every assignment of the current search and sort as CSV. */
  assignmentsCsv: ManagedListCsv;
  /** The signed-in user's OATH, push and WebAuthn devices. */
  authDevices: Array<AuthDevice>;
  /** The features a data source maps, from the authentication entity definition. */
  authenticationFeatures: Array<AuthenticationFeature>;
  /** OAuth applications the signed-in user has granted access, other than this console. */
  authorizedApps: Array<AuthorizedApp>;
  /** Whether the risk administration screens are open to the signed-in user: the auto-access feature is on and its services accept the user's calls. False, never an error, otherwise. */
  autoAccessAvailable: Scalars['Boolean']['output'];
  /** One page of six objects (files and folders) of a bucket's folder. */
  bucketObjects: BucketObjectPage;
  /** The catalog's applications, by name, for the catalog's application filter. */
  catalogApplications: Array<CatalogItem>;
  /** Whether an item may be requested for these users: none, or why not (a pending request, or access they already hold). */
  catalogItemConflict: CatalogItemConflict;
  /** The terms a reviewer meets in a certification task, with their meaning. */
  certificationGlossary: Array<GlossaryTerm>;
  /** A campaign's certification task for the signed-in user: the items they review and what they may do; FORBIDDEN without view permission. */
  certificationTask: CertificationTask;
  /** A configuration object by id (such as ui/configuration), as formatted JSON with its revision. */
  configuration: Configuration;
  /** Services that may receive the signed-in user's personal data, with the user's choice for each. */
  consentMappings: Array<ConsentMapping>;
  /** One data source; NOT_FOUND when the realm has none with this id. */
  dataSource: DataSource;
  /** The storage buckets whose name starts with prefix (every bucket when omitted), by name. */
  dataSourceBuckets: Array<StorageBucket>;
  /** The first record of a bucket file, or why it cannot be read. */
  dataSourceFilePreview: DataSourceFilePreview;
  /** One page of the realm's data sources, sorted by name; FORBIDDEN for anyone but an identity administrator. */
  dataSources: DataSourcePage;
  /** The direct report, FORBIDDEN when the user is not one. */
  directReport: GovernanceUser;
  /** One page of a direct report's grants of a type; FORBIDDEN when the user is not a direct report. */
  directReportGrants: GrantPage;
  /** The users whose manager is the signed-in user, by display name. */
  directReports: Array<GovernanceUser>;
  /** The definitions the entity service serves, read-only. FORBIDDEN for anyone but an identity administrator or a data analyst. */
  entityDefinitions: Array<EntityDefinition>;
  /** Runs a search body (the entity search DSL, as JSON text) against one index; it can only search. The service's refusal of the query or of the index (a data analyst's search of the scored sign-ins) comes back in the result's error. */
  entitySearch: EntitySearchResult;
  /** One authentication feature's values over a period, with the risky share of each and, for a user, that user's values beside. FORBIDDEN for anyone but an identity administrator. */
  featureExploration: FeatureExploration;
  features: Array<Feature>;
  /** The counts behind the Inbox badges and the dashboard cards, for the signed-in user. */
  governanceCounts: GovernanceCounts;
  /** The realm's users whose user name, given name, surname or mail starts with the search (at least USER_SEARCH_MIN_CHARS characters), at most 20, by display name. */
  governanceUsers: Array<GovernanceUser>;
  /** An internal role with its privileges. */
  internalRole: InternalRole;
  /** One page of the internal roles the signed-in administrator manages. */
  internalRoles: InternalRolePage;
  /** Every internal role of the current search and sort as CSV. */
  internalRolesCsv: ManagedListCsv;
  /** What a feature mapping makes of a sample record: a value or an error per feature. */
  jsltPreview: JsltPreview;
  /** Server-side message overrides for a locale, keyed by package. */
  localeMessages: Scalars['JSON']['output'];
  /** One page of a managed resource the signed-in user administers; FORBIDDEN without the View privilege. */
  managedList: ManagedList;
  /** Every row of the list's current search and sort as CSV (at most 10000 rows); FORBIDDEN without the View privilege. */
  managedListCsv: ManagedListCsv;
  /** A managed object as an edit form: the fields the signed-in user may see, and which they may change. */
  managedObject: ManagedObjectForm;
  /** The signed-in user. */
  me: Me;
  /** One page of the requests the signed-in user made or that were made for them, newest first. */
  myAccessRequests: AccessRequestPage;
  /** The signed-in user's delegates, by start date. */
  myDelegates: Array<Delegate>;
  /** One page of the signed-in user's own grants of a type. */
  myGrants: GrantPage;
  /** The signed-in user's live sessions in the realm. */
  mySessions: Array<UserSession>;
  /** The signed-in user's notifications, newest first. */
  notifications: Array<Notification>;
  /** One pipeline definition; NOT_FOUND when the realm has none with this id. */
  pipelineDefinition: PipelineDefinition;
  /** One page of the realm's pipeline definitions, sorted by pipeline name, with their executions. */
  pipelineDefinitions: PipelineDefinitionPage;
  /** A run as the platform reports it now; NOT_FOUND for an unknown execution. */
  pipelineExecution: PipelineExecution;
  /** The log of a pipeline's latest run, or of the given one; null when the pipeline never ran. */
  pipelineLogs?: Maybe<PipelineLogs>;
  /** The models of the pipeline's latest succeeded training; NOT_FOUND, with the platform's message, when it has none. */
  pipelineModels: PipelineModels;
  /** The managed objects of the realm a privilege may name, with their attributes. */
  privilegeTargets: Array<PrivilegeTarget>;
  /** The signed-in user's delegated-administration menu entries; empty for anyone without privileges, null when they could not be read. */
  privileges?: Maybe<Array<DelegatedAdminPrivilege>>;
  /** The signed-in user's profile with its managed-object schema. */
  profile: Profile;
  /** The signed-in user's profile as stored, everything the user may read, for download. */
  profileData: Scalars['JSON']['output'];
  /** Checks profile values against the platform's policies without saving them; no errors means valid. */
  profilePolicyCheck: Array<ProfileFieldError>;
  /** The Training run that predictions use, as the realm's common configuration names it; null when none is published. */
  publishedPipeline?: Maybe<PublishedPipeline>;
  /** Where an export of a run stands: generating while the run runs, available once it succeeded, error when it failed. */
  reportExport: ReportExport;
  /** One page of a run's rows, sorted and filtered, with the template's aggregates over every filtered row. */
  reportRows: ReportRowsPage;
  /** One run. */
  reportRun: ReportRun;
  /** A template's run history, newest first. */
  reportRuns: ReportRunPage;
  /** A report template; NOT_FOUND (template missing) when there is none of that name. */
  reportTemplate: ReportTemplate;
  /** The realm's report templates by name; search is text the name or description contains. NOT_FOUND when reports are off. */
  reportTemplates: Array<ReportTemplate>;
  /** One page of ten of every scored sign-in event the filters select, risky or not; the next page passes the previous page's nextCursor. FORBIDDEN for anyone but an identity administrator. */
  riskActivity: RiskEventPage;
  /** The activity the filters select, as CSV (at most 10 000 events). */
  riskActivityCsv: RiskEventsCsv;
  /** Whether the risk analysis screens (dashboard, activity, feature exploration) may open for the signed-in user: the auto-access feature is on and its services answer the user's read of the settings. The user's roles say which screens. False, never an error, otherwise. */
  riskAnalysisAvailable: Scalars['Boolean']['output'];
  /** The risk dashboard for the filters: the facets, the reasons found, the map and the charts. FORBIDDEN for anyone but an identity administrator. */
  riskDashboard: RiskDashboard;
  /** The first events (at most 10) of a bucket file scored with the given configuration; NOT_FOUND for a missing bucket or file, BAD_USER_INPUT for invalid YAML (field yaml, with line and column). */
  riskEvaluationPreview: RiskEvaluationPreview;
  /** One scored event with its reasons; NOT_FOUND when the realm has none with this id. */
  riskEvent: RiskEventDetail;
  /** One page of ten events of the event log; the next page passes the previous page's nextCursor. */
  riskEvents: RiskEventPage;
  /** The event log the filters select, as CSV (at most 10 000 events). */
  riskEventsCsv: RiskEventsCsv;
  /** A facet's values that start with search, 50 at a time by value, for a facet too large to list. */
  riskFacetValues: Array<RiskFacetValue>;
  /** A user's usual values against the whole realm's over the 6 months ending now, or at the end of the day of at (an ISO 8601 instant): the report User-Normal-View. */
  riskNormalView: RiskNormalView;
  /** The realm's auto-access settings; before the first save, the threshold and levels of the YAML risk configuration. FORBIDDEN for anyone but an identity administrator, a fraud analyst or a data analyst. */
  riskSettings: RiskSettings;
  /** The realm's user-level risk configuration as YAML text, with its revision. */
  riskUserConfig: RiskUserConfig;
  /** The realm's assignments linked to an internal role. */
  roleAssignments: Array<Assignment>;
  /** One page of the realm's routes (custom endpoints), with whether each is deployed. */
  routes: RoutePage;
  /** Every route of the current search and sort as CSV. */
  routesCsv: ManagedListCsv;
  /** Server information of a realm (root when omitted). */
  serverInfo: ServerInfo;
  session: Session;
  /** Resources other users have shared with the signed-in user. */
  sharedWithMe: Array<SharedResource>;
  /** Requests from other users for access to the signed-in user's resources, oldest first. */
  sharingRequests: Array<SharingRequest>;
  /** Resources the signed-in user owns, with the users each is shared with. */
  sharingResources: Array<SharingResource>;
  /** The signed-in user's recent sign-ins, newest first. */
  signInHistory: Array<SignInEvent>;
  /** The realm's social identity providers, with the signed-in user's linked identities. */
  socialProviders: Array<SocialProvider>;
  /** The platform-wide notice shown in a banner; null when there is none. */
  systemNotification?: Maybe<SystemNotification>;
  /** The tenant the signed-in user works in; null when the platform serves no tenant facts. */
  tenant?: Maybe<Tenant>;
  /** Every realm's themes with the document revision, for the theme editor. */
  themeRealm: ThemeRealm;
  /** Themes of a realm, served to anonymous users. */
  themes: Array<Theme>;
  /** Browsers the signed-in user has signed in from, most recently used first. */
  trustedDevices: Array<TrustedDevice>;
  uiConfig: UiConfig;
  version: ProductVersion;
  /** Workforce applications the signed-in user is assigned; NOT_FOUND while the workforce feature is off. */
  workforceApplications: Array<WorkforceApplication>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAccessCatalogArgs = {
  input: AccessCatalogInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAccessRequestArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAdminActivityArgs = {
  input: AdminActivityInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAdminActivityCsvArgs = {
  input: AdminActivityCsvInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryApprovalsArgs = {
  input: ApprovalsInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAssignmentArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAssignmentsArgs = {
  input: AssignmentListInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryAssignmentsCsvArgs = {
  input: AssignmentCsvInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryBucketObjectsArgs = {
  input: BucketObjectsInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryCatalogItemConflictArgs = {
  input: CatalogItemConflictInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryCertificationTaskArgs = {
  campaignId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryConfigurationArgs = {
  id: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDataSourceArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDataSourceBucketsArgs = {
  prefix?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDataSourceFilePreviewArgs = {
  input: DataSourceFilePreviewInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDataSourcesArgs = {
  input: DataSourcesInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDirectReportArgs = {
  userId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryDirectReportGrantsArgs = {
  input: GrantsInput;
  userId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryEntitySearchArgs = {
  index: EntitySearchIndex;
  query: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryFeatureExplorationArgs = {
  feature: ExplorationFeature;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  user?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryGovernanceUsersArgs = {
  search: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryInternalRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryInternalRolesArgs = {
  input: InternalRoleListInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryInternalRolesCsvArgs = {
  input: InternalRoleCsvInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryJsltPreviewArgs = {
  input: JsltPreviewInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryLocaleMessagesArgs = {
  locale: Scalars['String']['input'];
  packages?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryManagedListArgs = {
  input: ManagedListInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryManagedListCsvArgs = {
  input: ManagedListCsvInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryManagedObjectArgs = {
  id: Scalars['ID']['input'];
  resourceName: Scalars['String']['input'];
  resourceType: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryMyAccessRequestsArgs = {
  input: AccessRequestsInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryMyGrantsArgs = {
  input: GrantsInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryPipelineDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryPipelineDefinitionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  pageSize: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryPipelineExecutionArgs = {
  executionId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryPipelineLogsArgs = {
  executionId?: InputMaybe<Scalars['ID']['input']>;
  pipelineDefinitionId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryPipelineModelsArgs = {
  pipelineDefinitionId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryProfilePolicyCheckArgs = {
  values: Scalars['JSON']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportExportArgs = {
  exportId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportRowsArgs = {
  id: Scalars['ID']['input'];
  input: ReportRowsInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportRunArgs = {
  id: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportRunsArgs = {
  offset: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  templateName: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportTemplateArgs = {
  name: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryReportTemplatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters: RiskActivityFiltersInput;
  sort?: InputMaybe<RiskEventSort>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskActivityCsvArgs = {
  filters: RiskActivityFiltersInput;
  sort?: InputMaybe<RiskEventSort>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskDashboardArgs = {
  filters: RiskFiltersInput;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskEvaluationPreviewArgs = {
  input: RiskEvaluationPreviewInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskEventArgs = {
  eventId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters: RiskFiltersInput;
  sort?: InputMaybe<RiskEventSort>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskEventsCsvArgs = {
  filters: RiskFiltersInput;
  sort?: InputMaybe<RiskEventSort>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskFacetValuesArgs = {
  facet: RiskFacet;
  filters: RiskFiltersInput;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRiskNormalViewArgs = {
  at?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRoleAssignmentsArgs = {
  roleId: Scalars['ID']['input'];
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRoutesArgs = {
  input: RouteListInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryRoutesCsvArgs = {
  input: RouteCsvInput;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryServerInfoArgs = {
  realm?: InputMaybe<Scalars['String']['input']>;
};


/** The root query; each feature adds its fields in schema/<feature>.graphql. */
export type QueryThemesArgs = {
  realm: Scalars['String']['input'];
};

export type RealmThemes = {
  __typename?: 'RealmThemes';
  realm: Scalars['String']['output'];
  themes: Array<Theme>;
};

export type RemoveDelegateInput = {
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type ReportAggregate = {
  __typename?: 'ReportAggregate';
  column?: Maybe<Scalars['String']['output']>;
  function: Scalars['String']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ReportAggregateInput = {
  column?: InputMaybe<Scalars['String']['input']>;
  function: Scalars['String']['input'];
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ReportColumn = {
  __typename?: 'ReportColumn';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  source: Scalars['String']['output'];
};

export type ReportColumnFilterInput = {
  /** For an enumerated column, the stored values whose shown labels hold the text: rows whose value is one of them, instead. */
  anyOf?: InputMaybe<Array<Scalars['String']['input']>>;
  column: Scalars['String']['input'];
  /** The text typed: rows whose value holds it, ignoring case. */
  value: Scalars['String']['input'];
};

export type ReportColumnInput = {
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  source: Scalars['String']['input'];
};

export type ReportDefinitionInput = {
  aggregates: Array<ReportAggregateInput>;
  columns: Array<ReportColumnInput>;
  dataSource: Scalars['String']['input'];
  description: Scalars['String']['input'];
  filters: Array<ReportFilterInput>;
  parameters: Array<ReportParameterDefinitionInput>;
  sorting: Array<ReportSortInput>;
};

export type ReportExport = {
  __typename?: 'ReportExport';
  /** Where the browser downloads the file (same origin) once available. */
  downloadPath?: Maybe<Scalars['String']['output']>;
  exportId: Scalars['ID']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  status: ReportExportStatus;
};

export type ReportExportStatus =
  | 'available'
  | 'error'
  | 'generating';

export type ReportFileFormat =
  | 'csv'
  | 'json';

export type ReportFilter = {
  __typename?: 'ReportFilter';
  column: Scalars['String']['output'];
  operator: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ReportFilterInput = {
  column: Scalars['String']['input'];
  operator: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** An output column of a run: aggregate is the function of an aggregate column, null for a grouped one. */
export type ReportOutputColumn = {
  __typename?: 'ReportOutputColumn';
  aggregate?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ReportParameter = {
  __typename?: 'ReportParameter';
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

export type ReportParameterDefinitionInput = {
  name: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
};

export type ReportParameterInput = {
  name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ReportParameterValue = {
  __typename?: 'ReportParameterValue';
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ReportRowsInput = {
  filters: Array<ReportColumnFilterInput>;
  offset: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  /** A column name, with a leading - for descending. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type ReportRowsPage = {
  __typename?: 'ReportRowsPage';
  columns: Array<ReportOutputColumn>;
  /** Rows as objects keyed by column name. */
  rows: Array<Scalars['JSON']['output']>;
  /** The template's order, in which the rows come when no sortKey is given. */
  sorting: Array<ReportSort>;
  /** Each aggregate over every filtered row, keyed by column name. */
  summary: Scalars['JSON']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ReportRun = {
  __typename?: 'ReportRun';
  columns: Array<ReportOutputColumn>;
  endedAt?: Maybe<Scalars['String']['output']>;
  /** The format of the run's latest export. */
  fileType?: Maybe<ReportFileFormat>;
  id: Scalars['ID']['output'];
  parameters: Array<ReportParameterValue>;
  rangeEnd: Scalars['String']['output'];
  rangeStart: Scalars['String']['output'];
  rowCount?: Maybe<Scalars['Int']['output']>;
  startedAt: Scalars['String']['output'];
  status: ReportRunStatus;
  templateName: Scalars['String']['output'];
  timeframe: ReportTimeframe;
};

export type ReportRunPage = {
  __typename?: 'ReportRunPage';
  runs: Array<ReportRun>;
  totalCount: Scalars['Int']['output'];
};

export type ReportRunStatus =
  | 'failed'
  | 'running'
  | 'succeeded';

export type ReportSort = {
  __typename?: 'ReportSort';
  column: Scalars['String']['output'];
  direction: Scalars['String']['output'];
};

export type ReportSortInput = {
  column: Scalars['String']['input'];
  direction: Scalars['String']['input'];
};

export type ReportTemplate = {
  __typename?: 'ReportTemplate';
  aggregates: Array<ReportAggregate>;
  columns: Array<ReportColumn>;
  dataSource: Scalars['String']['output'];
  description: Scalars['String']['output'];
  filters: Array<ReportFilter>;
  name: Scalars['String']['output'];
  parameters: Array<ReportParameter>;
  rev: Scalars['String']['output'];
  sorting: Array<ReportSort>;
};

export type ReportTimeframe = {
  __typename?: 'ReportTimeframe';
  endDate?: Maybe<Scalars['String']['output']>;
  preset: ReportTimeframePreset;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type ReportTimeframeInput = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  preset: ReportTimeframePreset;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type ReportTimeframePreset =
  | 'custom'
  | 'last7Days'
  | 'last30Days'
  | 'today'
  | 'yesterday';

export type RequestAccessRemovalInput = {
  grantId: Scalars['ID']['input'];
  justification: Scalars['String']['input'];
};

export type RequestActionInput = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type RequestActions = {
  __typename?: 'RequestActions';
  approve: Scalars['Boolean']['output'];
  cancel: Scalars['Boolean']['output'];
  comment: Scalars['Boolean']['output'];
  forward: Scalars['Boolean']['output'];
  reject: Scalars['Boolean']['output'];
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

export type RequestHistoryEntry = {
  __typename?: 'RequestHistoryEntry';
  action: RequestHistoryAction;
  comment: Scalars['String']['output'];
  /** ISO 8601. */
  timestamp: Scalars['String']['output'];
  user?: Maybe<GovernanceUser>;
};

export type RequestPriority =
  | 'high'
  | 'low'
  | 'medium';

export type ResourceShare = {
  __typename?: 'ResourceShare';
  scopes: Array<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type ReviewerKind =
  | 'role'
  | 'user';

export type ReviewerPermissions = {
  __typename?: 'ReviewerPermissions';
  comment: Scalars['Boolean']['output'];
  decide: Scalars['Boolean']['output'];
  forward: Scalars['Boolean']['output'];
  signOff: Scalars['Boolean']['output'];
  view: Scalars['Boolean']['output'];
};

export type RiskAccessResultsDay = {
  __typename?: 'RiskAccessResultsDay';
  /** The day's first instant, ISO 8601. */
  day: Scalars['String']['output'];
  other: Scalars['Int']['output'];
  successful: Scalars['Int']['output'];
};

export type RiskActivityFiltersInput = {
  /** Feature values of which any must match. */
  attributes?: InputMaybe<Array<RiskAttributeFilterInput>>;
  /** ISO 8601 instants; the period includes both. */
  from: Scalars['String']['input'];
  /** An IPv4 or IPv6 address. */
  ipAddress?: InputMaybe<Scalars['String']['input']>;
  result?: InputMaybe<RiskActivityResult>;
  riskMax: Scalars['Int']['input'];
  /** Risk from riskMin up to riskMax + 0.5, both included. */
  riskMin: Scalars['Int']['input'];
  to: Scalars['String']['input'];
  /** The user's id or the name the user signed in with. */
  user?: InputMaybe<Scalars['String']['input']>;
};

/** A sign-in's response status. */
export type RiskActivityResult =
  | 'FAILED'
  | 'SUCCESSFUL';

export type RiskAttributeFilterInput = {
  facet: RiskFacet;
  /** Values of which any must match. */
  values: Array<Scalars['String']['input']>;
};

export type RiskAverageDay = {
  __typename?: 'RiskAverageDay';
  /** Null on a day without risky attempts. */
  averageScore?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

export type RiskDashboard = {
  __typename?: 'RiskDashboard';
  /** Per day: successful sign-ins against the others. */
  accessResults: Array<RiskAccessResultsDay>;
  facets: Array<RiskFacetValues>;
  map: Array<RiskMapPoint>;
  /** The UEBA and clustering features found in risky events, without failed and unknown. */
  reasonFeatures: RiskReasonFeatures;
  /** Per day: the average risk of risky attempts. */
  riskOverTime: Array<RiskAverageDay>;
  riskiestUsers: Array<RiskiestUser>;
  /** Whether the realm has any scored event at all, whatever the filters: none before a prediction pipeline has run. */
  scored: Scalars['Boolean']['output'];
  /** Events the filters select. */
  total: Scalars['Int']['output'];
};

export type RiskEvaluationPreview = {
  __typename?: 'RiskEvaluationPreview';
  events: Array<RiskPreviewEvent>;
  model: RiskPreviewModel;
};

export type RiskEvaluationPreviewInput = {
  bucket: Scalars['String']['input'];
  filePath: Scalars['String']['input'];
  /** 1 to 10. */
  numOfEvents: Scalars['Int']['input'];
  /** The configuration to score with, as YAML text (the editor's, saved or not). */
  yaml: Scalars['String']['input'];
};

export type RiskEvent = {
  __typename?: 'RiskEvent';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  /** The part of the day (night, morning, afternoon, evening) and the weekday the features name. */
  dayparting?: Maybe<Scalars['String']['output']>;
  device?: Maybe<Scalars['String']['output']>;
  deviceType?: Maybe<Scalars['String']['output']>;
  eventId: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  os?: Maybe<Scalars['String']['output']>;
  osVersion?: Maybe<Scalars['String']['output']>;
  reasons: Array<RiskReason>;
  /** The response status, such as SUCCESSFUL or FAILED. */
  result?: Maybe<Scalars['String']['output']>;
  /** Rounded to an integer. */
  riskScore: Scalars['Int']['output'];
  riskScoreThreshold: Scalars['Float']['output'];
  risky: Scalars['Boolean']['output'];
  /** ISO 8601. */
  time: Scalars['String']['output'];
  transactionId?: Maybe<Scalars['String']['output']>;
  userAgent?: Maybe<Scalars['String']['output']>;
  userAgentType?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  /** The name the user signed in with, when the data source maps it. */
  userName?: Maybe<Scalars['String']['output']>;
  weekday?: Maybe<Scalars['String']['output']>;
};

export type RiskEventDetail = {
  __typename?: 'RiskEventDetail';
  event: RiskEvent;
  /** The user's last 5 risky attempts before this one, most risky first. */
  previousAttempts: Array<RiskEvent>;
  /** How many risky attempts the user made before this one in all. */
  previousAttemptsTotal: Scalars['Int']['output'];
  /** For impossible travel: the located sign-in before this one, which it was compared with. */
  travel?: Maybe<RiskTravel>;
};

export type RiskEventPage = {
  __typename?: 'RiskEventPage';
  events: Array<RiskEvent>;
  /** Where the next page starts; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type RiskEventSort =
  | 'eventTime'
  | 'risk'
  | 'user';

export type RiskEventsCsv = {
  __typename?: 'RiskEventsCsv';
  csv: Scalars['String']['output'];
  /** risk-events-<from>-<to>.csv */
  fileName: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
  /** More events matched than the export holds. */
  truncated: Scalars['Boolean']['output'];
};

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

export type RiskFacetValue = {
  __typename?: 'RiskFacetValue';
  count: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type RiskFacetValues = {
  __typename?: 'RiskFacetValues';
  facet: RiskFacet;
  /** More than 50 values: search them rather than list them. */
  searchable: Scalars['Boolean']['output'];
  /** At most 100 values by count. */
  values: Array<RiskFacetValue>;
};

export type RiskFiltersInput = {
  /** The map's visible area; applied only when zoomed in past level 3. */
  area?: InputMaybe<RiskMapAreaInput>;
  attributes?: InputMaybe<Array<RiskAttributeFilterInput>>;
  /** ISO 8601 instants; the period includes both. */
  from: Scalars['String']['input'];
  /** Risk levels of which any must match; every level when empty. */
  levels?: InputMaybe<Array<RiskLevel>>;
  reasons?: InputMaybe<RiskReasonsInput>;
  riskMax: Scalars['Int']['input'];
  /** Risk from riskMin up to riskMax + 0.5, both included. */
  riskMin: Scalars['Int']['input'];
  /** Only risky events (true), only the others (false), or every event (null). */
  riskyEvents?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the medium and high levels start; 50 and 80 when omitted. */
  thresholds?: InputMaybe<RiskThresholdsInput>;
  to: Scalars['String']['input'];
};

export type RiskLevel =
  | 'high'
  | 'low'
  | 'medium';

export type RiskMapAreaInput = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
  zoom: Scalars['Float']['input'];
};

export type RiskMapPoint = {
  __typename?: 'RiskMapPoint';
  averageScore: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  lat: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type RiskNormalView = {
  __typename?: 'RiskNormalView';
  features: Array<RiskNormalViewFeature>;
  /** ISO 8601: the 6 months compared. */
  from: Scalars['String']['output'];
  realmEvents: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  userEvents: Scalars['Int']['output'];
  userId: Scalars['String']['output'];
};

export type RiskNormalViewFeature = {
  __typename?: 'RiskNormalViewFeature';
  /** city, country, os, device, userAgentType, dayparting or weekday. */
  feature: Scalars['String']['output'];
  realm: Array<RiskFacetValue>;
  user: Array<RiskFacetValue>;
  /** Every value of the user's, and the realm's most frequent, with both counts. */
  values: Array<RiskNormalViewValue>;
};

export type RiskNormalViewValue = {
  __typename?: 'RiskNormalViewValue';
  realmCount: Scalars['Int']['output'];
  userCount: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type RiskPreviewEvent = {
  __typename?: 'RiskPreviewEvent';
  eventId: Scalars['String']['output'];
  /** Heuristic keys (is_brute_force, ...), feature names (city, os, ...) or no_explainable. */
  reasons: Array<Scalars['String']['output']>;
  risky: Scalars['Boolean']['output'];
  /** 0 to 100, rounded to an integer. */
  score: Scalars['Int']['output'];
  /** ISO 8601. */
  time: Scalars['String']['output'];
  userId: Scalars['String']['output'];
};

export type RiskPreviewModel =
  /** No model is published: the heuristics and IP lists alone scored the events. */
  | 'HEURISTICS_ONLY'
  /** The realm's published model scored the events, with the heuristics. */
  | 'PUBLISHED';

export type RiskReason = {
  __typename?: 'RiskReason';
  /** The heuristic key (is_brute_force…) or the unusual feature (city…); null for none. */
  key?: Maybe<Scalars['String']['output']>;
  kind: RiskReasonKind;
};

export type RiskReasonFeatures = {
  __typename?: 'RiskReasonFeatures';
  clustering: Array<RiskFacetValue>;
  ueba: Array<RiskFacetValue>;
};

export type RiskReasonKind =
  | 'clustering'
  | 'heuristic'
  | 'none'
  | 'ueba';

/** Reasons of which any must match. */
export type RiskReasonsInput = {
  /** Features the clustering model found unusual. */
  clustering: Array<Scalars['String']['input']>;
  /** Heuristic keys such as is_brute_force, is_ip_blocked, is_advanced_bot_detection. */
  heuristics: Array<Scalars['String']['input']>;
  /** Features the per-user behaviour model found unusual. */
  ueba: Array<Scalars['String']['input']>;
};

export type RiskSettings = {
  __typename?: 'RiskSettings';
  /** IPv4 or IPv6 addresses and CIDR ranges whose sign-ins score 0. */
  allowList: Array<Scalars['String']['output']>;
  /** IPv4 or IPv6 addresses and CIDR ranges whose sign-ins score 100 (IP blocked). */
  blockList: Array<Scalars['String']['output']>;
  highLevel: Scalars['Int']['output'];
  /** Where the medium and high risk levels start. */
  mediumLevel: Scalars['Int']['output'];
  /** How many days of scored events a prediction run keeps. */
  retentionDays: Scalars['Int']['output'];
  /** The revision to save at; 0 before the first save. */
  rev: Scalars['String']['output'];
  /** Events scoring at least this are risky. */
  riskScoreThreshold: Scalars['Int']['output'];
};

export type RiskSettingsInput = {
  allowList: Array<Scalars['String']['input']>;
  blockList: Array<Scalars['String']['input']>;
  highLevel: Scalars['Int']['input'];
  mediumLevel: Scalars['Int']['input'];
  retentionDays: Scalars['Int']['input'];
  riskScoreThreshold: Scalars['Int']['input'];
};

export type RiskThresholdsInput = {
  high: Scalars['Int']['input'];
  medium: Scalars['Int']['input'];
};

export type RiskTravel = {
  __typename?: 'RiskTravel';
  distanceKm: Scalars['Float']['output'];
  hours: Scalars['Float']['output'];
  previous: RiskEvent;
  /** Null when both sign-ins happened at the same instant. */
  speedKmh?: Maybe<Scalars['Float']['output']>;
};

export type RiskUserConfig = {
  __typename?: 'RiskUserConfig';
  rev: Scalars['String']['output'];
  yaml: Scalars['String']['output'];
};

export type RiskiestUser = {
  __typename?: 'RiskiestUser';
  averageScore: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  userId: Scalars['String']['output'];
  /** The name the user signed in with, when the data source maps it. */
  userName?: Maybe<Scalars['String']['output']>;
};

export type RocPoint = {
  __typename?: 'RocPoint';
  fpr: Scalars['Float']['output'];
  threshold: Scalars['Float']['output'];
  tpr: Scalars['Float']['output'];
};

export type RoleAssignmentLinkInput = {
  assignmentId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
};

/** A custom endpoint of the realm, served at /openidm/endpoint/{name} while deployed. */
export type Route = {
  __typename?: 'Route';
  /** What it does when called: linkedApplicationsCount, requestInfo or health. */
  behaviour: Scalars['String']['output'];
  /** Such as endpoint/echo. */
  context: Scalars['String']['output'];
  /** An undeployed route answers Not Found to every request until it is deployed again. */
  deployed: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** The endpoint's name. */
  id: Scalars['ID']['output'];
  rev: Scalars['String']['output'];
};

export type RouteCsvInput = {
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type RouteListInput = {
  offset: Scalars['Int']['input'];
  /** Rows per page: 10, 20, 50 or 100. */
  pageSize: Scalars['Int']['input'];
  /** Text the name or description contains. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDescending?: InputMaybe<Scalars['Boolean']['input']>;
  /** name, behaviour or deployed. */
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export type RoutePage = {
  __typename?: 'RoutePage';
  rows: Array<Route>;
  total: Scalars['Int']['output'];
};

export type RunReportInput = {
  parameters: Array<ReportParameterInput>;
  timeframe: ReportTimeframeInput;
};

export type SaveAssignmentInput = {
  attributes: Array<AssignmentAttributeInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  mapping: Scalars['String']['input'];
  name: Scalars['String']['input'];
  onAssignment?: InputMaybe<Scalars['String']['input']>;
  onUnassignment?: InputMaybe<Scalars['String']['input']>;
  rev?: InputMaybe<Scalars['String']['input']>;
};

export type SaveConfigurationInput = {
  id: Scalars['String']['input'];
  json: Scalars['String']['input'];
  rev: Scalars['String']['input'];
};

export type SaveDataSourceMappingInput = {
  id: Scalars['ID']['input'];
  mapping: Array<FeatureExpressionInput>;
  rev: Scalars['String']['input'];
};

export type SaveInternalRoleInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  privileges: Array<PrivilegeInput>;
  rev?: InputMaybe<Scalars['String']['input']>;
  timeConstraint?: InputMaybe<TimeConstraintInput>;
};

export type SaveKbaInput = {
  questions: Array<KbaAnswerInput>;
  rev: Scalars['String']['input'];
};

export type SaveRiskUserConfigInput = {
  rev: Scalars['String']['input'];
  yaml: Scalars['String']['input'];
};

export type SaveThemesInput = {
  realm: Scalars['String']['input'];
  rev: Scalars['String']['input'];
  themes: Array<ThemeInput>;
};

export type SchemaProperty = {
  __typename?: 'SchemaProperty';
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nullable: Scalars['Boolean']['output'];
  searchable: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  userEditable: Scalars['Boolean']['output'];
  viewable: Scalars['Boolean']['output'];
};

export type SecurityKeyEnrolment = {
  __typename?: 'SecurityKeyEnrolment';
  enrolmentId: Scalars['String']['output'];
  /** PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create. */
  options: Scalars['JSON']['output'];
};

export type ServerInfo = {
  __typename?: 'ServerInfo';
  cookieName: Scalars['String']['output'];
  forgotPassword: Scalars['Boolean']['output'];
  forgotUsername: Scalars['Boolean']['output'];
  realm: Scalars['String']['output'];
  secureCookie: Scalars['Boolean']['output'];
  selfRegistration: Scalars['Boolean']['output'];
};

export type Session = {
  __typename?: 'Session';
  /** Seconds since the epoch. */
  authTime: Scalars['Float']['output'];
  /** ISO 8601 instant. */
  maxIdleExpirationTime: Scalars['String']['output'];
  maxSessionExpirationTime: Scalars['String']['output'];
  realm: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type SetConsentInput = {
  consented: Scalars['Boolean']['input'];
  mapping: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type SetDataSourceActiveInput = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type SetRouteDeployedInput = {
  deployed: Scalars['Boolean']['input'];
  /** The route's id (its endpoint name). */
  name: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
};

export type ShareResourceInput = {
  resourceId: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type SharedResource = {
  __typename?: 'SharedResource';
  /** An image URL (https or data), or null. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Username of the owner. */
  owner: Scalars['String']['output'];
  /** The scopes the owner granted. */
  scopes: Array<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type SharingRequest = {
  __typename?: 'SharingRequest';
  id: Scalars['ID']['output'];
  /** ISO 8601 instant. */
  requestDate?: Maybe<Scalars['String']['output']>;
  /** Username of the user asking for access. */
  requester: Scalars['String']['output'];
  resourceId: Scalars['ID']['output'];
  resourceName: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
};

export type SharingResource = {
  __typename?: 'SharingResource';
  /** An image URL (https or data), or null. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Changes with every change of the resource's sharing; sent back with a change. */
  rev: Scalars['String']['output'];
  /** The scopes the resource can be shared with, such as view and edit. */
  scopes: Array<Scalars['String']['output']>;
  shares: Array<ResourceShare>;
  type?: Maybe<Scalars['String']['output']>;
};

export type SignInEvent = {
  __typename?: 'SignInEvent';
  browser?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** Whether the sign-in came from a private, loopback or link-local address. */
  localNetwork: Scalars['Boolean']['output'];
  /** Such as London, United Kingdom; null when unknown or on the local network. */
  location?: Maybe<Scalars['String']['output']>;
  os?: Maybe<Scalars['String']['output']>;
  result: SignInResult;
  /** ISO 8601 instant. */
  time: Scalars['String']['output'];
};

export type SignInResult =
  | 'FAILURE'
  | 'SUCCESS';

export type SignOutResult = {
  __typename?: 'SignOutResult';
  /** The platform refused the post-logout URL; the browser reloads to Login instead. */
  gotoRejected: Scalars['Boolean']['output'];
  /** Where the browser goes next; null means reload. */
  postLogoutUrl?: Maybe<Scalars['String']['output']>;
};

export type SocialIdentity = {
  __typename?: 'SocialIdentity';
  email?: Maybe<Scalars['String']['output']>;
  /** When the link was made (ISO 8601). */
  linkedAt: Scalars['String']['output'];
  /** The provider's stable subject for the user. */
  subject: Scalars['String']['output'];
};

/** The provider's authorization response, as it came back to /oauthReturn or inside /handleOAuth/{amData}. */
export type SocialLinkReturnInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['String']['input']>;
  errorDescription?: InputMaybe<Scalars['String']['input']>;
  iss?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
};

/** Where to send the browser to sign in at the provider; AM keeps the state, nonce and PKCE verifier. */
export type SocialLinkStart = {
  __typename?: 'SocialLinkStart';
  authorizeUrl: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  provider: Scalars['ID']['output'];
};

/** A social identity provider of the realm, and whether the signed-in user has linked it. */
export type SocialProvider = {
  __typename?: 'SocialProvider';
  /** Colours of the provider's brand, as #rrggbb. */
  buttonColor: Scalars['String']['output'];
  buttonTextColor: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  /** Whether new links can be made; a linked identity can always be unlinked. */
  enabled: Scalars['Boolean']['output'];
  /** The provider's name in the realm, e.g. acme. */
  id: Scalars['ID']['output'];
  /** The signed-in user's identity at the provider; null when not linked. */
  identity?: Maybe<SocialIdentity>;
  linked: Scalars['Boolean']['output'];
};

export type StorageBucket = {
  __typename?: 'StorageBucket';
  /** ISO 8601. */
  created: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type SubmitAccessRequestInput = {
  /** ISO 8601 date after today; null for no end. */
  expiryDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 20 catalog items. */
  itemIds: Array<Scalars['ID']['input']>;
  justification: Scalars['String']['input'];
  priority: RequestPriority;
  /** 1 to MAX_USERS_PER_REQUEST users. */
  userIds: Array<Scalars['ID']['input']>;
};

export type SubmittedAccessRequest = {
  __typename?: 'SubmittedAccessRequest';
  requestIds: Array<Scalars['ID']['output']>;
};

export type SystemAttribute = {
  __typename?: 'SystemAttribute';
  name: Scalars['String']['output'];
  /** The schema's type, such as string, boolean, number or array. */
  type?: Maybe<Scalars['String']['output']>;
};

export type SystemNotification = {
  __typename?: 'SystemNotification';
  /** Optional longer text shown in a details dialog. */
  details?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** info, warning or danger. */
  severity: Scalars['String']['output'];
};

export type Tenant = {
  __typename?: 'Tenant';
  /** The environment's tier: development, staging, uat, production or another. */
  currentTier?: Maybe<Scalars['String']['output']>;
  /** Configuration changes are paused. */
  locked: Scalars['Boolean']['output'];
  /** The tenant's name, such as my-tenant2. */
  name: Scalars['String']['output'];
  /** The cloud region it runs in, such as europe-west2. */
  region?: Maybe<Scalars['String']['output']>;
  subscription?: Maybe<Scalars['String']['output']>;
};

export type Theme = {
  __typename?: 'Theme';
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  linkedTrees: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Every other theme field, as stored. */
  settings: Scalars['JSON']['output'];
};

export type ThemeInput = {
  /** Absent for a new theme. */
  id?: InputMaybe<Scalars['ID']['input']>;
  isDefault: Scalars['Boolean']['input'];
  linkedTrees: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  settings: Scalars['JSON']['input'];
};

export type ThemeRealm = {
  __typename?: 'ThemeRealm';
  realms: Array<RealmThemes>;
  rev: Scalars['String']['output'];
};

export type TimeConstraint = {
  __typename?: 'TimeConstraint';
  end: Scalars['String']['output'];
  /** ISO 8601 instants. */
  start: Scalars['String']['output'];
};

export type TimeConstraintInput = {
  end: Scalars['String']['input'];
  start: Scalars['String']['input'];
};

export type TrustedDevice = {
  __typename?: 'TrustedDevice';
  alias: Scalars['String']['output'];
  browser?: Maybe<Scalars['String']['output']>;
  cpu?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether this is the browser making the request. */
  isCurrent: Scalars['Boolean']['output'];
  /** ISO 8601 instant of the latest sign-in from the device. */
  lastSelectedDate?: Maybe<Scalars['String']['output']>;
  /** Whether the latest sign-in came from a private, loopback or link-local address. */
  localNetwork: Scalars['Boolean']['output'];
  /** Where the latest sign-in came from, such as London, United Kingdom; null when unknown or on the local network. */
  location?: Maybe<Scalars['String']['output']>;
  os?: Maybe<Scalars['String']['output']>;
};

export type UiConfig = {
  __typename?: 'UiConfig';
  defaultLocale: Scalars['String']['output'];
  /** Where the top bar's Docs link leads; none shows no link. */
  docsUrl?: Maybe<Scalars['String']['output']>;
  /** Where the top bar's Help link leads; none shows no link. */
  helpUrl?: Maybe<Scalars['String']['output']>;
  hostedPages: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
};

export type UnassignmentOperation =
  | 'noOp'
  | 'removeFromTarget';

export type UnshareResourceInput = {
  resourceId: Scalars['ID']['input'];
  rev: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type UpdateManagedObjectInput = {
  id: Scalars['ID']['input'];
  operations: Array<PatchOperationInput>;
  resourceName: Scalars['String']['input'];
  resourceType: Scalars['String']['input'];
  rev: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  operations: Array<PatchOperationInput>;
  rev: Scalars['String']['input'];
};

export type UserSession = {
  __typename?: 'UserSession';
  handle: Scalars['ID']['output'];
  /** Whether this is the session making the request. */
  isCurrent: Scalars['Boolean']['output'];
  /** ISO 8601 instant. */
  latestAccessTime: Scalars['String']['output'];
  /** ISO 8601 instant. */
  maxIdleExpirationTime: Scalars['String']['output'];
};

export type WorkforceApplication = {
  __typename?: 'WorkforceApplication';
  description?: Maybe<Scalars['String']['output']>;
  /** An image URL (https or data), or null. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Where the application opens (http or https); null when it has none. */
  launchUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  JourneyResult:
    | ( JourneyStepOutcome )
    | ( JourneySuccessOutcome )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessCatalogInput: AccessCatalogInput;
  AccessModifier: AccessModifier;
  AccessRequest: ResolverTypeWrapper<AccessRequest>;
  AccessRequestPage: ResolverTypeWrapper<AccessRequestPage>;
  AccessRequestsInput: AccessRequestsInput;
  AccessReview: ResolverTypeWrapper<AccessReview>;
  AccountSecurity: ResolverTypeWrapper<AccountSecurity>;
  AddDelegateInput: AddDelegateInput;
  AdminActivityCsvInput: AdminActivityCsvInput;
  AdminActivityEntry: ResolverTypeWrapper<AdminActivityEntry>;
  AdminActivityInput: AdminActivityInput;
  AdminActivityPage: ResolverTypeWrapper<AdminActivityPage>;
  ApprovalsInput: ApprovalsInput;
  ApprovalsView: ApprovalsView;
  Assignment: ResolverTypeWrapper<Assignment>;
  AssignmentAttribute: ResolverTypeWrapper<AssignmentAttribute>;
  AssignmentAttributeInput: AssignmentAttributeInput;
  AssignmentCsvInput: AssignmentCsvInput;
  AssignmentListInput: AssignmentListInput;
  AssignmentMapping: ResolverTypeWrapper<AssignmentMapping>;
  AssignmentOperation: AssignmentOperation;
  AssignmentPage: ResolverTypeWrapper<AssignmentPage>;
  AuthDevice: ResolverTypeWrapper<AuthDevice>;
  AuthDeviceType: AuthDeviceType;
  AuthenticateInput: AuthenticateInput;
  AuthenticationFeature: ResolverTypeWrapper<AuthenticationFeature>;
  AuthenticatorAppEnrolment: ResolverTypeWrapper<AuthenticatorAppEnrolment>;
  AuthorizedApp: ResolverTypeWrapper<AuthorizedApp>;
  AutoencoderParameters: ResolverTypeWrapper<AutoencoderParameters>;
  AutoencoderParametersInput: AutoencoderParametersInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BucketObject: ResolverTypeWrapper<BucketObject>;
  BucketObjectPage: ResolverTypeWrapper<BucketObjectPage>;
  BucketObjectsInput: BucketObjectsInput;
  Callback: ResolverTypeWrapper<Callback>;
  CallbackInput: CallbackInput;
  CampaignStatus: CampaignStatus;
  CatalogApplicationRef: ResolverTypeWrapper<CatalogApplicationRef>;
  CatalogApprover: CatalogApprover;
  CatalogItem: ResolverTypeWrapper<CatalogItem>;
  CatalogItemConflict: CatalogItemConflict;
  CatalogItemConflictInput: CatalogItemConflictInput;
  CatalogItemPage: ResolverTypeWrapper<CatalogItemPage>;
  CertificationComment: ResolverTypeWrapper<CertificationComment>;
  CertificationDecision: CertificationDecision;
  CertificationFlags: ResolverTypeWrapper<CertificationFlags>;
  CertificationHandOverInput: CertificationHandOverInput;
  CertificationItem: ResolverTypeWrapper<CertificationItem>;
  CertificationItemCommentInput: CertificationItemCommentInput;
  CertificationReviewer: ResolverTypeWrapper<CertificationReviewer>;
  CertificationTask: ResolverTypeWrapper<CertificationTask>;
  ChangePasswordInput: ChangePasswordInput;
  ChangeUsernameInput: ChangeUsernameInput;
  ClearCertificationDecisionsInput: ClearCertificationDecisionsInput;
  ClusterCentroid: ResolverTypeWrapper<ClusterCentroid>;
  ClusteringParameters: ResolverTypeWrapper<ClusteringParameters>;
  ClusteringParametersInput: ClusteringParametersInput;
  Configuration: ResolverTypeWrapper<Configuration>;
  ConsentMapping: ResolverTypeWrapper<ConsentMapping>;
  CreateDataSourceInput: CreateDataSourceInput;
  CreatePipelineDefinitionInput: CreatePipelineDefinitionInput;
  DataSource: ResolverTypeWrapper<DataSource>;
  DataSourceFilePreview: ResolverTypeWrapper<DataSourceFilePreview>;
  DataSourceFilePreviewInput: DataSourceFilePreviewInput;
  DataSourcePage: ResolverTypeWrapper<DataSourcePage>;
  DataSourcesInput: DataSourcesInput;
  DecideCertificationItemInput: DecideCertificationItemInput;
  Delegate: ResolverTypeWrapper<Delegate>;
  DelegatedAdminPrivilege: ResolverTypeWrapper<DelegatedAdminPrivilege>;
  EmbeddingParameters: ResolverTypeWrapper<EmbeddingParameters>;
  EmbeddingParametersInput: EmbeddingParametersInput;
  EnabledAuthDevice: ResolverTypeWrapper<EnabledAuthDevice>;
  EntityAggregation: ResolverTypeWrapper<EntityAggregation>;
  EntityBucket: ResolverTypeWrapper<EntityBucket>;
  EntityDefinition: ResolverTypeWrapper<EntityDefinition>;
  EntityField: ResolverTypeWrapper<EntityField>;
  EntityProperty: ResolverTypeWrapper<EntityProperty>;
  EntitySearchHit: ResolverTypeWrapper<EntitySearchHit>;
  EntitySearchIndex: EntitySearchIndex;
  EntitySearchResult: ResolverTypeWrapper<EntitySearchResult>;
  ExplorationFeature: ExplorationFeature;
  ExplorationValue: ResolverTypeWrapper<ExplorationValue>;
  Feature: ResolverTypeWrapper<Feature>;
  FeatureExploration: ResolverTypeWrapper<FeatureExploration>;
  FeatureExpression: ResolverTypeWrapper<FeatureExpression>;
  FeatureExpressionInput: FeatureExpressionInput;
  FeatureMode: ResolverTypeWrapper<FeatureMode>;
  FilePreviewProblem: FilePreviewProblem;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForwardAccessRequestInput: ForwardAccessRequestInput;
  GlossaryTerm: ResolverTypeWrapper<GlossaryTerm>;
  GovernanceCounts: ResolverTypeWrapper<GovernanceCountsParent>;
  GovernanceItemType: GovernanceItemType;
  GovernanceUser: ResolverTypeWrapper<GovernanceUser>;
  Grant: ResolverTypeWrapper<Grant>;
  GrantPage: ResolverTypeWrapper<GrantPage>;
  GrantType: GrantType;
  GrantsInput: GrantsInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalRole: ResolverTypeWrapper<InternalRole>;
  InternalRoleCsvInput: InternalRoleCsvInput;
  InternalRoleListInput: InternalRoleListInput;
  InternalRoleMemberInput: InternalRoleMemberInput;
  InternalRolePage: ResolverTypeWrapper<InternalRolePage>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JourneyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['JourneyResult']>;
  JourneyStep: ResolverTypeWrapper<JourneyStepOutcome>;
  JourneySuccess: ResolverTypeWrapper<JourneySuccessOutcome>;
  JsltFeatureResult: ResolverTypeWrapper<JsltFeatureResult>;
  JsltPreview: ResolverTypeWrapper<JsltPreview>;
  JsltPreviewInput: JsltPreviewInput;
  KbaAnswerInput: KbaAnswerInput;
  KbaQuestion: ResolverTypeWrapper<KbaQuestion>;
  KbaSelection: ResolverTypeWrapper<KbaSelection>;
  KbaSettings: ResolverTypeWrapper<KbaSettings>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  ManagedColumn: ResolverTypeWrapper<ManagedColumn>;
  ManagedField: ResolverTypeWrapper<ManagedField>;
  ManagedList: ResolverTypeWrapper<ManagedList>;
  ManagedListCsv: ResolverTypeWrapper<ManagedListCsv>;
  ManagedListCsvInput: ManagedListCsvInput;
  ManagedListInput: ManagedListInput;
  ManagedListRow: ResolverTypeWrapper<ManagedListRow>;
  ManagedObjectForm: ResolverTypeWrapper<ManagedObjectForm>;
  Me: ResolverTypeWrapper<Me>;
  ModelCurves: ResolverTypeWrapper<ModelCurves>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameValue: ResolverTypeWrapper<NameValue>;
  NameValueInput: NameValueInput;
  Notification: ResolverTypeWrapper<IdmNotification>;
  ObjectSchema: ResolverTypeWrapper<ObjectSchema>;
  PasswordPolicy: ResolverTypeWrapper<PasswordPolicy>;
  PatchOperationInput: PatchOperationInput;
  PatchOperationKind: PatchOperationKind;
  PipelineDataSource: ResolverTypeWrapper<PipelineDataSource>;
  PipelineDefinition: ResolverTypeWrapper<PipelineDefinition>;
  PipelineDefinitionPage: ResolverTypeWrapper<PipelineDefinitionPage>;
  PipelineExecution: ResolverTypeWrapper<PipelineExecution>;
  PipelineExecutionSummary: ResolverTypeWrapper<PipelineExecutionSummary>;
  PipelineLogLevel: PipelineLogLevel;
  PipelineLogLine: ResolverTypeWrapper<PipelineLogLine>;
  PipelineLogs: ResolverTypeWrapper<PipelineLogs>;
  PipelineModelName: PipelineModelName;
  PipelineModels: ResolverTypeWrapper<PipelineModels>;
  PipelineParameters: ResolverTypeWrapper<PipelineParameters>;
  PipelineParametersInput: PipelineParametersInput;
  PipelineProgress: ResolverTypeWrapper<PipelineProgress>;
  PipelinePublication: ResolverTypeWrapper<PipelinePublication>;
  PipelineRun: ResolverTypeWrapper<PipelineRun>;
  PipelineStatus: PipelineStatus;
  PipelineType: PipelineType;
  PrPoint: ResolverTypeWrapper<PrPoint>;
  Privilege: ResolverTypeWrapper<Privilege>;
  PrivilegeAccessFlag: ResolverTypeWrapper<PrivilegeAccessFlag>;
  PrivilegeAccessFlagInput: PrivilegeAccessFlagInput;
  PrivilegeInput: PrivilegeInput;
  PrivilegePermission: PrivilegePermission;
  PrivilegeTarget: ResolverTypeWrapper<PrivilegeTarget>;
  PrivilegeTargetAttribute: ResolverTypeWrapper<PrivilegeTargetAttribute>;
  ProductVersion: ResolverTypeWrapper<ProductVersion>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileFieldError: ResolverTypeWrapper<ProfileFieldError>;
  ProfilePreference: ResolverTypeWrapper<ProfilePreference>;
  PublishedPipeline: ResolverTypeWrapper<PublishedPipeline>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealmThemes: ResolverTypeWrapper<Omit<RealmThemes, 'themes'> & { themes: Array<ResolversTypes['Theme']> }>;
  RemoveDelegateInput: RemoveDelegateInput;
  ReportAggregate: ResolverTypeWrapper<ReportAggregate>;
  ReportAggregateInput: ReportAggregateInput;
  ReportColumn: ResolverTypeWrapper<ReportColumn>;
  ReportColumnFilterInput: ReportColumnFilterInput;
  ReportColumnInput: ReportColumnInput;
  ReportDefinitionInput: ReportDefinitionInput;
  ReportExport: ResolverTypeWrapper<ReportExport>;
  ReportExportStatus: ReportExportStatus;
  ReportFileFormat: ReportFileFormat;
  ReportFilter: ResolverTypeWrapper<ReportFilter>;
  ReportFilterInput: ReportFilterInput;
  ReportOutputColumn: ResolverTypeWrapper<ReportOutputColumn>;
  ReportParameter: ResolverTypeWrapper<ReportParameter>;
  ReportParameterDefinitionInput: ReportParameterDefinitionInput;
  ReportParameterInput: ReportParameterInput;
  ReportParameterValue: ResolverTypeWrapper<ReportParameterValue>;
  ReportRowsInput: ReportRowsInput;
  ReportRowsPage: ResolverTypeWrapper<ReportRowsPage>;
  ReportRun: ResolverTypeWrapper<ReportRun>;
  ReportRunPage: ResolverTypeWrapper<ReportRunPage>;
  ReportRunStatus: ReportRunStatus;
  ReportSort: ResolverTypeWrapper<ReportSort>;
  ReportSortInput: ReportSortInput;
  ReportTemplate: ResolverTypeWrapper<ReportTemplate>;
  ReportTimeframe: ResolverTypeWrapper<ReportTimeframe>;
  ReportTimeframeInput: ReportTimeframeInput;
  ReportTimeframePreset: ReportTimeframePreset;
  RequestAccessRemovalInput: RequestAccessRemovalInput;
  RequestActionInput: RequestActionInput;
  RequestActions: ResolverTypeWrapper<RequestActions>;
  RequestHistoryAction: RequestHistoryAction;
  RequestHistoryEntry: ResolverTypeWrapper<RequestHistoryEntry>;
  RequestPriority: RequestPriority;
  ResourceShare: ResolverTypeWrapper<ResourceShare>;
  ReviewerKind: ReviewerKind;
  ReviewerPermissions: ResolverTypeWrapper<ReviewerPermissions>;
  RiskAccessResultsDay: ResolverTypeWrapper<RiskAccessResultsDay>;
  RiskActivityFiltersInput: RiskActivityFiltersInput;
  RiskActivityResult: RiskActivityResult;
  RiskAttributeFilterInput: RiskAttributeFilterInput;
  RiskAverageDay: ResolverTypeWrapper<RiskAverageDay>;
  RiskDashboard: ResolverTypeWrapper<RiskDashboard>;
  RiskEvaluationPreview: ResolverTypeWrapper<RiskEvaluationPreview>;
  RiskEvaluationPreviewInput: RiskEvaluationPreviewInput;
  RiskEvent: ResolverTypeWrapper<RiskEvent>;
  RiskEventDetail: ResolverTypeWrapper<RiskEventDetail>;
  RiskEventPage: ResolverTypeWrapper<RiskEventPage>;
  RiskEventSort: RiskEventSort;
  RiskEventsCsv: ResolverTypeWrapper<RiskEventsCsv>;
  RiskFacet: RiskFacet;
  RiskFacetValue: ResolverTypeWrapper<RiskFacetValue>;
  RiskFacetValues: ResolverTypeWrapper<RiskFacetValues>;
  RiskFiltersInput: RiskFiltersInput;
  RiskLevel: RiskLevel;
  RiskMapAreaInput: RiskMapAreaInput;
  RiskMapPoint: ResolverTypeWrapper<RiskMapPoint>;
  RiskNormalView: ResolverTypeWrapper<RiskNormalView>;
  RiskNormalViewFeature: ResolverTypeWrapper<RiskNormalViewFeature>;
  RiskNormalViewValue: ResolverTypeWrapper<RiskNormalViewValue>;
  RiskPreviewEvent: ResolverTypeWrapper<RiskPreviewEvent>;
  RiskPreviewModel: RiskPreviewModel;
  RiskReason: ResolverTypeWrapper<RiskReason>;
  RiskReasonFeatures: ResolverTypeWrapper<RiskReasonFeatures>;
  RiskReasonKind: RiskReasonKind;
  RiskReasonsInput: RiskReasonsInput;
  RiskSettings: ResolverTypeWrapper<RiskSettings>;
  RiskSettingsInput: RiskSettingsInput;
  RiskThresholdsInput: RiskThresholdsInput;
  RiskTravel: ResolverTypeWrapper<RiskTravel>;
  RiskUserConfig: ResolverTypeWrapper<RiskUserConfig>;
  RiskiestUser: ResolverTypeWrapper<RiskiestUser>;
  RocPoint: ResolverTypeWrapper<RocPoint>;
  RoleAssignmentLinkInput: RoleAssignmentLinkInput;
  Route: ResolverTypeWrapper<Route>;
  RouteCsvInput: RouteCsvInput;
  RouteListInput: RouteListInput;
  RoutePage: ResolverTypeWrapper<RoutePage>;
  RunReportInput: RunReportInput;
  SaveAssignmentInput: SaveAssignmentInput;
  SaveConfigurationInput: SaveConfigurationInput;
  SaveDataSourceMappingInput: SaveDataSourceMappingInput;
  SaveInternalRoleInput: SaveInternalRoleInput;
  SaveKbaInput: SaveKbaInput;
  SaveRiskUserConfigInput: SaveRiskUserConfigInput;
  SaveThemesInput: SaveThemesInput;
  SchemaProperty: ResolverTypeWrapper<SchemaProperty>;
  SecurityKeyEnrolment: ResolverTypeWrapper<SecurityKeyEnrolment>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  Session: ResolverTypeWrapper<Session>;
  SetConsentInput: SetConsentInput;
  SetDataSourceActiveInput: SetDataSourceActiveInput;
  SetRouteDeployedInput: SetRouteDeployedInput;
  ShareResourceInput: ShareResourceInput;
  SharedResource: ResolverTypeWrapper<SharedResource>;
  SharingRequest: ResolverTypeWrapper<SharingRequest>;
  SharingResource: ResolverTypeWrapper<SharingResource>;
  SignInEvent: ResolverTypeWrapper<SignInEvent>;
  SignInResult: SignInResult;
  SignOutResult: ResolverTypeWrapper<SignOutResult>;
  SocialIdentity: ResolverTypeWrapper<SocialIdentity>;
  SocialLinkReturnInput: SocialLinkReturnInput;
  SocialLinkStart: ResolverTypeWrapper<SocialLinkStart>;
  SocialProvider: ResolverTypeWrapper<SocialProvider>;
  StorageBucket: ResolverTypeWrapper<StorageBucket>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitAccessRequestInput: SubmitAccessRequestInput;
  SubmittedAccessRequest: ResolverTypeWrapper<SubmittedAccessRequest>;
  SystemAttribute: ResolverTypeWrapper<SystemAttribute>;
  SystemNotification: ResolverTypeWrapper<SystemNotification>;
  Tenant: ResolverTypeWrapper<Tenant>;
  Theme: ResolverTypeWrapper<ThemeDocument>;
  ThemeInput: ThemeInput;
  ThemeRealm: ResolverTypeWrapper<Omit<ThemeRealm, 'realms'> & { realms: Array<ResolversTypes['RealmThemes']> }>;
  TimeConstraint: ResolverTypeWrapper<TimeConstraint>;
  TimeConstraintInput: TimeConstraintInput;
  TrustedDevice: ResolverTypeWrapper<TrustedDevice>;
  UiConfig: ResolverTypeWrapper<UiConfig>;
  UnassignmentOperation: UnassignmentOperation;
  UnshareResourceInput: UnshareResourceInput;
  UpdateManagedObjectInput: UpdateManagedObjectInput;
  UpdateProfileInput: UpdateProfileInput;
  UserSession: ResolverTypeWrapper<UserSession>;
  WorkforceApplication: ResolverTypeWrapper<WorkforceApplication>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessCatalogInput: AccessCatalogInput;
  AccessRequest: AccessRequest;
  AccessRequestPage: AccessRequestPage;
  AccessRequestsInput: AccessRequestsInput;
  AccessReview: AccessReview;
  AccountSecurity: AccountSecurity;
  AddDelegateInput: AddDelegateInput;
  AdminActivityCsvInput: AdminActivityCsvInput;
  AdminActivityEntry: AdminActivityEntry;
  AdminActivityInput: AdminActivityInput;
  AdminActivityPage: AdminActivityPage;
  ApprovalsInput: ApprovalsInput;
  Assignment: Assignment;
  AssignmentAttribute: AssignmentAttribute;
  AssignmentAttributeInput: AssignmentAttributeInput;
  AssignmentCsvInput: AssignmentCsvInput;
  AssignmentListInput: AssignmentListInput;
  AssignmentMapping: AssignmentMapping;
  AssignmentPage: AssignmentPage;
  AuthDevice: AuthDevice;
  AuthenticateInput: AuthenticateInput;
  AuthenticationFeature: AuthenticationFeature;
  AuthenticatorAppEnrolment: AuthenticatorAppEnrolment;
  AuthorizedApp: AuthorizedApp;
  AutoencoderParameters: AutoencoderParameters;
  AutoencoderParametersInput: AutoencoderParametersInput;
  Boolean: Scalars['Boolean']['output'];
  BucketObject: BucketObject;
  BucketObjectPage: BucketObjectPage;
  BucketObjectsInput: BucketObjectsInput;
  Callback: Callback;
  CallbackInput: CallbackInput;
  CatalogApplicationRef: CatalogApplicationRef;
  CatalogItem: CatalogItem;
  CatalogItemConflictInput: CatalogItemConflictInput;
  CatalogItemPage: CatalogItemPage;
  CertificationComment: CertificationComment;
  CertificationFlags: CertificationFlags;
  CertificationHandOverInput: CertificationHandOverInput;
  CertificationItem: CertificationItem;
  CertificationItemCommentInput: CertificationItemCommentInput;
  CertificationReviewer: CertificationReviewer;
  CertificationTask: CertificationTask;
  ChangePasswordInput: ChangePasswordInput;
  ChangeUsernameInput: ChangeUsernameInput;
  ClearCertificationDecisionsInput: ClearCertificationDecisionsInput;
  ClusterCentroid: ClusterCentroid;
  ClusteringParameters: ClusteringParameters;
  ClusteringParametersInput: ClusteringParametersInput;
  Configuration: Configuration;
  ConsentMapping: ConsentMapping;
  CreateDataSourceInput: CreateDataSourceInput;
  CreatePipelineDefinitionInput: CreatePipelineDefinitionInput;
  DataSource: DataSource;
  DataSourceFilePreview: DataSourceFilePreview;
  DataSourceFilePreviewInput: DataSourceFilePreviewInput;
  DataSourcePage: DataSourcePage;
  DataSourcesInput: DataSourcesInput;
  DecideCertificationItemInput: DecideCertificationItemInput;
  Delegate: Delegate;
  DelegatedAdminPrivilege: DelegatedAdminPrivilege;
  EmbeddingParameters: EmbeddingParameters;
  EmbeddingParametersInput: EmbeddingParametersInput;
  EnabledAuthDevice: EnabledAuthDevice;
  EntityAggregation: EntityAggregation;
  EntityBucket: EntityBucket;
  EntityDefinition: EntityDefinition;
  EntityField: EntityField;
  EntityProperty: EntityProperty;
  EntitySearchHit: EntitySearchHit;
  EntitySearchResult: EntitySearchResult;
  ExplorationValue: ExplorationValue;
  Feature: Feature;
  FeatureExploration: FeatureExploration;
  FeatureExpression: FeatureExpression;
  FeatureExpressionInput: FeatureExpressionInput;
  FeatureMode: FeatureMode;
  Float: Scalars['Float']['output'];
  ForwardAccessRequestInput: ForwardAccessRequestInput;
  GlossaryTerm: GlossaryTerm;
  GovernanceCounts: GovernanceCountsParent;
  GovernanceUser: GovernanceUser;
  Grant: Grant;
  GrantPage: GrantPage;
  GrantsInput: GrantsInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InternalRole: InternalRole;
  InternalRoleCsvInput: InternalRoleCsvInput;
  InternalRoleListInput: InternalRoleListInput;
  InternalRoleMemberInput: InternalRoleMemberInput;
  InternalRolePage: InternalRolePage;
  JSON: Scalars['JSON']['output'];
  JourneyResult: ResolversUnionTypes<ResolversParentTypes>['JourneyResult'];
  JourneyStep: JourneyStepOutcome;
  JourneySuccess: JourneySuccessOutcome;
  JsltFeatureResult: JsltFeatureResult;
  JsltPreview: JsltPreview;
  JsltPreviewInput: JsltPreviewInput;
  KbaAnswerInput: KbaAnswerInput;
  KbaQuestion: KbaQuestion;
  KbaSelection: KbaSelection;
  KbaSettings: KbaSettings;
  LocalizedText: LocalizedText;
  ManagedColumn: ManagedColumn;
  ManagedField: ManagedField;
  ManagedList: ManagedList;
  ManagedListCsv: ManagedListCsv;
  ManagedListCsvInput: ManagedListCsvInput;
  ManagedListInput: ManagedListInput;
  ManagedListRow: ManagedListRow;
  ManagedObjectForm: ManagedObjectForm;
  Me: Me;
  ModelCurves: ModelCurves;
  Mutation: Record<PropertyKey, never>;
  NameValue: NameValue;
  NameValueInput: NameValueInput;
  Notification: IdmNotification;
  ObjectSchema: ObjectSchema;
  PasswordPolicy: PasswordPolicy;
  PatchOperationInput: PatchOperationInput;
  PipelineDataSource: PipelineDataSource;
  PipelineDefinition: PipelineDefinition;
  PipelineDefinitionPage: PipelineDefinitionPage;
  PipelineExecution: PipelineExecution;
  PipelineExecutionSummary: PipelineExecutionSummary;
  PipelineLogLine: PipelineLogLine;
  PipelineLogs: PipelineLogs;
  PipelineModels: PipelineModels;
  PipelineParameters: PipelineParameters;
  PipelineParametersInput: PipelineParametersInput;
  PipelineProgress: PipelineProgress;
  PipelinePublication: PipelinePublication;
  PipelineRun: PipelineRun;
  PrPoint: PrPoint;
  Privilege: Privilege;
  PrivilegeAccessFlag: PrivilegeAccessFlag;
  PrivilegeAccessFlagInput: PrivilegeAccessFlagInput;
  PrivilegeInput: PrivilegeInput;
  PrivilegeTarget: PrivilegeTarget;
  PrivilegeTargetAttribute: PrivilegeTargetAttribute;
  ProductVersion: ProductVersion;
  Profile: Profile;
  ProfileFieldError: ProfileFieldError;
  ProfilePreference: ProfilePreference;
  PublishedPipeline: PublishedPipeline;
  Query: Record<PropertyKey, never>;
  RealmThemes: Omit<RealmThemes, 'themes'> & { themes: Array<ResolversParentTypes['Theme']> };
  RemoveDelegateInput: RemoveDelegateInput;
  ReportAggregate: ReportAggregate;
  ReportAggregateInput: ReportAggregateInput;
  ReportColumn: ReportColumn;
  ReportColumnFilterInput: ReportColumnFilterInput;
  ReportColumnInput: ReportColumnInput;
  ReportDefinitionInput: ReportDefinitionInput;
  ReportExport: ReportExport;
  ReportFilter: ReportFilter;
  ReportFilterInput: ReportFilterInput;
  ReportOutputColumn: ReportOutputColumn;
  ReportParameter: ReportParameter;
  ReportParameterDefinitionInput: ReportParameterDefinitionInput;
  ReportParameterInput: ReportParameterInput;
  ReportParameterValue: ReportParameterValue;
  ReportRowsInput: ReportRowsInput;
  ReportRowsPage: ReportRowsPage;
  ReportRun: ReportRun;
  ReportRunPage: ReportRunPage;
  ReportSort: ReportSort;
  ReportSortInput: ReportSortInput;
  ReportTemplate: ReportTemplate;
  ReportTimeframe: ReportTimeframe;
  ReportTimeframeInput: ReportTimeframeInput;
  RequestAccessRemovalInput: RequestAccessRemovalInput;
  RequestActionInput: RequestActionInput;
  RequestActions: RequestActions;
  RequestHistoryEntry: RequestHistoryEntry;
  ResourceShare: ResourceShare;
  ReviewerPermissions: ReviewerPermissions;
  RiskAccessResultsDay: RiskAccessResultsDay;
  RiskActivityFiltersInput: RiskActivityFiltersInput;
  RiskAttributeFilterInput: RiskAttributeFilterInput;
  RiskAverageDay: RiskAverageDay;
  RiskDashboard: RiskDashboard;
  RiskEvaluationPreview: RiskEvaluationPreview;
  RiskEvaluationPreviewInput: RiskEvaluationPreviewInput;
  RiskEvent: RiskEvent;
  RiskEventDetail: RiskEventDetail;
  RiskEventPage: RiskEventPage;
  RiskEventsCsv: RiskEventsCsv;
  RiskFacetValue: RiskFacetValue;
  RiskFacetValues: RiskFacetValues;
  RiskFiltersInput: RiskFiltersInput;
  RiskMapAreaInput: RiskMapAreaInput;
  RiskMapPoint: RiskMapPoint;
  RiskNormalView: RiskNormalView;
  RiskNormalViewFeature: RiskNormalViewFeature;
  RiskNormalViewValue: RiskNormalViewValue;
  RiskPreviewEvent: RiskPreviewEvent;
  RiskReason: RiskReason;
  RiskReasonFeatures: RiskReasonFeatures;
  RiskReasonsInput: RiskReasonsInput;
  RiskSettings: RiskSettings;
  RiskSettingsInput: RiskSettingsInput;
  RiskThresholdsInput: RiskThresholdsInput;
  RiskTravel: RiskTravel;
  RiskUserConfig: RiskUserConfig;
  RiskiestUser: RiskiestUser;
  RocPoint: RocPoint;
  RoleAssignmentLinkInput: RoleAssignmentLinkInput;
  Route: Route;
  RouteCsvInput: RouteCsvInput;
  RouteListInput: RouteListInput;
  RoutePage: RoutePage;
  RunReportInput: RunReportInput;
  SaveAssignmentInput: SaveAssignmentInput;
  SaveConfigurationInput: SaveConfigurationInput;
  SaveDataSourceMappingInput: SaveDataSourceMappingInput;
  SaveInternalRoleInput: SaveInternalRoleInput;
  SaveKbaInput: SaveKbaInput;
  SaveRiskUserConfigInput: SaveRiskUserConfigInput;
  SaveThemesInput: SaveThemesInput;
  SchemaProperty: SchemaProperty;
  SecurityKeyEnrolment: SecurityKeyEnrolment;
  ServerInfo: ServerInfo;
  Session: Session;
  SetConsentInput: SetConsentInput;
  SetDataSourceActiveInput: SetDataSourceActiveInput;
  SetRouteDeployedInput: SetRouteDeployedInput;
  ShareResourceInput: ShareResourceInput;
  SharedResource: SharedResource;
  SharingRequest: SharingRequest;
  SharingResource: SharingResource;
  SignInEvent: SignInEvent;
  SignOutResult: SignOutResult;
  SocialIdentity: SocialIdentity;
  SocialLinkReturnInput: SocialLinkReturnInput;
  SocialLinkStart: SocialLinkStart;
  SocialProvider: SocialProvider;
  StorageBucket: StorageBucket;
  String: Scalars['String']['output'];
  SubmitAccessRequestInput: SubmitAccessRequestInput;
  SubmittedAccessRequest: SubmittedAccessRequest;
  SystemAttribute: SystemAttribute;
  SystemNotification: SystemNotification;
  Tenant: Tenant;
  Theme: ThemeDocument;
  ThemeInput: ThemeInput;
  ThemeRealm: Omit<ThemeRealm, 'realms'> & { realms: Array<ResolversParentTypes['RealmThemes']> };
  TimeConstraint: TimeConstraint;
  TimeConstraintInput: TimeConstraintInput;
  TrustedDevice: TrustedDevice;
  UiConfig: UiConfig;
  UnshareResourceInput: UnshareResourceInput;
  UpdateManagedObjectInput: UpdateManagedObjectInput;
  UpdateProfileInput: UpdateProfileInput;
  UserSession: UserSession;
  WorkforceApplication: WorkforceApplication;
};

export type AccessRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessRequest'] = ResolversParentTypes['AccessRequest']> = {
  actions?: Resolver<ResolversTypes['RequestActions'], ParentType, ContextType>;
  approver?: Resolver<Maybe<ResolversTypes['GovernanceUser']>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['RequestHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['CatalogItem'], ParentType, ContextType>;
  justification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['RequestPriority'], ParentType, ContextType>;
  requestDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestType?: Resolver<ResolversTypes['AccessModifier'], ParentType, ContextType>;
  requestedFor?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccessRequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessRequestPage'] = ResolversParentTypes['AccessRequestPage']> = {
  rows?: Resolver<Array<ResolversTypes['AccessRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccessReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessReview'] = ResolversParentTypes['AccessReview']> = {
  certifiedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exceptionItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
  reviewStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignStatus'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountSecurityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountSecurity'] = ResolversParentTypes['AccountSecurity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kba?: Resolver<Maybe<ResolversTypes['KbaSettings']>, ParentType, ContextType>;
  passwordPolicy?: Resolver<ResolversTypes['PasswordPolicy'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminActivityEntry'] = ResolversParentTypes['AdminActivityEntry']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminActivityPage'] = ResolversParentTypes['AdminActivityPage']> = {
  rows?: Resolver<Array<ResolversTypes['AdminActivityEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Assignment'] = ResolversParentTypes['Assignment']> = {
  attributes?: Resolver<Array<ResolversTypes['AssignmentAttribute']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onAssignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onUnassignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignmentAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignmentAttribute'] = ResolversParentTypes['AssignmentAttribute']> = {
  assignmentOperation?: Resolver<ResolversTypes['AssignmentOperation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unassignmentOperation?: Resolver<ResolversTypes['UnassignmentOperation'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignmentMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignmentMapping'] = ResolversParentTypes['AssignmentMapping']> = {
  attributes?: Resolver<Array<ResolversTypes['SystemAttribute']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignmentPage'] = ResolversParentTypes['AssignmentPage']> = {
  rows?: Resolver<Array<ResolversTypes['Assignment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthDevice'] = ResolversParentTypes['AuthDevice']> = {
  createdDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAccessDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AuthDeviceType'], ParentType, ContextType>;
};

export type AuthenticationFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticationFeature'] = ResolversParentTypes['AuthenticationFeature']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthenticatorAppEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticatorAppEnrolment'] = ResolversParentTypes['AuthenticatorAppEnrolment']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorizedAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorizedApp'] = ResolversParentTypes['AuthorizedApp']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiryDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoencoderParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoencoderParameters'] = ResolversParentTypes['AutoencoderParameters']> = {
  batchSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  epochs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  learningRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BucketObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BucketObject'] = ResolversParentTypes['BucketObject']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BucketObjectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BucketObjectPage'] = ResolversParentTypes['BucketObjectPage']> = {
  objects?: Resolver<Array<ResolversTypes['BucketObject']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Callback'] = ResolversParentTypes['Callback']> = {
  input?: Resolver<Array<ResolversTypes['NameValue']>, ParentType, ContextType>;
  output?: Resolver<Array<ResolversTypes['NameValue']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogApplicationRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogApplicationRef'] = ResolversParentTypes['CatalogApplicationRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogItem'] = ResolversParentTypes['CatalogItem']> = {
  application?: Resolver<Maybe<ResolversTypes['CatalogApplicationRef']>, ParentType, ContextType>;
  approvedBy?: Resolver<ResolversTypes['CatalogApprover'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['GovernanceUser']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GovernanceItemType'], ParentType, ContextType>;
};

export type CatalogItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogItemPage'] = ResolversParentTypes['CatalogItemPage']> = {
  rows?: Resolver<Array<ResolversTypes['CatalogItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CertificationCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificationComment'] = ResolversParentTypes['CertificationComment']> = {
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
};

export type CertificationFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificationFlags'] = ResolversParentTypes['CertificationFlags']> = {
  newAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestBased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roleBased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  temporal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CertificationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificationItem'] = ResolversParentTypes['CertificationItem']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  application?: Resolver<ResolversTypes['CatalogApplicationRef'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['CertificationComment']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['CertificationDecision']>, ParentType, ContextType>;
  deferredUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entitlement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['CertificationFlags'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewers?: Resolver<Array<ResolversTypes['CertificationReviewer']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
};

export type CertificationReviewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificationReviewer'] = ResolversParentTypes['CertificationReviewer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReviewerKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ReviewerPermissions'], ParentType, ContextType>;
};

export type CertificationTaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificationTask'] = ResolversParentTypes['CertificationTask']> = {
  campaign?: Resolver<ResolversTypes['AccessReview'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CertificationItem']>, ParentType, ContextType>;
  othersUndecidedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ReviewerPermissions'], ParentType, ContextType>;
};

export type ClusterCentroidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClusterCentroid'] = ResolversParentTypes['ClusterCentroid']> = {
  modes?: Resolver<Array<ResolversTypes['FeatureMode']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClusteringParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClusteringParameters'] = ResolversParentTypes['ClusteringParameters']> = {
  maxNumberOfClusters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minNumberOfClusters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Configuration'] = ResolversParentTypes['Configuration']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsentMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsentMapping'] = ResolversParentTypes['ConsentMapping']> = {
  consentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consented?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DataSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataSource'] = ResolversParentTypes['DataSource']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featureMapping?: Resolver<Array<ResolversTypes['FeatureExpression']>, ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataSourceFilePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataSourceFilePreview'] = ResolversParentTypes['DataSourceFilePreview']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['FilePreviewProblem']>, ParentType, ContextType>;
};

export type DataSourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataSourcePage'] = ResolversParentTypes['DataSourcePage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DelegateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Delegate'] = ResolversParentTypes['Delegate']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType>;
};

export type DelegatedAdminPrivilegeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DelegatedAdminPrivilege'] = ResolversParentTypes['DelegatedAdminPrivilege']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privilegePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmbeddingParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbeddingParameters'] = ResolversParentTypes['EmbeddingParameters']> = {
  embeddingDimension?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  learningRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnabledAuthDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnabledAuthDevice'] = ResolversParentTypes['EnabledAuthDevice']> = {
  device?: Resolver<ResolversTypes['AuthDevice'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type EntityAggregationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntityAggregation'] = ResolversParentTypes['EntityAggregation']> = {
  buckets?: Resolver<Array<ResolversTypes['EntityBucket']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type EntityBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntityBucket'] = ResolversParentTypes['EntityBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityDefinitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntityDefinition'] = ResolversParentTypes['EntityDefinition']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['EntityProperty']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntityField'] = ResolversParentTypes['EntityField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntityProperty'] = ResolversParentTypes['EntityProperty']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EntitySearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitySearchHit'] = ResolversParentTypes['EntitySearchHit']> = {
  fields?: Resolver<Array<ResolversTypes['EntityField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntitySearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitySearchResult'] = ResolversParentTypes['EntitySearchResult']> = {
  aggregations?: Resolver<Array<ResolversTypes['EntityAggregation']>, ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerTruncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['EntitySearchHit']>, ParentType, ContextType>;
  tookMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ExplorationValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExplorationValue'] = ResolversParentTypes['ExplorationValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riskyShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Feature'] = ResolversParentTypes['Feature']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureExplorationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureExploration'] = ResolversParentTypes['FeatureExploration']> = {
  feature?: Resolver<ResolversTypes['ExplorationFeature'], ParentType, ContextType>;
  riskyTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userValues?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ExplorationValue']>, ParentType, ContextType>;
};

export type FeatureExpressionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureExpression'] = ResolversParentTypes['FeatureExpression']> = {
  expression?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureModeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureMode'] = ResolversParentTypes['FeatureMode']> = {
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlossaryTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GlossaryTerm'] = ResolversParentTypes['GlossaryTerm']> = {
  definition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GovernanceCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GovernanceCounts'] = ResolversParentTypes['GovernanceCounts']> = {
  accessReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingApprovals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GovernanceUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GovernanceUser'] = ResolversParentTypes['GovernanceUser']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Grant'] = ResolversParentTypes['Grant']> = {
  expiryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grantType?: Resolver<ResolversTypes['GrantType'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['CatalogItem'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GrantPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GrantPage'] = ResolversParentTypes['GrantPage']> = {
  rows?: Resolver<Array<ResolversTypes['Grant']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InternalRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InternalRole'] = ResolversParentTypes['InternalRole']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privileges?: Resolver<Array<ResolversTypes['Privilege']>, ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeConstraint?: Resolver<Maybe<ResolversTypes['TimeConstraint']>, ParentType, ContextType>;
};

export type InternalRolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InternalRolePage'] = ResolversParentTypes['InternalRolePage']> = {
  rows?: Resolver<Array<ResolversTypes['InternalRole']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JourneyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JourneyResult'] = ResolversParentTypes['JourneyResult']> = {
  __resolveType: TypeResolveFn<'JourneyStep' | 'JourneySuccess', ParentType, ContextType>;
};

export type JourneyStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JourneyStep'] = ResolversParentTypes['JourneyStep']> = {
  callbacks?: Resolver<Array<ResolversTypes['Callback']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JourneySuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JourneySuccess'] = ResolversParentTypes['JourneySuccess']> = {
  gotoRejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JsltFeatureResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JsltFeatureResult'] = ResolversParentTypes['JsltFeatureResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type JsltPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JsltPreview'] = ResolversParentTypes['JsltPreview']> = {
  features?: Resolver<Array<ResolversTypes['JsltFeatureResult']>, ParentType, ContextType>;
};

export type KbaQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KbaQuestion'] = ResolversParentTypes['KbaQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type KbaSelectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KbaSelection'] = ResolversParentTypes['KbaSelection']> = {
  customQuestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type KbaSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KbaSettings'] = ResolversParentTypes['KbaSettings']> = {
  minimumAnswersToDefine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['KbaQuestion']>, ParentType, ContextType>;
  selected?: Resolver<Array<ResolversTypes['KbaSelection']>, ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedColumn'] = ResolversParentTypes['ManagedColumn']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedField'] = ResolversParentTypes['ManagedField']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nullable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedList'] = ResolversParentTypes['ManagedList']> = {
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ManagedColumn']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ManagedListRow']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedListCsvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedListCsv'] = ResolversParentTypes['ManagedListCsv']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedListRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedListRow'] = ResolversParentTypes['ManagedListRow']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type ManagedObjectFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedObjectForm'] = ResolversParentTypes['ManagedObjectForm']> = {
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ManagedField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  adminUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  federationAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  givenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idmRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  internalAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managedResource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privileges?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realmAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModelCurvesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelCurves'] = ResolversParentTypes['ModelCurves']> = {
  model?: Resolver<ResolversTypes['PipelineModelName'], ParentType, ContextType>;
  pr?: Resolver<Array<ResolversTypes['PrPoint']>, ParentType, ContextType>;
  prAuc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  roc?: Resolver<Array<ResolversTypes['RocPoint']>, ParentType, ContextType>;
  rocAuc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addDelegate?: Resolver<ResolversTypes['Delegate'], ParentType, ContextType, RequireFields<MutationAddDelegateArgs, 'input'>>;
  approveAccessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationApproveAccessRequestArgs, 'input'>>;
  approveSharingRequest?: Resolver<ResolversTypes['SharingResource'], ParentType, ContextType, RequireFields<MutationApproveSharingRequestArgs, 'id'>>;
  assignInternalRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAssignInternalRoleArgs, 'input'>>;
  authenticate?: Resolver<ResolversTypes['JourneyResult'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'input'>>;
  cancelAccessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationCancelAccessRequestArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AccountSecurity'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeUsername?: Resolver<ResolversTypes['AccountSecurity'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'input'>>;
  clearCertificationDecisions?: Resolver<Array<ResolversTypes['CertificationItem']>, ParentType, ContextType, RequireFields<MutationClearCertificationDecisionsArgs, 'input'>>;
  clearNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commentOnAccessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationCommentOnAccessRequestArgs, 'input'>>;
  commentOnCertificationItem?: Resolver<ResolversTypes['CertificationItem'], ParentType, ContextType, RequireFields<MutationCommentOnCertificationItemArgs, 'input'>>;
  completeSocialLink?: Resolver<ResolversTypes['SocialProvider'], ParentType, ContextType, RequireFields<MutationCompleteSocialLinkArgs, 'input'>>;
  confirmAuthenticatorAppEnrolment?: Resolver<ResolversTypes['EnabledAuthDevice'], ParentType, ContextType, RequireFields<MutationConfirmAuthenticatorAppEnrolmentArgs, 'code' | 'enrolmentId'>>;
  confirmSecurityKeyEnrolment?: Resolver<ResolversTypes['EnabledAuthDevice'], ParentType, ContextType, RequireFields<MutationConfirmSecurityKeyEnrolmentArgs, 'credential' | 'enrolmentId'>>;
  createDataSource?: Resolver<ResolversTypes['DataSource'], ParentType, ContextType, RequireFields<MutationCreateDataSourceArgs, 'input'>>;
  createPipelineDefinition?: Resolver<ResolversTypes['PipelineDefinition'], ParentType, ContextType, RequireFields<MutationCreatePipelineDefinitionArgs, 'input'>>;
  decideCertificationItem?: Resolver<ResolversTypes['CertificationItem'], ParentType, ContextType, RequireFields<MutationDecideCertificationItemArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteAssignment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAssignmentArgs, 'id'>>;
  deleteAuthDevice?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType, RequireFields<MutationDeleteAuthDeviceArgs, 'id' | 'type'>>;
  deleteDataSource?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDataSourceArgs, 'id' | 'rev'>>;
  deleteInternalRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInternalRoleArgs, 'id'>>;
  deletePipelineDefinition?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePipelineDefinitionArgs, 'id' | 'rev'>>;
  deleteTrustedDevice?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType, RequireFields<MutationDeleteTrustedDeviceArgs, 'id'>>;
  denySharingRequest?: Resolver<ResolversTypes['SharingRequest'], ParentType, ContextType, RequireFields<MutationDenySharingRequestArgs, 'id'>>;
  extendSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  forwardAccessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationForwardAccessRequestArgs, 'input'>>;
  forwardCertificationItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForwardCertificationItemArgs, 'input'>>;
  linkRoleAssignment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLinkRoleAssignmentArgs, 'input'>>;
  modifyResourceShare?: Resolver<ResolversTypes['SharingResource'], ParentType, ContextType, RequireFields<MutationModifyResourceShareArgs, 'input'>>;
  publishPipeline?: Resolver<ResolversTypes['PipelinePublication'], ParentType, ContextType, RequireFields<MutationPublishPipelineArgs, 'pipelineDefinitionId'>>;
  reassignCertificationItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReassignCertificationItemArgs, 'input'>>;
  rejectAccessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationRejectAccessRequestArgs, 'input'>>;
  removeDelegate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDelegateArgs, 'input'>>;
  removeNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveNotificationArgs, 'id'>>;
  renameAuthDevice?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType, RequireFields<MutationRenameAuthDeviceArgs, 'id' | 'name' | 'type'>>;
  renameTrustedDevice?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType, RequireFields<MutationRenameTrustedDeviceArgs, 'alias' | 'id'>>;
  requestAccessRemoval?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<MutationRequestAccessRemovalArgs, 'input'>>;
  requestReportExport?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<MutationRequestReportExportArgs, 'format' | 'runId'>>;
  revokeAuthorizedApp?: Resolver<Array<ResolversTypes['AuthorizedApp']>, ParentType, ContextType, RequireFields<MutationRevokeAuthorizedAppArgs, 'clientId'>>;
  runPipeline?: Resolver<ResolversTypes['PipelineRun'], ParentType, ContextType, RequireFields<MutationRunPipelineArgs, 'pipelineDefinitionId' | 'uebaRiskThreshold'>>;
  runReport?: Resolver<ResolversTypes['ReportRun'], ParentType, ContextType, RequireFields<MutationRunReportArgs, 'input' | 'templateName'>>;
  saveAssignment?: Resolver<ResolversTypes['Assignment'], ParentType, ContextType, RequireFields<MutationSaveAssignmentArgs, 'input'>>;
  saveConfiguration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType, RequireFields<MutationSaveConfigurationArgs, 'input'>>;
  saveDataSourceMapping?: Resolver<ResolversTypes['DataSource'], ParentType, ContextType, RequireFields<MutationSaveDataSourceMappingArgs, 'input'>>;
  saveInternalRole?: Resolver<ResolversTypes['InternalRole'], ParentType, ContextType, RequireFields<MutationSaveInternalRoleArgs, 'input'>>;
  saveKba?: Resolver<ResolversTypes['AccountSecurity'], ParentType, ContextType, RequireFields<MutationSaveKbaArgs, 'input'>>;
  saveReportTemplate?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType, RequireFields<MutationSaveReportTemplateArgs, 'input' | 'name'>>;
  saveRiskSettings?: Resolver<ResolversTypes['RiskSettings'], ParentType, ContextType, RequireFields<MutationSaveRiskSettingsArgs, 'rev' | 'settings'>>;
  saveRiskUserConfig?: Resolver<ResolversTypes['RiskUserConfig'], ParentType, ContextType, RequireFields<MutationSaveRiskUserConfigArgs, 'input'>>;
  saveThemes?: Resolver<ResolversTypes['ThemeRealm'], ParentType, ContextType, RequireFields<MutationSaveThemesArgs, 'input'>>;
  setConsent?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetConsentArgs, 'input'>>;
  setDataSourceActive?: Resolver<ResolversTypes['DataSource'], ParentType, ContextType, RequireFields<MutationSetDataSourceActiveArgs, 'input'>>;
  setRouteDeployed?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationSetRouteDeployedArgs, 'input'>>;
  shareResource?: Resolver<ResolversTypes['SharingResource'], ParentType, ContextType, RequireFields<MutationShareResourceArgs, 'input'>>;
  signOffCampaign?: Resolver<ResolversTypes['AccessReview'], ParentType, ContextType, RequireFields<MutationSignOffCampaignArgs, 'campaignId'>>;
  signOut?: Resolver<ResolversTypes['SignOutResult'], ParentType, ContextType>;
  signOutOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signOutSession?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'handle'>>;
  startAuthenticatorAppEnrolment?: Resolver<ResolversTypes['AuthenticatorAppEnrolment'], ParentType, ContextType>;
  startSecurityKeyEnrolment?: Resolver<ResolversTypes['SecurityKeyEnrolment'], ParentType, ContextType>;
  startSocialLink?: Resolver<ResolversTypes['SocialLinkStart'], ParentType, ContextType, RequireFields<MutationStartSocialLinkArgs, 'provider'>>;
  submitAccessRequest?: Resolver<ResolversTypes['SubmittedAccessRequest'], ParentType, ContextType, RequireFields<MutationSubmitAccessRequestArgs, 'input'>>;
  unassignInternalRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnassignInternalRoleArgs, 'input'>>;
  unlinkRoleAssignment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnlinkRoleAssignmentArgs, 'input'>>;
  unlinkSocialIdentity?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType, RequireFields<MutationUnlinkSocialIdentityArgs, 'provider'>>;
  unshareResource?: Resolver<ResolversTypes['SharingResource'], ParentType, ContextType, RequireFields<MutationUnshareResourceArgs, 'input'>>;
  updateManagedObject?: Resolver<ResolversTypes['ManagedObjectForm'], ParentType, ContextType, RequireFields<MutationUpdateManagedObjectArgs, 'input'>>;
  updatePipelineExecutionStatus?: Resolver<ResolversTypes['PipelineDefinition'], ParentType, ContextType, RequireFields<MutationUpdatePipelineExecutionStatusArgs, 'executionId' | 'pipelineDefinitionId' | 'rev' | 'status'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NameValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NameValue'] = ResolversParentTypes['NameValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ObjectSchemaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectSchema'] = ResolversParentTypes['ObjectSchema']> = {
  order?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['SchemaProperty']>, ParentType, ContextType>;
  required?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordPolicy'] = ResolversParentTypes['PasswordPolicy']> = {
  cannotContainOthers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cannotContainOthersCaseInsensitive?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fieldValues?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxRepeatedCharacters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minCapitals?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minCharacterSets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minLowercase?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNumbers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minSymbols?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  noCommonPasswords?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordHistory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PipelineDataSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineDataSource'] = ResolversParentTypes['PipelineDataSource']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PipelineDefinitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineDefinition'] = ResolversParentTypes['PipelineDefinition']> = {
  created?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataSource?: Resolver<Maybe<ResolversTypes['PipelineDataSource']>, ParentType, ContextType>;
  executions?: Resolver<Array<ResolversTypes['PipelineExecutionSummary']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['PipelineParameters'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trainingPipelineDefinitionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PipelineType'], ParentType, ContextType>;
  uebaRiskThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PipelineDefinitionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineDefinitionPage'] = ResolversParentTypes['PipelineDefinitionPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PipelineDefinition']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PipelineExecutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineExecution'] = ResolversParentTypes['PipelineExecution']> = {
  endTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pipelineDefinitionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['PipelineProgress']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PipelineStatus'], ParentType, ContextType>;
};

export type PipelineExecutionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineExecutionSummary'] = ResolversParentTypes['PipelineExecutionSummary']> = {
  endTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PipelineStatus'], ParentType, ContextType>;
};

export type PipelineLogLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineLogLine'] = ResolversParentTypes['PipelineLogLine']> = {
  level?: Resolver<ResolversTypes['PipelineLogLevel'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PipelineLogsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineLogs'] = ResolversParentTypes['PipelineLogs']> = {
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PipelineLogLine']>, ParentType, ContextType>;
};

export type PipelineModelsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineModels'] = ResolversParentTypes['PipelineModels']> = {
  centroids?: Resolver<Array<ResolversTypes['ClusterCentroid']>, ParentType, ContextType>;
  clusters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  curves?: Resolver<Array<ResolversTypes['ModelCurves']>, ParentType, ContextType>;
  events?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  featureChoices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  labelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positives?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PipelineParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineParameters'] = ResolversParentTypes['PipelineParameters']> = {
  embeddings?: Resolver<ResolversTypes['EmbeddingParameters'], ParentType, ContextType>;
  modelA?: Resolver<ResolversTypes['AutoencoderParameters'], ParentType, ContextType>;
  modelB?: Resolver<ResolversTypes['AutoencoderParameters'], ParentType, ContextType>;
  modelC?: Resolver<ResolversTypes['ClusteringParameters'], ParentType, ContextType>;
};

export type PipelineProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineProgress'] = ResolversParentTypes['PipelineProgress']> = {
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PipelinePublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelinePublication'] = ResolversParentTypes['PipelinePublication']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PipelineRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineRun'] = ResolversParentTypes['PipelineRun']> = {
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrPoint'] = ResolversParentTypes['PrPoint']> = {
  precision?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recall?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PrivilegeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Privilege'] = ResolversParentTypes['Privilege']> = {
  accessFlags?: Resolver<Array<ResolversTypes['PrivilegeAccessFlag']>, ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['PrivilegePermission']>, ParentType, ContextType>;
};

export type PrivilegeAccessFlagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivilegeAccessFlag'] = ResolversParentTypes['PrivilegeAccessFlag']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PrivilegeTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivilegeTarget'] = ResolversParentTypes['PrivilegeTarget']> = {
  attributes?: Resolver<Array<ResolversTypes['PrivilegeTargetAttribute']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivilegeTargetAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivilegeTargetAttribute'] = ResolversParentTypes['PrivilegeTargetAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVersion'] = ResolversParentTypes['ProductVersion']> = {
  productBuildDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productRevision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['ProfilePreference']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schema?: Resolver<ResolversTypes['ObjectSchema'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type ProfileFieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileFieldError'] = ResolversParentTypes['ProfileFieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ProfilePreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfilePreference'] = ResolversParentTypes['ProfilePreference']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishedPipelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublishedPipeline'] = ResolversParentTypes['PublishedPipeline']> = {
  executionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pipelineDefinitionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  published?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessCatalog?: Resolver<ResolversTypes['CatalogItemPage'], ParentType, ContextType, RequireFields<QueryAccessCatalogArgs, 'input'>>;
  accessRequest?: Resolver<ResolversTypes['AccessRequest'], ParentType, ContextType, RequireFields<QueryAccessRequestArgs, 'id'>>;
  accessReviews?: Resolver<Array<ResolversTypes['AccessReview']>, ParentType, ContextType>;
  accountSecurity?: Resolver<ResolversTypes['AccountSecurity'], ParentType, ContextType>;
  adminActivity?: Resolver<ResolversTypes['AdminActivityPage'], ParentType, ContextType, RequireFields<QueryAdminActivityArgs, 'input'>>;
  adminActivityCsv?: Resolver<ResolversTypes['ManagedListCsv'], ParentType, ContextType, RequireFields<QueryAdminActivityCsvArgs, 'input'>>;
  approvals?: Resolver<ResolversTypes['AccessRequestPage'], ParentType, ContextType, RequireFields<QueryApprovalsArgs, 'input'>>;
  assignment?: Resolver<ResolversTypes['Assignment'], ParentType, ContextType, RequireFields<QueryAssignmentArgs, 'id'>>;
  assignmentMappings?: Resolver<Array<ResolversTypes['AssignmentMapping']>, ParentType, ContextType>;
  assignments?: Resolver<ResolversTypes['AssignmentPage'], ParentType, ContextType, RequireFields<QueryAssignmentsArgs, 'input'>>;
  assignmentsCsv?: Resolver<ResolversTypes['ManagedListCsv'], ParentType, ContextType, RequireFields<QueryAssignmentsCsvArgs, 'input'>>;
  authDevices?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType>;
  authenticationFeatures?: Resolver<Array<ResolversTypes['AuthenticationFeature']>, ParentType, ContextType>;
  authorizedApps?: Resolver<Array<ResolversTypes['AuthorizedApp']>, ParentType, ContextType>;
  autoAccessAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bucketObjects?: Resolver<ResolversTypes['BucketObjectPage'], ParentType, ContextType, RequireFields<QueryBucketObjectsArgs, 'input'>>;
  catalogApplications?: Resolver<Array<ResolversTypes['CatalogItem']>, ParentType, ContextType>;
  catalogItemConflict?: Resolver<ResolversTypes['CatalogItemConflict'], ParentType, ContextType, RequireFields<QueryCatalogItemConflictArgs, 'input'>>;
  certificationGlossary?: Resolver<Array<ResolversTypes['GlossaryTerm']>, ParentType, ContextType>;
  certificationTask?: Resolver<ResolversTypes['CertificationTask'], ParentType, ContextType, RequireFields<QueryCertificationTaskArgs, 'campaignId'>>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType, RequireFields<QueryConfigurationArgs, 'id'>>;
  consentMappings?: Resolver<Array<ResolversTypes['ConsentMapping']>, ParentType, ContextType>;
  dataSource?: Resolver<ResolversTypes['DataSource'], ParentType, ContextType, RequireFields<QueryDataSourceArgs, 'id'>>;
  dataSourceBuckets?: Resolver<Array<ResolversTypes['StorageBucket']>, ParentType, ContextType, Partial<QueryDataSourceBucketsArgs>>;
  dataSourceFilePreview?: Resolver<ResolversTypes['DataSourceFilePreview'], ParentType, ContextType, RequireFields<QueryDataSourceFilePreviewArgs, 'input'>>;
  dataSources?: Resolver<ResolversTypes['DataSourcePage'], ParentType, ContextType, RequireFields<QueryDataSourcesArgs, 'input'>>;
  directReport?: Resolver<ResolversTypes['GovernanceUser'], ParentType, ContextType, RequireFields<QueryDirectReportArgs, 'userId'>>;
  directReportGrants?: Resolver<ResolversTypes['GrantPage'], ParentType, ContextType, RequireFields<QueryDirectReportGrantsArgs, 'input' | 'userId'>>;
  directReports?: Resolver<Array<ResolversTypes['GovernanceUser']>, ParentType, ContextType>;
  entityDefinitions?: Resolver<Array<ResolversTypes['EntityDefinition']>, ParentType, ContextType>;
  entitySearch?: Resolver<ResolversTypes['EntitySearchResult'], ParentType, ContextType, RequireFields<QueryEntitySearchArgs, 'index' | 'query'>>;
  featureExploration?: Resolver<ResolversTypes['FeatureExploration'], ParentType, ContextType, RequireFields<QueryFeatureExplorationArgs, 'feature' | 'from' | 'to'>>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  governanceCounts?: Resolver<ResolversTypes['GovernanceCounts'], ParentType, ContextType>;
  governanceUsers?: Resolver<Array<ResolversTypes['GovernanceUser']>, ParentType, ContextType, RequireFields<QueryGovernanceUsersArgs, 'search'>>;
  internalRole?: Resolver<ResolversTypes['InternalRole'], ParentType, ContextType, RequireFields<QueryInternalRoleArgs, 'id'>>;
  internalRoles?: Resolver<ResolversTypes['InternalRolePage'], ParentType, ContextType, RequireFields<QueryInternalRolesArgs, 'input'>>;
  internalRolesCsv?: Resolver<ResolversTypes['ManagedListCsv'], ParentType, ContextType, RequireFields<QueryInternalRolesCsvArgs, 'input'>>;
  jsltPreview?: Resolver<ResolversTypes['JsltPreview'], ParentType, ContextType, RequireFields<QueryJsltPreviewArgs, 'input'>>;
  localeMessages?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryLocaleMessagesArgs, 'locale'>>;
  managedList?: Resolver<ResolversTypes['ManagedList'], ParentType, ContextType, RequireFields<QueryManagedListArgs, 'input'>>;
  managedListCsv?: Resolver<ResolversTypes['ManagedListCsv'], ParentType, ContextType, RequireFields<QueryManagedListCsvArgs, 'input'>>;
  managedObject?: Resolver<ResolversTypes['ManagedObjectForm'], ParentType, ContextType, RequireFields<QueryManagedObjectArgs, 'id' | 'resourceName' | 'resourceType'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  myAccessRequests?: Resolver<ResolversTypes['AccessRequestPage'], ParentType, ContextType, RequireFields<QueryMyAccessRequestsArgs, 'input'>>;
  myDelegates?: Resolver<Array<ResolversTypes['Delegate']>, ParentType, ContextType>;
  myGrants?: Resolver<ResolversTypes['GrantPage'], ParentType, ContextType, RequireFields<QueryMyGrantsArgs, 'input'>>;
  mySessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pipelineDefinition?: Resolver<ResolversTypes['PipelineDefinition'], ParentType, ContextType, RequireFields<QueryPipelineDefinitionArgs, 'id'>>;
  pipelineDefinitions?: Resolver<ResolversTypes['PipelineDefinitionPage'], ParentType, ContextType, RequireFields<QueryPipelineDefinitionsArgs, 'pageSize'>>;
  pipelineExecution?: Resolver<ResolversTypes['PipelineExecution'], ParentType, ContextType, RequireFields<QueryPipelineExecutionArgs, 'executionId'>>;
  pipelineLogs?: Resolver<Maybe<ResolversTypes['PipelineLogs']>, ParentType, ContextType, RequireFields<QueryPipelineLogsArgs, 'pipelineDefinitionId'>>;
  pipelineModels?: Resolver<ResolversTypes['PipelineModels'], ParentType, ContextType, RequireFields<QueryPipelineModelsArgs, 'pipelineDefinitionId'>>;
  privilegeTargets?: Resolver<Array<ResolversTypes['PrivilegeTarget']>, ParentType, ContextType>;
  privileges?: Resolver<Maybe<Array<ResolversTypes['DelegatedAdminPrivilege']>>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  profileData?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  profilePolicyCheck?: Resolver<Array<ResolversTypes['ProfileFieldError']>, ParentType, ContextType, RequireFields<QueryProfilePolicyCheckArgs, 'values'>>;
  publishedPipeline?: Resolver<Maybe<ResolversTypes['PublishedPipeline']>, ParentType, ContextType>;
  reportExport?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<QueryReportExportArgs, 'exportId'>>;
  reportRows?: Resolver<ResolversTypes['ReportRowsPage'], ParentType, ContextType, RequireFields<QueryReportRowsArgs, 'id' | 'input'>>;
  reportRun?: Resolver<ResolversTypes['ReportRun'], ParentType, ContextType, RequireFields<QueryReportRunArgs, 'id'>>;
  reportRuns?: Resolver<ResolversTypes['ReportRunPage'], ParentType, ContextType, RequireFields<QueryReportRunsArgs, 'offset' | 'pageSize' | 'templateName'>>;
  reportTemplate?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType, RequireFields<QueryReportTemplateArgs, 'name'>>;
  reportTemplates?: Resolver<Array<ResolversTypes['ReportTemplate']>, ParentType, ContextType, Partial<QueryReportTemplatesArgs>>;
  riskActivity?: Resolver<ResolversTypes['RiskEventPage'], ParentType, ContextType, RequireFields<QueryRiskActivityArgs, 'filters'>>;
  riskActivityCsv?: Resolver<ResolversTypes['RiskEventsCsv'], ParentType, ContextType, RequireFields<QueryRiskActivityCsvArgs, 'filters'>>;
  riskAnalysisAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  riskDashboard?: Resolver<ResolversTypes['RiskDashboard'], ParentType, ContextType, RequireFields<QueryRiskDashboardArgs, 'filters'>>;
  riskEvaluationPreview?: Resolver<ResolversTypes['RiskEvaluationPreview'], ParentType, ContextType, RequireFields<QueryRiskEvaluationPreviewArgs, 'input'>>;
  riskEvent?: Resolver<ResolversTypes['RiskEventDetail'], ParentType, ContextType, RequireFields<QueryRiskEventArgs, 'eventId'>>;
  riskEvents?: Resolver<ResolversTypes['RiskEventPage'], ParentType, ContextType, RequireFields<QueryRiskEventsArgs, 'filters'>>;
  riskEventsCsv?: Resolver<ResolversTypes['RiskEventsCsv'], ParentType, ContextType, RequireFields<QueryRiskEventsCsvArgs, 'filters'>>;
  riskFacetValues?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType, RequireFields<QueryRiskFacetValuesArgs, 'facet' | 'filters'>>;
  riskNormalView?: Resolver<ResolversTypes['RiskNormalView'], ParentType, ContextType, RequireFields<QueryRiskNormalViewArgs, 'userId'>>;
  riskSettings?: Resolver<ResolversTypes['RiskSettings'], ParentType, ContextType>;
  riskUserConfig?: Resolver<ResolversTypes['RiskUserConfig'], ParentType, ContextType>;
  roleAssignments?: Resolver<Array<ResolversTypes['Assignment']>, ParentType, ContextType, RequireFields<QueryRoleAssignmentsArgs, 'roleId'>>;
  routes?: Resolver<ResolversTypes['RoutePage'], ParentType, ContextType, RequireFields<QueryRoutesArgs, 'input'>>;
  routesCsv?: Resolver<ResolversTypes['ManagedListCsv'], ParentType, ContextType, RequireFields<QueryRoutesCsvArgs, 'input'>>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType, Partial<QueryServerInfoArgs>>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  sharedWithMe?: Resolver<Array<ResolversTypes['SharedResource']>, ParentType, ContextType>;
  sharingRequests?: Resolver<Array<ResolversTypes['SharingRequest']>, ParentType, ContextType>;
  sharingResources?: Resolver<Array<ResolversTypes['SharingResource']>, ParentType, ContextType>;
  signInHistory?: Resolver<Array<ResolversTypes['SignInEvent']>, ParentType, ContextType>;
  socialProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  systemNotification?: Resolver<Maybe<ResolversTypes['SystemNotification']>, ParentType, ContextType>;
  tenant?: Resolver<Maybe<ResolversTypes['Tenant']>, ParentType, ContextType>;
  themeRealm?: Resolver<ResolversTypes['ThemeRealm'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType, RequireFields<QueryThemesArgs, 'realm'>>;
  trustedDevices?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType>;
  uiConfig?: Resolver<ResolversTypes['UiConfig'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['ProductVersion'], ParentType, ContextType>;
  workforceApplications?: Resolver<Array<ResolversTypes['WorkforceApplication']>, ParentType, ContextType>;
};

export type RealmThemesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealmThemes'] = ResolversParentTypes['RealmThemes']> = {
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType>;
};

export type ReportAggregateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportAggregate'] = ResolversParentTypes['ReportAggregate']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  function?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportColumn'] = ResolversParentTypes['ReportColumn']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportExport'] = ResolversParentTypes['ReportExport']> = {
  downloadPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportExportStatus'], ParentType, ContextType>;
};

export type ReportFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFilter'] = ResolversParentTypes['ReportFilter']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportOutputColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportOutputColumn'] = ResolversParentTypes['ReportOutputColumn']> = {
  aggregate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportParameterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportParameter'] = ResolversParentTypes['ReportParameter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportParameterValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportParameterValue'] = ResolversParentTypes['ReportParameterValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportRowsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRowsPage'] = ResolversParentTypes['ReportRowsPage']> = {
  columns?: Resolver<Array<ResolversTypes['ReportOutputColumn']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  sorting?: Resolver<Array<ResolversTypes['ReportSort']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRun'] = ResolversParentTypes['ReportRun']> = {
  columns?: Resolver<Array<ResolversTypes['ReportOutputColumn']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['ReportFileFormat']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['ReportParameterValue']>, ParentType, ContextType>;
  rangeEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rangeStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportRunStatus'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeframe?: Resolver<ResolversTypes['ReportTimeframe'], ParentType, ContextType>;
};

export type ReportRunPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRunPage'] = ResolversParentTypes['ReportRunPage']> = {
  runs?: Resolver<Array<ResolversTypes['ReportRun']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportSortResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportSort'] = ResolversParentTypes['ReportSort']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportTemplate'] = ResolversParentTypes['ReportTemplate']> = {
  aggregates?: Resolver<Array<ResolversTypes['ReportAggregate']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ReportColumn']>, ParentType, ContextType>;
  dataSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ReportFilter']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['ReportParameter']>, ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorting?: Resolver<Array<ResolversTypes['ReportSort']>, ParentType, ContextType>;
};

export type ReportTimeframeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportTimeframe'] = ResolversParentTypes['ReportTimeframe']> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preset?: Resolver<ResolversTypes['ReportTimeframePreset'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RequestActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestActions'] = ResolversParentTypes['RequestActions']> = {
  approve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forward?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestHistoryEntry'] = ResolversParentTypes['RequestHistoryEntry']> = {
  action?: Resolver<ResolversTypes['RequestHistoryAction'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['GovernanceUser']>, ParentType, ContextType>;
};

export type ResourceShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceShare'] = ResolversParentTypes['ResourceShare']> = {
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewerPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewerPermissions'] = ResolversParentTypes['ReviewerPermissions']> = {
  comment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forward?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RiskAccessResultsDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskAccessResultsDay'] = ResolversParentTypes['RiskAccessResultsDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskAverageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskAverageDay'] = ResolversParentTypes['RiskAverageDay']> = {
  averageScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskDashboard'] = ResolversParentTypes['RiskDashboard']> = {
  accessResults?: Resolver<Array<ResolversTypes['RiskAccessResultsDay']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['RiskFacetValues']>, ParentType, ContextType>;
  map?: Resolver<Array<ResolversTypes['RiskMapPoint']>, ParentType, ContextType>;
  reasonFeatures?: Resolver<ResolversTypes['RiskReasonFeatures'], ParentType, ContextType>;
  riskOverTime?: Resolver<Array<ResolversTypes['RiskAverageDay']>, ParentType, ContextType>;
  riskiestUsers?: Resolver<Array<ResolversTypes['RiskiestUser']>, ParentType, ContextType>;
  scored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskEvaluationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskEvaluationPreview'] = ResolversParentTypes['RiskEvaluationPreview']> = {
  events?: Resolver<Array<ResolversTypes['RiskPreviewEvent']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RiskPreviewModel'], ParentType, ContextType>;
};

export type RiskEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskEvent'] = ResolversParentTypes['RiskEvent']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dayparting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  osVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['RiskReason']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riskScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riskScoreThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RiskEventDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskEventDetail'] = ResolversParentTypes['RiskEventDetail']> = {
  event?: Resolver<ResolversTypes['RiskEvent'], ParentType, ContextType>;
  previousAttempts?: Resolver<Array<ResolversTypes['RiskEvent']>, ParentType, ContextType>;
  previousAttemptsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  travel?: Resolver<Maybe<ResolversTypes['RiskTravel']>, ParentType, ContextType>;
};

export type RiskEventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskEventPage'] = ResolversParentTypes['RiskEventPage']> = {
  events?: Resolver<Array<ResolversTypes['RiskEvent']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskEventsCsvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskEventsCsv'] = ResolversParentTypes['RiskEventsCsv']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RiskFacetValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskFacetValue'] = ResolversParentTypes['RiskFacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskFacetValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskFacetValues'] = ResolversParentTypes['RiskFacetValues']> = {
  facet?: Resolver<ResolversTypes['RiskFacet'], ParentType, ContextType>;
  searchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
};

export type RiskMapPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskMapPoint'] = ResolversParentTypes['RiskMapPoint']> = {
  averageScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RiskNormalViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskNormalView'] = ResolversParentTypes['RiskNormalView']> = {
  features?: Resolver<Array<ResolversTypes['RiskNormalViewFeature']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realmEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskNormalViewFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskNormalViewFeature'] = ResolversParentTypes['RiskNormalViewFeature']> = {
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realm?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
  user?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RiskNormalViewValue']>, ParentType, ContextType>;
};

export type RiskNormalViewValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskNormalViewValue'] = ResolversParentTypes['RiskNormalViewValue']> = {
  realmCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskPreviewEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskPreviewEvent'] = ResolversParentTypes['RiskPreviewEvent']> = {
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskReason'] = ResolversParentTypes['RiskReason']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RiskReasonKind'], ParentType, ContextType>;
};

export type RiskReasonFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskReasonFeatures'] = ResolversParentTypes['RiskReasonFeatures']> = {
  clustering?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
  ueba?: Resolver<Array<ResolversTypes['RiskFacetValue']>, ParentType, ContextType>;
};

export type RiskSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskSettings'] = ResolversParentTypes['RiskSettings']> = {
  allowList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  blockList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  highLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediumLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskScoreThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskTravelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskTravel'] = ResolversParentTypes['RiskTravel']> = {
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['RiskEvent'], ParentType, ContextType>;
  speedKmh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RiskUserConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskUserConfig'] = ResolversParentTypes['RiskUserConfig']> = {
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yaml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskiestUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskiestUser'] = ResolversParentTypes['RiskiestUser']> = {
  averageScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RocPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RocPoint'] = ResolversParentTypes['RocPoint']> = {
  fpr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tpr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RouteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Route'] = ResolversParentTypes['Route']> = {
  behaviour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  context?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deployed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoutePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoutePage'] = ResolversParentTypes['RoutePage']> = {
  rows?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchemaPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchemaProperty'] = ResolversParentTypes['SchemaProperty']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nullable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SecurityKeyEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityKeyEnrolment'] = ResolversParentTypes['SecurityKeyEnrolment']> = {
  enrolmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type ServerInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = {
  cookieName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forgotUsername?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secureCookie?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  authTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxIdleExpirationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxSessionExpirationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedResource'] = ResolversParentTypes['SharedResource']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SharingRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharingRequest'] = ResolversParentTypes['SharingRequest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SharingResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharingResource'] = ResolversParentTypes['SharingResource']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shares?: Resolver<Array<ResolversTypes['ResourceShare']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignInEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInEvent'] = ResolversParentTypes['SignInEvent']> = {
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localNetwork?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignOutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutResult'] = ResolversParentTypes['SignOutResult']> = {
  gotoRejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postLogoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SocialIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialIdentity'] = ResolversParentTypes['SocialIdentity']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialLinkStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLinkStart'] = ResolversParentTypes['SocialLinkStart']> = {
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SocialProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialProvider'] = ResolversParentTypes['SocialProvider']> = {
  buttonColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttonTextColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identity?: Resolver<Maybe<ResolversTypes['SocialIdentity']>, ParentType, ContextType>;
  linked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StorageBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorageBucket'] = ResolversParentTypes['StorageBucket']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmittedAccessRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmittedAccessRequest'] = ResolversParentTypes['SubmittedAccessRequest']> = {
  requestIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SystemAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemAttribute'] = ResolversParentTypes['SystemAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemNotification'] = ResolversParentTypes['SystemNotification']> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TenantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  currentTier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkedTrees?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type ThemeRealmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeRealm'] = ResolversParentTypes['ThemeRealm']> = {
  realms?: Resolver<Array<ResolversTypes['RealmThemes']>, ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeConstraintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeConstraint'] = ResolversParentTypes['TimeConstraint']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrustedDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrustedDevice'] = ResolversParentTypes['TrustedDevice']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpu?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSelectedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localNetwork?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UiConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UiConfig'] = ResolversParentTypes['UiConfig']> = {
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostedPages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  handle?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestAccessTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxIdleExpirationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkforceApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkforceApplication'] = ResolversParentTypes['WorkforceApplication']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  launchUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccessRequest?: AccessRequestResolvers<ContextType>;
  AccessRequestPage?: AccessRequestPageResolvers<ContextType>;
  AccessReview?: AccessReviewResolvers<ContextType>;
  AccountSecurity?: AccountSecurityResolvers<ContextType>;
  AdminActivityEntry?: AdminActivityEntryResolvers<ContextType>;
  AdminActivityPage?: AdminActivityPageResolvers<ContextType>;
  Assignment?: AssignmentResolvers<ContextType>;
  AssignmentAttribute?: AssignmentAttributeResolvers<ContextType>;
  AssignmentMapping?: AssignmentMappingResolvers<ContextType>;
  AssignmentPage?: AssignmentPageResolvers<ContextType>;
  AuthDevice?: AuthDeviceResolvers<ContextType>;
  AuthenticationFeature?: AuthenticationFeatureResolvers<ContextType>;
  AuthenticatorAppEnrolment?: AuthenticatorAppEnrolmentResolvers<ContextType>;
  AuthorizedApp?: AuthorizedAppResolvers<ContextType>;
  AutoencoderParameters?: AutoencoderParametersResolvers<ContextType>;
  BucketObject?: BucketObjectResolvers<ContextType>;
  BucketObjectPage?: BucketObjectPageResolvers<ContextType>;
  Callback?: CallbackResolvers<ContextType>;
  CatalogApplicationRef?: CatalogApplicationRefResolvers<ContextType>;
  CatalogItem?: CatalogItemResolvers<ContextType>;
  CatalogItemPage?: CatalogItemPageResolvers<ContextType>;
  CertificationComment?: CertificationCommentResolvers<ContextType>;
  CertificationFlags?: CertificationFlagsResolvers<ContextType>;
  CertificationItem?: CertificationItemResolvers<ContextType>;
  CertificationReviewer?: CertificationReviewerResolvers<ContextType>;
  CertificationTask?: CertificationTaskResolvers<ContextType>;
  ClusterCentroid?: ClusterCentroidResolvers<ContextType>;
  ClusteringParameters?: ClusteringParametersResolvers<ContextType>;
  Configuration?: ConfigurationResolvers<ContextType>;
  ConsentMapping?: ConsentMappingResolvers<ContextType>;
  DataSource?: DataSourceResolvers<ContextType>;
  DataSourceFilePreview?: DataSourceFilePreviewResolvers<ContextType>;
  DataSourcePage?: DataSourcePageResolvers<ContextType>;
  Delegate?: DelegateResolvers<ContextType>;
  DelegatedAdminPrivilege?: DelegatedAdminPrivilegeResolvers<ContextType>;
  EmbeddingParameters?: EmbeddingParametersResolvers<ContextType>;
  EnabledAuthDevice?: EnabledAuthDeviceResolvers<ContextType>;
  EntityAggregation?: EntityAggregationResolvers<ContextType>;
  EntityBucket?: EntityBucketResolvers<ContextType>;
  EntityDefinition?: EntityDefinitionResolvers<ContextType>;
  EntityField?: EntityFieldResolvers<ContextType>;
  EntityProperty?: EntityPropertyResolvers<ContextType>;
  EntitySearchHit?: EntitySearchHitResolvers<ContextType>;
  EntitySearchResult?: EntitySearchResultResolvers<ContextType>;
  ExplorationValue?: ExplorationValueResolvers<ContextType>;
  Feature?: FeatureResolvers<ContextType>;
  FeatureExploration?: FeatureExplorationResolvers<ContextType>;
  FeatureExpression?: FeatureExpressionResolvers<ContextType>;
  FeatureMode?: FeatureModeResolvers<ContextType>;
  GlossaryTerm?: GlossaryTermResolvers<ContextType>;
  GovernanceCounts?: GovernanceCountsResolvers<ContextType>;
  GovernanceUser?: GovernanceUserResolvers<ContextType>;
  Grant?: GrantResolvers<ContextType>;
  GrantPage?: GrantPageResolvers<ContextType>;
  InternalRole?: InternalRoleResolvers<ContextType>;
  InternalRolePage?: InternalRolePageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JourneyResult?: JourneyResultResolvers<ContextType>;
  JourneyStep?: JourneyStepResolvers<ContextType>;
  JourneySuccess?: JourneySuccessResolvers<ContextType>;
  JsltFeatureResult?: JsltFeatureResultResolvers<ContextType>;
  JsltPreview?: JsltPreviewResolvers<ContextType>;
  KbaQuestion?: KbaQuestionResolvers<ContextType>;
  KbaSelection?: KbaSelectionResolvers<ContextType>;
  KbaSettings?: KbaSettingsResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  ManagedColumn?: ManagedColumnResolvers<ContextType>;
  ManagedField?: ManagedFieldResolvers<ContextType>;
  ManagedList?: ManagedListResolvers<ContextType>;
  ManagedListCsv?: ManagedListCsvResolvers<ContextType>;
  ManagedListRow?: ManagedListRowResolvers<ContextType>;
  ManagedObjectForm?: ManagedObjectFormResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  ModelCurves?: ModelCurvesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NameValue?: NameValueResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  ObjectSchema?: ObjectSchemaResolvers<ContextType>;
  PasswordPolicy?: PasswordPolicyResolvers<ContextType>;
  PipelineDataSource?: PipelineDataSourceResolvers<ContextType>;
  PipelineDefinition?: PipelineDefinitionResolvers<ContextType>;
  PipelineDefinitionPage?: PipelineDefinitionPageResolvers<ContextType>;
  PipelineExecution?: PipelineExecutionResolvers<ContextType>;
  PipelineExecutionSummary?: PipelineExecutionSummaryResolvers<ContextType>;
  PipelineLogLine?: PipelineLogLineResolvers<ContextType>;
  PipelineLogs?: PipelineLogsResolvers<ContextType>;
  PipelineModels?: PipelineModelsResolvers<ContextType>;
  PipelineParameters?: PipelineParametersResolvers<ContextType>;
  PipelineProgress?: PipelineProgressResolvers<ContextType>;
  PipelinePublication?: PipelinePublicationResolvers<ContextType>;
  PipelineRun?: PipelineRunResolvers<ContextType>;
  PrPoint?: PrPointResolvers<ContextType>;
  Privilege?: PrivilegeResolvers<ContextType>;
  PrivilegeAccessFlag?: PrivilegeAccessFlagResolvers<ContextType>;
  PrivilegeTarget?: PrivilegeTargetResolvers<ContextType>;
  PrivilegeTargetAttribute?: PrivilegeTargetAttributeResolvers<ContextType>;
  ProductVersion?: ProductVersionResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileFieldError?: ProfileFieldErrorResolvers<ContextType>;
  ProfilePreference?: ProfilePreferenceResolvers<ContextType>;
  PublishedPipeline?: PublishedPipelineResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealmThemes?: RealmThemesResolvers<ContextType>;
  ReportAggregate?: ReportAggregateResolvers<ContextType>;
  ReportColumn?: ReportColumnResolvers<ContextType>;
  ReportExport?: ReportExportResolvers<ContextType>;
  ReportFilter?: ReportFilterResolvers<ContextType>;
  ReportOutputColumn?: ReportOutputColumnResolvers<ContextType>;
  ReportParameter?: ReportParameterResolvers<ContextType>;
  ReportParameterValue?: ReportParameterValueResolvers<ContextType>;
  ReportRowsPage?: ReportRowsPageResolvers<ContextType>;
  ReportRun?: ReportRunResolvers<ContextType>;
  ReportRunPage?: ReportRunPageResolvers<ContextType>;
  ReportSort?: ReportSortResolvers<ContextType>;
  ReportTemplate?: ReportTemplateResolvers<ContextType>;
  ReportTimeframe?: ReportTimeframeResolvers<ContextType>;
  RequestActions?: RequestActionsResolvers<ContextType>;
  RequestHistoryEntry?: RequestHistoryEntryResolvers<ContextType>;
  ResourceShare?: ResourceShareResolvers<ContextType>;
  ReviewerPermissions?: ReviewerPermissionsResolvers<ContextType>;
  RiskAccessResultsDay?: RiskAccessResultsDayResolvers<ContextType>;
  RiskAverageDay?: RiskAverageDayResolvers<ContextType>;
  RiskDashboard?: RiskDashboardResolvers<ContextType>;
  RiskEvaluationPreview?: RiskEvaluationPreviewResolvers<ContextType>;
  RiskEvent?: RiskEventResolvers<ContextType>;
  RiskEventDetail?: RiskEventDetailResolvers<ContextType>;
  RiskEventPage?: RiskEventPageResolvers<ContextType>;
  RiskEventsCsv?: RiskEventsCsvResolvers<ContextType>;
  RiskFacetValue?: RiskFacetValueResolvers<ContextType>;
  RiskFacetValues?: RiskFacetValuesResolvers<ContextType>;
  RiskMapPoint?: RiskMapPointResolvers<ContextType>;
  RiskNormalView?: RiskNormalViewResolvers<ContextType>;
  RiskNormalViewFeature?: RiskNormalViewFeatureResolvers<ContextType>;
  RiskNormalViewValue?: RiskNormalViewValueResolvers<ContextType>;
  RiskPreviewEvent?: RiskPreviewEventResolvers<ContextType>;
  RiskReason?: RiskReasonResolvers<ContextType>;
  RiskReasonFeatures?: RiskReasonFeaturesResolvers<ContextType>;
  RiskSettings?: RiskSettingsResolvers<ContextType>;
  RiskTravel?: RiskTravelResolvers<ContextType>;
  RiskUserConfig?: RiskUserConfigResolvers<ContextType>;
  RiskiestUser?: RiskiestUserResolvers<ContextType>;
  RocPoint?: RocPointResolvers<ContextType>;
  Route?: RouteResolvers<ContextType>;
  RoutePage?: RoutePageResolvers<ContextType>;
  SchemaProperty?: SchemaPropertyResolvers<ContextType>;
  SecurityKeyEnrolment?: SecurityKeyEnrolmentResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SharedResource?: SharedResourceResolvers<ContextType>;
  SharingRequest?: SharingRequestResolvers<ContextType>;
  SharingResource?: SharingResourceResolvers<ContextType>;
  SignInEvent?: SignInEventResolvers<ContextType>;
  SignOutResult?: SignOutResultResolvers<ContextType>;
  SocialIdentity?: SocialIdentityResolvers<ContextType>;
  SocialLinkStart?: SocialLinkStartResolvers<ContextType>;
  SocialProvider?: SocialProviderResolvers<ContextType>;
  StorageBucket?: StorageBucketResolvers<ContextType>;
  SubmittedAccessRequest?: SubmittedAccessRequestResolvers<ContextType>;
  SystemAttribute?: SystemAttributeResolvers<ContextType>;
  SystemNotification?: SystemNotificationResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  ThemeRealm?: ThemeRealmResolvers<ContextType>;
  TimeConstraint?: TimeConstraintResolvers<ContextType>;
  TrustedDevice?: TrustedDeviceResolvers<ContextType>;
  UiConfig?: UiConfigResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
  WorkforceApplication?: WorkforceApplicationResolvers<ContextType>;
};

