import type { InsertObject } from 'kysely';
import { managedUserObject } from '../../../domain/realms.js';
import { managedApplicationObject } from '../../idm/managed-applications.js';
import { jsonb, type Db } from '../db.js';
import type { Database } from '../schema.js';
import { DEMO_USERS } from './demo-users.js';
import { otherActiveUsers, type SeededRealmUsers } from './seed-realm-users.js';
import { tileIcon } from './tile-icon.js';

interface SeedApplication {
  key: string;
  name: string;
  description: string;
  url: string;
  colour: string;
  /** Whether the realm's demo user is a member. */
  demo: boolean;
}

const APPLICATIONS: readonly SeedApplication[] = [
  {
    key: 'mail',
    name: 'Corporate Mail',
    description: 'Email, contacts and shared mailboxes.',
    url: 'https://mail.example.com/',
    colour: '#1f5fa8',
    demo: true,
  },
  {
    key: 'hr',
    name: 'HR Portal',
    description: 'Payslips, leave requests and personal details.',
    url: 'https://hr.example.com/',
    colour: '#2f7d4f',
    demo: true,
  },
  {
    key: 'wiki',
    name: 'Team Wiki',
    description: 'Guides, runbooks and meeting notes.',
    url: 'https://wiki.example.com/',
    colour: '#8a5a00',
    demo: true,
  },
  {
    key: 'expenses',
    name: 'Expenses',
    description: 'Submit receipts and track reimbursements.',
    url: 'https://expenses.example.com/',
    colour: '#7a2f7d',
    demo: true,
  },
  {
    key: 'finance',
    name: 'Finance Ledger',
    description: 'General ledger for the finance team.',
    url: 'https://ledger.example.com/',
    colour: '#4a4a4a',
    demo: false,
  },
];

/** A stable id per realm and application, so that the seed is the same on every run. */
function applicationId(realm: string, key: string): string {
  return `app-${realm}-${key}`;
}

/**
 * Managed applications of each realm: the demo user is a member of four of them; the realm's
 * first other active user belongs to mail and the finance ledger.
 */
export function applicationsSeed(
  realms: readonly SeededRealmUsers[],
): InsertObject<Database, 'managed_objects'>[] {
  return realms.flatMap(({ realm, users }) => {
    const demo = DEMO_USERS[realm as keyof typeof DEMO_USERS];
    if (!demo) return [];
    const ref = (id: string) => ({ _ref: `managed/${managedUserObject(realm)}/${id}` });
    const [colleague] = otherActiveUsers(users, demo.id);
    return APPLICATIONS.map((application) => {
      const members = [
        ...(application.demo ? [ref(demo.id)] : []),
        ...(colleague && (application.key === 'mail' || application.key === 'finance')
          ? [ref(colleague.id)]
          : []),
      ];
      return {
        type: managedApplicationObject(realm),
        id: applicationId(realm, application.key),
        doc: jsonb({
          name: application.name,
          description: application.description,
          icon: tileIcon(application.name.charAt(0), application.colour),
          url: application.url,
          members,
        }),
      };
    });
  });
}

export async function insertApplicationsSeed(
  db: Db,
  realms: readonly SeededRealmUsers[],
): Promise<void> {
  const rows = applicationsSeed(realms);
  if (rows.length > 0) await db.insertInto('managed_objects').values(rows).execute();
}
