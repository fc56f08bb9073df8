import type { AuthErrorHandlers } from './apollo-client.js';

export interface AuthErrorRelay {
  /** Given to the Apollo error link; forwards to the connected handlers, else to the fallback. */
  handlers: AuthErrorHandlers;
  /** Routes authentication errors to `handlers` until the returned function is called. */
  connect: (handlers: AuthErrorHandlers) => () => void;
}

export function createAuthErrorRelay(fallback: AuthErrorHandlers): AuthErrorRelay {
  let connected: AuthErrorHandlers | undefined;
  return {
    handlers: {
      onUnauthenticated: () => (connected ?? fallback).onUnauthenticated(),
      onForbidden: () => (connected ?? fallback).onForbidden(),
    },
    connect(handlers) {
      connected = handlers;
      return () => {
        if (connected === handlers) connected = undefined;
      };
    },
  };
}
