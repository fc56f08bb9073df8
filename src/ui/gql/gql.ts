/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AppBoot_ServerInfo {\n    serverInfo {\n      realm\n    }\n  }\n": typeof types.AppBoot_ServerInfoDocument,
    "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n    }\n  }\n": typeof types.AppBoot_UiConfigDocument,
    "\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": typeof types.AppBoot_FeaturesDocument,
    "\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n": typeof types.AppBoot_VersionDocument,
    "\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": typeof types.AppBoot_LocaleMessagesDocument,
    "\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n": typeof types.AppBoot_ThemesDocument,
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n": typeof types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n": typeof types.SideMenu_MeFragmentFragmentDoc,
    "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n": typeof types.SystemBanner_NotificationDocument,
    "\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n": typeof types.SignedInSession_NotificationsDocument,
    "\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n": typeof types.SignedInSession_RemoveNotificationDocument,
    "\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n": typeof types.SignedInSession_ClearNotificationsDocument,
    "\n  query ShellUser_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n": typeof types.ShellUser_MeDocument,
    "\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SignedInSession_SessionDocument,
    "\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SignedInSession_ExtendSessionDocument,
    "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": typeof types.SignOutProvider_SignOutDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.Dashboard_MeDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": typeof types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n": typeof types.LoginPage_AuthenticateDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n": typeof types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n": typeof types.ProfileHeader_MeFragmentFragmentDoc,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": typeof types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n": typeof types.ProfilePage_ProfileDocument,
    "\n  query ThemeEditor_ThemeRealm {\n    themeRealm {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": typeof types.ThemeEditor_ThemeRealmDocument,
    "\n  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {\n    saveThemes(input: $input) {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": typeof types.ThemeEditor_SaveThemesDocument,
    "\n  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": typeof types.LanguageLoader_LocaleMessagesDocument,
};
const documents: Documents = {
    "\n  query AppBoot_ServerInfo {\n    serverInfo {\n      realm\n    }\n  }\n": types.AppBoot_ServerInfoDocument,
    "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n    }\n  }\n": types.AppBoot_UiConfigDocument,
    "\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": types.AppBoot_FeaturesDocument,
    "\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n": types.AppBoot_VersionDocument,
    "\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": types.AppBoot_LocaleMessagesDocument,
    "\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n": types.AppBoot_ThemesDocument,
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n": types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n": types.SideMenu_MeFragmentFragmentDoc,
    "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n": types.SystemBanner_NotificationDocument,
    "\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n": types.SignedInSession_NotificationsDocument,
    "\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n": types.SignedInSession_RemoveNotificationDocument,
    "\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n": types.SignedInSession_ClearNotificationsDocument,
    "\n  query ShellUser_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n": types.ShellUser_MeDocument,
    "\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n": types.SignedInSession_SessionDocument,
    "\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n": types.SignedInSession_ExtendSessionDocument,
    "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": types.SignOutProvider_SignOutDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": types.Dashboard_MeDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n": types.LoginPage_AuthenticateDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n": types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n": types.ProfileHeader_MeFragmentFragmentDoc,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n": types.ProfilePage_ProfileDocument,
    "\n  query ThemeEditor_ThemeRealm {\n    themeRealm {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": types.ThemeEditor_ThemeRealmDocument,
    "\n  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {\n    saveThemes(input: $input) {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": types.ThemeEditor_SaveThemesDocument,
    "\n  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": types.LanguageLoader_LocaleMessagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_ServerInfo {\n    serverInfo {\n      realm\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_ServerInfo {\n    serverInfo {\n      realm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n"): (typeof documents)["\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n"): (typeof documents)["\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n"): (typeof documents)["\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n"): (typeof documents)["\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n"): (typeof documents)["\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n"): (typeof documents)["\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellUser_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n"): (typeof documents)["\n  query ShellUser_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n"): (typeof documents)["\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n"): (typeof documents)["\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThemeEditor_ThemeRealm {\n    themeRealm {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThemeEditor_ThemeRealm {\n    themeRealm {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {\n    saveThemes(input: $input) {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {\n    saveThemes(input: $input) {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n"): (typeof documents)["\n  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;