import type { Locator } from 'playwright-core';
import { untilShown, whenVisible, type PathRun } from './run-machine-path.js';

/**
 * Types `search` into the user search field labelled `label` inside `scope`, and chooses the
 * offered user whose option shows `optionText` once the search has run (the paused clock runs
 * through the typing pause meanwhile).
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
  const option = run.page.getByRole('option').filter({ hasText: optionText }).first();
  await untilShown(run, () => option.isVisible(), `the user ${optionText} among those offered`);
  await option.click();
}
