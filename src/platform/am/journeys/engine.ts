import type { AmAccount } from '../accounts.js';
import { readCallbackValues, type SubmittedCallback } from './callbacks.js';
import {
  FAILURE,
  SUCCESS,
  type JourneyDefinition,
  type PageNode,
  type RenderedPage,
} from './journey.js';
import { withoutSecrets, type JourneyPlatform } from './nodes/journey-platform.js';
import type { JourneyState } from './state-store.js';

export interface JourneyServices {
  /** The account the credentials sign in, or null (failures and lockout are the service's concern). */
  checkCredentials(username: string, password: string): Promise<AmAccount | null>;
  /** The store, settings, mail and request the self-service nodes work with. */
  platform: JourneyPlatform;
}

export type JourneyOutcome =
  | { kind: 'page'; node: PageNode; state: JourneyState }
  | { kind: 'rendered'; page: RenderedPage; state: JourneyState }
  | { kind: 'success'; account: AmAccount; secondFactor?: string }
  | { kind: 'failure' };

const MAX_STEPS = 100;

/**
 * Fields collected by password callbacks, and secret values, live only for the request that
 * collected them.
 */
function persistableValues(journey: JourneyDefinition, values: Record<string, string>) {
  const sensitive = new Set(
    Object.values(journey.nodes).flatMap((node) =>
      node.type === 'page'
        ? node.callbacks
            .filter((callback) => callback.type === 'PasswordCallback')
            .map((callback) => callback.field)
        : [],
    ),
  );
  return withoutSecrets(
    Object.fromEntries(Object.entries(values).filter(([field]) => !sensitive.has(field))),
  );
}

export function startState(journey: JourneyDefinition): JourneyState {
  return { node: journey.start, values: {} };
}

/**
 * Runs the journey from `state` until it needs input (a page) or ends.
 * `submitted` answers the page `state.node` points at, when there is one.
 */
export async function advanceJourney(
  journey: JourneyDefinition,
  state: JourneyState,
  submitted: SubmittedCallback[] | undefined,
  services: JourneyServices,
): Promise<JourneyOutcome> {
  let current = state.node;
  let values = { ...state.values };
  let pending = submitted;
  let account: AmAccount | null = null;
  let secondFactor = state.secondFactor;
  const stateAt = (node: string, at: Record<string, string>): JourneyState => ({
    node,
    values: persistableValues(journey, at),
    ...(secondFactor ? { secondFactor } : {}),
  });

  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (current === SUCCESS) {
      if (!account) return { kind: 'failure' };
      return secondFactor
        ? { kind: 'success', account, secondFactor }
        : { kind: 'success', account };
    }
    if (current === FAILURE) return { kind: 'failure' };
    const node = journey.nodes[current];
    if (!node) throw new Error(`Journey ${journey.name} has no node ${current}`);

    switch (node.type) {
      case 'page':
        if (!pending) {
          return { kind: 'page', node, state: stateAt(current, values) };
        }
        values = { ...values, ...readCallbackValues(node.callbacks, pending) };
        pending = undefined;
        current = node.next;
        break;
      case 'credentials-decision':
        account = await services.checkCredentials(
          values[node.usernameField] ?? '',
          values[node.passwordField] ?? '',
        );
        current = account ? node.onTrue : node.onFalse;
        break;
      case 'handled': {
        const result = await node.handler.run({ values, account, submitted: pending, services });
        pending = undefined;
        if (result.kind === 'page') {
          return { kind: 'rendered', page: result.page, state: stateAt(current, result.values) };
        }
        values = result.values;
        if (result.account !== undefined) account = result.account;
        secondFactor = result.secondFactor ?? secondFactor;
        const next = node.outcomes[result.outcome];
        if (!next) throw new Error(`Journey ${journey.name} has no outcome ${result.outcome}`);
        current = next;
        break;
      }
    }
  }
  throw new Error(`Journey ${journey.name} did not settle`);
}
