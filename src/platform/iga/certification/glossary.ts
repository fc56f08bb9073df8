import { EXCEPTION_DEFERRAL_DAYS } from '../../../domain/constants.js';

export interface GlossaryTerm {
  term: string;
  definition: string;
}

/** The terms a reviewer meets in a certification task; a deployment may word its own. */
export const CERTIFICATION_GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'Certify',
    definition: 'Confirms that the user should keep this access.',
  },
  {
    term: 'Revoke',
    definition:
      'Asks for this access to be removed. The access is removed when the campaign is signed off.',
  },
  {
    term: 'Exception',
    definition: `Lets the user keep this access for now: the decision is deferred for ${EXCEPTION_DEFERRAL_DAYS} days, after which the item needs a decision again.`,
  },
  {
    term: 'Clear decisions',
    definition:
      'Removes the decisions made on the selected items, so that they need a decision again.',
  },
  {
    term: 'Comment',
    definition: 'Adds a note to the item that every reviewer of the item can read.',
  },
  {
    term: 'Forward',
    definition:
      'Hands your review of the item to another user, who gets the same permissions as you.',
  },
  {
    term: 'Reassign',
    definition: 'Replaces you as a reviewer of the item by another user or by a role.',
  },
  {
    term: 'Sign off',
    definition:
      'Completes the campaign once every item has a decision. Decisions can no longer change, and revoked access is removed.',
  },
  {
    term: 'Reviewer',
    definition:
      'A user, or every holder of a role, who reviews an item, with permissions to view, comment, decide, forward and sign off.',
  },
  {
    term: 'Recon',
    definition:
      'The account was found in the application by reconciliation, not granted through a request.',
  },
  {
    term: 'Request based',
    definition: 'The access was granted through an approved access request.',
  },
  {
    term: 'Role based',
    definition: 'The access comes with a role the user holds.',
  },
  {
    term: 'New access',
    definition: 'The access was granted since the previous review.',
  },
  {
    term: 'Temporal',
    definition: 'The access is granted for a limited time and ends on its expiry date.',
  },
  {
    term: 'Overdue',
    definition: 'The campaign has passed its deadline and is not signed off yet.',
  },
];
