import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from '../domain/trust-proxy-setting.js';
import { isGotoPattern } from './am/goto-allow-list.js';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const urlList = commaList.pipe(z.array(z.url()));

const schema = z.object({
  PLATFORM_HOST: z.string().default('127.0.0.1'),
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** Base URL the platform is reached at; OIDC issuers live under it. */
  PLATFORM_PUBLIC_URL: z.url().optional(),
  /** The gateway's public URL: the OAuth redirect URI and sign-out targets derive from it. */
  GATEWAY_PUBLIC_URL: z.url().default('http://localhost:8080'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Folder of the auto-access buckets; DATA_DIR/buckets by default, a temporary folder for memory://. */
  AUTOACCESS_BUCKETS_DIR: z.string().optional(),
  /** Authentication events the first start writes into the training bucket. */
  AUTOACCESS_SEED_EVENTS: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  LOCKOUT_DURATION_MINUTES: z.coerce.number().positive().default(15),
  /** Journey (authenticate) requests one client address may make per minute. */
  SIGN_IN_ADDRESS_MAX_REQUESTS: z.coerce.number().int().positive().default(300),
  /** Failed sign-ins (any username) one client address may make in the failure window. */
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  /** Failures of one username (from any address) before each further attempt must wait. */
  SIGN_IN_DELAY_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  /** The longest wait, in seconds, the doubling delay per username reaches. */
  SIGN_IN_MAX_DELAY_S: z.coerce.number().int().positive().default(60),
  /** Whose X-Forwarded-For gives the client address: `loopback` (the embedded gateway), a list of addresses or CIDR ranges, `true` or `false`. */
  PLATFORM_TRUST_PROXY: trustProxySetting('loopback'),
  SESSION_MAX_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** Overrides SESSION_MAX_IDLE_MINUTES, in seconds: short sessions for demos and tests. */
  PLATFORM_IDLE_TIMEOUT_S: z.coerce.number().int().positive().optional(),
  SESSION_MAX_MINUTES: z.coerce.number().positive().default(120),
  /** How recent a sign-in must be, in seconds, to delete an authentication device or rename a WebAuthn one. */
  REAUTH_WINDOW_S: z.coerce.number().int().positive().default(300),
  /** The seeded third-party OAuth client `portal` (Wide World Portal). */
  PORTAL_CLIENT_SECRET: z.string().min(16).default('wide-world-portal-secret'),
  PORTAL_REDIRECT_URI: z.url().default('http://localhost:8090/callback'),
  /** Comma-separated redirect URIs of the seeded public SDK client `sdk-sample`. */
  SDK_SAMPLE_REDIRECT_URIS: urlList.default(['http://localhost:8443/callback']),
  /** Comma-separated origins whose browser applications may call /am cross-origin (CORS). */
  AM_CORS_ORIGINS: urlList.optional(),
  /** Where `portal` may send the browser after sign-out; its redirect URI's origin by default. */
  PORTAL_POST_LOGOUT_REDIRECT_URI: z.url().optional(),
  /** Comma-separated URL patterns (`*` wildcards) a goto may lead to besides the console and the platform. */
  GOTO_URL_ALLOW_LIST: commaList
    .pipe(z.array(z.string().refine(isGotoPattern, 'not a goto URL pattern')))
    .default([]),
  /** Domain of the SSO cookie (e.g. `example.com`), shared by hosts under it; host-only when unset. */
  SSO_COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i)
    .optional(),
  SEED_USERS_PER_REALM: z.coerce.number().int().min(1).default(60),
  SEED_RANDOM_SEED: z.coerce.number().int().default(20261121),
  AMADMIN_PASSWORD: z.string().min(8).default('Admin!Passw0rd'),
  DEMO_PASSWORD: z.string().min(8).default('Demo!Passw0rd'),
  /** Seeded password of each realm's administrator `realmadmin`. */
  REALMADMIN_PASSWORD: z.string().min(8).default('Realm!Passw0rd'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Names one run of the launcher; /healthz reports it so the launcher knows its own platform. */
  INSTANCE_ID: z.string().optional(),
  /** `production` turns the development-only endpoints (the outbox listing) off. */
  NODE_ENV: z.string().optional(),
  /** Sends the journeys' emails through this SMTP server (smtp:// or smtps://) instead of the outbox folder. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  /** The From address of the journeys' emails. */
  MAIL_FROM: z.string().min(3).default('Identity Console <no-reply@localhost>'),
  /** How long an emailed journey link (password reset) stays good, in minutes. */
  JOURNEY_LINK_TTL_MINUTES: z.coerce.number().positive().default(15),
  /** Emails the journeys may send, per hour, for one username or email address typed. */
  JOURNEY_MAIL_MAX_PER_IDENTIFIER: z.coerce.number().int().positive().default(5),
  /** Emails the journeys may send, per hour, at the request of one client address. */
  JOURNEY_MAIL_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Failed sign-ins (any username) one client address may make in a minute. */
  SIGN_IN_ADDRESS_BURST_FAILURES: z.coerce.number().int().positive().default(10),
});

export type PlatformConfig = Omit<
  z.infer<typeof schema>,
  'PLATFORM_PUBLIC_URL' | 'AM_CORS_ORIGINS'
> & {
  PLATFORM_PUBLIC_URL: string;
  /** Origins allowed to call /am cross-origin; by default the gateway's public origin. */
  amCorsOrigins: string[];
  /** PGlite data folder of the store (under DATA_DIR), or memory:// */
  storeDir: string;
  /** How long an AM session may stay idle. */
  sessionMaxIdleSeconds: number;
  /** Where the auto-access buckets live (one folder each). */
  bucketsDir: string;
  /** The buckets folder belongs to this in-memory platform and goes when it closes. */
  bucketsDirIsTemporary: boolean;
  /** Where outgoing emails are written, one file each, when no SMTP server is set. */
  outboxDir: string;
};

let temporaryBucketsDirs = 0;

/** With an in-memory store the buckets go to a folder of their own under the system's temp dir. */
function bucketsDirOf(parsed: { DATA_DIR: string; AUTOACCESS_BUCKETS_DIR?: string | undefined }) {
  if (parsed.AUTOACCESS_BUCKETS_DIR)
    return { bucketsDir: parsed.AUTOACCESS_BUCKETS_DIR, temporary: false };
  if (!parsed.DATA_DIR.startsWith('memory://')) {
    return { bucketsDir: join(parsed.DATA_DIR, 'buckets'), temporary: false };
  }
  temporaryBucketsDirs += 1;
  const name = `identity-console-buckets-${process.pid}-${Date.now()}-${temporaryBucketsDirs}`;
  return { bucketsDir: join(tmpdir(), name), temporary: true };
}

let temporaryOutboxDirs = 0;

/** DATA_DIR/outbox; with an in-memory store, a folder of the platform's own under the system's temp dir. */
function outboxDirOf(dataDir: string): string {
  if (!dataDir.startsWith('memory://')) return join(dataDir, 'outbox');
  temporaryOutboxDirs += 1;
  return join(
    tmpdir(),
    `identity-console-outbox-${process.pid}-${Date.now()}-${temporaryOutboxDirs}`,
  );
}

export function loadPlatformConfig(env: Record<string, string | undefined>): PlatformConfig {
  const parsed = schema.parse(env);
  const publicUrl =
    parsed.PLATFORM_PUBLIC_URL ??
    `http://localhost:${parsed.PLATFORM_PORT === 0 ? 8081 : parsed.PLATFORM_PORT}`;
  const storeDir = parsed.DATA_DIR.startsWith('memory://')
    ? parsed.DATA_DIR
    : `${parsed.DATA_DIR}/pglite`;
  const sessionMaxIdleSeconds =
    parsed.PLATFORM_IDLE_TIMEOUT_S ?? Math.round(parsed.SESSION_MAX_IDLE_MINUTES * 60);
  const amCorsOrigins = (parsed.AM_CORS_ORIGINS ?? [parsed.GATEWAY_PUBLIC_URL]).map(
    (url) => new URL(url).origin,
  );
  const buckets = bucketsDirOf(parsed);
  return {
    ...parsed,
    PLATFORM_PUBLIC_URL: publicUrl.replace(/\/$/, ''),
    amCorsOrigins,
    storeDir,
    sessionMaxIdleSeconds,
    bucketsDir: buckets.bucketsDir,
    bucketsDirIsTemporary: buckets.temporary,
    outboxDir: outboxDirOf(parsed.DATA_DIR),
  };
}
