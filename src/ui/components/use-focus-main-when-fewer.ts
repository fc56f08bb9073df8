import { useEffect, useRef } from 'react';

/**
 * Once `count` falls (an item left the list, or the actions a dialog was opened from are gone with
 * the dialog), the focus goes to the page's main content if it was left on the document's body,
 * where a keyboard user would have lost their place.
 */
export function useFocusMainWhenFewer(count: number): void {
  const previous = useRef(count);
  useEffect(() => {
    const fewer = count < previous.current;
    previous.current = count;
    if (!fewer) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) document.querySelector('main')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);
}
