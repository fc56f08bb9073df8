import type { Request } from 'playwright-core';

/** The name of the GraphQL operation a request carries; undefined for any other request. */
export function graphqlOperationName(request: Request): string | undefined {
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : undefined;
  } catch {
    return undefined;
  }
}
