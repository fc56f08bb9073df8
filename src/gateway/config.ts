import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { trustProxySetting } from '../domain/trust-proxy-setting.js';
import { AUTH_CALLBACK_PATH } from '../domain/app-paths.js';
import { AUTO_ACCESS_SCOPE } from '../domain/autoaccess/auto-access-scope.js';
import { IGA_SCOPE } from '../domain/governance/governance-feature.js';
import { ANALYTICS_SCOPE } from '../domain/reports/report-feature.js';

const url = z.url().transform((value) => value.replace(/\/+$/, ''));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const count = z.coerce.number().int().positive();

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    GATEWAY_PUBLIC_URL: url.default('http://localhost:8080'),
    /** Extra origins allowed to call /graphql, comma-separated. */
    ALLOWED_ORIGINS: z.string().default(''),
    AM_URL: url.default('http://127.0.0.1:8081/am'),
    IDM_URL: url.default('http://127.0.0.1:8081/openidm'),
    /** The other services default to their paths on AM_URL's origin. */
    IGA_URL: url.optional(),
    ANALYTICS_URL: url.optional(),
    AUTOACCESS_API_URL: url.optional(),
    AUTOACCESS_JAS_URL: url.optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** How long opening a connection to a platform service may take. */
    UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
    /** Circuit breaker per platform service: opens at this failure percentage... */
    UPSTREAM_BREAKER_ERROR_PERCENT: z.coerce.number().min(1).max(100).default(50),
    /** ...once this many calls fell in its 10 s window; then it probes after the reset time. */
    UPSTREAM_BREAKER_MIN_CALLS: count.default(5),
    UPSTREAM_BREAKER_RESET_MS: count.default(10_000),
    /** How long /readyz waits for each platform service. */
    READY_TIMEOUT_MS: count.default(800),
    /** Accept only the UI's build-time operations, sent by hash; default: on in production. */
    GRAPHQL_TRUSTED_DOCUMENTS: flag.optional(),
    GRAPHQL_TRUSTED_DOCUMENTS_FILE: z.string().default('src/ui/gql/persisted-documents.json'),
    /** Introspection and "Did you mean" suggestions; default: off in production. */
    GRAPHQL_INTROSPECTION: flag.optional(),
    GRAPHQL_MAX_ALIASES: count.default(10),
    GRAPHQL_MAX_DEPTH: count.default(10),
    GRAPHQL_MAX_COST: count.default(1000),
    GRAPHQL_MAX_TOKENS: count.default(1000),
    /** How long a session's `me` answer is reused; 0 asks the platform every time. */
    ME_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
    /** How long a managed object's schema is reused; 0 asks the platform every time. */
    SCHEMA_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    OAUTH_CLIENT_ID: z.string().default('end-user-ui'),
    OAUTH_SCOPES: z
      .string()
      .default(
        `openid profile email address phone offline_access ${AUTO_ACCESS_SCOPE} ${IGA_SCOPE} ${ANALYTICS_SCOPE}`,
      ),
    /** At least 32 characters; signs and encrypts the session cookie. */
    SESSION_SECRET: z.string().min(32).optional(),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 3600),
    UI_DIST_DIR: z.string().default('dist/ui'),
    /** Origins theme footer scripts may load from, comma-separated (https only); none by default. */
    THEME_SCRIPT_SOURCES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https:\/\/[^\s/'";]+$/, 'an https origin'))),
    /**
     * Which proxies' X-Forwarded-For to believe for the client address: `false` (none, the
     * default), `true` (any: only behind a proxy that overwrites it), or a comma-separated list
     * of addresses or CIDR ranges.
     */
    TRUST_PROXY: trustProxySetting('false'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Names one run of the launcher; /healthz reports it so the launcher knows its own gateway. */
    INSTANCE_ID: z.string().optional(),
    /** When set, /readyz needs the platform's /healthz to report this name (its launcher's run). */
    PLATFORM_INSTANCE_ID: z.string().optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET is required in production',
    path: ['SESSION_SECRET'],
  });

type ServiceUrl = 'IGA_URL' | 'ANALYTICS_URL' | 'AUTOACCESS_API_URL' | 'AUTOACCESS_JAS_URL';

const SERVICE_PATHS: Record<ServiceUrl, string> = {
  IGA_URL: '/iga',
  ANALYTICS_URL: '/analytics',
  AUTOACCESS_API_URL: '/autoaccess/api',
  AUTOACCESS_JAS_URL: '/autoaccess/jas',
};

export type GatewayConfig = Omit<
  z.infer<typeof schema>,
  'SESSION_SECRET' | 'ALLOWED_ORIGINS' | ServiceUrl
> &
  Record<ServiceUrl, string> & {
    SESSION_SECRET: string;
    allowedOrigins: string[];
    redirectUri: string;
    secureCookies: boolean;
  };

export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const parsed = schema.parse(env);
  const publicOrigin = new URL(parsed.GATEWAY_PUBLIC_URL).origin;
  const extraOrigins = parsed.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const amOrigin = new URL(parsed.AM_URL).origin;
  const services = Object.fromEntries(
    (Object.keys(SERVICE_PATHS) as ServiceUrl[]).map((name) => [
      name,
      parsed[name] ?? `${amOrigin}${SERVICE_PATHS[name]}`,
    ]),
  ) as Record<ServiceUrl, string>;
  return {
    ...parsed,
    ...services,
    SESSION_SECRET: parsed.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    allowedOrigins: [publicOrigin, ...extraOrigins],
    redirectUri: `${parsed.GATEWAY_PUBLIC_URL}${AUTH_CALLBACK_PATH}`,
    secureCookies: !isLoopbackHost(new URL(parsed.GATEWAY_PUBLIC_URL).hostname),
  };
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
