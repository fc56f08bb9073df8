import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port.js';
import { startStack } from '../../support/stack.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import type {} from './shared-stack.js';
import { startStackControl } from './stack-control.js';

/**
 * One platform and gateway serving the built UI, and one Chromium, for the whole e2e run.
 * The platform registers the portal and SDK sample apps at ports the tests then serve them on.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [gatewayPort, portalPort, sdkAppPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const url = `http://localhost:${gatewayPort}`;
  const sdkOrigin = `http://127.0.0.1:${sdkAppPort}`;
  const [stack, browser] = await Promise.all([
    startStack({
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
    }),
    chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    }),
  ]);
  const control = await startStackControl(stack.platform.db);

  project.provide('e2eStack', {
    url: stack.url,
    amUrl: stack.platform.amUrl,
    idmUrl: stack.platform.idmUrl,
    platformUrl: stack.platform.config.PLATFORM_PUBLIC_URL,
  });
  project.provide('e2eApps', { portalPort, sdkAppPort });
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('stackControlUrl', control.url);

  return async () => {
    await control.close();
    await browser.close();
    await stack.close();
  };
}
