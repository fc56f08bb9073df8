import { graphql } from '../../gql/index.js';
import type { TenantBlock_TenantQuery } from '../../gql/graphql.js';

/** The tenant the account menu shows: read before the menu opens, so that it opens whole. */
export const TenantBlock_Tenant = graphql(`
  query TenantBlock_Tenant {
    tenant {
      name
      subscription
      region
      currentTier
      locked
    }
  }
`);

/** The tenant as read, null when the platform serves none or it could not be read. */
export type MenuTenant = TenantBlock_TenantQuery['tenant'];
