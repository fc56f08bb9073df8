import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

const health = z.object({ instance: z.string().optional() });

/** Who answers a service's /healthz: this run's process, some other server, or nobody yet. */
async function whoAnswers(
  baseUrl: string,
  instanceId: string,
): Promise<'ours' | 'other' | 'nobody'> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return 'nobody';
  }
  const parsed = health.safeParse(await response.json().catch(() => undefined));
  return parsed.success && parsed.data.instance === instanceId ? 'ours' : 'other';
}

/**
 * Waits until this run's process answers at `baseUrl`; fails at once when another server
 * answers there (the port is taken), and when `signal` aborts (the process stopped).
 */
export async function waitForInstance(options: {
  name: string;
  baseUrl: string;
  instanceId: string;
  portVariable: string;
  signal: AbortSignal;
  timeoutMs?: number;
}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    options.signal.throwIfAborted();
    const answer = await whoAnswers(options.baseUrl, options.instanceId);
    if (answer === 'ours') return;
    if (answer === 'other') {
      throw new Error(
        `Another server already answers at ${options.baseUrl}, so the ${options.name} cannot ` +
          `start there. Stop it, or choose another port with ${options.portVariable}.`,
      );
    }
    await sleep(250, undefined, { signal: options.signal });
  }
  throw new Error(
    `The ${options.name} did not start within ${(options.timeoutMs ?? 180_000) / 1000} s.`,
  );
}

/** Polls `url` until it answers 2xx. */
export async function waitUntilOk(url: string, signal: AbortSignal, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal.throwIfAborted();
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not ready yet
    }
    await sleep(250, undefined, { signal });
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s.`);
}
