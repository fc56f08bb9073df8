import { isPrintableText, isStorableText } from '../../../domain/json-limits.js';

/**
 * The first query parameter an OAuth endpoint cannot use: one holding text the store cannot
 * hold, or a `client_id` with control characters.
 */
export function unusableParameter(search: string): string | undefined {
  for (const [name, value] of new URLSearchParams(search)) {
    if (!isStorableText(name) || !isStorableText(value)) return name;
    if (name === 'client_id' && !isPrintableText(value)) return name;
  }
  return undefined;
}
