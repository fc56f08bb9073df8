import { useEffect, useRef } from 'react';

/**
 * Asks a query again when its page is refreshed (`refreshedAt` moves) while the query's variables
 * stay the same, as they do over a period of fixed days. When the refresh moves the variables too
 * (a period that ends now), the query asks for them by itself.
 */
export function useRefetchOnRefresh(
  refetch: () => Promise<unknown>,
  refreshedAt: Date,
  variables: unknown,
  skip = false,
): void {
  const key = JSON.stringify(variables);
  const last = useRef({ refreshedAt, key });
  useEffect(() => {
    const previous = last.current;
    last.current = { refreshedAt, key };
    if (skip || previous.refreshedAt === refreshedAt || previous.key !== key) return;
    // The query shows its own error when the read fails.
    refetch().catch(() => undefined);
  }, [refetch, refreshedAt, key, skip]);
}
