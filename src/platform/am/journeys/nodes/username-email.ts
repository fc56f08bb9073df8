import { sql } from 'kysely';
import { managedUserObject } from '../../../../domain/realms.js';
import { requireMailAllowed } from '../../sign-in-throttle.js';
import type { NodeHandler } from '../journey.js';
import { consoleLoginUrl } from './console-links.js';
import { composeMail } from './mail-texts.js';

const MAX_ACCOUNTS = 10;

/**
 * Emails the usernames of the realm's active users with the email address typed under
 * `mailField`, with a link to sign in; sends nothing when there are none. Outcome `next` either
 * way, so the journey never tells whether an address is known.
 */
export function emailUsernames({ mailField }: { mailField: string }): NodeHandler {
  return {
    async run({ values, services: { platform } }) {
      const { db, config, realm, now } = platform;
      const mail = (values[mailField] ?? '').trim();
      await requireMailAllowed(
        db,
        config,
        { realm, identifier: mail, address: platform.clientAddress },
        now,
      );
      const rows = await db
        .selectFrom('managed_objects')
        .select(sql<string>`doc->>'userName'`.as('userName'))
        .where('type', '=', managedUserObject(realm))
        .where(sql<string>`lower(doc->>'mail')`, '=', mail.toLowerCase())
        .where(sql<string>`coalesce(doc->>'accountStatus', 'active')`, '=', 'active')
        .orderBy('id')
        .limit(MAX_ACCOUNTS)
        .execute();
      const usernames = rows.map((row) => row.userName).filter(Boolean);
      if (usernames.length > 0) {
        const content = composeMail('forgottenUsername', platform.language, {
          usernames: usernames.join(', '),
          link: consoleLoginUrl(platform),
        });
        await platform.mailer.send({ to: mail, ...content }, now);
      }
      return { kind: 'outcome', outcome: 'next', values };
    },
  };
}
