import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port.js';
import { startStack } from '../../support/stack.js';
import type { E2eSlot } from './shared-stack.js';
import { startStackControl } from './stack-control.js';

/**
 * A platform and gateway serving the built UI for one worker, with the stack control over its
 * store. The platform registers the portal and SDK sample apps at ports the tests then serve them on.
 */
async function startSlot(): Promise<{ slot: E2eSlot; close(): Promise<void> }> {
  const [gatewayPort, portalPort, sdkAppPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const url = `http://localhost:${gatewayPort}`;
  const sdkOrigin = `http://127.0.0.1:${sdkAppPort}`;
  const stack = await startStack({
    gatewayPort,
    platformPublicHost: 'localhost',
    platformEnv: {
      PORTAL_REDIRECT_URI: `http://localhost:${portalPort}/callback`,
      AM_CORS_ORIGINS: `${url},${sdkOrigin}`,
      SDK_SAMPLE_REDIRECT_URIS: `${sdkOrigin}/callback`,
      // Each file claims fresh users of its own: enough for every e2e file of the run.
      SEED_USERS_PER_REALM: '100',
      GOTO_URL_ALLOW_LIST: 'https://allowed.example/*',
    },
  });
  const control = await startStackControl(stack.platform.db);
  return {
    slot: {
      stack: {
        url: stack.url,
        amUrl: stack.platform.amUrl,
        idmUrl: stack.platform.idmUrl,
        platformUrl: stack.platform.config.PLATFORM_PUBLIC_URL,
      },
      apps: { portalPort, sdkAppPort },
      controlUrl: control.url,
    },
    async close() {
      await control.close();
      await stack.close();
    },
  };
}

/**
 * A stack per worker. Each worker's files run one after another against its own stack, so a file
 * that changes realm-wide settings never runs beside another file of the same stack. Each worker
 * launches its own Chromium (see `useSharedBrowser`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const slots = await Promise.all(Array.from({ length: project.config.maxWorkers }, startSlot));
  project.provide(
    'e2eSlots',
    slots.map(({ slot }) => slot),
  );

  return async () => {
    await Promise.all(slots.map((slot) => slot.close()));
  };
}
