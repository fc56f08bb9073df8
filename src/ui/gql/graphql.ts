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

export type ProfileMenu_MeFragmentFragment = { id: string, displayName: string, company: string, mail: string } & { ' $fragmentName'?: 'ProfileMenu_MeFragmentFragment' };

export type ProfileMenu_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ProfileMenu_SignOutMutation = { signOut: { postLogoutUrl: string | null } };

export type SideMenu_MeFragmentFragment = { id: string, idmRoles: Array<string>, amRoles: Array<string> } & { ' $fragmentName'?: 'SideMenu_MeFragmentFragment' };

export type SideMenu_FeaturesQueryVariables = Exact<{ [key: string]: never; }>;


export type SideMenu_FeaturesQuery = { features: Array<{ name: string, enabled: boolean }> };

export type RouteGuard_PlatformQueryVariables = Exact<{ [key: string]: never; }>;


export type RouteGuard_PlatformQuery = { uiConfig: { hostedPages: boolean }, features: Array<{ name: string, enabled: boolean }> };

export type RouteGuard_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type RouteGuard_MeQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileMenu_MeFragmentFragment': ProfileMenu_MeFragmentFragment;'SideMenu_MeFragmentFragment': SideMenu_MeFragmentFragment } }
  ) };

export type Dashboard_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_MeQuery = { me: { id: string, displayName: string } };

export type JourneyCallback_CallbackFragmentFragment = { type: string, output: Array<{ name: string, value: unknown }>, input: Array<{ name: string, value: unknown }> } & { ' $fragmentName'?: 'JourneyCallback_CallbackFragmentFragment' };

export type LoginPage_ServerInfoQueryVariables = Exact<{
  realm?: string | null | undefined;
}>;


export type LoginPage_ServerInfoQuery = { serverInfo: { realm: string } };

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

export const ProfileMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<ProfileMenu_MeFragmentFragment, unknown>;
export const SideMenu_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]} as unknown as DocumentNode<SideMenu_MeFragmentFragment, unknown>;
export const JourneyCallback_CallbackFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<JourneyCallback_CallbackFragmentFragment, unknown>;
export const PersonalInfoCard_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalInfoCard_ProfileFragmentFragment, unknown>;
export const ProfileHeader_MeFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<ProfileHeader_MeFragmentFragment, unknown>;
export const ProfileHeader_ProfileFragmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]} as unknown as DocumentNode<ProfileHeader_ProfileFragmentFragment, unknown>;
export const ProfileMenu_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileMenu_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<ProfileMenu_SignOutMutation, ProfileMenu_SignOutMutationVariables>;
export const SideMenu_FeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SideMenu_Features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SideMenu_FeaturesQuery, SideMenu_FeaturesQueryVariables>;
export const RouteGuard_PlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteGuard_Platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uiConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostedPages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<RouteGuard_PlatformQuery, RouteGuard_PlatformQueryVariables>;
export const RouteGuard_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteGuard_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileMenu_MeFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideMenu_MeFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideMenu_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idmRoles"}},{"kind":"Field","name":{"kind":"Name","value":"amRoles"}}]}}]} as unknown as DocumentNode<RouteGuard_MeQuery, RouteGuard_MeQueryVariables>;
export const Dashboard_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<Dashboard_MeQuery, Dashboard_MeQueryVariables>;
export const LoginPage_ServerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPage_ServerInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"realm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"realm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"realm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}}]}}]}}]} as unknown as DocumentNode<LoginPage_ServerInfoQuery, LoginPage_ServerInfoQueryVariables>;
export const LoginPage_AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"callbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realm"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyCallback_CallbackFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Callback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"input"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<LoginPage_AuthenticateMutation, LoginPage_AuthenticateMutationVariables>;
export const ProfilePage_ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage_Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_MeFragment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_MeFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInfoCard_ProfileFragment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePage_ProfileQuery, ProfilePage_ProfileQueryVariables>;