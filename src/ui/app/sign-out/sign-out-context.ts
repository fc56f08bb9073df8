import { createContext, useContext } from 'react';

export const SignOutContext = createContext<(() => void) | null>(null);

/** Starts signing out: restore the login realm, clear the hash, end the session, leave. */
export function useSignOut(): () => void {
  const signOut = useContext(SignOutContext);
  if (!signOut) throw new Error('useSignOut needs a SignOutProvider');
  return signOut;
}
