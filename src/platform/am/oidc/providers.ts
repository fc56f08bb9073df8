import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { realmExists } from '../realms.js';
import { createOidcProvider, type OidcProviderDeps } from './provider.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** One OpenID provider per existing realm, created on first use. */
export class OidcProviders {
  private readonly providers = new Map<string, { provider: Provider; handle: Handler }>();

  constructor(private readonly deps: OidcProviderDeps) {}

  async forRealm(realm: string): Promise<{ provider: Provider; handle: Handler } | null> {
    if (!(await realmExists(this.deps.db, realm))) return null;
    let entry = this.providers.get(realm);
    if (!entry) {
      const provider = createOidcProvider({ ...this.deps, realm });
      entry = { provider, handle: provider.callback() };
      this.providers.set(realm, entry);
    }
    return entry;
  }
}
