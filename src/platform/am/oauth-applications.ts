import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../store/db.js';

const grantPayload = z.looseObject({
  accountId: z.string(),
  clientId: z.string(),
  openid: z.looseObject({ scope: z.string().optional() }).optional(),
  resources: z.record(z.string(), z.string()).optional(),
});

/** The grants one account gave one client, taken together. */
export interface AuthorizedApplication {
  clientId: string;
  scopes: string[];
  expiresAt: Date | null;
  grantIds: string[];
}

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  openid: 'openid',
  profile: 'Your personal information',
  email: 'Your email address',
  address: 'Your postal address',
  phone: 'Your telephone number',
  offline_access: 'Access while you are signed out',
};

function scopesOf(payload: z.infer<typeof grantPayload>): string[] {
  return [payload.openid?.scope ?? '', ...Object.values(payload.resources ?? {})]
    .flatMap((scope) => scope.split(' '))
    .filter(Boolean);
}

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a > b ? a : b;
}

/** The clients an account has live grants for, from oidc-provider's stored Grant payloads. */
export async function listAuthorizedApplications(
  db: Db,
  realm: string,
  accountId: string,
  now: Date,
): Promise<AuthorizedApplication[]> {
  const rows = await db
    .selectFrom('oidc_payloads')
    .select(['id', 'payload', 'expires_at'])
    .where('model', '=', `${realm}/Grant`)
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('id')
    .execute();
  const byClient = new Map<string, AuthorizedApplication>();
  for (const row of rows) {
    const payload = grantPayload.safeParse(row.payload);
    if (!payload.success) continue;
    const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
    const known = byClient.get(payload.data.clientId);
    byClient.set(payload.data.clientId, {
      clientId: payload.data.clientId,
      scopes: [...new Set([...(known?.scopes ?? []), ...scopesOf(payload.data)])],
      expiresAt: known ? laterOf(known.expiresAt, expiresAt) : expiresAt,
      grantIds: [...(known?.grantIds ?? []), row.id],
    });
  }
  return [...byClient.values()].sort((a, b) => a.clientId.localeCompare(b.clientId));
}

/** Removes an application's grants with every token and code issued under them. */
export async function revokeApplicationGrants(
  db: Db,
  realm: string,
  application: AuthorizedApplication,
): Promise<void> {
  if (application.grantIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('oidc_payloads')
      .where(sql<string>`split_part(model, '/', 1)`, '=', realm)
      .where('grant_id', 'in', application.grantIds)
      .execute();
    await trx
      .deleteFrom('oidc_payloads')
      .where('model', '=', `${realm}/Grant`)
      .where('id', 'in', application.grantIds)
      .execute();
  });
}

/** An application as AM's `oauth2/applications` serves it. */
export function applicationView(application: AuthorizedApplication, name: string) {
  return {
    _id: application.clientId,
    name,
    scopes: Object.fromEntries(
      application.scopes.map((scope) => [scope, SCOPE_DESCRIPTIONS[scope] ?? scope]),
    ),
    expiryDateTime: application.expiresAt?.toISOString() ?? null,
  };
}
