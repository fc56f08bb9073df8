import { managedUserObject } from '../../../../domain/realms.js';
import { findManagedObject } from '../../../idm/managed-store.js';
import { requireMailAllowed } from '../../sign-in-throttle.js';
import type { NodeHandler } from '../journey.js';
import { suspendJourney } from '../suspension-store.js';
import { consoleLoginUrl } from './console-links.js';
import { withoutSecrets } from './journey-platform.js';
import { composeMail, type MailTemplateName } from './mail-texts.js';
import { suspendedPage } from './suspended-page.js';

interface EmailSuspendOptions {
  template: MailTemplateName;
  /** What the user typed to be found, which the mail rate limits count. */
  identifierField: string;
  /** The user found, if any. */
  userIdField: string;
  /** The node the journey resumes at when the link is opened. */
  resumeAt: string;
  stage: string;
  header: string;
  message: string;
}

/**
 * Emails the user found a one-time link (`/login?realm=…&suspendedId=…` on the console) and
 * suspends the journey until it is opened, within JOURNEY_LINK_TTL_MINUTES. The page says the
 * same whether a user was found or not, and nothing is sent when none was.
 */
export function emailSuspend(options: EmailSuspendOptions): NodeHandler {
  return {
    async run({ values, submitted, services: { platform } }) {
      const kept = withoutSecrets(values);
      const minutes = String(platform.config.JOURNEY_LINK_TTL_MINUTES);
      const page = suspendedPage(platform, options, { minutes });
      if (submitted) return { kind: 'page', page, values: kept };

      const { db, config, realm, now } = platform;
      await requireMailAllowed(
        db,
        config,
        {
          realm,
          identifier: values[options.identifierField] ?? '',
          address: platform.clientAddress,
        },
        now,
      );
      const userId = values[options.userIdField];
      const user = userId
        ? await findManagedObject(db, managedUserObject(realm), userId)
        : undefined;
      const mail = typeof user?.doc.mail === 'string' ? user.doc.mail : '';
      if (user && mail !== '') {
        const suspendedId = await suspendJourney(db, {
          realm,
          tree: platform.tree,
          state: { node: options.resumeAt, values: kept },
          expiresAt: new Date(now.getTime() + config.JOURNEY_LINK_TTL_MINUTES * 60_000),
        });
        const name = [user.doc.givenName, user.doc.sn].filter((part) => typeof part === 'string');
        const content = composeMail(options.template, platform.language, {
          name: name.join(' ') || (typeof user.doc.userName === 'string' ? user.doc.userName : ''),
          link: consoleLoginUrl(platform, { suspendedId }),
          minutes,
        });
        await platform.mailer.send({ to: mail, ...content }, now);
      }
      return { kind: 'page', page, values: kept };
    },
  };
}
