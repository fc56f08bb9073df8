import { afterAll, beforeAll, describe, it } from 'vitest';
import { generatePaths } from '../../../scripts/paths/generate-paths.js';
import { idleTimeoutModel } from '../../../scripts/paths/models/idle-timeout-model.js';
import { startStack, type RunningStack } from '../../support/stack.js';
import { useBrowserContext } from '../support/browser.js';
import { IDLE_TIMEOUT_TABLE } from './idle-timeout-table.js';
import { runMachinePath } from './support/run-machine-path.js';

let stack: RunningStack | undefined;
const appUrl = () => stack!.url;

const context = useBrowserContext();

describe('idleTimeout plan in Chromium', () => {
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const path of generatePaths(idleTimeoutModel, 'shortest')) {
    it(path.name, () =>
      runMachinePath(IDLE_TIMEOUT_TABLE, {
        context: context(),
        url: appUrl(),
        model: idleTimeoutModel,
        path,
      }),
    );
  }
});
