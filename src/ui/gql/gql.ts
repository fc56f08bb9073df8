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
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n": typeof types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  mutation ProfileMenu_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": typeof types.ProfileMenu_SignOutDocument,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n": typeof types.SideMenu_MeFragmentFragmentDoc,
    "\n  query SideMenu_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": typeof types.SideMenu_FeaturesDocument,
    "\n  query RouteGuard_Platform {\n    uiConfig {\n      hostedPages\n    }\n    features {\n      name\n      enabled\n    }\n  }\n": typeof types.RouteGuard_PlatformDocument,
    "\n  query RouteGuard_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n": typeof types.RouteGuard_MeDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.Dashboard_MeDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": typeof types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  query LoginPage_ServerInfo($realm: String) {\n    serverInfo(realm: $realm) {\n      realm\n    }\n  }\n": typeof types.LoginPage_ServerInfoDocument,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n": typeof types.LoginPage_AuthenticateDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n": typeof types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n": typeof types.ProfileHeader_MeFragmentFragmentDoc,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": typeof types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n": typeof types.ProfilePage_ProfileDocument,
};
const documents: Documents = {
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n": types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  mutation ProfileMenu_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": types.ProfileMenu_SignOutDocument,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n": types.SideMenu_MeFragmentFragmentDoc,
    "\n  query SideMenu_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": types.SideMenu_FeaturesDocument,
    "\n  query RouteGuard_Platform {\n    uiConfig {\n      hostedPages\n    }\n    features {\n      name\n      enabled\n    }\n  }\n": types.RouteGuard_PlatformDocument,
    "\n  query RouteGuard_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n": types.RouteGuard_MeDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": types.Dashboard_MeDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  query LoginPage_ServerInfo($realm: String) {\n    serverInfo(realm: $realm) {\n      realm\n    }\n  }\n": types.LoginPage_ServerInfoDocument,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n      }\n    }\n  }\n": types.LoginPage_AuthenticateDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    values\n    schema {\n      order\n      properties {\n        name\n        title\n        type\n        viewable\n      }\n    }\n  }\n": types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  fragment ProfileHeader_MeFragment on Me {\n    id\n    displayName\n    mail\n  }\n": types.ProfileHeader_MeFragmentFragmentDoc,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    me {\n      id\n      ...ProfileHeader_MeFragment\n    }\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n    }\n  }\n": types.ProfilePage_ProfileDocument,
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
export function graphql(source: "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n"): (typeof documents)["\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileMenu_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileMenu_SignOut {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n"): (typeof documents)["\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SideMenu_Features {\n    features {\n      name\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query SideMenu_Features {\n    features {\n      name\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteGuard_Platform {\n    uiConfig {\n      hostedPages\n    }\n    features {\n      name\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query RouteGuard_Platform {\n    uiConfig {\n      hostedPages\n    }\n    features {\n      name\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteGuard_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n"): (typeof documents)["\n  query RouteGuard_Me {\n    me {\n      id\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n  }\n"];
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
export function graphql(source: "\n  query LoginPage_ServerInfo($realm: String) {\n    serverInfo(realm: $realm) {\n      realm\n    }\n  }\n"): (typeof documents)["\n  query LoginPage_ServerInfo($realm: String) {\n    serverInfo(realm: $realm) {\n      realm\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;