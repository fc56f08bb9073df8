import { useEffect, useRef } from 'react';

/**
 * Once `present` turns false (the actions a dialog was opened from are gone with the dialog),
 * the focus goes to the page's main content if it was left on the document's body, where a
 * keyboard user would have lost their place.
 */
export function useFocusMainWhenEmptied(present: boolean): void {
  const wasPresent = useRef(present);
  useEffect(() => {
    const emptied = wasPresent.current && !present;
    wasPresent.current = present;
    if (!emptied) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) document.querySelector('main')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [present]);
}
