import { spawn, type ChildProcess } from 'node:child_process';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { freePort } from '../../tests/support/free-port.js';
import { embeddedUpstreams } from '../launcher/upstream-urls.js';

/** The scopes the gateway asks for, so that direct calls carry the same kind of token. */
export const GATEWAY_SCOPES = loadGatewayConfig({}).OAUTH_SCOPES;

/** The platform and the gateway as separate processes, as `npm start` runs them. */
export interface SpawnedStack {
  /** The gateway's base URL. */
  url: string;
  platform: { amUrl: string; idmUrl: string };
  /** Process ids, e.g. for profiling. */
  pids: { platform: number; gateway: number };
  close(): Promise<void>;
}

function run(entry: string, env: Record<string, string>, nodeArgs: string[]): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/**
 * Starts a freshly seeded platform (in-memory PGlite, or `databaseUrl`, unless `platformEnv` names
 * another DATA_DIR) and a gateway in front
 * of it, on free ports, each in its own Node process.
 */
export async function spawnStack(
  options: { databaseUrl?: string; nodeArgs?: string[]; platformEnv?: Record<string, string> } = {},
): Promise<SpawnedStack> {
  const [platformPort, gatewayPort] = [await freePort(), await freePort()];
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const url = `http://localhost:${gatewayPort}`;
  const amUrl = `${platformUrl}/am`;
  const idmUrl = `${platformUrl}/openidm`;
  const nodeArgs = options.nodeArgs ?? [];
  const platform = run(
    'src/platform/main.ts',
    {
      PLATFORM_PORT: String(platformPort),
      PLATFORM_PUBLIC_URL: platformUrl,
      GATEWAY_PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      SEED_USERS_PER_REALM: '55',
      LOG_LEVEL: 'silent',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.platformEnv,
    },
    nodeArgs,
  );
  let gateway: ChildProcess | undefined;
  try {
    await waitFor(`${idmUrl}/info/version`, platform);
    gateway = run(
      'src/gateway/main.ts',
      {
        GATEWAY_PORT: String(gatewayPort),
        GATEWAY_PUBLIC_URL: url,
        ...embeddedUpstreams(platformPort),
        SESSION_SECRET: 'a bench session secret that is long enough',
        LOG_LEVEL: 'silent',
      },
      nodeArgs,
    );
    await waitFor(`${url}/readyz`, gateway);
  } catch (error) {
    await Promise.all([stop(platform), gateway ? stop(gateway) : undefined]);
    throw error;
  }
  const started = gateway;
  return {
    url,
    platform: { amUrl, idmUrl },
    pids: { platform: platform.pid ?? 0, gateway: started.pid ?? 0 },
    async close() {
      await stop(started);
      await stop(platform);
    },
  };
}
