declare module '@apollo/client' {
  interface DefaultContext {
    /** False when the caller handles UNAUTHENTICATED itself instead of being sent to Login. */
    authRedirect?: boolean;
  }
}

export const CALLER_HANDLES_UNAUTHENTICATED = { authRedirect: false } as const;
