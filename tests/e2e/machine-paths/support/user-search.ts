import type { Locator } from 'playwright-core';
import { USER_SEARCH_DELAY_MS } from '../../../../src/domain/governance/governance-feature.js';
import { untilShown, whenVisible, type PathRun } from './run-machine-path.js';

/**
 * Types `search` into the user search field labelled `label` inside `scope`, lets the paused clock
 * run through the typing pause the field waits for, and chooses the offered user whose option
 * shows `optionText` once the search has answered.
 */
export async function chooseUser(
  run: PathRun,
  scope: Locator,
  label: string,
  search: string,
  optionText: string,
): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await (await whenVisible(run, field, `the field ${label}`)).fill(search);
  await run.page.clock.runFor(USER_SEARCH_DELAY_MS);
  run.pumpedMs += USER_SEARCH_DELAY_MS;
  const option = run.page.getByRole('option').filter({ hasText: optionText }).first();
  await untilShown(run, () => option.isVisible(), `the user ${optionText} among those offered`);
  await option.click();
}
