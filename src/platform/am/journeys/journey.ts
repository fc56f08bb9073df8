import type { AmAccount } from '../accounts.js';
import type { RenderedCallback, SubmittedCallback } from './callbacks.js';
import type { JourneyServices } from './engine.js';

/** Terminal outcomes a node can lead to. */
export const SUCCESS = 'success';
export const FAILURE = 'failure';

export interface CallbackDefinition {
  type: 'NameCallback' | 'PasswordCallback';
  prompt: string;
  /** Key the collected value is stored under in the journey state. */
  field: string;
}

export interface PageNode {
  type: 'page';
  stage: string;
  header: string;
  description: string;
  callbacks: CallbackDefinition[];
  next: string;
}

interface CredentialsDecisionNode {
  type: 'credentials-decision';
  usernameField: string;
  passwordField: string;
  onTrue: string;
  onFalse: string;
}

/**
 * A node whose page and outcome a handler computes (2-step verification and the like); the
 * handler's outcome names the next node through `outcomes`.
 */
interface HandledNode {
  type: 'handled';
  handler: NodeHandler;
  outcomes: Record<string, string>;
}

type JourneyNode = PageNode | CredentialsDecisionNode | HandledNode;

export interface JourneyDefinition {
  name: string;
  start: string;
  nodes: Record<string, JourneyNode>;
}

export interface RenderedPage {
  stage: string;
  header: string;
  description: string;
  /** English texts; the route translates prompts, messages and options. */
  callbacks: RenderedCallback[];
}

export interface NodeInput {
  values: Record<string, string>;
  /** The account a step before signed in, if any. */
  account: AmAccount | null;
  /** Answers to the page this node showed last; undefined when the journey just arrived. */
  submitted: SubmittedCallback[] | undefined;
  services: JourneyServices;
}

export type NodeResult =
  | { kind: 'page'; page: RenderedPage; values: Record<string, string> }
  | {
      kind: 'outcome';
      outcome: string;
      values: Record<string, string>;
      account?: AmAccount | null;
      /** The authentication device (or recovery code) the sign-in used. */
      secondFactor?: string;
    };

export interface NodeHandler {
  run(input: NodeInput): Promise<NodeResult>;
}
