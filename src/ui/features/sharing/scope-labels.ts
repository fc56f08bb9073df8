import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN_SCOPES = { view: 'sharing.scopes.view', edit: 'sharing.scopes.edit' } as const;

/** A scope in the active language: the known ones translated, any other as the platform names it. */
export function useScopeLabels(): (scopes: readonly string[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (scopes) =>
      scopes
        .map((scope) =>
          Object.hasOwn(KNOWN_SCOPES, scope)
            ? t(KNOWN_SCOPES[scope as keyof typeof KNOWN_SCOPES])
            : scope,
        )
        .join(', '),
    [t],
  );
}
