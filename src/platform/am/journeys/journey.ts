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

type JourneyNode = PageNode | CredentialsDecisionNode;

export interface JourneyDefinition {
  name: string;
  start: string;
  nodes: Record<string, JourneyNode>;
}
