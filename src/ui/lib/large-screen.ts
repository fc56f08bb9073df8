import { BREAKPOINTS } from '../../domain/constants.js';

/** At and above the large breakpoint, pages keep side panels beside their content. */
const LARGE_SCREEN = `(min-width: ${BREAKPOINTS.lg}px)`;

export const isLargeScreen = (): boolean => window.matchMedia(LARGE_SCREEN).matches;

export function subscribeToLargeScreen(onChange: () => void): () => void {
  const query = window.matchMedia(LARGE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
