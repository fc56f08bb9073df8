declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (modelName: string) => Adapter;

  export interface LoginResult {
    accountId: string;
    ts?: number;
    amr?: string[];
    acr?: string;
    remember?: boolean;
  }

  export interface InteractionResults {
    login?: LoginResult;
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface SessionInstance {
    readonly uid: string;
    readonly new?: boolean;
    readonly destroyed?: boolean;
    accountId?: string;
    loginTs?: number;
    authorizations?: Record<string, unknown>;
    state?: { secret?: string; [key: string]: unknown };
    destroy(): Promise<void>;
    loginAccount(details: { accountId: string; loginTs?: number; amr?: string[] }): void;
    resetIdentifier(): void;
    ensureClientContainer(clientId: string): void;
    grantIdFor(clientId: string, value?: string): string | undefined;
  }

  export interface ClientInstance {
    readonly clientId: string;
  }

  export interface OIDCContext {
    readonly route: string;
    readonly session: SessionInstance;
    readonly client?: ClientInstance;
    readonly result?: InteractionResults;
    readonly provider: Provider;
    readonly params?: Record<string, unknown>;
    readonly account?: Account;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
    readonly entities: { IdTokenHint?: { payload: Record<string, unknown> } };
    entity(key: 'Account', value: Account): void;
    entity(key: 'Grant', value: GrantInstance): void;
    urlFor(name: string, options?: Record<string, string>): string;
  }

  export interface CookieOptions {
    path?: string;
    domain?: string;
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    signed?: boolean;
  }

  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    readonly cookies: {
      get(name: string, options?: { signed?: boolean }): string | undefined;
      set(name: string, value: string | null, options?: CookieOptions): void;
    };
    readonly method: string;
    readonly path: string;
    readonly acceptsLanguages: (languages: string[]) => string | false;
    readonly response: {
      is(...types: string[]): string | false | null;
      get(field: string): string;
    };
    set(fields: Record<string, string>): void;
    type: string;
    body: unknown;
    status: number;
    redirect(url: string): void;
  }

  export type KoaMiddleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export interface AccountClaims {
    [key: string]: unknown;
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Promise<AccountClaims> | AccountClaims;
  }

  export type FindAccount = (
    ctx: KoaContextWithOIDC,
    sub: string,
    token?: unknown,
  ) => Promise<Account | undefined>;

  export interface PromptDetails {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  }

  export interface InteractionInstance {
    readonly uid: string;
    readonly exp: number;
    readonly iat: number;
    readonly returnTo: string;
    readonly prompt: PromptDetails;
    readonly params: Record<string, unknown>;
    session?: { accountId: string; uid?: string; cookie?: string };
    grantId?: string;
    result?: InteractionResults;
    save(ttl: number): Promise<string>;
  }

  export interface GrantInstance {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    getOIDCScope(): string;
    getOIDCScopeEncountered(): string;
    getOIDCClaimsEncountered(): string[];
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface AccessTokenInstance {
    readonly jti: string;
    readonly accountId: string;
    readonly clientId: string;
    readonly scope?: string;
    readonly exp: number;
    readonly isValid: boolean;
  }

  export interface AccessTokenModel {
    find(value: string): Promise<AccessTokenInstance | undefined>;
  }

  export interface SessionModel {
    findByUid(uid: string): Promise<SessionInstance | undefined>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    client_secret?: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    require_auth_time?: boolean;
    application_type?: 'web' | 'native';
    scope?: string;
  }

  export interface JWKS {
    keys: Record<string, unknown>[];
  }

  type TtlValue = number | ((ctx: KoaContextWithOIDC, ...rest: never[]) => number);

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: ClientMetadata[];
    jwks?: JWKS;
    cookies?: {
      keys?: string[];
      names?: Record<string, string>;
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    findAccount?: FindAccount;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
    features?: Record<string, Record<string, unknown>>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientInstance) => boolean };
    routes?: Record<string, string>;
    ttl?: Record<string, TtlValue>;
    interactions?: {
      policy?: interactionPolicy.Policy;
      url?: (ctx: KoaContextWithOIDC, interaction: InteractionInstance) => string | Promise<string>;
    };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: ClientInstance & { grantTypeAllowed(type: string): boolean },
      code: unknown,
    ) => boolean | Promise<boolean>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: ClientInstance) => boolean;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error,
    ) => void | Promise<void>;
    conformIdTokenClaims?: boolean;
    responseTypes?: string[];
    enabledJWA?: Record<string, string[]>;
  }

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantModel;
    readonly AccessToken: AccessTokenModel;
    readonly Session: SessionModel;
    use(middleware: KoaMiddleware): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionInstance>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export default Provider;

  export namespace interactionPolicy {
    class Check {
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
      );
    }

    class Prompt {
      constructor(options: { name: string; requestable: boolean }, ...checks: Check[]);
      readonly name: string;
      readonly checks: Check[] & { add(check: Check, index?: number): void };
    }

    type Policy = Prompt[] & {
      get(name: string): Prompt | undefined;
      add(prompt: Prompt, index?: number): void;
    };

    function base(): Policy;
  }
}
