import { useCallback, useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../../lib/browser-storage.js';
import { isLargeScreen, subscribeToLargeScreen } from '../../lib/large-screen.js';

const STORAGE_KEY = 'identity-console.side-menu-open';

const readRemembered = () => browserStorage.read(STORAGE_KEY) !== 'false';

const remember = (open: boolean) => browserStorage.write(STORAGE_KEY, String(open));

export interface SideMenuState {
  open: boolean;
  /** Below the large breakpoint the menu opens over the content and closes after navigation. */
  overlay: boolean;
  toggle: () => void;
  closeOverlay: () => void;
}

/**
 * Open by the remembered choice on large screens; always starts collapsed below the large
 * breakpoint.
 */
export function useSideMenu(): SideMenuState {
  const large = useSyncExternalStore(subscribeToLargeScreen, isLargeScreen, () => false);
  const [rememberedOpen, setRememberedOpen] = useState(readRemembered);
  const [overlayOpen, setOverlayOpen] = useState(false);

  const toggle = useCallback(() => {
    if (large) {
      remember(!rememberedOpen);
      setRememberedOpen(!rememberedOpen);
    } else {
      setOverlayOpen((open) => !open);
    }
  }, [large, rememberedOpen]);

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);

  return { open: large ? rememberedOpen : overlayOpen, overlay: !large, toggle, closeOverlay };
}
