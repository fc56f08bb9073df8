import { inject } from 'vitest';

/** A platform and gateway that the e2e global setup started for one worker, as its tests reach it. */
export interface E2eStack {
  /** The gateway serving the built UI, e.g. http://localhost:41234 */
  url: string;
  /** The platform's AM and IDM, for calls from Node (loopback address). */
  amUrl: string;
  idmUrl: string;
  /** The platform as browsers see it: on the console's host, as `npm start` serves it. */
  platformUrl: string;
}

/** Ports the shared platform's clients are registered with; the tests serve those apps. */
export interface E2eApps {
  /** The `portal` client's web application: http://localhost:<port>/callback */
  portalPort: number;
  /** The SDK sample application: http://127.0.0.1:<port>/callback, allowed by AM's CORS. */
  sdkAppPort: number;
}

/** What one worker's test files use: its stack, the apps its platform knows, its stack control. */
export interface E2eSlot {
  stack: E2eStack;
  apps: E2eApps;
  /** See `stack-control.ts`. */
  controlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per e2e worker, by the worker's pool id (1 is the first). */
    e2eSlots: E2eSlot[];
  }
}

/**
 * The calling worker's slot. A worker runs one test file at a time, so no two files run against
 * the same stack at once.
 */
export function e2eSlot(): E2eSlot {
  const slots = inject('e2eSlots');
  const poolId = Number(process.env.VITEST_POOL_ID);
  const slot = slots[poolId - 1];
  if (!slot) throw new Error(`No e2e stack for worker ${poolId} (${slots.length} started)`);
  return slot;
}

export function e2eStack(): E2eStack {
  return e2eSlot().stack;
}

export function e2eApps(): E2eApps {
  return e2eSlot().apps;
}
