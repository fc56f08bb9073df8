/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type NameValueInput = {
  name: string;
  value?: unknown;
};

export type SaveThemesInput = {
  realm: string;
  rev: string;
  themes: Array<ThemeInput>;
};

export type ThemeInput = {
  /** Absent for a new theme. */
  id?: string | number | null | undefined;
  isDefault: boolean;
  linkedTrees: Array<string>;
  name: string;
  settings: unknown;
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

export type ShellUser_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellUser_MeQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileMenu_MeFragmentFragment': ProfileMenu_MeFragmentFragment;'SideMenu_MeFragmentFragment': SideMenu_MeFragmentFragment } }
  ) };

export type SignedInSession_SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_SessionQuery = { session: { subject: string, authTime: number, realm: string, maxIdleExpirationTime: string } };

export type SignedInSession_ExtendSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type SignedInSession_ExtendSessionMutation = { extendSession: { maxIdleExpirationTime: string } };

export type SignOutProvider_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutProvider_SignOutMutation = { signOut: { postLogoutUrl: string | null } };

export type Dashboard_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_MeQuery = { me: { id: string, displayName: string } };

export type JourneyCallback_CallbackFragmentFragment = { type: string, output: Array<{ name: string, value: unknown }>, input: Array<{ name: string, value: unknown }> } & { ' $fragmentName'?: 'JourneyCallback_CallbackFragmentFragment' };

export type LoginPage_AuthenticateMutationVariables = Exact<{
  input: AuthenticateInput;
}>;


export type LoginPage_AuthenticateMutation = { authenticate:
    | { __typename: 'JourneyStep', stage: string | null, header: string | null, description: string | null, callbacks: Array<{ ' $fragmentRefs'?: { 'JourneyCallback_CallbackFragmentFragment': JourneyCallback_CallbackFragmentFragment } }> }
    | { __typename: 'JourneySuccess', realm: string, redirectUrl: string }
   };

export type PersonalInfoCard_ProfileFragmentFragment = { id: string, values: unknown, schema: { order: Array<string>, properties: Array<{ name: string, title: string, type: string, viewable: boolean }> } } & { ' $fragmentName'?: 'PersonalInfoCard_ProfileFragmentFragment' };

export type ProfileHeader_MeFragmentFragment = { id: string, displayName: string, mail: string } & { ' $fragmentName'?: 'ProfileHeader_MeFragmentFragment' };

export type ProfileHeader_ProfileFragmentFragment = { id: string, values: unknown } & { ' $fragmentName'?: 'ProfileHeader_ProfileFragmentFragment' };

export type ProfilePage_ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePage_ProfileQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileHeader_MeFragmentFragment': ProfileHeader_MeFragmentFragment } }
  ), profile: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileHeader_ProfileFragmentFragment': ProfileHeader_ProfileFragmentFragment;'PersonalInfoCard_ProfileFragmentFragment': PersonalInfoCard_ProfileFragmentFragment } }
  ) };

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
export const JourneyCallback_CallbackFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<JourneyCallback_CallbackFragmentFragment, unknown>;
export const PersonalInfoCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoCard_ProfileFragmentFragment, unknown>;
export const ProfileHeader_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<ProfileHeader_MeFragmentFragment, unknown>;
export const ProfileHeader_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]} as unknown as DocumentNode<ProfileHeader_ProfileFragmentFragment, unknown>;
export const AppBoot_ServerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_ServerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ServerInfoQuery, AppBoot_ServerInfoQueryVariables>;
export const AppBoot_UiConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_UiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}},{"kind":"Field","name":{"kind":"Name","value":"hostedPages"}}]}}]}}]} as unknown as DocumentNode<AppBoot_UiConfigQuery, AppBoot_UiConfigQueryVariables>;
export const AppBoot_FeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AppBoot_FeaturesQuery, AppBoot_FeaturesQueryVariables>;
export const AppBoot_VersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productVersion"}}]}}]}}]} as unknown as DocumentNode<AppBoot_VersionQuery, AppBoot_VersionQueryVariables>;
export const AppBoot_LocaleMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<AppBoot_LocaleMessagesQuery, AppBoot_LocaleMessagesQueryVariables>;
export const AppBoot_ThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppBoot_Themes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"realm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"realm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"realm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]} as unknown as DocumentNode<AppBoot_ThemesQuery, AppBoot_ThemesQueryVariables>;
export const SystemBanner_NotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemBanner_Notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<SystemBanner_NotificationQuery, SystemBanner_NotificationQueryVariables>;
export const SignedInSession_NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_NotificationsQuery, SignedInSession_NotificationsQueryVariables>;
export const SignedInSession_RemoveNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_RemoveNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SignedInSession_RemoveNotificationMutation, SignedInSession_RemoveNotificationMutationVariables>;
export const SignedInSession_ClearNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ClearNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearNotifications"}}]}}]} as unknown as DocumentNode<SignedInSession_ClearNotificationsMutation, SignedInSession_ClearNotificationsMutationVariables>;
export const ShellUser_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellUser_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileMenu_MeFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideMenu_MeFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]} as unknown as DocumentNode<ShellUser_MeQuery, ShellUser_MeQueryVariables>;
export const SignedInSession_SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInSession_Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"authTime"}},{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_SessionQuery, SignedInSession_SessionQueryVariables>;
export const SignedInSession_ExtendSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedInSession_ExtendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxIdleExpirationTime"}}]}}]}}]} as unknown as DocumentNode<SignedInSession_ExtendSessionMutation, SignedInSession_ExtendSessionMutationVariables>;
export const SignOutProvider_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutProvider_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<SignOutProvider_SignOutMutation, SignOutProvider_SignOutMutationVariables>;
export const Dashboard_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<Dashboard_MeQuery, Dashboard_MeQueryVariables>;
export const LoginPage_AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"callbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<LoginPage_AuthenticateMutation, LoginPage_AuthenticateMutationVariables>;
export const ProfilePage_ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage_Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_MeFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePage_ProfileQuery, ProfilePage_ProfileQueryVariables>;
export const ThemeEditor_ThemeRealmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeEditor_ThemeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themeRealm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_ThemeRealmQuery, ThemeEditor_ThemeRealmQueryVariables>;
export const ThemeEditor_SaveThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThemeEditor_SaveThemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveThemesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveThemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rev"}},{"kind":"Field","name":{"kind":"Name","value":"realms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTrees"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThemeEditor_SaveThemesMutation, ThemeEditor_SaveThemesMutationVariables>;
export const LanguageLoader_LocaleMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LanguageLoader_LocaleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}]}]}}]} as unknown as DocumentNode<LanguageLoader_LocaleMessagesQuery, LanguageLoader_LocaleMessagesQueryVariables>;