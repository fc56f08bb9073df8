import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place in a list when a removed entry takes its focused button away: focus
 * moves to the entry's button (`buttons`, a selector) now in its place, or to the last one when it
 * was last. Focus the user has since put elsewhere stays where it is.
 */
export function useFocusAfterRemoval(
  listRef: RefObject<HTMLElement | null>,
  ids: readonly string[],
  buttons: string,
): (id: string, index: number) => void {
  const pending = useRef<{ id: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const removal = pending.current;
    if (!removal || ids.includes(removal.id)) return;
    pending.current = null;
    const list = listRef.current;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === list?.closest('[role=dialog]');
    if (!list || !lost) return;
    const left = list.querySelectorAll<HTMLElement>(buttons);
    left[Math.min(removal.index, left.length - 1)]?.focus();
  }, [ids, listRef, buttons]);
  return (id, index) => {
    pending.current = { id, index };
  };
}
