import type { ComponentType } from 'react';
import type { CallbackFieldProps } from './callback-field-props.js';
import { NameCallback } from './name-callback.js';
import { PasswordCallback } from './password-callback.js';
import { TextOutputCallback } from './text-output-callback.js';

export interface CallbackRenderer {
  Field: ComponentType<CallbackFieldProps>;
  /** Whether the field takes typing, so it can receive the step's first focus. */
  focusable: boolean;
}

/** How each callback type of a journey step is shown; a type missing here cannot be answered. */
const CALLBACK_RENDERERS: Readonly<Record<string, CallbackRenderer>> = {
  NameCallback: { Field: NameCallback, focusable: true },
  PasswordCallback: { Field: PasswordCallback, focusable: true },
  TextOutputCallback: { Field: TextOutputCallback, focusable: false },
};

export function rendererFor(type: string): CallbackRenderer | undefined {
  return Object.hasOwn(CALLBACK_RENDERERS, type) ? CALLBACK_RENDERERS[type] : undefined;
}
