import type { JourneyDefinition } from './journey.js';
import { collectorPage } from './nodes/collector-page.js';
import { attributeInput } from './nodes/collectors/attribute-collector.js';
import { finalMessage } from './nodes/final-message.js';
import { emailUsernames } from './nodes/username-email.js';

/** Forgotten username: the usernames of the accounts with the email address typed are emailed to it. */
export const forgottenUsernameJourney: JourneyDefinition = {
  name: 'ForgottenUsername',
  start: 'enterEmail',
  nodes: {
    enterEmail: {
      type: 'handled',
      handler: collectorPage({
        stage: 'ForgottenUsername',
        header: 'Forgotten Username',
        description: 'Enter the email address of your account. We will email your username to it.',
        collectors: [attributeInput('mail', 'Email Address')],
      }),
      outcomes: { next: 'sendUsername' },
    },
    sendUsername: {
      type: 'handled',
      handler: emailUsernames({ mailField: 'mail' }),
      outcomes: { next: 'sent' },
    },
    sent: {
      type: 'handled',
      handler: finalMessage({
        stage: 'ForgottenUsernameEmailSent',
        header: 'Check Your Email',
        message: 'If an account uses this email address, we have emailed its username to it.',
      }),
      outcomes: {},
    },
  },
};
