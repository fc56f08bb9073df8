import type { JsltFunction } from './jslt-function.js';
import { TEXT_FUNCTIONS } from './text-functions.js';
import { TIME_FUNCTIONS } from './time-functions.js';
import { VALUE_FUNCTIONS } from './value-functions.js';

const FUNCTIONS: Record<string, JsltFunction> = {
  ...VALUE_FUNCTIONS,
  ...TEXT_FUNCTIONS,
  ...TIME_FUNCTIONS,
};

/** The built-in function of that name, if the supported subset has it. */
export const jsltFunction = (name: string): JsltFunction | undefined =>
  Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
