import { afterAll, beforeAll, describe, it } from 'vitest';
import { generatePaths } from '../../../scripts/paths/generate-paths.js';
import { sessionModel } from '../../../scripts/paths/models/session-model.js';
import { startStack, type RunningStack } from '../../support/stack.js';
import { useBrowserContext } from '../support/browser.js';
import { SESSION_TABLE } from './session-table.js';
import { runMachinePath } from './support/run-machine-path.js';

let stack: RunningStack | undefined;
const appUrl = () => stack!.url;

const context = useBrowserContext();

describe('session plan in Chromium', () => {
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const path of generatePaths(sessionModel, 'shortest')) {
    it(path.name, () =>
      runMachinePath(SESSION_TABLE, {
        context: context(),
        url: appUrl(),
        model: sessionModel,
        path,
      }),
    );
  }
});
