/** An entitlement of a seeded application. */
interface SeedEntitlement {
  key: string;
  name: string;
  description: string;
}

interface SeedCatalogApplication {
  key: string;
  name: string;
  description: string;
  entitlements: readonly SeedEntitlement[];
}

interface SeedRole {
  key: string;
  name: string;
  description: string;
}

export const GOVERNANCE_APPLICATIONS: readonly SeedCatalogApplication[] = [
  {
    key: 'github',
    name: 'GitHub Enterprise',
    description: 'Source code hosting, pull requests and code review.',
    entitlements: [
      { key: 'read', name: 'Repository reader', description: 'Clone and read repositories.' },
      { key: 'write', name: 'Repository writer', description: 'Push branches and merge reviews.' },
      { key: 'owner', name: 'Organization owner', description: 'Manage members and settings.' },
    ],
  },
  {
    key: 'jira',
    name: 'Jira Software',
    description: 'Issue tracking and sprint planning.',
    entitlements: [
      { key: 'user', name: 'Jira user', description: 'Create and work on issues.' },
      {
        key: 'project-admin',
        name: 'Project administrator',
        description: 'Configure boards and workflows.',
      },
    ],
  },
  {
    key: 'confluence',
    name: 'Confluence',
    description: 'Team spaces, documentation and meeting notes.',
    entitlements: [
      { key: 'editor', name: 'Space editor', description: 'Write and edit pages.' },
      {
        key: 'space-admin',
        name: 'Space administrator',
        description: 'Manage a space and its permissions.',
      },
    ],
  },
  {
    key: 'salesforce',
    name: 'Salesforce CRM',
    description: 'Accounts, opportunities and sales forecasts.',
    entitlements: [
      {
        key: 'sales-user',
        name: 'Sales user',
        description: 'Manage own accounts and opportunities.',
      },
      {
        key: 'sales-manager',
        name: 'Sales manager',
        description: "See and reassign the team's pipeline.",
      },
      { key: 'reports', name: 'Report builder', description: 'Build and share reports.' },
    ],
  },
  {
    key: 'workday',
    name: 'Workday HCM',
    description: 'Worker records, time off and compensation.',
    entitlements: [
      {
        key: 'self-service',
        name: 'Employee self-service',
        description: 'See own records and request time off.',
      },
      {
        key: 'hr-partner',
        name: 'HR business partner',
        description: 'Manage the records of a business unit.',
      },
      { key: 'payroll', name: 'Payroll viewer', description: 'Read payroll results.' },
    ],
  },
  {
    key: 'slack',
    name: 'Slack',
    description: 'Messaging, channels and calls.',
    entitlements: [
      {
        key: 'member',
        name: 'Workspace member',
        description: 'Join public channels and send messages.',
      },
      {
        key: 'admin',
        name: 'Workspace administrator',
        description: 'Manage channels, apps and members.',
      },
    ],
  },
  {
    key: 'servicenow',
    name: 'ServiceNow',
    description: 'IT service requests, incidents and changes.',
    entitlements: [
      { key: 'itil', name: 'ITIL agent', description: 'Work on incidents and requests.' },
      { key: 'change-approver', name: 'Change approver', description: 'Approve change requests.' },
      { key: 'admin', name: 'Administrator', description: 'Configure the instance.' },
    ],
  },
  {
    key: 'aws',
    name: 'AWS Console',
    description: 'Cloud infrastructure accounts.',
    entitlements: [
      {
        key: 'read-only',
        name: 'Read-only access',
        description: 'View resources in every account.',
      },
      { key: 'power-user', name: 'Power user', description: 'Manage resources but not access.' },
      { key: 'billing', name: 'Billing', description: 'See and manage invoices and budgets.' },
      {
        key: 'admin',
        name: 'Administrator',
        description: 'Full access, access management included.',
      },
    ],
  },
  {
    key: 'sap',
    name: 'SAP S/4HANA',
    description: 'Finance, procurement and the general ledger.',
    entitlements: [
      {
        key: 'ap-clerk',
        name: 'Accounts payable clerk',
        description: 'Enter and match supplier invoices.',
      },
      {
        key: 'gl-accountant',
        name: 'General ledger accountant',
        description: 'Post journal entries.',
      },
      { key: 'buyer', name: 'Buyer', description: 'Create purchase orders.' },
    ],
  },
  {
    key: 'tableau',
    name: 'Tableau',
    description: 'Dashboards and self-service analytics.',
    entitlements: [
      { key: 'viewer', name: 'Viewer', description: 'Open published dashboards.' },
      { key: 'creator', name: 'Creator', description: 'Connect data and publish dashboards.' },
    ],
  },
];

export const GOVERNANCE_ROLES: readonly SeedRole[] = [
  { key: 'engineering', name: 'Engineering', description: 'What every engineer works with.' },
  { key: 'sales', name: 'Sales', description: 'CRM and reporting for the sales team.' },
  { key: 'finance', name: 'Finance', description: 'Ledger and procurement for the finance team.' },
  { key: 'support', name: 'Support agent', description: 'Service desk tools for support staff.' },
  { key: 'contractor', name: 'Contractor', description: 'Time-limited access for contractors.' },
];

/** A seeded catalog item's id in a realm: `iga-<realm>-app-github`, `iga-<realm>-ent-github-read`, `iga-<realm>-role-sales`. */
export const catalogItemId = {
  application: (realm: string, app: string) => `iga-${realm}-app-${app}`,
  entitlement: (realm: string, app: string, entitlement: string) =>
    `iga-${realm}-ent-${app}-${entitlement}`,
  role: (realm: string, role: string) => `iga-${realm}-role-${role}`,
};

/** Items the realm's demo user owns and approves; the others are the approver's. */
export const DEMO_OWNED_ITEMS = {
  application: 'tableau',
  entitlement: { app: 'confluence', key: 'space-admin' },
} as const;

/** Items whose requests the requested-for user's manager approves. */
export const MANAGER_APPROVED_ITEMS = {
  role: 'contractor',
  entitlement: { app: 'workday', key: 'payroll' },
} as const;
