import type { FastifyRequest } from 'fastify';

/** Who a platform request acts for, resolved from its bearer access token. */
export interface Principal {
  realm: string;
  /** Managed object id, or `amadmin` for the internal administrator. */
  userId: string;
  username: string;
  /** IDM component: `managed/<realm>_user`, or `internal/user` for the administrator. */
  component: string;
  /** IDM id within the component (`openidm-admin` for the administrator). */
  idmId: string;
  roles: string[];
  amAdmin: boolean;
  /** The OAuth2 scopes the access token was granted, when known. */
  scopes?: readonly string[];
}

export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal | null>;
