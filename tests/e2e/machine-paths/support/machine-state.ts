import type { Page } from 'playwright-core';
import type { MachineStateAttribute } from '../../../../src/ui/app/session/machine-state-attribute.js';

/** The `<html data-…>` attributes the app mirrors its machines' states on. */
export type MachineAttribute = MachineStateAttribute;

const ATTRIBUTE_NAMES: Record<MachineAttribute, string> = {
  idleState: 'data-idle-state',
  sessionState: 'data-session-state',
  requestCartState: 'data-request-cart-state',
  certificationState: 'data-certification-state',
};

/** The machine's state as the page shows it, or null when the machine is not running. */
export function shownState(page: Page, attribute: MachineAttribute): Promise<string | null> {
  return page
    .evaluate((name) => document.documentElement.dataset[name] ?? null, attribute)
    .catch(() => null);
}

/** Waits (through Playwright's locator, unaffected by the page's fake clock) for the state. */
export async function reachesState(
  page: Page,
  attribute: MachineAttribute,
  label: string,
  timeout = 10_000,
): Promise<boolean> {
  return page
    .locator(`html[${ATTRIBUTE_NAMES[attribute]}="${label}"]`)
    .waitFor({ state: 'attached', timeout })
    .then(
      () => true,
      () => false,
    );
}
