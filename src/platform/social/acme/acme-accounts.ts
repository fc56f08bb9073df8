import type { Selectable } from 'kysely';
import type { Db } from '../../store/db.js';
import { verifyPassword } from '../../store/passwords.js';
import type { SocialIdpAccountsTable } from '../../store/schema.js';
import { ACME_IDP } from './acme-settings.js';

export type AcmeAccount = Selectable<SocialIdpAccountsTable>;

export async function findAcmeAccount(db: Db, subject: string): Promise<AcmeAccount | null> {
  const row = await db
    .selectFrom('social_idp_accounts')
    .selectAll()
    .where('idp', '=', ACME_IDP)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ?? null;
}

/** The Acme account of an email address and password; null for any mismatch. */
export async function authenticateAcmeAccount(
  db: Db,
  email: string,
  password: string,
): Promise<AcmeAccount | null> {
  const row = await db
    .selectFrom('social_idp_accounts')
    .selectAll()
    .where('idp', '=', ACME_IDP)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return (await verifyPassword(password, row.password_hash)) ? row : null;
}

/** Claims by scope, as Acme releases them. */
export const ACME_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
};

export function acmeClaims(account: AcmeAccount) {
  return {
    sub: account.subject,
    email: account.email,
    email_verified: true,
    name: `${account.given_name} ${account.family_name}`,
    given_name: account.given_name,
    family_name: account.family_name,
  };
}
