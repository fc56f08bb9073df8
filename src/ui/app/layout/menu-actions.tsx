import type { ComponentType, ReactNode } from 'react';
import { AboutDialog } from './about-dialog.js';
import type { ActionMenuItem } from './menu-items.js';

/** The dialogs a menu item of kind `modal` may open, by name. */
const MENU_MODALS: Readonly<Record<string, ComponentType<{ onClose: () => void }>>> = {
  about: AboutDialog,
};

/** What the shell does for a menu item of kind `event`, by its event name. */
export type MenuEvents = Readonly<Record<string, () => void>>;

/**
 * Runs one of the side menu's action items: an event item calls the shell's handler of its event,
 * a modal item shows its dialog until it closes. An item naming neither is ignored, with a warning.
 */
export function runMenuAction(
  item: ActionMenuItem,
  events: MenuEvents,
  show: (dialog: ReactNode) => void,
): void {
  const handler =
    item.kind === 'event' && Object.hasOwn(events, item.event) ? events[item.event] : undefined;
  const Modal =
    item.kind === 'modal' && Object.hasOwn(MENU_MODALS, item.modal)
      ? MENU_MODALS[item.modal]
      : undefined;
  if (handler) handler();
  else if (Modal) show(<Modal onClose={() => show(null)} />);
  else console.warn(`The menu item ${item.id} names nothing the shell knows`);
}
