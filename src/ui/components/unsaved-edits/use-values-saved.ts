import { useState } from 'react';

/**
 * Whether a form's values differ from those it started with or last saved. `markSaved` records
 * the values of the render it belongs to, the ones a submit sent.
 */
export function useValuesSaved(values: unknown): { unsaved: boolean; markSaved: () => void } {
  const current = JSON.stringify(values);
  const [saved, setSaved] = useState(current);
  return { unsaved: current !== saved, markSaved: () => setSaved(current) };
}
