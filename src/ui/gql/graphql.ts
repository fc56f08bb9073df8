/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuthDeviceType =
  | 'OATH'
  | 'PUSH'
  | 'WEBAUTHN';

export type AuthenticateInput = {
  /** Answers to the previous step's callbacks; absent to start the journey. */
  callbacks?: Array<CallbackInput> | null | undefined;
  /** Where to go after success; validated by the platform. */
  goto?: string | null | undefined;
  realm?: string | null | undefined;
  /** Journey name; Login when omitted. */
  tree?: string | null | undefined;
};

export type CallbackInput = {
  input: Array<NameValueInput>;
  type: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ChangeUsernameInput = {
  rev: string;
  userName: string;
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

export type SaveKbaInput = {
  questions: Array<KbaAnswerInput>;
  rev: string;
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

export type ThemeInput = {
  /** Absent for a new theme. */
  id?: string | number | null | undefined;
  isDefault: boolean;
  linkedTrees: Array<string>;
  name: string;
  settings: unknown;
};

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


export type AppBoot_UiConfigQuery = { uiConfig: { lang: string, defaultLocale: string, hostedPages: boolean } };

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

export type ProfileMenu_MeFragmentFragment = { id: string, displayName: string, company: string, mail: string } & { ' $fragmentName'?: 'ProfileMenu_MeFragmentFragment' };

export type SideMenu_MeFragmentFragment = { id: string, idmRoles: Array<string>, amRoles: Array<string> } & { ' $fragmentName'?: 'SideMenu_MeFragmentFragment' };

export type SideMenu_PrivilegesQueryVariables = Exact<{ [key: string]: never; }>;


export type SideMenu_PrivilegesQuery = { privileges: Array<{ title: string, privilegePath: string, resourceType: string, resourceName: string }> };

export type SystemBanner_NotificationQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemBanner_NotificationQuery = { systemNotification: { message: string, severity: string, details: string | null } | null };

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


export type ShellUser_MeQuery = { me: (
    { id: string, amAdmin: boolean }
    & { ' $fragmentRefs'?: { 'ProfileMenu_MeFragmentFragment': ProfileMenu_MeFragmentFragment;'SideMenu_MeFragmentFragment': SideMenu_MeFragmentFragment } }
  ) };

export type SignedInSession_SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_SessionQuery = { session: { subject: string, authTime: number, realm: string, maxIdleExpirationTime: string } };

export type SignedInSession_ExtendSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_ExtendSessionMutation = { extendSession: { maxIdleExpirationTime: string } };

export type SignOutProvider_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutProvider_SignOutMutation = { signOut: { postLogoutUrl: string | null } };

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

export type ApplicationTile_ApplicationFragmentFragment = { id: string, name: string, description: string | null, icon: string | null, launchUrl: string | null } & { ' $fragmentName'?: 'ApplicationTile_ApplicationFragmentFragment' };

export type ApplicationsPage_ApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsPage_ApplicationsQuery = { workforceApplications: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ApplicationTile_ApplicationFragmentFragment': ApplicationTile_ApplicationFragmentFragment } }
  )> };

export type AuthorizedAppsCard_AppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsCard_AppsQuery = { authorizedApps: Array<{ clientId: string, name: string, scopes: Array<string>, expiryDateTime: string | null }> };

export type AuthorizedAppsCard_RevokeMutationVariables = Exact<{
  clientId: string | number;
}>;


export type AuthorizedAppsCard_RevokeMutation = { revokeAuthorizedApp: Array<{ clientId: string, name: string, scopes: Array<string>, expiryDateTime: string | null }> };

export type Dashboard_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_MeQuery = { me: { id: string, displayName: string } };

export type CsvExportButton_CsvQueryVariables = Exact<{
  input: ManagedListCsvInput;
}>;


export type CsvExportButton_CsvQuery = { managedListCsv: { filename: string, csv: string, rowCount: number } };

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

export type ManagedObjectForm_FormFragmentFragment = { id: string, rev: string, resourceType: string, resourceName: string, canUpdate: boolean, values: unknown, fields: Array<{ name: string, title: string, description: string | null, type: string, nullable: boolean, required: boolean, readOnly: boolean, options: Array<string> | null }> } & { ' $fragmentName'?: 'ManagedObjectForm_FormFragmentFragment' };

export type ManagedObjectForm_UpdateMutationVariables = Exact<{
  input: UpdateManagedObjectInput;
}>;


export type ManagedObjectForm_UpdateMutation = { updateManagedObject: (
    { id: string, displayName: string }
    & { ' $fragmentRefs'?: { 'ManagedObjectForm_FormFragmentFragment': ManagedObjectForm_FormFragmentFragment } }
  ) };

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

export type SessionsSection_SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsSection_SessionsQuery = { mySessions: Array<{ handle: string, isCurrent: boolean, latestAccessTime: string, maxIdleExpirationTime: string }> };

export type SessionsSection_SignOutMutationVariables = Exact<{
  handle: string | number;
}>;


export type SessionsSection_SignOutMutation = { signOutSession: Array<{ handle: string, isCurrent: boolean, latestAccessTime: string, maxIdleExpirationTime: string }> };

export type SessionsSection_SignOutOthersMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsSection_SignOutOthersMutation = { signOutOtherSessions: number };

export type SignInHistorySection_HistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInHistorySection_HistoryQuery = { signInHistory: Array<{ id: string, time: string, result: SignInResult, ipAddress: string | null, location: string | null, browser: string | null, os: string | null }> };

export type TrustedDevicesSection_DeviceFragmentFragment = { id: string, alias: string, browser: string | null, os: string | null, cpu: string | null, isCurrent: boolean, lastSelectedDate: string | null, location: string | null } & { ' $fragmentName'?: 'TrustedDevicesSection_DeviceFragmentFragment' };

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

export type JourneyCallback_CallbackFragmentFragment = { type: string, output: Array<{ name: string, value: unknown }>, input: Array<{ name: string, value: unknown }> } & { ' $fragmentName'?: 'JourneyCallback_CallbackFragmentFragment' };

export type LoginPage_AuthenticateMutationVariables = Exact<{
  input: AuthenticateInput;
}>;


export type LoginPage_AuthenticateMutation = { authenticate:
    | { __typename: 'JourneyStep', stage: string | null, header: string | null, description: string | null, callbacks: Array<{ ' $fragmentRefs'?: { 'JourneyCallback_CallbackFragmentFragment': JourneyCallback_CallbackFragmentFragment } }> }
    | { __typename: 'JourneySuccess', realm: string, redirectUrl: string }
   };

export type SocialLinkCompletion_CompleteMutationVariables = Exact<{
  input: SocialLinkReturnInput;
}>;


export type SocialLinkCompletion_CompleteMutation = { completeSocialLink: { id: string, displayName: string, linked: boolean, identity: { subject: string, email: string | null, linkedAt: string } | null } };

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

export const ProfileMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<ProfileMenu_MeFragmentFragment, unknown>;
export const SideMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]} as unknown as DocumentNode<SideMenu_MeFragmentFragment, unknown>;
export const KbaForm_KbaFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaForm_KbaFragmentFragment, unknown>;
export const PasswordDialog_PasswordPolicyFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"minCapitals"}},{"kind":"Field","name":{"kind":"Name","value":"minLowercase"}},{"kind":"Field","name":{"kind":"Name","value":"minNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"minSymbols"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacterSets"}},{"kind":"Field","name":{"kind":"Name","value":"maxRepeatedCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthers"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthersCaseInsensitive"}},{"kind":"Field","name":{"kind":"Name","value":"noCommonPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"passwordHistory"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValues"}}]}}]} as unknown as DocumentNode<PasswordDialog_PasswordPolicyFragmentFragment, unknown>;
export const ApplicationTile_ApplicationFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkforceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}}]}}]} as unknown as DocumentNode<ApplicationTile_ApplicationFragmentFragment, unknown>;
export const ManagedObjectForm_FormFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedObjectForm_FormFragmentFragment, unknown>;
export const AuthDevicesSection_DeviceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DeviceFragmentFragment, unknown>;
export const TrustedDevicesSection_DeviceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DeviceFragmentFragment, unknown>;
export const JourneyCallback_CallbackFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<JourneyCallback_CallbackFragmentFragment, unknown>;
export const ConsentCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<ConsentCard_ProfileFragmentFragment, unknown>;
export const PersonalInfoCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}},{"kind":"Field","name":{"kind":"Name","value":"userEditable"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoCard_ProfileFragmentFragment, unknown>;
export const PreferencesCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<PreferencesCard_ProfileFragmentFragment, unknown>;
export const ProfileHeader_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]} as unknown as DocumentNode<ProfileHeader_ProfileFragmentFragment, unknown>;
export const MyResourcesCard_ResourceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]} as unknown as DocumentNode<MyResourcesCard_ResourceFragmentFragment, unknown>;
export const SharedWithMeCard_ResourceFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]} as unknown as DocumentNode<SharedWithMeCard_ResourceFragmentFragment, unknown>;
export const SharingRequestsCard_RequestFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requester"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}}]}}]} as unknown as DocumentNode<SharingRequestsCard_RequestFragmentFragment, unknown>;
export const AppBoot_ServerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_ServerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ServerInfoQuery, AppBoot_ServerInfoQueryVariables>;
export const AppBoot_UiConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_UiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}},{"kind":"Field","name":{"kind":"Name","value":"hostedPages"}}]}}]}}]} as unknown as DocumentNode<AppBoot_UiConfigQuery, AppBoot_UiConfigQueryVariables>;
export const AppBoot_FeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AppBoot_FeaturesQuery, AppBoot_FeaturesQueryVariables>;
export const AppBoot_VersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productVersion"}}]}}]}}]} as unknown as DocumentNode<AppBoot_VersionQuery, AppBoot_VersionQueryVariables>;
export const AppBoot_LocaleMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<AppBoot_LocaleMessagesQuery, AppBoot_LocaleMessagesQueryVariables>;
export const AppBoot_ThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Themes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"realm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"realm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"realm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ThemesQuery, AppBoot_ThemesQueryVariables>;
export const SideMenu_PrivilegesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SideMenu_Privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"privilegePath"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}}]}}]}}]} as unknown as DocumentNode<SideMenu_PrivilegesQuery, SideMenu_PrivilegesQueryVariables>;
export const SystemBanner_NotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemBanner_Notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<SystemBanner_NotificationQuery, SystemBanner_NotificationQueryVariables>;
export const SignedInSession_NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_NotificationsQuery, SignedInSession_NotificationsQueryVariables>;
export const SignedInSession_RemoveNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_RemoveNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SignedInSession_RemoveNotificationMutation, SignedInSession_RemoveNotificationMutationVariables>;
export const SignedInSession_ClearNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ClearNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearNotifications"}}]}}]} as unknown as DocumentNode<SignedInSession_ClearNotificationsMutation, SignedInSession_ClearNotificationsMutationVariables>;
export const RouteGuard_SignOutAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RouteGuard_SignOutAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<RouteGuard_SignOutAdminMutation, RouteGuard_SignOutAdminMutationVariables>;
export const ShellUser_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellUser_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amAdmin"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileMenu_MeFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideMenu_MeFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]} as unknown as DocumentNode<ShellUser_MeQuery, ShellUser_MeQueryVariables>;
export const SignedInSession_SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"authTime"}},{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_SessionQuery, SignedInSession_SessionQueryVariables>;
export const SignedInSession_ExtendSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ExtendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_ExtendSessionMutation, SignedInSession_ExtendSessionMutationVariables>;
export const SignOutProvider_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutProvider_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<SignOutProvider_SignOutMutation, SignOutProvider_SignOutMutationVariables>;
export const AccountSecurityCard_AccountSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSecurityCard_AccountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordDialog_PasswordPolicyFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"minCapitals"}},{"kind":"Field","name":{"kind":"Name","value":"minLowercase"}},{"kind":"Field","name":{"kind":"Name","value":"minNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"minSymbols"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacterSets"}},{"kind":"Field","name":{"kind":"Name","value":"maxRepeatedCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthers"}},{"kind":"Field","name":{"kind":"Name","value":"cannotContainOthersCaseInsensitive"}},{"kind":"Field","name":{"kind":"Name","value":"noCommonPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"passwordHistory"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValues"}}]}}]} as unknown as DocumentNode<AccountSecurityCard_AccountSecurityQuery, AccountSecurityCard_AccountSecurityQueryVariables>;
export const KbaCard_AccountSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KbaCard_AccountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"kba"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KbaForm_KbaFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaCard_AccountSecurityQuery, KbaCard_AccountSecurityQueryVariables>;
export const KbaForm_SaveKbaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KbaForm_SaveKba"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKbaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKba"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"kba"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KbaForm_KbaFragment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KbaForm_KbaFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KbaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAnswersToDefine"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"customQuestion"}}]}}]}}]} as unknown as DocumentNode<KbaForm_SaveKbaMutation, KbaForm_SaveKbaMutationVariables>;
export const PasswordDialog_ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordDialog_ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]}}]} as unknown as DocumentNode<PasswordDialog_ChangePasswordMutation, PasswordDialog_ChangePasswordMutationVariables>;
export const UsernameDialog_ChangeUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsernameDialog_ChangeUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUsernameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<UsernameDialog_ChangeUsernameMutation, UsernameDialog_ChangeUsernameMutationVariables>;
export const ApplicationsPage_ApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsPage_Applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workforceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationTile_ApplicationFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkforceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}}]}}]} as unknown as DocumentNode<ApplicationsPage_ApplicationsQuery, ApplicationsPage_ApplicationsQueryVariables>;
export const AuthorizedAppsCard_AppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorizedAppsCard_Apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDateTime"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsCard_AppsQuery, AuthorizedAppsCard_AppsQueryVariables>;
export const AuthorizedAppsCard_RevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorizedAppsCard_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAuthorizedApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDateTime"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsCard_RevokeMutation, AuthorizedAppsCard_RevokeMutationVariables>;
export const Dashboard_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<Dashboard_MeQuery, Dashboard_MeQueryVariables>;
export const CsvExportButton_CsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsvExportButton_Csv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedListCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedListCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<CsvExportButton_CsvQuery, CsvExportButton_CsvQueryVariables>;
export const ManagedEditPage_ObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedEditPage_Object"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceType"}}},{"kind":"Argument","name":{"kind":"Name","value":"resourceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceName"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedEditPage_ObjectQuery, ManagedEditPage_ObjectQueryVariables>;
export const ManagedListPage_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedListPage_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]} as unknown as DocumentNode<ManagedListPage_ListQuery, ManagedListPage_ListQueryVariables>;
export const ManagedObjectForm_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ManagedObjectForm_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateManagedObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateManagedObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedObjectForm_FormFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedObjectForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ManagedObjectForm_UpdateMutation, ManagedObjectForm_UpdateMutationVariables>;
export const AuthDevicesSection_DevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthDevicesSection_Devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DevicesQuery, AuthDevicesSection_DevicesQueryVariables>;
export const AuthDevicesSection_RenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthDevicesSection_Rename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDeviceType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameAuthDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_RenameMutation, AuthDevicesSection_RenameMutationVariables>;
export const AuthDevicesSection_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthDevicesSection_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDeviceType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAuthDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessDate"}}]}}]} as unknown as DocumentNode<AuthDevicesSection_DeleteMutation, AuthDevicesSection_DeleteMutationVariables>;
export const SessionsSection_SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsSection_Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"latestAccessTime"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SessionsSection_SessionsQuery, SessionsSection_SessionsQueryVariables>;
export const SessionsSection_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSection_SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"handle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"latestAccessTime"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SessionsSection_SignOutMutation, SessionsSection_SignOutMutationVariables>;
export const SessionsSection_SignOutOthersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSection_SignOutOthers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"}}]}}]} as unknown as DocumentNode<SessionsSection_SignOutOthersMutation, SessionsSection_SignOutOthersMutationVariables>;
export const SignInHistorySection_HistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInHistorySection_History"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}}]}}]}}]} as unknown as DocumentNode<SignInHistorySection_HistoryQuery, SignInHistorySection_HistoryQueryVariables>;
export const TrustedDevicesSection_DevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrustedDevicesSection_Devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trustedDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DevicesQuery, TrustedDevicesSection_DevicesQueryVariables>;
export const TrustedDevicesSection_RenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrustedDevicesSection_Rename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameTrustedDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_RenameMutation, TrustedDevicesSection_RenameMutationVariables>;
export const TrustedDevicesSection_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrustedDevicesSection_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrustedDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustedDevicesSection_DeviceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"lastSelectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<TrustedDevicesSection_DeleteMutation, TrustedDevicesSection_DeleteMutationVariables>;
export const LoginPage_AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"callbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<LoginPage_AuthenticateMutation, LoginPage_AuthenticateMutationVariables>;
export const SocialLinkCompletion_CompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLinkCompletion_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLinkReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSocialLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialLinkCompletion_CompleteMutation, SocialLinkCompletion_CompleteMutationVariables>;
export const AccountControlsCard_ProfileDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountControlsCard_ProfileData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileData"}}]}}]} as unknown as DocumentNode<AccountControlsCard_ProfileDataQuery, AccountControlsCard_ProfileDataQueryVariables>;
export const AccountControlsCard_DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountControlsCard_DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"}}]}}]} as unknown as DocumentNode<AccountControlsCard_DeleteAccountMutation, AccountControlsCard_DeleteAccountMutationVariables>;
export const ConsentCard_MappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsentCard_Mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"consentDate"}}]}}]}}]} as unknown as DocumentNode<ConsentCard_MappingsQuery, ConsentCard_MappingsQueryVariables>;
export const ConsentCard_SetConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsentCard_SetConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<ConsentCard_SetConsentMutation, ConsentCard_SetConsentMutationVariables>;
export const PersonalInfoForm_PolicyCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalInfoForm_PolicyCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePolicyCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<PersonalInfoForm_PolicyCheckQuery, PersonalInfoForm_PolicyCheckQueryVariables>;
export const PersonalInfoForm_UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInfoForm_UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoForm_UpdateProfileMutation, PersonalInfoForm_UpdateProfileMutationVariables>;
export const PreferencesCard_SetPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreferencesCard_SetPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PreferencesCard_SetPreferenceMutation, PreferencesCard_SetPreferenceMutationVariables>;
export const ProfilePage_ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage_Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}},{"kind":"Field","name":{"kind":"Name","value":"userEditable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}}]}}]} as unknown as DocumentNode<ProfilePage_ProfileQuery, ProfilePage_ProfileQueryVariables>;
export const ShareDialog_ShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDialog_Share"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<ShareDialog_ShareMutation, ShareDialog_ShareMutationVariables>;
export const ShareDialog_ModifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDialog_Modify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyResourceShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<ShareDialog_ModifyMutation, ShareDialog_ModifyMutationVariables>;
export const SharingPage_SharingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharingPage_Sharing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharingResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyResourcesCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharingRequestsCard_RequestFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requester"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWithMeCard_ResourceFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]} as unknown as DocumentNode<SharingPage_SharingQuery, SharingPage_SharingQueryVariables>;
export const SharingRequestsCard_ApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharingRequestsCard_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveSharingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<SharingRequestsCard_ApproveMutation, SharingRequestsCard_ApproveMutationVariables>;
export const SharingRequestsCard_DenyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharingRequestsCard_Deny"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denySharingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharingRequestsCard_DenyMutation, SharingRequestsCard_DenyMutationVariables>;
export const UnshareDialog_UnshareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareDialog_Unshare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnshareResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<UnshareDialog_UnshareMutation, UnshareDialog_UnshareMutationVariables>;
export const SocialIdentitiesCard_ProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialIdentitiesCard_Providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_ProvidersQuery, SocialIdentitiesCard_ProvidersQueryVariables>;
export const SocialIdentitiesCard_StartLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialIdentitiesCard_StartLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSocialLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"authorizeUrl"}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_StartLinkMutation, SocialIdentitiesCard_StartLinkMutationVariables>;
export const SocialIdentitiesCard_UnlinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialIdentitiesCard_Unlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkSocialIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SocialIdentitiesCard_UnlinkMutation, SocialIdentitiesCard_UnlinkMutationVariables>;
export const ThemeEditor_ThemeRealmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeEditor_ThemeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_ThemeRealmQuery, ThemeEditor_ThemeRealmQueryVariables>;
export const ThemeEditor_SaveThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThemeEditor_SaveThemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveThemesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveThemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_SaveThemesMutation, ThemeEditor_SaveThemesMutationVariables>;
export const LanguageLoader_LocaleMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LanguageLoader_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<LanguageLoader_LocaleMessagesQuery, LanguageLoader_LocaleMessagesQueryVariables>;