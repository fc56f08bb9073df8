import { beforeAll, describe, it } from 'vitest';
import { generatePaths } from '../../../scripts/paths/generate-paths.js';
import { sessionModel } from '../../../scripts/paths/models/session-model.js';
import { useBrowserContext } from '../support/browser.js';
import { platformAdmin } from '../support/platform-admin.js';
import { e2eStack } from '../support/shared-stack.js';
import { SESSION_TABLE } from './session-table.js';
import { runMachinePath } from './support/run-machine-path.js';

const context = useBrowserContext();

describe('session plan in Chromium', () => {
  let admin: Awaited<ReturnType<typeof platformAdmin>>;
  beforeAll(async () => {
    admin = await platformAdmin(e2eStack());
  });

  for (const path of generatePaths(sessionModel, 'shortest')) {
    it(path.name, async () =>
      runMachinePath(SESSION_TABLE, {
        context: context(),
        url: e2eStack().url,
        account: await admin.freshUser('alpha'),
        freshUser: (realm) => admin.freshUser(realm),
        model: sessionModel,
        path,
      }),
    );
  }
});
