declare module '@apollo/client' {
  interface DefaultContext {
    /** False when the caller handles UNAUTHENTICATED itself instead of being sent to Login. */
    authRedirect?: boolean;
    /** False when the caller shows a FORBIDDEN itself instead of going to the Forbidden page. */
    forbiddenRedirect?: boolean;
  }
}

export const CALLER_HANDLES_UNAUTHENTICATED = { authRedirect: false } as const;
