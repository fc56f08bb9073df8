/** The context of an operation whose screen shows a FORBIDDEN answer itself. */
export const CALLER_HANDLES_FORBIDDEN = { forbiddenRedirect: false } as const;
