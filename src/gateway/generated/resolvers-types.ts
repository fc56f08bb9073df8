import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  realm?: InputMaybe<Scalars['String']['input']>;
  /** Journey name; Login when omitted. */
  tree?: InputMaybe<Scalars['String']['input']>;
};

export type AuthorizedApp = {
  __typename?: 'AuthorizedApp';
  clientId: Scalars['ID']['output'];
  /** ISO 8601 instant the access ends; null when it does not. */
  expiryDateTime?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
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

export type Feature = {
  __typename?: 'Feature';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
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
  realm: Scalars['String']['output'];
  /** A validated path or URL to continue to. */
  redirectUrl: Scalars['String']['output'];
};

export type Me = {
  __typename?: 'Me';
  amAdmin: Scalars['Boolean']['output'];
  amRoles: Array<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  givenName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idmRoles: Array<Scalars['String']['output']>;
  internalAdmin: Scalars['Boolean']['output'];
  mail: Scalars['String']['output'];
  managedResource: Scalars['String']['output'];
  privileges: Scalars['JSON']['output'];
  realm: Scalars['String']['output'];
  sn?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Runs one step of a sign-in journey. The journey handle stays on the server. */
  authenticate: JourneyResult;
  /** Removes all of the signed-in user's notifications. */
  clearNotifications: Scalars['Boolean']['output'];
  /** Removes an authentication device; needs a recent sign-in (FORBIDDEN with reason REAUTH_REQUIRED). */
  deleteAuthDevice: Array<AuthDevice>;
  /** Forgets a trusted device; answers the updated list. */
  deleteTrustedDevice: Array<TrustedDevice>;
  /** Resets the session's idle clock. */
  extendSession: Session;
  /** Removes one of the signed-in user's notifications. */
  removeNotification: Scalars['Boolean']['output'];
  /** Renames an authentication device; a WebAuthn device needs a recent sign-in (FORBIDDEN with reason REAUTH_REQUIRED). */
  renameAuthDevice: Array<AuthDevice>;
  /** Renames a trusted device; answers the updated list. */
  renameTrustedDevice: Array<TrustedDevice>;
  /** Revokes an application's access and tokens; answers the applications left. */
  revokeAuthorizedApp: Array<AuthorizedApp>;
  /** Replaces one realm's theme list (administrators only); a stale rev is a CONFLICT. */
  saveThemes: ThemeRealm;
  signOut: SignOutResult;
  /** Ends every session of the signed-in user but the current one; answers how many ended. */
  signOutOtherSessions: Scalars['Int']['output'];
  /** Ends another of the signed-in user's sessions; answers the sessions left. */
  signOutSession: Array<UserSession>;
  /** Patches the signed-in user's profile; a stale rev is a CONFLICT. */
  updateProfile: Profile;
};


export type MutationAuthenticateArgs = {
  input: AuthenticateInput;
};


export type MutationDeleteAuthDeviceArgs = {
  id: Scalars['ID']['input'];
  type: AuthDeviceType;
};


export type MutationDeleteTrustedDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameAuthDeviceArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  type: AuthDeviceType;
};


export type MutationRenameTrustedDeviceArgs = {
  alias: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRevokeAuthorizedAppArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationSaveThemesArgs = {
  input: SaveThemesInput;
};


export type MutationSignOutSessionArgs = {
  handle: Scalars['ID']['input'];
};


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

export type ProductVersion = {
  __typename?: 'ProductVersion';
  productBuildDate?: Maybe<Scalars['String']['output']>;
  productRevision?: Maybe<Scalars['String']['output']>;
  productVersion: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  id: Scalars['ID']['output'];
  resource: Scalars['String']['output'];
  rev: Scalars['String']['output'];
  schema: ObjectSchema;
  /** Viewable, non-private values keyed by property name. */
  values: Scalars['JSON']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user's OATH, push and WebAuthn devices. */
  authDevices: Array<AuthDevice>;
  /** OAuth applications the signed-in user has granted access, other than this console. */
  authorizedApps: Array<AuthorizedApp>;
  features: Array<Feature>;
  /** Server-side message overrides for a locale, keyed by package. */
  localeMessages: Scalars['JSON']['output'];
  /** The signed-in user. */
  me: Me;
  /** The signed-in user's live sessions in the realm. */
  mySessions: Array<UserSession>;
  /** The signed-in user's notifications, newest first. */
  notifications: Array<Notification>;
  /** The signed-in user's profile with its managed-object schema. */
  profile: Profile;
  /** Server information of a realm (root when omitted). */
  serverInfo: ServerInfo;
  session: Session;
  /** The signed-in user's recent sign-ins, newest first. */
  signInHistory: Array<SignInEvent>;
  /** The platform-wide notice shown in a banner; null when there is none. */
  systemNotification?: Maybe<SystemNotification>;
  /** Every realm's themes with the document revision, for the theme editor. */
  themeRealm: ThemeRealm;
  /** Themes of a realm, served to anonymous users. */
  themes: Array<Theme>;
  /** Browsers the signed-in user has signed in from, most recently used first. */
  trustedDevices: Array<TrustedDevice>;
  uiConfig: UiConfig;
  version: ProductVersion;
};


export type QueryLocaleMessagesArgs = {
  locale: Scalars['String']['input'];
  packages?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryServerInfoArgs = {
  realm?: InputMaybe<Scalars['String']['input']>;
};


export type QueryThemesArgs = {
  realm: Scalars['String']['input'];
};

export type RealmThemes = {
  __typename?: 'RealmThemes';
  realm: Scalars['String']['output'];
  themes: Array<Theme>;
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

export type SignInEvent = {
  __typename?: 'SignInEvent';
  browser?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** Such as Local network or London, United Kingdom; null when unknown. */
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
  /** Where the browser goes next; null means reload. */
  postLogoutUrl?: Maybe<Scalars['String']['output']>;
};

export type SystemNotification = {
  __typename?: 'SystemNotification';
  /** Optional longer text shown in a details dialog. */
  details?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** info, warning or danger. */
  severity: Scalars['String']['output'];
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
  /** Where the latest sign-in came from, such as Local network or London, United Kingdom. */
  location?: Maybe<Scalars['String']['output']>;
  os?: Maybe<Scalars['String']['output']>;
};

export type UiConfig = {
  __typename?: 'UiConfig';
  defaultLocale: Scalars['String']['output'];
  hostedPages: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
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
    | ( JourneyStep )
    | ( JourneySuccess )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthDevice: ResolverTypeWrapper<AuthDevice>;
  AuthDeviceType: AuthDeviceType;
  AuthenticateInput: AuthenticateInput;
  AuthorizedApp: ResolverTypeWrapper<AuthorizedApp>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Callback: ResolverTypeWrapper<Callback>;
  CallbackInput: CallbackInput;
  Feature: ResolverTypeWrapper<Feature>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JourneyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['JourneyResult']>;
  JourneyStep: ResolverTypeWrapper<JourneyStep>;
  JourneySuccess: ResolverTypeWrapper<JourneySuccess>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameValue: ResolverTypeWrapper<NameValue>;
  NameValueInput: NameValueInput;
  Notification: ResolverTypeWrapper<Notification>;
  ObjectSchema: ResolverTypeWrapper<ObjectSchema>;
  PatchOperationInput: PatchOperationInput;
  PatchOperationKind: PatchOperationKind;
  ProductVersion: ResolverTypeWrapper<ProductVersion>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealmThemes: ResolverTypeWrapper<RealmThemes>;
  SaveThemesInput: SaveThemesInput;
  SchemaProperty: ResolverTypeWrapper<SchemaProperty>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  Session: ResolverTypeWrapper<Session>;
  SignInEvent: ResolverTypeWrapper<SignInEvent>;
  SignInResult: SignInResult;
  SignOutResult: ResolverTypeWrapper<SignOutResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemNotification: ResolverTypeWrapper<SystemNotification>;
  Theme: ResolverTypeWrapper<Theme>;
  ThemeInput: ThemeInput;
  ThemeRealm: ResolverTypeWrapper<ThemeRealm>;
  TrustedDevice: ResolverTypeWrapper<TrustedDevice>;
  UiConfig: ResolverTypeWrapper<UiConfig>;
  UpdateProfileInput: UpdateProfileInput;
  UserSession: ResolverTypeWrapper<UserSession>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthDevice: AuthDevice;
  AuthenticateInput: AuthenticateInput;
  AuthorizedApp: AuthorizedApp;
  Boolean: Scalars['Boolean']['output'];
  Callback: Callback;
  CallbackInput: CallbackInput;
  Feature: Feature;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  JourneyResult: ResolversUnionTypes<ResolversParentTypes>['JourneyResult'];
  JourneyStep: JourneyStep;
  JourneySuccess: JourneySuccess;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  NameValue: NameValue;
  NameValueInput: NameValueInput;
  Notification: Notification;
  ObjectSchema: ObjectSchema;
  PatchOperationInput: PatchOperationInput;
  ProductVersion: ProductVersion;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  RealmThemes: RealmThemes;
  SaveThemesInput: SaveThemesInput;
  SchemaProperty: SchemaProperty;
  ServerInfo: ServerInfo;
  Session: Session;
  SignInEvent: SignInEvent;
  SignOutResult: SignOutResult;
  String: Scalars['String']['output'];
  SystemNotification: SystemNotification;
  Theme: Theme;
  ThemeInput: ThemeInput;
  ThemeRealm: ThemeRealm;
  TrustedDevice: TrustedDevice;
  UiConfig: UiConfig;
  UpdateProfileInput: UpdateProfileInput;
  UserSession: UserSession;
};

export type AuthDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthDevice'] = ResolversParentTypes['AuthDevice']> = {
  createdDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAccessDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AuthDeviceType'], ParentType, ContextType>;
};

export type AuthorizedAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorizedApp'] = ResolversParentTypes['AuthorizedApp']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiryDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CallbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Callback'] = ResolversParentTypes['Callback']> = {
  input?: Resolver<Array<ResolversTypes['NameValue']>, ParentType, ContextType>;
  output?: Resolver<Array<ResolversTypes['NameValue']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Feature'] = ResolversParentTypes['Feature']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  amAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idmRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  internalAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managedResource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privileges?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  authenticate?: Resolver<ResolversTypes['JourneyResult'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'input'>>;
  clearNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteAuthDevice?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType, RequireFields<MutationDeleteAuthDeviceArgs, 'id' | 'type'>>;
  deleteTrustedDevice?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType, RequireFields<MutationDeleteTrustedDeviceArgs, 'id'>>;
  extendSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  removeNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveNotificationArgs, 'id'>>;
  renameAuthDevice?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType, RequireFields<MutationRenameAuthDeviceArgs, 'id' | 'name' | 'type'>>;
  renameTrustedDevice?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType, RequireFields<MutationRenameTrustedDeviceArgs, 'alias' | 'id'>>;
  revokeAuthorizedApp?: Resolver<Array<ResolversTypes['AuthorizedApp']>, ParentType, ContextType, RequireFields<MutationRevokeAuthorizedAppArgs, 'clientId'>>;
  saveThemes?: Resolver<ResolversTypes['ThemeRealm'], ParentType, ContextType, RequireFields<MutationSaveThemesArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutResult'], ParentType, ContextType>;
  signOutOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signOutSession?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'handle'>>;
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

export type ProductVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVersion'] = ResolversParentTypes['ProductVersion']> = {
  productBuildDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productRevision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rev?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schema?: Resolver<ResolversTypes['ObjectSchema'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  authDevices?: Resolver<Array<ResolversTypes['AuthDevice']>, ParentType, ContextType>;
  authorizedApps?: Resolver<Array<ResolversTypes['AuthorizedApp']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  localeMessages?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryLocaleMessagesArgs, 'locale'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType, Partial<QueryServerInfoArgs>>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  signInHistory?: Resolver<Array<ResolversTypes['SignInEvent']>, ParentType, ContextType>;
  systemNotification?: Resolver<Maybe<ResolversTypes['SystemNotification']>, ParentType, ContextType>;
  themeRealm?: Resolver<ResolversTypes['ThemeRealm'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType, RequireFields<QueryThemesArgs, 'realm'>>;
  trustedDevices?: Resolver<Array<ResolversTypes['TrustedDevice']>, ParentType, ContextType>;
  uiConfig?: Resolver<ResolversTypes['UiConfig'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['ProductVersion'], ParentType, ContextType>;
};

export type RealmThemesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealmThemes'] = ResolversParentTypes['RealmThemes']> = {
  realm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType>;
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

export type SignInEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInEvent'] = ResolversParentTypes['SignInEvent']> = {
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignOutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutResult'] = ResolversParentTypes['SignOutResult']> = {
  postLogoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemNotification'] = ResolversParentTypes['SystemNotification']> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type TrustedDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrustedDevice'] = ResolversParentTypes['TrustedDevice']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpu?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSelectedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UiConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UiConfig'] = ResolversParentTypes['UiConfig']> = {
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostedPages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  handle?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestAccessTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxIdleExpirationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AuthDevice?: AuthDeviceResolvers<ContextType>;
  AuthorizedApp?: AuthorizedAppResolvers<ContextType>;
  Callback?: CallbackResolvers<ContextType>;
  Feature?: FeatureResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JourneyResult?: JourneyResultResolvers<ContextType>;
  JourneyStep?: JourneyStepResolvers<ContextType>;
  JourneySuccess?: JourneySuccessResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NameValue?: NameValueResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  ObjectSchema?: ObjectSchemaResolvers<ContextType>;
  ProductVersion?: ProductVersionResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealmThemes?: RealmThemesResolvers<ContextType>;
  SchemaProperty?: SchemaPropertyResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignInEvent?: SignInEventResolvers<ContextType>;
  SignOutResult?: SignOutResultResolvers<ContextType>;
  SystemNotification?: SystemNotificationResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  ThemeRealm?: ThemeRealmResolvers<ContextType>;
  TrustedDevice?: TrustedDeviceResolvers<ContextType>;
  UiConfig?: UiConfigResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
};

