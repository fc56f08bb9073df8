import type { Selectable } from 'kysely';
import type { GrantType, ItemType } from '../../../domain/governance/access-types.js';
import type { Database } from '../../store/schema.js';
import type { GovernancePerson } from '../people.js';

/** Who approves a request for an item: its owner, or the requested-for user's manager. */
export type ItemApprover = 'owner' | 'manager';

export type CatalogItemRow = Selectable<Database['iga_catalog_items']>;

/** A catalog item as the governance service answers it. */
export interface CatalogItemView {
  id: string;
  type: ItemType;
  name: string;
  description: string;
  owner: GovernancePerson | null;
  /** The application of an entitlement. */
  application: { id: string; name: string } | null;
  approvedBy: ItemApprover;
}

/** The grant an item gives its holder: an account in an application, a role or an entitlement. */
export function grantTypeOf(type: string): GrantType {
  return type === 'application' ? 'account' : (type as GrantType);
}
