import { beforeAll, describe, it } from 'vitest';
import { generatePaths } from '../../../../scripts/paths/generate-paths.js';
import type { MachineModel } from '../../../../scripts/paths/machine-model.js';
import { useBrowserContext } from '../../support/browser.js';
import { platformAdmin } from '../../support/platform-admin.js';
import { e2eStack } from '../../support/shared-stack.js';
import { runMachinePath, type MachinePathTable } from './run-machine-path.js';

/** One test per path of the plan that `npm run paths` generates for `model`, each run in Chromium. */
export function describeMachinePlan(model: MachineModel, table: MachinePathTable) {
  const context = useBrowserContext();

  describe(`${model.name} plan in Chromium`, () => {
    let admin: Awaited<ReturnType<typeof platformAdmin>>;
    beforeAll(async () => {
      admin = await platformAdmin(e2eStack());
    });

    for (const path of generatePaths(model, 'shortest')) {
      it(path.name, async () =>
        runMachinePath(table, {
          context: context(),
          url: e2eStack().url,
          account: await admin.freshUser('alpha'),
          freshUser: (realm) => admin.freshUser(realm),
          model,
          path,
        }),
      );
    }
  });
}
