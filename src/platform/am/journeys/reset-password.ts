import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { collectorPage } from './nodes/collector-page.js';
import { nameInput } from './nodes/collectors/name-collector.js';
import { validatedPassword } from './nodes/collectors/validated-password-collector.js';
import { emailSuspend } from './nodes/email-suspend.js';
import { identifiedAccount } from './nodes/identified-account.js';
import { identifyUser } from './nodes/identify-user.js';
import { updatePassword } from './nodes/password-update.js';
import { TWO_STEP_START, twoStepNodes } from './two-step-nodes.js';

const IDENTIFIER = 'identifier';
const USER_ID = 'userId';
const PASSWORD = 'secret.password';

/**
 * Forgotten password: the user is found by username or email address and emailed a one-time
 * link. The link resumes the journey at the account's 2-step device, if it has one, so that the
 * mailbox alone neither changes the password nor signs in; then the new password, after which the
 * user is signed in.
 */
export const resetPasswordJourney: JourneyDefinition = {
  name: 'ResetPassword',
  start: 'identify',
  nodes: {
    identify: {
      type: 'handled',
      handler: collectorPage({
        stage: 'ResetPassword',
        header: 'Reset Password',
        description:
          'Enter your username or email address. We will email you a link to choose a new password.',
        collectors: [nameInput(IDENTIFIER, 'Username or email address')],
      }),
      outcomes: { next: 'findUser' },
    },
    findUser: {
      type: 'handled',
      handler: identifyUser({ field: IDENTIFIER, userIdField: USER_ID }),
      outcomes: { true: 'sendLink', false: 'sendLink' },
    },
    sendLink: {
      type: 'handled',
      handler: emailSuspend({
        template: 'resetPassword',
        identifierField: IDENTIFIER,
        userIdField: USER_ID,
        resumeAt: 'linkedAccount',
        stage: 'ResetPasswordEmailSent',
        header: 'Check Your Email',
        message:
          'If an account matches what you entered, we have emailed it a link to choose a new password. The link works once and expires in {minutes} minutes.',
      }),
      outcomes: {},
    },
    linkedAccount: {
      type: 'handled',
      handler: identifiedAccount({ userIdField: USER_ID }),
      outcomes: { found: TWO_STEP_START, missing: FAILURE },
    },
    ...twoStepNodes('newPassword'),
    newPassword: {
      type: 'handled',
      handler: collectorPage({
        stage: 'ResetPasswordNew',
        header: 'Choose a New Password',
        collectors: [
          validatedPassword({ field: PASSWORD, userIdField: USER_ID, prompt: 'New Password' }),
        ],
      }),
      outcomes: { next: 'updatePassword' },
    },
    updatePassword: {
      type: 'handled',
      handler: updatePassword({ userIdField: USER_ID, passwordField: PASSWORD }),
      outcomes: { updated: SUCCESS, failure: FAILURE },
    },
  },
};
