import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { generatePaths, type MachinePath } from '../../../../scripts/paths/generate-paths.js';
import type { MachineModel } from '../../../../scripts/paths/machine-model.js';
import {
  VIEWPORT,
  describePages,
  useBrowserContext,
  useSharedBrowser,
  watchRequests,
} from '../../support/browser.js';
import { platformAdmin, type PlatformAdmin } from '../../support/platform-admin.js';
import { e2eStack } from '../../support/shared-stack.js';
import { firstPathPerOutcome } from './outcome-paths.js';
import { repeatedPaths } from './repeated-paths.js';
import { runMachinePath, type ArrangedPath, type MachinePathTable } from './run-machine-path.js';

/**
 * A fresh browser context for each path: the file's own context per test when paths run one at a
 * time, else one made and closed by the path itself, which describes its pages when the path fails.
 */
function useContexts(concurrent: boolean) {
  if (!concurrent) {
    const context = useBrowserContext();
    return async (work: (context: BrowserContext) => Promise<void>) => work(context());
  }
  const browser = useSharedBrowser();
  return async (work: (context: BrowserContext) => Promise<void>, pathName: string) => {
    const context = watchRequests(await browser().newContext({ viewport: VIEWPORT }));
    try {
      await work(context);
    } catch (error) {
      await describePages(context, pathName);
      throw error;
    } finally {
      await context.close();
    }
  };
}

/**
 * One test per path of the plan that `npm run paths` generates for `model`, each run in Chromium;
 * a path the table says the app cannot reach, or (when the table asks) whose every step an earlier
 * path takes, is listed as skipped, with the reason.
 */
export function describeMachinePlan<TFixture = undefined>(
  model: MachineModel,
  table: MachinePathTable<TFixture>,
) {
  const concurrent = table.concurrentPaths ?? false;
  const inContext = useContexts(concurrent);
  const test = concurrent ? it.concurrent : it;

  describe(`${model.name} plan in Chromium`, () => {
    let admin: PlatformAdmin;
    beforeAll(async () => {
      admin = await platformAdmin(e2eStack());
    });

    const arrange = async (path: MachinePath) =>
      table.arrange
        ? table.arrange(path, admin)
        : ({
            account: await admin.freshUser('alpha'),
            fixture: undefined as TFixture,
          } satisfies ArrangedPath<TFixture>);

    const paths = generatePaths(model, 'shortest');
    const repeated = repeatedPaths(paths);
    const firstToOutcome = firstPathPerOutcome(paths);
    for (const path of paths) {
      const notRun =
        table.notRun?.(path) ??
        (table.skipRepeatedPaths && repeated.get(path)
          ? 'every step is taken by an earlier path'
          : undefined) ??
        (table.onlyOutcomes && !firstToOutcome.get(path)
          ? 'neither a success nor a refusal that an earlier path has not reached'
          : undefined);
      if (notRun) {
        it.skip(`${path.name} (not run: ${notRun})`, () => undefined);
        continue;
      }
      test(path.name, async () => {
        const { account, fixture } = await arrange(path);
        await inContext(
          (context) =>
            runMachinePath(table, {
              context,
              url: e2eStack().url,
              account,
              freshUser: (realm) => admin.freshUser(realm),
              model,
              path,
              fixture,
            }),
          path.name,
        );
      });
    }
  });
}
