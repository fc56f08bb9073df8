import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { ActionMenuItem } from './menu-items.js';

interface MenuModalProps {
  onClose: () => void;
}

/** The dialogs a menu item of kind `modal` may open, by name; each loads when it opens. */
const MENU_MODALS: Readonly<Record<string, ComponentType<MenuModalProps>>> = {
  about: lazy(async () => ({ default: (await import('./about-dialog.js')).AboutDialog })),
};

/** What the shell does for a menu item of kind `event`, by its event name. */
export type MenuEvents = Readonly<Record<string, () => void>>;

export interface MenuActions {
  onAction: (item: ActionMenuItem) => void;
  /** The dialog a modal item opened, while it is open. */
  modal: ReactNode;
}

/**
 * Runs the side menu's action items: an event item calls the shell's handler of its event, a modal
 * item opens its dialog. An item naming neither is ignored, with a warning for whoever wrote it.
 */
export function useMenuActions(events: MenuEvents): MenuActions {
  const [open, setOpen] = useState<string | null>(null);
  const onAction = useCallback(
    (item: ActionMenuItem) => {
      const known =
        item.kind === 'event'
          ? Object.hasOwn(events, item.event)
          : Object.hasOwn(MENU_MODALS, item.modal);
      if (!known) {
        console.warn(`The menu item ${item.id} names nothing the shell knows`);
        return;
      }
      if (item.kind === 'event') events[item.event]?.();
      else setOpen(item.modal);
    },
    [events],
  );
  const Modal = open === null ? undefined : MENU_MODALS[open];
  const modal = Modal ? (
    <Suspense fallback={null}>
      <Modal onClose={() => setOpen(null)} />
    </Suspense>
  ) : null;
  return { onAction, modal };
}
