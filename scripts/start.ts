import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { supervise, type Supervisor } from './launcher/supervisor.js';
import {
  configuredUpstreams,
  embeddedUpstreams,
  type UpstreamUrls,
} from './launcher/upstream-urls.js';
import { waitForInstance, waitUntilOk } from './launcher/wait-for-instance.js';

/**
 * Runs the product: the embedded platform (unless upstream URLs point at a real
 * deployment) and the gateway serving the built UI. `--dev` adds Vite's dev server.
 * A process that stops is started again after a back-off; SIGINT and SIGTERM stop all.
 */
const port = z.coerce.number().int().min(1).max(65535);
const env = z
  .object({
    AM_URL: z.string().optional(),
    IDM_URL: z.string().optional(),
    IGA_URL: z.string().optional(),
    ANALYTICS_URL: z.string().optional(),
    AUTOACCESS_API_URL: z.string().optional(),
    AUTOACCESS_JAS_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    PLATFORM_PORT: port.default(8081),
    PLATFORM_PUBLIC_URL: z.string().optional(),
    GATEWAY_PORT: port.default(8080),
    GATEWAY_PUBLIC_URL: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    DEMO_PASSWORD: z.string().default('Demo!Passw0rd'),
    REALMADMIN_PASSWORD: z.string().default('Realm!Passw0rd'),
    AMADMIN_PASSWORD: z.string().default('Admin!Passw0rd'),
  })
  .parse(process.env);

let deployment: UpstreamUrls | undefined;
try {
  deployment = configuredUpstreams(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const embedded = !deployment;
const upstreams = deployment ?? embeddedUpstreams(env.PLATFORM_PORT);
const dev = process.argv.includes('--dev');
const publicUrl = env.GATEWAY_PUBLIC_URL ?? `http://localhost:${env.GATEWAY_PORT}`;
/** Names this run: its platform and gateway report it, so it never mistakes another copy's. */
const instanceId = randomUUID();
const supervisors: Supervisor[] = [];
const stopping = new AbortController();

function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'gateway-session.key');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function run(name: string, args: string[], extraEnv: Record<string, string>): Supervisor {
  const supervisor = supervise({
    name,
    start: () =>
      spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } }),
    log: (message) => console.log(`launcher: ${message}`),
    onFailedStart: (reason) => {
      console.error(`launcher: ${name} stopped before it was ready (${reason}); stopping.`);
      void shutdown(1);
    },
  });
  supervisors.push(supervisor);
  return supervisor;
}

let shuttingDown = false;
async function shutdown(code: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  stopping.abort();
  setTimeout(() => process.exit(code), 5000).unref();
  await Promise.all(supervisors.map((supervisor) => supervisor.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (embedded) {
    const platform = run('platform', ['--import', 'tsx', 'src/platform/main.ts'], {
      PLATFORM_PORT: String(env.PLATFORM_PORT),
      PLATFORM_PUBLIC_URL: env.PLATFORM_PUBLIC_URL ?? `http://localhost:${env.PLATFORM_PORT}`,
      GATEWAY_PUBLIC_URL: publicUrl,
      DATA_DIR: env.DATA_DIR,
      INSTANCE_ID: instanceId,
    });
    await waitForInstance({
      name: 'platform',
      baseUrl: `http://127.0.0.1:${env.PLATFORM_PORT}`,
      instanceId,
      portVariable: 'PLATFORM_PORT',
      signal: stopping.signal,
    });
    platform.confirmRunning();
  }
  const gateway = run('gateway', ['--import', 'tsx', 'src/gateway/main.ts'], {
    GATEWAY_PORT: String(env.GATEWAY_PORT),
    GATEWAY_PUBLIC_URL: publicUrl,
    SESSION_SECRET: sessionSecret(),
    ...upstreams,
    INSTANCE_ID: instanceId,
    PLATFORM_INSTANCE_ID: embedded ? instanceId : '',
    ...(dev ? { ALLOWED_ORIGINS: 'http://localhost:5173' } : {}),
  });
  const gatewayUrl = `http://127.0.0.1:${env.GATEWAY_PORT}`;
  await waitForInstance({
    name: 'gateway',
    baseUrl: gatewayUrl,
    instanceId,
    portVariable: 'GATEWAY_PORT',
    signal: stopping.signal,
  });
  await waitUntilOk(`${gatewayUrl}/readyz`, stopping.signal);
  gateway.confirmRunning();
  if (dev) run('vite', ['node_modules/vite/bin/vite.js'], {}).confirmRunning();
} catch (error) {
  if (!stopping.signal.aborted) {
    console.error(`launcher: ${(error as Error).message}`);
    await shutdown(1);
  }
}

if (!stopping.signal.aborted) {
  const lines = [
    '',
    `Identity Console is running at ${dev ? 'http://localhost:5173' : publicUrl}`,
    ...(embedded
      ? [
          'Demo sign-in (any realm: root, alpha, bravo; choose with ?realm=alpha):',
          `  user: demo   password: ${env.DEMO_PASSWORD}`,
          `  realm administrator (theme editor, risk administration): realmadmin   password: ${env.REALMADMIN_PASSWORD}`,
          `  delegated administrator (alpha): helpdesk   password: ${env.DEMO_PASSWORD}`,
          `  access approver (governance: demo's requests wait on them): approver   password: ${env.DEMO_PASSWORD}`,
          `  platform administrator (root, not for this app): amadmin   password: ${env.AMADMIN_PASSWORD}`,
        ]
      : ['Gateway connected to the configured platform.']),
    '',
  ];
  console.log(lines.join('\n'));
}
