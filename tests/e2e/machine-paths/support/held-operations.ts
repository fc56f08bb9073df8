import type { Page, Route } from 'playwright-core';
import { graphqlOperationName } from '../../support/graphql-operation.js';

/** A GraphQL request the page sent and the test has not answered yet. */
export interface HeldOperation {
  route: Route;
  operationName: string;
}

/**
 * Holds the page's GraphQL operations of the given names (once `shouldHold` agrees) until the
 * test answers them, so an invoked actor's result comes exactly when the plan says.
 */
export async function holdOperations(
  page: Page,
  names: readonly string[],
  shouldHold: (name: string) => Promise<boolean>,
) {
  const held: HeldOperation[] = [];
  const waiting = new Set<() => void>();
  await page.route('**/graphql', async (route) => {
    const operationName = graphqlOperationName(route.request());
    if (operationName && names.includes(operationName) && (await shouldHold(operationName))) {
      held.push({ route, operationName });
      waiting.forEach((wake) => wake());
      return;
    }
    await route.continue().catch(() => undefined);
  });
  return {
    /** The oldest held request of that operation, if any. */
    peek: (name: string): HeldOperation | undefined =>
      held.find((operation) => operation.operationName === name),
    /** Resolves once a request of that operation is held; rejects after `timeout` ms. */
    async arrival(name: string, timeout = 10_000): Promise<HeldOperation> {
      const find = () => held.find((operation) => operation.operationName === name);
      let wake = () => undefined as void;
      let timer: NodeJS.Timeout | undefined;
      try {
        return (
          find() ??
          (await new Promise<HeldOperation>((resolve, reject) => {
            wake = () => {
              const operation = find();
              if (operation) resolve(operation);
            };
            waiting.add(wake);
            timer = setTimeout(() => reject(new Error(`no ${name} request was sent`)), timeout);
          }))
        );
      } finally {
        waiting.delete(wake);
        clearTimeout(timer);
      }
    },
    take(name: string): HeldOperation {
      const index = held.findIndex((operation) => operation.operationName === name);
      const [operation] = index === -1 ? [] : held.splice(index, 1);
      if (!operation) throw new Error(`No ${name} request is waiting for an answer`);
      return operation;
    },
  };
}

export type HeldOperations = Awaited<ReturnType<typeof holdOperations>>;
