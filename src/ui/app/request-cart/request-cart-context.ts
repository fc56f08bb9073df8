import { createContext, useContext } from 'react';
import type { CartUser } from '../../../domain/request-cart.js';

/** The users a new request is for, chosen before the New Request page opens. */
export interface RequestCartStore {
  users: readonly CartUser[];
  setUsers: (users: readonly CartUser[]) => void;
  clear: () => void;
}

export const RequestCartContext = createContext<RequestCartStore | null>(null);

export function useRequestCart(): RequestCartStore {
  const store = useContext(RequestCartContext);
  if (!store) throw new Error('useRequestCart needs a RequestCartProvider');
  return store;
}
