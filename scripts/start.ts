import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Runs the product: the embedded platform (unless upstream URLs point at a real
 * deployment) and the gateway serving the built UI. `--dev` adds Vite's dev server.
 */
const env = z
  .object({
    AM_URL: z.string().optional(),
    IDM_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    PLATFORM_PORT: z.coerce.number().default(8081),
    GATEWAY_PORT: z.coerce.number().default(8080),
    GATEWAY_PUBLIC_URL: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    DEMO_PASSWORD: z.string().default('Demo!Passw0rd'),
    REALMADMIN_PASSWORD: z.string().default('Realm!Passw0rd'),
    AMADMIN_PASSWORD: z.string().default('Admin!Passw0rd'),
  })
  .parse(process.env);

const embedded = !env.AM_URL && !env.IDM_URL;
const dev = process.argv.includes('--dev');
const publicUrl = env.GATEWAY_PUBLIC_URL ?? `http://localhost:${env.GATEWAY_PORT}`;
const children: ChildProcess[] = [];

function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'gateway-session.key');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function run(name: string, args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

let shuttingDown = false;
function shutdown(code: number): void {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (embedded) {
  run('platform', ['--import', 'tsx', 'src/platform/main.ts'], {
    PLATFORM_PORT: String(env.PLATFORM_PORT),
    GATEWAY_PUBLIC_URL: publicUrl,
    DATA_DIR: env.DATA_DIR,
  });
  await waitFor(`http://127.0.0.1:${env.PLATFORM_PORT}/healthz`);
}
run('gateway', ['--import', 'tsx', 'src/gateway/main.ts'], {
  GATEWAY_PORT: String(env.GATEWAY_PORT),
  GATEWAY_PUBLIC_URL: publicUrl,
  SESSION_SECRET: sessionSecret(),
  ...(dev ? { ALLOWED_ORIGINS: 'http://localhost:5173' } : {}),
});
await waitFor(`http://127.0.0.1:${env.GATEWAY_PORT}/readyz`);
if (dev) run('vite', ['node_modules/vite/bin/vite.js'], {});

const lines = [
  '',
  `Identity Console is running at ${dev ? 'http://localhost:5173' : publicUrl}`,
  ...(embedded
    ? [
        'Demo sign-in (any realm: root, alpha, bravo; choose with ?realm=alpha):',
        `  user: demo   password: ${env.DEMO_PASSWORD}`,
        `  realm administrator (theme editor): realmadmin   password: ${env.REALMADMIN_PASSWORD}`,
        `  delegated administrator (alpha): helpdesk   password: ${env.DEMO_PASSWORD}`,
        `  platform administrator (root, not for this app): amadmin   password: ${env.AMADMIN_PASSWORD}`,
      ]
    : ['Gateway connected to the configured platform.']),
  '',
];
console.log(lines.join('\n'));
