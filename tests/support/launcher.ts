import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { TEST_SEED_EVENTS } from './test-seed.js';

export interface RunningLauncher {
  process: ChildProcess;
  gatewayPort: number;
  platformPort: number;
  /** Everything the launcher and its processes printed so far. */
  output(): string;
  /** The URL the start banner tells a person to open. */
  printedUrl(): Promise<string>;
  /** Process ids of the platform the launcher reported starting, oldest first. */
  platformPids(): number[];
  gatewayPids(): number[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const started = new Set<RunningLauncher>();

/**
 * How long a launcher may take to print its URL. A fresh first start (store, migrations, seed)
 * takes about 15 s on an idle 2-core machine; beside the e2e run's three browsers and stacks it
 * once took more than 150 s. The wait catches a launcher that never comes up.
 */
export const BANNER_WAIT_MS = 300_000;

/** Stops every launcher a test file started, also those a failed test left running. */
export async function stopLaunchers(): Promise<void> {
  await Promise.all([...started].map((launcher) => launcher.stop()));
}

/** Runs `npm start`'s launcher as a person would, on free ports with a fresh data folder. */
export async function startLauncher(env: Record<string, string> = {}): Promise<RunningLauncher> {
  const dataDir = mkdtempSync(join(tmpdir(), 'launcher-'));
  const gatewayPort = Number(env.GATEWAY_PORT ?? (await freePort()));
  const platformPort = Number(env.PLATFORM_PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(gatewayPort),
      PLATFORM_PORT: String(platformPort),
      SEED_USERS_PER_REALM: '3',
      AUTOACCESS_SEED_EVENTS: TEST_SEED_EVENTS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL printed in ${BANNER_WAIT_MS / 1000} s:\n${output}`)),
      BANNER_WAIT_MS,
    );
    child.stdout.on('data', () => {
      const url = /Identity Console is running at (\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the launcher stopped:\n${output}`));
    });
  });
  printed.catch(() => undefined);
  const pids = (name: string) =>
    [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) =>
      Number(match[1]),
    );
  const launcher: RunningLauncher = {
    process: child,
    gatewayPort,
    platformPort,
    output: () => output,
    printedUrl: () => printed,
    platformPids: () => pids('platform'),
    gatewayPids: () => pids('gateway'),
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      started.delete(launcher);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  started.add(launcher);
  return launcher;
}

/** Whether a process with this id still runs. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server that answers every request with 200 and a healthy-looking body, as another copy
 * of the product would. Resolves undefined when the port is already taken (by someone else).
 */
export async function startImpostor(
  port: number,
): Promise<{ server: Server; requests: () => number } | undefined> {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve({ server, requests: () => requests }));
  });
}
