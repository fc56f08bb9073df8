import { lazy, type ComponentType } from 'react';
import type { CallbackFieldProps } from './callback-field-props.js';
import type * as LazyCallbacks from './lazy-callbacks.js';
import { HiddenValueCallback } from './hidden-value-callback.js';
import { NameCallback } from './name-callback.js';
import { PasswordCallback } from './password-callback.js';
import { SelectIdPCallback } from './select-idp-callback.js';
import { TextOutputCallback } from './text-output-callback.js';

/** A renderer loaded with the first page that shows one (see lazy-callbacks.ts). */
const later = (name: keyof typeof LazyCallbacks): ComponentType<CallbackFieldProps> =>
  lazy(async () => ({ default: (await import('./lazy-callbacks.js'))[name] }));

const ChoiceCallback = later('ChoiceCallback');
const ConfirmationCallback = later('ConfirmationCallback');
const PollingWaitCallback = later('PollingWaitCallback');
const RedirectCallback = later('RedirectCallback');
const SuspendedTextOutputCallback = later('SuspendedTextOutputCallback');
const KbaCreateCallback = later('KbaCreateCallback');
const StringAttributeInputCallback = later('StringAttributeInputCallback');
const TermsAndConditionsCallback = later('TermsAndConditionsCallback');
const ValidatedCreatePasswordCallback = later('ValidatedCreatePasswordCallback');
const ValidatedCreateUsernameCallback = later('ValidatedCreateUsernameCallback');
const OneTimeCodeCallback = later('OneTimeCodeCallback');
const OtherMethodOptions = later('OtherMethodOptions');
const RecoveryCodeCallback = later('RecoveryCodeCallback');
const WebAuthnCallback = later('WebAuthnCallback');

export interface CallbackRenderer {
  Field: ComponentType<CallbackFieldProps>;
  /** Whether the field takes typing, so it can receive the step's first focus. */
  focusable: boolean;
  /** The step goes on without the user (a redirect, a wait) or not at all: no submit button. */
  hidesSubmit?: boolean;
  /** Shown after the step's submit button: another way to go on (a social provider). */
  afterSubmit?: boolean;
}

/** How each callback type of a journey step is shown; a type missing here cannot be answered. */
const CALLBACK_RENDERERS: Readonly<Record<string, CallbackRenderer>> = {
  NameCallback: { Field: NameCallback, focusable: true },
  PasswordCallback: { Field: PasswordCallback, focusable: true },
  SelectIdPCallback: { Field: SelectIdPCallback, focusable: false, afterSubmit: true },
  TextOutputCallback: { Field: TextOutputCallback, focusable: false },
  ChoiceCallback: { Field: ChoiceCallback, focusable: true },
  ConfirmationCallback: { Field: ConfirmationCallback, focusable: true },
  HiddenValueCallback: { Field: HiddenValueCallback, focusable: false },
  KbaCreateCallback: { Field: KbaCreateCallback, focusable: true },
  TermsAndConditionsCallback: { Field: TermsAndConditionsCallback, focusable: false },
  ValidatedCreateUsernameCallback: { Field: ValidatedCreateUsernameCallback, focusable: true },
  ValidatedCreatePasswordCallback: { Field: ValidatedCreatePasswordCallback, focusable: true },
  StringAttributeInputCallback: { Field: StringAttributeInputCallback, focusable: true },
  RedirectCallback: { Field: RedirectCallback, focusable: false, hidesSubmit: true },
  PollingWaitCallback: { Field: PollingWaitCallback, focusable: false, hidesSubmit: true },
  SuspendedTextOutputCallback: {
    Field: SuspendedTextOutputCallback,
    focusable: false,
    hidesSubmit: true,
  },
};

/** Renderers for a callback type on a page of a given stage (`stage/type`), before the type's own. */
const STAGE_RENDERERS: Readonly<Record<string, CallbackRenderer>> = {
  'OathTokenVerifier/NameCallback': { Field: OneTimeCodeCallback, focusable: true },
  'OathTokenVerifier/ConfirmationCallback': { Field: OtherMethodOptions, focusable: false },
  'RecoveryCodeCollector/NameCallback': { Field: RecoveryCodeCallback, focusable: true },
  'WebAuthnAuthentication/HiddenValueCallback': {
    Field: WebAuthnCallback,
    focusable: false,
    hidesSubmit: true,
  },
  'WebAuthnAuthentication/ConfirmationCallback': { Field: OtherMethodOptions, focusable: false },
  'PushWait/ConfirmationCallback': { Field: OtherMethodOptions, focusable: false },
};

export function rendererFor(type: string, stage?: string | null): CallbackRenderer | undefined {
  const staged = stage ? `${stage}/${type}` : undefined;
  if (staged && Object.hasOwn(STAGE_RENDERERS, staged)) return STAGE_RENDERERS[staged];
  return Object.hasOwn(CALLBACK_RENDERERS, type) ? CALLBACK_RENDERERS[type] : undefined;
}
