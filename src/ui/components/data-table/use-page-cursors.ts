import { useState } from 'react';

/**
 * The cursor each page starts from, for one search, order and page size: pages are read with
 * `search_after`, so page n+1 starts where page n ended.
 */
export function usePageCursors(queryKey: string, page: number) {
  const [cursors, setCursors] = useState<{ key: string; starts: ReadonlyMap<number, string> }>({
    key: queryKey,
    starts: new Map(),
  });
  const starts = cursors.key === queryKey ? cursors.starts : new Map<number, string>();
  const after = page === 0 ? null : (starts.get(page) ?? null);
  const remember = (endedPage: number, nextCursor: string | null | undefined) => {
    if (!nextCursor || starts.get(endedPage + 1) === nextCursor) return;
    setCursors({ key: queryKey, starts: new Map(starts).set(endedPage + 1, nextCursor) });
  };
  return { after, remember };
}
