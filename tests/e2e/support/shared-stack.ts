import { inject } from 'vitest';

/** What the e2e global setup started once for the whole run, as the tests reach it. */
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

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
    e2eApps: E2eApps;
    browserWsEndpoint: string;
    stackControlUrl: string;
  }
}

export function e2eStack(): E2eStack {
  return inject('e2eStack');
}

export function e2eApps(): E2eApps {
  return inject('e2eApps');
}
