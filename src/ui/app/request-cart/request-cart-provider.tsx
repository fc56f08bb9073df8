import { useMemo, useState, type ReactNode } from 'react';
import type { CartUser } from '../../../domain/request-cart.js';
import { RequestCartContext, type RequestCartStore } from './request-cart-context.js';

/** Keeps the request cart's users across navigations, for as long as the app runs. */
export function RequestCartProvider({ children }: { children: ReactNode }) {
  const [users, setUsers] = useState<readonly CartUser[]>([]);
  const store = useMemo<RequestCartStore>(
    () => ({ users, setUsers, clear: () => setUsers([]) }),
    [users],
  );
  return <RequestCartContext value={store}>{children}</RequestCartContext>;
}
