import { findAccountById } from '../../accounts.js';
import type { NodeHandler } from '../journey.js';

/**
 * The account an earlier step identified by id, such as the user an emailed link was sent to.
 * Outcomes: `found` (the journey now holds the account), or `missing` when it no longer exists or
 * is inactive.
 */
export function identifiedAccount({ userIdField }: { userIdField: string }): NodeHandler {
  return {
    async run({ values, services: { platform } }) {
      const { db, realm } = platform;
      const account = await findAccountById(db, realm, values[userIdField] ?? '');
      return account?.active
        ? { kind: 'outcome', outcome: 'found', values, account }
        : { kind: 'outcome', outcome: 'missing', values };
    },
  };
}
