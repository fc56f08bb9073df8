import { beforeAll, describe, it } from 'vitest';
import { generatePaths } from '../../../scripts/paths/generate-paths.js';
import { idleTimeoutModel } from '../../../scripts/paths/models/idle-timeout-model.js';
import { useBrowserContext } from '../support/browser.js';
import { platformAdmin } from '../support/platform-admin.js';
import { e2eStack } from '../support/shared-stack.js';
import { IDLE_TIMEOUT_TABLE } from './idle-timeout-table.js';
import { runMachinePath } from './support/run-machine-path.js';

const context = useBrowserContext();

describe('idleTimeout plan in Chromium', () => {
  let admin: Awaited<ReturnType<typeof platformAdmin>>;
  beforeAll(async () => {
    admin = await platformAdmin(e2eStack());
  });

  for (const path of generatePaths(idleTimeoutModel, 'shortest')) {
    it(path.name, async () =>
      runMachinePath(IDLE_TIMEOUT_TABLE, {
        context: context(),
        url: e2eStack().url,
        account: await admin.freshUser('alpha'),
        freshUser: (realm) => admin.freshUser(realm),
        model: idleTimeoutModel,
        path,
      }),
    );
  }
});
