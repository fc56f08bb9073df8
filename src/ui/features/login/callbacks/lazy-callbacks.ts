/**
 * The renderers the first sign-in page never needs (the self-service pages with the password rules
 * and their common-password list, the 2-step pages, choices, waits, redirects, suspended
 * messages): they load with the first page that shows one, so the sign-in page stays light.
 */
export { ChoiceCallback } from './choice-callback.js';
export { ConfirmationCallback } from './confirmation-callback.js';
export { KbaCreateCallback } from './kba-create-callback.js';
export { OneTimeCodeCallback } from './one-time-code-callback.js';
export { OtherMethodOptions } from './other-method-options.js';
export { PollingWaitCallback } from './polling-wait-callback.js';
export { RecoveryCodeCallback } from './recovery-code-callback.js';
export { RedirectCallback } from './redirect-callback.js';
export { StringAttributeInputCallback } from './string-attribute-callback.js';
export { SuspendedTextOutputCallback } from './suspended-text-output-callback.js';
export { TermsAndConditionsCallback } from './terms-callback.js';
export { ValidatedCreatePasswordCallback } from './validated-password-callback.js';
export { ValidatedCreateUsernameCallback } from './validated-username-callback.js';
export { WebAuthnCallback } from './webauthn-callback.js';
