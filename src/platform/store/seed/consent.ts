import { managedUserResource } from '../../../domain/realms.js';
import { SYNC_CONFIG_ID, type SyncMapping } from '../../idm/consent-mappings.js';
import { jsonb, type Db } from '../db.js';
import { ldapAccountMapping } from './provisioner.js';

function capitalized(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/**
 * Per realm: two outbound mappings of the users that need each user's consent (a marketing CRM
 * and a partner loyalty programme) and an HR directory feed that does not ask.
 */
export function syncMappings(realms: readonly string[]): SyncMapping[] {
  return realms.flatMap((realm) => {
    const source = managedUserResource(realm);
    const prefix = `managed${capitalized(source.slice('managed/'.length))}`;
    return [
      {
        name: `${prefix}_systemMarketingCrmContact`,
        source,
        target: 'system/MarketingCrm/contact',
        consentRequired: true,
        displayName: 'Marketing CRM',
        description:
          'Your name, email address and preferences, so that offers can be tailored to you.',
        icon: 'campaign',
      },
      {
        name: `${prefix}_systemLoyaltyMember`,
        source,
        target: 'system/Loyalty/member',
        consentRequired: true,
        displayName: 'Partner loyalty programme',
        description: 'Your name and postal address, to credit loyalty points at partner shops.',
        icon: 'loyalty',
      },
      {
        name: `${prefix}_systemHrDirectory`,
        source,
        target: 'system/HrDirectory/employee',
        consentRequired: false,
        displayName: 'HR directory',
      },
    ];
  });
}

export async function seedConsentMappings(db: Db, realms: readonly string[]): Promise<void> {
  await db
    .insertInto('config_objects')
    .values({
      id: SYNC_CONFIG_ID,
      doc: jsonb({ mappings: [...syncMappings(realms), ...realms.map(ldapAccountMapping)] }),
    })
    .execute();
}
