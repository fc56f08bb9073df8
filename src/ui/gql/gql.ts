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
    "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n      helpUrl\n      docsUrl\n    }\n  }\n": typeof types.AppBoot_UiConfigDocument,
    "\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": typeof types.AppBoot_FeaturesDocument,
    "\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n": typeof types.AppBoot_VersionDocument,
    "\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": typeof types.AppBoot_LocaleMessagesDocument,
    "\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n": typeof types.AppBoot_ThemesDocument,
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n    profileImage\n  }\n": typeof types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n    amAdmin\n  }\n": typeof types.SideMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_PrivilegesFragment on Query {\n    privileges {\n      title\n      privilegePath\n      resourceType\n      resourceName\n    }\n  }\n": typeof types.SideMenu_PrivilegesFragmentFragmentDoc,
    "\n  query SideMenu_AutoAccess {\n    autoAccessAvailable\n    riskAnalysisAvailable\n  }\n": typeof types.SideMenu_AutoAccessDocument,
    "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n": typeof types.SystemBanner_NotificationDocument,
    "\n  query TenantBlock_Tenant {\n    tenant {\n      name\n      subscription\n      region\n      currentTier\n      locked\n    }\n  }\n": typeof types.TenantBlock_TenantDocument,
    "\n  query MenuBadges_GovernanceCounts {\n    governanceCounts {\n      pendingApprovals\n      accessReviews\n    }\n  }\n": typeof types.MenuBadges_GovernanceCountsDocument,
    "\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n": typeof types.SignedInSession_NotificationsDocument,
    "\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n": typeof types.SignedInSession_RemoveNotificationDocument,
    "\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n": typeof types.SignedInSession_ClearNotificationsDocument,
    "\n  mutation RouteGuard_SignOutAdmin {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": typeof types.RouteGuard_SignOutAdminDocument,
    "\n  query ShellUser_Me {\n    me {\n      id\n      amAdmin\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n    ...SideMenu_PrivilegesFragment\n  }\n": typeof types.ShellUser_MeDocument,
    "\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SignedInSession_SessionDocument,
    "\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SignedInSession_ExtendSessionDocument,
    "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n      gotoRejected\n    }\n  }\n": typeof types.SignOutProvider_SignOutDocument,
    "\n  fragment AccessRequestColumns_RowFragment on AccessRequest {\n    id\n    priority\n    status\n    decision\n    requestDate\n    item {\n      id\n      type\n      name\n    }\n    requester {\n      id\n      displayName\n    }\n    requestedFor {\n      id\n      displayName\n    }\n  }\n": typeof types.AccessRequestColumns_RowFragmentFragmentDoc,
    "\n  query AccessRequestDetails_Request($id: ID!) {\n    accessRequest(id: $id) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.AccessRequestDetails_RequestDocument,
    "\n  fragment AccessRequestView_RequestFragment on AccessRequest {\n    id\n    rev\n    requestType\n    priority\n    justification\n    expiryDate\n    requestDate\n    status\n    decision\n    workflowId\n    item {\n      id\n      type\n      name\n      description\n      application {\n        id\n        name\n      }\n    }\n    requester {\n      id\n      userName\n      displayName\n    }\n    requestedFor {\n      id\n      userName\n      displayName\n    }\n    approver {\n      id\n      userName\n      displayName\n    }\n    history {\n      action\n      comment\n      timestamp\n      user {\n        id\n        displayName\n      }\n    }\n    actions {\n      approve\n      reject\n      forward\n      comment\n      cancel\n    }\n  }\n": typeof types.AccessRequestView_RequestFragmentFragmentDoc,
    "\n  mutation RequestActions_Approve($input: RequestActionInput!) {\n    approveAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.RequestActions_ApproveDocument,
    "\n  mutation RequestActions_Reject($input: RequestActionInput!) {\n    rejectAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.RequestActions_RejectDocument,
    "\n  mutation RequestActions_Forward($input: ForwardAccessRequestInput!) {\n    forwardAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.RequestActions_ForwardDocument,
    "\n  mutation RequestActions_Comment($input: RequestActionInput!) {\n    commentOnAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.RequestActions_CommentDocument,
    "\n  mutation RequestActions_Cancel($input: RequestActionInput!) {\n    cancelAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": typeof types.RequestActions_CancelDocument,
    "\n  query BucketBrowser_Objects($input: BucketObjectsInput!) {\n    bucketObjects(input: $input) {\n      total\n      start\n      objects {\n        name\n        extension\n        size\n        created\n        isFolder\n      }\n    }\n  }\n": typeof types.BucketBrowser_ObjectsDocument,
    "\n  query BucketFilePicker_Buckets {\n    dataSourceBuckets {\n      name\n    }\n  }\n": typeof types.BucketFilePicker_BucketsDocument,
    "\n  fragment GrantsTable_GrantFragment on Grant {\n    id\n    grantType\n    grantedAt\n    expiryDate\n    source\n    item {\n      id\n      type\n      name\n      application {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GrantsTable_GrantFragmentFragmentDoc,
    "\n  query RiskEventDetail_Event($eventId: ID!) {\n    riskEvent(eventId: $eventId) {\n      event {\n        eventId\n        transactionId\n        userId\n        userName\n        ipAddress\n        time\n        riskScore\n        result\n        city\n        country\n        lat\n        longitude\n        device\n        deviceType\n        os\n        osVersion\n        userAgentType\n        userAgent\n        dayparting\n        weekday\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttempts {\n        eventId\n        time\n        riskScore\n        city\n        country\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttemptsTotal\n      travel {\n        distanceKm\n        hours\n        speedKmh\n        previous {\n          eventId\n          time\n          city\n          country\n          lat\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.RiskEventDetail_EventDocument,
    "\n  fragment EventLogTable_EventFragment on RiskEvent {\n    eventId\n    ipAddress\n    riskScore\n    time\n    userId\n    userName\n    device\n    deviceType\n    userAgentType\n    result\n    city\n    country\n    reasons {\n      kind\n      key\n    }\n  }\n": typeof types.EventLogTable_EventFragmentFragmentDoc,
    "\n  query NormalView_Features($userId: String!, $at: String) {\n    riskNormalView(userId: $userId, at: $at) {\n      userId\n      userEvents\n      realmEvents\n      features {\n        feature\n        user {\n          value\n          count\n        }\n        realm {\n          value\n          count\n        }\n        values {\n          value\n          userCount\n          realmCount\n        }\n      }\n    }\n  }\n": typeof types.NormalView_FeaturesDocument,
    "\n  query RealmRiskLevels_Settings {\n    riskSettings {\n      mediumLevel\n      highLevel\n    }\n  }\n": typeof types.RealmRiskLevels_SettingsDocument,
    "\n  query UserSearchField_Users($search: String!) {\n    governanceUsers(search: $search) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": typeof types.UserSearchField_UsersDocument,
    "\n  query AccessReviewsPage_List {\n    accessReviews {\n      id\n      name\n      owner {\n        id\n        displayName\n      }\n      deadline\n      reviewStatus\n      status\n      totalItems\n      decidedItems\n      certifiedItems\n      revokedItems\n      exceptionItems\n    }\n  }\n": typeof types.AccessReviewsPage_ListDocument,
    "\n  query AccountSecurityCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      userName\n      passwordPolicy {\n        ...PasswordDialog_PasswordPolicyFragment\n      }\n    }\n  }\n": typeof types.AccountSecurityCard_AccountSecurityDocument,
    "\n  query KbaCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n": typeof types.KbaCard_AccountSecurityDocument,
    "\n  fragment KbaForm_KbaFragment on KbaSettings {\n    minimumAnswersToDefine\n    questions {\n      id\n      texts {\n        locale\n        text\n      }\n    }\n    selected {\n      questionId\n      customQuestion\n    }\n  }\n": typeof types.KbaForm_KbaFragmentFragmentDoc,
    "\n  mutation KbaForm_SaveKba($input: SaveKbaInput!) {\n    saveKba(input: $input) {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n": typeof types.KbaForm_SaveKbaDocument,
    "\n  fragment PasswordDialog_PasswordPolicyFragment on PasswordPolicy {\n    minLength\n    maxLength\n    minCapitals\n    minLowercase\n    minNumbers\n    minSymbols\n    minCharacterSets\n    maxRepeatedCharacters\n    cannotContainOthers\n    cannotContainOthersCaseInsensitive\n    noCommonPasswords\n    passwordHistory\n    fieldValues\n  }\n": typeof types.PasswordDialog_PasswordPolicyFragmentFragmentDoc,
    "\n  mutation PasswordDialog_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      rev\n    }\n  }\n": typeof types.PasswordDialog_ChangePasswordDocument,
    "\n  mutation UsernameDialog_ChangeUsername($input: ChangeUsernameInput!) {\n    changeUsername(input: $input) {\n      id\n      rev\n      userName\n    }\n  }\n": typeof types.UsernameDialog_ChangeUsernameDocument,
    "\n  query ActivityLogPage_Activity($input: AdminActivityInput!) {\n    adminActivity(input: $input) {\n      total\n      rows {\n        id\n        time\n        userName\n        objectType\n        objectId\n        operation\n        before\n        after\n      }\n    }\n  }\n": typeof types.ActivityLogPage_ActivityDocument,
    "\n  query ActivityLogPage_Csv($input: AdminActivityCsvInput!) {\n    adminActivityCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": typeof types.ActivityLogPage_CsvDocument,
    "\n  query AssignmentEditPage_Assignment($id: ID!, $existing: Boolean!) {\n    assignment(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      mapping\n      attributes {\n        name\n        value\n        assignmentOperation\n        unassignmentOperation\n      }\n      onAssignment\n      onUnassignment\n    }\n    assignmentMappings {\n      name\n      target\n      attributes {\n        name\n      }\n    }\n  }\n": typeof types.AssignmentEditPage_AssignmentDocument,
    "\n  mutation AssignmentEditPage_Save($input: SaveAssignmentInput!) {\n    saveAssignment(input: $input) {\n      id\n      rev\n    }\n  }\n": typeof types.AssignmentEditPage_SaveDocument,
    "\n  mutation AssignmentEditPage_Delete($id: ID!) {\n    deleteAssignment(id: $id)\n  }\n": typeof types.AssignmentEditPage_DeleteDocument,
    "\n  query AssignmentsListPage_Assignments($input: AssignmentListInput!) {\n    assignments(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        mapping\n        attributes {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AssignmentsListPage_AssignmentsDocument,
    "\n  query AssignmentsListPage_Csv($input: AssignmentCsvInput!) {\n    assignmentsCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": typeof types.AssignmentsListPage_CsvDocument,
    "\n  query ConfigurationPage_Configuration($id: String!) {\n    configuration(id: $id) {\n      id\n      rev\n      json\n    }\n  }\n": typeof types.ConfigurationPage_ConfigurationDocument,
    "\n  mutation ConfigurationPage_Save($input: SaveConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      id\n      rev\n      json\n    }\n  }\n": typeof types.ConfigurationPage_SaveDocument,
    "\n  query RoleAssignments_Assignments($roleId: ID!, $input: AssignmentListInput!) {\n    roleAssignments(roleId: $roleId) {\n      id\n      name\n      mapping\n    }\n    assignments(input: $input) {\n      rows {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RoleAssignments_AssignmentsDocument,
    "\n  mutation RoleAssignments_Link($input: RoleAssignmentLinkInput!) {\n    linkRoleAssignment(input: $input)\n  }\n": typeof types.RoleAssignments_LinkDocument,
    "\n  mutation RoleAssignments_Unlink($input: RoleAssignmentLinkInput!) {\n    unlinkRoleAssignment(input: $input)\n  }\n": typeof types.RoleAssignments_UnlinkDocument,
    "\n  query RoleEditPage_Role($id: ID!, $existing: Boolean!) {\n    internalRole(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      privileges {\n        name\n        path\n        permissions\n        accessFlags {\n          attribute\n          readOnly\n        }\n        filter\n      }\n      timeConstraint {\n        start\n        end\n      }\n    }\n    privilegeTargets {\n      path\n      title\n      attributes {\n        name\n        title\n        required\n      }\n    }\n  }\n": typeof types.RoleEditPage_RoleDocument,
    "\n  mutation RoleEditPage_Save($input: SaveInternalRoleInput!) {\n    saveInternalRole(input: $input) {\n      id\n      rev\n    }\n  }\n": typeof types.RoleEditPage_SaveDocument,
    "\n  mutation RoleEditPage_Delete($id: ID!) {\n    deleteInternalRole(id: $id)\n  }\n": typeof types.RoleEditPage_DeleteDocument,
    "\n  mutation RoleMembers_Assign($input: InternalRoleMemberInput!) {\n    assignInternalRole(input: $input)\n  }\n": typeof types.RoleMembers_AssignDocument,
    "\n  mutation RoleMembers_Unassign($input: InternalRoleMemberInput!) {\n    unassignInternalRole(input: $input)\n  }\n": typeof types.RoleMembers_UnassignDocument,
    "\n  query RolesListPage_Roles($input: InternalRoleListInput!) {\n    internalRoles(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        privileges {\n          name\n        }\n      }\n    }\n  }\n": typeof types.RolesListPage_RolesDocument,
    "\n  query RolesListPage_Csv($input: InternalRoleCsvInput!) {\n    internalRolesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": typeof types.RolesListPage_CsvDocument,
    "\n  mutation DeployRouteDialog_SetDeployed($input: SetRouteDeployedInput!) {\n    setRouteDeployed(input: $input) {\n      id\n      rev\n      deployed\n    }\n  }\n": typeof types.DeployRouteDialog_SetDeployedDocument,
    "\n  query RoutesListPage_Routes($input: RouteListInput!) {\n    routes(input: $input) {\n      total\n      rows {\n        id\n        rev\n        context\n        behaviour\n        description\n        deployed\n      }\n    }\n  }\n": typeof types.RoutesListPage_RoutesDocument,
    "\n  query RoutesListPage_Csv($input: RouteCsvInput!) {\n    routesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": typeof types.RoutesListPage_CsvDocument,
    "\n  fragment ApplicationTile_ApplicationFragment on WorkforceApplication {\n    id\n    name\n    description\n    icon\n    launchUrl\n  }\n": typeof types.ApplicationTile_ApplicationFragmentFragmentDoc,
    "\n  query ApplicationsPage_Applications {\n    workforceApplications {\n      id\n      ...ApplicationTile_ApplicationFragment\n    }\n  }\n": typeof types.ApplicationsPage_ApplicationsDocument,
    "\n  query ApprovalsPage_Approvals($input: ApprovalsInput!) {\n    approvals(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n": typeof types.ApprovalsPage_ApprovalsDocument,
    "\n  query AuthorizedAppsCard_Apps {\n    authorizedApps {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n": typeof types.AuthorizedAppsCard_AppsDocument,
    "\n  mutation AuthorizedAppsCard_Revoke($clientId: ID!) {\n    revokeAuthorizedApp(clientId: $clientId) {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n": typeof types.AuthorizedAppsCard_RevokeDocument,
    "\n  fragment CampaignHeader_CampaignFragment on AccessReview {\n    id\n    name\n    description\n    owner {\n      id\n      displayName\n    }\n    startDate\n    deadline\n    reviewStatus\n  }\n": typeof types.CampaignHeader_CampaignFragmentFragmentDoc,
    "\n  fragment CertificationTask_ItemRevFragment on CertificationItem {\n    id\n    rev\n  }\n": typeof types.CertificationTask_ItemRevFragmentFragmentDoc,
    "\n  mutation CertificationTask_Decide($input: DecideCertificationItemInput!) {\n    decideCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n      ...CertificationTask_ItemRevFragment\n    }\n  }\n": typeof types.CertificationTask_DecideDocument,
    "\n  mutation CertificationTask_ClearDecisions($input: ClearCertificationDecisionsInput!) {\n    clearCertificationDecisions(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n": typeof types.CertificationTask_ClearDecisionsDocument,
    "\n  mutation CertificationTask_Comment($input: CertificationItemCommentInput!) {\n    commentOnCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n": typeof types.CertificationTask_CommentDocument,
    "\n  mutation CertificationTask_Forward($input: CertificationHandOverInput!) {\n    forwardCertificationItem(input: $input)\n  }\n": typeof types.CertificationTask_ForwardDocument,
    "\n  mutation CertificationTask_Reassign($input: CertificationHandOverInput!) {\n    reassignCertificationItem(input: $input)\n  }\n": typeof types.CertificationTask_ReassignDocument,
    "\n  mutation CertificationTask_SignOff($campaignId: ID!) {\n    signOffCampaign(campaignId: $campaignId) {\n      ...CampaignHeader_CampaignFragment\n      id\n      status\n    }\n  }\n": typeof types.CertificationTask_SignOffDocument,
    "\n  fragment CertificationItemsTable_ItemFragment on CertificationItem {\n    id\n    rev\n    user {\n      id\n      userName\n      displayName\n    }\n    application {\n      id\n      name\n    }\n    account\n    entitlement\n    role\n    flags {\n      recon\n      requestBased\n      roleBased\n      newAccess\n      temporal\n    }\n    decision\n    deferredUntil\n    comments {\n      user {\n        id\n        displayName\n      }\n      comment\n      timestamp\n    }\n  }\n": typeof types.CertificationItemsTable_ItemFragmentFragmentDoc,
    "\n  query CertificationTaskPage_Task($campaignId: ID!) {\n    certificationTask(campaignId: $campaignId) {\n      campaign {\n        ...CampaignHeader_CampaignFragment\n        id\n        status\n      }\n      permissions {\n        view\n        comment\n        decide\n        forward\n        signOff\n      }\n      othersUndecidedItems\n      items {\n        ...CertificationItemsTable_ItemFragment\n      }\n    }\n  }\n": typeof types.CertificationTaskPage_TaskDocument,
    "\n  query GlossaryDrawer_Terms {\n    certificationGlossary {\n      term\n      definition\n    }\n  }\n": typeof types.GlossaryDrawer_TermsDocument,
    "\n  query ApplicationsWidget_Applications {\n    workforceApplications {\n      id\n      name\n      icon\n      launchUrl\n    }\n  }\n": typeof types.ApplicationsWidget_ApplicationsDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.Dashboard_MeDocument,
    "\n  query GovernanceCards_Counts {\n    governanceCounts {\n      accessReviews\n      pendingApprovals\n      pendingRequests\n    }\n  }\n": typeof types.GovernanceCards_CountsDocument,
    "\n  mutation AddDataSourceDialog_Create($input: CreateDataSourceInput!) {\n    createDataSource(input: $input) {\n      id\n    }\n  }\n": typeof types.AddDataSourceDialog_CreateDocument,
    "\n  query DataSourcePage_DataSource($id: ID!) {\n    dataSource(id: $id) {\n      id\n      rev\n      name\n      bucket\n      filePath\n      active\n      created\n      featureMapping {\n        feature\n        expression\n      }\n    }\n    authenticationFeatures {\n      name\n      description\n    }\n  }\n": typeof types.DataSourcePage_DataSourceDocument,
    "\n  mutation DataSourcePage_SetActive($input: SetDataSourceActiveInput!) {\n    setDataSourceActive(input: $input) {\n      id\n      rev\n      active\n    }\n  }\n": typeof types.DataSourcePage_SetActiveDocument,
    "\n  query DataSourcesPage_List($input: DataSourcesInput!) {\n    dataSources(input: $input) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        bucket\n        filePath\n        active\n        created\n      }\n    }\n  }\n": typeof types.DataSourcesPage_ListDocument,
    "\n  mutation DeleteDataSourceButton_Delete($id: ID!, $rev: String!) {\n    deleteDataSource(id: $id, rev: $rev)\n  }\n": typeof types.DeleteDataSourceButton_DeleteDocument,
    "\n  query FeatureMappingEditor_FilePreview($input: DataSourceFilePreviewInput!) {\n    dataSourceFilePreview(input: $input) {\n      content\n      problem\n      line\n    }\n  }\n": typeof types.FeatureMappingEditor_FilePreviewDocument,
    "\n  query FeatureMappingEditor_Preview($input: JsltPreviewInput!) {\n    jsltPreview(input: $input) {\n      features {\n        feature\n        value\n        error\n      }\n    }\n  }\n": typeof types.FeatureMappingEditor_PreviewDocument,
    "\n  mutation FeatureMappingEditor_Save($input: SaveDataSourceMappingInput!) {\n    saveDataSourceMapping(input: $input) {\n      id\n      rev\n      featureMapping {\n        feature\n        expression\n      }\n    }\n  }\n": typeof types.FeatureMappingEditor_SaveDocument,
    "\n  query ManagedEditPage_Object($resourceType: String!, $resourceName: String!, $id: ID!) {\n    managedObject(resourceType: $resourceType, resourceName: $resourceName, id: $id) {\n      id\n      title\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n": typeof types.ManagedEditPage_ObjectDocument,
    "\n  query ManagedListPage_List($input: ManagedListInput!) {\n    managedList(input: $input) {\n      title\n      total\n      columns {\n        name\n        title\n      }\n      rows {\n        id\n        values\n      }\n    }\n  }\n": typeof types.ManagedListPage_ListDocument,
    "\n  query ManagedListPage_Csv($input: ManagedListCsvInput!) {\n    managedListCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": typeof types.ManagedListPage_CsvDocument,
    "\n  fragment ManagedObjectForm_FormFragment on ManagedObjectForm {\n    id\n    rev\n    resourceType\n    resourceName\n    canUpdate\n    values\n    fields {\n      name\n      title\n      description\n      type\n      nullable\n      required\n      readOnly\n      options\n    }\n  }\n": typeof types.ManagedObjectForm_FormFragmentFragmentDoc,
    "\n  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {\n    updateManagedObject(input: $input) {\n      id\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n": typeof types.ManagedObjectForm_UpdateDocument,
    "\n  mutation AddDelegateDialog_Add($input: AddDelegateInput!) {\n    addDelegate(input: $input) {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n": typeof types.AddDelegateDialog_AddDocument,
    "\n  fragment DelegatesPage_DelegateFragment on Delegate {\n    id\n    rev\n    startDate\n    endDate\n    user {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": typeof types.DelegatesPage_DelegateFragmentFragmentDoc,
    "\n  query DelegatesPage_Delegates {\n    myDelegates {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n": typeof types.DelegatesPage_DelegatesDocument,
    "\n  mutation RemoveDelegateDialog_Remove($input: RemoveDelegateInput!) {\n    removeDelegate(input: $input)\n  }\n": typeof types.RemoveDelegateDialog_RemoveDocument,
    "\n  query QueryConsole_Search($index: EntitySearchIndex!, $query: String!) {\n    entitySearch(index: $index, query: $query) {\n      answer\n      answerTruncated\n      error\n      tookMs\n      total\n      hits {\n        id\n        fields {\n          name\n          value\n        }\n      }\n      aggregations {\n        name\n        value\n        buckets {\n          key\n          count\n        }\n      }\n    }\n  }\n": typeof types.QueryConsole_SearchDocument,
    "\n  fragment AuthDevicesSection_DeviceFragment on AuthDevice {\n    id\n    type\n    name\n    createdDate\n    lastAccessDate\n  }\n": typeof types.AuthDevicesSection_DeviceFragmentFragmentDoc,
    "\n  query AuthDevicesSection_Devices {\n    authDevices {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.AuthDevicesSection_DevicesDocument,
    "\n  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {\n    renameAuthDevice(type: $type, id: $id, name: $name) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.AuthDevicesSection_RenameDocument,
    "\n  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {\n    deleteAuthDevice(type: $type, id: $id) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.AuthDevicesSection_DeleteDocument,
    "\n  mutation AuthenticatorAppDialog_Start {\n    startAuthenticatorAppEnrolment {\n      enrolmentId\n      secret\n      uri\n      issuer\n      accountName\n    }\n  }\n": typeof types.AuthenticatorAppDialog_StartDocument,
    "\n  mutation AuthenticatorAppDialog_Confirm($enrolmentId: String!, $code: String!) {\n    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n": typeof types.AuthenticatorAppDialog_ConfirmDocument,
    "\n  mutation SecurityKeyDialog_Start {\n    startSecurityKeyEnrolment {\n      enrolmentId\n      options\n    }\n  }\n": typeof types.SecurityKeyDialog_StartDocument,
    "\n  mutation SecurityKeyDialog_Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {\n    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n": typeof types.SecurityKeyDialog_ConfirmDocument,
    "\n  query SessionsSection_Sessions {\n    mySessions {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SessionsSection_SessionsDocument,
    "\n  mutation SessionsSection_SignOut($handle: ID!) {\n    signOutSession(handle: $handle) {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n": typeof types.SessionsSection_SignOutDocument,
    "\n  mutation SessionsSection_SignOutOthers {\n    signOutOtherSessions\n  }\n": typeof types.SessionsSection_SignOutOthersDocument,
    "\n  query SignInHistorySection_History {\n    signInHistory {\n      id\n      time\n      result\n      ipAddress\n      location\n      localNetwork\n      browser\n      os\n    }\n  }\n": typeof types.SignInHistorySection_HistoryDocument,
    "\n  fragment TrustedDevicesSection_DeviceFragment on TrustedDevice {\n    id\n    alias\n    browser\n    os\n    cpu\n    isCurrent\n    lastSelectedDate\n    location\n    localNetwork\n  }\n": typeof types.TrustedDevicesSection_DeviceFragmentFragmentDoc,
    "\n  query TrustedDevicesSection_Devices {\n    trustedDevices {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.TrustedDevicesSection_DevicesDocument,
    "\n  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {\n    renameTrustedDevice(id: $id, alias: $alias) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.TrustedDevicesSection_RenameDocument,
    "\n  mutation TrustedDevicesSection_Delete($id: ID!) {\n    deleteTrustedDevice(id: $id) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": typeof types.TrustedDevicesSection_DeleteDocument,
    "\n  query DirectReportDetailsPage_Report($userId: ID!) {\n    directReport(userId: $userId) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": typeof types.DirectReportDetailsPage_ReportDocument,
    "\n  query DirectReportDetailsPage_Grants($userId: ID!, $input: GrantsInput!) {\n    directReportGrants(userId: $userId, input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n": typeof types.DirectReportDetailsPage_GrantsDocument,
    "\n  query DirectReportsPage_Reports {\n    directReports {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": typeof types.DirectReportsPage_ReportsDocument,
    "\n  query EntityDefinitionsPage_Definitions {\n    entityDefinitions {\n      id\n      namespace\n      name\n      version\n      latest\n      properties {\n        name\n        type\n        description\n      }\n    }\n  }\n": typeof types.EntityDefinitionsPage_DefinitionsDocument,
    "\n  query FeatureExplorationPage_Explore(\n    $feature: ExplorationFeature!\n    $from: String!\n    $to: String!\n    $user: String\n  ) {\n    featureExploration(feature: $feature, from: $from, to: $to, user: $user) {\n      feature\n      total\n      riskyTotal\n      values {\n        value\n        count\n        risky\n        riskyShare\n      }\n      userTotal\n      userValues {\n        value\n        count\n      }\n    }\n  }\n": typeof types.FeatureExplorationPage_ExploreDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": typeof types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n        gotoRejected\n      }\n    }\n  }\n": typeof types.LoginPage_AuthenticateDocument,
    "\n  query MyAccessPage_Grants($input: GrantsInput!) {\n    myGrants(input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n": typeof types.MyAccessPage_GrantsDocument,
    "\n  mutation RequestRemovalDialog_Request($input: RequestAccessRemovalInput!) {\n    requestAccessRemoval(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RequestRemovalDialog_RequestDocument,
    "\n  query ChooseUsersDialog_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.ChooseUsersDialog_MeDocument,
    "\n  query MyRequestsPage_Requests($input: AccessRequestsInput!) {\n    myAccessRequests(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n": typeof types.MyRequestsPage_RequestsDocument,
    "\n  query CatalogSection_Items($input: AccessCatalogInput!) {\n    accessCatalog(input: $input) {\n      total\n      rows {\n        id\n        type\n        name\n        description\n        approvedBy\n        application {\n          id\n          name\n        }\n        owner {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.CatalogSection_ItemsDocument,
    "\n  query CatalogSection_Applications {\n    catalogApplications {\n      id\n      name\n    }\n  }\n": typeof types.CatalogSection_ApplicationsDocument,
    "\n  query NewRequestPage_Conflict($input: CatalogItemConflictInput!) {\n    catalogItemConflict(input: $input)\n  }\n": typeof types.NewRequestPage_ConflictDocument,
    "\n  mutation NewRequestPage_Submit($input: SubmitAccessRequestInput!) {\n    submitAccessRequest(input: $input) {\n      requestIds\n    }\n  }\n": typeof types.NewRequestPage_SubmitDocument,
    "\n  mutation SocialLinkCompletion_Complete($input: SocialLinkReturnInput!) {\n    completeSocialLink(input: $input) {\n      id\n      displayName\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": typeof types.SocialLinkCompletion_CompleteDocument,
    "\n  fragment CentroidsTable_ModelsFragment on PipelineModels {\n    clusters\n    featureChoices\n    centroids {\n      name\n      size\n      modes {\n        feature\n        value\n      }\n    }\n  }\n": typeof types.CentroidsTable_ModelsFragmentFragmentDoc,
    "\n  query CreatePipelineDialog_Choices($pageSize: Int!) {\n    dataSources(input: { pageSize: $pageSize }) {\n      rows {\n        id\n        name\n      }\n    }\n    pipelineDefinitions(pageSize: $pageSize) {\n      rows {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.CreatePipelineDialog_ChoicesDocument,
    "\n  mutation CreatePipelineDialog_Create($input: CreatePipelineDefinitionInput!) {\n    createPipelineDefinition(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePipelineDialog_CreateDocument,
    "\n  mutation DeletePipelineButton_Delete($id: ID!, $rev: String!) {\n    deletePipelineDefinition(id: $id, rev: $rev)\n  }\n": typeof types.DeletePipelineButton_DeleteDocument,
    "\n  fragment ModelCurvesSection_ModelsFragment on PipelineModels {\n    curves {\n      model\n      rocAuc\n      prAuc\n      threshold\n      roc {\n        threshold\n        fpr\n        tpr\n      }\n      pr {\n        threshold\n        recall\n        precision\n      }\n    }\n  }\n": typeof types.ModelCurvesSection_ModelsFragmentFragmentDoc,
    "\n  query PipelineModelsPage_Name($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.PipelineModelsPage_NameDocument,
    "\n  query PipelineModelsPage_Models($pipelineDefinitionId: ID!) {\n    pipelineModels(pipelineDefinitionId: $pipelineDefinitionId) {\n      executionId\n      labelled\n      positives\n      events\n      ...ModelCurvesSection_ModelsFragment\n      ...CentroidsTable_ModelsFragment\n    }\n  }\n": typeof types.PipelineModelsPage_ModelsDocument,
    "\n  query PipelinePage_Definition($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      rev\n      name\n      type\n      created\n      uebaRiskThreshold\n      trainingPipelineDefinitionId\n      dataSource {\n        id\n        name\n        active\n      }\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.PipelinePage_DefinitionDocument,
    "\n  query PipelinePage_Logs($pipelineDefinitionId: ID!) {\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n": typeof types.PipelinePage_LogsDocument,
    "\n  mutation RunPanel_Start($pipelineDefinitionId: ID!, $uebaRiskThreshold: Float!) {\n    runPipeline(\n      pipelineDefinitionId: $pipelineDefinitionId\n      uebaRiskThreshold: $uebaRiskThreshold\n    ) {\n      executionId\n      message\n    }\n  }\n": typeof types.RunPanel_StartDocument,
    "\n  query RunPanel_Poll($pipelineDefinitionId: ID!, $executionId: ID!) {\n    pipelineExecution(executionId: $executionId) {\n      executionId\n      status\n      result\n      endTime\n      progress {\n        stage\n        percent\n      }\n    }\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId, executionId: $executionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n": typeof types.RunPanel_PollDocument,
    "\n  fragment RunPanel_LogsFragment on PipelineLogs {\n    executionId\n    lines {\n      time\n      level\n      message\n    }\n  }\n": typeof types.RunPanel_LogsFragmentFragmentDoc,
    "\n  query PipelinesPage_List(\n    $search: String\n    $sortDescending: Boolean\n    $pageSize: Int!\n    $after: String\n  ) {\n    pipelineDefinitions(\n      search: $search\n      sortDescending: $sortDescending\n      pageSize: $pageSize\n      after: $after\n    ) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        type\n        dataSource {\n          id\n          name\n        }\n        executions {\n          executionId\n          status\n          endTime\n        }\n      }\n    }\n  }\n": typeof types.PipelinesPage_ListDocument,
    "\n  mutation PublishButton_Publish($pipelineDefinitionId: ID!) {\n    publishPipeline(pipelineDefinitionId: $pipelineDefinitionId) {\n      message\n    }\n  }\n": typeof types.PublishButton_PublishDocument,
    "\n  query PublishedPipeline_Current {\n    publishedPipeline {\n      pipelineDefinitionId\n      executionId\n      published\n    }\n  }\n": typeof types.PublishedPipeline_CurrentDocument,
    "\n  mutation RunPanel_SaveStatus(\n    $pipelineDefinitionId: ID!\n    $rev: String!\n    $executionId: ID!\n    $status: PipelineStatus!\n    $endTime: Float\n  ) {\n    updatePipelineExecutionStatus(\n      pipelineDefinitionId: $pipelineDefinitionId\n      rev: $rev\n      executionId: $executionId\n      status: $status\n      endTime: $endTime\n    ) {\n      id\n      rev\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.RunPanel_SaveStatusDocument,
    "\n  query AccountControlsCard_ProfileData {\n    profileData\n  }\n": typeof types.AccountControlsCard_ProfileDataDocument,
    "\n  mutation AccountControlsCard_DeleteAccount {\n    deleteAccount\n  }\n": typeof types.AccountControlsCard_DeleteAccountDocument,
    "\n  fragment ConsentCard_ProfileFragment on Profile {\n    id\n    rev\n  }\n": typeof types.ConsentCard_ProfileFragmentFragmentDoc,
    "\n  query ConsentCard_Mappings {\n    consentMappings {\n      id\n      displayName\n      description\n      consented\n      consentDate\n    }\n  }\n": typeof types.ConsentCard_MappingsDocument,
    "\n  mutation ConsentCard_SetConsent($input: SetConsentInput!) {\n    setConsent(input: $input) {\n      id\n      rev\n      values\n    }\n  }\n": typeof types.ConsentCard_SetConsentDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    rev\n    values\n    schema {\n      order\n      required\n      properties {\n        name\n        title\n        type\n        nullable\n        viewable\n        userEditable\n      }\n    }\n  }\n": typeof types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  query PersonalInfoForm_PolicyCheck($values: JSON!) {\n    profilePolicyCheck(values: $values) {\n      field\n      message\n      values\n    }\n  }\n": typeof types.PersonalInfoForm_PolicyCheckDocument,
    "\n  mutation PersonalInfoForm_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n": typeof types.PersonalInfoForm_UpdateProfileDocument,
    "\n  fragment PreferencesCard_ProfileFragment on Profile {\n    id\n    rev\n    preferences {\n      name\n      title\n      enabled\n    }\n  }\n": typeof types.PreferencesCard_ProfileFragmentFragmentDoc,
    "\n  mutation PreferencesCard_SetPreference($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n": typeof types.PreferencesCard_SetPreferenceDocument,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": typeof types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n      ...PreferencesCard_ProfileFragment\n      ...ConsentCard_ProfileFragment\n    }\n  }\n": typeof types.ProfilePage_ProfileDocument,
    "\n  mutation ExportPanel_Request($runId: ID!, $format: ReportFileFormat!) {\n    requestReportExport(runId: $runId, format: $format) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n": typeof types.ExportPanel_RequestDocument,
    "\n  query ExportPanel_Check($exportId: ID!) {\n    reportExport(exportId: $exportId) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n": typeof types.ExportPanel_CheckDocument,
    "\n  query RunHistoryPage_Runs($templateName: String!, $pageSize: Int!, $offset: Int!) {\n    reportRuns(templateName: $templateName, pageSize: $pageSize, offset: $offset) {\n      totalCount\n      runs {\n        id\n        status\n        startedAt\n        rowCount\n        fileType\n        parameters {\n          name\n          values\n        }\n        timeframe {\n          preset\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n": typeof types.RunHistoryPage_RunsDocument,
    "\n  query RunReportPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      name\n      description\n      parameters {\n        name\n        required\n      }\n    }\n  }\n": typeof types.RunReportPage_TemplateDocument,
    "\n  mutation RunReportPage_Run($templateName: String!, $input: RunReportInput!) {\n    runReport(templateName: $templateName, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RunReportPage_RunDocument,
    "\n  fragment TemplateEditor_Template on ReportTemplate {\n    name\n    rev\n    description\n    dataSource\n    parameters {\n      name\n      required\n    }\n    columns {\n      name\n      label\n      source\n    }\n    aggregates {\n      name\n      label\n      function\n      column\n    }\n    filters {\n      column\n      operator\n      value\n    }\n    sorting {\n      column\n      direction\n    }\n  }\n": typeof types.TemplateEditor_TemplateFragmentDoc,
    "\n  query TemplateEditorPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      ...TemplateEditor_Template\n    }\n  }\n": typeof types.TemplateEditorPage_TemplateDocument,
    "\n  mutation TemplateForm_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {\n    saveReportTemplate(name: $name, rev: $rev, input: $input) {\n      ...TemplateEditor_Template\n    }\n  }\n": typeof types.TemplateForm_SaveDocument,
    "\n  query ReportsPage_Templates($search: String) {\n    reportTemplates(search: $search) {\n      name\n      description\n      dataSource\n    }\n  }\n": typeof types.ReportsPage_TemplatesDocument,
    "\n  query ViewReportPage_Rows($id: ID!, $input: ReportRowsInput!) {\n    reportRows(id: $id, input: $input) {\n      totalCount\n      rows\n      summary\n      columns {\n        name\n        label\n        aggregate\n      }\n      sorting {\n        column\n        direction\n      }\n    }\n  }\n": typeof types.ViewReportPage_RowsDocument,
    "\n  query ActivityLog_Events(\n    $filters: RiskActivityFiltersInput!\n    $sort: RiskEventSort\n    $after: String\n  ) {\n    riskActivity(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        transactionId\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n": typeof types.ActivityLog_EventsDocument,
    "\n  query ActivityLog_Csv($filters: RiskActivityFiltersInput!, $sort: RiskEventSort) {\n    riskActivityCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n": typeof types.ActivityLog_CsvDocument,
    "\n  query EvaluationPreview_Run($input: RiskEvaluationPreviewInput!) {\n    riskEvaluationPreview(input: $input) {\n      model\n      events {\n        eventId\n        userId\n        time\n        score\n        risky\n        reasons\n      }\n    }\n  }\n": typeof types.EvaluationPreview_RunDocument,
    "\n  query RiskConfigPage_Config {\n    riskUserConfig {\n      yaml\n      rev\n    }\n  }\n": typeof types.RiskConfigPage_ConfigDocument,
    "\n  mutation RiskConfigWorkspace_Save($input: SaveRiskUserConfigInput!) {\n    saveRiskUserConfig(input: $input) {\n      yaml\n      rev\n    }\n  }\n": typeof types.RiskConfigWorkspace_SaveDocument,
    "\n  query SettingsOverrideNotice_Settings {\n    riskSettings {\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      rev\n    }\n  }\n": typeof types.SettingsOverrideNotice_SettingsDocument,
    "\n  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {\n    riskEvents(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n": typeof types.RiskEventLog_EventsDocument,
    "\n  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {\n    riskEventsCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n": typeof types.RiskEventLog_CsvDocument,
    "\n  query FacetSearch_Values($facet: RiskFacet!, $search: String, $filters: RiskFiltersInput!) {\n    riskFacetValues(facet: $facet, search: $search, filters: $filters) {\n      value\n      count\n    }\n  }\n": typeof types.FacetSearch_ValuesDocument,
    "\n  query NotScoredNotice_Roles {\n    me {\n      id\n      idmRoles\n      amRoles\n    }\n  }\n": typeof types.NotScoredNotice_RolesDocument,
    "\n  query RiskDashboardPage_Dashboard($filters: RiskFiltersInput!, $timeZone: String) {\n    riskDashboard(filters: $filters, timeZone: $timeZone) {\n      total\n      facets {\n        facet\n        searchable\n        values {\n          value\n          count\n        }\n      }\n      reasonFeatures {\n        ueba {\n          value\n          count\n        }\n        clustering {\n          value\n          count\n        }\n      }\n      map {\n        lat\n        longitude\n        count\n        averageScore\n      }\n      accessResults {\n        day\n        successful\n        other\n      }\n      riskOverTime {\n        day\n        count\n        averageScore\n      }\n      riskiestUsers {\n        userId\n        userName\n        count\n        averageScore\n      }\n      scored\n    }\n  }\n": typeof types.RiskDashboardPage_DashboardDocument,
    "\n  query RiskSettingsPage_Settings {\n    riskSettings {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n": typeof types.RiskSettingsPage_SettingsDocument,
    "\n  mutation SettingsForm_Save($settings: RiskSettingsInput!, $rev: String!) {\n    saveRiskSettings(settings: $settings, rev: $rev) {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n": typeof types.SettingsForm_SaveDocument,
    "\n  fragment MyResourcesCard_ResourceFragment on SharingResource {\n    id\n    rev\n    name\n    type\n    icon\n    scopes\n    shares {\n      username\n      scopes\n    }\n  }\n": typeof types.MyResourcesCard_ResourceFragmentFragmentDoc,
    "\n  mutation ShareDialog_Share($input: ShareResourceInput!) {\n    shareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": typeof types.ShareDialog_ShareDocument,
    "\n  mutation ShareDialog_Modify($input: ShareResourceInput!) {\n    modifyResourceShare(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": typeof types.ShareDialog_ModifyDocument,
    "\n  fragment SharedWithMeCard_ResourceFragment on SharedResource {\n    id\n    name\n    type\n    icon\n    owner\n    scopes\n  }\n": typeof types.SharedWithMeCard_ResourceFragmentFragmentDoc,
    "\n  query SharingPage_Sharing {\n    sharingResources {\n      id\n      ...MyResourcesCard_ResourceFragment\n    }\n    sharingRequests {\n      id\n      ...SharingRequestsCard_RequestFragment\n    }\n    sharedWithMe {\n      id\n      ...SharedWithMeCard_ResourceFragment\n    }\n  }\n": typeof types.SharingPage_SharingDocument,
    "\n  fragment SharingRequestsCard_RequestFragment on SharingRequest {\n    id\n    requester\n    resourceName\n    scopes\n    requestDate\n  }\n": typeof types.SharingRequestsCard_RequestFragmentFragmentDoc,
    "\n  mutation SharingRequestsCard_Approve($id: ID!) {\n    approveSharingRequest(id: $id) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": typeof types.SharingRequestsCard_ApproveDocument,
    "\n  mutation SharingRequestsCard_Deny($id: ID!) {\n    denySharingRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.SharingRequestsCard_DenyDocument,
    "\n  mutation UnshareDialog_Unshare($input: UnshareResourceInput!) {\n    unshareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": typeof types.UnshareDialog_UnshareDocument,
    "\n  query SocialIdentitiesCard_Providers {\n    socialProviders {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": typeof types.SocialIdentitiesCard_ProvidersDocument,
    "\n  mutation SocialIdentitiesCard_StartLink($provider: ID!) {\n    startSocialLink(provider: $provider) {\n      provider\n      authorizeUrl\n    }\n  }\n": typeof types.SocialIdentitiesCard_StartLinkDocument,
    "\n  mutation SocialIdentitiesCard_Unlink($provider: ID!) {\n    unlinkSocialIdentity(provider: $provider) {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": typeof types.SocialIdentitiesCard_UnlinkDocument,
    "\n  query ThemeEditor_ThemeRealm {\n    themeRealm {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": typeof types.ThemeEditor_ThemeRealmDocument,
    "\n  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {\n    saveThemes(input: $input) {\n      rev\n      realms {\n        realm\n        themes {\n          id\n          name\n          isDefault\n          linkedTrees\n          settings\n        }\n      }\n    }\n  }\n": typeof types.ThemeEditor_SaveThemesDocument,
    "\n  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": typeof types.LanguageLoader_LocaleMessagesDocument,
};
const documents: Documents = {
    "\n  query AppBoot_ServerInfo {\n    serverInfo {\n      realm\n    }\n  }\n": types.AppBoot_ServerInfoDocument,
    "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n      helpUrl\n      docsUrl\n    }\n  }\n": types.AppBoot_UiConfigDocument,
    "\n  query AppBoot_Features {\n    features {\n      name\n      enabled\n    }\n  }\n": types.AppBoot_FeaturesDocument,
    "\n  query AppBoot_Version {\n    version {\n      productVersion\n    }\n  }\n": types.AppBoot_VersionDocument,
    "\n  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {\n    localeMessages(locale: $locale, packages: $packages)\n  }\n": types.AppBoot_LocaleMessagesDocument,
    "\n  query AppBoot_Themes($realm: String!) {\n    themes(realm: $realm) {\n      id\n      name\n      isDefault\n      linkedTrees\n      settings\n    }\n  }\n": types.AppBoot_ThemesDocument,
    "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n    profileImage\n  }\n": types.ProfileMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n    amAdmin\n  }\n": types.SideMenu_MeFragmentFragmentDoc,
    "\n  fragment SideMenu_PrivilegesFragment on Query {\n    privileges {\n      title\n      privilegePath\n      resourceType\n      resourceName\n    }\n  }\n": types.SideMenu_PrivilegesFragmentFragmentDoc,
    "\n  query SideMenu_AutoAccess {\n    autoAccessAvailable\n    riskAnalysisAvailable\n  }\n": types.SideMenu_AutoAccessDocument,
    "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n": types.SystemBanner_NotificationDocument,
    "\n  query TenantBlock_Tenant {\n    tenant {\n      name\n      subscription\n      region\n      currentTier\n      locked\n    }\n  }\n": types.TenantBlock_TenantDocument,
    "\n  query MenuBadges_GovernanceCounts {\n    governanceCounts {\n      pendingApprovals\n      accessReviews\n    }\n  }\n": types.MenuBadges_GovernanceCountsDocument,
    "\n  query SignedInSession_Notifications {\n    notifications {\n      id\n      message\n      createDate\n      notificationType\n    }\n  }\n": types.SignedInSession_NotificationsDocument,
    "\n  mutation SignedInSession_RemoveNotification($id: ID!) {\n    removeNotification(id: $id)\n  }\n": types.SignedInSession_RemoveNotificationDocument,
    "\n  mutation SignedInSession_ClearNotifications {\n    clearNotifications\n  }\n": types.SignedInSession_ClearNotificationsDocument,
    "\n  mutation RouteGuard_SignOutAdmin {\n    signOut {\n      postLogoutUrl\n    }\n  }\n": types.RouteGuard_SignOutAdminDocument,
    "\n  query ShellUser_Me {\n    me {\n      id\n      amAdmin\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n    ...SideMenu_PrivilegesFragment\n  }\n": types.ShellUser_MeDocument,
    "\n  query SignedInSession_Session {\n    session {\n      subject\n      authTime\n      realm\n      maxIdleExpirationTime\n    }\n  }\n": types.SignedInSession_SessionDocument,
    "\n  mutation SignedInSession_ExtendSession {\n    extendSession {\n      maxIdleExpirationTime\n    }\n  }\n": types.SignedInSession_ExtendSessionDocument,
    "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n      gotoRejected\n    }\n  }\n": types.SignOutProvider_SignOutDocument,
    "\n  fragment AccessRequestColumns_RowFragment on AccessRequest {\n    id\n    priority\n    status\n    decision\n    requestDate\n    item {\n      id\n      type\n      name\n    }\n    requester {\n      id\n      displayName\n    }\n    requestedFor {\n      id\n      displayName\n    }\n  }\n": types.AccessRequestColumns_RowFragmentFragmentDoc,
    "\n  query AccessRequestDetails_Request($id: ID!) {\n    accessRequest(id: $id) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.AccessRequestDetails_RequestDocument,
    "\n  fragment AccessRequestView_RequestFragment on AccessRequest {\n    id\n    rev\n    requestType\n    priority\n    justification\n    expiryDate\n    requestDate\n    status\n    decision\n    workflowId\n    item {\n      id\n      type\n      name\n      description\n      application {\n        id\n        name\n      }\n    }\n    requester {\n      id\n      userName\n      displayName\n    }\n    requestedFor {\n      id\n      userName\n      displayName\n    }\n    approver {\n      id\n      userName\n      displayName\n    }\n    history {\n      action\n      comment\n      timestamp\n      user {\n        id\n        displayName\n      }\n    }\n    actions {\n      approve\n      reject\n      forward\n      comment\n      cancel\n    }\n  }\n": types.AccessRequestView_RequestFragmentFragmentDoc,
    "\n  mutation RequestActions_Approve($input: RequestActionInput!) {\n    approveAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.RequestActions_ApproveDocument,
    "\n  mutation RequestActions_Reject($input: RequestActionInput!) {\n    rejectAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.RequestActions_RejectDocument,
    "\n  mutation RequestActions_Forward($input: ForwardAccessRequestInput!) {\n    forwardAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.RequestActions_ForwardDocument,
    "\n  mutation RequestActions_Comment($input: RequestActionInput!) {\n    commentOnAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.RequestActions_CommentDocument,
    "\n  mutation RequestActions_Cancel($input: RequestActionInput!) {\n    cancelAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n": types.RequestActions_CancelDocument,
    "\n  query BucketBrowser_Objects($input: BucketObjectsInput!) {\n    bucketObjects(input: $input) {\n      total\n      start\n      objects {\n        name\n        extension\n        size\n        created\n        isFolder\n      }\n    }\n  }\n": types.BucketBrowser_ObjectsDocument,
    "\n  query BucketFilePicker_Buckets {\n    dataSourceBuckets {\n      name\n    }\n  }\n": types.BucketFilePicker_BucketsDocument,
    "\n  fragment GrantsTable_GrantFragment on Grant {\n    id\n    grantType\n    grantedAt\n    expiryDate\n    source\n    item {\n      id\n      type\n      name\n      application {\n        id\n        name\n      }\n    }\n  }\n": types.GrantsTable_GrantFragmentFragmentDoc,
    "\n  query RiskEventDetail_Event($eventId: ID!) {\n    riskEvent(eventId: $eventId) {\n      event {\n        eventId\n        transactionId\n        userId\n        userName\n        ipAddress\n        time\n        riskScore\n        result\n        city\n        country\n        lat\n        longitude\n        device\n        deviceType\n        os\n        osVersion\n        userAgentType\n        userAgent\n        dayparting\n        weekday\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttempts {\n        eventId\n        time\n        riskScore\n        city\n        country\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttemptsTotal\n      travel {\n        distanceKm\n        hours\n        speedKmh\n        previous {\n          eventId\n          time\n          city\n          country\n          lat\n          longitude\n        }\n      }\n    }\n  }\n": types.RiskEventDetail_EventDocument,
    "\n  fragment EventLogTable_EventFragment on RiskEvent {\n    eventId\n    ipAddress\n    riskScore\n    time\n    userId\n    userName\n    device\n    deviceType\n    userAgentType\n    result\n    city\n    country\n    reasons {\n      kind\n      key\n    }\n  }\n": types.EventLogTable_EventFragmentFragmentDoc,
    "\n  query NormalView_Features($userId: String!, $at: String) {\n    riskNormalView(userId: $userId, at: $at) {\n      userId\n      userEvents\n      realmEvents\n      features {\n        feature\n        user {\n          value\n          count\n        }\n        realm {\n          value\n          count\n        }\n        values {\n          value\n          userCount\n          realmCount\n        }\n      }\n    }\n  }\n": types.NormalView_FeaturesDocument,
    "\n  query RealmRiskLevels_Settings {\n    riskSettings {\n      mediumLevel\n      highLevel\n    }\n  }\n": types.RealmRiskLevels_SettingsDocument,
    "\n  query UserSearchField_Users($search: String!) {\n    governanceUsers(search: $search) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": types.UserSearchField_UsersDocument,
    "\n  query AccessReviewsPage_List {\n    accessReviews {\n      id\n      name\n      owner {\n        id\n        displayName\n      }\n      deadline\n      reviewStatus\n      status\n      totalItems\n      decidedItems\n      certifiedItems\n      revokedItems\n      exceptionItems\n    }\n  }\n": types.AccessReviewsPage_ListDocument,
    "\n  query AccountSecurityCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      userName\n      passwordPolicy {\n        ...PasswordDialog_PasswordPolicyFragment\n      }\n    }\n  }\n": types.AccountSecurityCard_AccountSecurityDocument,
    "\n  query KbaCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n": types.KbaCard_AccountSecurityDocument,
    "\n  fragment KbaForm_KbaFragment on KbaSettings {\n    minimumAnswersToDefine\n    questions {\n      id\n      texts {\n        locale\n        text\n      }\n    }\n    selected {\n      questionId\n      customQuestion\n    }\n  }\n": types.KbaForm_KbaFragmentFragmentDoc,
    "\n  mutation KbaForm_SaveKba($input: SaveKbaInput!) {\n    saveKba(input: $input) {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n": types.KbaForm_SaveKbaDocument,
    "\n  fragment PasswordDialog_PasswordPolicyFragment on PasswordPolicy {\n    minLength\n    maxLength\n    minCapitals\n    minLowercase\n    minNumbers\n    minSymbols\n    minCharacterSets\n    maxRepeatedCharacters\n    cannotContainOthers\n    cannotContainOthersCaseInsensitive\n    noCommonPasswords\n    passwordHistory\n    fieldValues\n  }\n": types.PasswordDialog_PasswordPolicyFragmentFragmentDoc,
    "\n  mutation PasswordDialog_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      rev\n    }\n  }\n": types.PasswordDialog_ChangePasswordDocument,
    "\n  mutation UsernameDialog_ChangeUsername($input: ChangeUsernameInput!) {\n    changeUsername(input: $input) {\n      id\n      rev\n      userName\n    }\n  }\n": types.UsernameDialog_ChangeUsernameDocument,
    "\n  query ActivityLogPage_Activity($input: AdminActivityInput!) {\n    adminActivity(input: $input) {\n      total\n      rows {\n        id\n        time\n        userName\n        objectType\n        objectId\n        operation\n        before\n        after\n      }\n    }\n  }\n": types.ActivityLogPage_ActivityDocument,
    "\n  query ActivityLogPage_Csv($input: AdminActivityCsvInput!) {\n    adminActivityCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": types.ActivityLogPage_CsvDocument,
    "\n  query AssignmentEditPage_Assignment($id: ID!, $existing: Boolean!) {\n    assignment(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      mapping\n      attributes {\n        name\n        value\n        assignmentOperation\n        unassignmentOperation\n      }\n      onAssignment\n      onUnassignment\n    }\n    assignmentMappings {\n      name\n      target\n      attributes {\n        name\n      }\n    }\n  }\n": types.AssignmentEditPage_AssignmentDocument,
    "\n  mutation AssignmentEditPage_Save($input: SaveAssignmentInput!) {\n    saveAssignment(input: $input) {\n      id\n      rev\n    }\n  }\n": types.AssignmentEditPage_SaveDocument,
    "\n  mutation AssignmentEditPage_Delete($id: ID!) {\n    deleteAssignment(id: $id)\n  }\n": types.AssignmentEditPage_DeleteDocument,
    "\n  query AssignmentsListPage_Assignments($input: AssignmentListInput!) {\n    assignments(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        mapping\n        attributes {\n          name\n        }\n      }\n    }\n  }\n": types.AssignmentsListPage_AssignmentsDocument,
    "\n  query AssignmentsListPage_Csv($input: AssignmentCsvInput!) {\n    assignmentsCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": types.AssignmentsListPage_CsvDocument,
    "\n  query ConfigurationPage_Configuration($id: String!) {\n    configuration(id: $id) {\n      id\n      rev\n      json\n    }\n  }\n": types.ConfigurationPage_ConfigurationDocument,
    "\n  mutation ConfigurationPage_Save($input: SaveConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      id\n      rev\n      json\n    }\n  }\n": types.ConfigurationPage_SaveDocument,
    "\n  query RoleAssignments_Assignments($roleId: ID!, $input: AssignmentListInput!) {\n    roleAssignments(roleId: $roleId) {\n      id\n      name\n      mapping\n    }\n    assignments(input: $input) {\n      rows {\n        id\n        name\n      }\n    }\n  }\n": types.RoleAssignments_AssignmentsDocument,
    "\n  mutation RoleAssignments_Link($input: RoleAssignmentLinkInput!) {\n    linkRoleAssignment(input: $input)\n  }\n": types.RoleAssignments_LinkDocument,
    "\n  mutation RoleAssignments_Unlink($input: RoleAssignmentLinkInput!) {\n    unlinkRoleAssignment(input: $input)\n  }\n": types.RoleAssignments_UnlinkDocument,
    "\n  query RoleEditPage_Role($id: ID!, $existing: Boolean!) {\n    internalRole(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      privileges {\n        name\n        path\n        permissions\n        accessFlags {\n          attribute\n          readOnly\n        }\n        filter\n      }\n      timeConstraint {\n        start\n        end\n      }\n    }\n    privilegeTargets {\n      path\n      title\n      attributes {\n        name\n        title\n        required\n      }\n    }\n  }\n": types.RoleEditPage_RoleDocument,
    "\n  mutation RoleEditPage_Save($input: SaveInternalRoleInput!) {\n    saveInternalRole(input: $input) {\n      id\n      rev\n    }\n  }\n": types.RoleEditPage_SaveDocument,
    "\n  mutation RoleEditPage_Delete($id: ID!) {\n    deleteInternalRole(id: $id)\n  }\n": types.RoleEditPage_DeleteDocument,
    "\n  mutation RoleMembers_Assign($input: InternalRoleMemberInput!) {\n    assignInternalRole(input: $input)\n  }\n": types.RoleMembers_AssignDocument,
    "\n  mutation RoleMembers_Unassign($input: InternalRoleMemberInput!) {\n    unassignInternalRole(input: $input)\n  }\n": types.RoleMembers_UnassignDocument,
    "\n  query RolesListPage_Roles($input: InternalRoleListInput!) {\n    internalRoles(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        privileges {\n          name\n        }\n      }\n    }\n  }\n": types.RolesListPage_RolesDocument,
    "\n  query RolesListPage_Csv($input: InternalRoleCsvInput!) {\n    internalRolesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": types.RolesListPage_CsvDocument,
    "\n  mutation DeployRouteDialog_SetDeployed($input: SetRouteDeployedInput!) {\n    setRouteDeployed(input: $input) {\n      id\n      rev\n      deployed\n    }\n  }\n": types.DeployRouteDialog_SetDeployedDocument,
    "\n  query RoutesListPage_Routes($input: RouteListInput!) {\n    routes(input: $input) {\n      total\n      rows {\n        id\n        rev\n        context\n        behaviour\n        description\n        deployed\n      }\n    }\n  }\n": types.RoutesListPage_RoutesDocument,
    "\n  query RoutesListPage_Csv($input: RouteCsvInput!) {\n    routesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": types.RoutesListPage_CsvDocument,
    "\n  fragment ApplicationTile_ApplicationFragment on WorkforceApplication {\n    id\n    name\n    description\n    icon\n    launchUrl\n  }\n": types.ApplicationTile_ApplicationFragmentFragmentDoc,
    "\n  query ApplicationsPage_Applications {\n    workforceApplications {\n      id\n      ...ApplicationTile_ApplicationFragment\n    }\n  }\n": types.ApplicationsPage_ApplicationsDocument,
    "\n  query ApprovalsPage_Approvals($input: ApprovalsInput!) {\n    approvals(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n": types.ApprovalsPage_ApprovalsDocument,
    "\n  query AuthorizedAppsCard_Apps {\n    authorizedApps {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n": types.AuthorizedAppsCard_AppsDocument,
    "\n  mutation AuthorizedAppsCard_Revoke($clientId: ID!) {\n    revokeAuthorizedApp(clientId: $clientId) {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n": types.AuthorizedAppsCard_RevokeDocument,
    "\n  fragment CampaignHeader_CampaignFragment on AccessReview {\n    id\n    name\n    description\n    owner {\n      id\n      displayName\n    }\n    startDate\n    deadline\n    reviewStatus\n  }\n": types.CampaignHeader_CampaignFragmentFragmentDoc,
    "\n  fragment CertificationTask_ItemRevFragment on CertificationItem {\n    id\n    rev\n  }\n": types.CertificationTask_ItemRevFragmentFragmentDoc,
    "\n  mutation CertificationTask_Decide($input: DecideCertificationItemInput!) {\n    decideCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n      ...CertificationTask_ItemRevFragment\n    }\n  }\n": types.CertificationTask_DecideDocument,
    "\n  mutation CertificationTask_ClearDecisions($input: ClearCertificationDecisionsInput!) {\n    clearCertificationDecisions(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n": types.CertificationTask_ClearDecisionsDocument,
    "\n  mutation CertificationTask_Comment($input: CertificationItemCommentInput!) {\n    commentOnCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n": types.CertificationTask_CommentDocument,
    "\n  mutation CertificationTask_Forward($input: CertificationHandOverInput!) {\n    forwardCertificationItem(input: $input)\n  }\n": types.CertificationTask_ForwardDocument,
    "\n  mutation CertificationTask_Reassign($input: CertificationHandOverInput!) {\n    reassignCertificationItem(input: $input)\n  }\n": types.CertificationTask_ReassignDocument,
    "\n  mutation CertificationTask_SignOff($campaignId: ID!) {\n    signOffCampaign(campaignId: $campaignId) {\n      ...CampaignHeader_CampaignFragment\n      id\n      status\n    }\n  }\n": types.CertificationTask_SignOffDocument,
    "\n  fragment CertificationItemsTable_ItemFragment on CertificationItem {\n    id\n    rev\n    user {\n      id\n      userName\n      displayName\n    }\n    application {\n      id\n      name\n    }\n    account\n    entitlement\n    role\n    flags {\n      recon\n      requestBased\n      roleBased\n      newAccess\n      temporal\n    }\n    decision\n    deferredUntil\n    comments {\n      user {\n        id\n        displayName\n      }\n      comment\n      timestamp\n    }\n  }\n": types.CertificationItemsTable_ItemFragmentFragmentDoc,
    "\n  query CertificationTaskPage_Task($campaignId: ID!) {\n    certificationTask(campaignId: $campaignId) {\n      campaign {\n        ...CampaignHeader_CampaignFragment\n        id\n        status\n      }\n      permissions {\n        view\n        comment\n        decide\n        forward\n        signOff\n      }\n      othersUndecidedItems\n      items {\n        ...CertificationItemsTable_ItemFragment\n      }\n    }\n  }\n": types.CertificationTaskPage_TaskDocument,
    "\n  query GlossaryDrawer_Terms {\n    certificationGlossary {\n      term\n      definition\n    }\n  }\n": types.GlossaryDrawer_TermsDocument,
    "\n  query ApplicationsWidget_Applications {\n    workforceApplications {\n      id\n      name\n      icon\n      launchUrl\n    }\n  }\n": types.ApplicationsWidget_ApplicationsDocument,
    "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": types.Dashboard_MeDocument,
    "\n  query GovernanceCards_Counts {\n    governanceCounts {\n      accessReviews\n      pendingApprovals\n      pendingRequests\n    }\n  }\n": types.GovernanceCards_CountsDocument,
    "\n  mutation AddDataSourceDialog_Create($input: CreateDataSourceInput!) {\n    createDataSource(input: $input) {\n      id\n    }\n  }\n": types.AddDataSourceDialog_CreateDocument,
    "\n  query DataSourcePage_DataSource($id: ID!) {\n    dataSource(id: $id) {\n      id\n      rev\n      name\n      bucket\n      filePath\n      active\n      created\n      featureMapping {\n        feature\n        expression\n      }\n    }\n    authenticationFeatures {\n      name\n      description\n    }\n  }\n": types.DataSourcePage_DataSourceDocument,
    "\n  mutation DataSourcePage_SetActive($input: SetDataSourceActiveInput!) {\n    setDataSourceActive(input: $input) {\n      id\n      rev\n      active\n    }\n  }\n": types.DataSourcePage_SetActiveDocument,
    "\n  query DataSourcesPage_List($input: DataSourcesInput!) {\n    dataSources(input: $input) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        bucket\n        filePath\n        active\n        created\n      }\n    }\n  }\n": types.DataSourcesPage_ListDocument,
    "\n  mutation DeleteDataSourceButton_Delete($id: ID!, $rev: String!) {\n    deleteDataSource(id: $id, rev: $rev)\n  }\n": types.DeleteDataSourceButton_DeleteDocument,
    "\n  query FeatureMappingEditor_FilePreview($input: DataSourceFilePreviewInput!) {\n    dataSourceFilePreview(input: $input) {\n      content\n      problem\n      line\n    }\n  }\n": types.FeatureMappingEditor_FilePreviewDocument,
    "\n  query FeatureMappingEditor_Preview($input: JsltPreviewInput!) {\n    jsltPreview(input: $input) {\n      features {\n        feature\n        value\n        error\n      }\n    }\n  }\n": types.FeatureMappingEditor_PreviewDocument,
    "\n  mutation FeatureMappingEditor_Save($input: SaveDataSourceMappingInput!) {\n    saveDataSourceMapping(input: $input) {\n      id\n      rev\n      featureMapping {\n        feature\n        expression\n      }\n    }\n  }\n": types.FeatureMappingEditor_SaveDocument,
    "\n  query ManagedEditPage_Object($resourceType: String!, $resourceName: String!, $id: ID!) {\n    managedObject(resourceType: $resourceType, resourceName: $resourceName, id: $id) {\n      id\n      title\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n": types.ManagedEditPage_ObjectDocument,
    "\n  query ManagedListPage_List($input: ManagedListInput!) {\n    managedList(input: $input) {\n      title\n      total\n      columns {\n        name\n        title\n      }\n      rows {\n        id\n        values\n      }\n    }\n  }\n": types.ManagedListPage_ListDocument,
    "\n  query ManagedListPage_Csv($input: ManagedListCsvInput!) {\n    managedListCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n": types.ManagedListPage_CsvDocument,
    "\n  fragment ManagedObjectForm_FormFragment on ManagedObjectForm {\n    id\n    rev\n    resourceType\n    resourceName\n    canUpdate\n    values\n    fields {\n      name\n      title\n      description\n      type\n      nullable\n      required\n      readOnly\n      options\n    }\n  }\n": types.ManagedObjectForm_FormFragmentFragmentDoc,
    "\n  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {\n    updateManagedObject(input: $input) {\n      id\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n": types.ManagedObjectForm_UpdateDocument,
    "\n  mutation AddDelegateDialog_Add($input: AddDelegateInput!) {\n    addDelegate(input: $input) {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n": types.AddDelegateDialog_AddDocument,
    "\n  fragment DelegatesPage_DelegateFragment on Delegate {\n    id\n    rev\n    startDate\n    endDate\n    user {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": types.DelegatesPage_DelegateFragmentFragmentDoc,
    "\n  query DelegatesPage_Delegates {\n    myDelegates {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n": types.DelegatesPage_DelegatesDocument,
    "\n  mutation RemoveDelegateDialog_Remove($input: RemoveDelegateInput!) {\n    removeDelegate(input: $input)\n  }\n": types.RemoveDelegateDialog_RemoveDocument,
    "\n  query QueryConsole_Search($index: EntitySearchIndex!, $query: String!) {\n    entitySearch(index: $index, query: $query) {\n      answer\n      answerTruncated\n      error\n      tookMs\n      total\n      hits {\n        id\n        fields {\n          name\n          value\n        }\n      }\n      aggregations {\n        name\n        value\n        buckets {\n          key\n          count\n        }\n      }\n    }\n  }\n": types.QueryConsole_SearchDocument,
    "\n  fragment AuthDevicesSection_DeviceFragment on AuthDevice {\n    id\n    type\n    name\n    createdDate\n    lastAccessDate\n  }\n": types.AuthDevicesSection_DeviceFragmentFragmentDoc,
    "\n  query AuthDevicesSection_Devices {\n    authDevices {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": types.AuthDevicesSection_DevicesDocument,
    "\n  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {\n    renameAuthDevice(type: $type, id: $id, name: $name) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": types.AuthDevicesSection_RenameDocument,
    "\n  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {\n    deleteAuthDevice(type: $type, id: $id) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n": types.AuthDevicesSection_DeleteDocument,
    "\n  mutation AuthenticatorAppDialog_Start {\n    startAuthenticatorAppEnrolment {\n      enrolmentId\n      secret\n      uri\n      issuer\n      accountName\n    }\n  }\n": types.AuthenticatorAppDialog_StartDocument,
    "\n  mutation AuthenticatorAppDialog_Confirm($enrolmentId: String!, $code: String!) {\n    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n": types.AuthenticatorAppDialog_ConfirmDocument,
    "\n  mutation SecurityKeyDialog_Start {\n    startSecurityKeyEnrolment {\n      enrolmentId\n      options\n    }\n  }\n": types.SecurityKeyDialog_StartDocument,
    "\n  mutation SecurityKeyDialog_Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {\n    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n": types.SecurityKeyDialog_ConfirmDocument,
    "\n  query SessionsSection_Sessions {\n    mySessions {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n": types.SessionsSection_SessionsDocument,
    "\n  mutation SessionsSection_SignOut($handle: ID!) {\n    signOutSession(handle: $handle) {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n": types.SessionsSection_SignOutDocument,
    "\n  mutation SessionsSection_SignOutOthers {\n    signOutOtherSessions\n  }\n": types.SessionsSection_SignOutOthersDocument,
    "\n  query SignInHistorySection_History {\n    signInHistory {\n      id\n      time\n      result\n      ipAddress\n      location\n      localNetwork\n      browser\n      os\n    }\n  }\n": types.SignInHistorySection_HistoryDocument,
    "\n  fragment TrustedDevicesSection_DeviceFragment on TrustedDevice {\n    id\n    alias\n    browser\n    os\n    cpu\n    isCurrent\n    lastSelectedDate\n    location\n    localNetwork\n  }\n": types.TrustedDevicesSection_DeviceFragmentFragmentDoc,
    "\n  query TrustedDevicesSection_Devices {\n    trustedDevices {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": types.TrustedDevicesSection_DevicesDocument,
    "\n  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {\n    renameTrustedDevice(id: $id, alias: $alias) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": types.TrustedDevicesSection_RenameDocument,
    "\n  mutation TrustedDevicesSection_Delete($id: ID!) {\n    deleteTrustedDevice(id: $id) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n": types.TrustedDevicesSection_DeleteDocument,
    "\n  query DirectReportDetailsPage_Report($userId: ID!) {\n    directReport(userId: $userId) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": types.DirectReportDetailsPage_ReportDocument,
    "\n  query DirectReportDetailsPage_Grants($userId: ID!, $input: GrantsInput!) {\n    directReportGrants(userId: $userId, input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n": types.DirectReportDetailsPage_GrantsDocument,
    "\n  query DirectReportsPage_Reports {\n    directReports {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n": types.DirectReportsPage_ReportsDocument,
    "\n  query EntityDefinitionsPage_Definitions {\n    entityDefinitions {\n      id\n      namespace\n      name\n      version\n      latest\n      properties {\n        name\n        type\n        description\n      }\n    }\n  }\n": types.EntityDefinitionsPage_DefinitionsDocument,
    "\n  query FeatureExplorationPage_Explore(\n    $feature: ExplorationFeature!\n    $from: String!\n    $to: String!\n    $user: String\n  ) {\n    featureExploration(feature: $feature, from: $from, to: $to, user: $user) {\n      feature\n      total\n      riskyTotal\n      values {\n        value\n        count\n        risky\n        riskyShare\n      }\n      userTotal\n      userValues {\n        value\n        count\n      }\n    }\n  }\n": types.FeatureExplorationPage_ExploreDocument,
    "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n": types.JourneyCallback_CallbackFragmentFragmentDoc,
    "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n        gotoRejected\n      }\n    }\n  }\n": types.LoginPage_AuthenticateDocument,
    "\n  query MyAccessPage_Grants($input: GrantsInput!) {\n    myGrants(input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n": types.MyAccessPage_GrantsDocument,
    "\n  mutation RequestRemovalDialog_Request($input: RequestAccessRemovalInput!) {\n    requestAccessRemoval(input: $input) {\n      id\n      status\n    }\n  }\n": types.RequestRemovalDialog_RequestDocument,
    "\n  query ChooseUsersDialog_Me {\n    me {\n      id\n      displayName\n    }\n  }\n": types.ChooseUsersDialog_MeDocument,
    "\n  query MyRequestsPage_Requests($input: AccessRequestsInput!) {\n    myAccessRequests(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n": types.MyRequestsPage_RequestsDocument,
    "\n  query CatalogSection_Items($input: AccessCatalogInput!) {\n    accessCatalog(input: $input) {\n      total\n      rows {\n        id\n        type\n        name\n        description\n        approvedBy\n        application {\n          id\n          name\n        }\n        owner {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.CatalogSection_ItemsDocument,
    "\n  query CatalogSection_Applications {\n    catalogApplications {\n      id\n      name\n    }\n  }\n": types.CatalogSection_ApplicationsDocument,
    "\n  query NewRequestPage_Conflict($input: CatalogItemConflictInput!) {\n    catalogItemConflict(input: $input)\n  }\n": types.NewRequestPage_ConflictDocument,
    "\n  mutation NewRequestPage_Submit($input: SubmitAccessRequestInput!) {\n    submitAccessRequest(input: $input) {\n      requestIds\n    }\n  }\n": types.NewRequestPage_SubmitDocument,
    "\n  mutation SocialLinkCompletion_Complete($input: SocialLinkReturnInput!) {\n    completeSocialLink(input: $input) {\n      id\n      displayName\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": types.SocialLinkCompletion_CompleteDocument,
    "\n  fragment CentroidsTable_ModelsFragment on PipelineModels {\n    clusters\n    featureChoices\n    centroids {\n      name\n      size\n      modes {\n        feature\n        value\n      }\n    }\n  }\n": types.CentroidsTable_ModelsFragmentFragmentDoc,
    "\n  query CreatePipelineDialog_Choices($pageSize: Int!) {\n    dataSources(input: { pageSize: $pageSize }) {\n      rows {\n        id\n        name\n      }\n    }\n    pipelineDefinitions(pageSize: $pageSize) {\n      rows {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.CreatePipelineDialog_ChoicesDocument,
    "\n  mutation CreatePipelineDialog_Create($input: CreatePipelineDefinitionInput!) {\n    createPipelineDefinition(input: $input) {\n      id\n    }\n  }\n": types.CreatePipelineDialog_CreateDocument,
    "\n  mutation DeletePipelineButton_Delete($id: ID!, $rev: String!) {\n    deletePipelineDefinition(id: $id, rev: $rev)\n  }\n": types.DeletePipelineButton_DeleteDocument,
    "\n  fragment ModelCurvesSection_ModelsFragment on PipelineModels {\n    curves {\n      model\n      rocAuc\n      prAuc\n      threshold\n      roc {\n        threshold\n        fpr\n        tpr\n      }\n      pr {\n        threshold\n        recall\n        precision\n      }\n    }\n  }\n": types.ModelCurvesSection_ModelsFragmentFragmentDoc,
    "\n  query PipelineModelsPage_Name($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      name\n    }\n  }\n": types.PipelineModelsPage_NameDocument,
    "\n  query PipelineModelsPage_Models($pipelineDefinitionId: ID!) {\n    pipelineModels(pipelineDefinitionId: $pipelineDefinitionId) {\n      executionId\n      labelled\n      positives\n      events\n      ...ModelCurvesSection_ModelsFragment\n      ...CentroidsTable_ModelsFragment\n    }\n  }\n": types.PipelineModelsPage_ModelsDocument,
    "\n  query PipelinePage_Definition($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      rev\n      name\n      type\n      created\n      uebaRiskThreshold\n      trainingPipelineDefinitionId\n      dataSource {\n        id\n        name\n        active\n      }\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n": types.PipelinePage_DefinitionDocument,
    "\n  query PipelinePage_Logs($pipelineDefinitionId: ID!) {\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n": types.PipelinePage_LogsDocument,
    "\n  mutation RunPanel_Start($pipelineDefinitionId: ID!, $uebaRiskThreshold: Float!) {\n    runPipeline(\n      pipelineDefinitionId: $pipelineDefinitionId\n      uebaRiskThreshold: $uebaRiskThreshold\n    ) {\n      executionId\n      message\n    }\n  }\n": types.RunPanel_StartDocument,
    "\n  query RunPanel_Poll($pipelineDefinitionId: ID!, $executionId: ID!) {\n    pipelineExecution(executionId: $executionId) {\n      executionId\n      status\n      result\n      endTime\n      progress {\n        stage\n        percent\n      }\n    }\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId, executionId: $executionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n": types.RunPanel_PollDocument,
    "\n  fragment RunPanel_LogsFragment on PipelineLogs {\n    executionId\n    lines {\n      time\n      level\n      message\n    }\n  }\n": types.RunPanel_LogsFragmentFragmentDoc,
    "\n  query PipelinesPage_List(\n    $search: String\n    $sortDescending: Boolean\n    $pageSize: Int!\n    $after: String\n  ) {\n    pipelineDefinitions(\n      search: $search\n      sortDescending: $sortDescending\n      pageSize: $pageSize\n      after: $after\n    ) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        type\n        dataSource {\n          id\n          name\n        }\n        executions {\n          executionId\n          status\n          endTime\n        }\n      }\n    }\n  }\n": types.PipelinesPage_ListDocument,
    "\n  mutation PublishButton_Publish($pipelineDefinitionId: ID!) {\n    publishPipeline(pipelineDefinitionId: $pipelineDefinitionId) {\n      message\n    }\n  }\n": types.PublishButton_PublishDocument,
    "\n  query PublishedPipeline_Current {\n    publishedPipeline {\n      pipelineDefinitionId\n      executionId\n      published\n    }\n  }\n": types.PublishedPipeline_CurrentDocument,
    "\n  mutation RunPanel_SaveStatus(\n    $pipelineDefinitionId: ID!\n    $rev: String!\n    $executionId: ID!\n    $status: PipelineStatus!\n    $endTime: Float\n  ) {\n    updatePipelineExecutionStatus(\n      pipelineDefinitionId: $pipelineDefinitionId\n      rev: $rev\n      executionId: $executionId\n      status: $status\n      endTime: $endTime\n    ) {\n      id\n      rev\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n": types.RunPanel_SaveStatusDocument,
    "\n  query AccountControlsCard_ProfileData {\n    profileData\n  }\n": types.AccountControlsCard_ProfileDataDocument,
    "\n  mutation AccountControlsCard_DeleteAccount {\n    deleteAccount\n  }\n": types.AccountControlsCard_DeleteAccountDocument,
    "\n  fragment ConsentCard_ProfileFragment on Profile {\n    id\n    rev\n  }\n": types.ConsentCard_ProfileFragmentFragmentDoc,
    "\n  query ConsentCard_Mappings {\n    consentMappings {\n      id\n      displayName\n      description\n      consented\n      consentDate\n    }\n  }\n": types.ConsentCard_MappingsDocument,
    "\n  mutation ConsentCard_SetConsent($input: SetConsentInput!) {\n    setConsent(input: $input) {\n      id\n      rev\n      values\n    }\n  }\n": types.ConsentCard_SetConsentDocument,
    "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    rev\n    values\n    schema {\n      order\n      required\n      properties {\n        name\n        title\n        type\n        nullable\n        viewable\n        userEditable\n      }\n    }\n  }\n": types.PersonalInfoCard_ProfileFragmentFragmentDoc,
    "\n  query PersonalInfoForm_PolicyCheck($values: JSON!) {\n    profilePolicyCheck(values: $values) {\n      field\n      message\n      values\n    }\n  }\n": types.PersonalInfoForm_PolicyCheckDocument,
    "\n  mutation PersonalInfoForm_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n": types.PersonalInfoForm_UpdateProfileDocument,
    "\n  fragment PreferencesCard_ProfileFragment on Profile {\n    id\n    rev\n    preferences {\n      name\n      title\n      enabled\n    }\n  }\n": types.PreferencesCard_ProfileFragmentFragmentDoc,
    "\n  mutation PreferencesCard_SetPreference($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n": types.PreferencesCard_SetPreferenceDocument,
    "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n": types.ProfileHeader_ProfileFragmentFragmentDoc,
    "\n  query ProfilePage_Profile {\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n      ...PreferencesCard_ProfileFragment\n      ...ConsentCard_ProfileFragment\n    }\n  }\n": types.ProfilePage_ProfileDocument,
    "\n  mutation ExportPanel_Request($runId: ID!, $format: ReportFileFormat!) {\n    requestReportExport(runId: $runId, format: $format) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n": types.ExportPanel_RequestDocument,
    "\n  query ExportPanel_Check($exportId: ID!) {\n    reportExport(exportId: $exportId) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n": types.ExportPanel_CheckDocument,
    "\n  query RunHistoryPage_Runs($templateName: String!, $pageSize: Int!, $offset: Int!) {\n    reportRuns(templateName: $templateName, pageSize: $pageSize, offset: $offset) {\n      totalCount\n      runs {\n        id\n        status\n        startedAt\n        rowCount\n        fileType\n        parameters {\n          name\n          values\n        }\n        timeframe {\n          preset\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n": types.RunHistoryPage_RunsDocument,
    "\n  query RunReportPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      name\n      description\n      parameters {\n        name\n        required\n      }\n    }\n  }\n": types.RunReportPage_TemplateDocument,
    "\n  mutation RunReportPage_Run($templateName: String!, $input: RunReportInput!) {\n    runReport(templateName: $templateName, input: $input) {\n      id\n      status\n    }\n  }\n": types.RunReportPage_RunDocument,
    "\n  fragment TemplateEditor_Template on ReportTemplate {\n    name\n    rev\n    description\n    dataSource\n    parameters {\n      name\n      required\n    }\n    columns {\n      name\n      label\n      source\n    }\n    aggregates {\n      name\n      label\n      function\n      column\n    }\n    filters {\n      column\n      operator\n      value\n    }\n    sorting {\n      column\n      direction\n    }\n  }\n": types.TemplateEditor_TemplateFragmentDoc,
    "\n  query TemplateEditorPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      ...TemplateEditor_Template\n    }\n  }\n": types.TemplateEditorPage_TemplateDocument,
    "\n  mutation TemplateForm_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {\n    saveReportTemplate(name: $name, rev: $rev, input: $input) {\n      ...TemplateEditor_Template\n    }\n  }\n": types.TemplateForm_SaveDocument,
    "\n  query ReportsPage_Templates($search: String) {\n    reportTemplates(search: $search) {\n      name\n      description\n      dataSource\n    }\n  }\n": types.ReportsPage_TemplatesDocument,
    "\n  query ViewReportPage_Rows($id: ID!, $input: ReportRowsInput!) {\n    reportRows(id: $id, input: $input) {\n      totalCount\n      rows\n      summary\n      columns {\n        name\n        label\n        aggregate\n      }\n      sorting {\n        column\n        direction\n      }\n    }\n  }\n": types.ViewReportPage_RowsDocument,
    "\n  query ActivityLog_Events(\n    $filters: RiskActivityFiltersInput!\n    $sort: RiskEventSort\n    $after: String\n  ) {\n    riskActivity(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        transactionId\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n": types.ActivityLog_EventsDocument,
    "\n  query ActivityLog_Csv($filters: RiskActivityFiltersInput!, $sort: RiskEventSort) {\n    riskActivityCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n": types.ActivityLog_CsvDocument,
    "\n  query EvaluationPreview_Run($input: RiskEvaluationPreviewInput!) {\n    riskEvaluationPreview(input: $input) {\n      model\n      events {\n        eventId\n        userId\n        time\n        score\n        risky\n        reasons\n      }\n    }\n  }\n": types.EvaluationPreview_RunDocument,
    "\n  query RiskConfigPage_Config {\n    riskUserConfig {\n      yaml\n      rev\n    }\n  }\n": types.RiskConfigPage_ConfigDocument,
    "\n  mutation RiskConfigWorkspace_Save($input: SaveRiskUserConfigInput!) {\n    saveRiskUserConfig(input: $input) {\n      yaml\n      rev\n    }\n  }\n": types.RiskConfigWorkspace_SaveDocument,
    "\n  query SettingsOverrideNotice_Settings {\n    riskSettings {\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      rev\n    }\n  }\n": types.SettingsOverrideNotice_SettingsDocument,
    "\n  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {\n    riskEvents(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n": types.RiskEventLog_EventsDocument,
    "\n  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {\n    riskEventsCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n": types.RiskEventLog_CsvDocument,
    "\n  query FacetSearch_Values($facet: RiskFacet!, $search: String, $filters: RiskFiltersInput!) {\n    riskFacetValues(facet: $facet, search: $search, filters: $filters) {\n      value\n      count\n    }\n  }\n": types.FacetSearch_ValuesDocument,
    "\n  query NotScoredNotice_Roles {\n    me {\n      id\n      idmRoles\n      amRoles\n    }\n  }\n": types.NotScoredNotice_RolesDocument,
    "\n  query RiskDashboardPage_Dashboard($filters: RiskFiltersInput!, $timeZone: String) {\n    riskDashboard(filters: $filters, timeZone: $timeZone) {\n      total\n      facets {\n        facet\n        searchable\n        values {\n          value\n          count\n        }\n      }\n      reasonFeatures {\n        ueba {\n          value\n          count\n        }\n        clustering {\n          value\n          count\n        }\n      }\n      map {\n        lat\n        longitude\n        count\n        averageScore\n      }\n      accessResults {\n        day\n        successful\n        other\n      }\n      riskOverTime {\n        day\n        count\n        averageScore\n      }\n      riskiestUsers {\n        userId\n        userName\n        count\n        averageScore\n      }\n      scored\n    }\n  }\n": types.RiskDashboardPage_DashboardDocument,
    "\n  query RiskSettingsPage_Settings {\n    riskSettings {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n": types.RiskSettingsPage_SettingsDocument,
    "\n  mutation SettingsForm_Save($settings: RiskSettingsInput!, $rev: String!) {\n    saveRiskSettings(settings: $settings, rev: $rev) {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n": types.SettingsForm_SaveDocument,
    "\n  fragment MyResourcesCard_ResourceFragment on SharingResource {\n    id\n    rev\n    name\n    type\n    icon\n    scopes\n    shares {\n      username\n      scopes\n    }\n  }\n": types.MyResourcesCard_ResourceFragmentFragmentDoc,
    "\n  mutation ShareDialog_Share($input: ShareResourceInput!) {\n    shareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": types.ShareDialog_ShareDocument,
    "\n  mutation ShareDialog_Modify($input: ShareResourceInput!) {\n    modifyResourceShare(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": types.ShareDialog_ModifyDocument,
    "\n  fragment SharedWithMeCard_ResourceFragment on SharedResource {\n    id\n    name\n    type\n    icon\n    owner\n    scopes\n  }\n": types.SharedWithMeCard_ResourceFragmentFragmentDoc,
    "\n  query SharingPage_Sharing {\n    sharingResources {\n      id\n      ...MyResourcesCard_ResourceFragment\n    }\n    sharingRequests {\n      id\n      ...SharingRequestsCard_RequestFragment\n    }\n    sharedWithMe {\n      id\n      ...SharedWithMeCard_ResourceFragment\n    }\n  }\n": types.SharingPage_SharingDocument,
    "\n  fragment SharingRequestsCard_RequestFragment on SharingRequest {\n    id\n    requester\n    resourceName\n    scopes\n    requestDate\n  }\n": types.SharingRequestsCard_RequestFragmentFragmentDoc,
    "\n  mutation SharingRequestsCard_Approve($id: ID!) {\n    approveSharingRequest(id: $id) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": types.SharingRequestsCard_ApproveDocument,
    "\n  mutation SharingRequestsCard_Deny($id: ID!) {\n    denySharingRequest(id: $id) {\n      id\n    }\n  }\n": types.SharingRequestsCard_DenyDocument,
    "\n  mutation UnshareDialog_Unshare($input: UnshareResourceInput!) {\n    unshareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n": types.UnshareDialog_UnshareDocument,
    "\n  query SocialIdentitiesCard_Providers {\n    socialProviders {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": types.SocialIdentitiesCard_ProvidersDocument,
    "\n  mutation SocialIdentitiesCard_StartLink($provider: ID!) {\n    startSocialLink(provider: $provider) {\n      provider\n      authorizeUrl\n    }\n  }\n": types.SocialIdentitiesCard_StartLinkDocument,
    "\n  mutation SocialIdentitiesCard_Unlink($provider: ID!) {\n    unlinkSocialIdentity(provider: $provider) {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n": types.SocialIdentitiesCard_UnlinkDocument,
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
export function graphql(source: "\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n      helpUrl\n      docsUrl\n    }\n  }\n"): (typeof documents)["\n  query AppBoot_UiConfig {\n    uiConfig {\n      lang\n      defaultLocale\n      hostedPages\n      helpUrl\n      docsUrl\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n    profileImage\n  }\n"): (typeof documents)["\n  fragment ProfileMenu_MeFragment on Me {\n    id\n    displayName\n    company\n    mail\n    profileImage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n    amAdmin\n  }\n"): (typeof documents)["\n  fragment SideMenu_MeFragment on Me {\n    id\n    idmRoles\n    amRoles\n    amAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_PrivilegesFragment on Query {\n    privileges {\n      title\n      privilegePath\n      resourceType\n      resourceName\n    }\n  }\n"): (typeof documents)["\n  fragment SideMenu_PrivilegesFragment on Query {\n    privileges {\n      title\n      privilegePath\n      resourceType\n      resourceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SideMenu_AutoAccess {\n    autoAccessAvailable\n    riskAnalysisAvailable\n  }\n"): (typeof documents)["\n  query SideMenu_AutoAccess {\n    autoAccessAvailable\n    riskAnalysisAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n"): (typeof documents)["\n  query SystemBanner_Notification {\n    systemNotification {\n      message\n      severity\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantBlock_Tenant {\n    tenant {\n      name\n      subscription\n      region\n      currentTier\n      locked\n    }\n  }\n"): (typeof documents)["\n  query TenantBlock_Tenant {\n    tenant {\n      name\n      subscription\n      region\n      currentTier\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuBadges_GovernanceCounts {\n    governanceCounts {\n      pendingApprovals\n      accessReviews\n    }\n  }\n"): (typeof documents)["\n  query MenuBadges_GovernanceCounts {\n    governanceCounts {\n      pendingApprovals\n      accessReviews\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RouteGuard_SignOutAdmin {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RouteGuard_SignOutAdmin {\n    signOut {\n      postLogoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellUser_Me {\n    me {\n      id\n      amAdmin\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n    ...SideMenu_PrivilegesFragment\n  }\n"): (typeof documents)["\n  query ShellUser_Me {\n    me {\n      id\n      amAdmin\n      ...ProfileMenu_MeFragment\n      ...SideMenu_MeFragment\n    }\n    ...SideMenu_PrivilegesFragment\n  }\n"];
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
export function graphql(source: "\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n      gotoRejected\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutProvider_SignOut {\n    signOut {\n      postLogoutUrl\n      gotoRejected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessRequestColumns_RowFragment on AccessRequest {\n    id\n    priority\n    status\n    decision\n    requestDate\n    item {\n      id\n      type\n      name\n    }\n    requester {\n      id\n      displayName\n    }\n    requestedFor {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment AccessRequestColumns_RowFragment on AccessRequest {\n    id\n    priority\n    status\n    decision\n    requestDate\n    item {\n      id\n      type\n      name\n    }\n    requester {\n      id\n      displayName\n    }\n    requestedFor {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequestDetails_Request($id: ID!) {\n    accessRequest(id: $id) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  query AccessRequestDetails_Request($id: ID!) {\n    accessRequest(id: $id) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessRequestView_RequestFragment on AccessRequest {\n    id\n    rev\n    requestType\n    priority\n    justification\n    expiryDate\n    requestDate\n    status\n    decision\n    workflowId\n    item {\n      id\n      type\n      name\n      description\n      application {\n        id\n        name\n      }\n    }\n    requester {\n      id\n      userName\n      displayName\n    }\n    requestedFor {\n      id\n      userName\n      displayName\n    }\n    approver {\n      id\n      userName\n      displayName\n    }\n    history {\n      action\n      comment\n      timestamp\n      user {\n        id\n        displayName\n      }\n    }\n    actions {\n      approve\n      reject\n      forward\n      comment\n      cancel\n    }\n  }\n"): (typeof documents)["\n  fragment AccessRequestView_RequestFragment on AccessRequest {\n    id\n    rev\n    requestType\n    priority\n    justification\n    expiryDate\n    requestDate\n    status\n    decision\n    workflowId\n    item {\n      id\n      type\n      name\n      description\n      application {\n        id\n        name\n      }\n    }\n    requester {\n      id\n      userName\n      displayName\n    }\n    requestedFor {\n      id\n      userName\n      displayName\n    }\n    approver {\n      id\n      userName\n      displayName\n    }\n    history {\n      action\n      comment\n      timestamp\n      user {\n        id\n        displayName\n      }\n    }\n    actions {\n      approve\n      reject\n      forward\n      comment\n      cancel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestActions_Approve($input: RequestActionInput!) {\n    approveAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestActions_Approve($input: RequestActionInput!) {\n    approveAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestActions_Reject($input: RequestActionInput!) {\n    rejectAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestActions_Reject($input: RequestActionInput!) {\n    rejectAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestActions_Forward($input: ForwardAccessRequestInput!) {\n    forwardAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestActions_Forward($input: ForwardAccessRequestInput!) {\n    forwardAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestActions_Comment($input: RequestActionInput!) {\n    commentOnAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestActions_Comment($input: RequestActionInput!) {\n    commentOnAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestActions_Cancel($input: RequestActionInput!) {\n    cancelAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestActions_Cancel($input: RequestActionInput!) {\n    cancelAccessRequest(input: $input) {\n      id\n      ...AccessRequestView_RequestFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BucketBrowser_Objects($input: BucketObjectsInput!) {\n    bucketObjects(input: $input) {\n      total\n      start\n      objects {\n        name\n        extension\n        size\n        created\n        isFolder\n      }\n    }\n  }\n"): (typeof documents)["\n  query BucketBrowser_Objects($input: BucketObjectsInput!) {\n    bucketObjects(input: $input) {\n      total\n      start\n      objects {\n        name\n        extension\n        size\n        created\n        isFolder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BucketFilePicker_Buckets {\n    dataSourceBuckets {\n      name\n    }\n  }\n"): (typeof documents)["\n  query BucketFilePicker_Buckets {\n    dataSourceBuckets {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantsTable_GrantFragment on Grant {\n    id\n    grantType\n    grantedAt\n    expiryDate\n    source\n    item {\n      id\n      type\n      name\n      application {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GrantsTable_GrantFragment on Grant {\n    id\n    grantType\n    grantedAt\n    expiryDate\n    source\n    item {\n      id\n      type\n      name\n      application {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskEventDetail_Event($eventId: ID!) {\n    riskEvent(eventId: $eventId) {\n      event {\n        eventId\n        transactionId\n        userId\n        userName\n        ipAddress\n        time\n        riskScore\n        result\n        city\n        country\n        lat\n        longitude\n        device\n        deviceType\n        os\n        osVersion\n        userAgentType\n        userAgent\n        dayparting\n        weekday\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttempts {\n        eventId\n        time\n        riskScore\n        city\n        country\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttemptsTotal\n      travel {\n        distanceKm\n        hours\n        speedKmh\n        previous {\n          eventId\n          time\n          city\n          country\n          lat\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RiskEventDetail_Event($eventId: ID!) {\n    riskEvent(eventId: $eventId) {\n      event {\n        eventId\n        transactionId\n        userId\n        userName\n        ipAddress\n        time\n        riskScore\n        result\n        city\n        country\n        lat\n        longitude\n        device\n        deviceType\n        os\n        osVersion\n        userAgentType\n        userAgent\n        dayparting\n        weekday\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttempts {\n        eventId\n        time\n        riskScore\n        city\n        country\n        reasons {\n          kind\n          key\n        }\n      }\n      previousAttemptsTotal\n      travel {\n        distanceKm\n        hours\n        speedKmh\n        previous {\n          eventId\n          time\n          city\n          country\n          lat\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventLogTable_EventFragment on RiskEvent {\n    eventId\n    ipAddress\n    riskScore\n    time\n    userId\n    userName\n    device\n    deviceType\n    userAgentType\n    result\n    city\n    country\n    reasons {\n      kind\n      key\n    }\n  }\n"): (typeof documents)["\n  fragment EventLogTable_EventFragment on RiskEvent {\n    eventId\n    ipAddress\n    riskScore\n    time\n    userId\n    userName\n    device\n    deviceType\n    userAgentType\n    result\n    city\n    country\n    reasons {\n      kind\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NormalView_Features($userId: String!, $at: String) {\n    riskNormalView(userId: $userId, at: $at) {\n      userId\n      userEvents\n      realmEvents\n      features {\n        feature\n        user {\n          value\n          count\n        }\n        realm {\n          value\n          count\n        }\n        values {\n          value\n          userCount\n          realmCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NormalView_Features($userId: String!, $at: String) {\n    riskNormalView(userId: $userId, at: $at) {\n      userId\n      userEvents\n      realmEvents\n      features {\n        feature\n        user {\n          value\n          count\n        }\n        realm {\n          value\n          count\n        }\n        values {\n          value\n          userCount\n          realmCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealmRiskLevels_Settings {\n    riskSettings {\n      mediumLevel\n      highLevel\n    }\n  }\n"): (typeof documents)["\n  query RealmRiskLevels_Settings {\n    riskSettings {\n      mediumLevel\n      highLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSearchField_Users($search: String!) {\n    governanceUsers(search: $search) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"): (typeof documents)["\n  query UserSearchField_Users($search: String!) {\n    governanceUsers(search: $search) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessReviewsPage_List {\n    accessReviews {\n      id\n      name\n      owner {\n        id\n        displayName\n      }\n      deadline\n      reviewStatus\n      status\n      totalItems\n      decidedItems\n      certifiedItems\n      revokedItems\n      exceptionItems\n    }\n  }\n"): (typeof documents)["\n  query AccessReviewsPage_List {\n    accessReviews {\n      id\n      name\n      owner {\n        id\n        displayName\n      }\n      deadline\n      reviewStatus\n      status\n      totalItems\n      decidedItems\n      certifiedItems\n      revokedItems\n      exceptionItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSecurityCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      userName\n      passwordPolicy {\n        ...PasswordDialog_PasswordPolicyFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountSecurityCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      userName\n      passwordPolicy {\n        ...PasswordDialog_PasswordPolicyFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KbaCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query KbaCard_AccountSecurity {\n    accountSecurity {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KbaForm_KbaFragment on KbaSettings {\n    minimumAnswersToDefine\n    questions {\n      id\n      texts {\n        locale\n        text\n      }\n    }\n    selected {\n      questionId\n      customQuestion\n    }\n  }\n"): (typeof documents)["\n  fragment KbaForm_KbaFragment on KbaSettings {\n    minimumAnswersToDefine\n    questions {\n      id\n      texts {\n        locale\n        text\n      }\n    }\n    selected {\n      questionId\n      customQuestion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KbaForm_SaveKba($input: SaveKbaInput!) {\n    saveKba(input: $input) {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation KbaForm_SaveKba($input: SaveKbaInput!) {\n    saveKba(input: $input) {\n      id\n      rev\n      kba {\n        ...KbaForm_KbaFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PasswordDialog_PasswordPolicyFragment on PasswordPolicy {\n    minLength\n    maxLength\n    minCapitals\n    minLowercase\n    minNumbers\n    minSymbols\n    minCharacterSets\n    maxRepeatedCharacters\n    cannotContainOthers\n    cannotContainOthersCaseInsensitive\n    noCommonPasswords\n    passwordHistory\n    fieldValues\n  }\n"): (typeof documents)["\n  fragment PasswordDialog_PasswordPolicyFragment on PasswordPolicy {\n    minLength\n    maxLength\n    minCapitals\n    minLowercase\n    minNumbers\n    minSymbols\n    minCharacterSets\n    maxRepeatedCharacters\n    cannotContainOthers\n    cannotContainOthersCaseInsensitive\n    noCommonPasswords\n    passwordHistory\n    fieldValues\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordDialog_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      rev\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordDialog_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsernameDialog_ChangeUsername($input: ChangeUsernameInput!) {\n    changeUsername(input: $input) {\n      id\n      rev\n      userName\n    }\n  }\n"): (typeof documents)["\n  mutation UsernameDialog_ChangeUsername($input: ChangeUsernameInput!) {\n    changeUsername(input: $input) {\n      id\n      rev\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLogPage_Activity($input: AdminActivityInput!) {\n    adminActivity(input: $input) {\n      total\n      rows {\n        id\n        time\n        userName\n        objectType\n        objectId\n        operation\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityLogPage_Activity($input: AdminActivityInput!) {\n    adminActivity(input: $input) {\n      total\n      rows {\n        id\n        time\n        userName\n        objectType\n        objectId\n        operation\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLogPage_Csv($input: AdminActivityCsvInput!) {\n    adminActivityCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query ActivityLogPage_Csv($input: AdminActivityCsvInput!) {\n    adminActivityCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignmentEditPage_Assignment($id: ID!, $existing: Boolean!) {\n    assignment(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      mapping\n      attributes {\n        name\n        value\n        assignmentOperation\n        unassignmentOperation\n      }\n      onAssignment\n      onUnassignment\n    }\n    assignmentMappings {\n      name\n      target\n      attributes {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignmentEditPage_Assignment($id: ID!, $existing: Boolean!) {\n    assignment(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      mapping\n      attributes {\n        name\n        value\n        assignmentOperation\n        unassignmentOperation\n      }\n      onAssignment\n      onUnassignment\n    }\n    assignmentMappings {\n      name\n      target\n      attributes {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignmentEditPage_Save($input: SaveAssignmentInput!) {\n    saveAssignment(input: $input) {\n      id\n      rev\n    }\n  }\n"): (typeof documents)["\n  mutation AssignmentEditPage_Save($input: SaveAssignmentInput!) {\n    saveAssignment(input: $input) {\n      id\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignmentEditPage_Delete($id: ID!) {\n    deleteAssignment(id: $id)\n  }\n"): (typeof documents)["\n  mutation AssignmentEditPage_Delete($id: ID!) {\n    deleteAssignment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignmentsListPage_Assignments($input: AssignmentListInput!) {\n    assignments(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        mapping\n        attributes {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignmentsListPage_Assignments($input: AssignmentListInput!) {\n    assignments(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        mapping\n        attributes {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignmentsListPage_Csv($input: AssignmentCsvInput!) {\n    assignmentsCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query AssignmentsListPage_Csv($input: AssignmentCsvInput!) {\n    assignmentsCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfigurationPage_Configuration($id: String!) {\n    configuration(id: $id) {\n      id\n      rev\n      json\n    }\n  }\n"): (typeof documents)["\n  query ConfigurationPage_Configuration($id: String!) {\n    configuration(id: $id) {\n      id\n      rev\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigurationPage_Save($input: SaveConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      id\n      rev\n      json\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigurationPage_Save($input: SaveConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      id\n      rev\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleAssignments_Assignments($roleId: ID!, $input: AssignmentListInput!) {\n    roleAssignments(roleId: $roleId) {\n      id\n      name\n      mapping\n    }\n    assignments(input: $input) {\n      rows {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleAssignments_Assignments($roleId: ID!, $input: AssignmentListInput!) {\n    roleAssignments(roleId: $roleId) {\n      id\n      name\n      mapping\n    }\n    assignments(input: $input) {\n      rows {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleAssignments_Link($input: RoleAssignmentLinkInput!) {\n    linkRoleAssignment(input: $input)\n  }\n"): (typeof documents)["\n  mutation RoleAssignments_Link($input: RoleAssignmentLinkInput!) {\n    linkRoleAssignment(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleAssignments_Unlink($input: RoleAssignmentLinkInput!) {\n    unlinkRoleAssignment(input: $input)\n  }\n"): (typeof documents)["\n  mutation RoleAssignments_Unlink($input: RoleAssignmentLinkInput!) {\n    unlinkRoleAssignment(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleEditPage_Role($id: ID!, $existing: Boolean!) {\n    internalRole(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      privileges {\n        name\n        path\n        permissions\n        accessFlags {\n          attribute\n          readOnly\n        }\n        filter\n      }\n      timeConstraint {\n        start\n        end\n      }\n    }\n    privilegeTargets {\n      path\n      title\n      attributes {\n        name\n        title\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleEditPage_Role($id: ID!, $existing: Boolean!) {\n    internalRole(id: $id) @include(if: $existing) {\n      id\n      rev\n      name\n      description\n      privileges {\n        name\n        path\n        permissions\n        accessFlags {\n          attribute\n          readOnly\n        }\n        filter\n      }\n      timeConstraint {\n        start\n        end\n      }\n    }\n    privilegeTargets {\n      path\n      title\n      attributes {\n        name\n        title\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleEditPage_Save($input: SaveInternalRoleInput!) {\n    saveInternalRole(input: $input) {\n      id\n      rev\n    }\n  }\n"): (typeof documents)["\n  mutation RoleEditPage_Save($input: SaveInternalRoleInput!) {\n    saveInternalRole(input: $input) {\n      id\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleEditPage_Delete($id: ID!) {\n    deleteInternalRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation RoleEditPage_Delete($id: ID!) {\n    deleteInternalRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleMembers_Assign($input: InternalRoleMemberInput!) {\n    assignInternalRole(input: $input)\n  }\n"): (typeof documents)["\n  mutation RoleMembers_Assign($input: InternalRoleMemberInput!) {\n    assignInternalRole(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleMembers_Unassign($input: InternalRoleMemberInput!) {\n    unassignInternalRole(input: $input)\n  }\n"): (typeof documents)["\n  mutation RoleMembers_Unassign($input: InternalRoleMemberInput!) {\n    unassignInternalRole(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesListPage_Roles($input: InternalRoleListInput!) {\n    internalRoles(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        privileges {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesListPage_Roles($input: InternalRoleListInput!) {\n    internalRoles(input: $input) {\n      total\n      rows {\n        id\n        name\n        description\n        privileges {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesListPage_Csv($input: InternalRoleCsvInput!) {\n    internalRolesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query RolesListPage_Csv($input: InternalRoleCsvInput!) {\n    internalRolesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeployRouteDialog_SetDeployed($input: SetRouteDeployedInput!) {\n    setRouteDeployed(input: $input) {\n      id\n      rev\n      deployed\n    }\n  }\n"): (typeof documents)["\n  mutation DeployRouteDialog_SetDeployed($input: SetRouteDeployedInput!) {\n    setRouteDeployed(input: $input) {\n      id\n      rev\n      deployed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutesListPage_Routes($input: RouteListInput!) {\n    routes(input: $input) {\n      total\n      rows {\n        id\n        rev\n        context\n        behaviour\n        description\n        deployed\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoutesListPage_Routes($input: RouteListInput!) {\n    routes(input: $input) {\n      total\n      rows {\n        id\n        rev\n        context\n        behaviour\n        description\n        deployed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutesListPage_Csv($input: RouteCsvInput!) {\n    routesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query RoutesListPage_Csv($input: RouteCsvInput!) {\n    routesCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationTile_ApplicationFragment on WorkforceApplication {\n    id\n    name\n    description\n    icon\n    launchUrl\n  }\n"): (typeof documents)["\n  fragment ApplicationTile_ApplicationFragment on WorkforceApplication {\n    id\n    name\n    description\n    icon\n    launchUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsPage_Applications {\n    workforceApplications {\n      id\n      ...ApplicationTile_ApplicationFragment\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsPage_Applications {\n    workforceApplications {\n      id\n      ...ApplicationTile_ApplicationFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalsPage_Approvals($input: ApprovalsInput!) {\n    approvals(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovalsPage_Approvals($input: ApprovalsInput!) {\n    approvals(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorizedAppsCard_Apps {\n    authorizedApps {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n"): (typeof documents)["\n  query AuthorizedAppsCard_Apps {\n    authorizedApps {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorizedAppsCard_Revoke($clientId: ID!) {\n    revokeAuthorizedApp(clientId: $clientId) {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorizedAppsCard_Revoke($clientId: ID!) {\n    revokeAuthorizedApp(clientId: $clientId) {\n      clientId\n      name\n      scopes\n      expiryDateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignHeader_CampaignFragment on AccessReview {\n    id\n    name\n    description\n    owner {\n      id\n      displayName\n    }\n    startDate\n    deadline\n    reviewStatus\n  }\n"): (typeof documents)["\n  fragment CampaignHeader_CampaignFragment on AccessReview {\n    id\n    name\n    description\n    owner {\n      id\n      displayName\n    }\n    startDate\n    deadline\n    reviewStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificationTask_ItemRevFragment on CertificationItem {\n    id\n    rev\n  }\n"): (typeof documents)["\n  fragment CertificationTask_ItemRevFragment on CertificationItem {\n    id\n    rev\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_Decide($input: DecideCertificationItemInput!) {\n    decideCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n      ...CertificationTask_ItemRevFragment\n    }\n  }\n"): (typeof documents)["\n  mutation CertificationTask_Decide($input: DecideCertificationItemInput!) {\n    decideCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n      ...CertificationTask_ItemRevFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_ClearDecisions($input: ClearCertificationDecisionsInput!) {\n    clearCertificationDecisions(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n"): (typeof documents)["\n  mutation CertificationTask_ClearDecisions($input: ClearCertificationDecisionsInput!) {\n    clearCertificationDecisions(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_Comment($input: CertificationItemCommentInput!) {\n    commentOnCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n"): (typeof documents)["\n  mutation CertificationTask_Comment($input: CertificationItemCommentInput!) {\n    commentOnCertificationItem(input: $input) {\n      ...CertificationItemsTable_ItemFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_Forward($input: CertificationHandOverInput!) {\n    forwardCertificationItem(input: $input)\n  }\n"): (typeof documents)["\n  mutation CertificationTask_Forward($input: CertificationHandOverInput!) {\n    forwardCertificationItem(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_Reassign($input: CertificationHandOverInput!) {\n    reassignCertificationItem(input: $input)\n  }\n"): (typeof documents)["\n  mutation CertificationTask_Reassign($input: CertificationHandOverInput!) {\n    reassignCertificationItem(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationTask_SignOff($campaignId: ID!) {\n    signOffCampaign(campaignId: $campaignId) {\n      ...CampaignHeader_CampaignFragment\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CertificationTask_SignOff($campaignId: ID!) {\n    signOffCampaign(campaignId: $campaignId) {\n      ...CampaignHeader_CampaignFragment\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificationItemsTable_ItemFragment on CertificationItem {\n    id\n    rev\n    user {\n      id\n      userName\n      displayName\n    }\n    application {\n      id\n      name\n    }\n    account\n    entitlement\n    role\n    flags {\n      recon\n      requestBased\n      roleBased\n      newAccess\n      temporal\n    }\n    decision\n    deferredUntil\n    comments {\n      user {\n        id\n        displayName\n      }\n      comment\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment CertificationItemsTable_ItemFragment on CertificationItem {\n    id\n    rev\n    user {\n      id\n      userName\n      displayName\n    }\n    application {\n      id\n      name\n    }\n    account\n    entitlement\n    role\n    flags {\n      recon\n      requestBased\n      roleBased\n      newAccess\n      temporal\n    }\n    decision\n    deferredUntil\n    comments {\n      user {\n        id\n        displayName\n      }\n      comment\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificationTaskPage_Task($campaignId: ID!) {\n    certificationTask(campaignId: $campaignId) {\n      campaign {\n        ...CampaignHeader_CampaignFragment\n        id\n        status\n      }\n      permissions {\n        view\n        comment\n        decide\n        forward\n        signOff\n      }\n      othersUndecidedItems\n      items {\n        ...CertificationItemsTable_ItemFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query CertificationTaskPage_Task($campaignId: ID!) {\n    certificationTask(campaignId: $campaignId) {\n      campaign {\n        ...CampaignHeader_CampaignFragment\n        id\n        status\n      }\n      permissions {\n        view\n        comment\n        decide\n        forward\n        signOff\n      }\n      othersUndecidedItems\n      items {\n        ...CertificationItemsTable_ItemFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlossaryDrawer_Terms {\n    certificationGlossary {\n      term\n      definition\n    }\n  }\n"): (typeof documents)["\n  query GlossaryDrawer_Terms {\n    certificationGlossary {\n      term\n      definition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsWidget_Applications {\n    workforceApplications {\n      id\n      name\n      icon\n      launchUrl\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsWidget_Applications {\n    workforceApplications {\n      id\n      name\n      icon\n      launchUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Dashboard_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GovernanceCards_Counts {\n    governanceCounts {\n      accessReviews\n      pendingApprovals\n      pendingRequests\n    }\n  }\n"): (typeof documents)["\n  query GovernanceCards_Counts {\n    governanceCounts {\n      accessReviews\n      pendingApprovals\n      pendingRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDataSourceDialog_Create($input: CreateDataSourceInput!) {\n    createDataSource(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddDataSourceDialog_Create($input: CreateDataSourceInput!) {\n    createDataSource(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataSourcePage_DataSource($id: ID!) {\n    dataSource(id: $id) {\n      id\n      rev\n      name\n      bucket\n      filePath\n      active\n      created\n      featureMapping {\n        feature\n        expression\n      }\n    }\n    authenticationFeatures {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query DataSourcePage_DataSource($id: ID!) {\n    dataSource(id: $id) {\n      id\n      rev\n      name\n      bucket\n      filePath\n      active\n      created\n      featureMapping {\n        feature\n        expression\n      }\n    }\n    authenticationFeatures {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataSourcePage_SetActive($input: SetDataSourceActiveInput!) {\n    setDataSourceActive(input: $input) {\n      id\n      rev\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DataSourcePage_SetActive($input: SetDataSourceActiveInput!) {\n    setDataSourceActive(input: $input) {\n      id\n      rev\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataSourcesPage_List($input: DataSourcesInput!) {\n    dataSources(input: $input) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        bucket\n        filePath\n        active\n        created\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataSourcesPage_List($input: DataSourcesInput!) {\n    dataSources(input: $input) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        bucket\n        filePath\n        active\n        created\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDataSourceButton_Delete($id: ID!, $rev: String!) {\n    deleteDataSource(id: $id, rev: $rev)\n  }\n"): (typeof documents)["\n  mutation DeleteDataSourceButton_Delete($id: ID!, $rev: String!) {\n    deleteDataSource(id: $id, rev: $rev)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureMappingEditor_FilePreview($input: DataSourceFilePreviewInput!) {\n    dataSourceFilePreview(input: $input) {\n      content\n      problem\n      line\n    }\n  }\n"): (typeof documents)["\n  query FeatureMappingEditor_FilePreview($input: DataSourceFilePreviewInput!) {\n    dataSourceFilePreview(input: $input) {\n      content\n      problem\n      line\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureMappingEditor_Preview($input: JsltPreviewInput!) {\n    jsltPreview(input: $input) {\n      features {\n        feature\n        value\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeatureMappingEditor_Preview($input: JsltPreviewInput!) {\n    jsltPreview(input: $input) {\n      features {\n        feature\n        value\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeatureMappingEditor_Save($input: SaveDataSourceMappingInput!) {\n    saveDataSourceMapping(input: $input) {\n      id\n      rev\n      featureMapping {\n        feature\n        expression\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FeatureMappingEditor_Save($input: SaveDataSourceMappingInput!) {\n    saveDataSourceMapping(input: $input) {\n      id\n      rev\n      featureMapping {\n        feature\n        expression\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedEditPage_Object($resourceType: String!, $resourceName: String!, $id: ID!) {\n    managedObject(resourceType: $resourceType, resourceName: $resourceName, id: $id) {\n      id\n      title\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n"): (typeof documents)["\n  query ManagedEditPage_Object($resourceType: String!, $resourceName: String!, $id: ID!) {\n    managedObject(resourceType: $resourceType, resourceName: $resourceName, id: $id) {\n      id\n      title\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedListPage_List($input: ManagedListInput!) {\n    managedList(input: $input) {\n      title\n      total\n      columns {\n        name\n        title\n      }\n      rows {\n        id\n        values\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedListPage_List($input: ManagedListInput!) {\n    managedList(input: $input) {\n      title\n      total\n      columns {\n        name\n        title\n      }\n      rows {\n        id\n        values\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedListPage_Csv($input: ManagedListCsvInput!) {\n    managedListCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query ManagedListPage_Csv($input: ManagedListCsvInput!) {\n    managedListCsv(input: $input) {\n      filename\n      csv\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedObjectForm_FormFragment on ManagedObjectForm {\n    id\n    rev\n    resourceType\n    resourceName\n    canUpdate\n    values\n    fields {\n      name\n      title\n      description\n      type\n      nullable\n      required\n      readOnly\n      options\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedObjectForm_FormFragment on ManagedObjectForm {\n    id\n    rev\n    resourceType\n    resourceName\n    canUpdate\n    values\n    fields {\n      name\n      title\n      description\n      type\n      nullable\n      required\n      readOnly\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {\n    updateManagedObject(input: $input) {\n      id\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n"): (typeof documents)["\n  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {\n    updateManagedObject(input: $input) {\n      id\n      displayName\n      ...ManagedObjectForm_FormFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDelegateDialog_Add($input: AddDelegateInput!) {\n    addDelegate(input: $input) {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n"): (typeof documents)["\n  mutation AddDelegateDialog_Add($input: AddDelegateInput!) {\n    addDelegate(input: $input) {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DelegatesPage_DelegateFragment on Delegate {\n    id\n    rev\n    startDate\n    endDate\n    user {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"): (typeof documents)["\n  fragment DelegatesPage_DelegateFragment on Delegate {\n    id\n    rev\n    startDate\n    endDate\n    user {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DelegatesPage_Delegates {\n    myDelegates {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n"): (typeof documents)["\n  query DelegatesPage_Delegates {\n    myDelegates {\n      id\n      ...DelegatesPage_DelegateFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDelegateDialog_Remove($input: RemoveDelegateInput!) {\n    removeDelegate(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveDelegateDialog_Remove($input: RemoveDelegateInput!) {\n    removeDelegate(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryConsole_Search($index: EntitySearchIndex!, $query: String!) {\n    entitySearch(index: $index, query: $query) {\n      answer\n      answerTruncated\n      error\n      tookMs\n      total\n      hits {\n        id\n        fields {\n          name\n          value\n        }\n      }\n      aggregations {\n        name\n        value\n        buckets {\n          key\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QueryConsole_Search($index: EntitySearchIndex!, $query: String!) {\n    entitySearch(index: $index, query: $query) {\n      answer\n      answerTruncated\n      error\n      tookMs\n      total\n      hits {\n        id\n        fields {\n          name\n          value\n        }\n      }\n      aggregations {\n        name\n        value\n        buckets {\n          key\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthDevicesSection_DeviceFragment on AuthDevice {\n    id\n    type\n    name\n    createdDate\n    lastAccessDate\n  }\n"): (typeof documents)["\n  fragment AuthDevicesSection_DeviceFragment on AuthDevice {\n    id\n    type\n    name\n    createdDate\n    lastAccessDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthDevicesSection_Devices {\n    authDevices {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  query AuthDevicesSection_Devices {\n    authDevices {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {\n    renameAuthDevice(type: $type, id: $id, name: $name) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {\n    renameAuthDevice(type: $type, id: $id, name: $name) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {\n    deleteAuthDevice(type: $type, id: $id) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {\n    deleteAuthDevice(type: $type, id: $id) {\n      ...AuthDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthenticatorAppDialog_Start {\n    startAuthenticatorAppEnrolment {\n      enrolmentId\n      secret\n      uri\n      issuer\n      accountName\n    }\n  }\n"): (typeof documents)["\n  mutation AuthenticatorAppDialog_Start {\n    startAuthenticatorAppEnrolment {\n      enrolmentId\n      secret\n      uri\n      issuer\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthenticatorAppDialog_Confirm($enrolmentId: String!, $code: String!) {\n    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation AuthenticatorAppDialog_Confirm($enrolmentId: String!, $code: String!) {\n    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityKeyDialog_Start {\n    startSecurityKeyEnrolment {\n      enrolmentId\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityKeyDialog_Start {\n    startSecurityKeyEnrolment {\n      enrolmentId\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityKeyDialog_Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {\n    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityKeyDialog_Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {\n    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {\n      device {\n        id\n      }\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsSection_Sessions {\n    mySessions {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n"): (typeof documents)["\n  query SessionsSection_Sessions {\n    mySessions {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSection_SignOut($handle: ID!) {\n    signOutSession(handle: $handle) {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSection_SignOut($handle: ID!) {\n    signOutSession(handle: $handle) {\n      handle\n      isCurrent\n      latestAccessTime\n      maxIdleExpirationTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSection_SignOutOthers {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SessionsSection_SignOutOthers {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInHistorySection_History {\n    signInHistory {\n      id\n      time\n      result\n      ipAddress\n      location\n      localNetwork\n      browser\n      os\n    }\n  }\n"): (typeof documents)["\n  query SignInHistorySection_History {\n    signInHistory {\n      id\n      time\n      result\n      ipAddress\n      location\n      localNetwork\n      browser\n      os\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrustedDevicesSection_DeviceFragment on TrustedDevice {\n    id\n    alias\n    browser\n    os\n    cpu\n    isCurrent\n    lastSelectedDate\n    location\n    localNetwork\n  }\n"): (typeof documents)["\n  fragment TrustedDevicesSection_DeviceFragment on TrustedDevice {\n    id\n    alias\n    browser\n    os\n    cpu\n    isCurrent\n    lastSelectedDate\n    location\n    localNetwork\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrustedDevicesSection_Devices {\n    trustedDevices {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  query TrustedDevicesSection_Devices {\n    trustedDevices {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {\n    renameTrustedDevice(id: $id, alias: $alias) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {\n    renameTrustedDevice(id: $id, alias: $alias) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustedDevicesSection_Delete($id: ID!) {\n    deleteTrustedDevice(id: $id) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"): (typeof documents)["\n  mutation TrustedDevicesSection_Delete($id: ID!) {\n    deleteTrustedDevice(id: $id) {\n      ...TrustedDevicesSection_DeviceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectReportDetailsPage_Report($userId: ID!) {\n    directReport(userId: $userId) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"): (typeof documents)["\n  query DirectReportDetailsPage_Report($userId: ID!) {\n    directReport(userId: $userId) {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectReportDetailsPage_Grants($userId: ID!, $input: GrantsInput!) {\n    directReportGrants(userId: $userId, input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query DirectReportDetailsPage_Grants($userId: ID!, $input: GrantsInput!) {\n    directReportGrants(userId: $userId, input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectReportsPage_Reports {\n    directReports {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"): (typeof documents)["\n  query DirectReportsPage_Reports {\n    directReports {\n      id\n      userName\n      displayName\n      mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntityDefinitionsPage_Definitions {\n    entityDefinitions {\n      id\n      namespace\n      name\n      version\n      latest\n      properties {\n        name\n        type\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntityDefinitionsPage_Definitions {\n    entityDefinitions {\n      id\n      namespace\n      name\n      version\n      latest\n      properties {\n        name\n        type\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureExplorationPage_Explore(\n    $feature: ExplorationFeature!\n    $from: String!\n    $to: String!\n    $user: String\n  ) {\n    featureExploration(feature: $feature, from: $from, to: $to, user: $user) {\n      feature\n      total\n      riskyTotal\n      values {\n        value\n        count\n        risky\n        riskyShare\n      }\n      userTotal\n      userValues {\n        value\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeatureExplorationPage_Explore(\n    $feature: ExplorationFeature!\n    $from: String!\n    $to: String!\n    $user: String\n  ) {\n    featureExploration(feature: $feature, from: $from, to: $to, user: $user) {\n      feature\n      total\n      riskyTotal\n      values {\n        value\n        count\n        risky\n        riskyShare\n      }\n      userTotal\n      userValues {\n        value\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyCallback_CallbackFragment on Callback {\n    type\n    output {\n      name\n      value\n    }\n    input {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n        gotoRejected\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPage_Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      __typename\n      ... on JourneyStep {\n        stage\n        header\n        description\n        callbacks {\n          ...JourneyCallback_CallbackFragment\n        }\n      }\n      ... on JourneySuccess {\n        realm\n        redirectUrl\n        gotoRejected\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccessPage_Grants($input: GrantsInput!) {\n    myGrants(input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAccessPage_Grants($input: GrantsInput!) {\n    myGrants(input: $input) {\n      total\n      rows {\n        id\n        ...GrantsTable_GrantFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRemovalDialog_Request($input: RequestAccessRemovalInput!) {\n    requestAccessRemoval(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRemovalDialog_Request($input: RequestAccessRemovalInput!) {\n    requestAccessRemoval(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooseUsersDialog_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query ChooseUsersDialog_Me {\n    me {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRequestsPage_Requests($input: AccessRequestsInput!) {\n    myAccessRequests(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRequestsPage_Requests($input: AccessRequestsInput!) {\n    myAccessRequests(input: $input) {\n      total\n      rows {\n        id\n        ...AccessRequestColumns_RowFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSection_Items($input: AccessCatalogInput!) {\n    accessCatalog(input: $input) {\n      total\n      rows {\n        id\n        type\n        name\n        description\n        approvedBy\n        application {\n          id\n          name\n        }\n        owner {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogSection_Items($input: AccessCatalogInput!) {\n    accessCatalog(input: $input) {\n      total\n      rows {\n        id\n        type\n        name\n        description\n        approvedBy\n        application {\n          id\n          name\n        }\n        owner {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSection_Applications {\n    catalogApplications {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CatalogSection_Applications {\n    catalogApplications {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewRequestPage_Conflict($input: CatalogItemConflictInput!) {\n    catalogItemConflict(input: $input)\n  }\n"): (typeof documents)["\n  query NewRequestPage_Conflict($input: CatalogItemConflictInput!) {\n    catalogItemConflict(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewRequestPage_Submit($input: SubmitAccessRequestInput!) {\n    submitAccessRequest(input: $input) {\n      requestIds\n    }\n  }\n"): (typeof documents)["\n  mutation NewRequestPage_Submit($input: SubmitAccessRequestInput!) {\n    submitAccessRequest(input: $input) {\n      requestIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLinkCompletion_Complete($input: SocialLinkReturnInput!) {\n    completeSocialLink(input: $input) {\n      id\n      displayName\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLinkCompletion_Complete($input: SocialLinkReturnInput!) {\n    completeSocialLink(input: $input) {\n      id\n      displayName\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CentroidsTable_ModelsFragment on PipelineModels {\n    clusters\n    featureChoices\n    centroids {\n      name\n      size\n      modes {\n        feature\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CentroidsTable_ModelsFragment on PipelineModels {\n    clusters\n    featureChoices\n    centroids {\n      name\n      size\n      modes {\n        feature\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatePipelineDialog_Choices($pageSize: Int!) {\n    dataSources(input: { pageSize: $pageSize }) {\n      rows {\n        id\n        name\n      }\n    }\n    pipelineDefinitions(pageSize: $pageSize) {\n      rows {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatePipelineDialog_Choices($pageSize: Int!) {\n    dataSources(input: { pageSize: $pageSize }) {\n      rows {\n        id\n        name\n      }\n    }\n    pipelineDefinitions(pageSize: $pageSize) {\n      rows {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePipelineDialog_Create($input: CreatePipelineDefinitionInput!) {\n    createPipelineDefinition(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePipelineDialog_Create($input: CreatePipelineDefinitionInput!) {\n    createPipelineDefinition(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePipelineButton_Delete($id: ID!, $rev: String!) {\n    deletePipelineDefinition(id: $id, rev: $rev)\n  }\n"): (typeof documents)["\n  mutation DeletePipelineButton_Delete($id: ID!, $rev: String!) {\n    deletePipelineDefinition(id: $id, rev: $rev)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelCurvesSection_ModelsFragment on PipelineModels {\n    curves {\n      model\n      rocAuc\n      prAuc\n      threshold\n      roc {\n        threshold\n        fpr\n        tpr\n      }\n      pr {\n        threshold\n        recall\n        precision\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ModelCurvesSection_ModelsFragment on PipelineModels {\n    curves {\n      model\n      rocAuc\n      prAuc\n      threshold\n      roc {\n        threshold\n        fpr\n        tpr\n      }\n      pr {\n        threshold\n        recall\n        precision\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineModelsPage_Name($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PipelineModelsPage_Name($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineModelsPage_Models($pipelineDefinitionId: ID!) {\n    pipelineModels(pipelineDefinitionId: $pipelineDefinitionId) {\n      executionId\n      labelled\n      positives\n      events\n      ...ModelCurvesSection_ModelsFragment\n      ...CentroidsTable_ModelsFragment\n    }\n  }\n"): (typeof documents)["\n  query PipelineModelsPage_Models($pipelineDefinitionId: ID!) {\n    pipelineModels(pipelineDefinitionId: $pipelineDefinitionId) {\n      executionId\n      labelled\n      positives\n      events\n      ...ModelCurvesSection_ModelsFragment\n      ...CentroidsTable_ModelsFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelinePage_Definition($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      rev\n      name\n      type\n      created\n      uebaRiskThreshold\n      trainingPipelineDefinitionId\n      dataSource {\n        id\n        name\n        active\n      }\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelinePage_Definition($id: ID!) {\n    pipelineDefinition(id: $id) {\n      id\n      rev\n      name\n      type\n      created\n      uebaRiskThreshold\n      trainingPipelineDefinitionId\n      dataSource {\n        id\n        name\n        active\n      }\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelinePage_Logs($pipelineDefinitionId: ID!) {\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n"): (typeof documents)["\n  query PipelinePage_Logs($pipelineDefinitionId: ID!) {\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunPanel_Start($pipelineDefinitionId: ID!, $uebaRiskThreshold: Float!) {\n    runPipeline(\n      pipelineDefinitionId: $pipelineDefinitionId\n      uebaRiskThreshold: $uebaRiskThreshold\n    ) {\n      executionId\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RunPanel_Start($pipelineDefinitionId: ID!, $uebaRiskThreshold: Float!) {\n    runPipeline(\n      pipelineDefinitionId: $pipelineDefinitionId\n      uebaRiskThreshold: $uebaRiskThreshold\n    ) {\n      executionId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunPanel_Poll($pipelineDefinitionId: ID!, $executionId: ID!) {\n    pipelineExecution(executionId: $executionId) {\n      executionId\n      status\n      result\n      endTime\n      progress {\n        stage\n        percent\n      }\n    }\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId, executionId: $executionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n"): (typeof documents)["\n  query RunPanel_Poll($pipelineDefinitionId: ID!, $executionId: ID!) {\n    pipelineExecution(executionId: $executionId) {\n      executionId\n      status\n      result\n      endTime\n      progress {\n        stage\n        percent\n      }\n    }\n    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId, executionId: $executionId) {\n      ...RunPanel_LogsFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunPanel_LogsFragment on PipelineLogs {\n    executionId\n    lines {\n      time\n      level\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment RunPanel_LogsFragment on PipelineLogs {\n    executionId\n    lines {\n      time\n      level\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelinesPage_List(\n    $search: String\n    $sortDescending: Boolean\n    $pageSize: Int!\n    $after: String\n  ) {\n    pipelineDefinitions(\n      search: $search\n      sortDescending: $sortDescending\n      pageSize: $pageSize\n      after: $after\n    ) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        type\n        dataSource {\n          id\n          name\n        }\n        executions {\n          executionId\n          status\n          endTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelinesPage_List(\n    $search: String\n    $sortDescending: Boolean\n    $pageSize: Int!\n    $after: String\n  ) {\n    pipelineDefinitions(\n      search: $search\n      sortDescending: $sortDescending\n      pageSize: $pageSize\n      after: $after\n    ) {\n      total\n      nextCursor\n      rows {\n        id\n        name\n        type\n        dataSource {\n          id\n          name\n        }\n        executions {\n          executionId\n          status\n          endTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishButton_Publish($pipelineDefinitionId: ID!) {\n    publishPipeline(pipelineDefinitionId: $pipelineDefinitionId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PublishButton_Publish($pipelineDefinitionId: ID!) {\n    publishPipeline(pipelineDefinitionId: $pipelineDefinitionId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPipeline_Current {\n    publishedPipeline {\n      pipelineDefinitionId\n      executionId\n      published\n    }\n  }\n"): (typeof documents)["\n  query PublishedPipeline_Current {\n    publishedPipeline {\n      pipelineDefinitionId\n      executionId\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunPanel_SaveStatus(\n    $pipelineDefinitionId: ID!\n    $rev: String!\n    $executionId: ID!\n    $status: PipelineStatus!\n    $endTime: Float\n  ) {\n    updatePipelineExecutionStatus(\n      pipelineDefinitionId: $pipelineDefinitionId\n      rev: $rev\n      executionId: $executionId\n      status: $status\n      endTime: $endTime\n    ) {\n      id\n      rev\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunPanel_SaveStatus(\n    $pipelineDefinitionId: ID!\n    $rev: String!\n    $executionId: ID!\n    $status: PipelineStatus!\n    $endTime: Float\n  ) {\n    updatePipelineExecutionStatus(\n      pipelineDefinitionId: $pipelineDefinitionId\n      rev: $rev\n      executionId: $executionId\n      status: $status\n      endTime: $endTime\n    ) {\n      id\n      rev\n      executions {\n        executionId\n        status\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountControlsCard_ProfileData {\n    profileData\n  }\n"): (typeof documents)["\n  query AccountControlsCard_ProfileData {\n    profileData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountControlsCard_DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation AccountControlsCard_DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsentCard_ProfileFragment on Profile {\n    id\n    rev\n  }\n"): (typeof documents)["\n  fragment ConsentCard_ProfileFragment on Profile {\n    id\n    rev\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentCard_Mappings {\n    consentMappings {\n      id\n      displayName\n      description\n      consented\n      consentDate\n    }\n  }\n"): (typeof documents)["\n  query ConsentCard_Mappings {\n    consentMappings {\n      id\n      displayName\n      description\n      consented\n      consentDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsentCard_SetConsent($input: SetConsentInput!) {\n    setConsent(input: $input) {\n      id\n      rev\n      values\n    }\n  }\n"): (typeof documents)["\n  mutation ConsentCard_SetConsent($input: SetConsentInput!) {\n    setConsent(input: $input) {\n      id\n      rev\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    rev\n    values\n    schema {\n      order\n      required\n      properties {\n        name\n        title\n        type\n        nullable\n        viewable\n        userEditable\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalInfoCard_ProfileFragment on Profile {\n    id\n    rev\n    values\n    schema {\n      order\n      required\n      properties {\n        name\n        title\n        type\n        nullable\n        viewable\n        userEditable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalInfoForm_PolicyCheck($values: JSON!) {\n    profilePolicyCheck(values: $values) {\n      field\n      message\n      values\n    }\n  }\n"): (typeof documents)["\n  query PersonalInfoForm_PolicyCheck($values: JSON!) {\n    profilePolicyCheck(values: $values) {\n      field\n      message\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInfoForm_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalInfoForm_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesCard_ProfileFragment on Profile {\n    id\n    rev\n    preferences {\n      name\n      title\n      enabled\n    }\n  }\n"): (typeof documents)["\n  fragment PreferencesCard_ProfileFragment on Profile {\n    id\n    rev\n    preferences {\n      name\n      title\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreferencesCard_SetPreference($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PreferencesCard_SetPreference($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      rev\n      values\n      preferences {\n        name\n        title\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_ProfileFragment on Profile {\n    id\n    values\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage_Profile {\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n      ...PreferencesCard_ProfileFragment\n      ...ConsentCard_ProfileFragment\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage_Profile {\n    profile {\n      id\n      ...ProfileHeader_ProfileFragment\n      ...PersonalInfoCard_ProfileFragment\n      ...PreferencesCard_ProfileFragment\n      ...ConsentCard_ProfileFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPanel_Request($runId: ID!, $format: ReportFileFormat!) {\n    requestReportExport(runId: $runId, format: $format) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  mutation ExportPanel_Request($runId: ID!, $format: ReportFileFormat!) {\n    requestReportExport(runId: $runId, format: $format) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportPanel_Check($exportId: ID!) {\n    reportExport(exportId: $exportId) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query ExportPanel_Check($exportId: ID!) {\n    reportExport(exportId: $exportId) {\n      exportId\n      status\n      fileName\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunHistoryPage_Runs($templateName: String!, $pageSize: Int!, $offset: Int!) {\n    reportRuns(templateName: $templateName, pageSize: $pageSize, offset: $offset) {\n      totalCount\n      runs {\n        id\n        status\n        startedAt\n        rowCount\n        fileType\n        parameters {\n          name\n          values\n        }\n        timeframe {\n          preset\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunHistoryPage_Runs($templateName: String!, $pageSize: Int!, $offset: Int!) {\n    reportRuns(templateName: $templateName, pageSize: $pageSize, offset: $offset) {\n      totalCount\n      runs {\n        id\n        status\n        startedAt\n        rowCount\n        fileType\n        parameters {\n          name\n          values\n        }\n        timeframe {\n          preset\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunReportPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      name\n      description\n      parameters {\n        name\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunReportPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      name\n      description\n      parameters {\n        name\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunReportPage_Run($templateName: String!, $input: RunReportInput!) {\n    runReport(templateName: $templateName, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RunReportPage_Run($templateName: String!, $input: RunReportInput!) {\n    runReport(templateName: $templateName, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemplateEditor_Template on ReportTemplate {\n    name\n    rev\n    description\n    dataSource\n    parameters {\n      name\n      required\n    }\n    columns {\n      name\n      label\n      source\n    }\n    aggregates {\n      name\n      label\n      function\n      column\n    }\n    filters {\n      column\n      operator\n      value\n    }\n    sorting {\n      column\n      direction\n    }\n  }\n"): (typeof documents)["\n  fragment TemplateEditor_Template on ReportTemplate {\n    name\n    rev\n    description\n    dataSource\n    parameters {\n      name\n      required\n    }\n    columns {\n      name\n      label\n      source\n    }\n    aggregates {\n      name\n      label\n      function\n      column\n    }\n    filters {\n      column\n      operator\n      value\n    }\n    sorting {\n      column\n      direction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateEditorPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      ...TemplateEditor_Template\n    }\n  }\n"): (typeof documents)["\n  query TemplateEditorPage_Template($name: String!) {\n    reportTemplate(name: $name) {\n      ...TemplateEditor_Template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TemplateForm_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {\n    saveReportTemplate(name: $name, rev: $rev, input: $input) {\n      ...TemplateEditor_Template\n    }\n  }\n"): (typeof documents)["\n  mutation TemplateForm_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {\n    saveReportTemplate(name: $name, rev: $rev, input: $input) {\n      ...TemplateEditor_Template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPage_Templates($search: String) {\n    reportTemplates(search: $search) {\n      name\n      description\n      dataSource\n    }\n  }\n"): (typeof documents)["\n  query ReportsPage_Templates($search: String) {\n    reportTemplates(search: $search) {\n      name\n      description\n      dataSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewReportPage_Rows($id: ID!, $input: ReportRowsInput!) {\n    reportRows(id: $id, input: $input) {\n      totalCount\n      rows\n      summary\n      columns {\n        name\n        label\n        aggregate\n      }\n      sorting {\n        column\n        direction\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewReportPage_Rows($id: ID!, $input: ReportRowsInput!) {\n    reportRows(id: $id, input: $input) {\n      totalCount\n      rows\n      summary\n      columns {\n        name\n        label\n        aggregate\n      }\n      sorting {\n        column\n        direction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog_Events(\n    $filters: RiskActivityFiltersInput!\n    $sort: RiskEventSort\n    $after: String\n  ) {\n    riskActivity(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        transactionId\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog_Events(\n    $filters: RiskActivityFiltersInput!\n    $sort: RiskEventSort\n    $after: String\n  ) {\n    riskActivity(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        transactionId\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog_Csv($filters: RiskActivityFiltersInput!, $sort: RiskEventSort) {\n    riskActivityCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog_Csv($filters: RiskActivityFiltersInput!, $sort: RiskEventSort) {\n    riskActivityCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationPreview_Run($input: RiskEvaluationPreviewInput!) {\n    riskEvaluationPreview(input: $input) {\n      model\n      events {\n        eventId\n        userId\n        time\n        score\n        risky\n        reasons\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationPreview_Run($input: RiskEvaluationPreviewInput!) {\n    riskEvaluationPreview(input: $input) {\n      model\n      events {\n        eventId\n        userId\n        time\n        score\n        risky\n        reasons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskConfigPage_Config {\n    riskUserConfig {\n      yaml\n      rev\n    }\n  }\n"): (typeof documents)["\n  query RiskConfigPage_Config {\n    riskUserConfig {\n      yaml\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiskConfigWorkspace_Save($input: SaveRiskUserConfigInput!) {\n    saveRiskUserConfig(input: $input) {\n      yaml\n      rev\n    }\n  }\n"): (typeof documents)["\n  mutation RiskConfigWorkspace_Save($input: SaveRiskUserConfigInput!) {\n    saveRiskUserConfig(input: $input) {\n      yaml\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsOverrideNotice_Settings {\n    riskSettings {\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      rev\n    }\n  }\n"): (typeof documents)["\n  query SettingsOverrideNotice_Settings {\n    riskSettings {\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {\n    riskEvents(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n"): (typeof documents)["\n  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {\n    riskEvents(filters: $filters, sort: $sort, after: $after) {\n      total\n      nextCursor\n      events {\n        ...EventLogTable_EventFragment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {\n    riskEventsCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n"): (typeof documents)["\n  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {\n    riskEventsCsv(filters: $filters, sort: $sort) {\n      fileName\n      csv\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacetSearch_Values($facet: RiskFacet!, $search: String, $filters: RiskFiltersInput!) {\n    riskFacetValues(facet: $facet, search: $search, filters: $filters) {\n      value\n      count\n    }\n  }\n"): (typeof documents)["\n  query FacetSearch_Values($facet: RiskFacet!, $search: String, $filters: RiskFiltersInput!) {\n    riskFacetValues(facet: $facet, search: $search, filters: $filters) {\n      value\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotScoredNotice_Roles {\n    me {\n      id\n      idmRoles\n      amRoles\n    }\n  }\n"): (typeof documents)["\n  query NotScoredNotice_Roles {\n    me {\n      id\n      idmRoles\n      amRoles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskDashboardPage_Dashboard($filters: RiskFiltersInput!, $timeZone: String) {\n    riskDashboard(filters: $filters, timeZone: $timeZone) {\n      total\n      facets {\n        facet\n        searchable\n        values {\n          value\n          count\n        }\n      }\n      reasonFeatures {\n        ueba {\n          value\n          count\n        }\n        clustering {\n          value\n          count\n        }\n      }\n      map {\n        lat\n        longitude\n        count\n        averageScore\n      }\n      accessResults {\n        day\n        successful\n        other\n      }\n      riskOverTime {\n        day\n        count\n        averageScore\n      }\n      riskiestUsers {\n        userId\n        userName\n        count\n        averageScore\n      }\n      scored\n    }\n  }\n"): (typeof documents)["\n  query RiskDashboardPage_Dashboard($filters: RiskFiltersInput!, $timeZone: String) {\n    riskDashboard(filters: $filters, timeZone: $timeZone) {\n      total\n      facets {\n        facet\n        searchable\n        values {\n          value\n          count\n        }\n      }\n      reasonFeatures {\n        ueba {\n          value\n          count\n        }\n        clustering {\n          value\n          count\n        }\n      }\n      map {\n        lat\n        longitude\n        count\n        averageScore\n      }\n      accessResults {\n        day\n        successful\n        other\n      }\n      riskOverTime {\n        day\n        count\n        averageScore\n      }\n      riskiestUsers {\n        userId\n        userName\n        count\n        averageScore\n      }\n      scored\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskSettingsPage_Settings {\n    riskSettings {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n"): (typeof documents)["\n  query RiskSettingsPage_Settings {\n    riskSettings {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsForm_Save($settings: RiskSettingsInput!, $rev: String!) {\n    saveRiskSettings(settings: $settings, rev: $rev) {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsForm_Save($settings: RiskSettingsInput!, $rev: String!) {\n    saveRiskSettings(settings: $settings, rev: $rev) {\n      allowList\n      blockList\n      riskScoreThreshold\n      mediumLevel\n      highLevel\n      retentionDays\n      rev\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyResourcesCard_ResourceFragment on SharingResource {\n    id\n    rev\n    name\n    type\n    icon\n    scopes\n    shares {\n      username\n      scopes\n    }\n  }\n"): (typeof documents)["\n  fragment MyResourcesCard_ResourceFragment on SharingResource {\n    id\n    rev\n    name\n    type\n    icon\n    scopes\n    shares {\n      username\n      scopes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDialog_Share($input: ShareResourceInput!) {\n    shareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareDialog_Share($input: ShareResourceInput!) {\n    shareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDialog_Modify($input: ShareResourceInput!) {\n    modifyResourceShare(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareDialog_Modify($input: ShareResourceInput!) {\n    modifyResourceShare(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedWithMeCard_ResourceFragment on SharedResource {\n    id\n    name\n    type\n    icon\n    owner\n    scopes\n  }\n"): (typeof documents)["\n  fragment SharedWithMeCard_ResourceFragment on SharedResource {\n    id\n    name\n    type\n    icon\n    owner\n    scopes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharingPage_Sharing {\n    sharingResources {\n      id\n      ...MyResourcesCard_ResourceFragment\n    }\n    sharingRequests {\n      id\n      ...SharingRequestsCard_RequestFragment\n    }\n    sharedWithMe {\n      id\n      ...SharedWithMeCard_ResourceFragment\n    }\n  }\n"): (typeof documents)["\n  query SharingPage_Sharing {\n    sharingResources {\n      id\n      ...MyResourcesCard_ResourceFragment\n    }\n    sharingRequests {\n      id\n      ...SharingRequestsCard_RequestFragment\n    }\n    sharedWithMe {\n      id\n      ...SharedWithMeCard_ResourceFragment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharingRequestsCard_RequestFragment on SharingRequest {\n    id\n    requester\n    resourceName\n    scopes\n    requestDate\n  }\n"): (typeof documents)["\n  fragment SharingRequestsCard_RequestFragment on SharingRequest {\n    id\n    requester\n    resourceName\n    scopes\n    requestDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharingRequestsCard_Approve($id: ID!) {\n    approveSharingRequest(id: $id) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SharingRequestsCard_Approve($id: ID!) {\n    approveSharingRequest(id: $id) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharingRequestsCard_Deny($id: ID!) {\n    denySharingRequest(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SharingRequestsCard_Deny($id: ID!) {\n    denySharingRequest(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareDialog_Unshare($input: UnshareResourceInput!) {\n    unshareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareDialog_Unshare($input: UnshareResourceInput!) {\n    unshareResource(input: $input) {\n      id\n      rev\n      shares {\n        username\n        scopes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialIdentitiesCard_Providers {\n    socialProviders {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SocialIdentitiesCard_Providers {\n    socialProviders {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialIdentitiesCard_StartLink($provider: ID!) {\n    startSocialLink(provider: $provider) {\n      provider\n      authorizeUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SocialIdentitiesCard_StartLink($provider: ID!) {\n    startSocialLink(provider: $provider) {\n      provider\n      authorizeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialIdentitiesCard_Unlink($provider: ID!) {\n    unlinkSocialIdentity(provider: $provider) {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SocialIdentitiesCard_Unlink($provider: ID!) {\n    unlinkSocialIdentity(provider: $provider) {\n      id\n      displayName\n      buttonColor\n      buttonTextColor\n      enabled\n      linked\n      identity {\n        subject\n        email\n        linkedAt\n      }\n    }\n  }\n"];
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