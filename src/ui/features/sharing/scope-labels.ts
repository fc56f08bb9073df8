import { useCallback } from 'react';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';

/** Scopes in the active language: the known ones translated, any other as the platform names it. */
export function useScopeLabels(): (scopes: readonly string[]) => string {
  const label = useEnumLabel();
  return useCallback(
    (scopes) => scopes.map((scope) => label('sharingScope', scope)).join(', '),
    [label],
  );
}
